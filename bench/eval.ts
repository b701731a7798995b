/**
 * Quality evaluation of the engine on public data (evaluation only: the data is never shipped).
 * Run: npx tsx bench/eval.ts       (or npm run eval; reads EVAL_DATA_DIR, default ../shared/data)
 *      npx tsx bench/eval.ts --fit  also fit the ATS part weights on all pairs and print them
 *      npx tsx bench/eval.ts --fit --write   ... and write them into packages/engine/src/ats/score.ts
 *
 * The ATS score is measured with 5-fold cross-validation: postings (and, in set b, resumes) are
 * assigned to folds by a hash of their text, the part weights are fitted on four folds and the
 * fifth is scored, so every held-out number comes from pairs the weights never saw. Per fold and
 * as mean ± standard deviation over folds, on both pair sets:
 *  (a) one resume vs 513 labelled postings (resume_jd_relevance);
 *  (b) same field vs other field: resumes_categorized x postings (job_postings_glassdoor and the
 *      software postings of set a), resumes and postings of a test fold both unseen in training;
 * ROC AUC of atsScore (weights fitted on the training folds), keywordMatchScore, a TF-IDF cosine
 * (IDF fitted on the training folds' documents only) and raw word overlap; then the atsScore
 * distributions of same-field and other-field pairs (out of fold).
 * Then (c) skill extraction on jd_skill_entities and (d) parser accuracy on resumes_ner_labelled.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  analyzeJob,
  PART_NAMES,
  PART_WEIGHTS,
  profileResume,
  scoreBreakdown,
  type ScoreParts,
} from '../packages/engine/src/index';
import { readCsvObjects } from '../packages/engine/scripts/csv';
import { overlapScore, termCounts, TfIdf, type TermCounts } from './lib/baseline';
import { evalExtraction } from './lib/extraction';
import { fitWeights, scoreWith, type Sample, type Weights } from './lib/fit';
import { fmt, hash, mean, percentile, rocAuc, sample, sd } from './lib/stats';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = resolve(root, process.env.EVAL_DATA_DIR ?? '../shared/data');
const args = new Set(process.argv.slice(2));
const K = 5;

if (!existsSync(dataDir)) {
  console.log(`Evaluation data not found at ${dataDir}.`);
  console.log(
    'Set EVAL_DATA_DIR to the folder holding resume_jd_relevance/, resumes_categorized/, job_postings_glassdoor/, jd_skill_entities/ and resumes_ner_labelled/.',
  );
  process.exit(0);
}
const has = (p: string) => existsSync(join(dataDir, p));
const read = (p: string, enc: BufferEncoding = 'utf8') => readFileSync(join(dataDir, p), enc);
const section = (t: string) => console.log(`\n== ${t}`);
const t0 = performance.now();

/** One scored resume/posting pair with everything the folds need. */
interface Pair {
  set: number;
  fold: number;
  label: boolean;
  parts: ScoreParts;
  keyword: number;
  overlap: number;
  resume: TermCounts;
  job: TermCounts;
  /** in set b: the resume is from a field far from any posting (law, arts, HR, sales...) */
  farField?: boolean;
}

const foldOf = (text: string) => hash(text) % K;
const profiles = new Map<string, ReturnType<typeof profileResume>>();
const profileOf = (t: string) => {
  let p = profiles.get(t);
  if (!p) profiles.set(t, (p = profileResume(t)));
  return p;
};
const counts = new Map<string, TermCounts>();
const countsOf = (t: string) => {
  let c = counts.get(t);
  if (!c) counts.set(t, (c = termCounts(t)));
  return c;
};

function pair(
  set: number,
  fold: number,
  resume: string,
  jobText: string,
  job: ReturnType<typeof analyzeJob>,
  label: boolean,
): Pair {
  const { report, parts } = scoreBreakdown(profileOf(resume), job);
  return {
    set,
    fold,
    label,
    parts,
    keyword: report.keywordMatchScore,
    overlap: overlapScore(resume, jobText),
    resume: countsOf(resume),
    job: countsOf(jobText),
  };
}

const pairs: Pair[] = [];
const SET_NAMES = ['(a) one resume vs labelled postings', '(b) same field vs other field'];
let aPostings: Array<{ title: string; text: string }> = [];

