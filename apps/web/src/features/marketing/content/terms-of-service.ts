/** The terms of service. Section bodies are Markdown. */
import { legalLastUpdated, type LegalDocumentMeta, type LegalSection } from './legal';

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
    body: 'You can stop using Careerforge at any time and delete your account yourself in Account settings; everything stored about you is then removed at once (see the Privacy Policy). We may suspend or close accounts that break these terms, and will tell you why where we can.',
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
