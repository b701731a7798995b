import { getSkill, matchTokens, tokenizeText, type SkillMention } from '../taxonomy';
import type { Token } from '../text/tokenize';
import { normalizeText, stripBullet } from '../text/normalize';
import {
  COMPANY_MARKERS,
  DEGREE_LEVEL_NAMES,
  degreeLevelOf,
  degreeLevelsIn,
  STOPWORDS,
  TITLE_HEADS,
  type DegreeLevel,
} from '../text/lexicon';
import type { EducationRequirement, JobAnalysis, JobKeyword, JobSkill, Seniority } from '../types';

export type JobSectionKind =
  'required' | 'preferred' | 'responsibilities' | 'about' | 'benefits' | 'other';

interface JobSentence {
  text: string;
  /** offset in the normalised job text */
  start: number;
  section: JobSectionKind;
  cue: 'required' | 'preferred' | null;
}

const HEADING_PHRASES =
  "Minimum Qualifications|Basic Qualifications|Preferred Qualifications|Required Qualifications|Additional Qualifications|Qualifications|Requirements|Required Skills|Preferred Skills|Nice to Have|Nice-to-Have|Bonus Points|What You Bring|What You Will Do|What You'll Do|What You Will Bring|What We're Looking For|What We Are Looking For|Who You Are|About the Role|About The Role|About the Team|About Us|About You|Responsibilities|Key Responsibilities|Your Responsibilities|Benefits|Perks|What We Offer|Compensation|Job Description|The Role|Your Role|Skills and Experience|Desired Skills|Must Have|Must-Have";
/** A capital letter right after a lower-case letter or closing punctuation: where a glued heading may start. */
const GLUE_POINT = /(?<=[a-z.)!?:])\s*(?=[A-Z])/g;
/** A heading phrase at a given position (sticky). */
const HEADING_AT = new RegExp(`(?:${HEADING_PHRASES})(?:[A-Z\\s:]|$)`, 'y');

/** Normalised posting text: glued headings ("...goals.What You Bring") and wide gaps become line breaks. */
function jobText(text: string): string {
  const norm = normalizeText(text).replace(GLUE_POINT, (gap: string, offset: number, s: string) => {
    HEADING_AT.lastIndex = offset + gap.length;
    return HEADING_AT.test(s) ? '\n' : gap;
  });
  return norm.replace(/ {3,}/g, '\n');
}

