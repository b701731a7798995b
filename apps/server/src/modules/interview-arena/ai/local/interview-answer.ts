import { analyzeAnswer } from '@careerforge/engine';
import type { InterviewAnswerOutcome, InterviewAnswerTask } from '../types';

/** The engine's STAR rubric scores the answer and writes feedback from its own sentences. */
export async function interviewAnswer(task: InterviewAnswerTask): Promise<InterviewAnswerOutcome> {
  return { ...analyzeAnswer(task), provider: 'local' };
}
