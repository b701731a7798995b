/**
 * The fuzzy reading of a job title: IDF-weighted overlap of words with the O*NET titles (a Dice
 * coefficient where rare words count most and the head noun counts half again), one-letter
 * typos corrected, spread to the occupations each title is filed under.
 */
import { stem5 } from './normalize';
import { HEAD, correct, occOf, weightOf, type MatchIndex } from './title-index';
import type { OccupationMatch } from './match';

/** Below this fuzzy score nothing is close enough to name. */
const MIN_FUZZY = 0.3;
/** Fuzzy matches are never certain. */
const MAX_FUZZY_CONFIDENCE = 0.85;
/** The title's head noun is in the occupation's name ("Project Manager" ~ "Project Management Specialists"). */
export function headInName(ix: MatchIndex, occ: number, head: string | undefined): boolean {
  return head !== undefined && ix.occs[occ]!.titleWords.has(stem5(head));
}

interface Ranked {
  occ: number;
  score: number;
}

export interface Attempt {
  method: OccupationMatch['method'];
  words: string;
  ranked: Ranked[];
  confidence: number;
}

/** Score kept by an occupation the title's technologies do not point to. */
const OFF_TECH = 0.35;
/** Score kept by an "All Other" occupation: a title filed there says only the broad field. */
const RESIDUAL = 0.75;
/** The query words summed into each title's accumulator: what the titles share with the query. */
interface Accumulated {
  query: string[];
  touched: number[];
  qNorm: number;
  head: string | undefined;
  matched: number;
}

/**
 * Adds each query word's weight to the titles that hold it (the head noun counting more, a
 * corrected typo less) and notes where the head noun sits in each title.
 */
function accumulate(ix: MatchIndex, query: string[]): Accumulated {
  const acc = ix.scratch;
  const headSeen = ix.headSeen;
  const touched: number[] = [];
  let qNorm = 0;
  let head: string | undefined;
  let matched = 0;
  for (let i = 0; i < query.length; i++) {
    const isHead = i === query.length - 1;
    let w = query[i]!;
    let factor = 1;
    if (!ix.idf.has(w)) {
      const fixed = correct(ix, w);
      if (fixed) {
        w = fixed;
        factor = 0.8;
      }
    }
    const idf = ix.idf.get(w);
    const wq = (idf ?? ix.maxIdf) * (isHead ? HEAD : 1);
    qNorm += wq;
    const list = idf === undefined ? undefined : ix.postings.get(w);
    if (!list || idf === undefined) continue;
    matched++;
    if (isHead) head = w;
    for (const code of list) {
      const d = code >> 1;
      if (acc[d] === 0) touched.push(d);
      acc[d]! += (wq + idf * (code & 1 ? HEAD : 1)) * factor;
      if (isHead) headSeen[d] = code & 1 ? 2 : 1;
    }
  }
  return { query, touched, qNorm, head, matched };
}

/**
 * Each touched title's score, spread to the occupations it is filed under (the best score per
 * occupation kept), and the best-scoring title. Clears the accumulators as it reads them.
 */
function scoreOccupations(
  ix: MatchIndex,
  { touched, qNorm, head }: Accumulated,
  tech: Map<number, number> | undefined,
  skipDoc: number,
): { byOcc: Map<number, number>; bestDoc: number } {
  const acc = ix.scratch;
  const headSeen = ix.headSeen;
  const byOcc = new Map<number, number>();
  let bestDoc = -1;
  let bestDocScore = 0;
  for (const d of touched) {
    if (d === skipDoc) {
      acc[d] = 0;
      headSeen[d] = 0;
      continue;
    }
    // the head noun should stay the head: "team" is not a "team driver"
    const position = headSeen[d] === 2 ? 1 : headSeen[d] === 1 ? 0.8 : 0.85;
    const s = (acc[d]! / (qNorm + ix.docNorm[d]!)) * position;
    acc[d] = 0;
    headSeen[d] = 0;
    if (s < MIN_FUZZY * 0.8) continue;
    if (s > bestDocScore) {
      bestDocScore = s;
      bestDoc = d;
    }
    const { candStart, cands } = ix.core;
    for (let k = candStart[d]!; k < candStart[d + 1]!; k++) {
      const p = cands[k]!;
      const occ = occOf(p);
      let v =
        s * (0.85 + 0.15 * Math.min(1, weightOf(p) / 6)) +
        (headInName(ix, occ, head) ? 0.04 : 0) +
        0.02 * ix.prior[occ]!;
      if (tech) v *= OFF_TECH + (1 - OFF_TECH) * (tech.get(occ) ?? 0);
      if (ix.residual[occ]) v *= RESIDUAL;
      if (v > (byOcc.get(occ) ?? 0)) byOcc.set(occ, v);
    }
  }
  return { byOcc, bestDoc };
}

export function fuzzyAttempt(
  ix: MatchIndex,
  words: readonly string[],
  tech?: Map<number, number>,
  skipDoc = -1,
): Attempt | null {
  const query = [...new Set(words)];
  if (!query.length) return null;
  const accumulated = accumulate(ix, query);
  if (!accumulated.matched) return null;
  const { byOcc, bestDoc } = scoreOccupations(ix, accumulated, tech, skipDoc);
  if (!byOcc.size) return null;
  const ranked = [...byOcc]
    .map(([occ, score]) => ({ occ, score }))
    .sort((a, b) => b.score - a.score || a.occ - b.occ);
  const s1 = Math.min(1, ranked[0]!.score);
  if (s1 < MIN_FUZZY) return null;
  const s2 = Math.min(1, ranked[1]?.score ?? 0);
  const margin = (s1 - s2) / s1;
  const confidence = Math.min(MAX_FUZZY_CONFIDENCE, s1 * (0.3 + 0.7 * Math.min(1, margin * 3)));
  return {
    method: 'fuzzy',
    words: bestDoc >= 0 ? ix.core.text(bestDoc) : query.join(' '),
    ranked,
    confidence,
  };
}
