import { profileResume, type ResumeProfile } from '../ats/profile';
import { parseResume } from '../parser';
import { getSkill, matchTokens, tokenizeText, type SkillMention } from '../taxonomy';
import { findDates } from '../text/dates';
import {
  COMPANY_MARKERS,
  degreeLevelOf,
  TITLE_HEADS,
  DEGREE_LEVEL_NAMES,
  type DegreeLevel,
} from '../text/lexicon';
import { normalizeText, splitSentences } from '../text/normalize';
import type { EngineOptions, ParsedResume, TruthReport, TruthViolation } from '../types';
import {
  claimFits,
  hasHeadline,
  headlineOf,
  introSentences,
  missingTools,
  namedTools,
  skillYears,
  yearsClaims,
  yearsFromDates,
  type NamedTool,
  type SkillYears,
  type YearsClaim,
} from './facts';

export { headlineOf, isVariant, namedTools, yearsClaims, introSentences } from './facts';
export { resumeEvidence, evidenceOf, type ResumeEvidence, type Shown } from './evidence';
export { checkClaims, type ClaimViolation } from './claims';

/** Loose form for "does the original say this": lower case, letters and digits only. */
function loose(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const NUMBER_RE = /(?<![A-Za-z])\d+(?:[.,]\d+)*(?![A-Za-z])/g;

function numbersOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(NUMBER_RE)) {
    const n = m[0].replace(/,(?=\d{3}\b)/g, '').replace(/[.,]$/, '');
    out.add(n);
    out.add(String(Number(n)));
  }
  return out;
}

function monthYears(text: string): Set<string> {
  const out = new Set<string>();
  for (const d of findDates(text))
    out.add(d.date.month ? `${d.date.year}-${d.date.month}` : `${d.date.year}`);
  return out;
}

const CAP = "[A-Z][A-Za-z0-9&.'’-]*";
// a phrase starts at a word's start: "monthsCompany Details" names no company
const ORG_PHRASE = new RegExp(
  `(?<![A-Za-z0-9])${CAP}(?:[ \\t]+(?:(?:of|and|&|for|the)[ \\t]+)?${CAP}){0,5}`,
  'g',
);

