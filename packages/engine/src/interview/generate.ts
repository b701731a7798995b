/**
 * Interview questions from a job description, built from the posting's own requirement lines
 * (posting.ts reads them: duties, topics, activities, domains; never licences or pay): first
 * the field's probes those lines call for (probes.ts: "How would you guarantee exactly-once
 * delivery into a double-entry ledger when ..."), then questions quoting each line in the one
 * grammatical form its kind allows, then the posting's skills by name. Every line is asked about
 * once before any twice, each probe and each follow-up wording once a session. The resume's gaps
 * and claims come in when one is given, the product's question bank fills the rest. No two
 * questions of a set say the same thing; the difficulty of a question is the one its position
 * gives (1-3 easy, 4-7 medium, the rest hard).
 *
 * Modules: job-context.ts (the posting read once), line-questions.ts and job-questions.ts (the
 * posting's questions), resume-questions.ts (gaps and claims), bank.ts; this file puts a set
 * together.
 */
import { analyzeJob } from '../job/analyze';
import { hash32, rng } from '../text/seeded';
import type { EngineOptions } from '../types';
import { bankQuestions } from './bank';
import { jobContext, type Candidate, type JobContext } from './job-context';
import { jobCandidates, technicalFromJob, technicalFromSkills } from './job-questions';
import { resumeCandidates, resumeContext } from './resume-questions';
import { duplicateChecker, shuffled } from './text';
import type { Difficulty, InterviewQuestion, InterviewType, QuestionSet } from './types';

export { responsibilities, skillLabel } from './job-context';

export const QUESTIONS_PER_SESSION = 10;

/** The spec's bands: positions 1-3 easy, 4-7 medium, 8 and on hard. */
export function difficultyAt(index: number): Difficulty {
  return index <= 2 ? 'easy' : index <= 6 ? 'medium' : 'hard';
}

const TYPE_LABELS: Record<InterviewType, string> = {
  technical: 'Technical',
  behavioral: 'Behavioral',
  'system-design': 'System Design',
  'case-study': 'Case Study',
  leadership: 'Leadership',
};

/** The title when the user leaves it blank: the interview type plus "Practice". */
export function defaultInterviewTitle(type: InterviewType): string {
  return `${TYPE_LABELS[type]} Practice`;
}

export interface GenerateQuestionsInput {
  interviewType: InterviewType;
  jobDescription?: string | null;
  title?: string | null;
  /** the candidate's resume text, when they chose one */
  resumeText?: string | null;
  count?: number;
  /** varies the bank questions between sessions for the same posting */
  seed?: number;
}

type Source = 'job' | 'resume' | 'bank';

/** Which source each position prefers, per type (a missing source falls back to the next one). */
const PLAN: Record<InterviewType, Source[]> = {
  technical: ['job', 'resume', 'job', 'job', 'resume', 'job', 'job', 'job', 'resume', 'job'],
  behavioral: ['bank', 'job', 'resume', 'job', 'bank', 'resume', 'job', 'bank', 'job', 'resume'],
  'system-design': ['job', 'bank', 'job', 'bank', 'resume', 'job', 'bank', 'job', 'bank', 'resume'],
  'case-study': ['bank', 'job', 'bank', 'job', 'resume', 'bank', 'job', 'bank', 'job', 'resume'],
  leadership: ['bank', 'job', 'resume', 'bank', 'job', 'bank', 'resume', 'job', 'bank', 'job'],
};

const FALLBACK: Record<Source, Source[]> = {
  job: ['job', 'bank'],
  resume: ['resume', 'job', 'bank'],
  bank: ['bank', 'job'],
};

/* ---------- putting a set together ---------- */

/** The bank's questions for the type in a seeded order; outside software, the software ones last. */
function bankOrderOf(type: InterviewType, software: boolean, random: () => number) {
  const bank = bankQuestions(type);
  return [
    ...shuffled(
      bank.filter((b) => software || !b.software),
      random,
    ),
    ...shuffled(
      bank.filter((b) => !software && b.software),
      random,
    ),
  ];
}

type BankOrder = ReturnType<typeof bankOrderOf>;

const asCandidate = (b: BankOrder[number]): Candidate => ({
  text: b.text,
  source: 'bank' as const,
  competency: b.competency,
});

/** The bank's questions of the level first, then the others. */
function bankPool(bankOrder: BankOrder, level: Difficulty): Candidate[] {
  const same = bankOrder.filter((b) => b.difficulty === level);
  const rest = bankOrder.filter((b) => b.difficulty !== level);
  return [...same, ...rest].map(asCandidate);
}

/**
 * The posting's candidates at a level. Its lines and probes do not change between positions of
 * one level, so they are built once per level; a technical set adds the skills by name, which
 * depend on how many posting questions were taken (`nth`).
 */
