/**
 * The shipped occupation data (data/occupations.json, built by scripts/build-occupations.ts from
 * O*NET 29.2 and BLS OEWS May 2023), decoded once on first use.
 */
import raw from '../../data/occupations.json';
import { singular, stem5 } from './normalize';

/** One O*NET occupation as the engine describes it. */
export interface Occupation {
  /** O*NET-SOC code, e.g. "15-1252.00" */
  code: string;
  title: string;
  /** first sentence of the O*NET description */
  description: string;
  /** the 6-digit SOC code, e.g. "15-1252" */
  soc: string;
  majorGroup: { code: string; title: string };
  /** technology skills O*NET lists for the occupation, the most asked-for first */
  technologySkills: readonly string[];
  /**
   * the technologies O*NET flags "In Demand" for the occupation (employers ask for them in its
   * job postings), the ones most often in demand across its SOC minor group first; empty when
   * O*NET flags none
   */
  inDemand: readonly string[];
  /** the BLS OEWS row holding its wages (its own code or the group BLS folds it into) */
  wageCode: string | null;
}

export interface OccupationRecord extends Occupation {
  index: number;
  /** normalised titles joined by "|", each with a "^n" weight suffix when not 1 */
  titles: string;
  /** technology skill indexes into the shared list */
  techIds: readonly number[];
  /** stems of the official title's words, for tie-breaking between occupations */
  titleWords: ReadonlySet<string>;
  /** national employment of its BLS row, shared among the O*NET occupations in that row */
  employment: number;
}

/** A BLS OEWS national row: [mean, p10, p25, p50, p75, p90]; -1 = top-coded, null = not available. */
export interface WageRow {
  code: string;
  title: string;
  group: 'total' | 'major' | 'minor' | 'broad' | 'detailed';
  employment: number | null;
  /** 0 annual and hourly, 1 annual only, 2 hourly only */
  pay: 0 | 1 | 2;
  values: ReadonlyArray<number | null>;
}

interface RawData {
  credits: string;
  tech: string[];
  developerTools?: number[];
  techTerms?: Record<string, number[]>;
  occupations: Array<[string, string, string, string, number[], string | null, number[]?]>;
  wages: Array<[string, string, string, number | null, number, ...Array<number | null>]>;
  states: { names: string[]; codes: string[]; means: Array<Array<number | null>> };
}

export interface OccupationData {
  credits: string;
  occupations: OccupationRecord[];
  byCode: Map<string, OccupationRecord>;
  tech: readonly string[];
  /** technologies most of whose O*NET occupations are computer occupations (Apache Maven, Django) */
  developerTools: ReadonlySet<string>;
  /** technology word of a title -> [occupation index, how many of its technologies are of that kind, ...] */
  techTerms: Readonly<Record<string, readonly number[]>>;
  /** inverse document frequency of each technology skill over occupations */
  techIdf: Float64Array;
  wages: Map<string, WageRow>;
  states: RawData['states'];
}

const GROUPS: Record<string, WageRow['group']> = {
  t: 'total',
  M: 'major',
  m: 'minor',
  b: 'broad',
  d: 'detailed',
};

let cache: OccupationData | undefined;

