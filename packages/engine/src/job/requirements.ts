/** What a posting asks for besides skills: its title and seniority, years of experience, education. */
import { normalizeText } from '../text/normalize';
import {
  DEGREE_LEVEL_NAMES,
  degreeLevelOf,
  degreeLevelsIn,
  TITLE_HEADS,
  type DegreeLevel,
} from '../text/lexicon';
import type { EducationRequirement, Seniority } from '../types';
import type { JobSentence } from './sections';

const SENIORITY_RULES: Array<[RegExp, Seniority]> = [
  [/\b(?:intern|internship|co-?op|apprentice|trainee)\b/i, 'intern'],
  [
    // a law or consulting firm's partner, not an HR, people, channel or business partner
    /\b(?:chief|cto|ceo|cfo|coo|cio|cmo|vp|vice president|svp|evp|president|(?<!(?:business|people|talent|hr|channel|account|alliance|strategic|success)\s+)partner)\b/i,
    'executive',
  ],
  [/\b(?:director|head of)\b/i, 'director'],
  [/\b(?:manager|mgr)\b/i, 'manager'],
  [/\b(?:lead|principal|staff|architect)\b/i, 'lead'],
  [/\b(?:senior|sr\.?|iii|iv|experienced)\b/i, 'senior'],
  [
    /\b(?:junior|jr\.?|entry[- ]level|graduate|new grad|associate)\b(?!\s*(?:director|manager))/i,
    'junior',
  ],
  [/\s(?:I|1)$/, 'junior'],
];

/** The seniority levels in order, for comparing them (a lead and a manager stand level). */
export const SENIORITY_RANK: Record<Seniority, number> = {
  intern: 0,
  junior: 1,
  mid: 2,
  senior: 3,
  lead: 4,
  manager: 4,
  director: 5,
  executive: 6,
};

export function seniorityOf(title: string, years: number | null): Seniority {
  for (const [re, s] of SENIORITY_RULES) if (re.test(title)) return s;
  if (years !== null) {
    if (years >= 10) return 'lead';
    if (years >= 5) return 'senior';
    if (years <= 1) return 'junior';
  }
  return 'mid';
}

/** Step 2: the job title: an explicit "Title:" line, the first line when it reads like a title, or "hiring a ...". */
export function findJobTitle(text: string): string {
  const norm = normalizeText(text);
  const explicit = /^(?:job title|position|role|title|job)\s*[:-]\s*(.{3,80})$/im.exec(norm);
  if (explicit) return cleanTitle(explicit[1]!);
  const lines = norm
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  for (const line of lines.slice(0, 3)) {
    // a title is short: bounding the line keeps the split linear on a run of spaces
    const first = line
      .slice(0, 200)
      .split(/\s+[-–|]\s+|\s*\|\s*|[.:](?:\s|$)/)[0]!
      .trim();
    const words = first.split(/\s+/);
    if (
      words.length <= 10 &&
      words.some((w) => TITLE_HEADS.has(w.toLowerCase().replace(/[^a-z-]/g, '')))
    )
      return cleanTitle(first);
  }
  const m =
    /\b(?:hiring|looking for|seeking|searching for|recruiting)\s+(?:an?|our next|one|two)?\s*((?:[A-Z][\w/+.#-]*\s+){0,5}(?:[A-Z][\w/+.#-]*))/.exec(
      norm,
    );
  if (m && m[1]!.split(/\s+/).some((w) => TITLE_HEADS.has(w.toLowerCase())))
    return cleanTitle(m[1]!);
  const firstLine = lines[0] ?? '';
  return firstLine.split(/\s+/).length <= 8 ? cleanTitle(firstLine) : '';
}

function cleanTitle(t: string): string {
  // a title is short; bounding the input keeps the end-anchored patterns below linear
  return t
    .slice(0, 200)
    .replace(/\s*\([^)]*\)\s*$/g, '')
    .replace(/\((?:remote|hybrid|on-?site|contract|full[- ]time|part[- ]time)[^)]*\)/gi, '')
    .replace(/\s+[-–|]\s+.*$/, '')
    .replace(/[,:;.]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
}

const YEARS_RE =
  /(?:(?:minimum|at least|min\.?)\s+(?:of\s+)?)?\b(\d{1,2}(?:\.\d)?)\s*(?:\+|plus)?\s*(?:(?:-|–|to)\s*(\d{1,2})\s*\+?\s*)?(?:years?|yrs?)\b(?:'|’)?(?:\s+of)?(?:\s+(?!old\b)[\w/+.#-]+){0,6}?\s+(?:experience|exp\b|background|in\b|with\b|working\b|building\b|developing\b|designing\b|as\b|of\b)/gi;

/** Step 3: years of experience asked for (largest minimum in a requirement context, capped at 20). */
export function findYearsRequired(sentences: JobSentence[]): number | null {
  return findYears(sentences)?.years ?? null;
}

/**
 * The years of experience the posting asks for: the most its requirements ask, else the most its
 * preferred qualifications name (then `required` is false: "5+ years preferred").
 */
export function findYears(sentences: JobSentence[]): { years: number; required: boolean } | null {
  let best: number | null = null;
  let bestPreferred: number | null = null;
  for (const s of sentences) {
    if (s.section === 'about' || s.section === 'benefits') continue;
    if (!/\d/.test(s.text) || !/years?|yrs?/i.test(s.text)) continue;
    YEARS_RE.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = YEARS_RE.exec(s.text))) {
      const n = Number(m[1]);
      if (!(n > 0 && n <= 20)) continue;
      if (
        /\b(?:company|founded|history|in business|old)\b/i.test(
          s.text.slice(m.index, m.index + m[0].length + 10),
        )
      )
        continue;
      if (s.cue === 'preferred' || s.section === 'preferred')
        bestPreferred = Math.max(bestPreferred ?? 0, n);
      else best = Math.max(best ?? 0, n);
    }
  }
  if (best !== null) return { years: best, required: true };
  return bestPreferred === null ? null : { years: bestPreferred, required: false };
}