/** A run of word characters too long to be a word of a title or a name. */
const OVERLONG_WORD = /[A-Za-z0-9&.'’-]{65,}/g;

function titlePhrases(text: string): string[] {
  const out: string[] = [];
  const re = new RegExp(`(?<![A-Za-z0-9])((?:${CAP}[ \\t]+){1,4})(${CAP})`, 'g');
  // the pattern rescans a word from each of its capitals: overlong runs would make that quadratic
  for (const m of text.replace(OVERLONG_WORD, ' ').matchAll(re)) {
    const head = m[2]!.toLowerCase();
    if (!TITLE_HEADS.has(head)) continue;
    const words = m[0].trim().split(/\s+/);
    // drop leading sentence words that are not part of the title ("As Senior Engineer" -> "Senior Engineer")
    while (
      words.length > 2 &&
      /^(?:As|A|An|The|Our|Former|Current|Seeking|Experienced)$/.test(words[0]!)
    )
      words.shift();
    if (words.length >= 2) out.push(words.join(' '));
  }
  return out;
}

/**
 * Whether a span of the text shares a character with a skill mention: one pass over the
 * mentions, then each question is answered in constant time (a text may hold thousands of both).
 */
function skillCoverage(
  text: string,
  mentions: SkillMention[] = matchTokens(tokenizeText(text)),
): (start: number, end: number) => boolean {
  const depth = new Int32Array(text.length + 1);
  for (const m of mentions) {
    depth[m.start]!++;
    depth[m.end]!--;
  }
  // covered[i]: characters before i that lie inside a mention
  const covered = new Int32Array(text.length + 1);
  let open = 0;
  for (let i = 0; i < text.length; i++) {
    open += depth[i]!;
    covered[i + 1] = covered[i]! + (open > 0 ? 1 : 0);
  }
  return (start, end) => covered[end]! - covered[start]! > 0;
}

/** A resume whose facts a generated text is checked against, computed once. */
export interface OriginalFacts {
  profile: ResumeProfile;
  /** the original, normalised, in loose form with a space at each end */
  looseText: string;
  numbers: Set<string>;
  dates: Set<string>;
  /** the degree levels the original names (computed on first use) */
  degreeLevels: () => Set<DegreeLevel>;
  headline: string;
  tools: NamedTool[];
  statedYears: YearsClaim[];
  yearsFromDates: number;
  skillYears: SkillYears[];
  /** how many sentences of its summary introduce the candidate */
  introCount: number;
  /** the first sentence of its summary, in loose form ('' when it has none) */
  summaryStart: string;
  summaryHeadings: number;
  /** the original's lines, bullet glyphs aside: a generated line among them states nothing new */
  lines: Set<string>;
}

/** What checkTruthfulness checks beyond facts: the resume's shape. */
export interface TruthOptions extends EngineOptions {
  /**
   * 'resume' (the default) also checks that the headline is kept, every named tool is still
   * named and the summary is one summary; 'prose' (a cover letter) checks facts only.
   */
  document?: 'resume' | 'prose';
}

/** A line without its bullet glyph and outer spaces. */
function bare(line: string): string {
  return line.replace(/^[\s•*·▪‣◦●–—-]+/, '').trim();
}

/** The facts of an original resume, for one or more checks; pass its profile if you have it. */
export function originalFacts(
  originalResume: string,
  options?: EngineOptions,
  profile?: ResumeProfile,
): OriginalFacts {
  const p = profile ?? profileResume(originalResume, options);
  const original = p.text;
  const numbers = numbersOf(original);
  const years = Math.floor(p.years);
  for (let y = Math.max(0, years - 1); y <= Math.ceil(p.years); y++) numbers.add(String(y));
  let levels: Set<DegreeLevel> | undefined;
  const degreeLevels = () => {
    if (!levels) {
      levels = new Set<DegreeLevel>();
      for (const s of splitSentences(original)) levels.add(degreeLevelOf(s));
      for (const e of p.parsed.education) levels.add(degreeLevelOf(e.degree));
    }
    return levels;
  };
  const mentions = matchTokens(tokenizeText(original));
  return {
    profile: p,
    looseText: ` ${loose(original)} `,
    numbers,
    dates: monthYears(original),
    degreeLevels,
    headline: headlineOf(original, p.parsed),
    tools: namedTools(original, p.parsed, mentions),
    statedYears: yearsClaims(original),
    yearsFromDates: yearsFromDates(p.parsed, p.asOf),
    skillYears: skillYears(original, mentions),
    introCount: introSentences(p.parsed.summary).length,
    summaryStart: loose(splitSentences(p.parsed.summary)[0] ?? ''),
    summaryHeadings: p.parsed.sections.filter((s) => s.kind === 'summary').length,
    lines: new Set(original.split('\n').map(bare)),
  };
}

/**
 * Check generated text (tailored resume, cover letter) against the original resume: every employer, job title,
 * degree, number, date and hard skill in it must come from the original. Years of experience computed from the
 * original's dates are allowed when the resume states no figure of its own; a stated figure is never exceeded and
 * years are never attached to a skill the resume did not attach them to. For a resume, the headline must be kept,
 * every tool the original names must still be named (not replaced by a category), and the summary must not gain a
 * second introduction. Soft skills are not checked (they are descriptions, not facts).
 */
export function checkTruthfulness(
  originalResume: string,
  generatedText: string,
  options?: TruthOptions,
): TruthReport {
  return checkAgainst(originalFacts(originalResume, options), generatedText, options?.document);
}

/** checkTruthfulness against facts computed once (see originalFacts). */
export function checkAgainst(
  facts: OriginalFacts,
  generatedText: string,
  document: 'resume' | 'prose' = 'resume',
  /** the generated text already parsed, when the caller has it */
  generatedParsed?: ParsedResume,
): TruthReport {
  const { profile } = facts;
  const generated = normalizeText(generatedText);
  // facts are looked for in the lines the original does not hold word for word (most of a local
  // tailoring's lines are the original's, moved)
  const novel = generated
    .split('\n')
    .filter((l) => !facts.lines.has(bare(l)))
    .join('\n');
  const origLoose = facts.looseText;
  const violations: TruthViolation[] = [];
  const seen = new Set<string>();
  const add = (kind: TruthViolation['kind'], value: string) => {
    const k = `${kind}:${value.toLowerCase()}`;
    if (seen.has(k)) return;
    seen.add(k);
    violations.push({ kind, value });
  };
  const inOriginal = (s: string) => {
    const l = loose(s);
    return !l || origLoose.includes(` ${l} `);
  };

  // numbers and dates
  const allowed = facts.numbers;
  const origDates = facts.dates;
  for (const d of findDates(novel)) {
    const key = d.date.month ? `${d.date.year}-${d.date.month}` : `${d.date.year}`;
    if (
      !origDates.has(key) &&
      !(d.date.month === undefined && [...origDates].some((o) => o.startsWith(`${d.date.year}`)))
    )
      add('date', d.text);
  }
  for (const m of novel.matchAll(NUMBER_RE)) {
    const n = m[0].replace(/,(?=\d{3}\b)/g, '').replace(/[.,]$/, '');
    if (allowed.has(n) || allowed.has(String(Number(n)))) continue;
    const isYear = /^(?:19[5-9]\d|20\d\d)$/.test(n);
    add(isYear ? 'date' : 'number', m[0]);
  }
  // years of experience: never above the figure the resume states, never attached to a skill anew
  for (const c of yearsClaims(novel))
    if (!claimFits(c, facts.statedYears, facts.yearsFromDates)) add('years', c.text.trim());
  const novelMentions = matchTokens(tokenizeText(novel));
  for (const sy of skillYears(novel, novelMentions))
    if (!facts.skillYears.some((o) => o.skillId === sy.skillId && o.value === sy.value))
      add('skill-years', sy.text);

  // skills (hard skills only)
  const origSkills = new Set<number>([...profile.skills.keys(), ...profile.implied.keys()]);
  for (const m of novelMentions) {
    if (origSkills.has(m.skillId)) continue;
    const s = getSkill(m.skillId);
    if (s.category === 'soft' || s.category === 'spoken-language') continue;
    // the surface words themselves appear in the original (e.g. an ESCO phrase made of ordinary words)
    if (inOriginal(novel.slice(m.start, m.end))) continue;
    add('skill', novel.slice(m.start, m.end));
  }
  // employers and titles of the generated experience section
  const gen = generatedParsed ?? parseResume(generated);
  for (const e of gen.experience) {
    if (e.company && !inOriginal(e.company)) add('employer', e.company);
    if (e.title && !inOriginal(e.title)) add('title', e.title);
  }
  // organisation names and title phrases in prose (skill names such as "Amazon Web Services" are not employers)
  const overlapsSkill = skillCoverage(novel, novelMentions);
  for (const m of novel.matchAll(ORG_PHRASE)) {
    // the pronoun after a name is no part of it ("At Fernway Health I designed ...")
    // nor the next sentence's "I'm" ("at St. Mary's Hospital. I'm looking ...")
    const phrase = m[0]
      .trim()
      .replace(/(?:[ \t]+I(?:['’](?:m|ve|d|ll))?)+$/, '')
      .replace(/\.$/, '');
    if (overlapsSkill(m.index, m.index + m[0].length)) continue;
    if (phrase.split(/\s+/).length < 2 && !COMPANY_MARKERS.test(phrase)) continue;
    if (COMPANY_MARKERS.test(phrase) && !inOriginal(phrase)) {
      // keep only the part up to the marker ("Acme Corp")
      add('employer', phrase);
    }
  }
  for (const m of novel.matchAll(
    /\b(?:at|for|with|joined)[ \t]+((?:[A-Z][A-Za-z0-9&.'’-]+[ \t]?){1,4})/g,
  )) {
    const org = m[1]!
      .trim()
      .replace(/(?:[ \t]+I(?:['’](?:m|ve|d|ll))?)+$/, '')
      .replace(/\.$/, '');
    if (TITLE_HEADS.has(org.split(/\s+/).pop()!.toLowerCase())) continue;
    if (/^(?:I|We|The|This|A|An|My|Our|Skills|Experience|Python|Java)$/.test(org)) continue;
    if (matchTokens(tokenizeText(org)).length) continue;
    if (!inOriginal(org) && /^[A-Z]/.test(org) && org.length > 2) add('employer', org);
  }
  for (const t of titlePhrases(novel)) if (!inOriginal(t)) add('title', t);

  // degrees
  for (const s of splitSentences(novel)) {
    const lvl = degreeLevelOf(s);
    if (lvl > 0 && !facts.degreeLevels().has(lvl)) {
      const m =
        /\b(?:bachelor\w*|master\w*|ph\.?d\.?|doctor\w*|mba|b\.?s\.?c?|m\.?s\.?c?|associate\w*|diploma|high school)\b[^,.;]*/i.exec(
          s,
        );
      add('degree', (m?.[0] ?? DEGREE_LEVEL_NAMES[lvl]).trim());
    }
  }
  // the resume's shape: its headline, its named tools, one summary
  if (document === 'resume') {
    if (facts.headline && !hasHeadline(generated, gen, facts.headline))
      add('headline', facts.headline);
    let all: SkillMention[] | undefined;
    const mentions = () => (all ??= matchTokens(tokenizeText(generated)));
    for (const t of missingTools(facts.tools, generated, mentions)) add('tool', t.surface);
    // a second introduction: more than the original has, or a new one above (or below) the
    // user's own summary kept as it was
    const intros = introSentences(gen.summary);
    const fresh = intros.filter((s) => !inOriginal(s));
    const ownKept =
      facts.summaryStart !== '' && ` ${loose(gen.summary)} `.includes(` ${facts.summaryStart} `);
    if (intros.length > Math.max(1, facts.introCount) || (fresh.length && ownKept))
      add('summary', fresh[0] ?? intros[1]!);
    const headings = gen.sections.filter((s) => s.kind === 'summary');
    if (headings.length > Math.max(1, facts.summaryHeadings))
      add('summary', headings[headings.length - 1]!.heading);
  }
  return { ok: violations.length === 0, violations };
}

/**
 * Repair generated text: put back the headline if it was dropped, then remove the lines, list
 * items or sentences that carry invented facts (an employer, number, years figure, a second
 * summary...). What cannot be repaired by removal (a named tool gone) stays in the report.
 */
export function repairTruthfulness(
  originalResume: string,
  generatedText: string,
  options?: TruthOptions,
): { text: string; removed: string[]; restored: string[]; report: TruthReport } {
  let text = normalizeText(generatedText);
  const removed: string[] = [];
  const restored: string[] = [];
  const facts = originalFacts(originalResume, options);
  const document = options?.document ?? 'resume';
  for (let round = 0; round < 3; round++) {
    const report = checkAgainst(facts, text, document);
    if (report.ok) return { text, removed, restored, report };
    const headline = report.violations.find((v) => v.kind === 'headline');
    if (headline) {
      // under the name line, where the original had it
      const lines = text.split('\n');
      const name = facts.profile.parsed.contact.name;
      const at = name ? lines.findIndex((l) => l.trim() === name.trim()) : -1;
      lines.splice(at >= 0 ? at + 1 : 0, 0, headline.value);
      text = lines.join('\n');
      restored.push(headline.value);
    }
    const removable = report.violations.filter((v) => v.kind !== 'headline' && v.kind !== 'tool');
    if (!removable.length) continue;
    const values = removable.map((v) => v.value.toLowerCase());
    const bad = (s: string) => values.some((v) => s.toLowerCase().includes(v));
    const factValues = removable
      .filter((v) => ['employer', 'title', 'degree', 'number', 'date'].includes(v.kind))
      .map((v) => v.value.toLowerCase());
    const lines: string[] = [];
    for (const line of text.split('\n')) {
      if (!bad(line)) {
        lines.push(line);
        continue;
      }
      // A line that invents an employer, title, degree, date or number goes whole: dropping
      // only the offending fragment would leave an orphan ("Globex Corp" without its dates).
      const lower = line.toLowerCase();
      if (!/[.!?]\s/.test(line) && factValues.some((v) => lower.includes(v))) {
        removed.push(line.trim());
        continue;
      }
      const items = line.split(/\s*,\s*/);
      if (items.length >= 3 && !/[.!?]\s/.test(line)) {
        const keep = items.filter((i) => {
          if (bad(i)) {
            removed.push(i.trim());
            return false;
          }
          return true;
        });
        if (keep.length) lines.push(keep.join(', '));
        continue;
      }
      const sentences = splitSentences(line);
      const keep = sentences.filter((s) => {
        if (bad(s)) {
          removed.push(s);
          return false;
        }
        return true;
      });
      if (keep.length) {
        const prefix = /^\s*[•*-]\s+/.exec(line)?.[0] ?? '';
        const body = keep.join(' ').replace(/^[•*-]\s+/, '');
        lines.push(prefix + body);
      }
    }
    text = lines.join('\n').replace(/\n{3,}/g, '\n\n');
  }
  return { text, removed, restored, report: checkAgainst(facts, text, document) };
}
