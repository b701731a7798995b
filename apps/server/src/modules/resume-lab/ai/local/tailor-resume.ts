import { tailorResume as tailorWithEngine } from '@careerforge/engine';
import { engineOptions, jobTargetOf } from '../../../../ai';
import type { TailorOutcome, TailorTask } from '../types';

/** The engine tailors, scores the original and the result, and gives its advice in one pass. */
export async function tailorResume(task: TailorTask): Promise<TailorOutcome> {
  const result = tailorWithEngine(
    {
      resumeText: task.resumeText,
      jobDescription: task.jobDescription,
      mode: task.mode,
      ...jobTargetOf(task),
    },
    engineOptions(),
  );
  return { ...result, provider: 'local' };
}
