/**
 * Real resume/posting pairs for the evaluations of what the engine writes (tailoring, letters,
 * Abouts): 100 categorised resumes with a posting of their field from Glassdoor, 40 postings
 * against the relevance set's resume, and every engine fixture resume against every fixture
 * posting. Evaluation data only: never shipped.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCsvObjects } from '../../packages/engine/scripts/csv';
import { dataDir, root } from './paths';
import { sample } from './stats';

export interface EvalPair {
  source: string;
  resume: string;
  job: string;
  /** as a user would type them, when the posting's data gives them */
  title?: string;
  company?: string;
}

// a resume category and the posting titles of the same field
const FIELD_TITLES: Array<[RegExp, RegExp]> = [
  [/data science/i, /data scien|machine learning|\bml\b|\bai\b/i],
  [/hadoop|etl|database/i, /data engineer|\betl\b|big data|database|data architect/i],
  [/business analyst/i, /(?:data|business|bi|marketing)\s+analyst|business intelligence/i],
  [/devops/i, /devops|site reliability|platform engineer|cloud engineer/i],
  [/java|python|dotnet|web designing|testing|sap|blockchain/i, /software|developer|engineer/i],
  [/hr/i, /human resources|\bhr\b|recruit/i],
  [/sales|operations manager|pmo/i, /sales|operations|project manager|program manager/i],
];

/** Rows with a non-blank, not yet seen value in `key`. */
function distinct<T extends Record<string, string | undefined>>(rows: T[], key: string): T[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const v = r[key] ?? '';
    if (!v.trim() || seen.has(v)) return false;
    seen.add(v);
    return true;
  });
}

export function loadEvalPairs(root: string, dataDir: string): EvalPair[] {
  const has = (p: string) => existsSync(join(dataDir, p));
  const read = (p: string, enc: BufferEncoding = 'utf8') => readFileSync(join(dataDir, p), enc);
  const pairs: EvalPair[] = [];

  if (
    has('resumes_categorized/UpdatedResumeDataSet.csv') &&
    has('job_postings_glassdoor/glassdoor_jobs.csv')
  ) {
    const resumes = distinct(
      readCsvObjects(read('resumes_categorized/UpdatedResumeDataSet.csv', 'latin1')),
      'Resume',
    );
    const jobs = distinct(
      readCsvObjects(read('job_postings_glassdoor/glassdoor_jobs.csv')),
      'Job Description',
    );
    sample(resumes, 100, 7001).forEach((r, i) => {
      const title = FIELD_TITLES.find(([c]) => c.test(r.Category ?? ''))?.[1];
      const pool = title ? jobs.filter((j) => title.test(j['Job Title'] ?? '')) : [];
      const job = sample(pool.length ? pool : jobs, 1, 8000 + i)[0]!;
      pairs.push({
        source: 'categorized x glassdoor',
        resume: r.Resume ?? '',
        job: `${job['Job Title']}\n${job['Job Description']}`,
        title: (job['Job Title'] ?? '').trim(),
        // glassdoor appends the rating on a line of its own ("Acme Corp\n3.8")
        company: (job['Company Name'] ?? '').split('\n')[0]!.trim(),
      });
    });
  } else console.log('resumes_categorized or job_postings_glassdoor not found: skipped');

  if (
    has('resume_jd_relevance/job_descriptions.csv') &&
    has('resume_jd_relevance/resume_extracted.txt')
  ) {
    const resume = read('resume_jd_relevance/resume_extracted.txt');
    const rows = readCsvObjects(read('resume_jd_relevance/job_descriptions.csv'));
    for (const r of sample(rows, 40, 9001))
      pairs.push({ source: 'resume_jd_relevance', resume, job: r.job_description ?? '' });
  } else console.log('resume_jd_relevance not found: skipped');

  // the engine's fixtures: hand-written resumes with headlines, summaries, bullets and figures
  const fixtures = join(root, 'packages/engine/test/fixtures');
  const files = readdirSync(fixtures);
  for (const r of files.filter((f) => f.startsWith('resume-') && f.endsWith('.txt')))
    for (const j of files.filter((f) => f.startsWith('jd-')))
      pairs.push({
        source: 'engine fixtures',
        resume: readFileSync(join(fixtures, r), 'utf8'),
        job: readFileSync(join(fixtures, j), 'utf8'),
      });
  return pairs;
}

/**
 * The evaluation pairs; when the data is missing, a note that `what` was not measured, and the
 * process ends (exit 0).
 */
export function evalPairsOrExit(what: string): EvalPair[] {
  if (!existsSync(dataDir)) {
    console.log(`Evaluation data not found at ${dataDir}: ${what} not measured.`);
    console.log(
      'Set EVAL_DATA_DIR to the folder holding resumes_categorized/, job_postings_glassdoor/ and resume_jd_relevance/.',
    );
    process.exit(0);
  }
  const pairs = loadEvalPairs(root, dataDir);
  if (!pairs.length) {
    console.log(`No evaluation pairs found: ${what} not measured.`);
    process.exit(0);
  }
  return pairs;
}