// (a) one resume vs labelled postings; folds by posting text
if (
  has('resume_jd_relevance/job_descriptions.csv') &&
  has('resume_jd_relevance/resume_extracted.txt')
) {
  const resume = read('resume_jd_relevance/resume_extracted.txt');
  const rows = readCsvObjects(read('resume_jd_relevance/job_descriptions.csv'));
  const jobs = new Map<string, ReturnType<typeof analyzeJob>>();
  for (const r of rows) {
    const jd = r.job_description ?? '';
    let job = jobs.get(jd);
    if (!job) jobs.set(jd, (job = analyzeJob(jd)));
    pairs.push(pair(0, foldOf(jd), resume, jd, job, r.label === 'True'));
  }
  aPostings = [...jobs.keys()].map((text) => ({ title: text.split('\n')[0]!.slice(0, 120), text }));
} else console.log('(a) skipped: resume_jd_relevance not found');

// (b) same-field vs other-field pairs
/** Posting titles of each field, and the resume categories of the same field. */
const FIELDS: Array<{ field: string; categories: string[]; title: RegExp }> = [
  {
    field: 'devops',
    categories: ['DevOps Engineer'],
    title:
      /devops|devsecops|site reliability|\bsre\b|platform engineer|cloud engineer|infrastructure engineer/i,
  },
  {
    field: 'testing',
    categories: ['Testing', 'Automation Testing'],
    title: /\bqa\b|quality assurance|test engineer|\bsdet\b|test automation|software tester/i,
  },
  {
    field: 'data science',
    categories: ['Data Science'],
    title: /data scien|machine learning|deep learning|\bml\b|\bai\b|artificial intelligence/i,
  },
  {
    field: 'data engineering',
    categories: ['Hadoop', 'ETL Developer', 'Database'],
    title: /data engineer|\betl\b|big data|database|data architect|data warehouse|data platform/i,
  },
  {
    field: 'analytics',
    categories: ['Business Analyst'],
    title:
      /(?:data|business|bi|business intelligence|marketing|analytics|reporting)\s+analyst|business intelligence|analytics (?:manager|consultant)/i,
  },
  {
    field: 'security',
    categories: ['Network Security Engineer'],
    title: /security engineer|cyber ?security|network engineer/i,
  },
  {
    field: 'software',
    categories: ['Java Developer', 'Python Developer', 'DotNet Developer'],
    title:
      /software (?:engineer|developer)|backend|back-end|full[- ]?stack|python (?:developer|engineer)|java (?:developer|engineer)|\.net developer/i,
  },
];
/** Resume categories far from every posting field: the "unrelated field" pairs. */
const FAR = new Set([
  'Advocate',
  'Arts',
  'HR',
  'Health and fitness',
  'Sales',
  'Civil Engineer',
  'Mechanical Engineer',
  'Electrical Engineering',
  'Operations Manager',
  'PMO',
]);
const POSTINGS_PER_FIELD = 60;
const OTHER_PER_POSTING = 10;
const fieldLines: string[] = [];
if (
  has('resumes_categorized/UpdatedResumeDataSet.csv') &&
  has('job_postings_glassdoor/glassdoor_jobs.csv')
) {
  const resumes = readCsvObjects(read('resumes_categorized/UpdatedResumeDataSet.csv', 'latin1'));
  const byCat = new Map<string, string[]>();
  for (const r of resumes) {
    const list = byCat.get(r.Category ?? '') ?? [];
    if (!list.includes(r.Resume ?? '')) list.push(r.Resume ?? '');
    byCat.set(r.Category ?? '', list);
  }
  const seen = new Set<string>();
  const postings: Array<{ title: string; text: string }> = [];
  for (const p of readCsvObjects(read('job_postings_glassdoor/glassdoor_jobs.csv'))) {
    const d = p['Job Description'] ?? '';
    if (seen.has(d)) continue;
    seen.add(d);
    postings.push({ title: p['Job Title'] ?? '', text: `${p['Job Title']}\n${d}` });
  }
  for (const p of aPostings) if (!seen.has(p.text)) postings.push(p);
  const fieldOf = (title: string) => FIELDS.findIndex((f) => f.title.test(title));
  const allCats = [...byCat.keys()].sort();
  FIELDS.forEach((f, fi) => {
    const matching = postings.filter((p) => fieldOf(p.title) === fi);
    const jobs = sample(matching, POSTINGS_PER_FIELD, 1000 + fi);
    const same = f.categories.flatMap((c) => byCat.get(c) ?? []);
    const other = allCats.filter((c) => !f.categories.includes(c));
    let nPos = 0;
    let nNeg = 0;
    jobs.forEach((j, ji) => {
      const fold = foldOf(j.text);
      const job = analyzeJob(j.text);
      // only resumes of the posting's fold: a test fold's resumes are unseen in training too
      for (const r of same.filter((t) => foldOf(t) === fold)) {
        pairs.push(pair(1, fold, r, j.text, job, true));
        nPos++;
      }
      const pool = other.flatMap((c) =>
        (byCat.get(c) ?? []).filter((t) => foldOf(t) === fold).map((t) => ({ t, c })),
      );
      for (const { t, c } of sample(pool, OTHER_PER_POSTING, 3000 + fi * 1000 + ji)) {
        const p = pair(1, fold, t, j.text, job, false);
        p.farField = FAR.has(c);
        pairs.push(p);
        nNeg++;
      }
    });
    fieldLines.push(
      `  ${f.field.padEnd(17)} postings ${String(jobs.length).padStart(2)} (of ${String(matching.length).padStart(3)}), same-field resumes ${String(same.length).padStart(2)}; pairs ${nPos} same-field, ${nNeg} other-field`,
    );
  });
} else console.log('(b) skipped: resumes_categorized or job_postings_glassdoor not found');

