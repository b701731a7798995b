/**
 * Questions on the posting's own requirement lines and on the probes they call for, as
 * candidates: tables of wording by the line's kind and the difficulty.
 */
import type { RequirementItem } from './posting';
import { clip, lowerFirst } from './text';
import type { Difficulty, QuestionSource } from './types';
import { namedSkill, type Candidate, type ProbeHit } from './job-context';

/* Questions on the posting's own lines. Every template quotes the line in the one form its kind
   guarantees (a duty as a verb phrase after "to", a topic as a noun phrase after "for", an
   activity as an -ing phrase after "experience"), so any line reads as English. */

type LineTemplate = (item: RequirementItem) => string;

export const DUTY_ASK: Record<Difficulty, LineTemplate[]> = {
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

export const TOPIC_ASK: Record<Difficulty, LineTemplate[]> = {
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

export const ACTIVITY_ASK: Record<Difficulty, LineTemplate[]> = {
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

export const DOMAIN_ASK: LineTemplate = (i) =>
  `The posting prefers experience in ${domainOf(i)}. What does that setting change about how you do this job, and where have you seen it matter?`;

export const DUTY_STORY: Record<Difficulty, LineTemplate[]> = {
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

export const LINE_STORY: Partial<Record<RequirementItem['kind'], LineTemplate>> = {
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
export function lineCandidate(
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

/** The questions the posting's probes write in one form: `ask` (a question) or `story`. */
export function probeCandidates(probes: ProbeHit[], form: 'ask' | 'story'): Candidate[] {
  const out: Candidate[] = [];
  for (const hit of probes) {
    const write = hit.probe[form];
    if (write) out.push(probeCandidate(hit, write({ ...hit, details: hit.item.details })));
  }
  return out;
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
