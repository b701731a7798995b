/**
 * Marketing copy for the public site: home page, the companion-product
 * waitlist page (/lspaces), community page, testimonials page and contact
 * page. Figures marked as marketing figures are static. The first-paint copy of the
 * home page lives in home.ts and is re-exported here.
 */

import type { MarketingFigure, SectionHeading } from './home';

export * from './home';

/* ------------------------------------------------------------------ */
/* Shared types                                                        */
/* ------------------------------------------------------------------ */

export interface ListItem {
  title: string;
  description: string;
}

export interface ToolLink extends ListItem {
  href: string;
}

export interface EmptyStateCopy {
  title: string;
  description: string;
}

export interface CommunityExampleCard {
  name: string;
  role: string;
  statusLabel: string;
  message: string;
}

export type SuccessStoryCategory = 'job_success' | 'interview_success';

export interface SuccessStoryPost {
  id: number;
  author: string;
  message: string;
  /** ISO 8601 date-time string. */
  timestamp: string;
  likes: number;
  category: SuccessStoryCategory;
}

export interface PeerSupportSnippet {
  id: number;
  author: string;
  topic: string;
  question: string;
  reply: string;
  replyAuthor: string;
  helpfulCount: number;
}

export interface GuidelineItem {
  title: string;
  description: string;
}

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

export interface ContactChannel {
  id: string;
  label: string;
  email: string;
  description: string;
}

export interface CallToAction {
  title: string;
  description: string;
  primaryLabel: string;
  primaryHref: string;
  secondaryLabel: string;
  secondaryHref: string;
}

/* ------------------------------------------------------------------ */
/* Site-wide                                                           */
/* ------------------------------------------------------------------ */

export const siteName = 'Careerforge';
export const siteTagline = 'The open-source career toolkit for job seekers';

export const emptyStates: {
  testimonials: EmptyStateCopy;
  blog: EmptyStateCopy;
  community: EmptyStateCopy;
} = {
  testimonials: {
    title: 'No testimonials yet',
    description: 'Stories from job seekers will appear here soon.',
  },
  blog: {
    title: 'No blog posts yet',
    description: 'New articles on resumes, interviews and career growth are on the way.',
  },
  community: {
    title: 'Community Growing',
    description: 'Our first members are just getting started. Join them and share your journey.',
  },
};

/* ------------------------------------------------------------------ */
/* Home page                                                           */
/* ------------------------------------------------------------------ */

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

