/**
 * One tailoring mode applied to a resume, as its edits in order: basic (standard headings, tidy
 * bullets, one entry per skill, skills ordered by relevance), personalized (relevant bullets
 * first, the posting's spelling of a skill, a summary from the resume's own facts), aggressive
 * (stronger openings, no filler words, Core Competencies). Every edit is in edits.ts; every
 * change is listed in the improvements.
 */
import type { ResumeProfile } from '../ats/profile';
import { DEFAULT_ORDER, formatResume } from '../format';
import { getSkill, matchTokens, tokenizeText } from '../taxonomy';
import { STANDARD_HEADING } from '../text/lexicon';
import { isSpecific } from '../truth/facts';
import type { JobAnalysis, ParsedResume, TailorMode } from '../types';
import {
  applyTerminology,
  cleanBullet,
  escapeRe,
  foldGroups,
  foldSkills,
  list,
  MODE_RANK,
  newSummary,
  plural,
  quoteList,
  relevance,
  sameSkill,
  skillKey,
  stableSortBy,
  tighten,
  type KeptFacts,
  type SkillKey,
} from './edits';
import { strongerOpening } from './verbs';

interface Built {
  text: string;
  improvements: string[];
}

/** How much the job weighs each of its skills and each recurring word. */
interface JobWeights {
  jobSkillWeight: Map<number, number>;
  keywordKeys: Map<string, number>;
}

function jobWeights(job: JobAnalysis): JobWeights {
  const jobSkillWeight = new Map(job.skills.map((s) => [s.skillId, s.weight]));
  const keywordKeys = new Map<string, number>();
  for (const k of job.keywords) {
    const key = tokenizeText(k.term)[0]?.key;
    if (key) keywordKeys.set(key, k.weight);
  }
  return { jobSkillWeight, keywordKeys };
}

/** A skill item's weight for the job: the heaviest job skill it names, memoised. */
function skillScorer(jobSkillWeight: Map<number, number>): (s: string) => number {
  const skillScores = new Map<string, number>();
  return (s: string) => {
    let v = skillScores.get(s);
    if (v === undefined) {
      const m = matchTokens(tokenizeText(s));
      v = m.reduce((n, x) => Math.max(n, jobSkillWeight.get(x.skillId) ?? 0), 0);
      skillScores.set(s, v);
    }
    return v;
  };
}

/** A note when the printed order of the sections differs from the resume's own order. */
function orderNote(profile: ResumeProfile, order: readonly string[]): string | null {
  const own = [...new Set(profile.parsed.sections.map((x) => x.kind as string))].filter((k) =>
    order.includes(k),
  );
  const printed = order.filter((k) => own.includes(k));
  if (own.join() === printed.join()) return null;
  const names = printed.map((k) => STANDARD_HEADING[k as keyof typeof STANDARD_HEADING]);
  return `Put your sections in the order ATS and recruiters expect: ${names.join(', ')}.`;
}

/** The headline goes back under the name, where the resume had it. */
function withHeadline(text: string, parsed: ParsedResume, headline: string): string {
  if (!headline) return text;
  const lines = text.split('\n');
  const at = parsed.contact.name && lines[0] === parsed.contact.name ? 1 : 0;
  lines.splice(at, 0, headline);
  return lines.join('\n');
}

/** Basic: the standard section headings (the formatter prints them); true when any differed. */
function standardHeadings(profile: ResumeProfile, improvements: string[]): boolean {
  const renamed = profile.parsed.sections.filter(
    (s) => s.heading.trim().toLowerCase() !== STANDARD_HEADING[s.kind].toLowerCase(),
  );
  if (!renamed.length) return false;
  const pairs = [
    ...new Set(renamed.map((s) => `"${s.heading.trim()}" -> "${STANDARD_HEADING[s.kind]}"`)),
  ];
  improvements.push(
    `Renamed ${plural(renamed.length, 'section heading')} to the standard ones ATS look for: ${pairs.slice(0, 6).join(', ')}.`,
  );
  return true;
}

/** Basic: each bullet tidied, the words unchanged; true when any changed. */
function tidyBullets(parsed: ParsedResume, improvements: string[]): boolean {
  let cleaned = 0;
  const clean = (arr: string[]) =>
    arr.map((b) => {
      const c = cleanBullet(b);
      if (c !== b) cleaned++;
      return c;
    });
  for (const e of parsed.experience) e.bullets = clean(e.bullets).filter(Boolean);
  for (const p of parsed.projects) p.bullets = clean(p.bullets).filter(Boolean);
  if (!cleaned) return false;
  improvements.push(
    `Tidied ${plural(cleaned, 'bullet')} (spacing, punctuation, capital letters, bullet glyphs); the words are unchanged.`,
  );
  return true;
}

