import { generateQuestions } from '@careerforge/engine';
import { engineOptions } from '../../../../ai';
import type { InterviewQuestionsOutcome, InterviewQuestionsTask } from '../types';

/** The engine writes the questions from the posting, the resume and the question bank. */
export async function interviewQuestions(
  task: InterviewQuestionsTask,
): Promise<InterviewQuestionsOutcome> {
  const set = generateQuestions(
    {
      interviewType: task.interviewType,
      jobDescription: task.jobDescription,
      title: task.title,
      resumeText: task.resumeText,
      seed: task.seed,
    },
    engineOptions(),
  );
  return { ...set, provider: 'local' };
}
