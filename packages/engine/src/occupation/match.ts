/**
 * Job title -> O*NET occupation.
 *
 * A typed title is read a few ways (whole, its parts, parentheses out), and each reading is
 * tried, most literal first, against the O*NET alternate and reported titles:
 *  1. exact: the same words, seniority included ("Lead Cargo Mover", "Principal");
 *  2. normalised: the same words once seniority and grade words are gone
 *     ("Sr. Software Engineer II" -> "software engineer");
 *  3. fuzzy: IDF-weighted overlap of words (a Dice coefficient where rare words count most and
 *     the last word, the head noun, counts half again), with one-letter typos corrected.
 * When a title as written matches nothing, other ways to say it are tried: a field as its
 * person ("Software Engineering Intern" -> software engineer), "director" and "manager" for
 * "VP" and "head of", and one-letter typos corrected ("Electricain").
 * When several occupations share a title, their weights decide: how many O*NET sources list
 * the title, whether workers reported it, whether the title's head noun is in the occupation's
 * name, and its national employment. Confidence falls as the runner-up comes close, when a
 * one-word title is used by many occupations ("Director"), and when a reading leaves out
 * informative words of the title ("Director II, Data Science" read as "Director").
 * The index is built once, on first use; a lookup reads at most 200 characters and 12 words.
 */
import {
  contentWords,
  coreVariants,
  coreWords,
  titleKey,
  titleReadings,
  titleWords,
} from './normalize';
import {
  correct,
  occOf,
  techAffinity,
  titleIndex,
  weightOf,
  wordSpread,
  type MatchIndex,
  type Packed,
} from './title-index';
import { fuzzyAttempt, headInName, type Attempt } from './fuzzy';

export interface OccupationCandidate {
  code: string;
  title: string;
  confidence: number;
}

export interface OccupationMatch extends OccupationCandidate {
  /** how the title was recognised */
  method: 'exact' | 'normalized' | 'fuzzy';
  /** the O*NET title words it matched */
  matchedTitle: string;
  /** other occupations the title could mean, most likely first */
  alternatives: OccupationCandidate[];
}

/** Alternatives listed with a match. */
const ALTERNATIVES = 5;

/** Weight of an occupation for a title: sources, head noun in its name, how common it is. */
function adjusted(ix: MatchIndex, p: Packed, head: string | undefined): number {
  const occ = occOf(p);
  return weightOf(p) + (headInName(ix, occ, head) ? 2 : 0) + ix.prior[occ]!;
}

/** How much of a title's meaning (IDF mass) a reading keeps: 1 when nothing informative was cut. */
function coverage(ix: MatchIndex, kept: readonly string[], whole: readonly string[]): number {
  const mass = (ws: readonly string[]) => {
    let n = 0;
    for (const w of new Set(ws)) n += ix.idf.get(w) ?? ix.maxIdf / 2;
    return n;
  };
  const total = mass(whole);
  return total > 0 ? Math.min(1, mass(kept) / total) : 1;
}

function exactAttempt(
  ix: MatchIndex,
  cands: ArrayLike<Packed>,
  words: string,
  head: string | undefined,
  method: 'exact' | 'normalized',
): Attempt {
  const ranked = Array.from(cands, (p) => ({ occ: occOf(p), score: adjusted(ix, p, head) })).sort(
    (a, b) => b.score - a.score || a.occ - b.occ,
  );
  const total = ranked.reduce((n, r) => n + r.score, 0);
  const share = total > 0 ? ranked[0]!.score / total : 1;
  const base = method === 'exact' ? 0.97 : 0.94;
  return {
    method,
    words,
    ranked,
    confidence: base * (0.35 + 0.65 * share) * specificity(ix, words),
  };
}

/**
 * A one-word title that many occupations use in their titles says little on its own
 * ("Director", "Technical"): 1 for a word of up to 8 occupations, about 0.45 for hundreds.
 */
function specificity(ix: MatchIndex, words: string): number {
  if (words.includes(' ')) return 1;
  const n = wordSpread(ix, words);
  return n <= 8 ? 1 : 1 / (1 + 0.8 * Math.log10(n / 8));
}

/** What a title's technology words ("Python", "Kubernetes") say: occupation -> affinity 0..1. */
function titleTech(ix: MatchIndex, core: readonly string[]): Map<number, number> | undefined {
  let out: Map<number, number> | undefined;
  // the head noun names the work; technologies are its modifiers
  for (const w of core.slice(0, -1)) {
    const a = techAffinity(ix, w);
    if (!a) continue;
    out ??= new Map();
    for (const [occ, v] of a) out.set(occ, Math.max(out.get(occ) ?? 0, v));
  }
  return out;
}

/** Confidence kept by an exact title filed only under an "All Other" occupation. */
const RESIDUAL_EXACT = 0.45;

const round3 = (x: number) => Math.round(x * 1000) / 1000;

function toMatch(ix: MatchIndex, a: Attempt): OccupationMatch {
  const top = a.ranked[0]!;
  const o = ix.occs[top.occ]!;
  const conf = round3(a.confidence);
  return {
    code: o.code,
    title: o.title,
    confidence: conf,
    method: a.method,
    matchedTitle: a.words,
    alternatives: a.ranked.slice(1, 1 + ALTERNATIVES).map((r) => {
      const alt = ix.occs[r.occ]!;
      return { code: alt.code, title: alt.title, confidence: round3(conf * (r.score / top.score)) };
    }),
  };
}

