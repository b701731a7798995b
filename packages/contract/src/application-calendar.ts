import { z } from 'zod';
import { HTTP_STATUS_PARAM, ignoredUserId } from './common';

/*
 * The tracker's calendar: the next interview and the offer deadline of an application, the
 * follow-up reminder setting, and the private feed calendar apps subscribe to.
 */

/** The follow-up reminder: days without an answer before it falls due (null turns it off). */
export const FOLLOW_UP_DAYS = { min: 1, max: 90, default: 7 } as const;
/** The name of the downloaded calendar file. */
export const CALENDAR_FILE_NAME = 'careerforge-applications.ics';
/** A feed token: 32 random bytes in base64url (43 characters, no padding). */
export const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** 2025-05-01T14:00, seconds and a fraction optional, then Z or an offset such as +02:00. */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|([+-])(\d{2}):(\d{2}))$/i;

const inRange = (year: number) => year >= 1970 && year <= 2999;

/** Whether year, month and day name a day that exists (no 2025-02-30). */
function dayExists(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** What is wrong with a 'YYYY-MM-DD', or null when it is a real day from 1970 to 2999. */
function dayProblem(value: string, label: string): string | null {
  const m = DAY.exec(value);
  if (!m) return `${label} must be a date (YYYY-MM-DD)`;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!dayExists(y, mo, d)) return `${label} must be a real calendar date`;
  if (!inRange(y)) return `${label} must be between 1970 and 2999`;
  return null;
}

/** True for a 'YYYY-MM-DD' that exists, from 1970 to 2999. */
export const isCalendarDay = (value: string): boolean => dayProblem(value, '') === null;

/**
 * The instant an ISO date-time with a time zone (Z or ±hh:mm) names, or null when it is not
 * one, names no real time (25:00, Feb 30, an offset past ±14:00) or falls outside 1970-2999.
 * Read by hand rather than Date.parse, whose accepted forms vary by engine.
 */
export function parseOffsetDateTime(value: string): Date | null {
  const m = DATE_TIME.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = [1, 2, 3, 4, 5].map((i) => Number(m[i]));
  const s = m[6] ? Number(m[6]) : 0;
  const ms = m[7] ? Math.floor(Number(`0${m[7]}`) * 1000) : 0;
  if (!dayExists(y!, mo!, d!) || h! > 23 || mi! > 59 || s > 59) return null;
  let offset = 0;
  if (m[8]!.toUpperCase() !== 'Z') {
    const [oh, om] = [Number(m[10]), Number(m[11])];
    if (oh > 14 || om > 59 || oh * 60 + om > 14 * 60) return null;
    offset = (m[9] === '-' ? -1 : 1) * (oh * 60 + om);
  }
  const at = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s, ms) - offset * 60_000);
  return inRange(at.getUTCFullYear()) ? at : null;
}

/** True for an interview value that is a whole day ('YYYY-MM-DD') rather than a time. */
export const isAllDay = (interviewAt: string): boolean => DAY.test(interviewAt);

export const INTERVIEW_AT_ERROR =
  'Interview must be a date (YYYY-MM-DD) or a date and time with a time zone, e.g. 2025-05-01T14:00:00+02:00';

/** The next interview: a day (all day) or a time with its offset; missing, null and blank: none. */
export const interviewAtField = z
  .string({ error: INTERVIEW_AT_ERROR })
  .trim()
  .max(40, { error: INTERVIEW_AT_ERROR })
  .superRefine((v, ctx) => {
    if (!v || parseOffsetDateTime(v)) return;
    const problem = DAY.test(v) ? dayProblem(v, 'Interview') : INTERVIEW_AT_ERROR;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/** An optional day 'YYYY-MM-DD': missing, null and blank are null. */
export const optionalDayField = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .trim()
    .max(40, { error: `${label} must be a date (YYYY-MM-DD)` })
    .superRefine((v, ctx) => {
      const problem = v ? dayProblem(v, label) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/* ---------- The follow-up reminder setting ---------- */

const FOLLOW_UP_ERROR = `Follow-up days must be a whole number from ${FOLLOW_UP_DAYS.min} to ${FOLLOW_UP_DAYS.max}, or null to turn reminders off`;

export const trackerSettingsSchema = z
  .object({
    /** days without an answer before a follow-up reminder; null: reminders are off */
    followUpDays: z.number().int().nullable(),
  })
  .meta({ id: 'TrackerSettings' });
export type TrackerSettings = z.infer<typeof trackerSettingsSchema>;

export const updateTrackerSettingsSchema = z
  .object({
    followUpDays: z
      .number({ error: FOLLOW_UP_ERROR })
      .int({ error: FOLLOW_UP_ERROR })
      .min(FOLLOW_UP_DAYS.min, { error: FOLLOW_UP_ERROR })
      .max(FOLLOW_UP_DAYS.max, { error: FOLLOW_UP_ERROR })
      .nullable(),
    userId: ignoredUserId,
  })
  .meta({ id: 'UpdateTrackerSettings' });
export type UpdateTrackerSettingsInput = z.input<typeof updateTrackerSettingsSchema>;

/* ---------- The private calendar feed ---------- */

/** Whether the user has a feed; its secret address is shown once, when it is made. */
export const calendarFeedStatusSchema = z
  .object({
    active: z.boolean(),
    createdAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'CalendarFeedStatus' });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

export const calendarFeedSchema = z
  .object({
    /** the secret address to paste in a calendar app; never shown again */
    url: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** A malformed token cannot be a feed: the same 404 as an unknown or revoked one. */
export const calendarFeedParamsSchema = z.object({
  token: z
    .string()
    .refine((v) => CALENDAR_FEED_TOKEN.test(v), {
      error: 'Calendar not found.',
      params: { [HTTP_STATUS_PARAM]: 404 },
    })
    .meta({ description: "The feed's secret token" }),
});

export const calendarTextSchema = z.string().meta({ description: 'The iCalendar file' });
