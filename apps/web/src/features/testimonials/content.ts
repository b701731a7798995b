/** Copy of the testimonials page. Figures marked as marketing figures are static. */

import type { CallToAction } from '../../components/ui/call-to-action';
import type { SectionHeadingCopy } from '../../components/ui/section-heading';
import type { StatFigure } from '../../components/ui/stats-grid';

export interface VerificationStep {
  step: number;
  title: string;
  description: string;
}

export type TestimonialIndustryFilter =
  'all' | 'tech' | 'marketing' | 'sales' | 'design' | 'management';

export interface IndustryFilterOption {
  id: TestimonialIndustryFilter;
  label: string;
}

export const testimonialsEmptyState = {
  title: 'No testimonials yet',
  description: 'Stories from job seekers will appear here soon.',
};

export const testimonialsIntro: SectionHeadingCopy = {
  title: 'Real job seekers, real results',
  subtitle:
    'Stories from people who used Careerforge to tailor their applications, prepare for interviews and change careers.',
};

/** Static marketing figures for the testimonials page. */
export const testimonialStats: StatFigure[] = [
  {
    value: '4.8/5',
    label: 'Average rating',
    description: 'Across the stories shared with us.',
  },
  {
    value: '2.5K+',
    label: 'ATS-optimized resumes',
    description: 'Tailored to real job descriptions.',
  },
  {
    value: '80%',
    label: 'Higher interview invitations',
    description: 'Reported after switching to tailored applications.',
  },
  {
    value: '1K+',
    label: 'Career transitions',
    description: 'Moves into a new role or field.',
  },
];

export const testimonialIndustryFilters: IndustryFilterOption[] = [
  { id: 'all', label: 'All Industries' },
  { id: 'tech', label: 'Tech' },
  { id: 'marketing', label: 'Marketing' },
  { id: 'sales', label: 'Sales' },
  { id: 'design', label: 'Design' },
  { id: 'management', label: 'Management' },
];

export const verifiedBadgeText = 'Verified by Careerforge';

export const verificationProcess: { title: string; intro: string; steps: VerificationStep[] } = {
  title: 'How we verify stories',
  intro:
    'A testimonial only helps you if it is real. Stories marked "Verified by Careerforge" have passed every step below; unverified stories are shown without the badge.',
  steps: [
    {
      step: 1,
      title: 'Account activity check',
      description:
        'We confirm the story comes from a real account and that the tools it mentions, such as the Resume Lab or Interview Arena, were actually used by that account.',
    },
    {
      step: 2,
      title: 'Identity confirmation',
      description:
        'We confirm the person is who they say they are, through a reply from their work e-mail or a short video call. We never publish the details used for this check.',
    },
    {
      step: 3,
      title: 'Outcome evidence',
      description:
        'For job and offer claims, the author shows us a redacted offer letter or start-date confirmation. We look at it once and do not keep a copy.',
    },
    {
      step: 4,
      title: 'Consent and approval',
      description:
        'The author approves the exact wording, name and role we publish, and can ask us to edit or remove their story at any time.',
    },
  ],
};

export const testimonialsCallToAction: CallToAction = {
  title: 'Write your own success story',
  description: 'Tailor your next application in the Resume Lab, and tell us how it went.',
  primaryLabel: 'Try Resume Lab Free',
  primaryHref: '/resume-lab',
  secondaryLabel: 'Share Your Story',
  secondaryHref: '/contact?subject=My%20success%20story',
};
