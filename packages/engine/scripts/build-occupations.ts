/**
 * Builds packages/engine/data/occupations.json, the engine's occupation model, from:
 *  - O*NET 29.2 Database (CC BY 4.0, U.S. Department of Labor, Employment and Training
 *    Administration): "Occupation Data", "Alternate Titles", "Sample of Reported Titles" and
 *    "Technology Skills" (with its Hot Technology and In Demand flags);
 *  - BLS Occupational Employment and Wage Statistics, May 2023 (U.S. Bureau of Labor
 *    Statistics, a U.S. government work): the national cross-industry table (employment and
 *    wage percentiles) and the state mean wages.
 *
 * Usage: npx tsx packages/engine/scripts/build-occupations.ts [path/to/shared/data]
 * Output is deterministic: same inputs, same file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentWords, titleKey, titleWords } from '../src/occupation/normalize';
import { blsCodeOf, readNationalWages, readStateMeans } from './bls-wages';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = resolve(process.argv[2] ?? join(here, '../../../../shared/data'));
const onetDir = join(dataDir, 'skills_taxonomy/onet');
const blsDir = join(dataDir, 'salary_bls_oews');
const outFile = join(here, '../data/occupations.json');

/** Technology skills kept per occupation. */
const TECH_PER_OCCUPATION = 12;
/** Characters of the description kept: its first sentence, cut at a word. */
const DESCRIPTION_CHARS = 220;
/** Occupations kept per technology word of a title. */
const TECH_TERM_OCCUPATIONS = 16;
/** A word in more O*NET titles than this names work, not a technology ("Python" is in a few). */
const TECH_WORD_MAX_TITLES = 12;
/** A word found in more technology names than this is a vendor or a generic word, not a technology. */
const TECH_WORD_MAX_NAMES = 3;
/** A title's weight is capped so one popular title cannot drown an occupation's others. */
const MAX_WEIGHT = 9;

const tsv = (file: string): string[][] =>
  readFileSync(join(onetDir, file), 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(1)
    .filter((l) => l.trim())
    .map((l) => l.split('\t'));

// 1. occupations
interface Occ {
  code: string;
  title: string;
  description: string;
  /** bag key -> ordered words and weight */
  titles: Map<string, { words: string; weight: number }>;
}
const occs = new Map<string, Occ>();
for (const [code = '', title = '', description = ''] of tsv('Occupation Data.txt')) {
  occs.set(code, { code, title, description: shortDescription(description), titles: new Map() });
}

function shortDescription(d: string): string {
  const first = /^.*?[.!?](?=\s|$)/.exec(d)?.[0] ?? d;
  if (first.length <= DESCRIPTION_CHARS) return first;
  const cut = first.slice(0, DESCRIPTION_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

function addTitle(code: string, text: string, weight: number): void {
  const occ = occs.get(code);
  if (!occ) return;
  // stored as the matcher keys them: content words in reading order
  const words = contentWords(titleWords(text));
  if (!words.length) return;
  const key = titleKey(words);
  const cur = occ.titles.get(key);
  if (cur) cur.weight = Math.min(MAX_WEIGHT, cur.weight + weight);
  else
    occ.titles.set(key, {
      words: words.join(' '),
      weight: Math.max(1, Math.min(MAX_WEIGHT, weight)),
    });
}

/** "CEO (Chief Executive Officer)" is two forms of one title: the outer and the inner text. */
function forms(title: string): string[] {
  const inner = /\(([^)]+)\)/.exec(title)?.[1];
  const outer = title.replace(/\([^)]*\)/g, ' ').trim();
  return inner ? [outer, inner] : [outer];
}

// the occupation's own title, singular ("Software Developers" -> "software developer")
// "Cooks, Restaurant" -> "restaurant cook"; "Welders, Cutters, Solderers, and Brazers" -> each
for (const occ of occs.values()) {
  const t = occ.title.replace(/,?\s*(?:Except|All Other)\b.*$/i, '').trim();
  if (!/,|\band\b|\bor\b|\//i.test(t)) {
    addTitle(occ.code, t, 3);
    continue;
  }
  const list = t.split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s+or\s+/).filter(Boolean);
  if (list.length > 1 && list.every((p) => !/\s/.test(p)))
    for (const p of list) addTitle(occ.code, p, 2);
  const comma = /^([^,]+),\s*([^,]+)$/.exec(t);
  if (comma && !/\band\b/.test(comma[1]!)) addTitle(occ.code, `${comma[2]} ${comma[1]}`, 2);
}
// alternate titles: weight = number of sources that list the title
let alternateRows = 0;
for (const [code = '', alt = '', short = '', sources = ''] of tsv('Alternate Titles.txt')) {
  alternateRows++;
  const w = Math.max(1, sources.split(',').filter(Boolean).length);
  for (const f of forms(alt)) addTitle(code, f, w);
  if (short && short !== 'n/a') addTitle(code, short, 0);
}
// titles reported by workers in the O*NET surveys count more; those shown in My Next Move most
let reportedRows = 0;
for (const [code = '', reported = '', shown = ''] of tsv('Sample of Reported Titles.txt')) {
  reportedRows++;
  for (const f of forms(reported)) addTitle(code, f, shown === 'Y' ? 3 : 2);
}

