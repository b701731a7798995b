import type { ApplicationStatus } from '@careerforge/contract';

/**
 * The contract's limits and labels the popup needs. The contract's index would bundle every
 * schema (and zod) into the popup, so the few values are kept here; a test checks that they
 * still equal the contract's, and the status labels are typed against its status list.
 */

/** The longest value of each application field (APPLICATION_LIMITS). */
export const FIELD_LIMITS = {
  jobTitle: 200,
  company: 200,
  location: 200,
  salaryRange: 100,
  url: 2048,
  source: 100,
} as const;

/** Largest page POST /api/jobs/import accepts (MAX_JOB_PAGE_BYTES, counted in characters). */
export const MAX_JOB_PAGE_CHARS = 2 * 1024 * 1024;

/** APPLICATION_STATUS_LABELS: every status must have its label, in pipeline order. */
export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  reviewed: 'Under Review',
  phone_screen: 'Phone Screen',
  interview: 'Interview',
  final_round: 'Final Round',
  offer: 'Offer Received',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** What the tracker records as where the job came from. */
export const SOURCE = 'Browser extension';