/** Personalized: the bullets most relevant to the job first, in each role and project. */
function relevantBulletsFirst(parsed: ParsedResume, w: JobWeights, improvements: string[]) {
  const score = (b: string) => relevance(b, w.jobSkillWeight, w.keywordKeys);
  let moved = 0;
  for (const e of parsed.experience) {
    const sorted = stableSortBy(e.bullets, score);
    if (sorted.join('\n') !== e.bullets.join('\n')) moved++;
    e.bullets = sorted;
  }
  for (const p of parsed.projects) p.bullets = stableSortBy(p.bullets, score);
  if (moved) improvements.push(`Put the most relevant bullets first in ${plural(moved, 'role')}.`);
}

/** Basic: one entry per skill, the skills the job asks for first; true when the list changed. */
function orderSkills(
  parsed: ParsedResume,
  skillScore: (s: string) => number,
  improvements: string[],
): boolean {
  let changed = false;
  const folded = foldSkills(parsed.skills);
  if (folded.removed.length) {
    changed = true;
    parsed.skills = folded.items;
    foldGroups(parsed, folded.removed);
    for (const [gone, kept] of folded.removed)
      improvements.push(`Removed the duplicate skill "${gone}" (kept "${kept}").`);
  }
  const before = [...parsed.skills, '|', ...parsed.skillGroups.flatMap((g) => g.items)].join('|');
  parsed.skills = stableSortBy(parsed.skills, skillScore);
  for (const g of parsed.skillGroups) g.items = stableSortBy(g.items, skillScore);
  parsed.skillGroups = stableSortBy(parsed.skillGroups, (g) =>
    g.items.reduce((n, i) => n + skillScore(i), 0),
  );
  const after = [...parsed.skills, '|', ...parsed.skillGroups.flatMap((g) => g.items)].join('|');
  if (after !== before) {
    changed = true;
    const first = parsed.skills.filter((s) => skillScore(s) > 0).slice(0, 5);
    improvements.push(
      `Moved the skills this job asks for to the front of your skills list${first.length ? ` (${list(first)})` : ''}.`,
    );
  }
  return changed;
}

/** Basic, for a resume without a Skills section: the tools it names, most relevant first. */
function addSkillsSection(
  parsed: ParsedResume,
  facts: KeptFacts,
  jobSkillWeight: Map<number, number>,
  improvements: string[],
): boolean {
  const listed = stableSortBy(
    facts.tools.filter((t) => getSkill(t.skillId).category !== 'certification'),
    (t) => jobSkillWeight.get(t.skillId) ?? 0,
  ).map((t) => t.surface);
  const items = foldSkills(listed).items.slice(0, 20);
  if (!items.length) return false;
  parsed.skills = items;
  improvements.push(
    `Added a Skills section listing ${plural(items.length, 'skill')} your resume already names: ${list(items.slice(0, 8))}${items.length > 8 ? ' and more' : ''}.`,
  );
  return true;
}

/** Personalized: a one-sentence summary from the resume's own facts, when it has none. */
function addSummary(parsed: ParsedResume, facts: KeptFacts, improvements: string[]) {
  if (parsed.summary.trim()) return;
  const summary = newSummary(parsed, facts);
  if (!summary) return;
  parsed.summary = summary;
  improvements.push(
    `Added a one-sentence summary built from your headline, dates and latest role: "${summary}"`,
  );
}

/** Aggressive: stronger opening verbs and no filler words, in every bullet. */
function strengthenBullets(parsed: ParsedResume, improvements: string[]) {
  const swaps = new Map<string, number>();
  const fillers = new Map<string, number>();
  let tightened = 0;
  const fix = (arr: string[]) =>
    arr.map((b) => {
      const s = strongerOpening(b);
      let text = b;
      if (s) {
        text = s.text;
        const key = `"${s.from}" with "${s.to}"`;
        swaps.set(key, (swaps.get(key) ?? 0) + 1);
      }
      const t = tighten(text);
      if (t.removed.length) {
        tightened++;
        for (const r of t.removed) fillers.set(r, (fillers.get(r) ?? 0) + 1);
      }
      return t.text;
    });
  for (const e of parsed.experience) e.bullets = fix(e.bullets);
  for (const p of parsed.projects) p.bullets = fix(p.bullets);
  for (const [key, n] of swaps) improvements.push(`Replaced ${key} in ${plural(n, 'bullet')}.`);
  if (tightened)
    improvements.push(
      `Removed filler words from ${plural(tightened, 'bullet')}: ${quoteList([...fillers.keys()])}.`,
    );
}