// titles in wide use that O*NET leaves out, or lists under an occupation whose work they do
// not name; each counts as a title workers reported (weight 3) for the occupation that does
// the work. Short on purpose: a wrong match here is a wrong salary for everyone with the title.
const SUPPLEMENT: readonly (readonly [code: string, title: string, why: string])[] = [
  // O*NET lists "Scrum Master" under IT Project Managers; the product owner is the other Scrum
  // role that runs the backlog. Without it, "Product Owner" fell through to the one-word title
  // "Owner" (of a urology practice).
  ['15-1299.09', 'Product Owner', 'the Scrum role that runs a software backlog'],
  ['15-1299.09', 'Technical Product Owner', 'same, for a technical product'],
  // O*NET lists "Site Reliability Engineer" under both Software Developers and Validation
  // Engineers (manufacturing validation); the title names software operations work.
  ['15-1252.00', 'Site Reliability Engineer', 'keeps software services running, in code'],
  ['15-1252.00', 'SRE', 'the usual abbreviation of the title above'],
  ['15-1252.00', 'Platform Engineer', 'builds the internal software platform developers use'],
];
for (const [code, title] of SUPPLEMENT) {
  if (!occs.has(code)) throw new Error(`supplement names an unknown occupation ${code}`);
  for (const f of forms(title)) addTitle(code, f, 3);
}

// 2. technology skills: in-demand and hot first, then the rarer (more telling) ones
const techRows = tsv('Technology Skills.txt');
const techDocs = new Map<string, number>();
for (const [, name = ''] of techRows) techDocs.set(name, (techDocs.get(name) ?? 0) + 1);
const techByOcc = new Map<string, Array<{ name: string; score: number }>>();
for (const [code = '', name = '', , , hot = '', demand = ''] of techRows) {
  if (!name) continue;
  const score =
    (demand === 'Y' ? 3 : 0) +
    (hot === 'Y' ? 2 : 0) +
    Math.log(occs.size / (techDocs.get(name) ?? 1)) / 3;
  const list = techByOcc.get(code) ?? [];
  list.push({ name, score });
  techByOcc.set(code, list);
}
const techChosen = new Map<string, string[]>();
for (const [code, list] of techByOcc) {
  list.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  techChosen.set(
    code,
    list.slice(0, TECH_PER_OCCUPATION).map((t) => t.name),
  );
}
// 2a. technologies O*NET flags "In Demand" for an occupation (employers ask for them in its job
// postings), all of them, ordered by how many occupations of the same SOC minor group also
// flag them in demand (the core tools of the field first: SQL, Python and R for data work),
// then by how many occupations flag them at all. The planner leads its skill gaps with these.
const demandByOcc = new Map<string, string[]>();
const demandInMinor = new Map<string, number>();
const demandAll = new Map<string, number>();
for (const [code = '', name = '', , , , demand = ''] of techRows) {
  if (!name || demand !== 'Y') continue;
  const list = demandByOcc.get(code) ?? [];
  if (list.includes(name)) continue;
  list.push(name);
  demandByOcc.set(code, list);
  const minorKey = `${code.slice(0, 4)} ${name}`;
  demandInMinor.set(minorKey, (demandInMinor.get(minorKey) ?? 0) + 1);
  demandAll.set(name, (demandAll.get(name) ?? 0) + 1);
}
for (const [code, list] of demandByOcc) {
  const inMinor = (n: string) => demandInMinor.get(`${code.slice(0, 4)} ${n}`) ?? 0;
  list.sort(
    (a, b) =>
      inMinor(b) - inMinor(a) ||
      (demandAll.get(b) ?? 0) - (demandAll.get(a) ?? 0) ||
      a.localeCompare(b),
  );
}
const techNames = [...new Set([...techChosen.values(), ...demandByOcc.values()].flat())].sort(
  (a, b) => a.localeCompare(b),
);

