import { z } from 'zod';
import { interviewAnswer as scoreLocally } from '../local/interview-answer';
import type { InterviewAnswerOutcome, InterviewAnswerTask } from '../types';
import { generateStructured, type Llm } from '../../../../ai/llm/plumbing';

/** What the model writes: the words of the feedback. The score is the engine's. */
export const llmAnswerSchema = z.object({
  feedback: z.string().min(1).max(2000),
  suggestions: z.array(z.string().min(1).max(500)).max(6),
});

const SYSTEM = `You are an interview coach giving feedback on one answer.
You receive the question, the candidate's answer and a rubric analysis (STAR parts found, with quotes, and a score from 0 to 100).
Write 2-4 sentences of feedback and up to 5 concrete suggestions.
Rules you never break:
- Ground every remark in the answer: when you quote it, quote it word for word in double quotes.
- Do not give or change a score; do not invent facts about the candidate.
- Suggestions say what to add or change in this answer (a missing STAR part, a number for the result, "I" instead of "we").`;

/** Quoted text in a remark that the answer does not contain. */
const misquotes = (text: string, answer: string) =>
  [...text.matchAll(/"([^"]{4,})"/g)].some(
    (m) => !answer.toLowerCase().includes(m[1]!.toLowerCase().replace(/\.{3}$/, '')),
  );

/**
 * The engine scores the answer (the same answer always scores the same, whoever writes); the
 * model writes the feedback and suggestions. A remark quoting words the answer does not hold is
 * dropped; with nothing left, the engine's own words stay.
 */
export async function interviewAnswer(
  llm: Llm,
  task: InterviewAnswerTask,
): Promise<InterviewAnswerOutcome> {
  const local = await scoreLocally(task);
  const star = Object.entries(local.star)
    .map(([part, p]) => `${part}: ${p.present ? `present (${p.score}) "${p.excerpt}"` : 'missing'}`)
    .join('\n');
  const object = await generateStructured(llm, {
    schema: llmAnswerSchema,
    schemaName: 'AnswerFeedback',
    system: SYSTEM,
    prompt: [
      `Interview type: ${task.interviewType}.`,
      `QUESTION:\n${task.question}`,
      `ANSWER:\n${task.answer}`,
      `RUBRIC (score ${local.score}/100):\n${star}`,
      local.insights.fillerCount ? `Filler words: ${local.insights.fillerCount}.` : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
  });
  const feedbackOk = !misquotes(object.feedback, task.answer);
  const suggestions = object.suggestions.filter((s) => !misquotes(s, task.answer));
  if (!feedbackOk && !suggestions.length) return local;
  return {
    ...local,
    feedback: feedbackOk ? object.feedback.trim() : local.feedback,
    suggestions: suggestions.length ? suggestions.map((s) => s.trim()) : local.suggestions,
    provider: llm.name,
  };
}