const sets = [0, 1].filter((s) => pairs.some((p) => p.set === s));
const toSample = (p: Pair): Sample => ({ parts: p.parts, label: p.label, set: p.set });

// the cross-validation
type Metric = 'atsScore' | 'keywordMatchScore' | 'TF-IDF cosine' | 'word overlap';
const METRICS: Metric[] = ['atsScore', 'keywordMatchScore', 'TF-IDF cosine', 'word overlap'];
const results = new Map<string, { train: number[]; test: number[] }>();
const record = (set: number, m: Metric, split: 'train' | 'test', v: number) => {
  const k = `${set}|${m}`;
  const e = results.get(k) ?? { train: [], test: [] };
  e[split].push(v);
  results.set(k, e);
};
const outOfFold = new Map<Pair, number>();
const foldWeights: Weights[] = [];
for (let f = 0; f < K; f++) {
  const train = pairs.filter((p) => p.fold !== f);
  const test = pairs.filter((p) => p.fold === f);
  const w = fitWeights(train.map(toSample));
  foldWeights.push(w);
  for (const p of test) outOfFold.set(p, scoreWith(p.parts, w));
  for (const s of sets) {
    // IDF from the training folds' documents of this set only
    const docs = new Set<TermCounts>();
    for (const p of train) if (p.set === s) docs.add(p.resume).add(p.job);
    const tfidf = new TfIdf([...docs]);
    for (const [split, list] of [
      ['train', train],
      ['test', test],
    ] as const) {
      const ps = list.filter((p) => p.set === s);
      const labels = ps.map((p) => p.label);
      record(
        s,
        'atsScore',
        split,
        rocAuc(
          ps.map((p) => scoreWith(p.parts, w)),
          labels,
        ),
      );
      record(
        s,
        'keywordMatchScore',
        split,
        rocAuc(
          ps.map((p) => p.keyword),
          labels,
        ),
      );
      record(
        s,
        'TF-IDF cosine',
        split,
        rocAuc(
          ps.map((p) => tfidf.cosine(p.resume, p.job)),
          labels,
        ),
      );
      record(
        s,
        'word overlap',
        split,
        rocAuc(
          ps.map((p) => p.overlap),
          labels,
        ),
      );
    }
  }
}

