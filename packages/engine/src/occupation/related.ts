/**
 * How related two occupations are in the work they do, for the career planner's alternative
 * and bridge roles. O*NET publishes a "Related Occupations" table, but it is not in our data;
 * this measure is built from what is: where the two sit in the SOC classification (only the
 * narrow levels count much: the same SOC code or broad group; a minor or major group such as
 * "Other Management Occupations" holds very different work), the technologies O*NET lists
 * for both (IDF-weighted: Excel says little, Tableau much) and the words of their titles,
 * alternate titles and descriptions (IDF-weighted: "nursing", "clinical", "data" say much;
 * "plan, direct or coordinate" nothing). Deterministic, in 0..1.
 *
 * `similarOccupations` (data.ts) stays as it is: the ATS fit score relies on it.
 */
import { stem } from '../text/stem';
import { wordSet } from '../text/words';
import { occupationData, occupationRecord, socCloseness, type OccupationRecord } from './data';

/** Words that name no kind of work: function words, description boilerplate, grades. */
const STOP = wordSet(
  'and or of the for in to a an with at on by as such these this that other all not listed ' +
    'separately may from into their its be is are use using including include various related ' +
    'work worker occupation plan direct coordinate activities activity field fields perform ' +
    'duties duty provide assist under supervision specialized area areas senior junior lead ' +
    'principal staff associate entry level assistant chief head except',
);

interface Profiles {
  /** per occupation: word ids and their weights (bag weight x IDF), and the vector's norm */
  ids: Int32Array[];
  weights: Float64Array[];
  norms: Float64Array;
  vocabulary: number;
  /** per occupation: technology weights (IDF) for the technology cosine, and its norm */
  techNorms: Float64Array;
}

let cache: Profiles | undefined;

function bagOf(o: OccupationRecord): Map<string, number> {
  const bag = new Map<string, number>();
  const own = `${o.title.replace(/,?\s*(?:All Other|Except\b.*)$/i, '')} ${o.description}`;
  for (const w of own.toLowerCase().match(/[a-z]+/g) ?? [])
    if (w.length > 2 && !STOP.has(w)) bag.set(stem(w), 2);
  // alternate and reported titles: a word many titles use weighs more, up to the official words
  const counts = new Map<string, number>();
  for (const t of o.titles.split('|')) {
    const [words = '', weight] = t.split('^');
    for (const w of words.split(' '))
      if (w.length > 2 && !STOP.has(w)) {
        const s = stem(w);
        counts.set(s, (counts.get(s) ?? 0) + Number(weight ?? 1));
      }
  }
  for (const [w, c] of counts)
    bag.set(w, Math.max(bag.get(w) ?? 0, Math.min(2, Math.log2(1 + c) / 2)));
  return bag;
}

/** The word and technology vectors of every occupation, built once (sparse, IDF-weighted). */
function profiles(): Profiles {
  if (cache) return cache;
  const { occupations, techIdf } = occupationData();
  const bags = occupations.map(bagOf);
  const idOf = new Map<string, number>();
  const df: number[] = [];
  for (const b of bags)
    for (const w of b.keys()) {
      let id = idOf.get(w);
      if (id === undefined) {
        id = df.length;
        idOf.set(w, id);
        df.push(0);
      }
      df[id]!++;
    }
  const idf = df.map((d) => Math.log((occupations.length + 1) / (d + 1)));
  const ids: Int32Array[] = [];
  const weights: Float64Array[] = [];
  const norms = new Float64Array(bags.length);
  bags.forEach((b, i) => {
    const wi = new Int32Array(b.size);
    const wv = new Float64Array(b.size);
    let k = 0;
    let n = 0;
    for (const [w, c] of b) {
      const id = idOf.get(w)!;
      wi[k] = id;
      wv[k] = c * idf[id]!;
      n += wv[k]! ** 2;
      k++;
    }
    ids.push(wi);
    weights.push(wv);
    norms[i] = Math.sqrt(n);
  });
  const techNorms = new Float64Array(occupations.length);
  occupations.forEach((o, i) => {
    let n = 0;
    for (const t of o.techIds) n += (techIdf[t] ?? 0) ** 2;
    techNorms[i] = Math.sqrt(n);
  });
  cache = { ids, weights, norms, vocabulary: df.length, techNorms };
  return cache;
}

/** The dense word and technology vectors of one occupation, to take dot products with. */
function dense(a: OccupationRecord): { words: Float64Array; tech: Float64Array } {
  const p = profiles();
  const { tech, techIdf } = occupationData();
  const words = new Float64Array(p.vocabulary);
  const ids = p.ids[a.index]!;
  const w = p.weights[a.index]!;
  for (let k = 0; k < ids.length; k++) words[ids[k]!] = w[k]!;
  const t = new Float64Array(tech.length);
  for (const id of a.techIds) t[id] = (techIdf[id] ?? 0) ** 2;
  return { words, tech: t };
}

/** Cosines of one occupation (as dense vectors) with another: title and description words, technologies. */
function cosines(
  a: OccupationRecord,
  d: { words: Float64Array; tech: Float64Array },
  b: OccupationRecord,
): { words: number; tech: number } {
  const p = profiles();
  const ids = p.ids[b.index]!;
  const w = p.weights[b.index]!;
  let dot = 0;
  for (let k = 0; k < ids.length; k++) dot += d.words[ids[k]!]! * w[k]!;
  const wn = p.norms[a.index]! * p.norms[b.index]!;
  let tdot = 0;
  for (const id of b.techIds) tdot += d.tech[id]!;
  const tn = p.techNorms[a.index]! * p.techNorms[b.index]!;
  return { words: wn ? dot / wn : 0, tech: tn ? tdot / tn : 0 };
}

/** The classification alone: same occupation 1, same SOC code 0.8, broad group 0.6, minor 0.15, major 0.05. */
const structural = (a: OccupationRecord, b: OccupationRecord): number =>
  socCloseness(a, b, { soc: 0.8, broad: 0.6, minor: 0.15, major: 0.05 });

function relatedness(
  a: OccupationRecord,
  d: { words: Float64Array; tech: Float64Array },
  b: OccupationRecord,
): number {
  const s = structural(a, b);
  if (s === 1) return 1;
  const c = cosines(a, d, b);
  // title and description words are the richer signal, but long title lists dilute the
  // cosine: doubled, capped at 1
  const content = Math.min(1, 0.35 * c.tech + 0.65 * Math.min(1, 2 * c.words));
  return Math.round((s + (1 - s) * content) * 1000) / 1000;
}

/** How related the work of two occupations is, 0..1 (unknown codes 0). */
export function occupationRelatedness(a: string, b: string): number {
  const x = occupationRecord(a);
  const y = occupationRecord(b);
  return x && y ? relatedness(x, dense(x), y) : 0;
}

/** The relatedness of every occupation to one, by occupation index (all 0 for an unknown code). */
export function relatednessToAll(code: string): Float64Array {
  const { occupations } = occupationData();
  const out = new Float64Array(occupations.length);
  const x = occupationRecord(code);
  if (!x) return out;
  const d = dense(x);
  for (const o of occupations) out[o.index] = relatedness(x, d, o);
  return out;
}