function classifyHeading(text: string): JobSectionKind | null {
  const t = text
    .toLowerCase()
    .replace(/[^a-z' -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!t || t.split(' ').length > 8) return null;
  if (
    /\b(?:nice to have|nice-to-have|preferred|bonus|pluses|desired|desirable|good to have|extra credit|it's a plus|would be great)\b/.test(
      t,
    )
  )
    return 'preferred';
  if (
    /\b(?:benefits?|perks|what we offer|compensation|salary|pay range|why join|equal opportunity|eeo|our offer|we offer)\b/.test(
      t,
    )
  )
    return 'benefits';
  if (
    /\b(?:requirements?|qualifications?|must[- ]haves?|what you bring|what you'll bring|what you will bring|looking for|who you are|you have|what you need|you will need|skills|experience|your profile|about you|ideal candidate|essential|competencies)\b/.test(
      t,
    )
  )
    return 'required';
  if (
    /\b(?:responsibilities|what you'll do|what you will do|the role|your role|duties|day to day|day-to-day|your impact|you will|in this role|job description|what you'll be doing|role overview|about the role|the opportunity|position summary|overview)\b/.test(
      t,
    )
  )
    return 'responsibilities';
  if (
    /\b(?:about us|who we are|our mission|company overview|about the company|about the team|our team|our story|why us)\b/.test(
      t,
    )
  )
    return 'about';
  return null;
}

const PREFERRED_CUE =
  /\b(?:nice to have|nice-to-have|preferred|preferably|a plus|is a plus|are a plus|plus\b|bonus|desirable|desired|ideally|advantageous|an advantage|good to have|would be great|not required|optional)\b/i;
const REQUIRED_CUE =
  /\b(?:must|required|requirement|essential|mandatory|minimum|at least|need to have|you have|you bring|proven|strong|expert|expertise|proficien\w*|solid|deep)\b/i;

/** Step 1: the posting as sentences, each with its section and its required/preferred cue. */
export function jobSentences(text: string, normalized = false): JobSentence[] {
  const norm = normalized ? text : jobText(text);
  const out: JobSentence[] = [];
  let section: JobSectionKind = 'other';
  let offset = 0;
  for (const rawLine of norm.split('\n')) {
    const lineStart = offset;
    offset += rawLine.length + 1;
    const { text: line, bullet } = stripBullet(rawLine);
    if (!line) continue;
    if (!bullet && line.length <= 70) {
      const h = /^(.{2,60}?)\s*:\s*(.*)$/.exec(line);
      const headingText = h ? h[1]! : line;
      const kind = classifyHeading(headingText);
      const looksHeading = h ? true : !/[.,;]$/.test(line) && line.split(/\s+/).length <= 6;
      if (kind && looksHeading) {
        section = kind;
        if (!h || !h[2]) continue;
      }
    }
    const re = /[^.!?;]+(?:[.!?;](?=\S)[^.!?;]*)*(?:[.!?;]+|$)/g;
    let m: RegExpExecArray | null;
    const base = lineStart + rawLine.indexOf(line);
    while ((m = re.exec(line))) {
      if (!m[0].trim()) {
        re.lastIndex++;
        if (re.lastIndex > line.length) break;
        continue;
      }
      const s = m[0];
      const cue = PREFERRED_CUE.test(s) ? 'preferred' : REQUIRED_CUE.test(s) ? 'required' : null;
      out.push({ text: s, start: base + m.index, section, cue });
    }
  }
  return out;
}

const SENIORITY_RULES: Array<[RegExp, Seniority]> = [
  [/\b(?:intern|internship|co-?op|apprentice|trainee)\b/i, 'intern'],
  [
    /\b(?:chief|cto|ceo|cfo|coo|cio|cmo|vp|vice president|svp|evp|president|partner)\b/i,
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

function seniorityOf(title: string, years: number | null): Seniority {
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
    const first = line.split(/\s+[-–|]\s+|\s*\|\s*|[.:](?:\s|$)/)[0]!.trim();
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
  return best ?? bestPreferred;
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

const isCapitalised = (t: Token) => {
  const c = t.text.charCodeAt(0);
  return c >= 65 && c <= 90;
};
/** "Logistics", "Insurance", "C": a skill written as one plain capitalised word or letter */
const PLAIN_CAPITALISED = /^[A-Z][a-z]*$/;
const PLAIN_CAPITALISED_RUN = /^[A-Z][a-z]*(?:\s+[A-Z][a-z]*)*$/;

/**
 * Mentions that are part of a proper name: "Echo Global Logistics", "Mutual Insurance Company" and
 * "C Space" name the employer, they do not ask for logistics, insurance or C. A plain capitalised skill
 * word counts as part of a name in running prose when two other capitalised words that are no skill
 * precede it in one run, or a company word ("Company", "Group", "Inc") or, for a single letter, any
 * capitalised word follows it. Once a name is known, its other occurrences are names too.
 */
function properNameMentions(
  norm: string,
  toks: Token[],
  mentions: SkillMention[],
): Set<SkillMention> {
  const out = new Set<SkillMention>();
  if (!mentions.some((m) => PLAIN_CAPITALISED_RUN.test(norm.slice(m.start, m.end)))) return out;
  // token index of an offset (mentions start and end on token boundaries)
  const tokenAt = (offset: number): number => {
    let lo = 0;
    let hi = toks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (toks[mid]!.start < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const covered = new Uint8Array(toks.length);
  const span = new Map<SkillMention, [number, number]>();
  for (const m of mentions) {
    const a = tokenAt(m.start);
    if (toks[a]?.start !== m.start) continue;
    let b = a;
    while (b + 1 < toks.length && toks[b + 1]!.start < m.end) b++;
    for (let k = a; k <= b; k++) covered[k] = 1;
    span.set(m, [a, b]);
  }
  const lineBreakBefore = (k: number) =>
    k > 0 && toks[k]!.gap && norm.slice(toks[k - 1]!.end, toks[k]!.start).includes('\n');
  const lowerWord = (k: number) => {
    const c = toks[k]!.text.charCodeAt(0);
    return c >= 97 && c <= 122 && !STOPWORDS.has(toks[k]!.lower);
  };
  // running prose: the line holds at least two content words in lower case
  const prose = (i: number): boolean => {
    let lower = 0;
    for (let k = i; k > 0 && i - k < 15 && !lineBreakBefore(k); k--) if (lowerWord(k - 1)) lower++;
    for (let k = i + 1; k < toks.length && k - i < 15 && !lineBreakBefore(k); k++)
      if (lowerWord(k)) lower++;
    return lower >= 2;
  };
  const names: string[][] = [];
  for (const m of mentions) {
    const s = span.get(m);
    if (!s) continue;
    const [a, b] = s;
    let plain = true;
    for (let k = a; k <= b; k++) if (!PLAIN_CAPITALISED.test(toks[k]!.text)) plain = false;
    if (!plain) continue;
    let before = 0;
    let k = a;
    while (k > 0 && !toks[k]!.gap && isCapitalised(toks[k - 1]!) && !covered[k - 1]) {
      k--;
      before++;
    }
    const next = b + 1 < toks.length && !toks[b + 1]!.gap ? toks[b + 1] : undefined;
    const nextName =
      next !== undefined &&
      !covered[b + 1] &&
      isCapitalised(next) &&
      (COMPANY_MARKERS.test(next.text) || (a === b && toks[a]!.text.length === 1));
    if ((before >= 2 || nextName) && prose(a)) {
      out.add(m);
      names.push(toks.slice(k, b + 1).map((t) => t.text));
    }
  }
  if (names.length) {
    // the same name elsewhere, even in a heading or a "Company:" line
    for (const m of mentions) {
      const s = span.get(m);
      if (!s || out.has(m)) continue;
      const [, b] = s;
      for (const name of names) {
        const from = b + 1 - name.length;
        if (from < 0) continue;
        let same = true;
        for (let k = 0; k < name.length && same; k++) same = toks[from + k]!.text === name[k];
        if (same) {
          out.add(m);
          break;
        }
      }
    }
  }
  return out;
}

interface SkillAcc {
  skillId: number;
  count: number;
  required: boolean;
  preferred: boolean;
  inTitle: boolean;
  inRequirements: boolean;
  forms: Map<string, number>;
}

/** Step 5: skills with importance from where and how they are mentioned. */
function collectSkills(
  norm: string,
  toks: Token[],
  sentences: JobSentence[],
  title: string,
): JobSkill[] {
  const all = matchTokens(toks);
  const names = properNameMentions(norm, toks, all);
  const mentions = names.size ? all.filter((m) => !names.has(m)) : all;
  const titleIds = new Set(matchTokens(tokenizeText(title)).map((m) => m.skillId));
  const acc = new Map<number, SkillAcc>();
  let si = 0;
  const hasRequirements = sentences.some((s) => s.section === 'required');
  const hasResponsibilities = sentences.some((s) => s.section === 'responsibilities');
  for (const m of mentions) {
    while (si + 1 < sentences.length && sentences[si + 1]!.start <= m.start) si++;
    const s = sentences[si];
    const section = s?.section ?? 'other';
    if (section === 'about' || section === 'benefits') continue;
    let a = acc.get(m.skillId);
    if (!a) {
      a = {
        skillId: m.skillId,
        count: 0,
        required: false,
        preferred: false,
        inTitle: titleIds.has(m.skillId),
        inRequirements: false,
        forms: new Map(),
      };
      acc.set(m.skillId, a);
    }
    a.count++;
    const form = norm.slice(m.start, m.end);
    a.forms.set(form, (a.forms.get(form) ?? 0) + 1);
    const preferredHere = section === 'preferred' || s?.cue === 'preferred';
    if (section === 'required') a.inRequirements = true;
    if (preferredHere && !/\bmust\b/i.test(s?.text ?? '')) a.preferred = true;
    else if (
      section === 'required' ||
      section === 'responsibilities' ||
      s?.cue === 'required' ||
      !hasRequirements ||
      (section === 'other' && !hasResponsibilities)
    )
      a.required = true;
    else a.preferred = true;
  }
  for (const id of titleIds) {
    const a = acc.get(id);
    if (a) a.required = true;
  }
  const out: JobSkill[] = [];
  for (const a of acc.values()) {
    const skill = getSkill(a.skillId);
    const base = a.required ? 3 : 1.5;
    let weight =
      base * (1 + 0.35 * Math.min(a.count - 1, 4)) +
      (a.inTitle ? 2 : 0) +
      (a.inRequirements && a.required ? 0.5 : 0);
    if (skill.category === 'soft') weight *= 0.6;
    let jobTerm = skill.name;
    let best = 0;
    for (const [f, n] of a.forms) if (n > best) [best, jobTerm] = [n, f];
    out.push({
      skillId: a.skillId,
      name: skill.name,
      category: skill.category,
      jobTerm,
      required: a.required,
      weight: Math.round(weight * 100) / 100,
      count: a.count,
      inTitle: a.inTitle,
      inRequirements: a.inRequirements,
    });
  }
  out.sort((x, y) => y.weight - x.weight || x.name.localeCompare(y.name));
  return out;
}

/** Step 6: recurring non-skill words, as "other keywords". */
function collectKeywords(
  toks: Token[],
  sentences: JobSentence[],
  skillTokens: Set<string>,
  title: string,
): JobKeyword[] {
  const counts = new Map<string, { term: string; count: number; weight: number; lower: boolean }>();
  const titleKeys = new Set(tokenizeText(title).map((t) => t.key));
  let si = 0;
  for (const t of toks) {
    while (si + 1 < sentences.length && sentences[si + 1]!.start <= t.start) si++;
    const s = sentences[si];
    if (!s || s.section === 'about' || s.section === 'benefits') continue;
    if (
      t.lower.length < 4 ||
      STOPWORDS.has(t.lower) ||
      skillTokens.has(t.key) ||
      !/^[a-z][a-z+#.-]*$/.test(t.lower)
    )
      continue;
    const factor = s.section === 'required' ? 1.5 : s.section === 'preferred' ? 0.75 : 1;
    let e = counts.get(t.key);
    if (!e) {
      e = { term: t.lower, count: 0, weight: 0, lower: false };
      counts.set(t.key, e);
    }
    e.count++;
    if (t.text[0] === t.lower[0]) e.lower = true;
    e.weight += factor * (titleKeys.has(t.key) ? 2 : 1);
  }
  return (
    [...counts.values()]
      // proper nouns (always capitalised, e.g. the company's name) are not keywords
      .filter((e) => e.count >= 2 && e.lower)
      .sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term))
      .slice(0, 20)
      .map((e) => ({
        term: e.term,
        count: e.count,
        weight: Math.round(Math.min(e.weight, 6) * 100) / 100,
      }))
  );
}

/** Analyse a job description: title, seniority, required/preferred skills, education, years, weighted keywords. */
export function analyzeJob(text: string): JobAnalysis {
  const norm = jobText(text);
  const sentences = jobSentences(norm, true);
  const toks = tokenizeText(norm);
  const title = findJobTitle(text);
  const yearsRequired = findYearsRequired(sentences);
  const skills = collectSkills(norm, toks, sentences, title);
  const skillTokens = new Set<string>();
  for (const s of skills) for (const t of tokenizeText(s.jobTerm)) skillTokens.add(t.key);
  return {
    title,
    seniority: seniorityOf(title, yearsRequired),
    skills,
    requiredSkills: skills.filter((s) => s.required),
    preferredSkills: skills.filter((s) => !s.required),
    keywords: collectKeywords(toks, sentences, skillTokens, title),
    education: findEducation(sentences),
    yearsRequired,
    sections: [...new Set(sentences.map((s) => s.section))],
  };
}

export type { SkillMention, Token };