function jobPoolOf(type: InterviewType, ctx: JobContext) {
  const built = new Map<string, Candidate[]>();
  return (level: Difficulty, nth: number): Candidate[] => {
    let lines = built.get(level);
    if (!lines)
      built.set(
        level,
        (lines =
          type === 'technical'
            ? technicalFromJob(ctx, level)
            : jobCandidates(type, ctx, level, nth)),
      );
    return type === 'technical' ? [...lines, ...technicalFromSkills(ctx, level, nth)] : lines;
  };
}

/**
 * What a session has asked so far, and whether a candidate still fits: no text twice, nothing
 * near a question already asked, every skill once before any twice (with few skills, each at
 * most three times), a requirement line at most twice and every line once before any twice, a
 * probe and a wording once.
 */
function sessionOf(count: number, ctx: JobContext | null) {
  const skillCap = ctx?.techSkills.length
    ? Math.min(3, Math.ceil(count / ctx.techSkills.length))
    : 1;
  const chosen: InterviewQuestion[] = [];
  const nearDuplicate = duplicateChecker();
  const used = new Set<string>();
  const skillUses = new Map<string, number>();
  const itemUses = new Map<number, number>();
  const probesUsed = new Set<string>();
  const formsUsed = new Set<string>();
  const usesOf = (c: Candidate) => (c.item === undefined ? 0 : (itemUses.get(c.item) ?? 0));
  // questions on a skill's name wait until every line of the posting has been asked about once
  const freshness = (c: Candidate) =>
    c.item === undefined ? ((c.rank ?? 0) >= 2 ? 1 : 0) : usesOf(c);
  const unasked = (c: Candidate) =>
    !used.has(c.text) && !chosen.some((q) => nearDuplicate(q.text, c.text));
  return {
    chosen,
    unasked,
    fits: (c: Candidate) =>
      !used.has(c.text) &&
      usesOf(c) < 2 &&
      !(c.probe && probesUsed.has(c.probe)) &&
      !(c.form && formsUsed.has(c.form)) &&
      !chosen.some((q) => nearDuplicate(q.text, c.text)) &&
      (!c.skill || (skillUses.get(c.skill) ?? 0) < skillCap),
    byFreshness: (pool: Candidate[]) =>
      pool
        .map((c, i) => ({ c, i }))
        .sort(
          (a, b) =>
            freshness(a.c) - freshness(b.c) || (a.c.rank ?? 0) - (b.c.rank ?? 0) || a.i - b.i,
        )
        .map(({ c }) => c),
    take(pick: Candidate, question: InterviewQuestion) {
      used.add(pick.text);
      if (pick.skill) skillUses.set(pick.skill, (skillUses.get(pick.skill) ?? 0) + 1);
      if (pick.item !== undefined) itemUses.set(pick.item, (itemUses.get(pick.item) ?? 0) + 1);
      if (pick.probe) probesUsed.add(pick.probe);
      if (pick.form) formsUsed.add(pick.form);
      chosen.push(question);
    },
  };
}

/** Generates a session's questions. Deterministic for the same input and seed. */
export function generateQuestions(
  input: GenerateQuestionsInput,
  options?: EngineOptions,
): QuestionSet {
  const type = input.interviewType;
  const count = Math.max(1, Math.min(input.count ?? QUESTIONS_PER_SESSION, 20));
  const jd = (input.jobDescription ?? '').trim();
  const resume = (input.resumeText ?? '').trim();
  const random = rng(hash32(`${type}\n${jd}\n${resume}`) ^ (input.seed ?? 0));

  const job = jd ? analyzeJob(jd) : null;
  const ctx = job ? jobContext(jd, job) : null;
  const software = !job || ctx!.software;
  const resumeCtx = job && resume ? resumeContext(resume, job, options) : null;
  const resumePool = resumeCtx ? resumeCandidates(type, resumeCtx) : [];
  const bankOrder = bankOrderOf(type, software, random);
  const jobPool = ctx ? jobPoolOf(type, ctx) : null;
  const session = sessionOf(count, ctx);

  let jobNth = 0;
  for (let i = 0; i < count; i++) {
    const level = difficultyAt(i);
    const preferred = PLAN[type][i % PLAN[type].length]!;
    let pick: Candidate | undefined;
    for (const source of FALLBACK[preferred]) {
      let pool: Candidate[] = [];
      if (source === 'job' && jobPool) pool = session.byFreshness(jobPool(level, jobNth));
      else if (source === 'resume') pool = resumePool;
      else if (source === 'bank') pool = bankPool(bankOrder, level);
      pick = pool.find(session.fits);
      if (pick) {
        if (source === 'job') jobNth++;
        break;
      }
    }
    // Every source is spent: any bank question not asked yet, whatever its difficulty.
    pick ??= bankOrder.map(asCandidate).find(session.unasked);
    if (!pick) break;
    session.take(pick, {
      id: `q${i}`,
      text: pick.text,
      category: type,
      difficulty: level,
      source: pick.source,
      competency: pick.competency,
      ...(pick.skill ? { skill: pick.skill } : {}),
    });
  }
  const title = (input.title ?? '').trim() || defaultInterviewTitle(type);
  return { title, interviewType: type, questions: session.chosen };
}
