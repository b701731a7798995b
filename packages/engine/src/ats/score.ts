import { analyzeJob } from '../job/analyze';
import { DEGREE_LEVEL_NAMES } from '../text/lexicon';
import type { AtsCheck, AtsReport, EngineOptions, JobAnalysis, ScoreComponent } from '../types';
import {
  coverage,
  earned,
  educationFit,
  hardFit,
  keywordFit,
  seniorityFit,
  skillFocus,
  skillHits,
  titleMatch,
  TITLE_SKILL_SHARE,
} from './fit';
import { hygieneChecks } from './hygiene';
import { profileResume, type ResumeProfile } from './profile';

/*
 * How the scores are made
 * -----------------------
 * keywordMatchScore (0-100): how well the resume's keywords match the job's.
 *   Hard-skill fit counts 80%, soft skills 10%, other recurring job words 10% (weights re-spread when a
 *   part is empty). Each skill's weight comes from the posting (required 3, preferred 1.5, +35% per
 *   repeat up to 4, +2 in the title, +0.5 in the requirements list; soft skills x0.6). A skill shown only
 *   through a broader one (PostgreSQL for SQL) earns half its weight; one the posting accepts instead
 *   ("Kafka or similar" met by RabbitMQ) earns all of it. Hard-skill fit is an F2 measure of the
 *   weighted share of the job's skills found and the resume's skill focus (see hardFit in fit.ts).
 *
 * atsScore (0-100) = match x (1 - HYGIENE_SHARE + HYGIENE_SHARE x hygiene / 100).
 *   match   = the weighted mean of the parts below (PART_WEIGHTS), each 0..100; a part the posting
 *             does not ask about (no degree, no years) is left out and the others' weights re-spread.
 *   hygiene = weighted share of passed resume checks. It scales the match (a resume that passes every
 *             check keeps its whole match, one that passes none loses HYGIENE_SHARE of it), so a clean
 *             resume never lifts a match that is not there.
 *
 * The parts, measured in fit.ts:
 *   hard-skills  weighted share of the posting's hard skills found (found / total, by weight)
 *   skill-focus  share of the resume's own hard-skill evidence that the posting asks for, in full
 *                from FOCUS_FULL
 *   soft-skills  weighted share of the posting's soft skills found
 *   keywords     weighted share of the posting's other recurring words found
 *   job-title    the job title against the resume's headline, role titles and stated target
 *                ("Looking for a ... position"), through the O*NET occupation model and word
 *                overlap; half of it depends on the resume showing the skills the title names
 *                (Flutter in "Flutter Developer")
 *   seniority    the posting's level against the candidate's (from titles, then years)
 *   education    degree level asked for, only for a related field of study
 *   experience   years asked for against the candidate's years
 *   Seniority and years count in full only in related work: they are scaled by how well the title or
 *   the hard skills match (full at 60 or more), so years in another field earn little.
 *
 * The weights are fitted, not chosen: see PART_WEIGHTS below and bench/eval.ts.
 * Every number in the report is rounded to an integer and clamped to 0..100.
 */

/** The parts of the match, each 0..100, null when the posting does not ask about it. */
export interface ScoreParts {
  hardSkills: number | null;
  skillFocus: number | null;
  softSkills: number | null;
  keywords: number | null;
  title: number | null;
  seniority: number | null;
  education: number | null;
  experience: number | null;
  /** weighted share of passed resume checks */
  hygiene: number;
}
export type PartName = Exclude<keyof ScoreParts, 'hygiene'>;
export const PART_NAMES: readonly PartName[] = [
  'hardSkills',
  'skillFocus',
  'softSkills',
  'keywords',
  'title',
  'seniority',
  'education',
  'experience',
];

/**
 * Weights of the match parts (they sum to 1). Fitted by `npx tsx bench/eval.ts --fit`: logistic
 * regression with non-negative weights on the parts (bench/eval.ts), on all pairs of both public
 * evaluation sets (one resume vs 513 labelled postings; same-field vs other-field resume and
 * posting pairs), after 5-fold cross-validation chose the method; rounded to two decimals.
 */
export const PART_WEIGHTS: Readonly<Record<PartName, number>> = {
  hardSkills: 0.05,
  skillFocus: 0.49,
  softSkills: 0,
  keywords: 0.07,
  title: 0.13,
  seniority: 0.22,
  education: 0,
  experience: 0.04,
};
/** How much of the match a resume that fails every check loses (see the notes above). */
export const HYGIENE_SHARE = 0.1;
/**
 * Skill focus counts in full once this share of the resume's hard-skill evidence is on the
 * posting's skills: every resume also names skills a given posting does not ask for.
 */
