import { analyzeSalary, TOP_CODED_WORDS, usd } from '@careerforge/engine';
import { z } from 'zod';
import type { SalaryOutcome, SalaryTask } from '../types';
import { generateStructured, type Llm } from '../../../../ai/llm/plumbing';
import { allowedNumbers, keepKnownItems, keepKnownNumbers } from '../../../../ai/llm/salary-facts';

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
  // The curve is everyone in the occupation and area; the user's level is the reference band.
  const point = (key: keyof typeof m) => {
    const value = m[key];
    if (value === null) return 'not published';
    return base.topCoded.includes(key) ? TOP_CODED_WORDS : usd(value);
  };
  const facts = [
    `Job title (user's words): ${task.jobTitle}`,
    `Occupation used: ${base.occupation.title} (${base.occupation.note})`,
    base.market.country
      ? `Area: the United States. The user is in ${base.market.country}: these US figures do not describe pay there, so never quote them in the script as an argument; argue from the achievements and the offer.`
      : `Area: ${base.market.area}`,
    `Pay of all workers in this occupation and area (annual, BLS): 25th percentile ${point('percentile25')}, median ${point('percentile50')}, 75th percentile ${point('percentile75')}, 90th percentile ${point('percentile90')}`,
    base.reference
      ? `Range expected for this user's level (our estimate): ${base.reference.words}. ${base.reference.explanation}`
      : 'No level given: no range is expected for the user in particular.',
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
