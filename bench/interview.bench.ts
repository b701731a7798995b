/**
 * Interview Arena: speed of question generation and answer scoring, and their quality.
 * Run: npx tsx bench/interview.bench.ts [iterations]
 *  - p50/p99 of generateQuestions (posting, posting + resume) and analyzeAnswer;
 *  - over real postings (../shared/data, evaluation only, never shipped; skipped when absent):
 *    the share of generated technical questions that name a skill the posting asks for, the
 *    share that come from the posting rather than the bank, near-duplicate questions and
 *    repeated follow-ups within a session, for every interview type;
 *  - answer pairs written for this evaluation (bench/interview-pairs.ts, a strong and a weak
 *    answer to the same question): the strong one must score higher in every pair, and the XP
 *    floor must pay every strong answer and no weak one;
 *  - the same question measures over the personas' postings (bench/personas), every field.
 * Prints numbers; asserts nothing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INTERVIEW_CONSTANTS } from '../packages/contract/src/index';
import {
  analyzeAnswer,
  analyzeJob,
  generateQuestions,
  INTERVIEW_TYPES,
  nearDuplicate,
} from '../packages/engine/src/index';
import { PAIRS } from './interview-pairs';
import { loadEvalPairs } from './lib/pairs';
import { dataDir, fixture, root } from './lib/paths';
import { p50p99, timeCalls } from './lib/timing';

const job = fixture('jd-senior-backend-kafka.txt');
const resume = fixture('resume-backend-fernway.txt');
const N = Number(process.argv[2] ?? 500);

function bench(label: string, fn: (i: number) => unknown): void {
  console.log(`${label.padEnd(48)} ${p50p99(timeCalls(fn, N, Math.min(100, N)))}`);
}

/* ---------- run ---------- */

console.log(`Interview Arena benchmark (${N} iterations each)`);
bench('generateQuestions (posting)', (i) =>
  generateQuestions({ interviewType: INTERVIEW_TYPES[i % 5]!, jobDescription: job, seed: i }),
);
bench('generateQuestions (posting + resume)', (i) =>
  generateQuestions({
    interviewType: INTERVIEW_TYPES[i % 5]!,
    jobDescription: job,
    resumeText: resume,
    seed: i,
  }),
);
bench('analyzeAnswer (no posting)', (i) =>
  analyzeAnswer({
    question: PAIRS[i % PAIRS.length]![1],
    answer: PAIRS[i % PAIRS.length]![2],
    interviewType: PAIRS[i % PAIRS.length]![0],
  }),
);
bench('analyzeAnswer (with the posting)', (i) =>
  analyzeAnswer({
    question: PAIRS[i % PAIRS.length]![1],
    answer: PAIRS[i % PAIRS.length]![2],
    interviewType: PAIRS[i % PAIRS.length]![0],
    jobDescription: job,
  }),
);

console.log('\nAnswer pairs (strong vs weak to the same question):');
let wins = 0;
const gaps: number[] = [];
const floor = INTERVIEW_CONSTANTS.minScoreForXp;
let strongPaid = 0;
let weakUnpaid = 0;
const strongScores: number[] = [];
const weakScores: number[] = [];
for (const [type, question, strong, weak] of PAIRS) {
  const s = analyzeAnswer({ question, answer: strong, interviewType: type }).score;
  const w = analyzeAnswer({ question, answer: weak, interviewType: type }).score;
  if (s > w) wins++;
  if (s >= floor) strongPaid++;
  if (w < floor) weakUnpaid++;
  strongScores.push(s);
  weakScores.push(w);
  gaps.push(s - w);
  console.log(`  ${String(s).padStart(3)} vs ${String(w).padStart(3)}  ${question.slice(0, 70)}`);
}
console.log(
  `  strong wins ${wins}/${PAIRS.length} pairs (${PAIRS.length * 2} answers); mean gap ${(gaps.reduce((a, b) => a + b, 0) / gaps.length).toFixed(1)} points, smallest ${Math.min(...gaps)}`,
);
console.log(
  `  XP floor ${floor}: strong answers earning XP ${strongPaid}/${PAIRS.length} (lowest ${Math.min(...strongScores)}), weak answers earning none ${weakUnpaid}/${PAIRS.length} (highest ${Math.max(...weakScores)})`,
);

/** What a question asks after quoting the posting ("What usually goes wrong with that ..."). */
const followUp = (q: string) => q.replace(/^[^.?]*[.?]\s*/, '');

/**
 * The one-size-fits-all skill questions (the same words for any posting naming the skill): what
 * a candidate reads as generic. The engine keeps them only for when a posting's lines are spent.
 */
