/**
 * What the home page shows on first paint: the hero, the marketing figures, the section
 * headings, the three feature cards and the six workflow steps. Kept apart from site.ts so
 * the first load of / carries only this text.
 */

import type { SectionHeadingCopy } from '../../../components/ui/section-heading';
// Only the headline figures: the whole measurement file is for /how-the-ats-score-works.
import { headline } from './ats-measured.json';
import type { StatFigure } from '../../../components/ui/stats-grid';

export interface MarketingFigure extends StatFigure {
  /** Where the figure is explained. */
  href?: string;
}

export interface FeatureCard {
  id: string;
  title: string;
  description: string;
  highlights: string[];
  href: string;
}

export interface WorkflowStep {
  step: number;
  id: 'upload' | 'tailor' | 'golden-rules' | 'score' | 'refine' | 'download';
  title: 'Upload' | 'Tailor' | 'Golden Rules' | 'Score' | 'Refine' | 'Download';
  description: string;
}

export type SectionHeading = SectionHeadingCopy;

/**
 * Figures shown on the landing page. Each is a fact about the product that anyone can check:
 * no usage counts (Careerforge does not collect them) and no outcome claims.
 */
export const marketingFigures: MarketingFigure[] = [
  {
    value: '3',
    label: 'Tailoring modes',
    description: 'Basic, personalized and aggressive: from tidy formatting to a full rewrite.',
  },
  {
    value: headline.atsScore.toFixed(2),
    label: 'ATS score accuracy (ROC AUC)',
    href: '/how-the-ats-score-works',
    description:
      'How well the score ranks relevant postings above others, measured on postings it was never tuned on.',
  },
  {
    value: '$0',
    label: 'On a new install',
    description:
      'Every tool is free and no limit is enforced until an operator turns on paid plans.',
  },
  {
    value: '1',
    label: 'Command to host it yourself',
    description: 'npm start runs the whole app with its own database on one computer.',
  },
];

export const hero = {
  eyebrow: 'Open source · Free during development',
  headline: 'Land more interviews with a resume tailored to every job',
  subhead:
    'Careerforge tailors your resume to each job description, explains its ATS score point by point, and helps you prepare for the interviews that follow. It never invents experience: every word stays true to you.',
  signedInCtaLabel: 'Try Resume Lab Free',
  signedInCtaHref: '/resume-lab',
  signedOutCtaLabel: 'Sign In to Resume Lab',
  signedOutCtaHref: '/auth',
  demoCtaLabel: 'Watch 2-Min Demo',
  trustNote: 'No card needed. Your data stays in the instance you use.',
} as const;

export const homeSections: {
  features: SectionHeading;
  howItWorks: SectionHeading;
  analysis: SectionHeading;
  successStories: SectionHeading;
  companion: SectionHeading;
  pricing: SectionHeading;
  blog: SectionHeading;
  community: SectionHeading;
  faq: SectionHeading;
} = {
  features: {
    title: 'Everything you need between "apply" and "hired"',
    subtitle:
      'Every tool below works today: tailor, write, practise, plan, build and track, all in one place.',
  },
  howItWorks: {
    title: 'How it works',
    subtitle: 'Six steps from your current resume to one written for the job in front of you.',
  },
  analysis: {
    title: 'Analysis you can act on',
    subtitle: 'Every score explains itself, and every tool gives you a concrete next step.',
  },
  successStories: {
    title: 'Success stories',
    subtitle: 'How people use the Resume Lab. Stories marked Example are samples, not customers.',
  },
  companion: {
    title: 'Something new is coming',
    subtitle: 'A personal thinking and growth partner, from the team behind Careerforge.',
  },
  pricing: {
    title: 'Simple pricing',
    subtitle:
      'Every plan has every tool; plans differ in their monthly limits. On a new install everything is free and no limit is enforced.',
  },
  blog: {
    title: 'From the blog',
    subtitle: 'Practical advice on resumes, interviews and growing your career.',
  },
  community: {
    title: 'A community, coming soon',
    subtitle:
      'A place for job seekers, career changers and volunteers to help each other. The profiles below are examples.',
  },
  faq: {
    title: 'Frequently asked questions',
    subtitle: 'Short answers to the questions we hear most.',
  },
};

export const featureCards: FeatureCard[] = [
  {
    id: 'resume-lab',
    title: 'Resume Lab',
    description:
      'Tailor your resume to any job description in minutes. Choose basic, personalized or aggressive tailoring and get an ATS score that shows exactly which keywords were found, which are missing and why.',
    highlights: [
      'Three tailoring modes',
      'Explained ATS and keyword match scores',
      'Save, tag and reuse every version',
    ],
    href: '/resume-lab',
  },
  {
    id: 'interview-coach',
    title: 'Interview Arena',
    description:
      'Practise with questions generated from the job you want: technical, behavioral, system design, case study or leadership. Answer by voice or by typing and get a score with specific feedback on every answer.',
    highlights: [
      'Questions from the real job description',
      'Voice or typed answers',
      'Streaks, levels and achievements',
    ],
    href: '/interview-coach',
  },
  {
    id: 'career-intelligence',
    title: 'Career Intelligence',
    description:
      'See your search as a whole: ATS score trends, activity streaks, application pipeline and response rates, with recommendations on where to focus next.',
    highlights: ['ATS score trend', 'Application pipeline analytics', 'Personal recommendations'],
    href: '/analytics',
  },
];

export const workflowSteps: WorkflowStep[] = [
  {
    step: 1,
    id: 'upload',
    title: 'Upload',
    description: 'Add your resume as a PDF, Word or text file up to 10 MB, or paste the text.',
  },
  {
    step: 2,
    id: 'tailor',
    title: 'Tailor',
    description:
      'Paste the job description and choose basic, personalized or aggressive tailoring.',
  },
  {
    step: 3,
    id: 'golden-rules',
    title: 'Golden Rules',
    description:
      'Every change is checked: no invented facts, clear headings, measurable results, clean formatting.',
  },
  {
    step: 4,
    id: 'score',
    title: 'Score',
    description:
      'See your ATS and keyword match scores, with the keywords found and missing and what each is worth.',
  },
  {
    step: 5,
    id: 'refine',
    title: 'Refine',
    description:
      'Act on the recommendations, add what is genuinely yours, and tailor again until it reads right.',
  },
  {
    step: 6,
    id: 'download',
    title: 'Download',
    description: 'Save the version you sent, then copy it or download it.',
  },
];
