import { analyzeCoverLetter as analyzeWithEngine, type LetterAnalysis } from '@careerforge/engine';
import { jobTargetOf } from '../../../../ai';
import type { LetterAnalysisTask } from '../types';

/** The engine scores the letter against the job and suggests rewrites that add no fact. */
export async function analyzeCoverLetter(task: LetterAnalysisTask): Promise<LetterAnalysis> {
  return analyzeWithEngine(task.letter, task.jobDescription, {
    ...jobTargetOf(task),
    ...(task.resumeText ? { resumeText: task.resumeText } : {}),
  });
}
