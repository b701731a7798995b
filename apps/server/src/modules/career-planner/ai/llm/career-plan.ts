import { planCareer, usd } from '@careerforge/engine';
import { z } from 'zod';
import type { CareerOutcome, CareerTask } from '../types';
import { generateStructured, type Llm } from '../../../../ai/llm/plumbing';
import { allowedNumbers, keepKnownItems } from '../../../../ai/llm/salary-facts';

/** What the model writes: words only. Viability, wages and skill gaps come from the data. */
export const llmCareerSchema = z.object({
  quickWins: z.array(z.string()).max(8),
  challenges: z.array(z.string()).max(8),
  networkingTargets: z.array(z.string()).max(8),
});

const SYSTEM = `You are a career coach.
Rules you never break:
- Use only the figures in FACTS; never state any other salary, percentage or duration.
- Never claim the user has a skill, degree or experience they did not list.
- Quick wins: concrete actions for the next two weeks. Challenges: honest, specific to this move. Networking targets: kinds of people or groups to meet (no invented names).
- One sentence per item, at most 6 items per list.`;

/** The engine plans; the model rewrites the quick wins, challenges and networking targets. */
export async function careerPlan(llm: Llm, task: CareerTask): Promise<CareerOutcome> {
  const base = planCareer(task);
  const s = base.salaryProgression;
  const facts = [
    `Current role (user's words): ${task.currentRole} -> occupation ${base.currentOccupation.title}`,
    `Target role (user's words): ${task.targetRole} -> occupation ${base.targetOccupation.title}`,
    `Timeframe: ${task.timeframe ?? '1year'}; our estimate: ${base.estimatedMonths} months; viability ${base.pathViability}%`,
    `User's skills: ${(task.skills ?? []).join(', ') || 'none listed'}`,
    task.interests ? `Interests (user's words): ${task.interests}` : '',
    `Skills to learn: ${base.skillGaps.join(', ')}`,
    `Salary (BLS medians): now ${s.current === null ? 'n/a' : usd(s.current)}, year 3 ${s.year3 === null ? 'n/a' : usd(s.year3)}`,
    `Engine's challenges: ${base.challenges.join(' ')}`,
  ]
    .filter(Boolean)
    .join('\n');
  const object = await generateStructured(llm, {
    schema: llmCareerSchema,
    schemaName: 'CareerPlanWords',
    system: SYSTEM,
    prompt: `FACTS:\n${facts}`,
  });
  const allowed = allowedNumbers(facts, base.quickWins.join(' '), base.networkingTargets.join(' '));
  const pick = (mine: string[], theirs: string[]) => {
    const kept = keepKnownItems(theirs, allowed);
    return kept.length ? kept : mine;
  };
  return {
    ...base,
    quickWins: pick(base.quickWins, object.quickWins),
    challenges: pick(base.challenges, object.challenges),
    networkingTargets: pick(base.networkingTargets, object.networkingTargets),
    provider: llm.name,
  };
}
