import { writeCoverLetter as writeWithEngine } from '@careerforge/engine';
import { engineOptions, jobTargetOf } from '../../../../ai';
import type { CoverLetterOutcome, CoverLetterTask } from '../types';

export const NO_RESUME_NOTE =
  'Written from the job alone: no resume was chosen, so the letter says nothing about your experience. Replace the bracketed parts with your own examples before you send it.';

/** A written letter (the engine's, or a model's as the engine reviewed it) as the task answers it. */
export const letterOutcome = (
  letter: Omit<CoverLetterOutcome, 'notes' | 'provider'>,
  notes: string[],
  provider: string,
): CoverLetterOutcome => ({
  content: letter.content,
  claims: letter.claims,
  requirementsCovered: letter.requirementsCovered,
  truth: letter.truth,
  removed: letter.removed,
  notes,
  warning: letter.warning,
  provider,
});

/** The engine writes the letter: the job's top requirements paired with the resume's own lines. */
export async function writeCoverLetter(task: CoverLetterTask): Promise<CoverLetterOutcome> {
  const letter = writeWithEngine(
    {
      resumeText: task.resumeText,
      jobDescription: task.jobDescription,
      tone: task.tone,
      ...jobTargetOf(task),
    },
    engineOptions(),
  );
  return letterOutcome(letter, task.resumeText ? [] : [NO_RESUME_NOTE], 'local');
}
