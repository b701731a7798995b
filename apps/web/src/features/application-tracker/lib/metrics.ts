import type { ApplicationInsights } from '@careerforge/contract';

/**
 * One definition per figure the tracker shows, in the words its tooltips use. The rates are
 * computed once, by the server from the stage history (GET /api/applications/insights), and the
 * overview, the success metrics and the funnel all show that one figure.
 */
export const METRIC_DEFINITIONS = {
  total: 'Every application you track, imported ones included.',
  responseRate:
    'The share of your applications the employer has answered at any point: moved to Under Review, Phone Screen, Interview, Final Round, Offer or Rejected. Withdrawing yourself is not an answer. Rounded to a whole percent.',
  interviewRate:
    'The share of your applications that reached a phone screen, an interview, a final round or an offer at any point, even if a rejection came later. Rounded to a whole percent.',
  interviews: 'Applications whose status is now Phone Screen, Interview or Final Round.',
  offers: 'Applications whose status is now Offer Received.',
  rejected: 'Applications whose status is now Rejected.',
} as const;

export type TrackerMetrics = ApplicationInsights['metrics'];

/** A rate as the cards show it, or a dash while the figures load. */
export const rateText = (
  metrics: TrackerMetrics | undefined,
  key: 'responseRate' | 'interviewRate',
) => (metrics ? `${metrics[key]}%` : '–');
