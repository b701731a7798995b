/**
 * Quality of the job-title -> occupation matcher on public data (evaluation only: never shipped).
 * Run: npm run eval:occupations      (reads EVAL_DATA_DIR, default ../shared/data relative to the repo root)
 *
 * None of these sets names an O*NET occupation, so each title gets a coarse field label from the
 * data itself, and the matcher's top occupation counts as agreeing when its SOC major group is
 * one the field allows:
 *  (a) resumes_categorized: the 25 resume categories ("Java Developer", "HR", "Advocate"), each
 *      mapped by hand to the SOC major groups it may fall in;
 *  (b) job_postings_glassdoor: posting titles; (c) resumes_ner_labelled: the "Designation" spans
 *      (titles people wrote on their resumes). For (b) and (c) the field comes from the words of
 *      the title through the fixed rules below (software/data/IT -> 15, sciences -> 19, clinical
 *      laboratory -> 29 or 19, teaching -> 25, finance -> 13; a managerial word also allows 11).
 *      Titles no rule labels are counted but not scored.
 * Titles are split into two halves by a hash of the title (train / test): nothing in the matcher
 * is fitted on these sets; any change made after reading the train half's misses must be judged
 * on the test half. Also reported: how many titles get a match at all and at confidence >= 0.5,
 * agreement among the confident ones, and the ROC AUC of the confidence for agreement (does a
 * higher confidence mean a right answer more often?).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchOccupation } from '../packages/engine/src/index';
import { readCsvObjects } from '../packages/engine/scripts/csv';
import { fmt, rocAuc } from './lib/stats';
import { dataDir } from './lib/paths';

if (!existsSync(dataDir)) {
  console.log(`Evaluation data not found at ${dataDir}.`);
  console.log(
    'Set EVAL_DATA_DIR to the folder holding resumes_categorized/, job_postings_glassdoor/ and resumes_ner_labelled/.',
  );
  process.exit(0);
}
const has = (p: string) => existsSync(join(dataDir, p));
const read = (p: string, enc: BufferEncoding = 'utf8') => readFileSync(join(dataDir, p), enc);

/** Resume categories -> the SOC major groups a person of that category may hold. */
const CATEGORY_GROUPS: Record<string, string[]> = {
  'Data Science': ['15'],
  HR: ['13', '11', '43'],
  Advocate: ['23'],
  Arts: ['27', '25'],
  'Web Designing': ['15', '27'],
  'Mechanical Engineer': ['17'],
  Sales: ['41', '11'],
  'Health and fitness': ['39', '29', '25'],
  'Civil Engineer': ['17'],
  'Java Developer': ['15'],
  'Business Analyst': ['13', '15'],
  'SAP Developer': ['15'],
  'Automation Testing': ['15'],
  'Electrical Engineering': ['17'],
  'Operations Manager': ['11'],
  'Python Developer': ['15'],
  'DevOps Engineer': ['15'],
  'Network Security Engineer': ['15'],
  PMO: ['11', '13', '15'],
  Database: ['15'],
  Hadoop: ['15'],
  'ETL Developer': ['15'],
  'DotNet Developer': ['15'],
  Blockchain: ['15'],
  Testing: ['15'],
};

/** Field of a free-typed title from its words; the first rule that fits decides. */
const FIELD_RULES: Array<{ field: string; test: RegExp; groups: string[] }> = [
  {
    field: 'clinical laboratory',
    test: /\b(?:med(?:ical)? tech|clinical lab|medical lab|lab(?:oratory)? scientist|mlt|histotech\w*|cytotech\w*|phlebotom\w*)\b/i,
    groups: ['29', '19'],
  },
  {
    field: 'software, data, IT',
    test: /\b(?:software|developer|programmer|data|analytics|machine learning|deep learning|ml|ai|artificial intelligence|computer|devops|cloud|network|systems? (?:engineer|administrator|analyst)|database|dba|sql|etl|big data|bi|business intelligence|test(?:er|ing)?|qa|sdet|it|web|java|python|asp\.net|sap|statistic\w*|quantitative|actuar\w*)\b/i,
    groups: ['15'],
  },
  {
    field: 'sciences',
    test: /\b(?:scientist|chemist|biologist|toxicologist|immunologist|pharmacologist|epidemiologist|microbiologist|physicist|geologist|economist)\b/i,
    groups: ['19'],
  },
  { field: 'teaching', test: /\b(?:teacher|lecturer|professor|tutor)\b/i, groups: ['25'] },
  { field: 'finance', test: /\b(?:financ\w*|accountant|accounting|auditor)\b/i, groups: ['13'] },
];
const MANAGERIAL = /\b(?:manager|director|head|chief|vp|vice president)\b/i;

function fieldOf(title: string): { field: string; groups: string[] } | null {
  const rule = FIELD_RULES.find((r) => r.test.test(title));
  const managerial = MANAGERIAL.test(title);
  if (rule) return { field: rule.field, groups: managerial ? [...rule.groups, '11'] : rule.groups };
  return managerial ? { field: 'management', groups: ['11'] } : null;
}

/** FNV-1a hash of the folded title: which half a title falls in never changes. */
function half(title: string): 'train' | 'test' {
  let h = 0x811c9dc5;
  for (const ch of title.toLowerCase().replace(/\s+/g, ' ').trim()) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 2 === 0 ? 'train' : 'test';
}

interface Item {
  title: string;
  field: string;
  groups: string[];
}

interface Outcome extends Item {
  code: string | null;
  occupation: string;
  confidence: number;
  agrees: boolean;
}

