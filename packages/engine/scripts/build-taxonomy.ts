/**
 * Builds packages/engine/data/taxonomy.json from:
 *  - the hand-curated lists in ./curated-skills.ts (common tech and business skills with aliases)
 *    and ./curated-fields.ts (care, teaching, trades, hospitality, law, logistics, ...),
 *  - O*NET 29.2 "Technology Skills.txt" (CC BY 4.0, O*NET Resource Center) for tool and software names,
 *  - ESCO skills_en.csv preferred labels (European Commission ESCO classification) for broader skills.
 *
 * Usage: npx tsx packages/engine/scripts/build-taxonomy.ts [path/to/shared/data/skills_taxonomy] [--out file]
 * Output is deterministic: same inputs, same file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CURATED_FIELDS } from './curated-fields';
import { CURATED, EXCLUDE } from './curated-skills';
import { parseCsv } from './csv';
import {
  ACRONYM_BLOCK,
  ESCO_SKIP,
  KINDS,
  PLAIN_WORD_PRODUCTS,
  SOFT_HINT,
  STOP,
  STRIPPED_BLOCK,
  VENDORS,
} from './taxonomy-words';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const outFile = outAt >= 0 ? resolve(args[outAt + 1]!) : join(here, '../data/taxonomy.json');
const positional = args.filter((_, i) => i !== outAt && i !== outAt + 1);
const srcDir = resolve(positional[0] ?? join(here, '../../../../shared/data/skills_taxonomy'));

type Cat = 'l' | 't' | 'h' | 's' | 'c' | 'n';
interface Entry {
  name: string;
  cat: Cat;
  aliases: string[];
  implies: string[];
  src: 'c' | 'o' | 'e';
}

/** Matching key of a phrase: lower case, punctuation other than + # . / & - folded to spaces. */
function key(s: string): string {
  return s
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^a-z0-9+#./&'\- ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const entries: Entry[] = [];
const byKey = new Map<string, Entry>();
const aliasOwner = new Map<string, Entry>();

function claim(alias: string, e: Entry): boolean {
  const k = key(alias.replace(/^=/, ''));
  if (!k || k.length < 1) return false;
  const owner = aliasOwner.get(k);
  if (owner && owner !== e) return false;
  aliasOwner.set(k, e);
  return true;
}

function add(
  name: string,
  cat: Cat,
  aliases: string[],
  implies: string[],
  src: Entry['src'],
): Entry | null {
  const k = key(name);
  if (!k || byKey.has(k) || aliasOwner.has(k)) return null;
  const e: Entry = { name, cat, aliases: [], implies, src };
  byKey.set(k, e);
  aliasOwner.set(k, e);
  for (const a of aliases) {
    const trimmed = a.trim();
    if (!trimmed) continue;
    if (trimmed.startsWith('=')) {
      // case-sensitive alias; never shadowed by the same lower-case key from another entry
      if (claim(trimmed, e)) e.aliases.push(trimmed);
    } else if (key(trimmed) !== k && claim(trimmed, e)) e.aliases.push(trimmed);
  }
  entries.push(e);
  return e;
}

// 1. curated (software and business first, then the other fields)
for (const line of `${CURATED}\n${CURATED_FIELDS}`.split('\n')) {
  if (!line.trim()) continue;
  const [name, cat, aliases, implies] = line.split('|');
  if (!name || !cat) throw new Error(`bad curated line: ${line}`);
  const al = (aliases ?? '').split(';').filter(Boolean);
  const e = add(name, cat as Cat, al, (implies ?? '').split(';').filter(Boolean), 'c');
  if (!e) console.warn(`duplicate curated skill: ${name}`);
}
const curatedCount = entries.length;

// common English words: words that recur in O*NET occupation descriptions
const occ = readFileSync(join(srcDir, 'onet/Occupation Data.txt'), 'utf8');
const wordDocs = new Map<string, number>();
for (const line of occ.split(/\r?\n/).slice(1)) {
  const desc = line.split('\t')[2] ?? '';
  for (const w of new Set(desc.toLowerCase().match(/[a-z]+/g) ?? []))
    wordDocs.set(w, (wordDocs.get(w) ?? 0) + 1);
}
// words of job titles are ordinary words too ("Designer", "Dynamics" is not, "Project" is)
const titleWords = new Map<string, number>();
for (const line of readFileSync(join(srcDir, 'onet/Alternate Titles.txt'), 'utf8')
  .split(/\r?\n/)
  .slice(1)) {
  for (const w of new Set((line.split('\t')[1] ?? '').toLowerCase().match(/[a-z]+/g) ?? []))
    titleWords.set(w, (titleWords.get(w) ?? 0) + 1);
}
const common = (w: string) =>
  (wordDocs.get(w.toLowerCase()) ?? 0) >= 2 || (titleWords.get(w.toLowerCase()) ?? 0) >= 3;

// 2. O*NET technology skills
const tech = readFileSync(join(srcDir, 'onet/Technology Skills.txt'), 'utf8')
  .split(/\r?\n/)
  .slice(1);
const techInfo = new Map<string, { count: number; hot: boolean; commodity: string }>();
for (const line of tech) {
  const cols = line.split('\t');
  const name = cols[1]?.trim();
  if (!name) continue;
  const info = techInfo.get(name) ?? { count: 0, hot: false, commodity: cols[3] ?? '' };
  info.count++;
  if (cols[4] === 'Y') info.hot = true;
  techInfo.set(name, info);
}
const techNames = [...techInfo.keys()].sort((a, b) => a.localeCompare(b));
let onetCount = 0;
for (const name of techNames) {
  const info = techInfo.get(name)!;
  if (!info.hot && info.count < 2) continue;
  if (EXCLUDE.has(name.toLowerCase())) continue;
  if (/\bsoftware$/i.test(name) && !/^[A-Z]/.test(name.split(' ').slice(-2)[0] ?? '')) continue; // generic "xyz software"
  const aliases: string[] = [];
  let merged = false;
  // "Structured query language SQL" -> acronym alias
  const acr = /^(.*\S)\s+([A-Z][A-Z0-9]{1,7})$/.exec(name);
  if (acr) {
    const words = acr[1]!.split(/\s+/);
    const initials = words.map((w) => w[0]!.toUpperCase()).join('');
    if (initials === acr[2] || initials.replace(/[^A-Z]/g, '').startsWith(acr[2]!.slice(0, 2))) {
      aliases.push(acr[1]!);
      // an acronym is one only in capitals: "MARS" is a system, "Mars" a company, "mar" a month;
      // a two-letter one only when it is the initials ("Exact Software Macola ES" is not "ES")
      const own = acr[2]!.length > 2 || initials === acr[2];
      if (own && !common(acr[2]!) && !ACRONYM_BLOCK.has(acr[2]!)) aliases.push('=' + acr[2]!);
    }
  }
  for (const v of VENDORS) {
    if (name.startsWith(v + ' ')) {
      const rest = name.slice(v.length + 1).trim();
      const restWords = rest.split(/\s+/);
      // a lower-case rest describes a kind of product ("Microsoft operating system"), no name
      const generic =
        rest === rest.toLowerCase() ||
        (restWords.length === 1 &&
          (common(rest) || rest.length < 3 || STRIPPED_BLOCK.has(rest.toLowerCase())));
      if (!generic && !/^software$/i.test(rest)) {
        // the product is already a skill under its own name ("Apache Groovy" is Groovy): the
        // vendor's form is one more way of writing it, not a second skill a resume could miss;
        // not so for a kind of product ("Allscripts EHR" is one EHR, "Sage HRMS" one HRMS)
        const owner = aliasOwner.get(key(rest));
        const kind = owner?.cat === 'h' || /software$/i.test(rest) || KINDS.has(key(rest));
        if (owner && !kind && !PLAIN_WORD_PRODUCTS.has(rest.toLowerCase())) {
          if (!aliasOwner.has(key(name)) && claim(name, owner)) owner.aliases.push(name);
          merged = true;
        }
        // a product name that is also a plain word ("Flex", "Derivatives") counts only when capitalised
        else aliases.push(PLAIN_WORD_PRODUCTS.has(rest.toLowerCase()) ? '=' + rest : rest);
      }
      break;
    }
  }
  if (merged) continue;
  const words = name.split(/\s+/);
  if (words.length === 1 && common(name)) continue;
  // a one-letter name ("J") is an initial, a grade or a vitamin far more often than the tool
  if (name.length < 2) continue;
  if (add(name, 't', aliases, [], 'o')) onetCount++;
}

// 3. ESCO preferred labels (the partial copy's alternative labels are misaligned, so only
//    alternatives that share a content word with the preferred label are kept)
const esco = parseCsv(readFileSync(join(srcDir, 'esco/skills_en.csv'), 'utf8')).slice(1);
const contentWords = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .match(/[a-z]{3,}/g)
      ?.filter((w) => !STOP.has(w))
      .map((w) => w.replace(/(?:ing|ed|es|s|e|ation|ment)$/, '')) ?? [],
  );
