import { findDateRanges, findDates, type DateRange } from '../text/dates';
import type { ExperienceEntry } from '../types';
import { ACTION_VERBS, ACTION_VERBS_PRESENT, COMPANY_MARKERS } from '../text/lexicon';
import {
  companyScore,
  isLocation,
  splitSegments,
  splitTrailingLocation,
  titleScore,
} from './fields';
import type { Line } from './lines';

/** A run of entry header lines followed by the entry's content (bullets and prose). */
export interface EntryBlock {
  header: Line[];
  content: Array<{ text: string; bullet: boolean }>;
}

const LABEL_ONLY =
  /^(?:responsibilities|key responsibilities|duties|achievements|key achievements|accomplishments|description|project description|role|roles and responsibilities|roles & responsibilities|environment|technologies|tools used|highlights|summary)\s*[:\-–]?\s*$/i;
const PROSE_PREFIX = /^(?:description|responsibilities|role|details|summary)\s*[:\-–]\s*/i;

export type LineKind = 'bullet' | 'header' | 'prose' | 'label';

/**
 * A short line that reads as an item, not a header: it starts with a verb and goes on in lower
 * case or with a number ("Trained 25 new agents on Opera PMS", "Manage room inventory"), where a
 * title goes on capitalised ("Lead Software Engineer").
 */
function statesAnAction(t: string): boolean {
  const [first = '', second = ''] = t.split(/\s+/);
  const verb = first.toLowerCase();
  if (!/^[A-Z][a-z]+$/.test(first) || !(ACTION_VERBS.has(verb) || ACTION_VERBS_PRESENT.has(verb)))
    return false;
  return t.split(/\s+/).length >= 4 && /^(?:[a-z]|\d)/.test(second);
}

/** Step 4b: classify an entry line: bullet, header (title/company/date), prose or a bare label. */
export function classifyEntryLine(line: Line): LineKind {
  if (line.bullet) return 'bullet';
  const t = line.text;
  if (LABEL_ONLY.test(t)) return 'label';
  if (PROSE_PREFIX.test(t)) return 'prose';
  // fields apart by pipes ("Intelligent Web Editor | Java, Angular | June 2024 – August 2024")
  if (
    /\s\|\s/.test(t) &&
    !/[.;!?]$/.test(t) &&
    t.split('|').every((seg) => seg.trim().split(/\s+/).length <= 8)
  )
    return 'header';
  // words, not the separators between them ("|", "–")
  const words = t.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  if (findDateRanges(t).length) return words <= 16 ? 'header' : 'prose';
  if (/^company\s*[-:]/i.test(t)) return 'header';
  if (statesAnAction(t)) return 'prose';
  if (words <= 10 && !/[.;!?]$/.test(t) && !/^[a-z]/.test(t) && t.length <= 90) return 'header';
  return 'prose';
}

/** A line that holds a date range and little else ("2021 – present", "Jan 2019 - Mar 2021 | Remote"). */
function datesOnly(line: Line | undefined): boolean {
  if (!line || line.bullet) return false;
  const ranges = findDateRanges(line.text);
  if (!ranges.length) return false;
  return line.text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length <= 4;
}

/**
 * Step 4c: group lines into entries; a header line after content starts a new entry. With
 * `headsBullets` (projects), so does a longer line that is no sentence: a line that is not a
 * bullet, does not end a sentence and has bullets right under it, first in the section or after
 * the bullets of the entry above, is the header of those bullets ("Real-time Fraud Detection
 * Pipeline for Card Payments at Scale (Python, Kafka)"), however long.
 */