/** A reading of the title to try fuzzily: its core words and what a match of them costs. */
interface Parsed {
  core: string[];
  penalty: number;
  factor: number;
  tech?: Map<number, number>;
  skipDoc?: number;
}

/**
 * The exact or normalised match of one reading, or of another way to say it when the title as
 * written matched nothing; with those other ways (each with its cost in confidence).
 */
function exactReading(
  ix: MatchIndex,
  content: string[],
  core: string[],
): { attempt: Attempt | null; variants: Array<{ core: string[]; cost: number }> } {
  const head = core[core.length - 1];
  const f = ix.full.get(titleKey(content));
  let attempt: Attempt | null = null;
  if (f !== undefined) {
    attempt = exactAttempt(ix, ix.full.candidates(f), ix.full.text(f), head, 'exact');
  } else {
    const id = core.length ? ix.core.get(titleKey(core)) : undefined;
    if (id !== undefined) {
      const words = ix.core.text(id);
      attempt = exactAttempt(ix, ix.core.candidates(id), words, head, 'normalized');
    }
  }
  // other ways to say it, only when the title as written matched nothing: a field for its
  // person, managerial synonyms, one-letter typos corrected ("Electricain")
  const variants: Array<{ core: string[]; cost: number }> = [];
  if (!attempt) {
    for (const v of coreVariants(core, (w) => (ix.heads.get(w) ?? 0) >= 5))
      variants.push({ core: v, cost: 0.04 });
    const fixed = core.map((w) => (ix.idf.has(w) ? w : (correct(ix, w) ?? w)));
    if (fixed.some((w, i) => w !== core[i])) variants.push({ core: fixed, cost: 0.12 });
  }
  for (const v of variants) {
    const id = ix.core.get(titleKey(v.core));
    if (id === undefined) continue;
    const words = ix.core.text(id);
    const alt = exactAttempt(
      ix,
      ix.core.candidates(id),
      words,
      v.core[v.core.length - 1],
      'normalized',
    );
    alt.confidence -= v.cost;
    if (!attempt || alt.confidence > attempt.confidence) attempt = alt;
  }
  return { attempt, variants };
}

/** The best of `best` and the fuzzy matches of the first four distinct readings. */
function bestFuzzy(ix: MatchIndex, parsed: readonly Parsed[], best: Attempt | null) {
  const tried = new Set<string>();
  for (const p of parsed) {
    const key = titleKey(p.core);
    if (tried.has(key)) continue;
    if (tried.size >= 4) break;
    tried.add(key);
    const attempt = fuzzyAttempt(ix, p.core, p.tech, p.skipDoc);
    if (!attempt) continue;
    attempt.confidence = Math.max(0.01, attempt.confidence * p.factor - p.penalty);
    if (!best || attempt.confidence > best.confidence) best = attempt;
  }
  return best;
}

/**
 * The O*NET occupation a job title names, with a confidence in 0..1 (low when the title is
 * ambiguous or only loosely matched) and the other occupations it could mean. Null when
 * nothing in the title reads as an occupation. Never throws.
 */
export function matchOccupation(title: string): OccupationMatch | null {
  if (typeof title !== 'string') return null;
  const readings = titleReadings(title);
  if (!readings.length) return null;
  const ix = titleIndex();
  let best: Attempt | null = null;
  /** an exact or normalised match of the whole title: fuzzy matching cannot do better */
  let complete = false;
  const parsed: Parsed[] = [];
  let whole: string[] | undefined;
  for (const r of readings) {
    const words = titleWords(r.text);
    const content = contentWords(words);
    if (!content.length) continue;
    const core = coreWords(words);
    // what a part keeps is measured against the title without its parentheses
    if (!whole && !r.keepsParentheses) whole = core;
    const covered = whole ? coverage(ix, core, whole) : 1;
    const factor = 1 - r.coverageWeight * (1 - covered);
    const { attempt, variants } = exactReading(ix, content, core);
    // a title O*NET files only under "All Other" ("Full Stack Engineer" under Engineers, All
    // Other) says the broad field; a specific occupation with the same specialty may say more
    const residual = attempt !== null && ix.residual[attempt.ranked[0]!.occ] === 1;
    if (attempt) {
      if (residual) attempt.confidence *= RESIDUAL_EXACT;
      attempt.confidence = Math.max(0.01, attempt.confidence * factor - r.penalty);
      if (r.penalty === 0 && !residual) complete = true;
      if (!best || attempt.confidence > best.confidence) best = attempt;
    }
    const tech = titleTech(ix, core);
    if (tech) {
      // "Python Engineer": an engineer among the occupations that work with Python
      const rest = core.filter((w, i) => i === core.length - 1 || !techAffinity(ix, w));
      parsed.push({ core: rest, penalty: r.penalty, factor, tech });
    }
    if (core.length)
      parsed.push({
        core,
        penalty: r.penalty,
        factor,
        tech: residual ? tech : undefined,
        skipDoc: residual ? (ix.core.get(titleKey(core)) ?? -1) : -1,
      });
    const managerial = variants.find((v) => v.cost < 0.1);
    if (managerial) parsed.push({ core: managerial.core, penalty: r.penalty + 0.04, factor });
  }
  if (!complete) best = bestFuzzy(ix, parsed, best);
  return best ? toMatch(ix, best) : null;
}
