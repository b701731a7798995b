import { analyzeJob } from '../job/analyze';
import { DEGREE_LEVEL_NAMES } from '../text/lexicon';
import type { AtsCheck, AtsReport, EngineOptions, JobAnalysis, ScoreComponent } from '../types';
import { coverage, hardFit, keywordFit, seniorityFit, skillHits, titleMatch } from './fit';
import { hygieneChecks } from './hygiene';
import { profileResume, type ResumeProfile } from './profile';

/*
 * How the scores are made
 * -----------------------
 * keywordMatchScore (0-100): how well the resume's keywords match the job's.
 *   Hard-skill fit counts 80%, soft skills 10%, other recurring job words 10% (weights re-spread when a
 *   part is empty). Each skill's weight comes from the posting (required 3, preferred 1.5, +35% per
 *   repeat up to 4, +2 in the title, +0.5 in the requirements list; soft skills x0.6). A skill shown only
 *   through a related one (PostgreSQL for SQL) earns half its weight. Hard-skill fit is an F2 measure of
 *   the weighted share of the job's skills found and the share of the resume's skill evidence the job
 *   asks for (see hardFit in fit.ts): the job's side dominates, a focused resume scores a little higher.
 *
 * atsScore (0-100) = 70% match + 30% hygiene.
 *   match   = hard-skill fit 45%, soft skills 5%, other keywords 5%, job title 15%, seniority 10%,
 *             education 10%, years of experience 10%. Education and years count only when the posting
 *             asks for them; their weight is then spread over the other parts.
 *   hygiene = weighted share of passed checks: contact details, standard sections, measurable results,
 *             action verbs, tense, weak phrasing, length, bullet length, role dates and formatting hazards.
 * Every number is rounded to an integer and clamped to 0..100.
 *
 * The parts are measured in fit.ts (skills, keywords, title, seniority) and hygiene.ts (the checks);
 * this file weighs them into the scores and assembles the report.
 */

export const MATCH_SHARE = 0.7;
export const HYGIENE_SHARE = 0.3;
const MATCH_WEIGHTS = {
  hardSkills: 0.45,
  softSkills: 0.05,
  keywords: 0.05,
  title: 0.15,
  seniority: 0.1,
  education: 0.1,
  experience: 0.1,
} as const;
const KEYWORD_WEIGHTS = { hard: 0.8, soft: 0.1, other: 0.1 } as const;

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

function band(score: number): AtsReport['band'] {
  return score >= 85
    ? 'Great'
    : score >= 70
      ? 'Good'
      : score >= 55
        ? 'Fair'
        : score >= 40
          ? 'Weak'
          : 'Poor';
}

