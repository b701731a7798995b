/**
 * The tools a signed-in person can use today, in the order the header's Tools menu lists them.
 * A tool joins this list when its page works (not while it shows "being built"), and the menu,
 * on desktop and in the phone menu, follows.
 */
export interface Tool {
  to: string;
  label: string;
  description: string;
}

export const WORKING_TOOLS: readonly Tool[] = [
  {
    to: '/resume-lab',
    label: 'Resume Lab',
    description: 'Tailor your resume to a job and see its ATS score',
  },
  {
    to: '/saved-resumes',
    label: 'Saved Resumes',
    description: 'Your tailored resumes, their scores and notes',
  },
  {
    to: '/resume-builder',
    label: 'Resume Builder',
    description: 'Build a resume in six templates; PDF, DOCX and HTML',
  },
  {
    to: '/cover-letter',
    label: 'Cover Letter Generator',
    description: 'A letter from your own experience, every claim sourced',
  },
  {
    to: '/saved-cover-letters',
    label: 'Saved Cover Letters',
    description: 'Your letters, to edit, copy and download',
  },
  {
    to: '/linkedin-optimizer',
    label: 'LinkedIn Optimizer',
    description: 'Rewrite your About for the role you want',
  },
  {
    to: '/interview-coach',
    label: 'Interview Arena',
    description: 'Practise questions from the job, with feedback on each answer',
  },
  {
    to: '/salary-negotiator',
    label: 'Salary Negotiator',
    description: 'Your offer on real wage data, and what to say',
  },
  {
    to: '/career-planner',
    label: 'Career Planner',
    description: 'A path to your target role, with skills and wages',
  },
  {
    to: '/application-tracker',
    label: 'Application Tracker',
    description: 'Every application, its stage and what got answers',
  },
  {
    to: '/analytics',
    label: 'Analytics',
    description: 'Your progress over time, and the leaderboard',
  },
  {
    to: '/dashboard',
    label: 'Dashboard',
    description: 'Your progress, goals and recent activity',
  },
];

/** Whether a path is one of the working tools (marketing pages mark the others "In development"). */
export const isWorkingTool = (to: string) => WORKING_TOOLS.some((t) => t.to === to);
