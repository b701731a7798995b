/**
 * How related skills are, learned from O*NET: each skill is the set of occupations that list it
 * as a technology (data/skill-occupations.json, built by scripts/build-skill-occupations.ts).
 * Two skills used by the same occupations are near (React and Angular); a set of skills points to
 * the occupations it is typical of, so a posting and a resume can be compared by where their
 * skills point (a data engineering posting and a data science resume share Python and SQL but
 * not Spark and Airflow).
 */
import data from '../../data/skill-occupations.json';
import { allSkills } from './index';

interface Vector {
  occ: Int32Array;
  /** weights divided by the vector's length (unit length) */
  w: Float32Array;
  /** how telling the skill is: ln(occupations / occupations listing it) */
  idf: number;
}

let vectors: Map<number, Vector> | undefined;
/** Occupations in the data (the length of the occupation vectors' space). */
const OCCUPATIONS = 1016;

function load(): Map<number, Vector> {
  if (vectors) return vectors;
  const byName = new Map(allSkills().map((s) => [s.name, s.id]));
  vectors = new Map();
  for (const [name, flat] of Object.entries(
    (data as { skills: Record<string, number[]> }).skills,
  )) {
    const id = byName.get(name);
    if (id === undefined) continue;
    const n = flat.length / 2;
    const occ = new Int32Array(n);
    const w = new Float32Array(n);
    let len = 0;
    for (let i = 0; i < n; i++) {
      occ[i] = flat[2 * i]!;
      w[i] = flat[2 * i + 1]!;
      len += w[i]! * w[i]!;
    }
    len = Math.sqrt(len);
    for (let i = 0; i < n; i++) w[i]! /= len;
    vectors.set(id, { occ, w, idf: Math.log(OCCUPATIONS / n) });
  }
  return vectors;
}

/** How telling a skill is of its occupations, ln(occupations / occupations listing it); undefined when O*NET does not list it. */
export function skillIdf(skillId: number): number | undefined {
  return load().get(skillId)?.idf;
}

const memo = new Map<number, number>();
const MEMO_MAX = 50_000;

/** How near two skills are, 0..1: the cosine of their occupation vectors (0 when either is unknown). */
export function relatedness(a: number, b: number): number {
  if (a === b) return 1;
  const key = a < b ? a * 65_536 + b : b * 65_536 + a;
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const va = load().get(a);
  const vb = load().get(b);
  let dot = 0;
  if (va && vb) {
    // both lists are sorted by occupation: a merge
    let i = 0;
    let j = 0;
    while (i < va.occ.length && j < vb.occ.length) {
      const x = va.occ[i]!;
      const y = vb.occ[j]!;
      if (x === y) dot += va.w[i++]! * vb.w[j++]!;
      else if (x < y) i++;
      else j++;
    }
  }
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(key, dot);
  return dot;
}

/**
 * Where a set of skills points: the sum of their occupation vectors, each scaled by its weight in
 * the document and by how telling the skill is (Excel, in most occupations, says little).
 */
export function occupationProfile(skills: Iterable<[number, number]>): Map<number, number> {
  const out = new Map<number, number>();
  for (const [id, weight] of skills) {
    const v = load().get(id);
    if (!v || weight <= 0) continue;
    const f = weight * v.idf;
    for (let i = 0; i < v.occ.length; i++) {
      const o = v.occ[i]!;
      out.set(o, (out.get(o) ?? 0) + f * v.w[i]!);
    }
  }
  return out;
}

/** Cosine of two profiles, 0..1 (null when either is empty). */
export function profileSimilarity(a: Map<number, number>, b: Map<number, number>): number | null {
  if (!a.size || !b.size) return null;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [k, v] of a) {
    na += v * v;
    const u = b.get(k);
    if (u !== undefined) dot += v * u;
  }
  for (const v of b.values()) nb += v * v;
  return na && nb ? dot / Math.sqrt(na * nb) : null;
}
