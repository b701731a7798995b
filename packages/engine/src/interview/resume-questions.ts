/**
 * Questions from the resume: the skills the role needs that it does not show, the results it
 * claims, and the step up in seniority the role asks for.
 */
import { profileResume } from '../ats/profile';
import { SENIORITY_RANK, seniorityOf } from '../job/requirements';
import type { EngineOptions, JobAnalysis, JobSkill, Seniority } from '../types';
import { isTechnicalSkill, SENIORITY_WORDS, skillLabel, type Candidate } from './job-context';
import { clip, lowerFirst } from './text';
import type { InterviewType } from './types';

/* ---------- the resume's gaps and claims ---------- */

export interface ResumeContext {
  gaps: JobSkill[];
  claims: string[];
  seniorityStep: { job: Seniority; title: string } | null;
}

export function resumeContext(
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

export function resumeCandidates(type: InterviewType, ctx: ResumeContext): Candidate[] {
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
