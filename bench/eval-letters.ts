/**
 * Cover letters and LinkedIn Abouts written by the local engine for real resume/posting pairs
 * (evaluation only: the data is never shipped).
 * Run: npx tsx bench/eval-letters.ts   (reads EVAL_DATA_DIR, default ../shared/data relative to the repo root)
 *
 * Pairs: resumes_categorized x job_postings_glassdoor (each resume with a posting of its field when one
 * exists, else any), plus the resume of resume_jd_relevance against its labelled postings, plus the
 * engine's own fixtures. For each pair: a letter in one of the five tones (cycled), a letter with no
 * resume, and an About written from the resume's own summary and bullets in the first person (or its
 * first ~250 words), optimised for the posting's title. Counted:
 *   invented facts in letters (checkLetterTruth against the resume; the posting's company and title
 *   set aside) and in Abouts (the prose truthfulness check against the About and the target role),
 *   target 0; the share of letters that cite at least two of the job's top five required skills with
 *   the candidate's own evidence (via any resume line, and via an experience bullet), overall and where
 *   the resume has it; claims whose source is not a line of the resume (target 0); the average
 *   analyzeCoverLetter scores; About scores before and after; time per call, p50 and p99.
 * Prints numbers; exits 0 (also when the data is missing).
 */
import { analyzeCoverLetter } from '../packages/engine/src/letter/analyze';
import { companyFromPosting } from '../packages/engine/src/letter/posting';
import {
  checkLetterTruth,
  LETTER_TONES,
  writeCoverLetter,
} from '../packages/engine/src/letter/write';
import { analyzeJob } from '../packages/engine/src/job/analyze';
import { optimizeAbout } from '../packages/engine/src/linkedin';
import { parseResume } from '../packages/engine/src/parser';
import { findSkills } from '../packages/engine/src/taxonomy';
import { normalizeText } from '../packages/engine/src/text/normalize';
import { checkTruthfulness } from '../packages/engine/src/truth';
import type { TruthViolation } from '../packages/engine/src/types';
import { aboutFromResume } from './lib/about';
import { evalPairsOrExit } from './lib/pairs';

const pairs = evalPairsOrExit('cover letters and Abouts');

/* ---------- run ---------- */

