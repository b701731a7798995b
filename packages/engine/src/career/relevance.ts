/**
 * Which of an occupation's technologies a person in its field would recognise as part of the
 * work. O*NET lists technologies found in any job posting of an occupation, so the list of a
 * controller holds Yardi (property management) and Primavera (construction scheduling), and
 * that of a health services manager Marketo (marketing automation). O*NET's own signal of use
 * is the "In Demand" flag: employers of the occupation ask for the technology in many postings.
 * A technology counts for an occupation when:
 * - its postings ask for it (flagged in demand for the occupation);
 * - or the postings of a close occupation do (the technology's home field is near): Revit, in
 *   demand for architects, counts for construction managers; Yardi, in demand only in real
 *   estate, does not count for controllers;
 * - or most of the occupations that list it are in the target's field (ClassDojo for
 *   elementary teachers, MEDITECH for nurses); a technology only the target lists counts when
 *   it names a kind of software ("Hotel management system software"), not a vendor's product.
 * The field's tools: technologies the postings of two or more very close occupations ask for
 * that the occupation's own (shortened) list lacks: Python and Tableau for clinical data
 * managers.
 */
import { occupationData, type OccupationRecord } from '../occupation/data';
import { relatednessToAll } from '../occupation/related';

/** Relatedness at which an occupation's postings speak for the target's field. */
const HOME_NEAR = 0.35;
/** Relatedness at which an occupation that lists a technology counts as in the target's field. */
const FIELD_WIDE = 0.2;
/** Share of a technology's occupations that must be in the target's field for it to count. */
const FIELD_SHARE = 0.6;
/** Relatedness at which a neighbour's in-demand tools count as the field's tools. */
const FIELD_NEAR = 0.6;

interface TechIndex {
  /** technology -> indexes of the occupations whose postings ask for it */
  demandedBy: Map<string, number[]>;
  /** technology -> indexes of the occupations that list it */
  listedBy: Map<string, number[]>;
}

let index: TechIndex | undefined;

function techIndex(): TechIndex {
  if (index) return index;
  const demandedBy = new Map<string, number[]>();
  const listedBy = new Map<string, number[]>();
  const add = (m: Map<string, number[]>, t: string, i: number) => {
    const l = m.get(t);
    if (l) l.push(i);
    else m.set(t, [i]);
  };
  for (const o of occupationData().occupations) {
    for (const t of o.inDemand) add(demandedBy, t, o.index);
    for (const t of new Set([...o.technologySkills, ...o.inDemand])) add(listedBy, t, o.index);
  }
  index = { demandedBy, listedBy };
  return index;
}

const relCache = new Map<string, Float64Array>();

/** Relatedness of every occupation to one (cached: the planner asks several times). */
export function relatednessOf(code: string): Float64Array {
  let r = relCache.get(code);
  if (!r) {
    r = relatednessToAll(code);
    if (relCache.size > 64) relCache.clear();
    relCache.set(code, r);
  }
  return r;
}

/**
 * A kind of software rather than a product ("Hotel management system software", "Learning
 * management system LMS", "Accounting software"): a capitalised first word, then lower-case
 * words or acronyms, at least one lower-case word.
 */
export function genericTechnology(name: string): boolean {
  return /^[A-Z][a-z]+(?: (?:[a-z]+|[A-Z]{2,5}))+$/.test(name) && / [a-z]/.test(name);
}

/** Whether a technology on the occupation's list is one its field uses (see the module note). */
export function usedInField(rec: OccupationRecord, tech: string): boolean {
  if (rec.inDemand.includes(tech)) return true;
  const { demandedBy, listedBy } = techIndex();
  const rel = relatednessOf(rec.code);
  const homes = (demandedBy.get(tech) ?? []).filter((i) => i !== rec.index);
  // the tool of another field: its postings ask for it, ours do not
  if (homes.length) return homes.some((i) => rel[i]! >= HOME_NEAR);
  const others = (listedBy.get(tech) ?? []).filter((i) => i !== rec.index);
  // a vendor's product only this occupation lists is too rare to name; a kind of software is not
  if (!others.length) return genericTechnology(tech);
  const inField = others.filter((i) => rel[i]! >= FIELD_WIDE).length;
  // one other occupation speaks for the field only when it is a close one
  if (others.length === 1 && rel[others[0]!]! < HOME_NEAR) return false;
  return inField / others.length >= FIELD_SHARE;
}

/**
 * Technologies the postings of very close occupations ask for that the occupation's own list
 * lacks, the most widely asked-for first (weighted by closeness).
 */
export function fieldTechnologies(rec: OccupationRecord, limit: number): string[] {
  const { occupations } = occupationData();
  const rel = relatednessOf(rec.code);
  const own = new Set([...rec.technologySkills, ...rec.inDemand]);
  const weight = new Map<string, number>();
  const count = new Map<string, number>();
  for (const o of occupations) {
    const r = rel[o.index]!;
    if (o.index === rec.index || r < FIELD_NEAR) continue;
    for (const t of o.inDemand)
      if (!own.has(t)) {
        weight.set(t, (weight.get(t) ?? 0) + r);
        count.set(t, (count.get(t) ?? 0) + 1);
      }
  }
  // asked for across the field: by two close occupations at least
  return [...weight]
    .filter(([t]) => (count.get(t) ?? 0) >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([t]) => t);
}
