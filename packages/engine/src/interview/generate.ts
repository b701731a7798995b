/**
 * Interview questions from a job description: the posting's own skills, responsibilities and
 * seniority, the gaps and claims of the candidate's resume when one is given, and the product's
 * question bank for the rest. No two questions of a set say the same thing; the difficulty of a
 * question is the one its position gives (1-3 easy, 4-7 medium, the rest hard).
 */
import { analyzeJob } from '../job/analyze';
import { jobSentences, jobText } from '../job/sections';
import { profileResume } from '../ats/profile';
import { seniorityOf } from '../job/requirements';
import type { EngineOptions, JobAnalysis, JobSkill, Seniority } from '../types';
import { bankQuestions } from './bank';
import { clip, duplicateChecker, hash32, lowerFirst, rng, shuffled } from './text';
import type {
  Difficulty,
  InterviewQuestion,
  InterviewType,
  QuestionSet,
  QuestionSource,
} from './types';

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

interface Candidate {
  text: string;
  source: QuestionSource;
  competency: string;
  skill?: string;
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

const SENIORITY_RANK: Record<Seniority, number> = {
  intern: 0,
  junior: 1,
  mid: 2,
  senior: 3,
  lead: 4,
  manager: 4,
  director: 5,
  executive: 6,
};

const SENIORITY_WORDS: Record<Seniority, string> = {
  intern: 'an internship',
  junior: 'a junior',
  mid: 'a mid-level',
  senior: 'a senior',
  lead: 'a lead',
  manager: 'a management',
  director: 'a director-level',
  executive: 'an executive',
};

/** How a question names a skill: the posting's own word, or the shorter of its name and that word. */
export function skillLabel(skill: Pick<JobSkill, 'name' | 'jobTerm'>): string {
  const term = skill.jobTerm.trim();
  const name = skill.name.trim();
  if (!term) return name;
  const t = term.toLowerCase();
  const n = name.toLowerCase();
  if (t.includes(n)) return name;
  if (n.includes(t)) return term;
  return term;
}

/** Verbs a responsibility line may start with, so that "to <line>" reads as English. */
const DUTY_VERBS = new Set(
  (
    'administer advise analyse analyze architect assess assist automate build collaborate communicate conduct ' +
    'coordinate create debug define deliver deploy design develop diagnose document drive educate ensure ' +
    'establish evaluate execute facilitate grow guide help identify implement improve integrate investigate ' +
    'launch lead maintain manage measure mentor migrate model monitor negotiate operate optimise optimize ' +
    'organise organize oversee own partner perform plan prepare prioritise prioritize produce promote provide ' +
    'recruit reduce refactor report represent research resolve respond review run scale scope secure serve ' +
    'set shape ship solve streamline supervise support teach test track train translate triage troubleshoot ' +
    'understand update work write'
  ).split(' '),
);

/** The posting's duties as verb phrases ("build event-driven pipelines with Kafka"), in order. */
export function responsibilities(jobDescription: string): string[] {
  const out: string[] = [];
  for (const s of jobSentences(jobText(jobDescription), true)) {
    if (s.section !== 'responsibilities' && s.section !== 'required' && s.section !== 'other')
      continue;
    let t = s.text
      .trim()
      .replace(/^[-*•·]\s*/, '')
      .replace(/^(?:you will|you'll|you’ll|will|responsible for|in this role,? you will)\s+/i, '');
    t = t.replace(/[.;:!]+$/, '').trim();
    const first = t.split(/[\s,]+/)[0]?.toLowerCase() ?? '';
    if (!DUTY_VERBS.has(first)) continue;
    if (t.length < 15 || t.length > 130) continue;
    out.push(lowerFirst(t));
  }
  return [...new Set(out)];
}

/** The duty without the phrase naming the skill ("build pipelines with Kafka" -> "build pipelines"). */
function withoutSkill(duty: string, label: string, name: string): string | null {
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const terms = `(?:${esc(label)}|${esc(name)})`;
  const stripped = duty
    .replace(
      new RegExp(
        `\\s+(?:with|using|in|on|via|through|across|into)\\s+[^,;]*?\\b${terms}\\b[^,;]*`,
        'i',
      ),
      '',
    )
    .trim();
  if (new RegExp(`\\b${terms}\\b`, 'i').test(stripped)) return null;
  return stripped.split(/\s+/).length >= 2 ? stripped : null;
}

function mentions(text: string, skill: JobSkill): boolean {
  const t = text.toLowerCase();
  return t.includes(skill.jobTerm.toLowerCase()) || t.includes(skill.name.toLowerCase());
}

/** Broad fields ("Software Development", "computer science") make poor questions: the specific skills do. */
const GENERIC_SKILL =
  /\b(?:development|engineering|computer science|programming|information technology)$/i;

/** Practices named by a verb phrase ("work independently") read badly as a subject of questions. */
const VERB_PHRASE =
  /^(?:work|manage|communicate|collaborate|lead|learn|think|solve|build|deliver|meet|follow|adapt|take)\s/i;

const isTechnicalSkill = (s: JobSkill) =>
  (s.category === 'hard' || s.category === 'tool' || s.category === 'language') &&
  !GENERIC_SKILL.test(s.name) &&
  !VERB_PHRASE.test(s.name) &&
  // a two-letter term that is not the skill's own name is too often something else ("TS/SCI")
  !(s.jobTerm.trim().length <= 2 && s.jobTerm.trim().toLowerCase() !== s.name.toLowerCase());

const isToolSkill = (s: JobSkill) => s.category === 'tool' || s.category === 'language';

/** How a question names a practice ("research", "data analysis"): lower case, as a common noun. */
const practiceLabel = (s: JobSkill) => (isToolSkill(s) ? skillLabel(s) : s.name.toLowerCase());

/* ---------- the posting's questions, by type and difficulty ---------- */

interface JobContext {
  job: JobAnalysis;
  duties: string[];
  techSkills: JobSkill[];
  softSkills: JobSkill[];
}

type Template = (s: string, duty?: string) => string | null;

/** Questions on a tool or a language ("Kafka", "Go"). */
const TOOL_TEMPLATES: Record<Difficulty, Template[]> = {
  easy: [
    (s) => `How have you used ${s} in your recent work, and what did it do well or badly for you?`,
    (s) => `What would you tell a new teammate to learn first about ${s}?`,
    (s) => `Which parts of ${s} do you rely on most, and why those?`,
  ],
  medium: [
    (s, duty) =>
      duty ? `The role asks you to ${duty}. How would you approach that with ${s}?` : null,
    (s) => `Walk me through how you would track down a problem in production that involves ${s}.`,
    (s) => `How do you test and monitor work that is built on ${s}?`,
    (s) => `What mistakes have you seen people make with ${s}, and how do you avoid them?`,
  ],
  hard: [
    (s) => `What limits of ${s} have you run into, and how did you design around them?`,
    (s) =>
      `If ${s} became the bottleneck in this team's work, how would you prove it and what would you change?`,
    (s) => `Compare ${s} with an alternative you know well. When would you choose each one?`,
  ],
};

/** Questions on a practice ("query optimization", "patient care"). */
const PRACTICE_TEMPLATES: Record<Difficulty, Template[]> = {
  easy: [
    (s) => `Walk me through how you approach ${s} in your day-to-day work.`,
    (s) => `What does good ${s} look like to you, and how do you tell it from merely adequate?`,
  ],
  medium: [
    (s, duty) =>
      duty ? `The role asks you to ${duty}. How would you approach the ${s} side of that?` : null,
    (s) => `Tell me about a recent piece of ${s} work: what was tricky, and how did you handle it?`,
    (s) => `How do you check the quality of your own ${s} work before others rely on it?`,
  ],
  hard: [
    (s) => `What is the hardest ${s} problem you have faced, and how did you work through it?`,
    (s) => `How would you teach ${s} to a capable colleague who has never done it?`,
  ],
};

function skillDuty(ctx: JobContext, skill: JobSkill): string | undefined {
  return ctx.duties.find((d) => mentions(d, skill));
}

function technicalFromJob(ctx: JobContext, level: Difficulty, nth: number): Candidate[] {
  const out: Candidate[] = [];
  const skills = ctx.techSkills;
  for (let k = 0; k < skills.length; k++) {
    const skill = skills[(nth + k) % skills.length]!;
    const label = practiceLabel(skill);
    const templates = (skill.category === 'hard' ? PRACTICE_TEMPLATES : TOOL_TEMPLATES)[level];
    for (let t = 0; t < templates.length; t++) {
      const text = templates[(nth + t) % templates.length]!(label, skillDuty(ctx, skill));
      if (text) out.push({ text, source: 'job-skill', competency: skill.name, skill: skill.name });
    }
  }
  return out;
}

function behavioralFromJob(ctx: JobContext, level: Difficulty): Candidate[] {
  const out: Candidate[] = [];
  for (const skill of ctx.techSkills) {
    const label = skillLabel(skill);
    const duty = skillDuty(ctx, skill);
    const rest = duty ? withoutSkill(duty, label, skill.name) : null;
    const tool = isToolSkill(skill);
    const practice = practiceLabel(skill);
    const text =
      rest && tool
        ? `Tell me about a time you used ${label} to ${rest}. What was the result?`
        : level === 'hard'
          ? tool
            ? `Tell me about the hardest problem you have solved with ${label}. What did you do, and what changed because of it?`
            : `Tell me about the hardest problem you have solved in your ${practice} work. What did you do, and what changed because of it?`
          : tool
            ? `Tell me about a time your work with ${label} made a measurable difference.`
            : `Tell me about a time your ${practice} work made a measurable difference.`;
    out.push({ text, source: 'job-skill', competency: skill.name, skill: skill.name });
  }
  for (const skill of ctx.softSkills) {
    out.push({
      text: `The posting asks for ${skill.name.toLowerCase()}. Tell me about a time it made the difference to a piece of work.`,
      source: 'job-skill',
      competency: skill.name,
      skill: skill.name,
    });
  }
  for (const duty of ctx.duties) {
    out.push({
      text: `This role involves the duty to ${clip(duty)}. Tell me about a time you did something similar, and how it turned out.`,
      source: 'job-responsibility',
      competency: clip(duty, 60),
    });
  }
  return level === 'easy' ? out : out.slice().reverse();
}

const BUILD_DUTY =
  /^(?:build|design|run|operate|scale|migrate|develop|implement|automate|deploy|own|maintain|monitor|secure|integrate|architect|create|ship|optimi[sz]e|improve|streamline|manage|coordinate|plan|track)\b/i;
const SYSTEM_NOUN =
  /\b(?:systems?|services?|pipelines?|platforms?|data|apis?|applications?|apps?|infrastructure|databases?|software|tools?|models?|processes|workflows?|products?|features?|integrations?|networks?|reports?|dashboards?)\b/i;
const PEOPLE_DUTY = /\b(?:engineers|mentor|coach|hire|recruit|people|teammates|stakeholders)\b/i;

function systemDesignFromJob(ctx: JobContext, level: Difficulty): Candidate[] {
  const out: Candidate[] = [];
  for (const duty of ctx.duties) {
    if (!BUILD_DUTY.test(duty) || PEOPLE_DUTY.test(duty)) continue;
    const skill = ctx.techSkills.find((s) => isToolSkill(s) && mentions(duty, s));
    if (!skill && !SYSTEM_NOUN.test(duty)) continue;
    const quoted = `"${clip(duty)}"`;
    const text =
      level === 'easy'
        ? `Picture the system behind this duty of the role: ${quoted}. Sketch it: what are its main parts, and how do they talk to each other?`
        : level === 'medium'
          ? `This role will ${clip(duty)}. Design that system for ten times today's load${skill ? ` with ${skillLabel(skill)} in it` : ''}: where does it break first?`
          : `Design the system behind ${quoted}. How does it stay correct when one of its parts fails, and how would you know?`;
    out.push({
      text,
      source: 'job-responsibility',
      competency: skill?.name ?? clip(duty, 60),
      ...(skill ? { skill: skill.name } : {}),
    });
  }
  const tools = ctx.techSkills.filter(isToolSkill);
  for (let i = 0; i + 1 < tools.length; i += 2) {
    const a = skillLabel(tools[i]!);
    const b = skillLabel(tools[i + 1]!);
    out.push({
      text: `Design a service for this team that uses ${a} and ${b}. How do the two fit together, and what happens when one of them is down?`,
      source: 'job-skill',
      competency: tools[i]!.name,
      skill: tools[i]!.name,
    });
  }
  return out;
}

function caseStudyFromJob(ctx: JobContext, level: Difficulty): Candidate[] {
  const out: Candidate[] = [];
  for (const duty of ctx.duties) {
    const d = clip(duty);
    out.push({
      text:
        level === 'easy'
          ? `The role will ${d}. How would you measure success at that in the first six months?`
          : level === 'medium'
            ? `Your team's plan to ${d} is a month late and over budget. How would you find out why, and what would you do first?`
            : `You have half the usual budget to ${d}. What do you keep, what do you drop, and how do you explain the choice?`,
      source: 'job-responsibility',
      competency: clip(duty, 60),
    });
  }
  for (const skill of ctx.techSkills.filter(isToolSkill).slice(0, 4)) {
    out.push({
      text: `A team asks whether to keep investing in ${skillLabel(skill)} or move to something else. How would you build the case either way?`,
      source: 'job-skill',
      competency: skill.name,
      skill: skill.name,
    });
  }
  return out;
}

const LEAD_VERBS =
  /^(?:lead|own|drive|manage|mentor|coach|grow|guide|set|shape|oversee|supervise|hire|recruit|partner|coordinate|establish|define)\b/i;

function leadershipFromJob(ctx: JobContext, level: Difficulty): Candidate[] {
  const out: Candidate[] = [];
  const { seniority, title } = ctx.job;
  if (SENIORITY_RANK[seniority] >= 3) {
    out.push({
      text: `This is ${SENIORITY_WORDS[seniority]} role${title ? ` (${title})` : ''}. Tell me about a time you already worked at that level: what did you own, and who relied on you?`,
      source: 'job-seniority',
      competency: 'seniority',
    });
  }
  for (const duty of ctx.duties) {
    if (!LEAD_VERBS.test(duty)) continue;
    out.push({
      text:
        level === 'hard'
          ? `The role asks you to ${clip(duty)}. Tell me about a time you did this and it went badly at first. What did you change?`
          : `The role asks you to ${clip(duty)}. How would you lead that in your first ninety days?`,
      source: 'job-responsibility',
      competency: clip(duty, 60),
    });
  }
  for (const skill of ctx.softSkills) {
    out.push({
      text: `The posting asks for ${skill.name.toLowerCase()}. Tell me about a time you showed it while leading others.`,
      source: 'job-skill',
      competency: skill.name,
      skill: skill.name,
    });
  }
  return out;
}

function jobCandidates(
  type: InterviewType,
  ctx: JobContext,
  level: Difficulty,
  nth: number,
): Candidate[] {
  switch (type) {
    case 'technical':
      return technicalFromJob(ctx, level, nth);
    case 'behavioral':
      return behavioralFromJob(ctx, level);
    case 'system-design':
      return systemDesignFromJob(ctx, level);
    case 'case-study':
      return caseStudyFromJob(ctx, level);
    case 'leadership':
      return leadershipFromJob(ctx, level);
  }
}

/* ---------- the resume's gaps and claims ---------- */

interface ResumeContext {
  gaps: JobSkill[];
  claims: string[];
  seniorityStep: { job: Seniority; title: string } | null;
}

function resumeContext(
  resumeText: string,
  job: JobAnalysis,
  options?: EngineOptions,
): ResumeContext {
  const profile = profileResume(resumeText, options);
  const gaps = job.requiredSkills.filter(
    (s) => isTechnicalSkill(s) && !profile.skills.has(s.skillId) && !profile.implied.has(s.skillId),
  );
  const claims: string[] = [];
  for (const exp of profile.parsed.experience) {
    for (const b of exp.bullets) {
      if (/\d/.test(b) && b.length >= 25 && b.length <= 160) claims.push(b.trim());
    }
  }
  for (const p of profile.parsed.projects) {
    for (const b of p.bullets)
      if (/\d/.test(b) && b.length >= 25 && b.length <= 160) claims.push(b);
  }
  const latest = profile.titles[0] ?? '';
  const theirs = seniorityOf(latest, profile.years || null);
  const step =
    latest && SENIORITY_RANK[job.seniority] > SENIORITY_RANK[theirs]
      ? { job: job.seniority, title: latest }
      : null;
  return { gaps, claims, seniorityStep: step };
}

function resumeCandidates(type: InterviewType, ctx: ResumeContext): Candidate[] {
  const out: Candidate[] = [];
  const gap = (s: JobSkill): Candidate => {
    const label = skillLabel(s);
    return {
      text:
        type === 'technical' || type === 'system-design'
          ? `The role needs ${label}, which your resume does not mention. What have you used that comes closest, and how would you get productive with ${label} in your first month?`
          : `Your resume does not show ${label}, which this role needs. Tell me about a time you picked up something similar quickly, and what you would do to close this gap.`,
      source: 'resume-gap',
      competency: s.name,
      skill: s.name,
    };
  };
  const claim = (c: string): Candidate => ({
    text: `You write that you "${clip(lowerFirst(c), 150)}". Walk me through it: what did you personally do, and how was it measured?`,
    source: 'resume-claim',
    competency: 'your own results',
  });
  const step = ctx.seniorityStep;
  const stepQ: Candidate | null = step
    ? {
        text: `This is ${SENIORITY_WORDS[step.job]} role and your most recent title is ${step.title}. What have you already done that works at that level?`,
        source: 'resume-gap',
        competency: 'seniority',
      }
    : null;
  // Interleave: a gap, a claim, the seniority step, then the rest.
  const gaps = ctx.gaps.map(gap);
  const claims = ctx.claims.map(claim);
  const order: (Candidate | null | undefined)[] =
    type === 'technical'
      ? [gaps[0], gaps[1], claims[0], gaps[2], stepQ, claims[1]]
      : type === 'leadership'
        ? [stepQ, claims[0], gaps[0], claims[1]]
        : [claims[0], gaps[0], stepQ, claims[1], gaps[1]];
  for (const c of order) if (c) out.push(c);
  for (const c of [...gaps, ...claims]) if (!out.includes(c)) out.push(c);
  return out;
}

/* ---------- putting a set together ---------- */

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
  const ctx: JobContext | null = job
    ? {
        job,
        duties: responsibilities(jd),
        techSkills: [...job.requiredSkills, ...job.preferredSkills].filter(isTechnicalSkill),
        softSkills: job.skills.filter((s) => s.category === 'soft'),
      }
    : null;
  const software =
    !job || job.skills.some((s) => s.category === 'language') || ctx!.techSkills.length >= 4;
  const resumeCtx = job && resume ? resumeContext(resume, job, options) : null;
  const resumePool = resumeCtx ? resumeCandidates(type, resumeCtx) : [];

  const bank = bankQuestions(type);
  const bankOrder = [
    ...shuffled(
      bank.filter((b) => software || !b.software),
      random,
    ),
    ...shuffled(
      bank.filter((b) => !software && b.software),
      random,
    ),
  ];

  // Every skill once before any twice; with few skills, each at most three times.
  const skillCap = ctx?.techSkills.length
    ? Math.min(3, Math.ceil(count / ctx.techSkills.length))
    : 1;
  const chosen: InterviewQuestion[] = [];
  const nearDuplicate = duplicateChecker();
  const used = new Set<string>();
  const skillUses = new Map<string, number>();
  const fits = (c: Candidate) =>
    !used.has(c.text) &&
    !chosen.some((q) => nearDuplicate(q.text, c.text)) &&
    (!c.skill || (skillUses.get(c.skill) ?? 0) < skillCap);

  let jobNth = 0;
  for (let i = 0; i < count; i++) {
    const level = difficultyAt(i);
    const preferred = PLAN[type][i % PLAN[type].length]!;
    let pick: Candidate | undefined;
    for (const source of FALLBACK[preferred]) {
      let pool: Candidate[] = [];
      if (source === 'job' && ctx) pool = jobCandidates(type, ctx, level, jobNth);
      else if (source === 'resume') pool = resumePool;
      else if (source === 'bank') {
        const same = bankOrder.filter((b) => b.difficulty === level);
        const rest = bankOrder.filter((b) => b.difficulty !== level);
        pool = [...same, ...rest].map((b) => ({
          text: b.text,
          source: 'bank' as const,
          competency: b.competency,
        }));
      }
      pick = pool.find(fits);
      if (pick) {
        if (source === 'job') jobNth++;
        break;
      }
    }
    if (!pick) {
      // Every source is spent: any bank question not asked yet, whatever its difficulty.
      pick = bankOrder
        .map((b) => ({ text: b.text, source: 'bank' as const, competency: b.competency }))
        .find((c) => !used.has(c.text) && !chosen.some((q) => nearDuplicate(q.text, c.text)));
    }
    if (!pick) break;
    used.add(pick.text);
    if (pick.skill) skillUses.set(pick.skill, (skillUses.get(pick.skill) ?? 0) + 1);
    chosen.push({
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
  return { title, interviewType: type, questions: chosen };
}