function run(items: Item[]): Outcome[] {
  return items.map((it) => {
    const m = matchOccupation(it.title);
    return {
      ...it,
      code: m?.code ?? null,
      occupation: m?.title ?? '',
      confidence: m?.confidence ?? 0,
      agrees: !!m && it.groups.includes(m.code.slice(0, 2)),
    };
  });
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : 'n/a');

function report(name: string, outcomes: Outcome[]): void {
  for (const part of ['train', 'test', 'all'] as const) {
    const os = part === 'all' ? outcomes : outcomes.filter((o) => half(o.title) === part);
    const matched = os.filter((o) => o.code);
    const confident = os.filter((o) => o.confidence >= 0.5);
    const agree = os.filter((o) => o.agrees).length;
    const agreeConfident = confident.filter((o) => o.agrees).length;
    console.log(
      `  ${name.padEnd(22)} ${part.padEnd(5)} n ${String(os.length).padStart(4)}` +
        `  top-1 major group agrees ${pct(agree, os.length).padStart(6)}` +
        `  matched ${pct(matched.length, os.length).padStart(6)}` +
        `  conf>=0.5 ${pct(confident.length, os.length).padStart(6)} (agree ${pct(agreeConfident, confident.length)})` +
        `  AUC(conf, agrees) ${fmt(
          rocAuc(
            os.map((o) => o.confidence),
            os.map((o) => o.agrees),
          ),
        )}`,
    );
  }
  const fields = [...new Set(outcomes.map((o) => o.field))].sort();
  if (fields.length > 1) {
    const line = fields
      .map((f) => {
        const os = outcomes.filter((o) => o.field === f);
        return `${f} ${pct(os.filter((o) => o.agrees).length, os.length)} of ${os.length}`;
      })
      .join('; ');
    console.log(`  ${''.padEnd(22)} by field: ${line}`);
  }
}

function misses(outcomes: Outcome[], n: number): void {
  const train = outcomes.filter((o) => half(o.title) === 'train' && !o.agrees);
  if (!train.length) return;
  console.log(
    `  misses in the train half (first ${Math.min(n, train.length)} of ${train.length}):`,
  );
  for (const o of train.slice(0, n))
    console.log(
      `    ${JSON.stringify(o.title.slice(0, 70))} [${o.field}: ${o.groups.join('/')}] -> ${o.code ?? 'none'} ${o.occupation} (${fmt(o.confidence, 2)})`,
    );
}

const distinct = (titles: string[]) => [...new Set(titles.map((t) => t.trim()).filter(Boolean))];
const t0 = performance.now();
const all: Outcome[] = [];
const showMisses = process.argv.includes('--misses');

if (has('resumes_categorized/UpdatedResumeDataSet.csv')) {
  console.log('\n== (a) resumes_categorized: resume category names');
  const rows = readCsvObjects(read('resumes_categorized/UpdatedResumeDataSet.csv', 'latin1'));
  const cats = distinct(rows.map((r) => r.Category ?? ''));
  const items = cats
    .filter((c) => CATEGORY_GROUPS[c])
    .map((c) => ({ title: c, field: 'category', groups: CATEGORY_GROUPS[c]! }));
  const unknown = cats.filter((c) => !CATEGORY_GROUPS[c]);
  if (unknown.length)
    console.log(`  categories without a mapping (not scored): ${unknown.join(', ')}`);
  const out = run(items);
  report('category names', out);
  if (showMisses) misses(out, 20);
  all.push(...out);
} else console.log('(a) skipped: resumes_categorized not found');

function labelled(name: string, titles: string[]): void {
  const items: Item[] = [];
  for (const t of titles) {
    const f = fieldOf(t);
    if (f) items.push({ title: t, ...f });
  }
  const unlabelled = titles.length - items.length;
  const unl = run(
    titles.filter((t) => !fieldOf(t)).map((t) => ({ title: t, field: '-', groups: [] })),
  );
  console.log(
    `  ${titles.length} distinct titles, ${items.length} with a field label; unlabelled ${unlabelled}: matched ${pct(
      unl.filter((o) => o.code).length,
      unl.length,
    )}, conf>=0.5 ${pct(unl.filter((o) => o.confidence >= 0.5).length, unl.length)}`,
  );
  const out = run(items);
  report(name, out);
  if (showMisses) misses(out, 25);
  all.push(...out);
}

if (has('job_postings_glassdoor/glassdoor_jobs.csv')) {
  console.log('\n== (b) job_postings_glassdoor: posting titles');
  const rows = readCsvObjects(read('job_postings_glassdoor/glassdoor_jobs.csv'));
  labelled('posting titles', distinct(rows.map((r) => r['Job Title'] ?? '')));
} else console.log('(b) skipped: job_postings_glassdoor not found');

if (has('resumes_ner_labelled/entity_recognition_in_resumes.jsonl')) {
  console.log('\n== (c) resumes_ner_labelled: "Designation" spans (titles written on resumes)');
  const titles: string[] = [];
  for (const line of read('resumes_ner_labelled/entity_recognition_in_resumes.jsonl').split('\n')) {
    if (!line.trim()) continue;
    const doc = JSON.parse(line) as {
      annotation?: Array<{ label?: string[]; points?: Array<{ text?: string }> }> | null;
    };
    for (const a of doc.annotation ?? [])
      if (a.label?.includes('Designation'))
        for (const p of a.points ?? []) if (p.text) titles.push(p.text);
  }
  labelled('resume designations', distinct(titles));
} else console.log('(c) skipped: resumes_ner_labelled not found');

if (all.length) {
  console.log('\n== all labelled titles');
  report('all', all);
}
const lookups = all.length;
console.log(
  `\n${lookups} labelled titles in ${((performance.now() - t0) / 1000).toFixed(1)} s (includes building the title index once)`,
);