/**
 * The tools the resume's roles and projects name, as a name ("a Django web application"), that
 * the job asks for and its skills list does not cover yet.
 */
function toolsNamedAtWork(
  parsed: ParsedResume,
  facts: KeptFacts,
  jobSkillWeight: Map<number, number>,
  own: string[],
): string[] {
  const covered = new Set<number>();
  for (const s of own) for (const m of matchTokens(tokenizeText(s))) covered.add(m.skillId);
  const ownLoose = own.map((s) => s.toLowerCase());
  const work = [
    ...parsed.experience.flatMap((e) => e.bullets),
    ...parsed.projects.flatMap((p) => [p.description, p.technologies ?? '', ...p.bullets]),
  ].join('\n');
  const namedAtWork = (surface: string) =>
    new RegExp(`(?<=[A-Za-z0-9,:;()] )${escapeRe(surface)}(?![\\w+#])`).test(work);
  const added = facts.tools
    .filter(
      (t) =>
        jobSkillWeight.has(t.skillId) &&
        !covered.has(t.skillId) &&
        getSkill(t.skillId).category !== 'certification' &&
        isSpecific(t, t.surface) &&
        !ownLoose.some((o) => o.includes(t.surface.toLowerCase())) &&
        namedAtWork(t.surface),
    )
    .map((t) => t.surface);
  const memo = new Map<string, SkillKey>();
  return foldSkills(added, memo).items.filter(
    (a) => !own.some((o) => sameSkill(skillKey(o, memo), skillKey(a, memo))),
  );
}

/**
 * Aggressive: Core Competencies, the resume's own skills (in its groups, if it groups them) with
 * the ones the job asks for first, plus the tools its experience names that the job asks for.
 * Returns whether the skills are grouped.
 */
function coreCompetencies(
  parsed: ParsedResume,
  profile: ResumeProfile,
  facts: KeptFacts,
  jobSkillWeight: Map<number, number>,
  improvements: string[],
): boolean {
  const grouped = parsed.skillGroups.length > 0;
  const own = stableSortBy(parsed.skills, skillScorer(jobSkillWeight));
  const addedItems = toolsNamedAtWork(parsed, facts, jobSkillWeight, own);
  parsed.skills = [...own, ...addedItems];
  if (grouped && addedItems.length)
    parsed.skillGroups.push({ label: 'Other tools', items: addedItems });
  const at = (k: string) => profile.parsed.sections.findIndex((x) => x.kind === k);
  if (parsed.skills.length)
    improvements.push(
      at('experience') >= 0 && at('skills') > at('experience')
        ? 'Renamed your skills section "Core Competencies" and moved it above your experience.'
        : 'Renamed your skills section "Core Competencies".',
    );
  if (addedItems.length)
    improvements.push(
      `Added to Core Competencies ${plural(addedItems.length, 'skill')} your experience already names: ${list(addedItems)}.`,
    );
  return grouped;
}

/** The resume rewritten by one mode, with what was changed. */
export function build(
  profile: ResumeProfile,
  job: JobAnalysis,
  mode: TailorMode,
  facts: KeptFacts,
): Built {
  const rank = MODE_RANK[mode];
  const parsed: ParsedResume = structuredClone(profile.parsed);
  const improvements: string[] = [];
  const weights = jobWeights(job);
  let changed = standardHeadings(profile, improvements);
  changed = tidyBullets(parsed, improvements) || changed;
  if (rank >= 1) {
    relevantBulletsFirst(parsed, weights, improvements);
    applyTerminology(parsed, profile, job, improvements);
  }
  const skillsChanged = parsed.skills.length
    ? orderSkills(parsed, skillScorer(weights.jobSkillWeight), improvements)
    : addSkillsSection(parsed, facts, weights.jobSkillWeight, improvements);
  changed = skillsChanged || changed;
  if (rank >= 1) addSummary(parsed, facts, improvements);

  const note = orderNote(profile, DEFAULT_ORDER);
  if (rank >= 2) {
    strengthenBullets(parsed, improvements);
    const grouped = coreCompetencies(parsed, profile, facts, weights.jobSkillWeight, improvements);
    if (note) improvements.push(note);
    const text = formatResume(parsed, {
      skillsHeading: 'Core Competencies',
      flatSkills: !grouped,
      order: DEFAULT_ORDER,
    });
    return { text: withHeadline(text, parsed, facts.headline), improvements };
  }
  if (note) {
    changed = true;
    improvements.push(note);
  }
  if (rank === 0 && !changed)
    improvements.push(
      'Your resume already uses standard headings, tidy bullets and a relevant skills order; nothing needed changing.',
    );
  return { text: withHeadline(formatResume(parsed), parsed, facts.headline), improvements };
}
