/** Copy of the testimonials page. It states no figure: the page counts the stories it shows. */

import type { CallToAction } from '../../components/ui/call-to-action';
import type { SectionHeadingCopy } from '../../components/ui/section-heading';

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
  title: 'Stories from job seekers',
  subtitle:
    'How people use the Resume Lab, Saved Resumes and the dashboard to tailor their applications.',
};

/** Shown above the stories when any of them is a seeded example. */
export const sampleStoriesNotice =
  'Stories marked Example come with Careerforge so this page is not empty on a new site. They were written to show how stories look: the people are fictional and none of them is a verified customer.';

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
  title: 'What the labels mean',
  intro:
    'A testimonial only helps you if you know where it comes from, so every story carries one of these labels or none.',
  steps: [
    {
      step: 1,
      title: 'Example',
      description:
        'A sample that ships with Careerforge, written to show how a story looks. The person is fictional. An example is never marked verified.',
    },
    {
      step: 2,
      title: 'Verified by Careerforge',
      description:
        'The people who run this site checked the story themselves: it comes from a real person who used the tools it names, and they approved the wording, name and role shown.',
    },
    {
      step: 3,
      title: 'No label',
      description:
        'A story shared with this site that has not been checked. Read it as one person’s account.',
    },
    {
      step: 4,
      title: 'Your story',
      description:
        'Share yours through the contact form. It is published only with your consent, and you can ask for it to be edited or removed at any time.',
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
