/**
 * The salary negotiator and the career planner: time per call (p50/p99), and, when the
 * evaluation data is present, how the BLS bands compare with Glassdoor's salary estimates.
 * Run: npx tsx bench/salary.bench.ts [iterations] [--sample]
 * Prints numbers; asserts nothing. Reads EVAL_DATA_DIR (default ../shared/data) for the
 * Glassdoor postings (evaluation only: never shipped).
 *
 * The band check: for each posting with an annual salary estimate (Glassdoor's own range, in
 * thousands of dollars), the title is matched to an occupation, the market is taken for the
 * posting's state, and we count how often the midpoint of Glassdoor's range falls within our
 * 10th-90th percentile band (and within the 25th-75th). `--sample` prints 100 titles with
 * their occupation (every 5th posting with an estimate), for checking by hand.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeSalary, matchOccupation, planCareer } from '../packages/engine/src/index';
import { readCsvObjects } from '../packages/engine/scripts/csv';
import { dataDir } from './lib/paths';
import { p50p99, timeCalls } from './lib/timing';

const args = process.argv.slice(2);
const N = Number(args.find((a) => /^\d+$/.test(a)) ?? 2000);
const WARMUP = Math.min(200, N);

/** Times the calls in turn, one after the other round the list. */
function bench(label: string, calls: Array<() => unknown>): void {
  let k = 0;
  const next = () => calls[k++ % calls.length]!();
  console.log(`${label.padEnd(40)} ${p50p99(timeCalls(next, N, WARMUP))}`);
}

const first = performance.now();
analyzeSalary({ currentSalary: 75_000, jobTitle: 'Registered Nurse', location: 'TX' });
planCareer({ currentRole: 'Registered Nurse', targetRole: 'Nurse Manager', skills: ['Excel'] });
console.log(
  `first call (loads occupation, title and skill indexes): ${(performance.now() - first).toFixed(0)} ms`,
);

bench('salary analysis (3 profiles)', [
  () =>
    analyzeSalary({
      currentSalary: 75_000,
      targetSalary: 92_000,
      offerSalary: 80_000,
      jobTitle: 'Registered Nurse',
      location: 'Houston, TX',
      experience: '6-10',
      industry: 'healthcare',
      companySize: 'large',
      achievements: 'Trained 12 new nurses\nCut medication errors by 30%',
    }),
  () =>
    analyzeSalary({
      currentSalary: 150_000,
      targetSalary: 400_000,
      jobTitle: 'Software Developer',
      location: 'CA',
    }),
  () =>
    analyzeSalary({
      currentSalary: 42_000,
      jobTitle: 'Warehouse Lead',
      location: 'Columbus, Ohio',
    }),
]);
bench('career plan (3 moves)', [
  () =>
    planCareer({
      currentRole: 'Registered Nurse',
      targetRole: 'Nurse Manager',
      skills: ['Patient Care', 'Epic', 'Leadership', 'Excel'],
      timeframe: '2years',
    }),
  () =>
    planCareer({
      currentRole: 'Software Developer',
      targetRole: 'Data Scientist',
      skills: ['Python', 'SQL', 'Docker', 'Git'],
      timeframe: '1year',
    }),
  () =>
    planCareer({
      currentRole: 'Warehouse Lead',
      targetRole: 'Supply Chain Analyst',
      skills: ['Excel', 'Inventory management'],
    }),
]);

const file = join(dataDir, 'job_postings_glassdoor/salary_data_cleaned.csv');
if (!existsSync(file)) {
  console.log(`Glassdoor postings not found at ${file}: band check skipped.`);
  process.exit(0);
}
const rows = readCsvObjects(readFileSync(file, 'utf8'));
let annual = 0;
let matched = 0;
let confident = 0;
let inBand = 0;
let inMiddle = 0;
let placed = 0;
const sample: string[] = [];
rows.forEach((r, i) => {
  if (r.hourly === '1') return;
  const lo = Number(r.min_salary) * 1000;
  const hi = Number(r.max_salary) * 1000;
  if (!(lo > 0 && hi > 0)) return;
  annual++;
  const title = r['Job Title'] ?? '';
  const m = matchOccupation(title);
  if (!m) return;
  matched++;
  if (m.confidence >= 0.5) confident++;
  if (sample.length < 100 && annual % 5 === 0)
    sample.push(`${title}  ->  ${m.title} (${m.code}, ${m.confidence})`);
  const a = analyzeSalary({
    currentSalary: (lo + hi) / 2,
    jobTitle: title,
    location: r.job_state ?? '',
  });
  const pos = a.positions[0]!;
  if (pos.zone === 'top-coded') return;
  placed++;
  if (pos.zone === 'within') inBand++;
  if (
    pos.percentile !== null &&
    pos.zone === 'within' &&
    pos.percentile >= 25 &&
    pos.percentile <= 75
  )
    inMiddle++;
  void i;
});
const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
console.log(`Glassdoor postings with an annual estimate: ${annual}`);
console.log(
  `  title matched to an occupation: ${matched} (${pct(matched, annual)}); confidence >= 0.5: ${confident} (${pct(confident, annual)})`,
);
console.log(
  `  estimate midpoint within our 10th-90th band (state-adjusted): ${inBand}/${placed} (${pct(inBand, placed)})`,
);
console.log(`  within the 25th-75th: ${inMiddle}/${placed} (${pct(inMiddle, placed)})`);
if (args.includes('--sample')) {
  console.log('\nSample of 100 titles (every 5th posting with an estimate):');
  for (const s of sample) console.log(`  ${s}`);
}
