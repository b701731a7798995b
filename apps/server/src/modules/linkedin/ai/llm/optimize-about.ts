import { z } from 'zod';
import { optimizeAbout as optimizeWithEngine } from '@careerforge/engine';
import type { AboutOutcome, AboutTask } from '../types';
import { generateStructured, type Llm } from '../../../../ai/llm/plumbing';

/** What the model writes; the engine checks, traces and scores it. */
export const llmAboutSchema = z.object({
  about: z.string().min(1).max(12_000),
  improvements: z.array(z.string().max(500)).max(10),
});

const SYSTEM = `You rewrite LinkedIn About sections for job seekers.
Rules you never break:
- Use only what the person wrote: no employer, title, number, skill, tool, degree or achievement they did not state.
- First person. Open with a hook in the first 300 characters (what LinkedIn shows before "see more"): who they are, the role they want and their strongest result.
- Their own achievements first, with their figures; the target role's keywords only where their text supports them.
- Close with a call to action inviting recruiters to get in touch.
- 150 to 300 words, plain text, short paragraphs, no hashtags, no emoji, no buzzwords ("synergy", "results-driven").
- In "improvements", list what you changed, one short sentence each.`;

/** Marks the engine's answer when it gave the user's About back as written. */
const KEPT_AS_WRITTEN = /^Kept your About as written/;

/**
 * The model rewrites the About; the engine removes what it cannot trace to the user's text,
 * scores it like its own, and answers with its own rewrite when the model's is refused.
 */
export async function optimizeAbout(llm: Llm, task: AboutTask): Promise<AboutOutcome> {
  const prompt = [
    `Target role: ${task.targetRole}`,
    task.industry ? `Industry: ${task.industry}` : '',
    task.keywords?.length
      ? `Keywords to use where the About supports them: ${task.keywords.join(', ')}`
      : '',
    `CURRENT ABOUT:\n${task.currentAbout}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const answer = await generateStructured(llm, {
    schema: llmAboutSchema,
    schemaName: 'LinkedinAbout',
    system: SYSTEM,
    prompt,
    temperature: 0.4,
  });
  const result = optimizeWithEngine(task, { rewrite: answer.about });
  if (KEPT_AS_WRITTEN.test(result.improvements[0] ?? '')) {
    const local = optimizeWithEngine(task);
    return {
      ...local,
      improvements: [
        `The AI's rewrite named something your About does not say, so the built-in rewrite was used.`,
        ...local.improvements,
      ],
      provider: 'local',
    };
  }
  const own = answer.improvements.map((s) => s.trim()).filter(Boolean);
  return { ...result, improvements: [...own, ...result.improvements], provider: llm.name };
}
