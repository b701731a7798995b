/**
 * Dates between the document and the formats: the document keeps "2021-03" or "2021" (the
 * builder's form) or text as written, single or as a range ("Sep 2018 – May 2022"); JSON Resume
 * wants ISO 8601 start and end dates ("2021-03"), Reactive Resume one free text ("Jan 2020 -
 * Present").
 */
import { builderDate, printedDate } from '../document';
import { findDateRanges } from '../text/dates';
import { cut } from './document-fit';

/** The ISO 8601 dates JSON Resume's iso8601 pattern accepts, as the builder writes them. */
const ISO = /^[12]\d{3}(?:-(?:0[1-9]|1[0-2]))?$/;

/** A document date as ISO 8601 ("Mar 2021" and "2021-03" are "2021-03"), or undefined. */
export function isoOf(date: string): string | undefined {
  const b = builderDate(cut(date, 200));
  return ISO.test(b) ? b : undefined;
}

/** The two ends of a range as written, or null when the text is not one range. */
export interface SplitRange {
  start: string;
  end: string;
  /** the range runs to "Present" */
  present: boolean;
}

/** "Sep 2018 – May 2022" as its two dates; null for a single date or anything else. */
export function splitRange(text: string): SplitRange | null {
  const t = cut(text.trim(), 200);
  const r = findDateRanges(t)[0];
  if (!r || r.index !== 0 || r.length !== t.length) return null;
  return { start: r.startText.trim(), end: r.current ? '' : r.endText.trim(), present: r.current };
}

/**
 * A free date text ("Jan 2020 - Present", "2019", "Summer 2019") as a start and an end in the
 * builder's form: a range is split at its separator, one date is the start.
 */
export function splitDateText(text: string): { start: string; end: string; present: boolean } {
  const t = cut(text.trim(), 200);
  const range = splitRange(t) ?? splitLoose(t);
  if (!range) return { start: builderDate(t), end: '', present: false };
  return { start: builderDate(range.start), end: builderDate(range.end), present: range.present };
}

/** A range whose ends are no dates the parser knows ("Q1 2020 – Q3 2021"), split at its dash. */
function splitLoose(t: string): SplitRange | null {
  for (const sep of [' – ', ' — ', ' - ', ' to ']) {
    const i = t.indexOf(sep);
    if (i <= 0) continue;
    const start = t.slice(0, i).trim();
    const end = t.slice(i + sep.length).trim();
    if (!end) continue;
    const present = /^(?:present|current(?:ly)?|now|today|ongoing)$/i.test(end);
    return { start, end: present ? '' : end, present };
  }
  return null;
}

/**
 * A start and an end (the builder's form) as one document date: one date when they are the
 * same or only the end is known, "Sep 2018 – May 2022" for a range, "Sep 2018 – Present" when
 * only the start is known (JSON Resume leaves the end out of what is still going on).
 */
export function rangeText(start: string, end: string): string {
  if (!start) return end;
  if (!end || end === start) return end ? start : `${printedDate(start)} – Present`;
  return `${printedDate(start)} – ${printedDate(end)}`;
}

/** A range printed for a line of text ("Jan 2019 – Present", "Jun 2019"). */
export function printedRange(start: string, end: string, present: boolean): string {
  if (!start) return printedDate(end);
  if (present || !end) return present ? `${printedDate(start)} – Present` : printedDate(start);
  return end === start ? printedDate(start) : `${printedDate(start)} – ${printedDate(end)}`;
}
