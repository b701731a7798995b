/**
 * About page, privacy policy and terms of service content.
 * Section bodies are Markdown.
 */

export interface LegalSection {
  heading: string;
  /** Markdown. */
  body: string;
}

export interface AboutCapability {
  title: string;
  description: string;
}

export interface AboutCredit {
  name: string;
  /** What the data is used for in the product. */
  usedFor: string;
  licence: string;
  /** Attribution statement to display. */
  attribution: string;
  url: string;
}

export interface AboutContent {
  title: string;
  tagline: string;
  mission: LegalSection;
  capabilities: AboutCapability[];
  /** Statements about the development stage, shown prominently. */
  developmentStatements: string[];
  openSource: LegalSection;
  principles: LegalSection[];
  credits: AboutCredit[];
}

export interface LegalDocumentMeta {
  title: string;
  lastUpdated: string;
  intro: string;
}

export const legalLastUpdated = 'January 28, 2025';

export const developmentStatements: string[] = [
  'During development, all Careerforge services are free for academic, personal and commercial use.',
  'The pricing plans shown on the site are for future planning only and are not active. Nobody is charged.',
  'Careerforge AI features rely on two third-party AI model providers. Self-hosted instances use whichever provider their operator configures, or none.',
  'These pages have been written in plain language by the project team. No legal review has been done.',
];

export const about: AboutContent = {
  title: 'About Careerforge',
  tagline:
    'An open-source career toolkit that helps job seekers present their real experience at its best.',
  mission: {
    heading: 'Our mission',
    body: `Job searching is hard enough without guessing what an applicant tracking system wants, rewriting the same resume late at night, or walking into a salary conversation unprepared. Careerforge exists to give every job seeker the kind of tools and feedback that used to require an expensive coach, and to do it honestly.

Honest means three things to us. Your resume only ever contains what you actually did: we reword and reorder, we never invent. Every score we show can explain itself, so you know exactly what to change and why. And your data belongs to you: it stays in the database of the instance you use, and you can run that instance yourself.`,
  },
  capabilities: [
    {
      title: 'Resume Lab',
      description:
        'Tailor your resume to a job description in basic, personalized or aggressive mode, with an ATS score that lists the keywords found and missing and the checks behind every point.',
    },
    {
      title: 'Interview Arena',
      description:
        'Practise technical, behavioral, system-design, case-study and leadership questions generated from a real job description, answer by voice or by typing, and get a score and feedback on each answer.',
    },
    {
      title: 'Cover letters',
      description:
        'Draft a letter from the job description and your resume in the tone you choose, then check it with an ATS analysis and specific suggested edits.',
    },
    {
      title: 'LinkedIn optimizer',
      description:
        'Rewrite your About section for a target role and industry, with an engagement score, a recruiter-appeal rating and the keywords used.',
    },
    {
      title: 'Salary negotiator and career planner',
      description:
        'Prepare a negotiation script with market percentiles, or map a phased route from your current role to the one you want.',
    },
    {
      title: 'Resume builder, tracker and analytics',
      description:
        'Build a resume with six templates and export it as PDF, DOCX or HTML, track every application through the pipeline, and follow your progress on your analytics dashboard.',
    },
  ],
  developmentStatements,
  openSource: {
    heading: 'Open source and self-hostable',
    body: `Careerforge is open-source software released under the MIT License. Anyone can read the code, check how scores are calculated, suggest improvements or run their own instance.

A single command starts Careerforge on one laptop with an embedded database and a built-in engine, so it works offline with no external services at all. In production it runs on PostgreSQL, behind as many app instances as you need, with the language model of your choice: a hosted API or a model on your own hardware.

Career services offices, bootcamps, community organisations and individuals can host Careerforge for the people they support and keep every resume on infrastructure they control.`,
  },
  principles: [
    {
      heading: 'The model writes; the engine measures',
      body: 'Text may be drafted by a language model, but scores are calculated by our own transparent algorithm. The same resume and job description always get the same score, whichever model wrote the text.',
    },
    {
      heading: 'Never invent a candidate',
      body: 'No employer, job title, date, degree, number or skill that you did not provide will appear in tailored output. When a job asks for something you have not shown, we tell you, and you decide.',
    },
    {
      heading: 'Clear errors, nothing lost',
      body: 'When something goes wrong, you get a clear message and your work is kept. A failed step never leaves half-saved data behind.',
    },
  ],
  credits: [
    {
      name: 'O*NET',
      usedFor:
        'Occupation titles, alternate job titles and technology skills that help match job descriptions with resumes.',
      licence: 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
      attribution:
        'This product incorporates information from the O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA. Careerforge has modified all or some of this information. USDOL/ETA has not approved, endorsed or tested these modifications.',
      url: 'https://www.onetcenter.org/',
    },
    {
      name: 'ESCO',
      usedFor:
        'Skill names and their alternative labels, used to recognise the same skill written in different ways.',
      licence: 'European Commission ESCO terms of use',
      attribution: 'This product uses the ESCO classification of the European Commission.',
      url: 'https://esco.ec.europa.eu/',
    },
    {
      name: 'BLS Occupational Employment and Wage Statistics (OEWS)',
      usedFor:
        'National wage percentiles by occupation, shown in the salary negotiator’s market insights.',
      licence: 'U.S. government work (public domain in the United States)',
      attribution:
        'Wage data: U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics, May 2023 national estimates. BLS has not reviewed or endorsed Careerforge.',
      url: 'https://www.bls.gov/oes/',
    },
  ],
};

