import { getSkill, matchTokens, mentionsInContext, tokenizeText } from '../taxonomy';
import { parseNormalized } from '../parser';
import { findDateRanges, findDates, totalMonths, type YearMonth } from '../text/dates';
import { degreeLevelOf, TITLE_HEADS, type DegreeLevel } from '../text/lexicon';
import { normalizeText } from '../text/normalize';
import type { EngineOptions, ParsedResume } from '../types';

/** Everything the scorer needs to know about a resume, computed once. */
export interface ResumeProfile {
  text: string;
  parsed: ParsedResume;
  /** skill id -> how often and how the resume writes it */
  skills: Map<number, { count: number; term: string }>;
  /** skill id -> skill id of the resume skill that implies it (PostgreSQL -> SQL) */
  implied: Map<number, number>;
  /** stems of every word in the resume */
  keys: Set<string>;
  /** the matching keys of all words, space-separated, for phrase look-ups */
  keySequence: string;
  /** role titles, most recent first */
  titles: string[];
  /** the title line under the name ("Backend Software Engineer"), '' when none */
  headline: string;
  /** the title the candidate says they are looking for ("Looking for a Data Analyst role"), '' when none */
  target: string;
  years: number;
  degreeLevel: DegreeLevel;
  asOf: YearMonth;
}

const DEFAULT_AS_OF: YearMonth = { year: 2025, month: 1 };

/** "Present" means the later of the latest date written in the resume and January 2025, unless options say otherwise. */
export function referenceDate(text: string, options?: EngineOptions): YearMonth {
  if (options?.asOf) return { year: options.asOf.year, month: options.asOf.month ?? 12 };
  let best = DEFAULT_AS_OF;
  for (const d of findDates(text)) {
    const m = d.date.month ?? 12;
    if (d.date.year > best.year || (d.date.year === best.year && m > (best.month ?? 1))) {
      if (d.date.year <= 2100) best = { year: d.date.year, month: m };
    }
  }
  return best;
}

