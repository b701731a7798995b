/**
 * Home page copy below the fold: the analysis and tools lists, the community examples and
 * the closing call to action. The first-paint copy of the home page lives in home.ts.
 */

import type { CallToAction } from '../../../components/ui/call-to-action';

export interface ListItem {
  title: string;
  description: string;
}

export interface ToolLink extends ListItem {
  href: string;
}

export interface CommunityExampleCard {
  name: string;
  role: string;
  statusLabel: string;
  message: string;
}

export const siteName = 'Careerforge';

export const siteTagline = 'The open-source career toolkit for job seekers';

export const resumeAnalysisList: ListItem[] = [
  {
    title: 'ATS compatibility score',
    description:
      'A transparent score that combines keyword match with checks an applicant tracking system depends on.',
  },
  {
    title: 'Keyword optimization',
    description:
      "The posting's important terms, weighted by where and how often they appear, marked found or missing.",
  },
  {
    title: 'Content assessment',
    description:
      'Flags bullets without measurable results, weak openings and sections that distract from the role.',
  },
  {
    title: 'Formatting checks',
    description:
      'Standard headings, contact details, sensible length and layouts that parse cleanly.',
  },
  {
    title: 'Honest recommendations',
    description:
      'Missing skills become suggestions for you to consider, never claims added on your behalf.',
  },
];

export const careerToolsList: ToolLink[] = [
  {
    title: 'Cover letter generator',
    description: 'A first draft in the tone you choose, plus an ATS analysis with specific edits.',
    href: '/cover-letter',
  },
  {
    title: 'LinkedIn optimizer',
    description: 'A sharper About section for your target role, with an engagement score.',
    href: '/linkedin-optimizer',
  },
  {
    title: 'Interview Arena',
    description: 'Role-specific practice questions with scored feedback on every answer.',
    href: '/interview-coach',
  },
  {
    title: 'Salary negotiator',
    description: 'A negotiation script, justifications and market percentiles for your role.',
    href: '/salary-negotiator',
  },
  {
    title: 'Career planner',
    description: 'A phased roadmap to your target role, with skill gaps and quick wins.',
    href: '/career-planner',
  },
  {
    title: 'Resume builder',
    description: 'Six templates, a live preview and export to PDF, DOCX or HTML.',
    href: '/resume-builder',
  },
  {
    title: 'Application tracker',
    description: 'Every application in one pipeline, with response and interview rates.',
    href: '/application-tracker',
  },
  {
    title: 'Analytics dashboard',
    description: 'Your activity, streaks and ATS score trend over time.',
    href: '/analytics',
  },
];

/** Two static cards shown after the featured community members: what the community will offer. */
export const homeCommunityExamples: CommunityExampleCard[] = [
  {
    name: 'Your story here',
    role: 'Job seeker',
    statusLabel: 'Coming soon',
    message:
      'When the community opens, share where you are in your search and get feedback from people who have been there.',
  },
  {
    name: 'Community volunteers',
    role: 'Recruiters, hiring managers and coaches',
    statusLabel: 'Coming soon',
    message:
      'Volunteers will review resumes and answer questions about how hiring really works. Offer to help through the contact page.',
  },
];

export const finalCallToAction: CallToAction = {
  title: 'Your next application deserves a resume written for it',
  description:
    'Tailor your resume to a real job description, see exactly what the score is made of, and apply with confidence.',
  primaryLabel: 'Open the Resume Lab',
  primaryHref: '/resume-lab',
  secondaryLabel: 'See pricing',
  secondaryHref: '/pricing',
};

export const finalCallToActionLegalNote = {
  prefix: 'By using Careerforge you agree to our',
  termsLabel: 'Terms of Service',
  termsHref: '/terms-of-service',
  conjunction: 'and',
  privacyLabel: 'Privacy Policy',
  privacyHref: '/privacy-policy',
} as const;