const loose = (s: string) =>
  s
    .replace(/^[\s•*·▪‣◦●–—-]+/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const counts = new Map<string, number>();
const examples = new Map<string, string>();
const bump = (k: string, n: number, example?: string) => {
  counts.set(k, (counts.get(k) ?? 0) + n);
  if (n && example && !examples.has(k)) examples.set(k, example.slice(0, 160));
};
const describe = (v: TruthViolation[]) => v.map((x) => `${x.kind}: ${x.value}`).join('; ');
const times = { write: [] as number[], analyze: [] as number[], about: [] as number[] };
const timed = <T>(into: number[], fn: () => T): T => {
  const s = performance.now();
  const r = fn();
  into.push(performance.now() - s);
  return r;
};
const bySource = new Map<string, number>();
const scores = { ats: 0, personality: 0, relevance: 0 };
const about = { engBefore: 0, engAfter: 0, recBefore: 0, recAfter: 0, lower: 0, inRange: 0 };
// letters citing >= 2 of the top five required skills: [all letters, letters whose resume has it]
const cite = {
  line: { hit: 0, eligible: 0, hitEligible: 0 },
  bullet: { hit: 0, eligible: 0, hitEligible: 0 },
};
let letters = 0;
let withTopFive = 0;
// the first call builds the skill taxonomy's index; that one-off cost is not a letter's
analyzeCoverLetter(
  writeCoverLetter({ resumeText: pairs[0]!.resume, jobDescription: pairs[0]!.job, tone: 'formal' })
    .content,
  pairs[0]!.job,
);
optimizeAbout({ currentAbout: aboutFromResume(pairs[0]!.resume), targetRole: 'Engineer' });
const t0 = performance.now();

for (const [i, pair] of pairs.entries()) {
  const tone = LETTER_TONES[i % LETTER_TONES.length]!;
  bySource.set(pair.source, (bySource.get(pair.source) ?? 0) + 1);
  const job = analyzeJob(pair.job);
  const title = pair.title || job.title.trim();
  const company = pair.company || companyFromPosting(pair.job, title);
  const postingWords = [company, title].filter(Boolean);

  // a letter from the resume
  const letter = timed(times.write, () =>
    writeCoverLetter({
      resumeText: pair.resume,
      jobDescription: pair.job,
      tone,
      jobTitle: pair.title,
      companyName: pair.company,
    }),
  );
  letters++;
  const truth = checkLetterTruth(pair.resume, letter.content, postingWords);
  bump(
    'letters: invented facts',
    truth.violations.length,
    `${tone}: ${describe(truth.violations)}`,
  );
  bump(
    "letters: the engine's own check not ok",
    letter.truth.ok ? 0 : 1,
    describe(letter.truth.violations),
  );
  bump('letters: sentences the check removed', letter.removed.length, letter.removed[0]);
  const resumeLines = new Set(normalizeText(pair.resume).split('\n').map(loose));
  const rawLines = new Set(pair.resume.split(/\r?\n/).map(loose));
  const unsourced = letter.claims.filter(
    (c) => !resumeLines.has(loose(c.source)) && !rawLines.has(loose(c.source)),
  );
  bump('claims whose source is not a resume line', unsourced.length, unsourced[0]?.source);
  const notInLetter = letter.claims.filter((c) => !letter.content.includes(c.sentence));
  bump('claims whose sentence is not in the letter', notInLetter.length, notInLetter[0]?.sentence);

  // the job's top five required skills, and where the letter cites them
  const top = [...job.requiredSkills].sort((a, b) => b.weight - a.weight).slice(0, 5);
  if (top.length >= 2) withTopFive++;
  const topNames = new Set(top.map((r) => r.name));
  const topIds = new Set(top.map((r) => r.skillId));
  const parsed = parseResume(normalizeText(pair.resume));
  const bulletLines = new Set(parsed.experience.flatMap((e) => e.bullets.map(loose)));
  const viaLine = new Set(letter.requirementsCovered.filter((n) => topNames.has(n)));
  const viaBullet = new Set(
    letter.claims
      .filter((c) => bulletLines.has(loose(c.source)))
      .flatMap((c) => c.requirements)
      .filter((n) => topNames.has(n)),
  );
  // where the resume has it: the resume names two of them at all / in its experience bullets
  const inResume = new Set(findSkills(pair.resume.slice(0, 50_000)).map((m) => m.skillId));
  const inBullets = new Set(
    parsed.experience.flatMap((e) => e.bullets.flatMap((b) => findSkills(b).map((m) => m.skillId))),
  );
  const hasLine = [...topIds].filter((id) => inResume.has(id)).length >= 2;
  const hasBullet = [...topIds].filter((id) => inBullets.has(id)).length >= 2;
  if (viaLine.size >= 2) cite.line.hit++;
  if (viaBullet.size >= 2) cite.bullet.hit++;
  if (hasLine) {
    cite.line.eligible++;
    if (viaLine.size >= 2) cite.line.hitEligible++;
  }
  if (hasBullet) {
    cite.bullet.eligible++;
    if (viaBullet.size >= 2) cite.bullet.hitEligible++;
  }

  const a = timed(times.analyze, () =>
    analyzeCoverLetter(letter.content, pair.job, { job, jobTitle: title, companyName: company }),
  );
  scores.ats += a.atsScore;
  scores.personality += a.personalityScore;
  scores.relevance += a.relevanceScore;

  // a letter with no resume says nothing about the candidate
  const bare = writeCoverLetter({
    jobDescription: pair.job,
    tone,
    jobTitle: pair.title,
    companyName: pair.company,
  });
  const bareTruth = checkLetterTruth('', bare.content, postingWords);
  bump(
    'letters without a resume: invented facts',
    bareTruth.violations.length,
    `${tone}: ${describe(bareTruth.violations)}`,
  );
  bump('letters without a resume: claims', bare.claims.length, bare.claims[0]?.sentence);

  // an About in the resume's own words, optimised for the posting's title
  const text = aboutFromResume(pair.resume);
  const r = timed(times.about, () => optimizeAbout({ currentAbout: text, targetRole: title }));
  const check = checkTruthfulness(`${text}\n${title}`, r.optimizedAbout, { document: 'prose' });
  bump('Abouts: invented facts', check.violations.length, describe(check.violations));
  bump(
    "Abouts: the optimizer's own check not ok",
    r.truth.ok ? 0 : 1,
    describe(r.truth.violations),
  );
  const badClaims = r.claims.filter(
    (c) => !text.includes(c.source) && !normalizeText(text).includes(c.source),
  );
  bump('Abouts: claims whose source is not in the About', badClaims.length, badClaims[0]?.source);
  about.engBefore += r.original.engagementScore;
  about.engAfter += r.engagementScore;
  about.recBefore += r.original.recruiterAppeal;
  about.recAfter += r.recruiterAppeal;
  if (
    r.engagementScore < r.original.engagementScore ||
    r.recruiterAppeal < r.original.recruiterAppeal
  )
    about.lower++;
  const w = r.optimizedAbout.split(/\s+/).filter(Boolean).length;
  if (w >= 150 && w <= 300) about.inRange++;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
};
const share = (n: number, d: number) => `${n} of ${d} (${d ? ((100 * n) / d).toFixed(0) : '-'}%)`;
const avg = (x: number) => (x / letters).toFixed(1);

console.log('== Cover letters and LinkedIn Abouts (local engine)');
console.log(
  `pairs: ${pairs.length} (${[...bySource].map(([k, v]) => `${v} ${k}`).join(', ')}); tones cycled: ${LETTER_TONES.join(', ')}`,
);
for (const label of [
  'letters: invented facts',
  "letters: the engine's own check not ok",
  'letters: sentences the check removed',
  'claims whose source is not a resume line',
  'claims whose sentence is not in the letter',
  'letters without a resume: invented facts',
  'letters without a resume: claims',
  'Abouts: invented facts',
  "Abouts: the optimizer's own check not ok",
  'Abouts: claims whose source is not in the About',
]) {
  const n = counts.get(label) ?? 0;
  console.log(
    `${label.padEnd(48)} ${String(n).padStart(5)}${n && examples.has(label) ? `   e.g. ${examples.get(label)}` : ''}`,
  );
}
console.log(`\npostings with at least two required skills: ${withTopFive} of ${letters}`);
console.log(
  "letters citing >= 2 of the job's top five required skills with the candidate's evidence:",
);
console.log(
  `  via any resume line:     all letters ${share(cite.line.hit, letters)}; where the resume names >= 2 of them ${share(cite.line.hitEligible, cite.line.eligible)}`,
);
console.log(
  `  via an experience bullet: all letters ${share(cite.bullet.hit, letters)}; where its bullets name >= 2 of them ${share(cite.bullet.hitEligible, cite.bullet.eligible)}`,
);
console.log(
  `analyzeCoverLetter on the letters (average): ats ${avg(scores.ats)}, personality ${avg(scores.personality)}, relevance ${avg(scores.relevance)}`,
);
console.log(
  `About engagement: ${avg(about.engBefore)} -> ${avg(about.engAfter)}; recruiter appeal: ${avg(about.recBefore)} -> ${avg(about.recAfter)}; lower after: ${about.lower}; rewrites within 150-300 words: ${share(about.inRange, letters)}`,
);
for (const [label, xs] of [
  ['writeCoverLetter', times.write],
  ['analyzeCoverLetter', times.analyze],
  ['optimizeAbout', times.about],
] as const)
  console.log(
    `time per ${label.padEnd(18)} p50 ${pct(xs, 50).toFixed(2)} ms, p99 ${pct(xs, 99).toFixed(2)} ms`,
  );
console.log(`total ${((performance.now() - t0) / 1000).toFixed(1)} s`);
