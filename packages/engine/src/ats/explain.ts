/**
 * The words of an ATS report: what each measured part means for this resume and posting (the
 * detail under each score component), from the numbers measure.ts made.
 */
import type { JobReading } from '../job/analyze';
import { DEGREE_LEVEL_NAMES } from '../text/lexicon';
import type { ScoreComponent } from '../types';
import { earned } from './fit';
import { TITLE_SKILL_SHARE } from './title';
import { clamp, type Measured } from './measure';
import { FOCUS_FULL, HYGIENE_SHARE, PART_NAMES, type PartName } from './parts';
import type { ResumeProfile } from './profile';

/** Years as the breakdown says them: whole years the resume reaches ("10+ years"), never "10.9". */
const yearsShown = (y: number): string =>
  y < 1 ? 'less than a year' : `${Math.floor(y)}+ ${Math.floor(y) === 1 ? 'year' : 'years'}`;

const OCCUPATION_NOTE = (o: { similarity: number; job: string; resume: string }) =>
  o.similarity >= 1
    ? `same occupation (${o.job})`
    : o.similarity > 0
      ? `related occupations: ${o.resume} and ${o.job} (${Math.round(o.similarity * 100)}% alike)`
      : `different occupations: ${o.resume} and ${o.job}`;

const LABELS: Record<PartName, [id: string, label: string]> = {
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

const pts = (n: number) => Math.round(n * 10) / 10;

function hardSkillsDetail({ hard }: Measured): string {
  const found = hard.filter((x) => x.found).length;
  // met by a skill the posting accepts instead ("Kafka or similar" by RabbitMQ): found, but the
  // resume names the alternative, and the explanation says so
  const alternatives = hard.filter((x) => x.found && x.via).length;
  const partial = hard.filter((x) => x.partial).length;
  const totalW = hard.reduce((n, x) => n + x.weight, 0);
  return `${found} of ${hard.length} hard skills found${alternatives ? ` (${alternatives} of them through an alternative the posting accepts, which the resume names instead)` : ''}${partial ? `, ${partial} more through broader skills at half weight` : ''}: ${pts(earned(hard))} of ${pts(totalW)} weight points (required and repeated skills weigh more).`;
}

function titleDetail({ title }: Measured, job: JobReading): string {
  const kind =
    title.bestKind === 'target'
      ? 'stated target'
      : title.bestKind === 'headline'
        ? 'headline'
        : 'role';
  const closest =
    title.score === null
      ? 'The posting names no clear title.'
      : title.best
        ? `Closest title: "${title.best}" (your ${kind}) for "${job.title}"${title.occupation ? `: ${OCCUPATION_NOTE(title.occupation)}` : ''}.`
        : `No title close to "${job.title}" in your headline, roles or stated target.`;
  const missing = title.titleSkills?.missing ?? [];
  const counts = Math.round(100 * (1 - TITLE_SKILL_SHARE * (1 - (title.titleSkills?.share ?? 1))));
  return missing.length
    ? `${closest} The title names ${missing.join(', ')}, which your resume does not show (this part counts ${counts}% of the title match).`
    : closest;
}

function educationDetail({ education: edu }: Measured, job: JobReading, profile: ResumeProfile) {
  const req = job.education;
  if (!req) return 'The posting does not ask for a degree.';
  const fieldless = edu.score !== null && edu.score > 0 && edu.score < 100;
  const note =
    edu.related === false
      ? ', in an unrelated field, so it earns no credit'
      : edu.related === null && req.field && fieldless
        ? ', field of study not clear (half credit)'
        : '';
  return `Asks for ${req.levelName}${req.field ? ` in ${req.field}` : ''} (${req.required ? 'required' : 'preferred'}); resume shows ${DEGREE_LEVEL_NAMES[profile.degreeLevel]}${edu.resumeField ? ` (${edu.resumeField})` : ''}${note}.`;
}

/** Seniority and years count in full only in related work: the sentence that says how much. */
function relatedNote({ relatedShare, relatedWork }: Measured): string {
  return relatedShare < 1
    ? ` They count in full only in related work: your title and hard skills match this job ${Math.round(relatedWork)}/100, so this part counts ${Math.round(relatedShare * 100)}%.`
    : '';
}

function familyDetail({ family }: Measured): string {
  const share = (xs: Array<{ name: string; share: number }>) =>
    xs.map((x) => `${x.name} ${Math.round(x.share * 100)}%`).join(', ');
  if (family.score !== null)
    return `The posting reads as ${share(family.job)}; your resume as ${share(family.resume)} (from titles and skills; a related kind of work counts half).`;
  return family.job.length
    ? 'Your resume shows no clear kind of work (no title or skills of a known field).'
    : 'The posting shows no clear kind of work.';
}

function skillProfileDetail({ skillProfile }: Measured): string {
  return skillProfile.score === null
    ? "Left out: O*NET lists fewer than two of the posting's or of your hard skills, too few to compare the occupations they point to."
    : `The occupations that use the posting's hard skills and those that use yours (O*NET's technology lists) are ${Math.round(skillProfile.score)}% alike. Weighing most: for the posting ${skillProfile.job.join(', ')}; for you ${skillProfile.resume.join(', ')}.`;
}

/** The detail of each part, as the report shows it under the part's score. */
export function partDetails(
  m: Measured,
  job: JobReading,
  profile: ResumeProfile,
): Record<PartName, string> {
  const yrs = job.yearsRequired;
  return {
    hardSkills: hardSkillsDetail(m),
    skillFocus: `${Math.round(m.focus ?? 0)}% of your own hard-skill evidence is on skills this job asks for (${FOCUS_FULL}% or more counts in full).`,
    softSkills: `${m.soft.filter((x) => x.found).length} of ${m.soft.length} soft skills found.`,
    keywords: `${m.keywords.found.length} of ${job.keywords.length} recurring job words found.`,
    title: titleDetail(m, job),
    education: educationDetail(m, job, profile),
    seniority: `The posting reads as ${job.seniority}; your titles and years read as ${m.seniority.candidate}.${relatedNote(m)}`,
    experience: yrs
      ? `Asks for ${yrs}+ years${job.yearsPreferred ? ' (preferred, not required: a shortfall costs half)' : ''}; resume shows ${yearsShown(profile.years)}.${relatedNote(m)}`
      : 'The posting does not ask for a number of years.',
    family: familyDetail(m),
    gates: m.gates.length
      ? m.gates.map((g) => g.reason).join(' ')
      : 'The posting names no clearance, work-authorisation rule, licence or degree above yours.',
    skillProfile: skillProfileDetail(m),
  };
}

/** One component per part, with the weight it carried here (a missing part's re-spread). */
export function partComponents(
  m: Measured,
  details: Record<PartName, string>,
  spread: Record<PartName, number>,
): ScoreComponent[] {
  return PART_NAMES.map((k) => {
    const v = m.parts[k];
    return {
      id: LABELS[k][0],
      label: LABELS[k][1],
      score: v === null ? 0 : clamp(v),
      weight: Math.round(spread[k] * 1000) / 1000,
      detail: details[k],
    };
  });
}

/** The hygiene component: the resume checks, and how hygiene and calibration made the number. */
export function hygieneComponent(
  m: Measured,
  allChecks: { passed: boolean }[],
  matchChecks: number,
  raw: number,
  shown: number,
): ScoreComponent {
  const own = m.hygiene.checks;
  return {
    id: 'hygiene',
    label: 'Resume hygiene',
    score: m.hygieneScore,
    weight: HYGIENE_SHARE,
    detail: `${own.filter((c) => c.passed).length} of ${own.length} resume checks passed (${allChecks.filter((c) => c.passed).length} of ${allChecks.length} checks in all, with the ${matchChecks} match checks). Hygiene scales the match: failing every check would take ${Math.round(HYGIENE_SHARE * 100)}% off it. The match scaled by hygiene is ${Math.round(raw)}; the score shown, ${shown}, is the share of fitting resume and posting pairs seen at that raw score on labelled data.`,
  };
}
