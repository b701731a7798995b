/**
 * Wages of an occupation from the BLS Occupational Employment and Wage Statistics (OEWS),
 * May 2023: national percentiles, and a state's mean with the factor it implies.
 */
import { occupationData, occupationRecord, type WageRow } from './data';

/** Hours in a BLS work year: annual = hourly x 2080. */
const HOURS_PER_YEAR = 2080;
/** BLS top-codes wages at these values ("#" in the tables). */
const TOP_ANNUAL = 239_200;
const TOP_HOURLY = 115;

export interface WagePercentiles {
  mean: number | null;
  p10: number | null;
  p25: number | null;
  p50: number | null;
  p75: number | null;
  p90: number | null;
}

export interface StateWages {
  name: string;
  abbreviation: string;
  /** mean wage in the state of the row used (annual; hourly when the occupation is paid only by the hour) */
  mean: number;
  /** what the state mean is of: the occupation itself, its major group, or all occupations */
  basis: 'occupation' | 'major group' | 'all occupations';
  /** state mean / national mean of the same row */
  factor: number;
  /** national percentiles scaled by the factor: an estimate, BLS publishes no state percentiles here */
  estimated: WagePercentiles;
}

export interface OccupationWages {
  /** SOC code of the BLS row used */
  code: string;
  title: string;
  /** how precise the row is: the occupation itself or a group that holds it */
  level: 'detailed' | 'broad' | 'minor' | 'major';
  /** the unit BLS publishes the wage in: annual, or hourly for occupations paid only by the hour */
  basis: 'annual' | 'hourly';
  employment: number | null;
  /** annual wages in USD (null for occupations paid only by the hour) */
  annual: WagePercentiles | null;
  /** hourly wages in USD (null for occupations paid only by the year, such as teachers) */
  hourly: WagePercentiles | null;
  /** percentiles at the BLS ceiling ($239,200 a year, $115 an hour): the true value is higher */
  topCoded: Array<keyof WagePercentiles>;
  /** present when a state was asked for; null when it was not recognised */
  state?: StateWages | null;
  source: string;
}

const KEYS: Array<keyof WagePercentiles> = ['mean', 'p10', 'p25', 'p50', 'p75', 'p90'];

/** USPS abbreviations of the areas BLS publishes state wages for. */
const STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  GU: 'Guam',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  PR: 'Puerto Rico',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VI: 'Virgin Islands',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};
const BY_NAME = new Map(Object.entries(STATES).map(([abbr, name]) => [name.toLowerCase(), abbr]));
const NAMES_LONGEST_FIRST = [...BY_NAME.keys()].sort((a, b) => b.length - a.length);

/**
 * The US state (or DC, Puerto Rico, Guam, Virgin Islands) a location names: "CA", "Texas",
 * "Austin, TX", "New York, NY 10001". Null when none is recognised ("Remote", "London").
 */
export function stateFromLocation(location: string): { name: string; abbreviation: string } | null {
  if (typeof location !== 'string') return null;
  const text = location.slice(0, 200).trim();
  if (!text) return null;
  const upper = text.toUpperCase();
  if (STATES[upper]) return { name: STATES[upper], abbreviation: upper };
  // "City, ST" or "City, ST 12345": a capitalised two-letter code after a comma or at the end
  const code = /(?:,\s*|^|\s)([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?\s*$/.exec(text)?.[1];
  if (code && STATES[code]) return { name: STATES[code], abbreviation: code };
  const lower = ` ${text.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  for (const name of NAMES_LONGEST_FIRST) {
    if (lower.includes(` ${name} `)) {
      // "Washington, DC" is the District, not the state
      if (name === 'washington' && /\bd\.?\s?c\b/.test(lower)) continue;
      const abbr = BY_NAME.get(name)!;
      return { name: STATES[abbr]!, abbreviation: abbr };
    }
  }
  return null;
}

function percentiles(row: WageRow, unit: 'annual' | 'hourly'): WagePercentiles | null {
  const native = row.pay === 2 ? 'hourly' : 'annual';
  if (unit !== native && row.pay !== 0) return null;
  const top = unit === 'annual' ? TOP_ANNUAL : TOP_HOURLY;
  const out = {} as WagePercentiles;
  KEYS.forEach((k, i) => {
    const v = row.values[i] ?? null;
    if (v === null) out[k] = null;
    else if (v === -1) out[k] = top;
    else if (unit === native) out[k] = v;
    else out[k] = Math.round((v / HOURS_PER_YEAR) * 100) / 100;
  });
  return out;
}

function stateMean(stateIdx: number, code: string): number | null {
  const { states } = occupationData();
  const i = states.codes.indexOf(code);
  return i < 0 ? null : (states.means[stateIdx]?.[i] ?? null);
}

function forState(row: WageRow, state: string): StateWages | null {
  const found = stateFromLocation(state);
  if (!found) return null;
  const { states, wages } = occupationData();
  const s = states.names.indexOf(found.name);
  if (s < 0) return null;
  const major = `${row.code.slice(0, 2)}-0000`;
  const tries: Array<[string, StateWages['basis']]> = [
    [row.code, 'occupation'],
    [major, 'major group'],
    ['00-0000', 'all occupations'],
  ];
  for (const [code, basis] of tries) {
    const local = stateMean(s, code);
    const nationalRow = wages.get(code);
    const national = nationalRow?.values[0];
    if (local === null || !national || national < 0) continue;
    const factor = Math.round((local / national) * 1000) / 1000;
    const base = percentiles(row, row.pay === 2 ? 'hourly' : 'annual')!;
    const estimated = {} as WagePercentiles;
    for (const k of KEYS) {
      const v = base[k];
      estimated[k] =
        v === null
          ? null
          : row.pay === 2
            ? Math.round(v * factor * 100) / 100
            : Math.round((v * factor) / 10) * 10;
    }
    return { ...found, mean: local, basis, factor, estimated };
  }
  return null;
}

const LEVEL: Record<WageRow['group'], OccupationWages['level']> = {
  detailed: 'detailed',
  broad: 'broad',
  minor: 'minor',
  major: 'major',
  total: 'major',
};

/**
 * BLS OEWS (May 2023) wages of an occupation by O*NET-SOC or SOC code: national mean and
 * 10th/25th/50th/75th/90th percentiles, annual (and hourly, as BLS derives it), from the
 * occupation's own row or the group BLS publishes it in. With a state (name, USPS code or a
 * "City, ST" location), the state's mean and estimated percentiles. Null for an unknown code
 * or an occupation BLS does not survey (military).
 */
export function wagesFor(code: string, state?: string): OccupationWages | null {
  if (typeof code !== 'string') return null;
  const c = code.trim();
  const { wages } = occupationData();
  const rec = occupationRecord(c);
  const wageCode = rec ? rec.wageCode : /^\d{2}-\d{4}$/.test(c) ? c : null;
  const row = wageCode ? wages.get(wageCode) : undefined;
  if (!row) return null;
  const annual = percentiles(row, 'annual');
  const hourly = percentiles(row, 'hourly');
  const native = row.pay === 2 ? hourly : annual;
  const topCoded = KEYS.filter((_, i) => row.values[i] === -1);
  const out: OccupationWages = {
    code: row.code,
    title: row.title,
    level: LEVEL[row.group],
    basis: row.pay === 2 ? 'hourly' : 'annual',
    employment: row.employment,
    annual,
    hourly,
    topCoded: native ? topCoded : [],
    source:
      'U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics, May 2023',
  };
  if (state !== undefined) out.state = forState(row, state);
  return out;
}
