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
    to: '/dashboard',
    label: 'Dashboard',
    description: 'Your progress, goals and recent activity',
  },
];

/** Whether a path is one of the working tools (marketing pages mark the others "In development"). */
export const isWorkingTool = (to: string) => WORKING_TOOLS.some((t) => t.to === to);
