import { analyzeJob, type JobReading } from '../job/analyze';
import { DEGREE_LEVEL_NAMES } from '../text/lexicon';
import type { AtsCheck, AtsReport, EngineOptions, JobAnalysis } from '../types';
import { displayScore } from './calibrate';
import { hygieneComponent, partComponents, partDetails } from './explain';
import { clamp, measure, type Measured } from './measure';
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
 * The parts, measured in fit.ts, title.ts, family.ts and gates.ts (measure.ts calls them):
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

import { combineParts, PART_WEIGHTS, type PartName, type ScoreParts } from './parts';

/** The parts, their weights and how they combine are the score's own words too. */
export * from './parts';

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

/** The pass/fail checks of the match: required skills, title, degree, years and hard gates. */
function matchChecks(m: Measured, details: Record<PartName, string>): AtsCheck[] {
  const reqHardMissing = m.hard.filter((x) => x.required && !x.found && !x.partial);
  const check = (id: string, label: string, passed: boolean, detail: string, part: PartName) => ({
    id,
    label,
    passed,
    detail,
    weight: Math.round(PART_WEIGHTS[part] * 100),
  });
  const checks: AtsCheck[] = [
    check(
      'required-hard-skills',
      'Required hard skills',
      reqHardMissing.length === 0,
      reqHardMissing.length
        ? `Missing: ${reqHardMissing.map((x) => x.jobTerm).join(', ')}.`
        : 'All required hard skills found.',
      'hardSkills',
    ),
    check('job-title-match', 'Job title match', titlePassed(m), details.title, 'title'),
    check('education-match', 'Education match', eduPassed(m), details.education, 'education'),
    check(
      'experience-match',
      'Years of experience',
      expPassed(m),
      details.experience,
      'experience',
    ),
  ];
  if (m.gates.length)
    checks.push(
      check(
        'hard-requirements',
        'Hard requirements',
        m.gates.every((g) => g.met !== false),
        details.gates,
        'gates',
      ),
    );
  return checks;
}

const titlePassed = (m: Measured) => m.title.score === null || m.title.score >= 70;
const eduPassed = (m: Measured) => m.education.score === null || m.education.score >= 100;
const expPassed = (m: Measured) => m.experienceScore === null || m.experienceScore >= 100;

/** The report and the raw parts behind it (the evaluation re-weighs the parts). */
export function scoreBreakdown(
  profile: ResumeProfile,
  job: JobReading,
): { report: AtsReport; parts: ScoreParts } {
  const m = measure(profile, job);
  const { parts } = m;
  const combined = combineParts(parts);
  // the number shown: the raw score mapped to the share of fitting pairs seen at it (calibrate.ts)
  const atsScore = clamp(displayScore(combined.atsScore));
  const details = partDetails(m, job, profile);
  const match = matchChecks(m, details);
  const checks = [...match, ...m.hygiene.checks];
  const components = [
    ...partComponents(m, details, combined.spread),
    hygieneComponent(m, checks, match.length, combined.atsScore, atsScore),
  ];

  const kindsPresent = [...new Set(profile.parsed.sections.map((s) => s.kind))];
  const expected = ['summary', 'experience', 'education', 'skills'];
  const report: AtsReport = {
    atsScore,
    keywordMatchScore: m.keywordMatchScore,
    matchScore: clamp(combined.matchScore),
    hygieneScore: m.hygieneScore,
    band: band(atsScore),
    components,
    hardSkills: {
      found: m.hard.filter((x) => x.found || x.partial),
      missing: m.hard.filter((x) => !x.found && !x.partial),
    },
    softSkills: {
      found: m.soft.filter((x) => x.found || x.partial),
      missing: m.soft.filter((x) => !x.found && !x.partial),
    },
    keywords: { found: m.keywords.found, missing: m.keywords.missing },
    jobTitle: {
      job: job.title,
      bestResumeTitle: m.title.best,
      score: m.title.score ?? 0,
      passed: titlePassed(m),
    },
    education: {
      required: job.education,
      candidateLevel: profile.degreeLevel,
      candidateLevelName: DEGREE_LEVEL_NAMES[profile.degreeLevel],
      passed: eduPassed(m),
    },
    experience: {
      requiredYears: job.yearsRequired,
      candidateYears: profile.years,
      passed: expPassed(m),
    },
    sections: {
      present: kindsPresent,
      missing: expected.filter(
        (k) => !kindsPresent.includes(k as never) && !(k === 'summary' && profile.parsed.summary),
      ),
    },
    measurableResults: { quantified: m.hygiene.quantified, totalBullets: m.hygiene.totalBullets },
    length: { words: m.hygiene.words, pages: m.hygiene.pages },
    checks,
    job: { title: job.title, seniority: job.seniority },
  };
  return { report, parts };
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
