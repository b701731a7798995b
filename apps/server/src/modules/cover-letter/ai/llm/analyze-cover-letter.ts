import { z } from 'zod';
import { checkLetterTruth, type LetterAnalysis } from '@careerforge/engine';
import { analyzeCoverLetter as analyzeLocally } from '../local/analyze-cover-letter';
import type { LetterAnalysisTask } from '../types';
import { generateStructured, type Llm } from '../../../../ai/llm/plumbing';

/** The model may reword the engine's suggested rewrites; it never scores. */
export const llmRewritesSchema = z.object({
  rewrites: z
    .array(
      z.object({ index: z.number().int().min(0).max(50), improved: z.string().min(1).max(2000) }),
    )
    .max(20),
});

const SYSTEM = `You improve single sentences of a job seeker's cover letter.
For each numbered item you get the current sentence, the reason it should change and a plain suggested rewrite. Write a better rewrite in the letter's own voice.
Never add a fact the letter does not already state: no new employer, title, number, skill, tool or achievement. Where the writer must add something only they know, keep a bracketed placeholder such as [your result].`;

/**
 * The engine scores the letter and finds what to change; the model may reword each suggested
 * rewrite, and a rewrite that names a fact the letter does not hold keeps the engine's wording.
 */
export async function analyzeCoverLetter(
  llm: Llm,
  task: LetterAnalysisTask,
): Promise<LetterAnalysis> {
  const analysis = await analyzeLocally(task);
  const items = analysis.recommendations
    .map((r, index) => ({ r, index }))
    .filter(({ r }) => r.current && r.current !== '(missing)');
  if (!items.length) return analysis;
  const prompt = [
    task.jobTitle || task.companyName
      ? `The letter is for ${task.jobTitle ?? 'a role'}${task.companyName ? ` at ${task.companyName}` : ''}.`
      : '',
    `THE LETTER:\n${task.letter}`,
    'ITEMS:',
    ...items.map(
      ({ r, index }) =>
        `${index}. Current: ${r.current}\n   Why: ${r.reasoning}\n   Suggested: ${r.improved}`,
    ),
  ]
    .filter(Boolean)
    .join('\n');
  const { rewrites } = await generateStructured(llm, {
    schema: llmRewritesSchema,
    schemaName: 'SentenceRewrites',
    system: SYSTEM,
    prompt,
  });
  const keep = [task.companyName ?? '', task.jobTitle ?? ''];
  const recommendations = analysis.recommendations.map((r, index) => {
    const rewrite = rewrites.find((w) => w.index === index)?.improved.trim();
    if (!rewrite || r.current === '(missing)') return r;
    return checkLetterTruth(task.letter, rewrite, keep).ok ? { ...r, improved: rewrite } : r;
  });
  return { ...analysis, recommendations };
}
