/**
 * The skill-profile part of the ATS score: where the posting's hard skills point among O*NET's
 * occupations against where the resume's point (taxonomy/related.ts). Two documents that name
 * different tools of the same trade (Spark and Airflow; Pandas and scikit-learn) read as alike;
 * a resume whose skills are typical of another occupation reads as apart even when a few common
 * skills (SQL, Excel) are shared.
 */
import { getSkill } from '../taxonomy';
import { occupationProfile, profileSimilarity, skillIdf } from '../taxonomy/related';
import type { JobAnalysis } from '../types';
import type { ResumeProfile } from './profile';

/** Hard skills O*NET lists that each side needs for a profile; with fewer the part is left out. */
export const MIN_KNOWN = 2;

export interface SkillProfileFit {
  /** 0..100, null when O*NET lists fewer than MIN_KNOWN of the posting's or of the resume's hard skills */
  score: number | null;
  /** the skills that weigh most in each side's profile (weight x how telling), at most three */
  job: string[];
  resume: string[];
}

const isHard = (id: number) => {
  const c = getSkill(id).category;
  return c !== 'soft' && c !== 'spoken-language';
};

/** The skills that weigh most in a profile: their weight in the document times how telling they are. */
function leading(skills: Array<[number, number]>): string[] {
  return skills
    .map(([id, w]) => ({ name: getSkill(id).name, v: w * (skillIdf(id) ?? 0) }))
    .filter((x) => x.v > 0)
    .sort((a, b) => b.v - a.v || a.name.localeCompare(b.name))
    .slice(0, 3)
    .map((x) => x.name);
}

export function skillProfileFit(job: JobAnalysis, profile: ResumeProfile): SkillProfileFit {
  const jobSkills: Array<[number, number]> = job.skills
    .filter((s) => isHard(s.skillId))
    .map((s) => [s.skillId, s.weight]);
  const resumeSkills: Array<[number, number]> = [...profile.skills]
    .filter(([id]) => isHard(id))
    .map(([id, v]) => [id, 1 + Math.log(v.count)]);
  // one known skill is no profile (a restaurant posting's only listed tool may be its social media)
  const known = (xs: Array<[number, number]>) => xs.filter(([id]) => skillIdf(id) !== undefined);
  const sim =
    known(jobSkills).length < MIN_KNOWN || known(resumeSkills).length < MIN_KNOWN
      ? null
      : profileSimilarity(occupationProfile(jobSkills), occupationProfile(resumeSkills));
  return {
    score: sim === null ? null : 100 * sim,
    job: leading(jobSkills),
    resume: leading(resumeSkills),
  };
}
