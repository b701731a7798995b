/**
 * The title index behind the occupation matcher, built once on first use from the shipped
 * data: every O*NET title under two keys (its words as written, and its words without
 * seniority), word postings with inverse document frequencies for fuzzy matching, and a
 * one-edit typo index built only when an unknown word first appears.
 *
 * It is kept compact: each distinct word is stored once and numbered, titles are runs of word
 * numbers, and every list (a title's words, its candidate occupations, a word's postings) is a
 * slice of one typed array (see ./compact). Held as maps of strings and arrays of arrays, the
 * same index took about 32 MB of heap, and the typo index 12 MB more; compact, about 5 MB in
 * all. Lookups and their results are the same.
 */
import { occupationData, type OccupationRecord } from './data';
import { isSeniority } from './normalize';
import {
  DeleteIndex,
  KeyTable,
  KeyTableBuilder,
  Vocabulary,
  packLists,
  type WordLookup,
} from './compact';

/** A candidate occupation of a title, packed as occupation index * 16 + weight (weights are 1..9). */
export type Packed = number;
export const occOf = (p: Packed) => p >> 4;
export const weightOf = (p: Packed) => p & 15;

export interface MatchIndex {
  occs: readonly OccupationRecord[];
  /** word -> how many occupations use it in a title ("director": hundreds, "barista": one); filled on demand */
  spread: Map<string, number>;
  /** word -> how many titles end with it: role nouns ("scientist", "developer") end many */
  heads: WordLookup<number>;
  /** key of content words in reading order (seniority kept) -> entry */
  full: KeyTable;
  /** key of core words (seniority out) -> doc; docs are what fuzzy matching scores */
  core: KeyTable;
  docNorm: Float64Array;
  /** word -> doc * 2 + 1 where it is the doc's last word, doc * 2 elsewhere */
  postings: WordLookup<Int32Array>;
  /** inverse document frequency of each word of the docs */
  idf: WordLookup<number>;
  maxIdf: number;
  prior: Float64Array;
  scratch: Float64Array;
  /** per doc: 2 the query's head noun is the doc's last word, 1 elsewhere in it, 0 absent */
  headSeen: Uint8Array;
  deletes?: DeleteIndex;
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

/** Every title of every occupation under its two keys, each key's candidates in title order. */
function readTitles(occs: readonly OccupationRecord[], vocabulary: Vocabulary) {
  const full = new KeyTableBuilder(vocabulary);
  const core = new KeyTableBuilder(vocabulary);
  const fullCands: Packed[][] = [];
  const docCands: Packed[][] = [];
  for (const o of occs) {
    for (const t of o.titles.split('|')) {
      const caret = t.lastIndexOf('^');
      const text = caret > 0 ? t.slice(0, caret) : t;
      const weight = caret > 0 ? Math.min(15, Number(t.slice(caret + 1)) || 1) : 1;
      // stored titles are already content words in reading order (see build-occupations.ts)
      const content = text.split(' ');
      if (!text) continue;
      const f = full.add(content, text);
      fullCands[f] ??= [];
      addCandidate(fullCands[f], o.index, weight);
      const cw = content.some(isSeniority) ? content.filter((w) => !isSeniority(w)) : content;
      if (!cw.length) continue;
      const id = core.add(cw, cw === content ? text : undefined);
      docCands[id] ??= [];
      addCandidate(docCands[id], o.index, weight);
    }
  }
  return { full: full.build(packLists(fullCands)), core: core.build(packLists(docCands)) };
}

function build(): MatchIndex {
  const { occupations: occs, techTerms } = occupationData();
  const vocabulary = new Vocabulary();
  const { full, core } = readTitles(occs, vocabulary);
  const words = vocabulary.size;
  const docs = core.size;
  const { wordStart, wordIds } = core;
  // per word: occurrences in docs (df), which is also how many postings it has
  const df = new Int32Array(words);
  for (const w of wordIds) df[w]!++;
  const idf = new Float64Array(words);
  let maxIdf = 0;
  for (let w = 0; w < words; w++) {
    if (!df[w]) continue;
    const v = Math.log(1 + docs / df[w]!);
    idf[w] = v;
    maxIdf = Math.max(maxIdf, v);
  }
  // postings in doc order, then word order within a doc (as they are read)
  const start = new Int32Array(words + 1);
  for (let w = 0; w < words; w++) start[w + 1] = start[w]! + df[w]!;
  const fill = start.slice(0, words);
  const postings = new Int32Array(start[words]!);
  const heads = new Int32Array(words);
  const docNorm = new Float64Array(docs);
  for (let id = 0; id < docs; id++) {
    const end = wordStart[id + 1]!;
    for (let i = wordStart[id]!; i < end; i++) {
      const w = wordIds[i]!;
      const isLast = i === end - 1;
      if (isLast) heads[w]!++;
      postings[fill[w]!++] = id * 2 + (isLast ? 1 : 0);
      docNorm[id]! += idf[w]! * (isLast ? HEAD : 1);
    }
  }
  // a small preference for occupations many people hold: 0 (rare) .. 1.5 (millions)
  const prior = new Float64Array(occs.length);
  for (const o of occs)
    prior[o.index] = Math.min(1.5, Math.max(0, (Math.log10(o.employment + 1) - 3) / 2));
  return {
    occs,
    spread: new Map(),
    // a word of no doc has neither an idf nor postings (an idf is always above 0)
    heads: vocabulary.lookup((w) => heads[w]!),
    full,
    core,
    docNorm,
    postings: vocabulary.lookup((w) =>
      df[w] ? postings.subarray(start[w], start[w + 1]) : undefined,
    ),
    idf: vocabulary.lookup((w) => (idf[w] ? idf[w] : undefined)),
    maxIdf,
    prior,
    scratch: new Float64Array(docs),
    headSeen: new Uint8Array(docs),
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
  // every doc word of 4 letters or more, under itself and each of its one-letter deletions
  ix.deletes ??= new DeleteIndex(ix.idf.words().filter((v) => v.length >= 4));
  let best: string | undefined;
  let bestIdf = Infinity;
  const consider = (v: string) => {
    const f = ix.idf.get(v) ?? Infinity;
    if (f < bestIdf || (f === bestIdf && best !== undefined && v < best)) {
      best = v;
      bestIdf = f;
    }
  };
  for (const v of ix.deletes.get(w)) consider(v);
  for (const d of oneDeletes(w)) {
    if (d.length >= 4 && ix.idf.has(d)) consider(d);
    for (const v of ix.deletes.get(d)) consider(v);
  }
  return best;
}

/** How many occupations use a word in one of their titles (counted once, then remembered). */
export function wordSpread(ix: MatchIndex, w: string): number {
  let n = ix.spread.get(w);
  if (n === undefined) {
    const occs = new Set<number>();
    for (const code of ix.postings.get(w) ?? [])
      for (const p of ix.core.candidates(code >> 1)) occs.add(occOf(p));
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
