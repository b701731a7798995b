/**
 * The BLS Occupational Employment and Wage Statistics tables build-occupations.ts reads: the
 * national cross-industry table (employment and wage percentiles of each occupation) and the
 * state mean wages, May 2023 (U.S. Bureau of Labor Statistics, a U.S. government work).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from './csv';

/** A number of the tables; -1 where BLS top-codes it, null where it has none. */
const num = (s: string | undefined): number | null | -1 => {
  const t = (s ?? '').trim();
  if (t === '#') return -1; // top-coded: at least $115.00/hour or $239,200/year
  if (!t || t === '*' || t === '**') return null;
  const n = Number(t.replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
};

const GROUP: Record<string, string> = {
  total: 't',
  major: 'M',
  minor: 'm',
  broad: 'b',
  detailed: 'd',
};

/** [SOC code, BLS title, group, employment, 0 both / 1 annual only / 2 hourly only, wages...] */
export type WageRow = [string, string, string, number | null, number, ...Array<number | null>];

/** The national table, a row an occupation code (a detailed occupation over its broad group). */
export function readNationalWages(blsDir: string): Map<string, WageRow> {
  const national = parseCsv(
    readFileSync(join(blsDir, 'national_M2023_dl.csv'), 'utf8').replace(/^\uFEFF/, ''),
  );
  const head = national[0]!;
  const col = (name: string) => {
    const i = head.indexOf(name);
    if (i < 0) throw new Error(`national_M2023_dl.csv: no column ${name}`);
    return i;
  };
  const wages = new Map<string, WageRow>();
  for (const r of national.slice(1)) {
    const code = r[col('OCC_CODE')];
    if (!code) continue;
    const group = GROUP[r[col('O_GROUP')] ?? ''] ?? 'd';
    const prev = wages.get(code);
    if (prev && group !== 'd') continue; // a broad group that is also one detailed occupation
    const hourlyOnly = r[col('HOURLY')] === 'TRUE';
    const annualOnly = r[col('ANNUAL')] === 'TRUE';
    const p = hourlyOnly ? 'H_' : 'A_';
    const emp = num(r[col('TOT_EMP')]);
    wages.set(code, [
      code,
      r[col('OCC_TITLE')] ?? '',
      group,
      emp === -1 ? null : emp,
      hourlyOnly ? 2 : annualOnly ? 1 : 0,
      ...['MEAN', 'PCT10', 'PCT25', 'MEDIAN', 'PCT75', 'PCT90'].map((c) => num(r[col(p + c)])),
    ]);
  }
  return wages;
}

/** The BLS row for an O*NET occupation: its own code, or the code BLS folds it into. */
export function blsCodeOf(
  wages: Map<string, WageRow>,
  onetCode: string,
  title: string,
): string | null {
  const soc = onetCode.slice(0, 7);
  if (wages.has(soc)) return soc;
  const broad = `${soc.slice(0, 6)}0`;
  const words = new Set(title.toLowerCase().match(/[a-z]{3,}/g) ?? []);
  let best: { code: string; shared: number } | null = null;
  for (const [code, row] of wages) {
    if (row[2] !== 'd' || code.slice(0, 6) !== soc.slice(0, 6)) continue;
    const shared = (row[1].toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) =>
      words.has(w),
    ).length;
    if (shared >= 2 && (!best || shared > best.shared)) best = { code, shared };
  }
  if (best) return best.code;
  if (wages.has(broad)) return broad;
  const minor = `${soc.slice(0, 4)}000`;
  return wages.has(minor) ? minor : null;
}

/** State mean wages (annual; hourly for occupations paid only by the hour), means[state][code]. */
export function readStateMeans(
  blsDir: string,
  wages: Map<string, WageRow>,
): { names: string[]; codes: string[]; means: (number | null)[][] } {
  const stateLines = readFileSync(join(blsDir, 'state_M2023_means.csv'), 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(1)
    .filter((l) => l.trim())
    .map((l) => l.split(';'));
  const names = [...new Set(stateLines.map((l) => l[0] ?? ''))].sort();
  const codes = [...new Set(stateLines.map((l) => l[1] ?? ''))].sort();
  const codeIndex = new Map(codes.map((c, i) => [c, i]));
  const means = names.map(() => new Array<number | null>(codes.length).fill(null));
  for (const [area = '', code = '', , hMean, aMean] of stateLines) {
    const hourlyOnly = wages.get(code)?.[4] === 2;
    const v = num(hourlyOnly ? hMean : aMean);
    means[names.indexOf(area)]![codeIndex.get(code)!] = v === -1 ? null : v;
  }
  return { names, codes, means };
}
