import { z } from 'zod';
import { nearDuplicate, type InterviewQuestion } from '@careerforge/engine';
import { interviewQuestions as writeLocally } from '../local/interview-questions';
import type { InterviewQuestionsOutcome, InterviewQuestionsTask } from '../types';
import { generateStructured, type Llm } from '../../../../ai/llm/plumbing';

/** What the model writes: the engine's draft questions reworded, one for one. */
export const llmQuestionsSchema = z.object({
  questions: z.array(z.string()).max(20),
});

const SYSTEM = `You are an experienced interviewer preparing questions for a job interview.
You receive a numbered draft of questions written from the job description. Reword each one so it sounds natural when spoken, one question for each draft line, in the same order.
Rules you never break:
- Keep each question about the same thing as its draft line. Keep every skill, tool and duty the draft line names, by its name.
- Never add a skill, tool, employer, number or fact that is not in the draft line or the job description.
- Lines marked [resume] quote the candidate's resume: keep the quoted words exactly.
- One question per line; no numbering, no answers, no commentary.`;

const NUMBER = /\d[\d,.]*/g;

/**
 * The engine drafts the set (skills, duties, gaps, claims, difficulty by position); the model
 * rewords it. A reworded line is kept only when it still names the line's skill, adds no number,
 * keeps a resume quote word for word and says something different from the lines before it;
 * otherwise the engine's own line stays.
 */
export async function interviewQuestions(
  llm: Llm,
  task: InterviewQuestionsTask,
): Promise<InterviewQuestionsOutcome> {
  const draft = await writeLocally(task);
  const prompt = [
    `Interview type: ${task.interviewType}.`,
    task.jobDescription
      ? `JOB DESCRIPTION:\n${task.jobDescription}`
      : 'No job description was given.',
    `DRAFT QUESTIONS:\n${draft.questions
      .map((q, i) => `${i + 1}. ${q.source.startsWith('resume') ? '[resume] ' : ''}${q.text}`)
      .join('\n')}`,
  ].join('\n\n');
  const object = await generateStructured(llm, {
    schema: llmQuestionsSchema,
    schemaName: 'InterviewQuestions',
    system: SYSTEM,
    prompt,
    temperature: 0.4,
  });
  const allowedNumbers = new Set([
    ...(task.jobDescription?.match(NUMBER) ?? []),
    ...draft.questions.flatMap((q) => q.text.match(NUMBER) ?? []),
  ]);
  const kept: InterviewQuestion[] = [];
  let rewritten = 0;
  draft.questions.forEach((q, i) => {
    const text = object.questions[i]?.replace(/^\s*\d+[.)]\s*/, '').trim() ?? '';
    const quote = /"([^"]+)"/.exec(q.text)?.[1];
    const ok =
      text.length >= 15 &&
      text.length <= 500 &&
      (!q.skill || text.toLowerCase().includes(skillWord(q).toLowerCase())) &&
      (!quote || text.includes(quote)) &&
      (text.match(NUMBER) ?? []).every((n) => allowedNumbers.has(n)) &&
      !kept.some((k) => nearDuplicate(k.text, text));
    if (ok) rewritten++;
    kept.push({ ...q, text: ok ? text : q.text });
  });
  return {
    ...draft,
    questions: kept,
    provider: rewritten ? llm.name : draft.provider,
  };
}

/** The word of the draft line that names its skill (the posting's term, as the line writes it). */
function skillWord(q: InterviewQuestion): string {
  const skill = q.skill ?? '';
  if (q.text.toLowerCase().includes(skill.toLowerCase())) return skill;
  // The line names the skill by the posting's shorter term ("Kafka" for "Apache Kafka").
  const words = skill.split(/\s+/).filter((w) => w.length > 1);
  return words.find((w) => q.text.toLowerCase().includes(w.toLowerCase())) ?? skill;
}
