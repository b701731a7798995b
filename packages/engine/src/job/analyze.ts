/**
 * Reading a job description, step by step: sections and sentences (sections.ts), title, years and
 * education (requirements.ts), skills and keywords (skills.ts, with names.ts keeping employer
 * names out of the skills).
 */
import { tokenizeText, type SkillMention } from '../taxonomy';
import type { Token } from '../text/tokenize';
import type { JobAnalysis } from '../types';
import { findRequirements, type JobRequirements } from './gates';
import { findEducation, findJobTitle, findYears, seniorityOf } from './requirements';
import { jobSentences, jobText } from './sections';
import { collectKeywords, collectSkills } from './skills';

export { jobSentences, type JobSectionKind } from './sections';
export { findEducation, findJobTitle, findYearsRequired } from './requirements';
export { findRequirements, type JobGate, type JobRequirements, type GateKind } from './gates';

/** An analysed posting with what it reads beside its skills (gates, the highest degree named). */
export type JobReading = JobAnalysis & { requirements?: JobRequirements };

/** Analyse a job description: title, seniority, required/preferred skills, education, years, weighted keywords. */
export function analyzeJob(text: string): JobAnalysis & { requirements: JobRequirements } {
  const norm = jobText(text);
  const sentences = jobSentences(norm, true);
  const toks = tokenizeText(norm);
  const title = findJobTitle(text);
  const years = findYears(sentences);
  const yearsRequired = years?.years ?? null;
  const skills = collectSkills(norm, toks, sentences, title);
  const skillTokens = new Set<string>();
  for (const s of skills) for (const t of tokenizeText(s.jobTerm)) skillTokens.add(t.key);
  return {
    title,
    seniority: seniorityOf(title, yearsRequired),
    skills,
    requiredSkills: skills.filter((s) => s.required),
    preferredSkills: skills.filter((s) => !s.required),
    keywords: collectKeywords(toks, sentences, skillTokens, title),
    education: findEducation(sentences),
    yearsRequired,
    yearsPreferred: years !== null && !years.required,
    sections: [...new Set(sentences.map((s) => s.section))],
    requirements: findRequirements(sentences),
  };
}

export type { SkillMention, Token };
