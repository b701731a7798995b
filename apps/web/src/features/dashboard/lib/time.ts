import { formatDate } from '../../../lib/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "Mar 3, 2026, 2:15 PM": the exact moment, for a tooltip or an older entry. */
export function formatDateTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * When something happened, the way people say it: "just now", "5 minutes ago", "yesterday",
 * "3 days ago"; a week or more back (or a date in the future) gives the date itself.
 */
export function formatRelativeTime(iso: string, now: Date = new Date(), locale = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const diff = now.getTime() - date.getTime();
  // A clock a little ahead of ours still means "just now".
  if (diff < -MINUTE || diff >= 7 * DAY) {
    return formatDate(iso, locale);
  }
  if (diff < MINUTE) return 'just now';
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (diff < HOUR) return rtf.format(-Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return rtf.format(-Math.floor(diff / HOUR), 'hour');
  return rtf.format(-Math.floor(diff / DAY), 'day');
}