/** Two static example cards shown after the featured community members. */
export const homeCommunityExamples: CommunityExampleCard[] = [
  {
    name: 'Your story here',
    role: 'Job seeker',
    statusLabel: 'New Member',
    message:
      'Join the community, share where you are in your search and get feedback from people who have been there.',
  },
  {
    name: 'Community volunteers',
    role: 'Recruiters, hiring managers and coaches',
    statusLabel: 'Community Helper',
    message:
      'Volunteers review resumes, host mock interviews and answer questions about how hiring really works.',
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

/* ------------------------------------------------------------------ */
/* Companion product waitlist (/lspaces)                               */
/* ------------------------------------------------------------------ */

export interface CompanionFeature {
  id:
    'ideas-amplified' | 'emotionally-intelligent' | 'instant-clarity' | 'personal-growth-companion';
  title: string;
  description: string;
}

export const companionProduct: {
  name: string;
  badge: string;
  headline: string;
  subhead: string;
  teaser: string;
  teaserCtaLabel: string;
  teaserHref: string;
  backLabel: string;
  backHref: string;
  features: CompanionFeature[];
  tagline: string;
  waitlist: {
    title: string;
    description: string;
    emailLabel: string;
    placeholder: string;
    buttonLabel: string;
    successTitle: string;
    successMessage: string;
    privacyNote: string;
  };
} = {
  name: 'Spaces',
  badge: 'Coming Soon',
  headline: 'A personal thinking and growth partner',
  subhead:
    'Spaces is a quiet place to think out loud: capture half-formed ideas, work through difficult decisions and see how you are growing over time, with a companion that listens first and helps you find your own answers.',
  teaser:
    'From the team behind Careerforge: a personal thinking and growth partner for the decisions and ideas that do not fit in a resume.',
  teaserCtaLabel: 'Join the waitlist',
  teaserHref: '/lspaces',
  backLabel: 'Back to Home',
  backHref: '/',
  features: [
    {
      id: 'ideas-amplified',
      title: 'Ideas, amplified',
      description:
        'Drop in a rough thought and build on it: questions that stretch it, connections to things you noted weeks ago and a clear next step.',
    },
    {
      id: 'emotionally-intelligent',
      title: 'Emotionally intelligent',
      description:
        'Notices when a decision is weighing on you and adjusts: slowing down, reflecting back what it heard and never rushing you to a conclusion.',
    },
    {
      id: 'instant-clarity',
      title: 'Instant clarity',
      description:
        'Untangle a messy situation into options, trade-offs and what you actually care about, so the next conversation or choice feels lighter.',
    },
    {
      id: 'personal-growth-companion',
      title: 'Personal growth companion',
      description:
        'Set intentions, reflect regularly and look back on how your thinking has changed, at your own pace and in your own words.',
    },
  ],
  tagline: 'Coming soon',
  waitlist: {
    title: 'Be the first to know',
    description:
      'Leave your e-mail and we will tell you when Spaces is ready. One message, no spam.',
    emailLabel: 'Email address',
    placeholder: 'you@example.com',
    buttonLabel: 'Notify Me',
    successTitle: "You're on the list!",
    successMessage: "We'll let you know when it is ready.",
    privacyNote:
      'We only use your e-mail to tell you about the launch, and delete it when you ask.',
  },
};

/* ------------------------------------------------------------------ */
/* Community page                                                      */
/* ------------------------------------------------------------------ */

export const communityIntro: SectionHeading = {
  title: 'A community that helps you get hired',
  subtitle:
    'Share progress, ask for honest feedback on a resume or an interview answer, and learn from people who were in your position a few months ago.',
};

/** Static marketing figures for the community page. */
export const communityStats: MarketingFigure[] = [
  {
    value: '5K+',
    label: 'Community members',
    description: 'Job seekers, career changers and volunteers from many industries.',
  },
  {
    value: '1K+',
    label: 'Career transitions',
    description: 'Members who moved into a new role or field.',
  },
  {
    value: '3K+',
    label: 'Peer reviews',
    description: 'Resume and answer reviews given by members and volunteers.',
  },
  {
    value: '24/7',
    label: 'Peer support',
    description: 'Someone is always around to answer a question, in every time zone.',
  },
];

export const successStoryPosts: SuccessStoryPost[] = [
  {
    id: 1,
    author: 'Elena V.',
    message:
      'Signed my offer today! Product analyst at a logistics company after 41 tracked applications. What changed things was tailoring every single one: my response rate went from about 8% to 30% in three weeks.',
    timestamp: '2025-11-18T16:42:00.000Z',
    likes: 128,
    category: 'job_success',
  },
  {
    id: 2,
    author: 'Samir H.',
    message:
      'Passed my first system-design round. I practised the same structure every evening (requirements, estimates, API, design, deep dive) and the interviewer actually said my trade-off reasoning was the clearest she had heard that week.',
    timestamp: '2025-11-24T09:15:00.000Z',
    likes: 76,
    category: 'interview_success',
  },
  {
    id: 3,
    author: 'Laura B.',
    message:
      'Eight years a teacher, and as of Monday I am an instructional designer. Two portfolio modules, a rewritten resume in the language of learning design and a lot of informational interviews. Career changers: it is slower than you want, but it works.',
    timestamp: '2025-12-02T12:05:00.000Z',
    likes: 214,
    category: 'job_success',
  },
  {
    id: 4,
    author: 'Mei T.',
    message:
      'Made it to the final round for a customer success role. My "tell me about a time you failed" answer used to ramble for four minutes; after a week of STAR practice it is ninety seconds and ends with what I changed.',
    timestamp: '2025-12-09T18:30:00.000Z',
    likes: 63,
    category: 'interview_success',
  },
  {
    id: 5,
    author: 'Jonah R.',
    message:
      'Negotiated for the first time in my life. The base was fixed, so I asked for a signing bonus and a six-month review instead, and got both. Thank you to everyone who shared their scripts here.',
    timestamp: '2026-01-07T10:10:00.000Z',
    likes: 97,
    category: 'job_success',
  },
];

export const peerSupportSnippets: PeerSupportSnippet[] = [
  {
    id: 1,
    author: 'Noah F.',
    topic: 'Resume',
    question:
      'My ATS score is stuck at 58% for supply-chain analyst roles. Should I add every tool they list?',
    reply:
      'Only the ones you have really used. Check the missing list for skills you have but described differently, like "forecasting" versus "demand planning". That alone usually moves it 10 to 15 points.',
    replyAuthor: 'Kwame A., Community Helper',
    helpfulCount: 34,
  },
  {
    id: 2,
    author: 'Priyanka S.',
    topic: 'Interviews',
    question: 'How do I answer "what is your biggest weakness" without sounding fake?',
    reply:
      'Pick a real, non-critical weakness, show the system you use to manage it, and give a recent example of it working. "I used to say yes to everything, so now I check every new request against my top three priorities" is honest and shows self-awareness.',
    replyAuthor: 'Oliver G., Community Helper',
    helpfulCount: 41,
  },
  {
    id: 3,
    author: 'Fatima O.',
    topic: 'Career change',
    question: 'Is it worth doing a certification before applying for UX research roles?',
    reply:
      'Count how many postings actually ask for it first. In my search, a small research project with a write-up got far more attention than any certificate. Do the project first, then decide.',
    replyAuthor: 'Laura B., Career Changer',
    helpfulCount: 27,
  },
  {
    id: 4,
    author: 'Daniel M.',
    topic: 'Salary',
    question: 'The recruiter asked for my current salary on the first call. What do I say?',
    reply:
      'Redirect to the role: "I would rather focus on the market rate for this position. Could you share the budgeted range?" If they insist, give a researched range for the new role, not your current pay.',
    replyAuthor: 'Elena V., Recently Hired',
    helpfulCount: 52,
  },
];

export const communityGuidelines: GuidelineItem[] = [
  {
    title: 'Be kind and constructive',
    description:
      'Job searching is stressful. Critique the resume or the answer, never the person, and suggest a better version when you point out a problem.',
  },
  {
    title: 'Keep it honest',
    description:
      'Do not encourage anyone to invent experience, inflate numbers or use fake offers in negotiations. Honest advice is the only kind that survives an interview.',
  },
  {
    title: 'Protect privacy',
    description:
      "Remove phone numbers, addresses and other personal details before sharing a resume. Never post someone else's details, interview questions under a confidentiality agreement or internal company information.",
  },
  {
    title: 'Share what worked, with context',
    description:
      'When you share a success, say what you changed and why it helped. Specifics help others more than congratulations alone.',
  },
  {
    title: 'No spam or paid promotion',
    description:
      'Do not advertise services, recruit for paid schemes or post referral links. Volunteers helping for free are welcome; sales pitches are not.',
  },
  {
    title: 'Respect every path',
    description:
      'Members come from every industry, age and background, including career breaks and career changes. Everyone here is welcome.',
  },
];

export const communityJoinCallToAction: CallToAction = {
  title: 'Ready to join?',
  description: 'Create your free account to post questions, share progress and help others.',
  primaryLabel: 'Join the Community',
  primaryHref: '/auth?mode=signup',
  secondaryLabel: 'Become a Helper',
  secondaryHref: '/contact?subject=Becoming%20a%20community%20helper',
};

/* ------------------------------------------------------------------ */
/* Testimonials page                                                   */
/* ------------------------------------------------------------------ */

export const testimonialsIntro: SectionHeading = {
  title: 'Real job seekers, real results',
  subtitle:
    'Stories from people who used Careerforge to tailor their applications, prepare for interviews and change careers.',
};

/** Static marketing figures for the testimonials page. */
export const testimonialStats: MarketingFigure[] = [
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

/* ------------------------------------------------------------------ */
/* Contact page                                                        */
/* ------------------------------------------------------------------ */

export const contactChannels: ContactChannel[] = [
  {
    id: 'support',
    label: 'General support',
    email: 'support@careerforge.example',
    description: 'Questions about using Careerforge, bug reports and feedback.',
  },
  {
    id: 'billing',
    label: 'Billing',
    email: 'billing@careerforge.example',
    description: 'Plans, refunds and payment questions.',
  },
  {
    id: 'privacy',
    label: 'Privacy and data requests',
    email: 'privacy@careerforge.example',
    description: 'Access, export or deletion of your data.',
  },
  {
    id: 'security',
    label: 'Security',
    email: 'security@careerforge.example',
    description: 'Report a vulnerability responsibly.',
  },
  {
    id: 'partnerships',
    label: 'Partnerships and press',
    email: 'hello@careerforge.example',
    description: 'Career services, bootcamps, community organisations and media.',
  },
];

export const contactPage = {
  title: 'Get in touch',
  subtitle: 'Questions, feedback or a story to share? We read every message.',
  responseTime: 'We reply within 24 to 48 hours, Monday to Friday.',
  selfHostedNote:
    'Using an instance run by your school, employer or another organisation? For account questions, contact that organisation first.',
  legalNotice:
    'For legal matters, including formal notices, copyright complaints and questions about our Terms of Service or Privacy Policy, write to legal@careerforge.example. Messages sent through the contact form are not treated as formal legal notices.',
  legalEmail: 'legal@careerforge.example',
  form: {
    fullNameLabel: 'Full name',
    emailLabel: 'Email',
    subjectLabel: 'Subject',
    messageLabel: 'Message',
    submitLabel: 'Send Message',
    sendingLabel: 'Sending...',
    successToast: 'Message Sent!',
    successDescription: 'Thank you for getting in touch. We will reply within 24 to 48 hours.',
  },
} as const;
