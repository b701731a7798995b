import { TEXT_LIMITS } from './common';

/**
 * The application tracker's rules as plain data: the statuses and priorities (spec part 2 §4),
 * the field limits, and the metrics derived from a list of applications. The tracker's request
 * and response schemas are in application-tracker.ts, its CSV import in
 * application-tracker-import.ts.
 */

/* ---------- Statuses, priorities and the derived metrics (spec part 2 §4) ---------- */

/** The eight statuses, in pipeline order. Any status can be set from any other. */
export const APPLICATION_STATUSES = [
  'applied',
  'reviewed',
  'phone_screen',
  'interview',
  'final_round',
  'offer',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  reviewed: 'Under Review',
  phone_screen: 'Phone Screen',
  interview: 'Interview',
  final_round: 'Final Round',
  offer: 'Offer Received',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const APPLICATION_PRIORITIES = ['low', 'medium', 'high'] as const;
export type ApplicationPriority = (typeof APPLICATION_PRIORITIES)[number];

export const APPLICATION_PRIORITY_LABELS: Record<ApplicationPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

/** Statuses counted as "Interviews" (spec: phone_screen, interview and final_round). */
export const INTERVIEW_STATUSES = ['phone_screen', 'interview', 'final_round'] as const;
/** Statuses counted by the interview rate (the interview statuses and offer). */
export const INTERVIEW_RATE_STATUSES = [
  'phone_screen',
  'interview',
  'final_round',
  'offer',
] as const;
/** Statuses still waiting for the employer's next move: these can go stale. */
export const ACTIVE_STATUSES = [
  'applied',
  'reviewed',
  'phone_screen',
  'interview',
  'final_round',
] as const;
/** An active application with no status change for this many days is flagged. */
export const STALE_AFTER_DAYS = 21;
/** Below this many applications a rate is shown with a plain "too few to mean anything". */
export const MIN_APPLICATIONS_FOR_RATES = 5;
/** Most rows one CSV import reads. */
/** The longest value of each free-text field of an application (the form's limits too). */
export const APPLICATION_LIMITS = {
  jobTitle: TEXT_LIMITS.title,
  company: TEXT_LIMITS.title,
  location: TEXT_LIMITS.shortText,
  salaryRange: 100,
  url: TEXT_LIMITS.url,
  source: 100,
  contacts: 2000,
  notes: TEXT_LIMITS.notes,
} as const;

export const MAX_IMPORT_ROWS = 1000;
/** Largest CSV text an import accepts (characters). */
export const MAX_IMPORT_CSV_CHARS = 2_000_000;

export interface ApplicationMetrics {
  total: number;
  /** count of phone_screen, interview and final_round */
  interviews: number;
  offers: number;
  rejected: number;
  /** rounded percent of applications whose status is not applied (0 with none) */
  responseRate: number;
  /** rounded percent with status phone_screen, interview, final_round or offer (0 with none) */
  interviewRate: number;
}

/** The spec's derived metrics, exactly as defined, from the current statuses. */
export function applicationMetrics(
  list: readonly { status: ApplicationStatus }[],
): ApplicationMetrics {
  const total = list.length;
  const count = (pred: (s: ApplicationStatus) => boolean) =>
    list.filter((a) => pred(a.status)).length;
  const pct = (n: number) => (total === 0 ? 0 : Math.round((n / total) * 100));
  const interviews = count((s) => (INTERVIEW_STATUSES as readonly string[]).includes(s));
  return {
    total,
    interviews,
    offers: count((s) => s === 'offer'),
    rejected: count((s) => s === 'rejected'),
    responseRate: pct(count((s) => s !== 'applied')),
    interviewRate: pct(count((s) => (INTERVIEW_RATE_STATUSES as readonly string[]).includes(s))),
  };
}
