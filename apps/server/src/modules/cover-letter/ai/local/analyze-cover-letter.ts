import { analyzeCoverLetter as analyzeWithEngine, type LetterAnalysis } from '@careerforge/engine';
import type { LetterAnalysisTask } from '../types';

/** The engine scores the letter against the job and suggests rewrites that add no fact. */
export async function analyzeCoverLetter(task: LetterAnalysisTask): Promise<LetterAnalysis> {
  return analyzeWithEngine(task.letter, task.jobDescription, {
    ...(task.companyName ? { companyName: task.companyName } : {}),
    ...(task.jobTitle ? { jobTitle: task.jobTitle } : {}),
    ...(task.resumeText ? { resumeText: task.resumeText } : {}),
  });
}
