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
 */
import { analyzeJob } from '../job/analyze';
import { profileResume } from '../ats/profile';
import { seniorityOf } from '../job/requirements';
import type { EngineOptions, JobAnalysis, JobSkill, Seniority } from '../types';
import { bankQuestions } from './bank';
import { requirementItems, type RequirementItem } from './posting';
import { PROBES, spanFrom, type Probe } from './probes';
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
  /** the requirement line it asks about, when it asks about one */
  item?: number;
  /** the probe it comes from (each probe asked once a session) */
  probe?: string;
  /** probes first, then the posting's own lines, then skill templates */
  rank?: number;
  /** the template it was written from: a session uses each one once */
  form?: string;
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

/** The posting's duties as verb phrases ("build event-driven pipelines with Kafka"), in order. */
export function responsibilities(jobDescription: string): string[] {
  const job = analyzeJob(jobDescription);
  return dutiesOf(requirementItems(jobDescription, job));
}

const dutiesOf = (items: RequirementItem[]) => [
  ...new Set(items.filter((i) => i.kind === 'duty').map((i) => i.phrase)),
];

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

/** A tool the posting writes in another case than its name ("act" for Act!, "ADA" for Ada) is another word. */
const otherWord = (s: JobSkill) =>
  (s.category === 'tool' || s.category === 'language') &&
  s.jobTerm.toLowerCase() === s.name.toLowerCase().replace(/[^a-z0-9+#. -]/g, '') &&
  s.jobTerm !== s.name &&
  (!/[A-Z]/.test(s.jobTerm) || s.jobTerm === s.jobTerm.toUpperCase());

const isTechnicalSkill = (s: JobSkill) =>
  (s.category === 'hard' || s.category === 'tool' || s.category === 'language') &&
  !otherWord(s) &&
  !GENERIC_SKILL.test(s.name) &&
  !VERB_PHRASE.test(s.name) &&
  // a two-letter term that is not the skill's own name is too often something else ("TS/SCI")
  !(s.jobTerm.trim().length <= 2 && s.jobTerm.trim().toLowerCase() !== s.name.toLowerCase());

const isToolSkill = (s: JobSkill) => s.category === 'tool' || s.category === 'language';

/** How a question names a practice ("research", "data analysis"): lower case, as a common noun. */
const practiceLabel = (s: JobSkill) => (isToolSkill(s) ? skillLabel(s) : s.name.toLowerCase());

/** Titles of software work ("Backend Engineer", "Data Engineer", "SRE"), not of other engineering. */
const SOFTWARE_TITLE =
  /\b(?:software|developer|programmer|devops|sre|site reliability|full[- ]?stack|front[- ]?end|back[- ]?end|web|mobile|ios|android|platform|cloud|data engineer|machine learning|ml|qa|sdet|test automation)\b/i;

/** A software role: it names a programming language, or its title is software work. */
const isSoftwareJob = (job: JobAnalysis) =>
  SOFTWARE_TITLE.test(job.title) ||
  job.skills.some((s) => s.category === 'language' && s.required && !otherWord(s));

/* ---------- the posting's questions, by type and difficulty ---------- */

interface JobContext {
  job: JobAnalysis;
  duties: string[];
  items: RequirementItem[];
  probes: ProbeHit[];
  /** a software role: software bank questions and system design in terms of services */
  software: boolean;
  techSkills: JobSkill[];
  softSkills: JobSkill[];
}

interface ProbeHit {
  probe: Probe;
  item: RequirementItem;
  span: string;
  tool: string;
  tools: string[];
}

/** The probes a posting calls for, each once, on the first requirement line that names it. */
function probeHits(items: RequirementItem[], jobDescription: string): ProbeHit[] {
  const out: ProbeHit[] = [];
  const seen = new Set<Probe>();
  for (const item of items) {
    if (item.kind === 'credential') continue;
    const lower = item.text.toLowerCase();
    for (const probe of PROBES) {
      if (seen.has(probe)) continue;
      const m = probe.when.exec(lower);
      if (!m || (probe.field && !probe.field.test(jobDescription))) continue;
      if (probe.line && !probe.line.test(item.text)) continue;
      seen.add(probe);
      const tools = item.skills
        .filter((s) => s.skill.category === 'tool' || s.skill.category === 'language')
        .map((s) => skillLabel({ name: s.skill.name, jobTerm: s.label }));
      out.push({ probe, item, span: spanFrom(item.text, m.index), tool: tools[0] ?? '', tools });
    }
  }
  return out;
}

/** The skill a question on this line names (the line's first tool, or a skill it names by name). */
function namedSkill(item: RequirementItem, text: string): string | undefined {
  const lower = text.toLowerCase();
  for (const s of item.skills) {
    const short = skillLabel({ name: s.skill.name, jobTerm: s.label });
    if (lower.includes(s.label.toLowerCase()) || lower.includes(short.toLowerCase()))
      return s.skill.name;
  }
  return undefined;
}

/* Questions on the posting's own lines. Every template quotes the line in the one form its kind
   guarantees (a duty as a verb phrase after "to", a topic as a noun phrase after "for", an
   activity as an -ing phrase after "experience"), so any line reads as English. */

type LineTemplate = (item: RequirementItem) => string;

const DUTY_ASK: Record<Difficulty, LineTemplate[]> = {
  easy: [
    (i) =>
      `The role asks you to ${i.phrase}. How have you done that, or the closest thing to it, and what did a normal week of it look like?`,
    (i) =>
      `Walk me through how you would ${i.phrase}. What would you do first, and what would you check before calling it done?`,
    (i) =>
      `The role asks you to ${i.phrase}. What would you need to learn or ask about in your first week before you could do that well?`,
  ],
  medium: [
    (i) =>
      `The role asks you to ${i.phrase}. What usually goes wrong with that, and how do you catch it early?`,
    (i) =>
      `The role asks you to ${i.phrase}. How would you know you were doing it well? What would you look at each week?`,
    (i) =>
      `The role asks you to ${i.phrase}. Which part of that is hardest to get right, and how do you get it right?`,
  ],
  hard: [
    (i) =>
      `The role asks you to ${i.phrase}. If you had half the usual time and people for it, what would you protect, what would you drop, and why?`,
    (i) =>
      `The role asks you to ${i.phrase}. What would you change about the way that is usually done, and how would you bring others along?`,
    (i) =>
      `The role asks you to ${i.phrase}. Tell me about the time that went worst for you: what happened, and what do you do differently now?`,
  ],
};

/** A topic that is a stretch of experience ("classroom experience in elementary grades"), not a skill. */
const isExperience = (i: RequirementItem) =>
  /\b(?:experience|background|record|history|exposure)\b/i.test(i.phrase);

const TOPIC_ASK: Record<Difficulty, LineTemplate[]> = {
  easy: [
    (i) =>
      `The posting asks for ${i.phrase}. Which piece of your own work shows it best, and what exactly did you do?`,
    (i) =>
      isExperience(i)
        ? `The posting asks for ${i.phrase}. Walk me through where you gained it and what you were trusted to do on your own.`
        : `The posting asks for ${i.phrase}. How did you build that up, and where did you use it most recently?`,
  ],
  medium: [
    (i) =>
      i.details.length >= 2
        ? `The posting lists ${listOf(i.details)}. Pick the one you know best and walk me through a real problem you solved with it.`
        : isExperience(i)
          ? `The posting asks for ${i.phrase}. What was the hardest situation you faced in that work, and what did you do?`
          : `The posting asks for ${i.phrase}. How do you check your own work in it before others rely on it?`,
    (i) =>
      isExperience(i)
        ? `The posting asks for ${i.phrase}. Which decision in that work would you make differently now, and why?`
        : `The posting asks for ${i.phrase}. Where have you seen that go wrong, in your work or a colleague's, and what did you do about it?`,
  ],
  hard: [
    (i) =>
      isExperience(i)
        ? `The posting asks for ${i.phrase}. What did that work teach you that a course or a book could not have?`
        : `The posting asks for ${i.phrase}. What does someone truly expert at it do that someone merely competent does not?`,
    (i) =>
      `The posting asks for ${i.phrase}. What have you changed in the way you work because of it, and why?`,
  ],
};

const ACTIVITY_ASK: Record<Difficulty, LineTemplate[]> = {
  easy: [
    (i) =>
      `The posting asks for experience ${i.phrase}. Walk me through your best example: what was at stake, and what did you do?`,
  ],
  medium: [
    (i) =>
      `How do you approach ${i.phrase}? Take me through the steps you follow, and why in that order.`,
  ],
  hard: [
    (i) => `What is the most common mistake people make when ${i.phrase}, and how do you avoid it?`,
  ],
};

/** A domain as a field ("banking, credit or corporate finance" of "internship experience in banking, ..."). */
const domainOf = (i: RequirementItem) =>
  lowerFirst(i.core.replace(/^.*?\b(?:experience|background)\s+(?:in|with|at)\s+/i, ''));

const DOMAIN_ASK: LineTemplate = (i) =>
  `The posting prefers experience in ${domainOf(i)}. What does that setting change about how you do this job, and where have you seen it matter?`;

const DUTY_STORY: Record<Difficulty, LineTemplate[]> = {
  easy: [
    (i) =>
      `The role asks you to ${i.phrase}. Tell me about a time you did that, or the closest you have come: what was at stake, what did you do, and how did it turn out?`,
    (i) =>
      `The role asks you to ${i.phrase}. Tell me about the last time you did something like it: what was the goal, what did you do yourself, and what was the result?`,
  ],
  medium: [
    (i) =>
      `The role asks you to ${i.phrase}. Tell me about a time that was harder than usual. What made it hard, and what did you do?`,
    (i) =>
      `The role asks you to ${i.phrase}. Tell me about a time you had to do it with less time or help than you needed. What did you do, and what happened?`,
  ],
  hard: [
    (i) =>
      `The role asks you to ${i.phrase}. Tell me about a time it went badly at first. What did you change, and what happened?`,
    (i) =>
      `The role asks you to ${i.phrase}. Tell me about a time you disagreed with others on how to do it. How did you settle it, and what happened?`,
  ],
};

const LINE_STORY: Partial<Record<RequirementItem['kind'], LineTemplate>> = {
  topic: (i) =>
    `The posting asks for ${i.phrase}. Tell me about a time it made the difference to a piece of work: what happened, and what did you do?`,
  activity: (i) =>
    `The posting asks for experience ${i.phrase}. Tell me about the example you are proudest of: what was at stake, what did you do, and what came of it?`,
  soft: (i) =>
    `The posting asks for ${i.phrase}. Tell me about a time it made the difference to a piece of work.`,
  domain: (i) =>
    `The posting prefers experience in ${domainOf(i)}. Tell me about a time that kind of setting changed how you had to do your work.`,
};

const listOf = (xs: string[]) =>
  xs.length <= 2 ? xs.join(' and ') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

/** A question on one requirement line, as a candidate. */
function lineCandidate(
  item: RequirementItem,
  text: string,
  source: QuestionSource = item.kind === 'duty' ? 'job-responsibility' : 'job-skill',
): Candidate {
  const skill = namedSkill(item, text);
  return {
    text,
    source,
    competency: clip(item.kind === 'duty' ? item.phrase : item.core, 60),
    ...(skill ? { skill } : {}),
    item: item.index,
    rank: 1,
  };
}

function probeCandidate(hit: ProbeHit, text: string): Candidate {
  const skill = namedSkill(hit.item, text);
  return {
    text,
    source: hit.item.kind === 'duty' ? 'job-responsibility' : 'job-skill',
    competency: hit.probe.competency,
    ...(skill ? { skill } : {}),
    item: hit.item.index,
    probe: hit.probe.competency,
    rank: 0,
  };
}

type Template = (s: string, duty?: string) => string | null;

/** Questions on a tool or a language ("Kafka", "Go"). */
const TOOL_TEMPLATES: Record<Difficulty, Template[]> = {
  easy: [
    (s) => `How have you used ${s} in your recent work, and what did it do well or badly for you?`,
    (s) =>
      `Tell me about the last problem you solved with ${s}: what was wrong, and what did you do?`,
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

const dutyMemo = new WeakMap<JobContext, Map<JobSkill, string | undefined>>();

function skillDuty(ctx: JobContext, skill: JobSkill): string | undefined {
  let memo = dutyMemo.get(ctx);
  if (!memo) dutyMemo.set(ctx, (memo = new Map()));
  if (!memo.has(skill))
    memo.set(
      skill,
      ctx.duties.find((d) => mentions(d, skill)),
    );
  return memo.get(skill);
}

function technicalFromJob(ctx: JobContext, level: Difficulty): Candidate[] {
  const out: Candidate[] = [];
  for (const hit of ctx.probes) {
    if (!hit.probe.ask) continue;
    out.push(probeCandidate(hit, hit.probe.ask({ ...hit, details: hit.item.details })));
  }
  const FORMS = { duty: DUTY_ASK, topic: TOPIC_ASK, activity: ACTIVITY_ASK } as const;
  for (const item of ctx.items) {
    if (item.kind === 'duty' || item.kind === 'topic' || item.kind === 'activity') {
      const forms = FORMS[item.kind][level];
      for (let f = 0; f < forms.length; f++) {
        const k = (item.index + f) % forms.length;
        out.push({ ...lineCandidate(item, forms[k]!(item)), form: `${item.kind}-${level}-${k}` });
      }
    } else if (item.kind === 'domain' && level !== 'easy')
      out.push({ ...lineCandidate(item, DOMAIN_ASK(item)), form: 'domain' });
  }
  return out;
}

/** Questions on the posting's skills by name, for when its lines are spent. */
function technicalFromSkills(ctx: JobContext, level: Difficulty, nth: number): Candidate[] {
  const out: Candidate[] = [];
  const skills = ctx.techSkills;
  for (let k = 0; k < skills.length; k++) {
    const skill = skills[(nth + k) % skills.length]!;
    const label = practiceLabel(skill);
    const templates = (skill.category === 'hard' ? PRACTICE_TEMPLATES : TOOL_TEMPLATES)[level];
    for (let t = 0; t < templates.length; t++) {
      const text = templates[(nth + t) % templates.length]!(label, skillDuty(ctx, skill));
      if (text)
        out.push({
          text,
          source: 'job-skill',
          competency: skill.name,
          skill: skill.name,
          rank: 2,
          form: `skill-${level}-${(nth + t) % templates.length}`,
        });
    }
  }
  return out;
}

function behavioralFromJob(ctx: JobContext, level: Difficulty): Candidate[] {
  const out: Candidate[] = [];
  for (const hit of ctx.probes) {
    if (!hit.probe.story) continue;
    out.push(probeCandidate(hit, hit.probe.story({ ...hit, details: hit.item.details })));
  }
  for (const item of ctx.items) {
    if (item.kind === 'duty') {
      const forms = DUTY_STORY[level];
      forms.forEach((_, f) => {
        const k = (item.index + f) % forms.length;
        out.push({ ...lineCandidate(item, forms[k]!(item)), form: `story-duty-${level}-${k}` });
      });
    } else {
      const story = LINE_STORY[item.kind];
      if (story) out.push({ ...lineCandidate(item, story(item)), form: `story-${item.kind}` });
    }
  }
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
    out.push({ text, source: 'job-skill', competency: skill.name, skill: skill.name, rank: 2 });
  }
  for (const skill of ctx.softSkills) {
    out.push({
      text: `The posting asks for ${skill.name.toLowerCase()}. Tell me about a time it made the difference to a piece of work.`,
      source: 'job-skill',
      competency: skill.name,
      skill: skill.name,
      rank: 3,
    });
  }
  return out;
}

const BUILD_DUTY =
  /^(?:build|design|run|operate|scale|migrate|develop|implement|automate|deploy|own|maintain|monitor|secure|integrate|architect|create|ship|optimi[sz]e|improve|streamline|manage|coordinate|plan|track)\b/i;
const SYSTEM_NOUN =
  /\b(?:systems?|services?|pipelines?|platforms?|data|apis?|applications?|apps?|infrastructure|databases?|software|tools?|models?|processes|workflows?|products?|features?|integrations?|networks?|reports?|dashboards?)\b/i;
const PEOPLE_DUTY =
  /\b(?:engineers|mentor|coach|hire|recruit|people|teammates|stakeholders|crews?|team of|associates|apprentices)\b/i;

function systemDesignFromJob(ctx: JobContext, level: Difficulty): Candidate[] {
  const out: Candidate[] = [];
  for (const item of ctx.items) {
    if (item.kind !== 'duty') continue;
    const duty = item.phrase;
    if (PEOPLE_DUTY.test(duty)) continue;
    const skill = ctx.techSkills.find((s) => isToolSkill(s) && mentions(duty, s));
    // a software system is built; outside software, any duty has a process behind it
    if (ctx.software && (!BUILD_DUTY.test(duty) || (!skill && !SYSTEM_NOUN.test(duty)))) continue;
    const quoted = `"${clip(duty)}"`;
    const d = clip(duty);
    const withTool = skill ? ` with ${skillLabel(skill)} in it` : '';
    // outside software, the "system" behind a duty is a process: people, steps and hand-offs
    const forms: Record<Difficulty, string[]> = ctx.software
      ? {
          easy: [
            `Picture the system behind this duty of the role: ${quoted}. Sketch it: what are its main parts, and how do they talk to each other?`,
            `Sketch the system behind ${quoted}: what data does it keep, and who reads and writes it?`,
          ],
          medium: [
            `This role will ${d}. Design that system for ten times today's load${withTool}: where does it break first?`,
            `This role will ${d}. What would you measure to know that system is healthy, and what would you alert on?`,
          ],
          hard: [
            `Design the system behind ${quoted}. How does it stay correct when one of its parts fails, and how would you know?`,
            `Design the system behind ${quoted} so that it can be changed safely every week. How do you test and release it?`,
          ],
        }
      : {
          easy: [
            `Picture the process behind this duty of the role: ${quoted}. Sketch it: who does what, in what order, and where are the hand-offs?`,
            `Map the process behind ${quoted}: what comes in, what goes out, and where does work wait?`,
          ],
          medium: [
            `The role asks you to ${d}. Design the way you would run that if the volume doubled next month: what breaks first, and what do you change?`,
            `The role asks you to ${d}. Which step of that process would you measure first, and what would the number tell you?`,
          ],
          hard: [
            `Design the process behind ${quoted} so that one person being away or one tool failing does not stop it. How would you know it is working?`,
            `Design the process behind ${quoted} for a team twice the size. What would you standardise, and what would you leave to judgement?`,
          ],
        };
    const list = forms[level];
    list.forEach((_, f) => {
      const k = (item.index + f) % list.length;
      out.push({
        text: list[k]!,
        source: 'job-responsibility',
        competency: skill?.name ?? clip(duty, 60),
        ...(skill ? { skill: skill.name } : {}),
        item: item.index,
        rank: 1,
        form: `design-${level}-${k}`,
      });
    });
  }
  const tools = ctx.software ? ctx.techSkills.filter(isToolSkill) : [];
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
  // the field's own scenarios first ("OTIF drops from 98% to 93% ..."), then the duties
  for (const hit of ctx.probes) {
    if (!hit.probe.ask) continue;
    out.push(probeCandidate(hit, hit.probe.ask({ ...hit, details: hit.item.details })));
  }
  const CASE: Record<Difficulty, ((d: string) => string)[]> = {
    easy: [
      (d) => `The role will ${d}. How would you measure success at that in the first six months?`,
      (d) =>
        `The role will ${d}. Which three numbers would tell you it is going well, and why those?`,
    ],
    medium: [
      (d) =>
        `Your team's plan to ${d} is a month late and over budget. How would you find out why, and what would you do first?`,
      (d) =>
        `Two senior colleagues disagree on how to ${d}. How would you decide between their plans?`,
    ],
    hard: [
      (d) =>
        `You are asked to ${d} with a team that has never done it. What is your plan for the first month, and where are the risks?`,
      (d) =>
        `Leadership wants to ${d} in half the usual time. What would you cut, what would you refuse to cut, and how would you explain it?`,
    ],
  };
  for (const item of ctx.items) {
    if (item.kind !== 'duty') continue;
    const forms = CASE[level];
    forms.forEach((_, f) => {
      const k = (item.index + f) % forms.length;
      out.push({
        ...lineCandidate(item, forms[k]!(clip(item.phrase)), 'job-responsibility'),
        form: `case-${level}-${k}`,
      });
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
  const LEAD: ((d: string) => string)[] =
    level === 'hard'
      ? [
          (d) =>
            `The role asks you to ${d}. Tell me about a time you did this and it went badly at first. What did you change?`,
          (d) =>
            `The role asks you to ${d}. Tell me about a time someone on your team resisted it. How did you bring them along?`,
        ]
      : [
          (d) => `The role asks you to ${d}. How would you lead that in your first ninety days?`,
          (d) =>
            `The role asks you to ${d}. How would you get the people involved to own it with you?`,
        ];
  for (const item of ctx.items) {
    if (item.kind !== 'duty' || !LEAD_VERBS.test(item.phrase)) continue;
    LEAD.forEach((_, f) => {
      const k = (item.index + f) % LEAD.length;
      out.push({
        ...lineCandidate(item, LEAD[k]!(clip(item.phrase)), 'job-responsibility'),
        form: `lead-${level === 'hard' ? 'hard' : 'soft'}-${k}`,
      });
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
      return [...technicalFromJob(ctx, level), ...technicalFromSkills(ctx, level, nth)];
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
  const items = job ? requirementItems(jd, job) : [];
  const ctx: JobContext | null = job
    ? {
        job,
        duties: dutiesOf(items),
        items,
        probes: probeHits(items, jd),
        software: isSoftwareJob(job),
        techSkills: [...job.requiredSkills, ...job.preferredSkills].filter(isTechnicalSkill),
        softSkills: job.skills.filter((s) => s.category === 'soft'),
      }
    : null;
  const software = !job || ctx!.software;
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
  // A requirement line is asked about at most twice, and every line once before any twice; a
  // probe once.
  const itemUses = new Map<number, number>();
  const probesUsed = new Set<string>();
  const formsUsed = new Set<string>();
  const usesOf = (c: Candidate) => (c.item === undefined ? 0 : (itemUses.get(c.item) ?? 0));
  // questions on a skill's name wait until every line of the posting has been asked about once
  const freshness = (c: Candidate) =>
    c.item === undefined ? ((c.rank ?? 0) >= 2 ? 1 : 0) : usesOf(c);
  const fits = (c: Candidate) =>
    !used.has(c.text) &&
    usesOf(c) < 2 &&
    !(c.probe && probesUsed.has(c.probe)) &&
    !(c.form && formsUsed.has(c.form)) &&
    !chosen.some((q) => nearDuplicate(q.text, c.text)) &&
    (!c.skill || (skillUses.get(c.skill) ?? 0) < skillCap);
  const byFreshness = (pool: Candidate[]) =>
    pool
      .map((c, i) => ({ c, i }))
      .sort(
        (a, b) => freshness(a.c) - freshness(b.c) || (a.c.rank ?? 0) - (b.c.rank ?? 0) || a.i - b.i,
      )
      .map(({ c }) => c);

  let jobNth = 0;
  const jobPools = new Map<string, Candidate[]>();
  for (let i = 0; i < count; i++) {
    const level = difficultyAt(i);
    const preferred = PLAN[type][i % PLAN[type].length]!;
    let pick: Candidate | undefined;
    for (const source of FALLBACK[preferred]) {
      let pool: Candidate[] = [];
      if (source === 'job' && ctx) {
        // the posting's lines and probes do not change between positions of one level
        let built = jobPools.get(level);
        if (!built)
          jobPools.set(
            level,
            (built =
              type === 'technical'
                ? technicalFromJob(ctx, level)
                : jobCandidates(type, ctx, level, jobNth)),
          );
        pool = byFreshness(
          type === 'technical' ? [...built, ...technicalFromSkills(ctx, level, jobNth)] : built,
        );
      } else if (source === 'resume') pool = resumePool;
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
    if (pick.item !== undefined) itemUses.set(pick.item, (itemUses.get(pick.item) ?? 0) + 1);
    if (pick.probe) probesUsed.add(pick.probe);
    if (pick.form) formsUsed.add(pick.form);
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
