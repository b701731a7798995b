import { analyzeSalary, usd } from '@careerforge/engine';
import { z } from 'zod';
import type { SalaryOutcome, SalaryTask } from '../types';
import { generateStructured, type Llm } from './plumbing';
import { allowedNumbers, keepKnownItems, keepKnownNumbers } from './salary-facts';

/** What the model writes: words only. Every figure comes from the engine. */
export const llmSalarySchema = z.object({
  negotiationScript: z.string().min(1),
  tips: z.array(z.string()).max(10),
});

const SYSTEM = `You coach job seekers to negotiate pay.
Rules you never break:
- Use only the figures given in FACTS. Never state any other salary, percentile or percentage.
- Quote the user's achievements in their own words; never add achievements, employers, titles or numbers they did not give.
- If FACTS say the target is far above the 90th percentile, say so plainly.
- Write the negotiation script as what the user says aloud, in the first person, 4-6 short paragraphs.
- Tips: at most 6, one sentence each, practical.`;

/**
 * The engine computes the market, the positions and the justifications; the model writes the
 * script and the tips around them. A sentence of the model's that states a figure the facts
 * do not hold is dropped; a script that loses too much is replaced by the engine's.
 */
export async function salaryAnalysis(llm: Llm, task: SalaryTask): Promise<SalaryOutcome> {
  const base = analyzeSalary(task);
  const m = base.marketData;
  const facts = [
    `Job title (user's words): ${task.jobTitle}`,
    `Occupation used: ${base.occupation.title} (${base.occupation.note})`,
    `Area: ${base.market.area}`,
    `Market (annual, this user's profile): 25th ${m.percentile25 === null ? 'n/a' : usd(m.percentile25)}, median ${m.percentile50 === null ? 'n/a' : usd(m.percentile50)}, 75th ${m.percentile75 === null ? 'n/a' : usd(m.percentile75)}, 90th ${m.percentile90 === null ? 'n/a' : usd(m.percentile90)}`,
    ...base.positions.map((p) => p.sentence),
    `Suggested ask if the user gave no target: ${usd(base.suggestedTarget)}`,
    task.achievements
      ? `Achievements (user's words):\n${task.achievements}`
      : 'No achievements given.',
    `Summary: ${base.summary}`,
  ].join('\n');
  const object = await generateStructured(llm, {
    schema: llmSalarySchema,
    schemaName: 'SalaryNegotiation',
    system: SYSTEM,
    prompt: `FACTS:\n${facts}\n\nEngine's own script, for reference:\n${base.negotiationScript}`,
  });
  const allowed = allowedNumbers(facts, base.negotiationScript, base.tips.join(' '));
  const script = keepKnownNumbers(object.negotiationScript, allowed);
  const tips = keepKnownItems(object.tips, allowed);
  const usable = script.text.length >= Math.min(200, object.negotiationScript.length / 2);
  return {
    ...base,
    negotiationScript: usable ? script.text : base.negotiationScript,
    tips: tips.length ? tips : base.tips,
    provider: usable ? llm.name : 'local',
  };
}
