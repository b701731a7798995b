/**
 * The posting's questions by interview type and difficulty: probes first, then its own lines,
 * then its skills by name.
 */
import { SENIORITY_RANK } from '../job/requirements';
import type { JobSkill } from '../types';
import {
  isToolSkill,
  mentions,
  practiceLabel,
  SENIORITY_WORDS,
  skillLabel,
  withoutSkill,
  type Candidate,
  type JobContext,
} from './job-context';
import {
  ACTIVITY_ASK,
  DOMAIN_ASK,
  DUTY_ASK,
  DUTY_STORY,
  LINE_STORY,
  lineCandidate,
  probeCandidates,
  TOPIC_ASK,
} from './line-questions';
import { clip } from './text';
import type { Difficulty, InterviewType } from './types';

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

export function technicalFromJob(ctx: JobContext, level: Difficulty): Candidate[] {
  const out = probeCandidates(ctx.probes, 'ask');
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
export function technicalFromSkills(ctx: JobContext, level: Difficulty, nth: number): Candidate[] {
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
  const out = probeCandidates(ctx.probes, 'story');
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
  // the field's own scenarios first ("OTIF drops from 98% to 93% ..."), then the duties
  const out = probeCandidates(ctx.probes, 'ask');
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

export function jobCandidates(
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
