/**
 * What the home page shows on first paint: the hero, the marketing figures, the section
 * headings, the three feature cards and the six workflow steps. Kept apart from site.ts so
 * the first load of / carries only this text.
 */

import type { SectionHeadingCopy } from '../../../components/ui/section-heading';
import type { StatFigure } from '../../../components/ui/stats-grid';

export type MarketingFigure = StatFigure;

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

/** Static marketing figures shown on the landing page. */
export const marketingFigures: MarketingFigure[] = [
  {
    value: '2.5K+',
    label: 'ATS-optimized resumes',
    description:
      'Resumes tailored to a real job description and checked against an explained ATS score.',
  },
  {
    value: '80%',
    label: 'Higher interview invitations',
    description:
      'Reported by job seekers who tailored each application instead of sending one generic resume.',
  },
  {
    value: '1K+',
    label: 'Career transitions',
    description:
      'People who used Careerforge to plan and complete a move into a new role or field.',
  },
  {
    value: '24/7',
    label: 'Support',
    description:
      'Help articles, guides and a community that are there whenever you are job hunting.',
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
    subtitle: 'Three tools at the heart of Careerforge, with more for every stage of your search.',
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
    subtitle: 'Job seekers on what changed when they stopped guessing.',
  },
  companion: {
    title: 'Something new is coming',
    subtitle: 'A personal thinking and growth partner, from the team behind Careerforge.',
  },
  pricing: {
    title: 'Simple pricing',
    subtitle:
      'Everything is free during development. These plans show how pricing is planned to work.',
  },
  blog: {
    title: 'From the blog',
    subtitle: 'Practical advice on resumes, interviews and growing your career.',
  },
  community: {
    title: 'Join the community',
    subtitle: 'Job seekers, career changers and volunteers helping each other get hired.',
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
    description:
      'Save the version you sent, then copy it, download it or export it from the Resume Builder.',
  },
];
