import ICAL from 'ical.js';
import { expect } from 'vitest';

/** One VEVENT of a parsed calendar, as the tests read it. */
export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string | null;
  url: string | null;
  /** 'YYYY-MM-DD' for an all-day event, else null */
  day: string | null;
  /** the first day after an all-day event */
  endDay: string | null;
  start: Date;
  end: Date;
  allDay: boolean;
}

/**
 * Parses an iCalendar text with ical.js (an independent reader) after checking the RFC 5545
 * line rules it is lenient about: CRLF line ends, no line over 75 octets.
 */
export function parseCalendar(text: string): { name: string | null; events: ParsedEvent[] } {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.split('\r\n').slice(0, -1);
  for (const line of lines) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
  }
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  const events = calendar.getAllSubcomponents('vevent').map((v): ParsedEvent => {
    const e = new ICAL.Event(v);
    const allDay = e.startDate.isDate;
    const text = (name: string) => {
      const value = v.getFirstPropertyValue(name);
      return value == null ? null : String(value);
    };
    expect(v.getFirstPropertyValue('dtstamp')).toBeTruthy();
    return {
      uid: e.uid,
      summary: e.summary,
      description: text('description'),
      url: text('url'),
      day: allDay ? e.startDate.toString() : null,
      endDay: allDay ? e.endDate.toString() : null,
      start: e.startDate.toJSDate(),
      end: e.endDate.toJSDate(),
      allDay,
    };
  });
  const name = calendar.getFirstPropertyValue('x-wr-calname');
  return { name: name == null ? null : String(name), events };
}

/** The events of one kind ('interview', 'offer-deadline', 'follow-up') of one application. */
export const eventOf = (events: readonly ParsedEvent[], id: number, kind: string) =>
  events.find((e) => e.uid === `application-${id}-${kind}@careerforge`);