// 2b. technology words of titles ("Python Engineer", "Kubernetes Engineer"): a word of a
// technology's name that no O*NET title uses, with the occupations that list the technology.
// Affinity = how many of the occupation's technologies are of the same kind (UNSPSC commodity):
// Python is one of many development tools of a software developer, one of a few of a
// petroleum engineer.
const titleWordCount = new Map<string, number>();
for (const o of occs.values())
  for (const t of o.titles.values())
    for (const w of t.words.split(' ')) titleWordCount.set(w, (titleWordCount.get(w) ?? 0) + 1);
/** words common in titles ("sales", "data", "engineer") name work, not a technology */
const titleVocabulary = new Set(
  [...titleWordCount].filter(([, n]) => n > TECH_WORD_MAX_TITLES).map(([w]) => w),
);
const occCommodityCount = new Map<string, number>();
for (const [code = '', name = '', commodity = ''] of techRows) {
  if (!name) continue;
  occCommodityCount.set(
    `${code} ${commodity}`,
    (occCommodityCount.get(`${code} ${commodity}`) ?? 0) + 1,
  );
}
/** technology word -> the technology names it appears in */
const wordNames = new Map<string, Set<string>>();
const techWordsOf = (name: string): string[] =>
  titleWords(name).filter((w) => w.length >= 2 && !/^\d+$/.test(w) && !titleVocabulary.has(w));
for (const [, name = ''] of techRows)
  for (const w of techWordsOf(name)) {
    const set = wordNames.get(w) ?? new Set<string>();
    set.add(name);
    wordNames.set(w, set);
  }
const termAffinity = new Map<string, Map<number, number>>();
const occIndexOf = new Map([...occs.keys()].sort().map((c, i) => [c, i]));
for (const [code = '', name = '', commodity = ''] of techRows) {
  const occ = occIndexOf.get(code);
  if (occ === undefined || !name) continue;
  const share = occCommodityCount.get(`${code} ${commodity}`) ?? 0;
  for (const w of techWordsOf(name)) {
    // a word of many product names ("microsoft", "adobe") does not name one technology
    if ((wordNames.get(w)?.size ?? 0) > TECH_WORD_MAX_NAMES) continue;
    const m = termAffinity.get(w) ?? new Map<number, number>();
    m.set(occ, Math.max(m.get(occ) ?? 0, share));
    termAffinity.set(w, m);
  }
}
// the skill taxonomy's aliases of a technology ("golang" for Go, "k8s" for Kubernetes)
const taxonomy = JSON.parse(readFileSync(join(here, '../data/taxonomy.json'), 'utf8')) as {
  skills: string[][];
};
for (const [name = '', cat = '', aliases = ''] of taxonomy.skills) {
  if (cat !== 'l' && cat !== 't') continue;
  const words = titleWords(name);
  if (words.length !== 1) continue;
  const target = termAffinity.get(words[0]!);
  if (!target) continue;
  for (const a of aliases.split(';')) {
    const aw = techWordsOf(a.replace(/^=/, ''));
    if (aw.length !== 1 || titleWords(a.replace(/^=/, '')).length !== 1 || termAffinity.has(aw[0]!))
      continue;
    termAffinity.set(aw[0]!, target);
  }
}
const techTerms: Record<string, number[]> = {};
for (const w of [...termAffinity.keys()].sort()) {
  const top = [...termAffinity.get(w)!]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, TECH_TERM_OCCUPATIONS);
  techTerms[w] = top.flatMap(([occ, share]) => [occ, Math.min(255, share)]);
}
const techIndex = new Map(techNames.map((n, i) => [n, i]));

