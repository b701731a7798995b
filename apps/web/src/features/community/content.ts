/**
 * Copy of the community page. Careerforge has no forum yet: the page previews what it will
 * hold, and every person, story and answer on it is a labelled example. It states no figure.
 */

import type { CallToAction } from '../../components/ui/call-to-action';
import type { SectionHeadingCopy } from '../../components/ui/section-heading';

export const communityEmptyState = {
  title: 'Community Growing',
  description: 'Our first members are just getting started. Join them and share your journey.',
};

export const communityIntro: SectionHeadingCopy = {
  title: 'A community that helps you get hired',
  subtitle:
    'A place, coming soon, to share progress, ask for honest feedback on a resume and learn from people who were in your position a few months ago.',
};

/** Shown at the top of the page: nothing on it is a real person yet. */
export const communityPreviewNotice =
  'Careerforge does not have a community forum yet. This page shows what it will look like: the members, stories and answers below are examples written for this site, and the people are fictional.';

export const communityJoinCallToAction: CallToAction = {
  title: 'Start with your resume',
  description:
    'The community is not open yet. Create a free account to use the Resume Lab today, or offer to help when it opens.',
  primaryLabel: 'Create a free account',
  primaryHref: '/auth?mode=signup',
  secondaryLabel: 'Become a Helper',
  secondaryHref: '/contact?subject=Becoming%20a%20community%20helper',
};