/** Score a resume profile against an analysed job. */
export function scoreProfile(profile: ResumeProfile, job: JobAnalysis): AtsReport {
  const hard = skillHits(job, profile, false);
  const soft = skillHits(job, profile, true);
  const fit = hardFit(hard, job, profile);
  const hardCov = fit.score;
  const softCov = coverage(soft);

  const { found: kwFound, missing: kwMissing, coverage: kwCov } = keywordFit(job, profile);

  // keyword match
  const kParts: Array<[number | null, number]> = [
    [hardCov, KEYWORD_WEIGHTS.hard],
    [softCov, KEYWORD_WEIGHTS.soft],
    [kwCov, KEYWORD_WEIGHTS.other],
  ];
  const kW = kParts.reduce((n, [v, w]) => n + (v === null ? 0 : w), 0);
  const keywordMatchScore = clamp(kW ? kParts.reduce((n, [v, w]) => n + (v ?? 0) * w, 0) / kW : 0);

  const title = titleMatch(job, profile);
  const eduReq = job.education;
  const eduScore = eduReq
    ? profile.degreeLevel >= eduReq.level
      ? 100
      : eduReq.required
        ? profile.degreeLevel === eduReq.level - 1
          ? 50
          : 0
        : 60
    : null;
  const yrs = job.yearsRequired;
  const expScore = yrs ? Math.min(100, (100 * profile.years) / yrs) : null;

  const sen = seniorityFit(job, profile);
  const components: ScoreComponent[] = [];
  const parts: Array<[string, string, number | null, number, string]> = [
    [
      'hard-skills',
      'Hard skills',
      hardCov,
      MATCH_WEIGHTS.hardSkills,
      `${hard.filter((h) => h.found).length} of ${hard.length} hard skills found${hard.some((h) => h.partial) ? `, ${hard.filter((h) => h.partial).length} through related skills` : ''} (${Math.round(fit.recall ?? 0)}% of their weight); ${Math.round(fit.focus)}% of your own skill evidence is on skills this job asks for.`,
    ],
    [
      'soft-skills',
      'Soft skills',
      softCov,
      MATCH_WEIGHTS.softSkills,
      `${soft.filter((h) => h.found).length} of ${soft.length} soft skills found.`,
    ],
    [
      'keywords',
      'Other keywords',
      kwCov,
      MATCH_WEIGHTS.keywords,
      `${kwFound.length} of ${job.keywords.length} recurring job words found.`,
    ],
    [
      'job-title',
      'Job title',
      title.score < 0 ? null : title.score,
      MATCH_WEIGHTS.title,
      title.score < 0
        ? 'The posting names no clear title.'
        : title.best
          ? `Closest title: "${title.best}" for "${job.title}".`
          : `No title close to "${job.title}".`,
    ],
    [
      'education',
      'Education',
      eduScore,
      MATCH_WEIGHTS.education,
      eduReq
        ? `Asks for ${eduReq.levelName}${eduReq.field ? ` in ${eduReq.field}` : ''} (${eduReq.required ? 'required' : 'preferred'}); resume shows ${DEGREE_LEVEL_NAMES[profile.degreeLevel]}.`
        : 'The posting does not ask for a degree.',
    ],
    [
      'seniority',
      'Seniority',
      sen.score,
      MATCH_WEIGHTS.seniority,
      `The posting reads as ${job.seniority}; your titles and years read as ${sen.candidate}.`,
    ],
    [
      'experience',
      'Years of experience',
      expScore,
      MATCH_WEIGHTS.experience,
      yrs
        ? `Asks for ${yrs}+ years; resume shows about ${profile.years}.`
        : 'The posting does not ask for a number of years.',
    ],
  ];
  const mW = parts.reduce((n, p) => n + (p[2] === null ? 0 : p[3]), 0);
  let match = 0;
  for (const [id, label, v, w, detail] of parts) {
    const weight = v === null || !mW ? 0 : w / mW;
    components.push({
      id,
      label,
      score: v === null ? 0 : clamp(v),
      weight: Math.round(weight * 1000) / 1000,
      detail,
    });
    match += (v ?? 0) * weight;
  }
  const matchScore = clamp(match);

  const h = hygieneChecks(profile);
  const hTotal = h.checks.reduce((n, c) => n + c.weight, 0);
  const hygieneScore = clamp(
    (100 * h.checks.reduce((n, c) => n + (c.passed ? c.weight : 0), 0)) / hTotal,
  );
  components.push({
    id: 'hygiene',
    label: 'Resume hygiene',
    score: hygieneScore,
    weight: HYGIENE_SHARE,
    detail: `${h.checks.filter((c) => c.passed).length} of ${h.checks.length} checks passed.`,
  });

  const atsScore = clamp(MATCH_SHARE * matchScore + HYGIENE_SHARE * hygieneScore);

  const reqHardMissing = hard.filter((x) => x.required && !x.found && !x.partial);
  const matchChecks: AtsCheck[] = [
    {
      id: 'required-hard-skills',
      label: 'Required hard skills',
      passed: reqHardMissing.length === 0,
      detail: reqHardMissing.length
        ? `Missing: ${reqHardMissing.map((x) => x.jobTerm).join(', ')}.`
        : 'All required hard skills found.',
      weight: Math.round(MATCH_WEIGHTS.hardSkills * 100),
    },
    {
      id: 'job-title-match',
      label: 'Job title match',
      passed: title.score >= 70 || title.score < 0,
      detail: components.find((c) => c.id === 'job-title')!.detail,
      weight: Math.round(MATCH_WEIGHTS.title * 100),
    },
    {
      id: 'education-match',
      label: 'Education match',
      passed: eduScore === null || eduScore >= 100,
      detail: components.find((c) => c.id === 'education')!.detail,
      weight: Math.round(MATCH_WEIGHTS.education * 100),
    },
    {
      id: 'experience-match',
      label: 'Years of experience',
      passed: expScore === null || expScore >= 100,
      detail: components.find((c) => c.id === 'experience')!.detail,
      weight: Math.round(MATCH_WEIGHTS.experience * 100),
    },
  ];

  const kindsPresent = [...new Set(profile.parsed.sections.map((s) => s.kind))];
  const expected = ['summary', 'experience', 'education', 'skills'];
  return {
    atsScore,
    keywordMatchScore,
    matchScore,
    hygieneScore,
    band: band(atsScore),
    components,
    hardSkills: {
      found: hard.filter((x) => x.found || x.partial),
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
      score: Math.max(0, title.score),
      passed: title.score >= 70 || title.score < 0,
    },
    education: {
      required: eduReq,
      candidateLevel: profile.degreeLevel,
      candidateLevelName: DEGREE_LEVEL_NAMES[profile.degreeLevel],
      passed: eduScore === null || eduScore >= 100,
    },
    experience: {
      requiredYears: yrs,
      candidateYears: profile.years,
      passed: expScore === null || expScore >= 100,
    },
    sections: {
      present: kindsPresent,
      missing: expected.filter(
        (k) => !kindsPresent.includes(k as never) && !(k === 'summary' && profile.parsed.summary),
      ),
    },
    measurableResults: { quantified: h.quantified, totalBullets: h.totalBullets },
    length: { words: h.words, pages: h.pages },
    checks: [...matchChecks, ...h.checks],
    job: { title: job.title, seniority: job.seniority },
  };
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