// 2c. developers' tools: technologies at least half of whose occupations (in the full O*NET
// table, not our 12 per occupation) are computer occupations (SOC 15-1). O*NET lists some for
// a few unrelated occupations (Apache Maven for health services managers); the planner does not
// set them as skills to learn there unless that occupation's postings ask for them.
const techOccupations = new Map<string, Set<string>>();
for (const [code = '', name = ''] of techRows) {
  if (!name) continue;
  const set = techOccupations.get(name) ?? new Set<string>();
  set.add(code);
  techOccupations.set(name, set);
}
const developerTools = techNames
  .filter((n) => {
    const occsOf = [...(techOccupations.get(n) ?? [])];
    return (
      occsOf.length > 0 && occsOf.filter((c) => c.startsWith('15-1')).length / occsOf.length >= 0.5
    );
  })
  .map((n) => techIndex.get(n)!);

// 3. BLS national wages, and 4. state mean wages (see bls-wages.ts)
const wages = readNationalWages(blsDir);
const blsCode = (onetCode: string, title: string) => blsCodeOf(wages, onetCode, title);
const { names: stateNames, codes: stateCodes, means: stateMeans } = readStateMeans(blsDir, wages);

// output
const occupations = [...occs.values()]
  .sort((a, b) => a.code.localeCompare(b.code))
  .map((o) => {
    const titles = [...o.titles.values()]
      .sort((a, b) => b.weight - a.weight || a.words.localeCompare(b.words))
      .map((t) => (t.weight === 1 ? t.words : `${t.words}^${t.weight}`));
    const tech = (techChosen.get(o.code) ?? []).map((n) => techIndex.get(n)!);
    const demand = (demandByOcc.get(o.code) ?? []).map((n) => techIndex.get(n)!);
    return [
      o.code,
      o.title,
      o.description,
      titles.join('|'),
      tech,
      blsCode(o.code, o.title),
      demand,
    ];
  });
const out = {
  version: 1,
  credits:
    'Occupations, titles and technology skills derived from the O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 licence; O*NET® is a trademark of USDOL/ETA. Wages from the U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics (OEWS), May 2023 national and state estimates (a U.S. government work).',
  format: {
    occupations:
      '[O*NET-SOC code, title, first sentence of the description, normalised titles joined by "|" (a "^n" suffix is the weight when not 1), indexes into tech, BLS code, indexes into tech of the technologies O*NET flags In Demand (most often in demand across the SOC minor group first)]',
    wages:
      '[SOC code, BLS title, group (t total, M major, m minor, b broad, d detailed), employment, 0 annual and hourly / 1 annual only / 2 hourly only, mean, p10, p25, p50, p75, p90]; values annual in USD, hourly when hourly only; -1 = top-coded (>= $239,200/year or $115.00/hour), null = not available',
    techTerms:
      'technology word of a title -> [occupation index, how many of its technologies are of the same kind, ...], most telling first',
    developerTools:
      'indexes into tech of the technologies at least half of whose O*NET occupations are computer occupations (SOC 15-1)',
    states:
      'means[state][code] aligned with names and codes: annual mean wage (hourly for hourly-only occupations)',
  },
  counts: {
    occupations: occupations.length,
    titles: occupations.reduce((n, o) => n + (o[3] as string).split('|').length, 0),
    alternateTitleRows: alternateRows,
    reportedTitleRows: reportedRows,
    technologies: techNames.length,
    inDemand: occupations.reduce((n, o) => n + (o[6] as number[]).length, 0),
    developerTools: developerTools.length,
    techTerms: Object.keys(techTerms).length,
    wageRows: wages.size,
    states: stateNames.length,
  },
  tech: techNames,
  developerTools,
  techTerms,
  occupations,
  wages: [...wages.values()].sort((a, b) => a[0].localeCompare(b[0])),
  states: { names: stateNames, codes: stateCodes, means: stateMeans },
};
const json = JSON.stringify(out) + '\n';
writeFileSync(outFile, json);
console.log(
  `wrote ${outFile}: ${(json.length / 1024).toFixed(0)} KB, ${out.counts.occupations} occupations, ${out.counts.titles} titles, ${techNames.length} technologies, ${wages.size} wage rows, ${stateNames.length} states`,
);
const unmapped = occupations.filter((o) => o[5] === null).map((o) => o[0]);
if (unmapped.length)
  console.log(
    `no BLS wages for ${unmapped.length} occupations (${unmapped.slice(0, 5).join(', ')}…)`,
  );