export const privacyPolicyMeta: LegalDocumentMeta = {
  title: 'Privacy Policy',
  lastUpdated: legalLastUpdated,
  intro:
    'This policy explains what information Careerforge collects, how it is used, where it is stored and the choices you have. We have tried to write it plainly and to describe what the software actually does.',
};

export const privacyPolicy: LegalSection[] = [
  {
    heading: '1. Who this policy covers',
    body: `This policy applies to the Careerforge service operated by the Careerforge project team (the "hosted service") and describes how the Careerforge software handles data on any instance.

Careerforge is open-source software that anyone can host. If you use an instance run by someone else, such as your university, employer or a community organisation, that operator decides how the instance is configured and is responsible for the data stored on it. Ask them for their privacy notice; this policy describes how the software itself behaves.`,
  },
  {
    heading: '2. Development stage',
    body: `Careerforge is in development. During this period all services are free for academic, personal and commercial use, and the pricing plans shown on the site are for future planning only and are not active. No payment information is collected.

This policy has been written by the project team in plain language. No legal review has been done.`,
  },
  {
    heading: '3. Information we collect',
    body: `**Account information.** When you sign in, we receive your name, e-mail address and, if available, profile picture from the sign-in provider.

**Content you provide.** Resumes you paste, upload or build; job descriptions; tailored resumes and their scores; cover letters; LinkedIn drafts; salary and career-planning inputs and results; interview sessions, your answers (typed or transcribed) and their feedback; job applications you track; tags and notes. Uploaded files are used to extract text, and the extracted text is stored with your resume.

**Usage information.** Page views, feature use, session start and end times and downloads within Careerforge. These are stored in the instance's own database to power your dashboard, analytics, streaks and the leaderboard.

**Technical information.** Like most web servers, the instance may log IP addresses, browser type and request times for security and to limit abuse (for example rate limiting).

**Messages.** If you contact us or join a waitlist, we keep your e-mail address and message so we can reply or notify you.`,
  },
  {
    heading: '4. How we use information',
    body: `We use your information to:

- provide the tools you ask for, such as tailoring a resume or generating interview questions;
- calculate scores and show your progress and analytics;
- keep you signed in and protect your account;
- respond to support requests and notify waitlist members;
- find and fix bugs and keep the service reliable.

We do **not** sell your information, show you advertising or share your content with advertisers. We do not use your content to train any model.`,
  },
  {
    heading: '5. AI processing and third-party model providers',
    body: `Some features use a large language model to write text. Careerforge AI features rely on two third-party AI model providers on the hosted service.

- Text is sent to an AI model provider **only when the instance has one configured**, and only the text needed for the task you requested (for example, your resume text and a job description when you tailor a resume).
- Scores, such as the ATS score and keyword match, are calculated by Careerforge's own engine on the server and are not sent to a provider to be calculated.
- Each provider processes the text under its own terms and privacy policy. Where a provider offers a setting that excludes submitted data from model training, we use it.
- A self-hosted instance may use a model on the operator's own hardware, in which case text does not leave their infrastructure, or no provider at all, in which case the built-in engine is used and no text is sent anywhere.

Please do not paste sensitive personal data, such as identity numbers or health information, into any tool.`,
  },
  {
    heading: '6. Where your data is stored',
    body: `Your account and content are stored in the database of the Careerforge instance you use. For the hosted service, that is the database operated by the project team. For a self-hosted instance, it is the operator's own database on their own server, and nothing is sent back to the Careerforge project.

Data leaves that database only in the cases described in section 8.`,
  },
  {
    heading: '7. Cookies and similar technologies',
    body: `Careerforge uses one essential cookie to keep you signed in. It contains a random session token (stored only in hashed form on the server), cannot be read by page scripts (httpOnly), is sent only to our own site (SameSite=Lax) and is marked Secure when the site is served over HTTPS.

We do not use advertising cookies or third-party tracking scripts. Your preferences for analytics and marketing communications are **off by default**, and optional checks involving your LinkedIn profile are off unless you turn them on.`,
  },
  {
    heading: '8. When information is shared',
    body: `We share information only:

- **with the configured AI model provider**, as described in section 5, when you use an AI feature;
- **with your sign-in provider**, which confirms your identity when you sign in;
- **with a payment processor**, in the future, if you choose a paid plan once plans are active (card details would be handled by the processor and never stored by Careerforge);
- **with other users**, limited to your name, profile picture, join date and activity counts on the leaderboard;
- **when required by law**, or to protect the rights and safety of users and the service.`,
  },
  {
    heading: '9. How long we keep information',
    body: `We keep your account and content while your account exists. When you delete a saved resume, cover letter or application, it is removed from the database. If you ask us to delete your account, we delete it and all associated content within 30 days, except where we must keep something to meet a legal obligation.

Server logs used for security are kept for a short period and then discarded. Waitlist entries are deleted once the product launches or when you ask.`,
  },
  {
    heading: '10. Your rights',
    body: `Depending on where you live, you may have the right to access, correct, export or delete your personal information, to object to or restrict some processing, and to withdraw consent. We extend these rights to every user, wherever they live.

You can delete individual items yourself at any time. For anything else, including a copy of your data or deleting your account, write to privacy@careerforge.example. If you use a self-hosted instance, contact its operator. You may also complain to your local data protection authority.`,
  },
  {
    heading: '11. Security',
    body: `We protect your information with measures appropriate to a small, open project: session tokens stored only as hashes, checks on every request that the data belongs to the signed-in user, protection against requests from other sites, rate limiting and encrypted connections (HTTPS) on the hosted service. The code is public, so anyone can review how it works and report problems.

No system is perfectly secure. If you believe you have found a vulnerability, please write to security@careerforge.example.`,
  },
  {
    heading: '12. Children',
    body: 'Careerforge is intended for people aged 16 and over. We do not knowingly collect information from younger children. If you believe a child has created an account, contact us and we will delete it.',
  },
  {
    heading: '13. International processing',
    body: 'The hosted service and its AI model providers may process information in countries other than your own. Where the law requires it, we rely on appropriate safeguards for those transfers.',
  },
  {
    heading: '14. Changes to this policy',
    body: 'We will update this policy when the software or the service changes, for example when paid plans become active. The date at the top shows the last update. For significant changes, we will also give notice on the site before they take effect.',
  },
  {
    heading: '15. Contact',
    body: 'Questions about privacy: privacy@careerforge.example. General support: support@careerforge.example. We reply within 24 to 48 hours.',
  },
];