section(`ATS score: ${K}-fold cross-validation (folds by posting; in set b by resume too)`);
for (const s of sets) {
  const ps = pairs.filter((p) => p.set === s);
  console.log(
    `\n${SET_NAMES[s]}: ${ps.length} pairs (${ps.filter((p) => p.label).length} positive)`,
  );
  if (s === 1) for (const l of fieldLines) console.log(l);
  const folds = Array.from({ length: K }, (_, f) => ps.filter((p) => p.fold === f));
  console.log(
    `  test pairs per fold: ${folds.map((x) => `${x.length} (${x.filter((p) => p.label).length}+)`).join(', ')}`,
  );
  console.log(
    `  ROC AUC             ${Array.from({ length: K }, (_, f) => `fold ${f + 1}`.padEnd(7)).join(' ')}   test mean ± sd    train mean`,
  );
  for (const m of METRICS) {
    const r = results.get(`${s}|${m}`)!;
    console.log(
      `  ${m.padEnd(18)}  ${r.test.map((v) => fmt(v).padEnd(7)).join(' ')}   ${fmt(mean(r.test))} ± ${fmt(sd(r.test))}   ${fmt(mean(r.train))}`,
    );
  }
}
console.log(
  '\neach part alone (ROC AUC on all pairs; a part the posting does not ask about scores 50):',
);
for (const s of sets) {
  const ps = pairs.filter((p) => p.set === s);
  const labels = ps.map((p) => p.label);
  console.log(
    `  ${SET_NAMES[s]!.slice(0, 3)} ${PART_NAMES.map(
      (k) =>
        `${k} ${fmt(
          rocAuc(
            ps.map((p) => p.parts[k] ?? 50),
            labels,
          ),
        )}`,
    ).join('  ')}  hygiene ${fmt(
      rocAuc(
        ps.map((p) => p.parts.hygiene),
        labels,
      ),
    )}`,
  );
}
console.log('\nweights fitted per fold (training folds only):');
console.log(`  ${'fold'.padEnd(6)}${PART_NAMES.map((k) => k.padStart(12)).join('')}`);
foldWeights.forEach((w, f) =>
  console.log(
    `  ${String(f + 1).padEnd(6)}${PART_NAMES.map((k) => w[k].toFixed(2).padStart(12)).join('')}`,
  ),
);
console.log(
  `  ${'shipped'.padEnd(6)}${PART_NAMES.map((k) => PART_WEIGHTS[k].toFixed(2).padStart(12)).join('')}`,
);

if (sets.includes(1)) {
  section(
    'atsScore distributions in set b (out of fold: each pair scored by weights fitted without its fold)',
  );
  const dist = (label: string, ps: Pair[]) => {
    const xs = ps.map((p) => outOfFold.get(p)!);
    const ship = ps.map((p) => scoreWith(p.parts, PART_WEIGHTS));
    console.log(
      `  ${label.padEnd(40)} n ${String(xs.length).padStart(4)}   p10 ${fmt(percentile(xs, 10), 0).padStart(3)}  p50 ${fmt(percentile(xs, 50), 0).padStart(3)}  p90 ${fmt(percentile(xs, 90), 0).padStart(3)}  max ${fmt(Math.max(...xs), 0).padStart(3)}   (shipped weights: p50 ${fmt(percentile(ship, 50), 0)}, p90 ${fmt(percentile(ship, 90), 0)}, max ${fmt(Math.max(...ship), 0)})`,
    );
  };
  const b = pairs.filter((p) => p.set === 1);
  dist(
    'same field',
    b.filter((p) => p.label),
  );
  dist(
    'other field (all)',
    b.filter((p) => !p.label),
  );
  dist(
    'other field, far (law, arts, HR, sales...)',
    b.filter((p) => !p.label && p.farField),
  );
}
if (sets.includes(0)) {
  const a = pairs.filter((p) => p.set === 0);
  const xs = (l: boolean) => a.filter((p) => p.label === l).map((p) => outOfFold.get(p)!);
  console.log(
    `  (a) relevant postings: p50 ${fmt(percentile(xs(true), 50), 0)}, p90 ${fmt(percentile(xs(true), 90), 0)}; not relevant: p50 ${fmt(percentile(xs(false), 50), 0)}, p90 ${fmt(percentile(xs(false), 90), 0)}`,
  );
}

if (args.has('--fit')) {
  section('Weights fitted on all pairs (the shipped constants)');
  const w = fitWeights(pairs.map(toSample));
  const block = `export const PART_WEIGHTS: Readonly<Record<PartName, number>> = {\n${PART_NAMES.map((k) => `  ${k}: ${w[k]},`).join('\n')}\n};`;
  console.log(block);
  for (const s of sets) {
    const ps = pairs.filter((p) => p.set === s);
    console.log(
      `  ${SET_NAMES[s]}: AUC on all pairs (not held out) ${fmt(
        rocAuc(
          ps.map((p) => scoreWith(p.parts, w)),
          ps.map((p) => p.label),
        ),
      )}`,
    );
  }
  if (args.has('--write')) {
    const file = join(root, 'packages/engine/src/ats/score.ts');
    const src = readFileSync(file, 'utf8');
    const next = src.replace(
      /export const PART_WEIGHTS: Readonly<Record<PartName, number>> = \{[^}]*\};/,
      block,
    );
    writeFileSync(file, next);
    console.log(`wrote the weights into ${file}`);
  }
}

evalExtraction(dataDir);
console.log(`\n(done in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
