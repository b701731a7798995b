import { z } from 'zod';
import { reviewLetter, type LetterTone, type TruthViolation } from '@careerforge/engine';
import { letterOutcome, writeCoverLetter as writeLocally } from '../local/write-cover-letter';
import { engineOptions, jobTargetOf } from '../../../../ai';
import type { CoverLetterOutcome, CoverLetterTask } from '../types';
import { generateStructured, quoted, removedNote, type Llm } from '../../../../ai/llm/plumbing';

/** What the model writes; the engine checks it against the resume afterwards. */
export const llmLetterSchema = z.object({ letter: z.string().min(1).max(12_000) });

const TONES: Record<LetterTone, string> = {
  professional: 'Professional: clear, courteous and direct; plain verbs, no exclamation marks.',
  enthusiastic:
    'Enthusiastic: warm and energetic; say what excites you about the role and the company, at most one exclamation mark.',
  confident:
    'Confident: assured and results-first; lead with outcomes, short sentences, no hedging ("I believe", "I hope").',
  creative:
    'Creative: a vivid, personal opening line and a little storytelling, still concrete and professional.',
  formal:
    'Formal: traditional business-letter register; no contractions, measured sentences, "Yours sincerely" sign-off.',
};

const SYSTEM = `You write cover letters for job seekers.
Rules you never break:
- Never invent facts. Mention no employer, job title, degree, school, date, number, metric, skill or tool that is not in the candidate's resume. Figures from the job posting may be quoted only as the company's own.
- Without a resume, say nothing about the candidate's past: write the letter from the job, with bracketed placeholders such as [Add an example of your work with X] where their evidence belongs.
- Structure: a greeting; an opening that names the role and the company; two or three short paragraphs, each pairing one of the job's top requirements with the candidate's own evidence from the resume (their employer, what they did, the figure they give); a close asking for a conversation; a sign-off with the candidate's name as the resume gives it (without credentials such as "RN" or "CPA"; the Latin-script form when the resume gives one in parentheses). Never write a placeholder such as [Your name] when the resume holds the fact.
- A requirement the resume holds no evidence for is left unsaid: never pair a posting's word with a resume word that only looks alike (a posting's "monitoring" of software is not a nurse's telemetry monitoring). If the resume is from another field, say so plainly instead of pretending a match.
- 250 to 400 words, plain text, no Markdown, no subject line, no address block.`;

/**
 * The model writes the letter; the engine drops every sentence that names a fact the resume does
 * not hold and traces each remaining claim to its resume line. A letter that loses too much is
 * refused, and the engine's own letter answers instead.
 */
export async function writeCoverLetter(
  llm: Llm,
  task: CoverLetterTask,
): Promise<CoverLetterOutcome> {
  const target = [
    task.jobTitle ? `Role: ${task.jobTitle}` : '',
    task.companyName ? `Company: ${task.companyName}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const prompt = [
    `Tone. ${TONES[task.tone]}`,
    target,
    `JOB DESCRIPTION:\n${task.jobDescription}`,
    task.resumeText
      ? `CANDIDATE RESUME:\n${task.resumeText}`
      : 'No resume was given: the letter must not describe the candidate’s past.',
  ]
    .filter(Boolean)
    .join('\n\n');
  const { letter } = await generateStructured(llm, {
    schema: llmLetterSchema,
    schemaName: 'CoverLetter',
    system: SYSTEM,
    prompt,
    temperature: 0.5,
  });

  const review = reviewLetter(
    {
      resumeText: task.resumeText,
      letter,
      jobDescription: task.jobDescription,
      ...jobTargetOf(task),
    },
    engineOptions(),
  );
  const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
  if (!review.truth.ok || words(review.content) < Math.max(80, words(letter) * 0.6)) {
    const local = await writeLocally(task);
    return { ...local, notes: [refusal(review.removed, review.truth.violations), ...local.notes] };
  }
  const notes: string[] = [];
  if (review.removed.length) notes.push(removedNote(review.removed, 'sentence', 3, 100));
  return letterOutcome(review, notes, llm.name);
}

function refusal(removed: string[], violations: TruthViolation[]): string {
  const what = violations.length
    ? violations
        .slice(0, 4)
        .map((v) => `"${v.value}"`)
        .join(', ')
    : removed
        .slice(0, 2)
        .map((r) => quoted(r, 80))
        .join(', ');
  return `The AI's letter named facts that are not in your resume (${what}), so the built-in writer was used instead.`;
}
