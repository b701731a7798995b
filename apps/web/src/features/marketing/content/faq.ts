/**
 * FAQ content for the home and pricing pages. The plans themselves are the contract's PLANS (the
 * one catalogue, also on /subscription); the specification's marketing list (Free $0, Premium
 * $29) disagrees with its subscription screen, and the subscription's plans are used.
 */

import { PLANS, planById, planLimitLines } from '@careerforge/contract';
// Only the headline figures: the whole measurement file is for /how-the-ats-score-works.
import { headline } from './ats-measured.json';

/** The held-out AUC figures of the first evaluation set (one resume vs labelled postings). */

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface PricingNote {
  title: string;
  text: string;
  developmentNote: string;
}

const starter = planById('free');
const paid = PLANS.filter((p) => p.price.month > 0);
/** "3 resume tailorings a month, 2 cover letters a month, ... and 5 exports a month" */
const starterLimits = (() => {
  const lines = planLimitLines(starter);
  return `${lines.slice(0, -1).join(', ')} and ${lines[lines.length - 1]}`;
})();

export const homeFaq: FaqEntry[] = [
  {
    question: 'How does Careerforge tailor my resume to a job?',
    answer:
      'Paste or upload your resume, paste the job description and choose a tailoring mode: basic, personalized or aggressive. Careerforge rewords and reorders your own experience around what the job asks for, then shows an ATS score, the keywords found and missing, and specific recommendations. You can save the result, copy it or download it.',
  },
  {
    question: 'How accurate is the ATS score?',
    answer: `We measure it, and publish the numbers. On public labelled job postings it was never tuned on, the score ranks a relevant posting above an irrelevant one ${Math.round(headline.atsScore * 100)}% of the time (ROC AUC ${headline.atsScore.toFixed(2)}, against ${headline.tfidf.toFixed(2)} for a standard text-similarity baseline). The score comes from a transparent, deterministic algorithm rather than a guess from an AI model: the same resume and job description always give the same score, and every part of it is shown with its weight. No tool can see inside every employer's system, so use the score as a guide for your edits, not as a promise of an interview. The page "How the ATS score works" has the details.`,
  },
  {
    question: 'Will the AI invent experience or skills I do not have?',
    answer:
      'No. Employers, job titles, dates, degrees, numbers and skills in your tailored resume come only from what you provided. When a job asks for something your resume does not show, Careerforge tells you as a recommendation, for example "add Kubernetes if you have used it", and leaves the decision to you.',
  },
  {
    question: 'Is Careerforge free?',
    answer: `Yes, on an instance in free mode, the default: every feature is free for academic, personal and commercial use and no limit is enforced. Whoever runs an instance can turn on paid plans; then ${starter.name} stays free, with ${starterLimits}.`,
  },
  {
    question: 'What do the paid plans add?',
    answer: `${paid.map((p) => `${p.name} ($${p.price.month} a month)`).join(' and ')} lift every monthly limit. Every plan has every tool: nothing is locked behind a plan. You can cancel anytime from your Subscription page, and your plan stays active until the end of the period you paid for.`,
  },
  {
    question: 'Where is my data stored, and can I host Careerforge myself?',
    answer:
      'Your resumes and results are stored in the database of the Careerforge instance you use, and are never sold or shared with advertisers. Text is sent to an AI model provider only when one is configured. Careerforge is open source, so you can run your own instance on a laptop or a server and keep everything under your control.',
  },
];

export const pricingFaq: FaqEntry[] = [
  {
    question: 'Do I have to pay anything?',
    answer:
      'Not on an instance in free mode, the default: every feature is free, no limit is enforced and no payment details are asked for. Whoever runs an instance can turn on paid plans; then payment goes through Stripe Checkout, so Careerforge never sees or stores your card details.',
  },
  {
    question: `What does ${planById('pro').name} add compared with ${starter.name}?`,
    answer: `${starter.name} includes ${starterLimits}. ${planById('pro').name} lifts every limit. Every plan has every tool, so nothing else changes.`,
  },
  {
    question: `What does ${planById('enterprise').name} add?`,
    answer: `Today, nothing beyond ${planById('pro').name}: both are unlimited. Team collaboration, white-label options, custom AI model training and a dedicated account manager are not part of Careerforge, so they are not offered. Single sign-on through an OpenID Connect provider and the documented HTTP API come with every install, whatever the plan.`,
  },
  {
    question: 'Can I cancel anytime?',
    answer: `Yes. Cancel from the Subscription page at any time: your plan stays active until the end of the billing period you paid for, and your saved work stays available on ${starter.name}.`,
  },
  {
    question: 'How do plan changes work?',
    answer:
      'Choosing a paid plan opens a payment page. Changing from one paid plan to another changes the price of the subscription you have, and the difference is prorated over the rest of the billing period.',
  },
  {
    question: 'Is there a free trial or a money-back guarantee?',
    answer: `Careerforge itself offers neither: ${starter.name} is free for as long as you like, so try every tool there first. Refunds on a paid plan are up to whoever runs the instance you use.`,
  },
];

export const pricingNote: PricingNote = {
  title: 'Cancel anytime',
  text: 'A paid plan can be cancelled from the Subscription page at any time. It stays active until the end of the period you paid for, and then your account moves to the free plan with all your work.',
  developmentNote:
    'On a new install every feature is free and no limit is enforced. These are the plans an instance charges once its operator turns paid plans on: the same plans, prices and limits as the Subscription page.',
};
