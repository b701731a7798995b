/** Copy of the contact page and the companion-product waitlist page (/lspaces). */

export interface ContactChannel {
  id: string;
  label: string;
  email: string;
  description: string;
}

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
  responseTime:
    'Messages go to whoever runs this Careerforge instance, so when you get a reply depends on them: Careerforge itself has no support desk promising a response time.',
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
    successDescription:
      'Thank you for getting in touch. Your message went to whoever runs this instance; a reply depends on them.',
  },
} as const;
