/**
 * The truthfulness check: a generated text (a tailored resume, a cover letter, an About) against
 * the facts of the original resume, as one step per kind of fact, in the order the violations
 * are reported: dates and numbers, years of experience, skills, employers and titles, degrees,
 * and for a resume its shape (headline, named tools, one summary).
 */
import { parseResume } from '../parser';
import { getSkill, matchTokens, tokenizeText, type SkillMention } from '../taxonomy';
import { findDates } from '../text/dates';
import { COMPANY_MARKERS, degreeLevelOf, TITLE_HEADS, DEGREE_LEVEL_NAMES } from '../text/lexicon';
import { normalizeText, splitSentences } from '../text/normalize';
import type { ParsedResume, TruthReport, TruthViolation } from '../types';
import {
  claimFits,
  hasHeadline,
  introSentences,
  missingTools,
  skillYears,
  yearsClaims,
} from './facts';
import { bare, loose, NUMBER_RE, type OriginalFacts } from './original';

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

/** Where violations are recorded (each kind and value once), and what the original says. */
interface Findings {
  add: (kind: TruthViolation['kind'], value: string) => void;
  /** the words appear in the original, in loose form */
  inOriginal: (s: string) => boolean;
}

function findings(facts: OriginalFacts, violations: TruthViolation[]): Findings {
  const seen = new Set<string>();
  return {
    add: (kind, value) => {
      const k = `${kind}:${value.toLowerCase()}`;
      if (seen.has(k)) return;
      seen.add(k);
      violations.push({ kind, value });
    },
    inOriginal: (s) => {
      const l = loose(s);
      return !l || facts.looseText.includes(` ${l} `);
    },
  };
}

/** Dates and numbers the original does not have. */
function checkNumbers(novel: string, facts: OriginalFacts, { add }: Findings) {
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
}

/** Years of experience: never above the figure the resume states, never attached to a skill anew. */
function checkYears(
  novel: string,
  novelMentions: SkillMention[],
  facts: OriginalFacts,
  { add }: Findings,
) {
  for (const c of yearsClaims(novel))
    if (!claimFits(c, facts.statedYears, facts.yearsFromDates)) add('years', c.text.trim());
  for (const sy of skillYears(novel, novelMentions))
    if (!facts.skillYears.some((o) => o.skillId === sy.skillId && o.value === sy.value))
      add('skill-years', sy.text);
}

/** Hard skills the original does not show (soft skills are descriptions, not facts). */
function checkSkills(
  novel: string,
  novelMentions: SkillMention[],
  facts: OriginalFacts,
  { add, inOriginal }: Findings,
) {
  const { profile } = facts;
  const origSkills = new Set<number>([...profile.skills.keys(), ...profile.implied.keys()]);
  for (const m of novelMentions) {
    if (origSkills.has(m.skillId)) continue;
    const s = getSkill(m.skillId);
    if (s.category === 'soft' || s.category === 'spoken-language') continue;
    // the surface words themselves appear in the original (e.g. an ESCO phrase made of ordinary words)
    if (inOriginal(novel.slice(m.start, m.end))) continue;
    add('skill', novel.slice(m.start, m.end));
  }
}

/** The pronoun after a name is no part of it ("At Fernway Health I designed ..."), nor a final full stop. */
const withoutTrailingI = (s: string) =>
  s.replace(/(?:[ \t]+I(?:['’](?:m|ve|d|ll))?)+$/, '').replace(/\.$/, '');

/**
 * Employers and titles: those of the generated experience section, then organisation names and
 * title phrases in prose (skill names such as "Amazon Web Services" are not employers).
 */
function checkEmployersAndTitles(
  novel: string,
  novelMentions: SkillMention[],
  gen: ParsedResume,
  { add, inOriginal }: Findings,
) {
  for (const e of gen.experience) {
    if (e.company && !inOriginal(e.company)) add('employer', e.company);
    if (e.title && !inOriginal(e.title)) add('title', e.title);
  }
  const overlapsSkill = skillCoverage(novel, novelMentions);
  for (const m of novel.matchAll(ORG_PHRASE)) {
    // nor the next sentence's "I'm" ("at St. Mary's Hospital. I'm looking ...")
    const phrase = withoutTrailingI(m[0].trim());
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
    const org = withoutTrailingI(m[1]!.trim());
    if (TITLE_HEADS.has(org.split(/\s+/).pop()!.toLowerCase())) continue;
    if (/^(?:I|We|The|This|A|An|My|Our|Skills|Experience|Python|Java)$/.test(org)) continue;
    if (matchTokens(tokenizeText(org)).length) continue;
    if (!inOriginal(org) && /^[A-Z]/.test(org) && org.length > 2) add('employer', org);
  }
  for (const t of titlePhrases(novel)) if (!inOriginal(t)) add('title', t);
}

/** Degrees of a level the original does not name. */
function checkDegrees(novel: string, facts: OriginalFacts, { add }: Findings) {
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
}

/** The resume's shape: its headline, its named tools, one summary. */
function checkShape(
  generated: string,
  gen: ParsedResume,
  facts: OriginalFacts,
  { add, inOriginal }: Findings,
) {
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

/** checkTruthfulness against facts computed once (see originalFacts). */
export function checkAgainst(
  facts: OriginalFacts,
  generatedText: string,
  document: 'resume' | 'prose' = 'resume',
  /** the generated text already parsed, when the caller has it */
  generatedParsed?: ParsedResume,
): TruthReport {
  const generated = normalizeText(generatedText);
  // facts are looked for in the lines the original does not hold word for word (most of a local
  // tailoring's lines are the original's, moved)
  const novel = generated
    .split('\n')
    .filter((l) => !facts.lines.has(bare(l)))
    .join('\n');
  const violations: TruthViolation[] = [];
  const found = findings(facts, violations);
  checkNumbers(novel, facts, found);
  const novelMentions = matchTokens(tokenizeText(novel));
  checkYears(novel, novelMentions, facts, found);
  checkSkills(novel, novelMentions, facts, found);
  const gen = generatedParsed ?? parseResume(generated);
  checkEmployersAndTitles(novel, novelMentions, gen, found);
  checkDegrees(novel, facts, found);
  if (document === 'resume') checkShape(generated, gen, facts, found);
  return { ok: violations.length === 0, violations };
}