const sharesMost = (alias: string, label: Set<string>) => {
  const a = [...contentWords(alias)];
  return (
    a.length > 0 &&
    a.filter((w) => label.has(w)).length * 2 >= a.length &&
    [...label].some((w) => a.includes(w))
  );
};
let escoCount = 0;
const escoRows = esco
  .filter((r) => r[2] && r[2].trim())
  .sort((a, b) => (a[2] ?? '').localeCompare(b[2] ?? ''));
for (const r of escoRows) {
  const label = r[2]!.trim();
  const level = r[1] ?? '';
  const nWords = label.split(/\s+/).length;
  if (nWords > 4 || ESCO_SKIP.has(label)) continue;
  if (/[()]/.test(label)) continue;
  if (
    /^(?:understand (?:spoken|written)|write|speak|read|interact verbally in|communicate verbally in)\s+(?:[A-Z]|ancient)/.test(
      label,
    )
  )
    continue;
  const cw = contentWords(label);
  const aliases = (r[3] ?? '')
    .split(/\n/)
    .map((a) => a.trim())
    .filter((a) => a && a.split(/\s+/).length <= 4 && !/[()]/.test(a))
    .filter((a) => sharesMost(a, cw));
  const isLang = /^[A-Z][a-z]+$/.test(label);
  const soft = level === 'transversal' && SOFT_HINT.test(label);
  const cat: Cat = isLang ? 'n' : soft ? 's' : 'h';
  if (isLang) aliases.unshift('=' + label);
  if (add(label, cat, aliases, [], 'e')) escoCount++;
}

// compact output: [name, category, aliases joined by ';', implies joined by ';']
const skills = entries.map((e) => {
  const row: string[] = [e.name, e.cat];
  if (e.aliases.length || e.implies.length) row.push(e.aliases.join(';'));
  if (e.implies.length) row.push(e.implies.join(';'));
  return row;
});
const out = {
  version: 1,
  credits:
    'Derived from O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training Administration (CC BY 4.0) and the ESCO classification of the European Commission, plus hand-curated aliases.',
  counts: { curated: curatedCount, onet: onetCount, esco: escoCount, total: entries.length },
  skills,
};
writeFileSync(outFile, JSON.stringify(out) + '\n');
const aliasTotal = entries.reduce((n, e) => n + e.aliases.length, 0);
console.log(
  `wrote ${outFile}: ${entries.length} skills (${curatedCount} curated, ${onetCount} O*NET, ${escoCount} ESCO), ${aliasTotal} aliases`,
);
