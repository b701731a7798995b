import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar } from '../src/modules/application-tracker/ics';
import { parseCalendar } from './application-tracker-calendar-helpers';

/* The iCalendar writer on its own: RFC 5545 text escaping and line folding. */

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and writes every line break as \\n', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\r\ntwo\rthree\nfour')).toBe('one\\ntwo\\nthree\\nfour');
    // an already escaped-looking text stays what it says
    expect(escapeText('\\n')).toBe('\\\\n');
  });

  it('drops control characters TEXT cannot hold, but keeps tabs', () => {
    expect(escapeText('a\u0000b\u0007c\u001bd\u007fe\tf')).toBe('abcde\tf');
  });
});

describe('foldLine', () => {
  const octets = (s: string) => Buffer.byteLength(s, 'utf8');

  it('leaves a line of 75 octets alone and folds the 76th onto a line starting with a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('counts octets, not characters, and never splits a character', () => {
    const line = `SUMMARY:${'é🚀東'.repeat(40)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(4);
    for (const [i, part] of parts.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
      expect(part).not.toMatch(/[\uD800-\uDBFF]$|^ ?[\uDC00-\uDFFF]/);
    }
    // unfolding (RFC 5545 §3.1) gives the line back
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('writeCalendar', () => {
  it('writes a calendar ical.js reads back, all-day events ending the next day', () => {
    const text = writeCalendar({
      name: 'Test calendar',
      stamp: new Date('2025-01-02T03:04:05Z'),
      events: [
        {
          uid: 'a@test',
          when: { kind: 'allDay', day: '2024-12-31' },
          summary: 'New year’s eve',
          url: 'https://example.com/a b\nc',
        },
        {
          uid: 'b@test',
          when: {
            kind: 'timed',
            start: new Date('2025-03-01T10:00:00Z'),
            end: new Date('2025-03-01T11:00:00Z'),
          },
          summary: 'Call',
          url: 'javascript:alert(1)',
        },
      ],
    });
    expect(text).toContain('DTSTAMP:20250102T030405Z\r\n');
    const { name, events } = parseCalendar(text);
    expect(name).toBe('Test calendar');
    expect(events[0]).toMatchObject({ day: '2024-12-31', endDay: '2025-01-01', allDay: true });
    // a URL is written as the URL parser reads it: no raw line break or space survives
    expect(events[0]!.url).toBe('https://example.com/a%20bc');
    // only http(s) links are written
    expect(events[1]!.url).toBeNull();
    expect(events[1]!.start.toISOString()).toBe('2025-03-01T10:00:00.000Z');
  });
});