export const FOCUS_FULL = 60;
/** Seniority and years count in full once the title or the hard skills match this well. */
export const RELATED_WORK = 60;

const KEYWORD_WEIGHTS = { hard: 0.8, soft: 0.1, other: 0.1 } as const;

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/** The weighted mean of the parts present, then scaled by hygiene. Unrounded. */
export function combineParts(
  parts: ScoreParts,
  weights: Readonly<Record<PartName, number>> = PART_WEIGHTS,
  hygieneShare = HYGIENE_SHARE,
): { matchScore: number; atsScore: number; spread: Record<PartName, number> } {
  let total = 0;
  let sum = 0;
  for (const k of PART_NAMES) {
    const v = parts[k];
    if (v === null || !weights[k]) continue;
    total += weights[k];
    sum += weights[k] * v;
  }
  const spread = {} as Record<PartName, number>;
  for (const k of PART_NAMES) spread[k] = parts[k] === null || !total ? 0 : weights[k] / total;
  const matchScore = total ? sum / total : 0;
  const atsScore = matchScore * (1 - hygieneShare + (hygieneShare * parts.hygiene) / 100);
  return { matchScore, atsScore, spread };
}

/** Score bands; the same cut-offs as the colours: 90 and above great, 70 to 89 good, below 70 three bands of concern. */
export function band(score: number): AtsReport['band'] {
  return score >= 90
    ? 'Great'
    : score >= 70
      ? 'Good'
      : score >= 50
        ? 'Fair'
        : score >= 35
          ? 'Weak'
          : 'Poor';
}

const OCCUPATION_NOTE = (o: { similarity: number; job: string; resume: string }) =>
  o.similarity >= 1
    ? `same occupation (${o.job})`
    : o.similarity > 0
      ? `related occupations: ${o.resume} and ${o.job} (${Math.round(o.similarity * 100)}% alike)`
      : `different occupations: ${o.resume} and ${o.job}`;

