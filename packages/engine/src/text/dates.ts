/** Dates and date ranges as written in resumes ("Feb. 2021 – July 2023", "2019 - Present", "03/2020 to date"). */

export interface YearMonth {
  year: number;
  /** 1..12; undefined when only the year is known */
  month?: number;
}

export interface DateRange {
  start: YearMonth | null;
  end: YearMonth | null;
  current: boolean;
  /** text of the start and end as written */
  startText: string;
  endText: string;
  /** character offsets of the whole range in the searched string */
  index: number;
  length: number;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};

const MONTH_WORD =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const SEASON = '(?:spring|summer|fall|autumn|winter)';
const FULL_YEAR = '(?:19[5-9]\\d|20\\d\\d)';
const YEAR = `(?:${FULL_YEAR}|'\\d\\d)`;
/** "2021.03", "2021-03", "2021/03": year first, as written in much of Asia and Europe (ISO 8601). */
const YEAR_MONTH = `${FULL_YEAR}[/.-](?:0?[1-9]|1[0-2])(?!\\d)`;
export const SINGLE_DATE_SRC = `(?:(?:${MONTH_WORD}\\.?,?\\s*|${SEASON}\\s+)${YEAR}|(?:0?[1-9]|1[0-2])[/.-]${FULL_YEAR}|${YEAR_MONTH}|${FULL_YEAR})`;
const PRESENT = '(?:present|current(?:ly)?|now|today|ongoing|till\\s+date|to\\s+date|date)';
const SEP = '\\s*(?:[-–—~]+|to|until|till|through|thru)\\s*';

export const RANGE_RE = new RegExp(
  `\\b(${SINGLE_DATE_SRC})(?:${SEP}(${SINGLE_DATE_SRC}|${PRESENT}\\b))`,
  'gi',
);
export const SINGLE_RE = new RegExp(`\\b(${SINGLE_DATE_SRC})\\b`, 'gi');

export function parseDate(text: string): YearMonth | null {
  const t = text.toLowerCase().trim();
  let m = /^([a-z]+)\.?,?\s*('?\d{2,4})$/.exec(t);
  if (m) {
    const mon = MONTHS[m[1]!];
    const year = toYear(m[2]!);
    if (year === null) return null;
    if (mon) return { year, month: mon };
    const seasonMonth: Record<string, number> = {
      spring: 3,
      summer: 6,
      fall: 9,
      autumn: 9,
      winter: 12,
    };
    return seasonMonth[m[1]!] ? { year, month: seasonMonth[m[1]!] } : { year };
  }
  m = /^(\d{1,2})[/.-](\d{4})$/.exec(t);
  if (m) return { year: Number(m[2]), month: Number(m[1]) };
  m = /^(\d{4})[/.-](\d{1,2})$/.exec(t);
  if (m && toYear(m[1]!) !== null && Number(m[2]) >= 1 && Number(m[2]) <= 12)
    return { year: Number(m[1]), month: Number(m[2]) };
  m = /^(\d{4})$/.exec(t);
  if (m) return { year: Number(m[1]) };
  return null;
}

function toYear(s: string): number | null {
  if (s.startsWith("'")) {
    const n = Number(s.slice(1));
    return n > 50 ? 1900 + n : 2000 + n;
  }
  const n = Number(s);
  if (s.length === 4 && n >= 1950 && n <= 2100) return n;
  if (s.length === 2) return n > 50 ? 1900 + n : 2000 + n;
  return null;
}

/** All date ranges in a string, in order. */
export function findDateRanges(text: string): DateRange[] {
  const out: DateRange[] = [];
  RANGE_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = RANGE_RE.exec(text))) {
    const startText = m[1]!;
    const endText = m[2]!;
    const current = new RegExp(`^${PRESENT}$`, 'i').test(endText.trim());
    out.push({
      start: parseDate(startText),
      end: current ? null : parseDate(endText),
      current,
      startText,
      endText,
      index: m.index,
      length: m[0].length,
    });
  }
  return out;
}

/** Single dates (no range) in a string. */
export function findDates(text: string): Array<{ date: YearMonth; text: string; index: number }> {
  const out: Array<{ date: YearMonth; text: string; index: number }> = [];
  SINGLE_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = SINGLE_RE.exec(text))) {
    const d = parseDate(m[1]!);
    if (d) out.push({ date: d, text: m[1]!, index: m.index });
  }
  return out;
}

export function monthIndex(d: YearMonth, endOfYear = false): number {
  return d.year * 12 + ((d.month ?? (endOfYear ? 12 : 1)) - 1);
}

/** Total months covered by ranges, overlaps counted once. */
export function totalMonths(
  ranges: Array<{ start: YearMonth | null; end: YearMonth | null; current: boolean }>,
  asOf: YearMonth,
): number {
  const spans: Array<[number, number]> = [];
  for (const r of ranges) {
    if (!r.start) continue;
    const s = monthIndex(r.start);
    const e = r.current
      ? monthIndex(asOf)
      : r.end
        ? monthIndex(r.end, r.end.month === undefined)
        : s;
    if (e >= s && e - s < 12 * 60) spans.push([s, e + 1]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let curS = -1;
  let curE = -1;
  for (const [s, e] of spans) {
    if (s > curE) {
      if (curE > curS) total += curE - curS;
      curS = s;
      curE = e;
    } else curE = Math.max(curE, e);
  }
  if (curE > curS) total += curE - curS;
  return total;
}
