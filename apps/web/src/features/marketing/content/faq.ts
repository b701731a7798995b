/**
 * FAQ content for the home and pricing pages, and the two marketing plans
 * (Free and Premium) shown on the home and pricing pages.
 *
 * During development all services are free; the plans are shown for future
 * planning only and are not active.
 */

import { atsMeasurements } from './ats-measurements';

/** The held-out AUC figures of the first evaluation set (one resume vs labelled postings). */
const relevance = atsMeasurements.sets[0]!.auc;

export interface FaqEntry {
  question: string;
  answer: string;
}

export type MarketingPlanId = 'free' | 'premium';

export interface MarketingPlan {
  id: MarketingPlanId;
  name: string;
  /** Price in US dollars. */
  price: number;
  /** Display price, e.g. "$29". */
  priceLabel: string;
  /** Display period, e.g. "per month". */
  period: string;
  description: string;
  /** Included features, in display order. */
  features: string[];
  /** Limitations shown as not included. */
  limitations: string[];
  popular: boolean;
  badge: string | null;
  ctaLabel: string;
}

export interface PricingGuarantee {
  title: string;
  text: string;
  developmentNote: string;
}

export const homeFaq: FaqEntry[] = [
  {
    question: 'How does Careerforge tailor my resume to a job?',
    answer:
      'Paste or upload your resume, paste the job description and choose a tailoring mode: basic, personalized or aggressive. Careerforge rewords and reorders your own experience around what the job asks for, then shows an ATS score, the keywords found and missing, and specific recommendations. You can save the result, copy it or download it.',
  },
  {
    question: 'How accurate is the ATS score?',
    answer: `We measure it, and publish the numbers. On public labelled job postings it was never tuned on, the score ranks a relevant posting above an irrelevant one ${Math.round(relevance.atsScore.mean * 100)}% of the time (ROC AUC ${relevance.atsScore.mean.toFixed(2)}, against ${relevance.tfidf.mean.toFixed(2)} for a standard text-similarity baseline). The score comes from a transparent, deterministic algorithm rather than a guess from an AI model: the same resume and job description always give the same score, and every part of it is shown with its weight. No tool can see inside every employer's system, so use the score as a guide for your edits, not as a promise of an interview. The page "How the ATS score works" has the details.`,
  },
  {
    question: 'Will the AI invent experience or skills I do not have?',
    answer:
      'No. Employers, job titles, dates, degrees, numbers and skills in your tailored resume come only from what you provided. When a job asks for something your resume does not show, Careerforge tells you as a recommendation, for example "add Kubernetes if you have used it", and leaves the decision to you.',
  },
  {
    question: 'Is Careerforge free?',
    answer:
      'Yes. During development all services are free for academic, personal and commercial use. The Free and Premium plans are shown for future planning and are not active yet. When paid plans start, a free tier will remain.',
  },
  {
    question: 'What if Premium is not right for me?',
    answer:
      'Premium will come with a 14-day money-back guarantee: ask within 14 days of your first payment for a full refund. You can also cancel anytime from your Subscription page, and your plan stays active until the end of the period you paid for.',
  },
  {
    question: 'Where is my data stored, and can I host Careerforge myself?',
    answer:
      'Your resumes and results are stored in the database of the Careerforge instance you use, and are never sold or shared with advertisers. Text is sent to an AI model provider only when one is configured. Careerforge is open source, so you can run your own instance on a laptop or a server and keep everything under your control.',
  },
];

export const pricingFaq: FaqEntry[] = [
  {
    question: 'Do I have to pay anything today?',
    answer:
      'No. While Careerforge is in development, every service is free and no payment details are requested. The plans on this page show how pricing is intended to work in the future; they are not active.',
  },
  {
    question: 'What does Premium add compared with Free?',
    answer:
      'Free covers basic resume tailoring, 3 resume saves per month, 5 interview questions, basic ATS scoring, standard templates and email support. Premium adds unlimited tailoring, the complete interview module, the analytics dashboard, the cover letter generator, the LinkedIn optimizer, priority support and export in all formats.',
  },
  {
    question: 'Can I try Premium before paying?',
    answer:
      'Yes. Premium is planned with a 14-day trial that needs no card. Nothing is charged when the trial ends unless you choose to subscribe.',
  },
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes, once paid plans start: cancel from the Subscription page at any time, your plan stays active until the end of the billing period you paid for, and your saved work remains available on the free tier. Nobody is charged today.',
  },
  {
    question: 'What is the money-back guarantee?',
    answer:
      'Planned for when paid plans start: if Premium is not right for you, ask within 14 days of your first payment for a full refund, no questions asked. Nobody is charged today.',
  },
  {
    question: 'How do payments and plan changes work?',
    answer:
      'Payment by card and PayPal is planned, handled by a payment processor so Careerforge never stores your card details. Changing plans is prorated: you pay, or are credited, only for the difference over the rest of the billing period.',
  },
];

export const marketingPlans: MarketingPlan[] = [
  {
    id: 'free',
    name: 'Free',
    price: 0,
    priceLabel: '$0',
    period: 'forever',
    description: 'Everything you need to tailor a resume for your next few applications.',
    features: [
      'Basic resume tailoring',
      '3 resume saves per month',
      '5 interview questions',
      'Basic ATS scoring',
      'Standard templates',
      'Email support',
    ],
    limitations: [
      'Limited cover letter generation',
      'No LinkedIn optimization',
      'No analytics dashboard',
    ],
    popular: false,
    badge: null,
    ctaLabel: 'Get Started Free',
  },
  {
    id: 'premium',
    name: 'Premium',
    price: 29,
    priceLabel: '$29',
    period: 'per month',
    description:
      'The complete toolkit for an active job search, from first application to signed offer.',
    features: [
      'Unlimited tailoring',
      'Complete interview module',
      'Analytics dashboard',
      'Cover letter generator',
      'LinkedIn optimizer',
      'Priority support',
      'Export in all formats',
    ],
    limitations: [],
    popular: true,
    badge: 'Most Popular',
    ctaLabel: 'Start Free Trial',
  },
];

export const pricingGuarantee: PricingGuarantee = {
  title: '14-day money-back guarantee',
  text: 'Try Premium with confidence. If it is not right for you, ask within 14 days for a full refund. Cancel anytime.',
  developmentNote:
    'During development all services are free. These plans are shown for future planning and are not active.',
};
