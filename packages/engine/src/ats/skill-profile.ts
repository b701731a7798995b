/**
 * The skill-profile part of the ATS score: where the posting's hard skills point among O*NET's
 * occupations against where the resume's point (taxonomy/related.ts). Two documents that name
 * different tools of the same trade (Spark and Airflow; Pandas and scikit-learn) read as alike;
 * a resume whose skills are typical of another occupation reads as apart even when a few common
 * skills (SQL, Excel) are shared.
 */
import { occupationData } from '../occupation/data';
import { getSkill } from '../taxonomy';
import { occupationProfile, profileSimilarity } from '../taxonomy/related';
import type { JobAnalysis } from '../types';
import type { ResumeProfile } from './profile';

export interface SkillProfileFit {
  /** 0..100, null when O*NET knows none of the posting's or none of the resume's hard skills */
  score: number | null;
  /** the occupation each side's skills point to most */
  job: string;
  resume: string;
}

const isHard = (id: number) => {
  const c = getSkill(id).category;
  return c !== 'soft' && c !== 'spoken-language';
};

function top(profile: Map<number, number>): string {
  let best = -1;
  let bestV = 0;
  for (const [o, v] of profile) if (v > bestV) [best, bestV] = [o, v];
  return best < 0 ? '' : (occupationData().occupations[best]?.title ?? '');
}

export function skillProfileFit(job: JobAnalysis, profile: ResumeProfile): SkillProfileFit {
  const jobSkills: Array<[number, number]> = job.skills
    .filter((s) => isHard(s.skillId))
    .map((s) => [s.skillId, s.weight]);
  const resumeSkills: Array<[number, number]> = [...profile.skills]
    .filter(([id]) => isHard(id))
    .map(([id, v]) => [id, 1 + Math.log(v.count)]);
  const a = occupationProfile(jobSkills);
  const b = occupationProfile(resumeSkills);
  const sim = profileSimilarity(a, b);
  return { score: sim === null ? null : 100 * sim, job: top(a), resume: top(b) };
}
