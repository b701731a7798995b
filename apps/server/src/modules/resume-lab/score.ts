import { analyzeResume } from '@careerforge/engine';
import type { ScoreResponse } from '@careerforge/contract';
import { engineOptions } from '../../ai/types';

/**
 * The engine's score of a resume text against a job description: the same computation the
 * tailoring result's score comes from, so an unedited tailored text scores exactly as it did.
 */
export function scoreAgainstJob(
  resumeText: string,
  jobDescription: string,
  now = new Date(),
): ScoreResponse {
  const report = analyzeResume(resumeText, jobDescription, engineOptions(now));
  return { atsScore: report.atsScore, keywordMatchScore: report.keywordMatchScore, report };
}
export type ScoreAgainstJob = typeof scoreAgainstJob;