export function groupEntries(lines: Line[], opts: { headsBullets?: boolean } = {}): EntryBlock[] {
  const blocks: EntryBlock[] = [];
  let cur: EntryBlock | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    let kind = classifyEntryLine(line);
    if (
      opts.headsBullets &&
      kind === 'prose' &&
      (!cur || cur.content[cur.content.length - 1]?.bullet) &&
      lines[i + 1]?.bullet &&
      !/[.;!?:]$/.test(line.text) &&
      !PROSE_PREFIX.test(line.text)
    )
      kind = 'header';
    // a long "Title, Team, Institution" line right above a line of dates (the layout this product
    // writes) is the header of that entry, however many words it has
    if (
      kind === 'prose' &&
      (!cur || !cur.content.length || cur.content[cur.content.length - 1]!.bullet) &&
      !/[.;!?:]$/.test(line.text) &&
      !PROSE_PREFIX.test(line.text) &&
      !statesAnAction(line.text) &&
      datesOnly(lines[i + 1])
    )
      kind = 'header';
    if (kind === 'label') continue;
    if (kind === 'header') {
      if (!cur || cur.content.length > 0) {
        cur = { header: [], content: [] };
        blocks.push(cur);
      }
      cur.header.push(line);
    } else {
      if (!cur) {
        cur = { header: [], content: [] };
        blocks.push(cur);
      }
      const text = line.text
        .replace(PROSE_PREFIX, '')
        .replace(/^[•\-*]\s*/, '')
        .trim();
      if (text) cur.content.push({ text, bullet: kind === 'bullet' });
    }
  }
  return blocks.flatMap(splitByDates);
}

/** A header run holding two or more date ranges describes several roles: split it with the same layout per role. */
function splitByDates(block: EntryBlock): EntryBlock[] {
  const dated = block.header
    .map((l, i) => (findDateRanges(l.text).length || findDates(l.text).length ? i : -1))
    .filter((i) => i >= 0);
  if (dated.length < 2 || block.header.length < 2) return [block];
  // collapse adjacent date lines (e.g. "Jan 2020" / "- Mar 2021")
  const offset = dated[0]!;
  const starts = dated
    .map((d) => d - offset)
    .filter((s, i, arr) => s >= 0 && (i === 0 || s > arr[i - 1]!));
  if (starts.length < 2) return [block];
  const out: EntryBlock[] = [];
  starts.forEach((s, i) => {
    const end = starts[i + 1] ?? block.header.length;
    out.push({
      header: block.header.slice(s, end),
      content: i === starts.length - 1 ? block.content : [],
    });
  });
  return out;
}

export interface HeaderFields {
  title: string;
  company: string;
  location: string;
  range: DateRange | null;
  singleDate: string;
  /** header segments not used as title, company or location */
  rest: string[];
}

/** The header's lines cut into segments, with the first date range (or a lone date) taken out. */
function headerSegments(header: Line[]): {
  segments: string[];
  range: DateRange | null;
  singleDate: string;
} {
  let range: DateRange | null = null;
  let singleDate = '';
  const segments: string[] = [];
  for (const line of header) {
    let t = line.text.replace(/^company\s*[-:]\s*/i, '');
    const ranges = findDateRanges(t);
    if (ranges.length && !range) range = ranges[0]!;
    for (const r of ranges) t = t.slice(0, r.index) + ' | ' + t.slice(r.index + r.length);
    if (!ranges.length) {
      const singles = findDates(t);
      if (singles.length && !range && !singleDate && singles.length === 1) {
        const d = singles[0]!;
        // only a date that stands apart ("Summer 2019", "| 2020"), not a year inside a name
        const before = t.slice(0, d.index);
        const after = t.slice(d.index + d.text.length);
        if (/(?:^|[\s|,(–-])$/.test(before) && /^(?:$|[\s|,)–-])/.test(after)) {
          singleDate = d.text;
          t = before + ' | ' + after;
        }
      }
    }
    t = t.replace(/\(\s*[|,]?\s*\)/g, ' ').replace(/\s+/g, ' ');
    for (const seg of splitSegments(t)) {
      const { rest, location } = splitTrailingLocation(seg);
      if (location) {
        segments.push(location);
        if (rest) segments.push(rest);
      } else segments.push(seg);
    }
  }
  return { segments, range, singleDate };
}

interface Picked {
  title: string;
  company: string;
  location: string;
  /** the segments taken */
  used: Set<number>;
}