const STATED_YEARS =
  /\b(\d{1,2}(?:\.\d)?)\s*\+?\s*(?:years?|yrs?)(?:['’])?\s+(?:of\s+)?(?:[\w-]+\s+){0,4}?(?:experience|exp\b)|(?:over|more than)\s+(\d{1,2})\s+years/i;

/** Years of experience: merged date ranges of the roles, or the figure the candidate states, whichever is larger. */
export function candidateYears(parsed: ParsedResume, text: string, asOf: YearMonth): number {
  const ranges = parsed.experience.flatMap((e) => {
    const r = findDateRanges(`${e.startDate} - ${e.endDate || e.startDate}`)[0];
    return r ? [r] : [];
  });
  const months = totalMonths(ranges, asOf);
  let stated = 0;
  const m = STATED_YEARS.exec(parsed.summary || text.slice(0, 1500));
  if (m) stated = Number(m[1] ?? m[2]);
  return Math.round(Math.max(months / 12, stated > 0 && stated < 50 ? stated : 0) * 10) / 10;
}

/**
 * The headline: a short line between the name and the first section that reads as a job title
 * ("Backend Software Engineer", "Data Analyst - Lakeshore Retail Group" -> its first part).
 * Contact lines, sentences and long lines are not headlines.
 */
export function findHeadline(norm: string, parsed: ParsedResume): string {
  const firstSection = parsed.sections[0]?.line ?? 8;
  const lines = norm.split('\n', Math.min(firstSection, 8));
  const name = parsed.contact.name.trim().toLowerCase();
  for (const raw of lines) {
    const line = raw.trim();
    if (!line || line.length > 90 || line.toLowerCase() === name) continue;
    if (/@|https?:|www\.|\.com\b|\d{3}|linkedin|github/i.test(line)) continue;
    const first = line.split(/\s+[-–—|·•]\s+|\s*\|\s*/)[0]!.trim();
    const words = first.split(/\s+/);
    if (words.length > 8 || /[.!?;:,]$/.test(first) || first.length < 3) continue;
    if (words.some((w) => TITLE_HEADS.has(w.toLowerCase().replace(/[^a-z-]/g, '')))) return first;
  }
  return '';
}

const TARGET_RE =
  /\b(?:looking for|seeking|searching for|pursuing|targeting|aiming for|interested in)\s+(?:an?\s+|the\s+)?(?:new\s+)?((?:[\w+#/&.()-]+\s+){0,8}?[\w+#/&.()-]+)\s+(?:position|role|opportunit(?:y|ies)|job|career)\b/i;

const TARGET_AS_RE =
  /\b(?:position|role|career|opportunit(?:y|ies))\s+as\s+(?:an?\s+)?((?:[\w+#/&.()-]+\s+){0,6}?[\w+#/&()-]+)(?=\s*(?:[.,;]|$|\s+(?:at|in|with|where|to|for)\b))/im;

/**
 * The title the candidate states as their aim ("Looking for a mid-senior Software Development
 * Engineer (SDE) position"), read from the summary (or the top of the resume): level words and
 * parenthesised abbreviations are kept, the title matching reads past them. Only a phrase that
 * names a job (a title head such as engineer, analyst, nurse) counts.
 */
export function findTarget(parsed: ParsedResume, norm: string): string {
  const text = (parsed.summary || norm.slice(0, 1500)).slice(0, 1500);
  for (const re of [TARGET_RE, TARGET_AS_RE]) {
    const m = re.exec(text);
    if (!m) continue;
    const title = m[1]!
      .replace(/\([^)]*\)/g, ' ')
      .replace(/\b(?:mid-senior|mid-level|mid|full-time|part-time|remote|challenging)\b/gi, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const words = title.split(' ');
    if (words.some((w) => TITLE_HEADS.has(w.toLowerCase().replace(/[^a-z-]/g, '')))) return title;
  }
  return '';
}

/**
 * Skills a title names as the person doing them: a "Software Engineer" does software
 * engineering, a "Project Manager" project management. Agent nouns are kept apart from
 * activities elsewhere ("managed a project manager" is no project management), but a title is
 * the candidate's own role.
 */
export function titleSkills(titles: string[]): Array<{ skillId: number; term: string }> {
  const out: Array<{ skillId: number; term: string }> = [];
  for (const t of titles) {
    const toks = tokenizeText(t.slice(0, 200)).map((k) => ({
      ...k,
      key: k.key.endsWith('~er') ? k.key.slice(0, -3) : k.key,
    }));
    for (const m of matchTokens(toks)) out.push({ skillId: m.skillId, term: t });
  }
  return out;
}

export function profileResume(text: string, options?: EngineOptions): ResumeProfile {
  const norm = normalizeText(text);
  const parsed = parseNormalized(norm);

  const toks = tokenizeText(norm);
  const skills = new Map<number, { count: number; term: string }>();
  for (const m of mentionsInContext(matchTokens(toks), norm)) {
    const e = skills.get(m.skillId);
    if (e) e.count++;
    else skills.set(m.skillId, { count: 1, term: norm.slice(m.start, m.end) });
  }
  const titles = parsed.experience.map((e) => e.title).filter(Boolean);
  const headline = findHeadline(norm, parsed);
  for (const t of titleSkills(headline ? [headline, ...titles] : titles))
    if (!skills.has(t.skillId)) skills.set(t.skillId, { count: 1, term: t.term });
  const implied = new Map<number, number>();
  for (const id of skills.keys()) {
    const queue = [...getSkill(id).implies];
    const seen = new Set<number>();
    while (queue.length) {
      const p = queue.shift()!;
      if (seen.has(p)) continue;
      seen.add(p);
      if (!skills.has(p) && !implied.has(p)) implied.set(p, id);
      queue.push(...getSkill(p).implies);
    }
  }
  // words of section headings are not evidence of anything
  const normLines = norm.split('\n');
  const headingLines = new Set(
    parsed.sections
      .filter(
        (s) =>
          (normLines[s.line] ?? '').replace(/[^A-Za-z]+/g, '') ===
          s.heading.replace(/[^A-Za-z]+/g, ''),
      )
      .map((s) => s.line),
  );
  const keys = new Set<string>();
  if (headingLines.size) {
    // line number of each token, advancing through the newlines once
    let li = 0;
    let nextBreak = norm.indexOf('\n');
    for (const t of toks) {
      while (nextBreak !== -1 && nextBreak < t.start) {
        li++;
        nextBreak = norm.indexOf('\n', nextBreak + 1);
      }
      if (!headingLines.has(li)) keys.add(t.key);
    }
  } else for (const t of toks) keys.add(t.key);
  const asOf = referenceDate(norm, options);
  let degreeLevel: DegreeLevel = 0;
  for (const e of parsed.education) {
    const lvl = degreeLevelOf(`${e.degree} ${e.school}`);
    if (lvl > degreeLevel) degreeLevel = lvl;
  }
  if (!degreeLevel && !parsed.education.length) {
    // no education section found: look for a degree anywhere
    degreeLevel = degreeLevelOf(norm.replace(/\bdiploma\b/gi, ''));
  }
  return {
    text: norm,
    parsed,
    skills,
    implied,
    keys,
    keySequence: toks.map((t) => t.key).join(' '),
    titles,
    headline,
    target: findTarget(parsed, norm),
    years: candidateYears(parsed, norm, asOf),
    degreeLevel,
    asOf,
  };
}