const GENERIC =
  /^(?:How have you used .+ in your recent work|What would you tell a new teammate to learn first about|Which parts of .+ do you rely on most|Walk me through how you would track down a problem in production that involves|How do you test and monitor work that is built on|What mistakes have you seen people make with|What limits of .+ have you run into|If .+ became the bottleneck in this team's work|Compare .+ with an alternative you know well|Walk me through how you approach .+ in your day-to-day work|What does good .+ look like to you|Tell me about a recent piece of .+ work|How do you check the quality of your own .+ work|What is the hardest .+ problem you have faced|How would you teach .+ to a capable colleague|Tell me about the last problem you solved with)/;

/** Three words in a row from the posting (not all of them stop words): the question quotes it. */
const STOP = new Set(
  'a an the and or of to in on for with by at as is are be your our you we this that it its from into'.split(
    ' ',
  ),
);
const words = (t: string) => t.toLowerCase().match(/[a-z0-9][a-z0-9+#/-]*/g) ?? [];
function quotes(question: string, postingTrigrams: Set<string>): boolean {
  const w = words(question);
  for (let i = 0; i + 2 < w.length; i++) {
    const tri = w.slice(i, i + 3);
    if (tri.every((x) => STOP.has(x))) continue;
    if (postingTrigrams.has(tri.join(' '))) return true;
  }
  return false;
}
function trigrams(text: string): Set<string> {
  const w = words(text);
  const out = new Set<string>();
  for (let i = 0; i + 2 < w.length; i++) out.add(w.slice(i, i + 3).join(' '));
  return out;
}

interface SetStats {
  generic: number;
  grounded: number;
  technical: number;
  naming: number;
  withSkills: number;
  namingWithSkills: number;
  fromPosting: number;
  duplicates: number;
  repeatedFollowUps: number;
  sets: number;
}

function questionStats(postings: string[]): SetStats {
  const st: SetStats = {
    generic: 0,
    grounded: 0,
    technical: 0,
    naming: 0,
    withSkills: 0,
    namingWithSkills: 0,
    fromPosting: 0,
    duplicates: 0,
    repeatedFollowUps: 0,
    sets: 0,
  };
  for (const posting of postings) {
    const analysis = analyzeJob(posting);
    const names = analysis.skills.flatMap((s) => [s.name.toLowerCase(), s.jobTerm.toLowerCase()]);
    const tri = trigrams(posting);
    for (const type of INTERVIEW_TYPES) {
      const { questions } = generateQuestions({ interviewType: type, jobDescription: posting });
      st.sets++;
      for (let a = 0; a < questions.length; a++)
        for (let b = a + 1; b < questions.length; b++) {
          if (nearDuplicate(questions[a]!.text, questions[b]!.text)) st.duplicates++;
          const fa = followUp(questions[a]!.text);
          if (fa && fa !== questions[a]!.text && fa === followUp(questions[b]!.text))
            st.repeatedFollowUps++;
        }
      if (type !== 'technical') continue;
      for (const q of questions) {
        const names_ = names.some((n) => n && q.text.toLowerCase().includes(n));
        st.technical++;
        if (names_) st.naming++;
        if (q.source !== 'bank') st.fromPosting++;
        if (GENERIC.test(q.text)) st.generic++;
        if (names_ || quotes(q.text, tri)) st.grounded++;
        if (analysis.skills.length) {
          st.withSkills++;
          if (names_) st.namingWithSkills++;
        }
      }
    }
  }
  return st;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : 'n/a');
function report(st: SetStats) {
  console.log(
    `  technical questions naming a skill the posting asks for: ${st.naming}/${st.technical} (${pct(st.naming, st.technical)}); on postings where the engine found skills: ${pct(st.namingWithSkills, st.withSkills)}`,
  );
  console.log(
    `  technical questions from the posting (its lines, its field's practices or its skills), not the bank: ${st.fromPosting}/${st.technical} (${pct(st.fromPosting, st.technical)})`,
  );
  console.log(
    `  technical questions naming a skill or quoting three words of the posting in a row: ${st.grounded}/${st.technical} (${pct(st.grounded, st.technical)}); one-size-fits-all skill questions: ${st.generic}/${st.technical} (${pct(st.generic, st.technical)})`,
  );
  console.log(
    `  near-duplicate question pairs within a session: ${st.duplicates} in ${st.sets} sessions; pairs asking the same follow-up: ${st.repeatedFollowUps}`,
  );
}

const postings = [...new Set(loadEvalPairs(root, dataDir).map((p) => p.job))]
  .filter((j) => j.trim().length > 200)
  .slice(0, 200);
console.log(`\nQuestions from ${postings.length} postings:`);
report(questionStats(postings));

// The personas' postings (bench/personas/*/jobs/fit-*.txt): nurses, teachers, electricians ...
const personaDir = join(root, 'bench/personas');
const personaPostings = existsSync(personaDir)
  ? readdirSync(personaDir).flatMap((d) =>
      ['fit-1.txt', 'fit-2.txt']
        .map((f) => join(personaDir, d, 'jobs', f))
        .filter((f) => existsSync(f))
        .map((f) => readFileSync(f, 'utf8')),
    )
  : [];
console.log(`\nQuestions from ${personaPostings.length} persona postings (every field):`);
report(questionStats(personaPostings));
