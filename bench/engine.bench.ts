/**
 * Engine throughput: parse + analyse + score a two-page resume against a ~700-word job description;
 * write and analyse a cover letter (a backend resume and a senior backend posting) and optimise an
 * About written from that resume's summary and bullets in the first person.
 * Run: npx tsx bench/engine.bench.ts [iterations]
 * Prints numbers; asserts nothing.
 */
import {
  analyzeCoverLetter,
  analyzeJob,
  analyzeResume,
  matchOccupation,
  optimizeAbout,
  parseResume,
  tailorResume,
  writeCoverLetter,
} from '../packages/engine/src/index';
import { aboutFromResume } from './lib/about';
import { fixture } from './lib/paths';
import { p50p99, timeCalls } from './lib/timing';

const resume = fixture('resume-two-page.txt');
const job = fixture('jd-backend.txt');
const N = Number(process.argv[2] ?? 2000);
const WARMUP = Math.min(500, N);

function bench(label: string, fn: () => unknown, n = N): void {
  for (let i = 0; i < WARMUP; i++) fn();
  const t0 = performance.now();
  const times = timeCalls(fn, n);
  const total = performance.now() - t0;
  console.log(
    `${label.padEnd(44)} ${p50p99(times)}   ${Math.round((n * 1000) / total).toLocaleString('en-US')} calls/s`,
  );
}

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
console.log(
  `resume: ${words(resume)} words, job description: ${words(job)} words, ${N} iterations after ${WARMUP} warm-up, one core (${process.version})`,
);
const cold = performance.now();
analyzeResume(resume, job);
console.log(
  `first call (includes building the taxonomy index): ${(performance.now() - cold).toFixed(1)} ms`,
);

bench('analyzeResume (parse + analyse job + score)', () => analyzeResume(resume, job));
bench('parseResume', () => parseResume(resume));
bench('analyzeJob', () => analyzeJob(job));
const analysed = analyzeJob(job);
bench('analyzeResume with a pre-analysed job', () => analyzeResume(resume, analysed));
bench(
  'tailorResume (aggressive)',
  () => tailorResume({ resumeText: resume, jobDescription: job, mode: 'aggressive' }),
  Math.max(50, Math.floor(N / 10)),
);
// job titles as people type them (exact, seniority, typo, part of a posting title), cycled
const titles = [
  'Sr. Frontend Dev',
  'RN',
  'Warehouse Lead',
  'Software Engineer II',
  'Sofware Enginer',
  'Director II, Data Science - GRM Actuarial',
];
let ti = 0;
bench('matchOccupation (typed job titles)', () => matchOccupation(titles[ti++ % titles.length]!));

// cover letters and the LinkedIn About (target: under 20 ms p50 and p99 each)
const letterResume = fixture('resume-backend-fernway.txt');
const letterJob = fixture('jd-senior-backend-kafka.txt');
const letter = writeCoverLetter({
  resumeText: letterResume,
  jobDescription: letterJob,
  tone: 'professional',
}).content;
const about = aboutFromResume(letterResume);
console.log(
  `cover letter: ${words(letter)} words from a ${words(letterResume)}-word resume and a ${words(letterJob)}-word posting; About: ${words(about)} words`,
);
bench('writeCoverLetter (professional)', () =>
  writeCoverLetter({ resumeText: letterResume, jobDescription: letterJob, tone: 'professional' }),
);
bench('analyzeCoverLetter', () => analyzeCoverLetter(letter, letterJob));
bench('optimizeAbout', () =>
  optimizeAbout({
    currentAbout: about,
    targetRole: 'Senior Backend Engineer',
    keywords: ['Kafka', 'Go'],
  }),
);
