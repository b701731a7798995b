/**
 * The labelled resume/posting pairs the ATS score is measured on (evaluation only, never
 * shipped):
 *  (a) one resume vs 513 labelled postings (resume_jd_relevance);
 *  (b) same field vs other field: resumes_categorized x postings (job_postings_glassdoor and the
 *      software postings of set a). Each sampled posting is paired with every distinct resume of
 *      its field and with a fixed sample of resumes of other fields; the folds then hold out only
 *      pairs whose posting and resume are both unseen (see cv.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeJob, profileResume, scoreBreakdown } from '../../packages/engine/src/index';
import { readCsvObjects } from '../../packages/engine/scripts/csv';
import { overlapScore, termCounts, type TermCounts } from './baseline';
import type { Pair } from './cv';
import { sample } from './stats';

export const SET_NAMES = ['(a) one resume vs labelled postings', '(b) same field vs other field'];

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
/** Other-field resumes per posting; about one in five is held out with the posting in a repetition. */
const OTHER_PER_POSTING = 50;

export interface LoadedPairs {
  pairs: Pair[];
  /** one line per field of set b */
  fieldLines: string[];
}

export function loadAtsPairs(dataDir: string): LoadedPairs {
  const has = (p: string) => existsSync(join(dataDir, p));
  const read = (p: string, enc: BufferEncoding = 'utf8') => readFileSync(join(dataDir, p), enc);
  const profiles = new Map<string, ReturnType<typeof profileResume>>();
  const counts = new Map<string, TermCounts>();
  const countsOf = (t: string) => {
    let c = counts.get(t);
    if (!c) counts.set(t, (c = termCounts(t)));
    return c;
  };
  const pair = (
    set: number,
    resume: string,
    jobText: string,
    job: ReturnType<typeof analyzeJob>,
    label: boolean,
  ): Pair => {
    let profile = profiles.get(resume);
    if (!profile) profiles.set(resume, (profile = profileResume(resume)));
    const { report, parts } = scoreBreakdown(profile, job);
    return {
      set,
      label,
      parts,
      keyword: report.keywordMatchScore,
      overlap: overlapScore(resume, jobText),
      resume: countsOf(resume),
      job: countsOf(jobText),
      resumeKey: resume,
      jobKey: jobText,
      resumeFolds: set === 1,
    };
  };

  const pairs: Pair[] = [];
  const fieldLines: string[] = [];
  let aPostings: Array<{ title: string; text: string }> = [];
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
      pairs.push(pair(0, resume, jd, job, r.label === 'True'));
    }
    aPostings = [...jobs.keys()].map((text) => ({
      title: text.split('\n')[0]!.slice(0, 120),
      text,
    }));
  } else console.log('(a) skipped: resume_jd_relevance not found');

  if (
    !has('resumes_categorized/UpdatedResumeDataSet.csv') ||
    !has('job_postings_glassdoor/glassdoor_jobs.csv')
  ) {
    console.log('(b) skipped: resumes_categorized or job_postings_glassdoor not found');
    return { pairs, fieldLines };
  }
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
    const same = f.categories.flatMap((c) => (byCat.get(c) ?? []).map((t) => ({ t, c })));
    const other = allCats
      .filter((c) => !f.categories.includes(c))
      .flatMap((c) => (byCat.get(c) ?? []).map((t) => ({ t, c })));
    let nPos = 0;
    let nNeg = 0;
    jobs.forEach((j, ji) => {
      const job = analyzeJob(j.text);
      for (const { t, c } of same) {
        pairs.push({ ...pair(1, t, j.text, job, true), field: f.field, category: c });
        nPos++;
      }
      for (const { t, c } of sample(other, OTHER_PER_POSTING, 3000 + fi * 1000 + ji)) {
        const p = pair(1, t, j.text, job, false);
        pairs.push({ ...p, farField: FAR.has(c), field: f.field, category: c });
        nNeg++;
      }
    });
    fieldLines.push(
      `  ${f.field.padEnd(17)} postings ${String(jobs.length).padStart(2)} (of ${String(matching.length).padStart(3)}), same-field resumes ${String(same.length).padStart(2)}; pairs ${nPos} same-field, ${nNeg} other-field`,
    );
  });
  return { pairs, fieldLines };
}