/** The first place, the segment that reads most as a title, then the one most as a company. */
function pickFields(segments: string[]): Picked {
  const used = new Set<number>();
  let location = '';
  segments.forEach((s, i) => {
    if (!location && isLocation(s)) {
      location = s;
      used.add(i);
    }
  });
  /** The segment not yet taken that scores highest, above `floor` (the first of equals). */
  const best = (score: (s: string) => number, floor: number) => {
    let at = -1;
    let top = floor;
    segments.forEach((s, i) => {
      if (used.has(i)) return;
      const sc = score(s);
      if (sc > top) {
        top = sc;
        at = i;
      }
    });
    return { at, top };
  };
  let title = '';
  let company = '';
  const ti = best(titleScore, 0).at;
  if (ti >= 0) {
    used.add(ti);
    title = segments[ti]!;
  }
  const c = best(companyScore, -Infinity);
  if (c.at >= 0 && c.top > -5) {
    used.add(c.at);
    company = segments[c.at]!;
  }
  if (!title && ti < 0) {
    // no title words at all: take the first remaining segment by position
    const first = segments.findIndex((_, i) => !used.has(i));
    if (first >= 0 && company) {
      title = segments[first]!;
      used.add(first);
    }
  }
  return { title, company, location, used };
}

/** "Title, Company | City": the short segment taken for the company is the place. */
function placeTakenForCompany(f: Picked): void {
  const { title, company, location } = f;
  if (title && company && !location && title.includes(',')) {
    const [a, ...b] = title.split(',');
    const right = b.join(',').trim();
    if (
      right &&
      titleScore(a!) > 0 &&
      titleScore(right) <= 0 &&
      !isLocation(right) &&
      !COMPANY_MARKERS.test(company) &&
      /^[A-Z][A-Za-z.'-]+(?:\s[A-Z][A-Za-z.'-]+){0,2}$/.test(company)
    ) {
      f.title = a!.trim();
      f.location = company;
      f.company = right;
    }
  }
}

/**
 * "Title, Company" in one segment; the company is the part after the last comma that reads as no
 * title ("Apprentice, then Journeyworker Electrician, North Star Industrial Electric") (or, when
 * the whole line was read as the company, "Postdoctoral Researcher, Neuroinflammation and Repair
 * Team, Université Claude Bernard Lyon 1").
 */
function splitWholeLine(f: Picked): void {
  const { title, company } = f;
  const whole = title && !company ? title : !title && company ? company : '';
  if (whole.includes(',')) {
    const parts = topLevelCommaParts(whole);
    for (let cut = parts.length - 1; cut >= 1; cut--) {
      const left = parts.slice(0, cut).join(',').trim();
      const right = parts.slice(cut).join(',').trim();
      if (right && titleScore(left) > 0 && titleScore(right) <= 0 && !isLocation(right)) {
        f.title = left;
        f.company = right;
        break;
      }
    }
  }
}

/** Step 4d: score the header segments of an entry for title, company, location and dates. */
export function readEntryHeader(header: Line[]): HeaderFields {
  const { segments, range, singleDate } = headerSegments(header);
  const f = pickFields(segments);
  placeTakenForCompany(f);
  splitWholeLine(f);
  return {
    title: f.title,
    company: f.company,
    location: f.location,
    range,
    singleDate,
    rest: segments.filter((_, i) => !f.used.has(i)),
  };
}

/**
 * The parts of a header between its commas, except commas inside brackets or a number
 * ("Harlow Components (1,800 employees)" is one part).
 */
function topLevelCommaParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (c === ',' && depth === 0) {
      if (/\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? '')) continue;
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

export function parseExperience(lines: Line[]): ExperienceEntry[] {
  const out: ExperienceEntry[] = [];
  for (const block of groupEntries(lines)) {
    const h = readEntryHeader(block.header);
    const bullets = [
      ...h.rest.filter((r) => r.split(/\s+/).length > 3 && !/^[\s|,-]*$/.test(r)),
      ...block.content.map((c) => c.text),
    ].filter(Boolean);
    if (!h.title && !h.range && !h.singleDate && !COMPANY_MARKERS.test(h.company)) {
      // no date and no title: wrapped prose or a project line of the previous role
      const prev = out[out.length - 1];
      if (prev) {
        prev.bullets.push(...block.header.map((l) => l.text), ...block.content.map((c) => c.text));
        continue;
      }
    }
    out.push({
      title: h.title,
      company: h.company,
      ...(h.location ? { location: h.location } : {}),
      startDate: h.range?.startText ?? h.singleDate,
      endDate: h.range ? h.range.endText : '',
      current: h.range?.current ?? false,
      bullets,
    });
  }
  return out.filter((e) => e.title || e.company || e.bullets.length);
}
