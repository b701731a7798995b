/*
 * A small iCalendar (RFC 5545) writer: one VCALENDAR of VEVENTs, timed (UTC) or all-day.
 *
 * Written here rather than with the `ics` package because that package folds lines at 75
 * characters, not 75 octets (RFC 5545 §3.1): a title with emoji or accented letters gives lines
 * calendar apps may refuse. Only what the tracker needs: TEXT escaping, octet folding, dates.
 */

export type IcsWhen =
  | { kind: 'timed'; start: Date; end: Date }
  /** a whole day, 'YYYY-MM-DD'; the event ends (exclusively) the next day */
  | { kind: 'allDay'; day: string };

export interface IcsEvent {
  /** stable across exports, so calendar apps update an event rather than add it again */
  uid: string;
  when: IcsWhen;
  summary: string;
  description?: string | null;
  url?: string | null;
  /** when the source of the event last changed */
  lastModified?: Date | null;
}

export interface IcsCalendar {
  /** shown by calendar apps as the subscribed calendar's name */
  name: string;
  /** DTSTAMP of every event: when this calendar was written */
  stamp: Date;
  events: readonly IcsEvent[];
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

// Control characters TEXT may not hold (RFC 5545 §3.3.11: all but HTAB); line breaks are
// escaped as \n before this runs.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F]/g;

/** A TEXT value: backslash, semicolon and comma escaped, any line break written as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n')
    .replace(CONTROL, '');
}

const utf8Length = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * One content line folded so no physical line is over 75 octets of UTF-8: a continuation
 * line starts with a space (which counts), and a character is never split across lines.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A UTC DATE-TIME: 20250501T120000Z. */
export const formatDateTime = (d: Date): string =>
  `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T` +
  `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;

/** A DATE from 'YYYY-MM-DD': 20250501. */
export const formatDate = (day: string): string => day.replaceAll('-', '');

/** The day after a 'YYYY-MM-DD' (an all-day event's exclusive end). */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A URI value as written in the file: parsed and re-serialized (no line breaks), or none. */
function uriOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function whenLines(when: IcsWhen): string[] {
  if (when.kind === 'timed') {
    return [`DTSTART:${formatDateTime(when.start)}`, `DTEND:${formatDateTime(when.end)}`];
  }
  return [
    `DTSTART;VALUE=DATE:${formatDate(when.day)}`,
    `DTEND;VALUE=DATE:${formatDate(nextDay(when.day))}`,
  ];
}

function eventLines(event: IcsEvent, stamp: Date): string[] {
  const url = event.url ? uriOf(event.url) : null;
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${formatDateTime(stamp)}`,
    ...whenLines(event.when),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(url ? [`URL:${url}`] : []),
    ...(event.lastModified ? [`LAST-MODIFIED:${formatDateTime(event.lastModified)}`] : []),
    // reminders and deadlines do not make the user look busy to others
    ...(event.when.kind === 'allDay' ? ['TRANSP:TRANSPARENT'] : []),
    'END:VEVENT',
  ];
}

/** The whole calendar as text, CRLF line ends, every line folded. */
export function writeCalendar({ name, stamp, events }: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Careerforge//Application tracker//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    // how often a subscribed calendar app should look again (RFC 7986, and Outlook's name)
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...events.flatMap((e) => eventLines(e, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
