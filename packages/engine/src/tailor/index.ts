import { analyzeJob } from '../job/analyze';
import { profileResume } from '../ats/profile';
import { scoreProfile } from '../ats/score';
import type { AtsReport, EngineOptions, TailorInput, TailorMode, TailorResult } from '../types';
import { tailoringAdvice } from './advice';
import { build, MODE_RANK } from './edits';

export { cleanBullet } from './edits';
export { tailoringAdvice } from './advice';

/**
 * Tailor a resume to a job locally, without a language model. Each mode does more:
 *  - basic: standard headings, clean bullets, skills ordered by relevance;
 *  - personalized: + relevant bullets first, a targeted summary from the candidate's own facts, the job's terms for skills they have;
 *  - aggressive: + strong verbs for weak openings, a Core Competencies block led by matched skills, tighter bullets.
 * It never adds an employer, title, degree, date, number or skill: missing keywords become recommendations.
 * The result never scores lower than the original: a mode that would lower a score falls back to a lighter one.
 */
export function tailorResume(input: TailorInput, options?: EngineOptions): TailorResult {
  const job = analyzeJob(input.jobDescription);
  const profile = profileResume(input.resumeText, options);
  const original = scoreProfile(profile, job);

  let chosen: { text: string; improvements: string[]; report: AtsReport } | null = null;
  // the asked mode first, then each lighter one
  const modes = (Object.keys(MODE_RANK) as TailorMode[])
    .filter((m) => MODE_RANK[m] <= MODE_RANK[input.mode])
    .sort((a, b) => MODE_RANK[b] - MODE_RANK[a]);
  for (const mode of modes) {
    const built = build(profile, job, mode);
    const report = scoreProfile(profileResume(built.text, { asOf: profile.asOf }), job);
    if (
      report.atsScore >= original.atsScore &&
      report.keywordMatchScore >= original.keywordMatchScore
    ) {
      chosen = { ...built, report };
      if (mode !== input.mode)
        chosen.improvements.push(
          `Some ${input.mode} changes were left out because they would have lowered the score.`,
        );
      break;
    }
  }
  if (!chosen) {
    chosen = {
      text: profile.text.trim() + '\n',
      improvements: ['Kept your resume as written: reformatting it would have lowered the score.'],
      report: original,
    };
  }
  return {
    tailoredContent: chosen.text,
    atsScore: chosen.report.atsScore,
    keywordMatchScore: chosen.report.keywordMatchScore,
    originalAtsScore: original.atsScore,
    originalKeywordMatchScore: original.keywordMatchScore,
    improvements: chosen.improvements,
    ...tailoringAdvice(chosen.report),
    report: chosen.report,
    originalReport: original,
  };
}