function decode(): OccupationData {
  const data = raw as unknown as RawData;
  const wages = new Map<string, WageRow>();
  for (const [code, title, group, employment, pay, ...values] of data.wages) {
    wages.set(code, {
      code,
      title,
      group: GROUPS[group] ?? 'detailed',
      employment,
      pay: (pay === 1 || pay === 2 ? pay : 0) as WageRow['pay'],
      values,
    });
  }
  const sharing = new Map<string, number>();
  for (const o of data.occupations) if (o[5]) sharing.set(o[5], (sharing.get(o[5]) ?? 0) + 1);
  const techDocs = new Float64Array(data.tech.length);
  const occupations = data.occupations.map(
    ([code, title, description, titles, techIds, wageCode, demandIds], index): OccupationRecord => {
      for (const t of techIds) techDocs[t]!++;
      const soc = code.slice(0, 7);
      const major = `${code.slice(0, 2)}-0000`;
      const row = wageCode ? wages.get(wageCode) : undefined;
      const emp = row?.employment ?? 0;
      // the ".00" occupation is the typical one of its SOC code; specialties share the rest
      const share = (sharing.get(wageCode ?? '') ?? 1) + 1;
      return {
        index,
        code,
        title,
        description,
        soc,
        majorGroup: { code: major, title: wages.get(major)?.title ?? '' },
        technologySkills: techIds.map((t) => data.tech[t] ?? ''),
        inDemand: (demandIds ?? []).map((t) => data.tech[t] ?? '').filter(Boolean),
        wageCode,
        titles,
        techIds,
        titleWords: new Set(
          (title.toLowerCase().match(/[a-z0-9+#]+/g) ?? []).map((w) => stem5(singular(w))),
        ),
        employment: (emp * (code.endsWith('.00') ? 2 : 1)) / share,
      };
    },
  );
  const byCode = new Map<string, OccupationRecord>();
  for (const o of occupations) {
    byCode.set(o.code, o);
    if (o.code.endsWith('.00') || !byCode.has(o.soc)) byCode.set(o.soc, o);
  }
  const techIdf = new Float64Array(data.tech.length);
  for (let i = 0; i < techIdf.length; i++)
    techIdf[i] = Math.log((occupations.length + 1) / ((techDocs[i] ?? 0) + 1));
  return {
    credits: data.credits,
    occupations,
    byCode,
    tech: data.tech,
    developerTools: new Set((data.developerTools ?? []).map((t) => data.tech[t] ?? '')),
    techTerms: data.techTerms ?? {},
    techIdf,
    wages,
    states: data.states,
  };
}

/** The decoded data, built on first use. */
export function occupationData(): OccupationData {
  cache ??= decode();
  return cache;
}

function record(code: unknown): OccupationRecord | undefined {
  if (typeof code !== 'string') return undefined;
  const c = code.trim();
  if (!/^\d{2}-\d{4}(?:\.\d{2})?$/.test(c)) return undefined;
  return occupationData().byCode.get(c);
}

/** Public view of a record (no matcher internals). */
export function publicOccupation(o: OccupationRecord): Occupation {
  return {
    code: o.code,
    title: o.title,
    description: o.description,
    soc: o.soc,
    majorGroup: o.majorGroup,
    technologySkills: o.technologySkills,
    inDemand: o.inDemand,
    wageCode: o.wageCode,
  };
}

/** The occupation with an O*NET-SOC code ("15-1252.00") or a 6-digit SOC code ("15-1252"). */
export function occupationByCode(code: string): Occupation | null {
  const o = record(code);
  return o ? publicOccupation(o) : null;
}

/** Record lookup for the other occupation modules. */
export function occupationRecord(code: string): OccupationRecord | undefined {
  return record(code);
}

/**
 * How close two occupations sit in the SOC classification: 1 for the same occupation, else the
 * weight of the closest level they share (the SOC code, its broad, minor or major group), 0 for
 * none.
 */
export function socCloseness(
  a: OccupationRecord,
  b: OccupationRecord,
  weights: { soc: number; broad: number; minor: number; major: number },
): number {
  if (a.code === b.code) return 1;
  if (a.soc === b.soc) return weights.soc;
  if (a.soc.slice(0, 6) === b.soc.slice(0, 6)) return weights.broad;
  if (a.soc.slice(0, 4) === b.soc.slice(0, 4)) return weights.minor;
  if (a.soc.slice(0, 2) === b.soc.slice(0, 2)) return weights.major;
  return 0;
}

/** How close two SOC codes sit in the classification: same occupation 1 ... same major group 0.35. */
const structural = (a: OccupationRecord, b: OccupationRecord): number =>
  socCloseness(a, b, { soc: 0.9, broad: 0.75, minor: 0.55, major: 0.35 });

/** IDF-weighted cosine of two occupations' technology skills (Excel counts little, Kubernetes much). */
function techSimilarity(a: OccupationRecord, b: OccupationRecord): number {
  const { techIdf } = occupationData();
  const inB = new Set(b.techIds);
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const t of a.techIds) {
    const w = (techIdf[t] ?? 0) ** 2;
    na += w;
    if (inB.has(t)) dot += w;
  }
  for (const t of b.techIds) nb += (techIdf[t] ?? 0) ** 2;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/**
 * Relatedness of two occupations in 0..1: where they sit in the SOC classification (same
 * broad group, minor group, major group), raised by the technology skills they share. Two
 * occupations of different major groups reach at most 0.5, and only through shared tools.
 * Unknown codes are unrelated (0).
 */
export function similarOccupations(a: string, b: string): number {
  const x = record(a);
  const y = record(b);
  if (!x || !y) return 0;
  const s = structural(x, y);
  if (s === 1) return 1;
  const value = s + (1 - s) * 0.5 * techSimilarity(x, y);
  return Math.round(value * 1000) / 1000;
}
