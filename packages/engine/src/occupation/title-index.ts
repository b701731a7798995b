/**
 * The title index behind the occupation matcher, built once on first use from the shipped
 * data: every O*NET title under two keys (its words as written, and its words without
 * seniority), word postings with inverse document frequencies for fuzzy matching, and a
 * one-edit typo index built only when an unknown word first appears.
 */
import { occupationData, type OccupationRecord } from './data';
import { isSeniority, titleKey } from './normalize';

/** A candidate occupation of a title, packed as occupation index * 16 + weight (weights are 1..9). */
export type Packed = number;
export const occOf = (p: Packed) => p >> 4;
export const weightOf = (p: Packed) => p & 15;

export interface MatchIndex {
  occs: readonly OccupationRecord[];
  /** word -> how many occupations use it in a title ("director": hundreds, "barista": one); filled on demand */
  spread: Map<string, number>;
  /** word -> how many titles end with it: role nouns ("scientist", "developer") end many */
  heads: Map<string, number>;
  /** key of content words in reading order (seniority kept) -> entry */
  full: Map<string, number>;
  fullWords: string[];
  fullCands: Packed[][];
  /** key of core words (seniority out) -> doc; docs are what fuzzy matching scores */
  core: Map<string, number>;
  docWords: string[][];
  docCands: Packed[][];
  docNorm: Float64Array;
  /** word -> doc * 2 + 1 where it is the doc's last word, doc * 2 elsewhere */
  postings: Map<string, number[]>;
  idf: Map<string, number>;
  maxIdf: number;
  prior: Float64Array;
  scratch: Float64Array;
  /** per doc: 2 the query's head noun is the doc's last word, 1 elsewhere in it, 0 absent */
  headSeen: Uint8Array;
  deletes?: Map<string, string[]>;
  /** technology word of a title -> occupation index -> affinity 0..1 (see techAffinity) */
  techTerms: Readonly<Record<string, readonly number[]>>;
  techCache: Map<string, Map<number, number>>;
  /** occupations O*NET keeps for what is left of a group ("Engineers, All Other") */
  residual: Uint8Array;
}

/** Weight of the head noun (last word) against the other words. */
export const HEAD = 1.5;

let index: MatchIndex | undefined;

function addCandidate(list: Packed[], occ: number, weight: number): void {
  for (let i = 0; i < list.length; i++) {
    if (occOf(list[i]!) === occ) {
      if (weight > weightOf(list[i]!)) list[i] = occ * 16 + weight;
      return;
    }
  }
  list.push(occ * 16 + weight);
}

function build(): MatchIndex {
  const { occupations: occs, techTerms } = occupationData();
  const full = new Map<string, number>();
  const fullWords: string[] = [];
  const fullCands: Packed[][] = [];
  const core = new Map<string, number>();
  const docWords: string[][] = [];
  const docCands: Packed[][] = [];
  for (const o of occs) {
    for (const t of o.titles.split('|')) {
      const caret = t.lastIndexOf('^');
      const text = caret > 0 ? t.slice(0, caret) : t;
      const weight = caret > 0 ? Math.min(15, Number(t.slice(caret + 1)) || 1) : 1;
      // stored titles are already content words in reading order (see build-occupations.ts)
      const content = text.split(' ');
      if (!text) continue;
      const fk = text;
      let f = full.get(fk);
      if (f === undefined) {
        f = fullWords.length;
        full.set(fk, f);
        fullWords.push(fk);
        fullCands.push([]);
      }
      addCandidate(fullCands[f]!, o.index, weight);
      const cw = content.some(isSeniority) ? content.filter((w) => !isSeniority(w)) : content;
      if (!cw.length) continue;
      const ck = cw === content ? fk : titleKey(cw);
      let id = core.get(ck);
      if (id === undefined) {
        id = docWords.length;
        core.set(ck, id);
        docWords.push(cw);
        docCands.push([]);
      }
      addCandidate(docCands[id]!, o.index, weight);
    }
  }
  const df = new Map<string, number>();
  for (const d of docWords) for (const w of d) df.set(w, (df.get(w) ?? 0) + 1);
  const idf = new Map<string, number>();
  let maxIdf = 0;
  for (const [w, n] of df) {
    const v = Math.log(1 + docWords.length / n);
    idf.set(w, v);
    maxIdf = Math.max(maxIdf, v);
  }
  const postings = new Map<string, number[]>();
  const heads = new Map<string, number>();
  const docNorm = new Float64Array(docWords.length);
  for (let id = 0; id < docWords.length; id++) {
    const d = docWords[id]!;
    for (let i = 0; i < d.length; i++) {
      const w = d[i]!;
      const isLast = i === d.length - 1;
      const p = postings.get(w);
      if (isLast) heads.set(w, (heads.get(w) ?? 0) + 1);
      if (p) p.push(id * 2 + (isLast ? 1 : 0));
      else postings.set(w, [id * 2 + (isLast ? 1 : 0)]);
      docNorm[id]! += (idf.get(w) ?? 0) * (isLast ? HEAD : 1);
    }
  }
  // a small preference for occupations many people hold: 0 (rare) .. 1.5 (millions)
  const prior = new Float64Array(occs.length);
  for (const o of occs)
    prior[o.index] = Math.min(1.5, Math.max(0, (Math.log10(o.employment + 1) - 3) / 2));
  return {
    occs,
    spread: new Map(),
    heads,
    full,
    fullWords,
    fullCands,
    core,
    docWords,
    docCands,
    docNorm,
    postings,
    idf,
    maxIdf,
    prior,
    scratch: new Float64Array(docWords.length),
    headSeen: new Uint8Array(docWords.length),
    techTerms,
    techCache: new Map(),
    residual: Uint8Array.from(occs, (o) => (/\bAll Other\b/.test(o.title) ? 1 : 0)),
  };
}

