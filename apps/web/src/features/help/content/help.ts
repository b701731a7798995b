/**
 * Help center content: six categories, each with its articles' titles and summaries, and the
 * help center FAQ. Category ids match the /help/{id} paths. The articles' bodies are in
 * ./help-articles, so the help center's first load carries none of them.
 */

export type HelpCategoryId =
  'getting-started' | 'resume-lab' | 'interview-coach' | 'account' | 'billing' | 'privacy';

export interface HelpArticle {
  slug: string;
  title: string;
  summary: string;
}

export interface HelpCategory {
  id: HelpCategoryId;
  title: string;
  description: string;
  /** Link target, always `/help/${id}`. */
  href: string;
  articles: HelpArticle[];
}

export interface HelpFaqEntry {
  question: string;
  answer: string;
}

export interface HelpSupportOption {
  id: 'email' | 'chat' | 'phone';
  title: string;
  description: string;
  actionLabel: string;
  /** Internal link. */
  href: string;
}

export const helpCategories: HelpCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    description:
      'A tour of the toolkit, your first tailored resume and building a resume from scratch.',
    href: '/help/getting-started',
    articles: [
      {
        slug: 'tour-of-careerforge',
        title: 'A tour of Careerforge',
        summary: 'What each tool does and when to use it during a job search.',
      },
      {
        slug: 'first-tailored-resume',
        title: 'Your first tailored resume in five steps',
        summary: 'Walk through the Resume Lab from resume text to a saved, tailored version.',
      },
      {
        slug: 'resume-builder-basics',
        title: 'Building a resume with the Resume Builder',
        summary: 'Fill in your details, pick one of six templates and export to PDF, DOCX or HTML.',
      },
    ],
  },
  {
    id: 'resume-lab',
    title: 'Resume Lab',
    description: 'Tailoring modes, how the ATS score is calculated, uploads and saved resumes.',
    href: '/help/resume-lab',
    articles: [
      {
        slug: 'tailoring-modes-explained',
        title: 'Tailoring modes explained',
        summary: 'When to choose basic, personalized or aggressive tailoring.',
      },
      {
        slug: 'understanding-your-ats-score',
        title: 'Understanding your ATS score',
        summary: 'What the ATS and keyword match scores measure, and how to act on them.',
      },
      {
        slug: 'uploads-and-saved-resumes',
        title: 'Uploading files and managing saved resumes',
        summary:
          'Supported file types, size limits, and how to organise saved resumes with tags and favorites.',
      },
    ],
  },
  {
    id: 'interview-coach',
    title: 'Interview Coach',
    description:
      'Practice sessions in the Interview Arena, game modes, achievements and voice answers.',
    href: '/help/interview-coach',
    articles: [
      {
        slug: 'interview-arena-basics',
        title: 'Practising in the Interview Arena',
        summary:
          'Create a session from a job description, answer questions and read your feedback.',
      },
      {
        slug: 'game-modes-and-achievements',
        title: 'Game modes, XP and achievements',
        summary:
          'How practice, challenge, speed and roleplay modes differ and how rewards are earned.',
      },
      {
        slug: 'voice-answers-and-microphone',
        title: 'Answering by voice and fixing microphone problems',
        summary:
          'How voice answers work, which browsers support them and what to do when recording fails.',
      },
    ],
  },
  {
    id: 'account',
    title: 'Account & Settings',
    description: 'Signing in and out, your dashboard and analytics, and tracking applications.',
    href: '/help/account',
    articles: [
      {
        slug: 'signing-in-and-out',
        title: 'Signing in and signing out',
        summary: 'How to sign in, what your account shows and what happens when you sign out.',
      },
      {
        slug: 'dashboard-and-analytics',
        title: 'Your dashboard, analytics and the leaderboard',
        summary: 'What the dashboard and analytics pages show and how your numbers are counted.',
      },
      {
        slug: 'tracking-applications',
        title: 'Tracking your job applications',
        summary:
          'Add applications, move them through the pipeline and read your response and interview rates.',
      },
      {
        slug: 'formats-and-connections',
        title: 'Bringing your resume in and out, and connecting other apps',
        summary:
          'Import from LinkedIn, JSON Resume, Reactive Resume or Europass; export open formats; use a token with an AI assistant or the browser extension.',
      },
    ],
  },
  {
    id: 'billing',
    title: 'Billing & Plans',
    description: 'What is free, what the plans include, and cancellation and payment.',
    href: '/help/billing',
    articles: [
      {
        slug: 'is-careerforge-free',
        title: 'Is Careerforge free?',
        summary: 'On a new install every feature is free and no limit is enforced.',
      },
      {
        slug: 'plans-compared',
        title: 'Plans compared',
        summary: 'Starter, Professional and Enterprise: the same tools, different monthly limits.',
      },
      {
        slug: 'refunds-cancellation-payment',
        title: 'Cancellation, plan changes and payment',
        summary: 'Cancel anytime, prorated plan changes and payment through Stripe.',
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy & Security',
    description: 'What data is stored, when text is sent to an AI provider, and self-hosting.',
    href: '/help/privacy',
    articles: [
      {
        slug: 'what-data-is-stored',
        title: 'What data Careerforge stores',
        summary: 'The information kept in your account, where it lives and how to remove it.',
      },
      {
        slug: 'ai-providers-and-your-text',
        title: 'How AI providers handle your text',
        summary:
          'When your text is sent to an AI model provider, and when it never leaves the server.',
      },
      {
        slug: 'self-hosting-careerforge',
        title: 'Self-hosting Careerforge',
        summary:
          'Run your own instance on a laptop or a server, and keep every piece of data under your control.',
      },
    ],
  },
];

export const helpFaq: HelpFaqEntry[] = [
  {
    question: 'Is Careerforge free to use?',
    answer:
      'Yes, on a new install: every feature is free for academic, personal and commercial use and no limit is enforced. An operator can turn on paid plans; the Pricing and Subscription pages show the same three plans, and every plan has every tool.',
  },
  {
    question: 'Which resume files can I upload?',
    answer:
      'The Resume Lab accepts .pdf, .docx, .doc and .txt files up to 10 MB. Text-based PDFs work best; if a file extracts badly, paste the text instead with Paste Resume Text.',
  },
  {
    question: 'Will Careerforge add skills or experience I do not have?',
    answer:
      'No. Tailoring rewords and reorders what you provided. Employers, titles, dates, degrees, numbers and skills come only from your resume. When the job asks for something your resume does not show, it appears as a recommendation for you to consider, never as a claim.',
  },
  {
    question: 'Why does my ATS score change when I edit my resume?',
    answer:
      'The score measures the weighted keywords found in your resume and a set of readability checks. Adding a genuine skill the posting asks for, or fixing a formatting problem, changes the score. The same resume and job description always produce the same score, and the result lists what was found and what is missing.',
  },
  {
    question: 'Can I use Careerforge without sending my text to an AI provider?',
    answer:
      'Yes. Scores are always calculated by Careerforge itself. Text is sent to an AI model provider only when the instance has one configured. A self-hosted instance can use a model on its own hardware, or no provider at all with the built-in engine.',
  },
  {
    question: 'How do I reach a person for help?',
    answer:
      'Use the contact page: your message goes to whoever runs the Careerforge instance you use, and replies depend on them. You can also write to support@careerforge.example; for billing questions write to billing@careerforge.example, and for privacy requests to privacy@careerforge.example.',
  },
];

export const helpSupportOptions: HelpSupportOption[] = [
  {
    id: 'email',
    title: 'Email Support',
    description:
      'Send a message through the contact form; it goes to whoever runs this instance, and replies depend on them.',
    actionLabel: 'Email Support',
    href: '/contact',
  },
  {
    id: 'chat',
    title: 'Live Chat',
    description:
      'Live chat is not staffed yet. Start a conversation by message instead; any reply comes by e-mail from whoever runs this instance.',
    actionLabel: 'Live Chat',
    href: '/contact?via=chat&subject=Live%20chat%3A%20',
  },
  {
    id: 'phone',
    title: 'Phone Support',
    description:
      'Phone support is not available yet. Ask for a call back by message; whether a call is possible depends on whoever runs this instance.',
    actionLabel: 'Phone Support',
    href: '/contact?via=phone&subject=Call%20back%20request',
  },
];

/** Help topics about a tool that does not work yet: the topic page says so above its articles. */
export const plannedHelpTopics: Partial<Record<string, string>> = {};
