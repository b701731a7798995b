import { isAllDay } from '@careerforge/contract';
import { SHORT_DATE } from '../../../lib/format';
import { formatDay, localToday } from './format';

/* The interview field between the API (a day, or a time with its offset) and the form (a local
 * day and an optional local time). */

const pad = (n: number) => String(n).padStart(2, '0');

/** The form's two inputs for a stored interview: the local day, and the local time if timed. */
export function interviewInputs(value: string | null): { date: string; time: string } {
  if (!value) return { date: '', time: '' };
  if (isAllDay(value)) return { date: value, time: '' };
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return { date: '', time: '' };
  return { date: localToday(at), time: `${pad(at.getHours())}:${pad(at.getMinutes())}` };
}

/** ±hh:mm of a minutes-east-of-UTC offset. */
export function offsetText(minutesEast: number): string {
  const abs = Math.abs(minutesEast);
  return `${minutesEast < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The form's day and time as the API takes them: no day is no interview, a day alone is all
 * day, a day and time is that local time with the browser's offset on that day (so a summer
 * interview carries the summer offset).
 */
export function interviewValue(date: string, time: string): string | null {
  if (!date) return null;
  const hhmm = time.slice(0, 5);
  if (!/^\d{2}:\d{2}$/.test(hhmm)) return date;
  const local = new Date(`${date}T${hhmm}:00`);
  if (Number.isNaN(local.getTime())) return date;
  return `${date}T${hhmm}:00${offsetText(-local.getTimezoneOffset())}`;
}

/** 'May 1, 2025' for an all-day interview, 'May 1, 2025, 2:30 PM' (local) for a timed one. */
export function formatInterview(value: string): string {
  if (isAllDay(value)) return formatDay(value);
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  return at.toLocaleString('en-US', { ...SHORT_DATE, hour: 'numeric', minute: '2-digit' });
}