export function titleIndex(): MatchIndex {
  index ??= build();
  return index;
}

function oneDeletes(w: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < w.length; i++) out.push(w.slice(0, i) + w.slice(i + 1));
  return out;
}

/** The known word one edit away from an unknown one (the most common, if several). */
export function correct(ix: MatchIndex, w: string): string | undefined {
  if (w.length < 4 || w.length > 30 || /\d/.test(w)) return undefined;
  if (!ix.deletes) {
    const deletes = new Map<string, string[]>();
    for (const v of ix.idf.keys()) {
      if (v.length < 4) continue;
      for (const d of [v, ...oneDeletes(v)]) {
        const list = deletes.get(d);
        if (list) list.push(v);
        else deletes.set(d, [v]);
      }
    }
    ix.deletes = deletes;
  }
  let best: string | undefined;
  let bestIdf = Infinity;
  const consider = (v: string) => {
    const f = ix.idf.get(v) ?? Infinity;
    if (f < bestIdf || (f === bestIdf && best !== undefined && v < best)) {
      best = v;
      bestIdf = f;
    }
  };
  for (const v of ix.deletes.get(w) ?? []) consider(v);
  for (const d of oneDeletes(w)) {
    if (d.length >= 4 && ix.idf.has(d)) consider(d);
    for (const v of ix.deletes.get(d) ?? []) consider(v);
  }
  return best;
}

/** How many occupations use a word in one of their titles (counted once, then remembered). */
export function wordSpread(ix: MatchIndex, w: string): number {
  let n = ix.spread.get(w);
  if (n === undefined) {
    const occs = new Set<number>();
    for (const code of ix.postings.get(w) ?? [])
      for (const p of ix.docCands[code >> 1]!) occs.add(occOf(p));
    n = Math.max(1, occs.size);
    ix.spread.set(w, n);
  }
  return n;
}

/**
 * The occupations a technology word of a title points to ("Python", "Kubernetes"), each with
 * an affinity in 0..1: how many of the occupation's O*NET technologies are of the same kind,
 * against the occupation that has most. Undefined for a word that is not a technology.
 */
export function techAffinity(ix: MatchIndex, w: string): Map<number, number> | undefined {
  const cached = ix.techCache.get(w);
  if (cached) return cached;
  if (!Object.hasOwn(ix.techTerms, w)) return undefined;
  const list = ix.techTerms[w]!;
  let max = 1;
  for (let i = 1; i < list.length; i += 2) max = Math.max(max, list[i]!);
  const m = new Map<number, number>();
  for (let i = 0; i + 1 < list.length; i += 2) m.set(list[i]!, list[i + 1]! / max);
  ix.techCache.set(w, m);
  return m;
}
