import { analyzeJob, type JobReading } from '../job/analyze';
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
import { displayScore } from './calibrate';
import { familyFit } from './family';
import { gateResults, gateScore } from './gates';
import { skillProfileFit } from './skill-profile';
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
 * atsScore (0-100) = the displayed score: raw = match x (1 - HYGIENE_SHARE + HYGIENE_SHARE x hygiene /
 *   100), mapped through the monotone calibration table (calibrate.ts) to the share of fitting
 *   resume/posting pairs observed at that raw score on labelled data, so that 70 reads as "about 7
 *   in 10 pairs scoring here fit". The map keeps the order: a better raw match never shows lower.
 *   match   = the weighted mean of the parts below (PART_WEIGHTS), each 0..100; a part the posting
 *             does not ask about (no degree, no years) is left out and the others' weights re-spread.
 *   hygiene = weighted share of passed resume checks. It scales the match (a resume that passes every
 *             check keeps its whole match, one that passes none loses HYGIENE_SHARE of it), so a clean
 *             resume never lifts a match that is not there.
 *   matchScore in the report is the match before hygiene and calibration.
 *
 * The parts, measured in fit.ts, family.ts and gates.ts:
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
 *   role-family  the posting's kind of work (frontend, data science, clinical...) read from its title
 *                and skills, against the resume's (family.ts)
 *   gates        clearance, work authorisation, licence and a degree above the candidate's: met,
 *                not shown, or unknown (left out) (gates.ts)
 *   Seniority and years count in full only in related work: they are scaled by how well the title or
 *   the hard skills match (full at 60 or more), so years in another field earn little.
 *
 * The weights are fitted, not chosen: see PART_WEIGHTS below and bench/eval.ts.
 * Every number in the report is rounded to an integer and clamped to 0..100.
 */

import {
  combineParts,
  FOCUS_FULL,
  HYGIENE_SHARE,
  PART_NAMES,
  PART_WEIGHTS,
  RELATED_WORK,
  type PartName,
  type ScoreParts,
} from './parts';

export {
  combineParts,
  FOCUS_FULL,
  HYGIENE_SHARE,
  PART_NAMES,
  PART_WEIGHTS,
  RELATED_WORK,
  type PartName,
  type ScoreParts,
};

const KEYWORD_WEIGHTS = { hard: 0.8, soft: 0.1, other: 0.1 } as const;

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/** Years as the breakdown says them: whole years the resume reaches ("10+ years"), never "10.9". */
const yearsShown = (y: number): string =>
  y < 1 ? 'less than a year' : `${Math.floor(y)}+ ${Math.floor(y) === 1 ? 'year' : 'years'}`;

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
  job: JobReading,
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
  const fam = familyFit(job, profile);
  const skillProf = skillProfileFit(job, profile);
  const gates = gateResults(job, profile);
  const edu = educationFit(job, profile);
  const eduReq = job.education;
  const yrs = job.yearsRequired;
  const sen = seniorityFit(job, profile);
  // seniority and years count in full only in related work
  const relatedWork = Math.max(title.score ?? 0, hardCov ?? 0);
  const gate = Math.min(1, relatedWork / RELATED_WORK);
  // years the posting only prefers: a shortfall costs half
  const expMet = yrs ? Math.min(100, (100 * profile.years) / yrs) : null;
  const expRaw = expMet === null ? null : job.yearsPreferred ? 100 - (100 - expMet) / 2 : expMet;
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
    family: fam.score,
    gates: gateScore(gates),
    skillProfile: skillProf.score,
    hygiene: hygieneScore,
  };
  const combined = combineParts(parts);
  const matchScore = clamp(combined.matchScore);
  // the number shown: the raw score mapped to the share of fitting pairs seen at it (calibrate.ts)
  const atsScore = clamp(displayScore(combined.atsScore));

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
  const details: Record<Exclude<PartName, 'family' | 'gates' | 'skillProfile'>, string> & {
    family?: string;
    gates?: string;
    skillProfile?: string;
  } = {
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
      ? `Asks for ${yrs}+ years${job.yearsPreferred ? ' (preferred, not required: a shortfall costs half)' : ''}; resume shows ${yearsShown(profile.years)}.${gate < 1 ? `${notRelated} ${Math.round(relatedWork)}/100, so this part counts ${Math.round(gate * 100)}%.` : ''}`
      : 'The posting does not ask for a number of years.',
  };
  const share = (xs: Array<{ name: string; share: number }>) =>
    xs.map((x) => `${x.name} ${Math.round(x.share * 100)}%`).join(', ');
  details.family =
    fam.score === null
      ? fam.job.length
        ? 'Your resume shows no clear kind of work (no title or skills of a known field).'
        : 'The posting shows no clear kind of work.'
      : `The posting reads as ${share(fam.job)}; your resume as ${share(fam.resume)} (from titles and skills; a related kind of work counts half).`;
  details.gates = gates.length
    ? gates.map((g) => g.reason).join(' ')
    : 'The posting names no clearance, work-authorisation rule, licence or degree above yours.';
  details.skillProfile =
    skillProf.score === null
      ? "Left out: O*NET lists fewer than two of the posting's or of your hard skills, too few to compare the occupations they point to."
      : `The occupations that use the posting's hard skills and those that use yours (O*NET's technology lists) are ${Math.round(skillProf.score)}% alike. Weighing most: for the posting ${skillProf.job.join(', ')}; for you ${skillProf.resume.join(', ')}.`;
  const LABELS: Record<PartName, [string, string]> = {
    hardSkills: ['hard-skills', 'Hard skills'],
    skillFocus: ['skill-focus', 'Skill focus'],
    softSkills: ['soft-skills', 'Soft skills'],
    keywords: ['keywords', 'Other keywords'],
    title: ['job-title', 'Job title'],
    seniority: ['seniority', 'Seniority'],
    education: ['education', 'Education'],
    experience: ['experience', 'Years of experience'],
    family: ['role-family', 'Kind of work'],
    gates: ['gates', 'Hard requirements'],
    skillProfile: ['skill-profile', 'Skill profile'],
  };
  const components: ScoreComponent[] = [];
  for (const k of PART_NAMES) {
    const v = parts[k];
    components.push({
      id: LABELS[k][0],
      label: LABELS[k][1],
      score: v === null ? 0 : clamp(v),
      weight: Math.round(combined.spread[k] * 1000) / 1000,
      detail: details[k] ?? '',
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
  const unmetGates = gates.filter((g) => g.met === false);
  if (gates.length)
    matchChecks.push({
      id: 'hard-requirements',
      label: 'Hard requirements',
      passed: unmetGates.length === 0,
      detail: details.gates!,
      weight: Math.round(PART_WEIGHTS.gates * 100),
    });
  const checks = [...matchChecks, ...h.checks];
  const passedAll = checks.filter((c) => c.passed).length;
  components.push({
    id: 'hygiene',
    label: 'Resume hygiene',
    score: hygieneScore,
    weight: HYGIENE_SHARE,
    detail: `${h.checks.filter((c) => c.passed).length} of ${h.checks.length} resume checks passed (${passedAll} of ${checks.length} checks in all, with the ${matchChecks.length} match checks). Hygiene scales the match: failing every check would take ${Math.round(HYGIENE_SHARE * 100)}% off it. The match scaled by hygiene is ${Math.round(combined.atsScore)}; the score shown, ${atsScore}, is the share of fitting resume and posting pairs seen at that raw score on labelled data.`,
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