/** The report and the raw parts behind it (the evaluation re-weighs the parts). */
export function scoreBreakdown(
  profile: ResumeProfile,
  job: JobAnalysis,
): { report: AtsReport; parts: ScoreParts } {
  const hard = skillHits(job, profile, false);
  const soft = skillHits(job, profile, true);
  const hardCov = coverage(hard);
  const focus = skillFocus(job, profile);
  const softCov = coverage(soft);
  const { found: kwFound, missing: kwMissing, coverage: kwCov } = keywordFit(job, profile);

  // keyword match
  const kParts: Array<[number | null, number]> = [
    [hardFit(hardCov, focus), KEYWORD_WEIGHTS.hard],
    [softCov, KEYWORD_WEIGHTS.soft],
    [kwCov, KEYWORD_WEIGHTS.other],
  ];
  const kW = kParts.reduce((n, [v, w]) => n + (v === null ? 0 : w), 0);
  const keywordMatchScore = clamp(kW ? kParts.reduce((n, [v, w]) => n + (v ?? 0) * w, 0) / kW : 0);

  const title = titleMatch(job, profile);
  const edu = educationFit(job, profile);
  const eduReq = job.education;
  const yrs = job.yearsRequired;
  const sen = seniorityFit(job, profile);
  // seniority and years count in full only in related work
  const relatedWork = Math.max(title.score ?? 0, hardCov ?? 0);
  const gate = Math.min(1, relatedWork / RELATED_WORK);
  const expRaw = yrs ? Math.min(100, (100 * profile.years) / yrs) : null;
  const expScore = expRaw === null ? null : expRaw * gate;
  const senScore = sen.score * gate;

  const h = hygieneChecks(profile);
  const hTotal = h.checks.reduce((n, c) => n + c.weight, 0);
  const hygieneScore = clamp(
    (100 * h.checks.reduce((n, c) => n + (c.passed ? c.weight : 0), 0)) / hTotal,
  );

  const parts: ScoreParts = {
    hardSkills: hardCov,
    skillFocus: focus === null ? null : Math.min(100, (100 * focus) / FOCUS_FULL),
    softSkills: softCov,
    keywords: kwCov,
    title: title.score,
    seniority: senScore,
    education: edu.score,
    experience: expScore,
    hygiene: hygieneScore,
  };
  const combined = combineParts(parts);
  const matchScore = clamp(combined.matchScore);
  const atsScore = clamp(combined.atsScore);

  const hardFound = hard.filter((x) => x.found || x.partial);
  // met by a skill the posting accepts instead ("Kafka or similar" by RabbitMQ): found, but the
  // resume names the alternative, and the explanation says so
  const alternatives = hard.filter((x) => x.found && x.via).length;
  const hardTotalW = hard.reduce((n, x) => n + x.weight, 0);
  const pts = (n: number) => Math.round(n * 10) / 10;
  const notRelated =
    gate < 1
      ? ' They count in full only in related work: your title and hard skills match this job'
      : '';
  const details: Record<PartName, string> = {
    hardSkills: `${hard.filter((x) => x.found).length} of ${hard.length} hard skills found${alternatives ? ` (${alternatives} of them through an alternative the posting accepts, which the resume names instead)` : ''}${hard.some((x) => x.partial) ? `, ${hard.filter((x) => x.partial).length} more through broader skills at half weight` : ''}: ${pts(earned(hard))} of ${pts(hardTotalW)} weight points (required and repeated skills weigh more).`,
    skillFocus: `${Math.round(focus ?? 0)}% of your own hard-skill evidence is on skills this job asks for (${FOCUS_FULL}% or more counts in full).`,
    softSkills: `${soft.filter((x) => x.found).length} of ${soft.length} soft skills found.`,
    keywords: `${kwFound.length} of ${job.keywords.length} recurring job words found.`,
    title:
      (title.score === null
        ? 'The posting names no clear title.'
        : title.best
          ? `Closest title: "${title.best}" (your ${title.bestKind === 'target' ? 'stated target' : title.bestKind === 'headline' ? 'headline' : 'role'}) for "${job.title}"${title.occupation ? `: ${OCCUPATION_NOTE(title.occupation)}` : ''}.`
          : `No title close to "${job.title}" in your headline, roles or stated target.`) +
      (title.titleSkills?.missing.length
        ? ` The title names ${title.titleSkills.missing.join(', ')}, which your resume does not show (this part counts ${Math.round(100 * (1 - TITLE_SKILL_SHARE * (1 - title.titleSkills.share)))}% of the title match).`
        : ''),
    education: eduReq
      ? `Asks for ${eduReq.levelName}${eduReq.field ? ` in ${eduReq.field}` : ''} (${eduReq.required ? 'required' : 'preferred'}); resume shows ${DEGREE_LEVEL_NAMES[profile.degreeLevel]}${edu.resumeField ? ` (${edu.resumeField})` : ''}${edu.related === false ? ', in an unrelated field, so it earns no credit' : edu.related === null && eduReq.field && fieldless(edu.score) ? ', field of study not clear (half credit)' : ''}.`
      : 'The posting does not ask for a degree.',
    seniority: `The posting reads as ${job.seniority}; your titles and years read as ${sen.candidate}.${gate < 1 ? `${notRelated} ${Math.round(relatedWork)}/100, so this part counts ${Math.round(gate * 100)}%.` : ''}`,
    experience: yrs
      ? `Asks for ${yrs}+ years; resume shows about ${profile.years}.${gate < 1 ? `${notRelated} ${Math.round(relatedWork)}/100, so this part counts ${Math.round(gate * 100)}%.` : ''}`
      : 'The posting does not ask for a number of years.',
  };
  const LABELS: Record<PartName, [string, string]> = {
    hardSkills: ['hard-skills', 'Hard skills'],
    skillFocus: ['skill-focus', 'Skill focus'],
    softSkills: ['soft-skills', 'Soft skills'],
    keywords: ['keywords', 'Other keywords'],
    title: ['job-title', 'Job title'],
    seniority: ['seniority', 'Seniority'],
    education: ['education', 'Education'],
    experience: ['experience', 'Years of experience'],
  };
  const components: ScoreComponent[] = [];
  for (const k of PART_NAMES) {
    const v = parts[k];
    components.push({
      id: LABELS[k][0],
      label: LABELS[k][1],
      score: v === null ? 0 : clamp(v),
      weight: Math.round(combined.spread[k] * 1000) / 1000,
      detail: details[k],
    });
  }

  const reqHardMissing = hard.filter((x) => x.required && !x.found && !x.partial);
  const titlePassed = title.score === null || title.score >= 70;
  const eduPassed = edu.score === null || edu.score >= 100;
  const expPassed = expScore === null || expScore >= 100;
  const matchChecks: AtsCheck[] = [
    {
      id: 'required-hard-skills',
      label: 'Required hard skills',
      passed: reqHardMissing.length === 0,
      detail: reqHardMissing.length
        ? `Missing: ${reqHardMissing.map((x) => x.jobTerm).join(', ')}.`
        : 'All required hard skills found.',
      weight: Math.round(PART_WEIGHTS.hardSkills * 100),
    },
    {
      id: 'job-title-match',
      label: 'Job title match',
      passed: titlePassed,
      detail: details.title,
      weight: Math.round(PART_WEIGHTS.title * 100),
    },
    {
      id: 'education-match',
      label: 'Education match',
      passed: eduPassed,
      detail: details.education,
      weight: Math.round(PART_WEIGHTS.education * 100),
    },
    {
      id: 'experience-match',
      label: 'Years of experience',
      passed: expPassed,
      detail: details.experience,
      weight: Math.round(PART_WEIGHTS.experience * 100),
    },
  ];
  const checks = [...matchChecks, ...h.checks];
  const passedAll = checks.filter((c) => c.passed).length;
  components.push({
    id: 'hygiene',
    label: 'Resume hygiene',
    score: hygieneScore,
    weight: HYGIENE_SHARE,
    detail: `${h.checks.filter((c) => c.passed).length} of ${h.checks.length} resume checks passed (${passedAll} of ${checks.length} checks in all, with the ${matchChecks.length} match checks). Hygiene scales the match: failing every check would take ${Math.round(HYGIENE_SHARE * 100)}% off it.`,
  });

  const kindsPresent = [...new Set(profile.parsed.sections.map((s) => s.kind))];
  const expected = ['summary', 'experience', 'education', 'skills'];
  const report: AtsReport = {
    atsScore,
    keywordMatchScore,
    matchScore,
    hygieneScore,
    band: band(atsScore),
    components,
    hardSkills: {
      found: hardFound,
      missing: hard.filter((x) => !x.found && !x.partial),
    },
    softSkills: {
      found: soft.filter((x) => x.found || x.partial),
      missing: soft.filter((x) => !x.found && !x.partial),
    },
    keywords: { found: kwFound, missing: kwMissing },
    jobTitle: {
      job: job.title,
      bestResumeTitle: title.best,
      score: title.score ?? 0,
      passed: titlePassed,
    },
    education: {
      required: eduReq,
      candidateLevel: profile.degreeLevel,
      candidateLevelName: DEGREE_LEVEL_NAMES[profile.degreeLevel],
      passed: eduPassed,
    },
    experience: {
      requiredYears: yrs,
      candidateYears: profile.years,
      passed: expPassed,
    },
    sections: {
      present: kindsPresent,
      missing: expected.filter(
        (k) => !kindsPresent.includes(k as never) && !(k === 'summary' && profile.parsed.summary),
      ),
    },
    measurableResults: { quantified: h.quantified, totalBullets: h.totalBullets },
    length: { words: h.words, pages: h.pages },
    checks,
    job: { title: job.title, seniority: job.seniority },
  };
  return { report, parts };
}

function fieldless(score: number | null): boolean {
  return score !== null && score > 0 && score < 100;
}

/**
 * The resume each report was measured on, so that what is said about a report (the advice) can
 * be said from that resume's own words. Held weakly: it goes with its report.
 */
const measuredOn = new WeakMap<AtsReport, ResumeProfile>();

/** The profile of the resume a report was measured on, when the report was made here. */
export function profileOfReport(report: AtsReport): ResumeProfile | undefined {
  return measuredOn.get(report);
}

/** Score a resume profile against an analysed job. */
export function scoreProfile(profile: ResumeProfile, job: JobAnalysis): AtsReport {
  const { report } = scoreBreakdown(profile, job);
  measuredOn.set(report, profile);
  return report;
}

/** Full ATS analysis of a resume against a job description. */
export function analyzeResume(
  resumeText: string,
  jobText: string | JobAnalysis,
  options?: EngineOptions,
): AtsReport {
  const job = typeof jobText === 'string' ? analyzeJob(jobText) : jobText;
  return scoreProfile(profileResume(resumeText, options), job);
}