export const termsOfServiceMeta: LegalDocumentMeta = {
  title: 'Terms of Service',
  lastUpdated: legalLastUpdated,
  intro:
    'These terms set out the rules for using Careerforge. Please read them; by using the service you agree to them.',
};

export const termsOfService: LegalSection[] = [
  {
    heading: '1. Agreement',
    body: `These terms apply to your use of the Careerforge service operated by the Careerforge project team. By creating an account or using the service, you agree to them. If you do not agree, please do not use the service.

If you use a Careerforge instance run by someone else, that operator's terms apply to your use of their instance.`,
  },
  {
    heading: '2. Development stage and free use',
    body: `Careerforge is in development. During this period **all services are free for academic, personal and commercial use**. The pricing plans shown on the site are for future planning only and are **not active**, and no charges are made.

Features may change, be added or be removed while the product develops. These terms have been written by the project team in plain language. No legal review has been done.`,
  },
  {
    heading: '3. Your account',
    body: `You sign in through a supported sign-in provider. You are responsible for activity under your account and for keeping access to your sign-in provider secure. Tell us promptly at support@careerforge.example if you believe your account has been misused.

You must be at least 16 years old to use Careerforge.`,
  },
  {
    heading: '4. Your content',
    body: `You keep ownership of everything you put into Careerforge: your resumes, job descriptions, answers, letters and notes, and of the output generated for you.

You give us permission to store and process your content only as needed to provide the service to you, including sending it to the configured AI model provider when you use an AI feature. You confirm that you have the right to use the content you provide, including any job descriptions you paste.`,
  },
  {
    heading: '5. AI-generated output and scores',
    body: `Careerforge AI features rely on two third-party AI model providers. Generated text, such as tailored resumes, cover letters, LinkedIn drafts, negotiation scripts, career plans and interview feedback, is a **draft**. It may contain mistakes.

- You are responsible for checking everything before you use it, and for making sure that what you send to employers is true.
- Careerforge is designed not to add facts you did not provide, but you must not use it to misrepresent your experience, qualifications or identity.
- ATS scores, match scores, salary figures and other measurements are estimates to guide your decisions. Employers use many different systems and processes.
- Careerforge does not guarantee interviews, job offers, salary outcomes or any other result.`,
  },
  {
    heading: '6. Acceptable use',
    body: `You agree not to:

- use the service for anything unlawful, or to create false or misleading applications;
- upload content that infringes someone else's rights, or personal data about other people without their permission;
- attempt to access other users' data, or probe, disrupt or overload the service;
- use automated means to extract data from the service or to create accounts in bulk;
- resell access to the hosted service.

We may suspend accounts that break these rules.`,
  },
  {
    heading: '7. Open-source software and self-hosting',
    body: `The Careerforge software is open source and licensed under the MIT License, which governs your use of the code. These terms govern the hosted service, not the software licence.

If you run your own instance, you are the operator of that instance and responsible for its configuration, security, the AI provider you choose and the terms you offer your own users.`,
  },
  {
    heading: '8. Third-party services',
    body: 'The service relies on third parties, including AI model providers and sign-in providers. Their services are governed by their own terms. We are not responsible for their availability or for how they process data under their own policies, though we choose them with care.',
  },
  {
    heading: '9. Future paid plans',
    body: `If paid plans are activated in the future, we will update these terms and announce the change on the site in advance. Paid plans are planned to include:

- a 14-day Premium trial with no card required;
- a 14-day money-back guarantee from your first payment;
- the ability to cancel anytime, with your plan active until the end of the billing period;
- proration when you change plans;
- payment by card and PayPal through a payment processor.

Nobody will be moved onto a paid plan without choosing it, and a free tier will remain.`,
  },
  {
    heading: '10. Availability and changes',
    body: 'We aim to keep Careerforge available and reliable, but during development there may be interruptions, data migrations and changes to features. We recommend keeping your own copies of important documents, for example by downloading or exporting them.',
  },
  {
    heading: '11. Disclaimer',
    body: 'The service is provided "as is" and "as available", without warranties of any kind, to the extent the law allows. We do not promise that it will be error-free, uninterrupted or suitable for a particular purpose.',
  },
  {
    heading: '12. Limitation of liability',
    body: 'To the extent the law allows, the Careerforge project team is not liable for indirect or consequential losses, lost opportunities or lost data arising from your use of the service. Nothing in these terms limits liability that cannot be limited by law.',
  },
  {
    heading: '13. Ending your use',
    body: 'You can stop using Careerforge at any time and ask us to delete your account at privacy@careerforge.example. We may suspend or close accounts that break these terms, and will tell you why where we can.',
  },
  {
    heading: '14. Changes to these terms',
    body: 'We may update these terms as the service develops. The date at the top shows the last update. For significant changes we will give notice on the site before they take effect. If you keep using the service after a change takes effect, the new terms apply.',
  },
  {
    heading: '15. Contact',
    body: 'Questions about these terms or other legal matters: legal@careerforge.example. General support: support@careerforge.example.',
  },
];