const FIELD_RE =
  /(?:degree|diploma|bachelor'?s?|master'?s?|b\.?s\.?|m\.?s\.?|ph\.?d\.?|ba|ma|mba)\s+(?:degree\s+)?(?:in|of)\s+(?:an?\s+)?([A-Za-z&/,-]+(?:\s+[A-Za-z&/,-]+){0,7}?)(?=\s*(?:,?\s*or\s+(?:an?\s+)?(?:related|equivalent|similar|other)|[.;()]|,\s*(?:and|with|or)\b|\s+(?:and|with|from|preferred|required|is|are)\b|$))/i;

/** Step 4: education asked for (lowest level named in a requirement, and the field). */
export function findEducation(sentences: JobSentence[]): EducationRequirement | null {
  let req: { level: DegreeLevel; field: string; required: boolean } | null = null;
  for (const s of sentences) {
    if (s.section === 'about' || s.section === 'benefits') continue;
    if (
      !/\b(?:degree|bachelor|master|ph\.?d|doctorate|diploma|b\.s|m\.s|bs|ms|ba|mba|graduate|high school|ged)\b/i.test(
        s.text,
      )
    )
      continue;
    const level = degreeLevelOf(s.text);
    if (!level) continue;
    // "Bachelor's or Master's": the lowest level named is the requirement (ignoring "high school" mentions next to a degree)
    const levels = degreeLevelsIn(s.text).filter((l) => l >= 2 || level === 1);
    const lowest: DegreeLevel = levels[0] ?? level;
    const preferred = s.cue === 'preferred' || s.section === 'preferred';
    const field = (FIELD_RE.exec(s.text)?.[1] ?? '')
      .replace(/\s+/g, ' ')
      .replace(/[,\s]+$/, '')
      .trim();
    const cand = { level: lowest, field, required: !preferred };
    if (
      !req ||
      (cand.required && !req.required) ||
      (cand.required === req.required && cand.level < req.level)
    )
      req = cand;
  }
  return req
    ? {
        level: req.level,
        levelName: DEGREE_LEVEL_NAMES[req.level],
        field: req.field,
        required: req.required,
      }
    : null;
}
