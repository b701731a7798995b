import {
  ACTIVE_STATUSES,
  APPLICATION_STATUS_LABELS,
  isAllDay,
  parseOffsetDateTime,
  type ApplicationStatus,
} from '@careerforge/contract';
import { addDays, dayOf } from '../../lib/dates';
import { writeCalendar, type IcsEvent } from './ics';

/* The tracker's dates as calendar events: interviews, offer deadlines, follow-up reminders. */

/** How long a timed interview is shown for. */
const INTERVIEW_MINUTES = 60;
export const CALENDAR_NAME = 'Careerforge applications';

/** What the calendar reads of an application. */
export interface CalendarRow {
  id: number;
  jobTitle: string;
  company: string;
  status: string;
  statusDate: string;
  interviewAt: Date | null;
  interviewDate: string | null;
  offerDeadline: string | null;
  jobUrl: string | null;
  location: string | null;
  notes: string | null;
  updatedAt: Date;
}

/** The stored interview as the API answers it: a day, or the time in UTC (ISO 8601). */
export function interviewValue(row: {
  interviewAt: Date | null;
  interviewDate: string | null;
}): string | null {
  if (row.interviewAt) return row.interviewAt.toISOString();
  return row.interviewDate;
}

/** The columns an interview value is stored in (one of the two, or neither to clear it). */
export function interviewColumns(value: string | null): {
  interviewAt: Date | null;
  interviewDate: string | null;
} {
  if (!value) return { interviewAt: null, interviewDate: null };
  if (isAllDay(value)) return { interviewAt: null, interviewDate: value };
  // the contract accepted it, so it parses; a null here would only clear the field
  return { interviewAt: parseOffsetDateTime(value), interviewDate: null };
}

const isActive = (status: string) => (ACTIVE_STATUSES as readonly string[]).includes(status);

/**
 * The day a follow-up falls due: `days` after the latest status change, for an application
 * still waiting on the employer (an active status). An interview after that change restarts
 * the wait: the reminder comes `days` after the interview, not while it is still ahead.
 * Null when reminders are off or the application is closed (offer, rejected, withdrawn).
 */
export function followUpDay(row: CalendarRow, days: number | null): string | null {
  if (days == null || !isActive(row.status)) return null;
  const interviewDay = row.interviewDate ?? (row.interviewAt ? dayOf(row.interviewAt) : null);
  const from = interviewDay && interviewDay > row.statusDate ? interviewDay : row.statusDate;
  return addDays(from, days);
}

const statusLabel = (s: string) => APPLICATION_STATUS_LABELS[s as ApplicationStatus] ?? s;
const roleOf = (row: CalendarRow) => `${row.jobTitle} at ${row.company}`;

/** The body every event of an application shares: where, notes and the posting. */
function details(row: CalendarRow, lead: string): string {
  return [
    lead,
    row.location ? `Location: ${row.location}` : null,
    row.notes ? `Notes: ${row.notes}` : null,
    row.jobUrl ? `Job posting: ${row.jobUrl}` : null,
  ]
    .filter(Boolean)
    .join('\n');
}

function interviewEvent(row: CalendarRow): IcsEvent | null {
  const base = { uid: uidOf(row.id, 'interview'), summary: `Interview: ${roleOf(row)}` };
  const common = {
    ...base,
    description: details(row, `Status: ${statusLabel(row.status)}`),
    url: row.jobUrl,
    lastModified: row.updatedAt,
  };
  if (row.interviewAt) {
    const end = new Date(row.interviewAt.getTime() + INTERVIEW_MINUTES * 60_000);
    return { ...common, when: { kind: 'timed', start: row.interviewAt, end } };
  }
  if (row.interviewDate) return { ...common, when: { kind: 'allDay', day: row.interviewDate } };
  return null;
}

function offerEvent(row: CalendarRow): IcsEvent | null {
  if (!row.offerDeadline) return null;
  return {
    uid: uidOf(row.id, 'offer-deadline'),
    when: { kind: 'allDay', day: row.offerDeadline },
    summary: `Offer deadline: ${roleOf(row)}`,
    description: details(row, 'The last day to answer the offer.'),
    url: row.jobUrl,
    lastModified: row.updatedAt,
  };
}

function followUpEvent(row: CalendarRow, days: number | null): IcsEvent | null {
  const day = followUpDay(row, days);
  if (!day) return null;
  return {
    uid: uidOf(row.id, 'follow-up'),
    when: { kind: 'allDay', day },
    summary: `Follow up: ${roleOf(row)}`,
    description: details(
      row,
      `No answer for ${days} day${days === 1 ? '' : 's'} (status: ${statusLabel(row.status)} since ${row.statusDate}).`,
    ),
    url: row.jobUrl,
    lastModified: row.updatedAt,
  };
}

/** One UID per application and kind of event, the same in every export and feed. */
export const uidOf = (applicationId: number, kind: 'interview' | 'offer-deadline' | 'follow-up') =>
  `application-${applicationId}-${kind}@careerforge`;

/** Every event of the applications, in the order of the applications. */
export function calendarEvents(
  rows: readonly CalendarRow[],
  followUpDays: number | null,
): IcsEvent[] {
  return rows.flatMap((row) =>
    [interviewEvent(row), offerEvent(row), followUpEvent(row, followUpDays)].filter(
      (e): e is IcsEvent => e !== null,
    ),
  );
}

/** The user's tracker as an iCalendar file. */
export function trackerCalendar(
  rows: readonly CalendarRow[],
  followUpDays: number | null,
  now: Date,
): string {
  return writeCalendar({
    name: CALENDAR_NAME,
    stamp: now,
    events: calendarEvents(rows, followUpDays),
  });
}
