/**
 * The roadmap: phases from now to the move, sized to the time the move needs within the
 * user's timeframe. A move we estimate at 3 months gets a 3-month roadmap, not the whole
 * 2 years the user allowed; a move that needs longer than the timeframe still fits into the
 * timeframe (and the plan says why it is tight).
 */
import type { CareerStep, Timeframe } from './types';
import { TIMEFRAME_MONTHS } from './types';

/** The months the roadmap covers: the estimate (in whole quarters) within the timeframe. */
export function roadmapMonths(timeframe: Timeframe, estimatedMonths: number): number {
  const allowed = TIMEFRAME_MONTHS[timeframe];
  if (estimatedMonths >= allowed) return allowed;
  return Math.min(allowed, Math.max(3, Math.ceil(estimatedMonths / 3) * 3));
}

/** The phases the timeframes have always had, by length in months. */
const FIXED: Record<number, string[]> = {
  6: ['Months 1-2: Foundation', 'Months 3-4: Build', 'Months 5-6: Transition'],
  12: [
    'Months 1-3: Foundation',
    'Months 4-6: Build',
    'Months 7-9: Visibility',
    'Months 10-12: Transition',
  ],
  24: [
    'Months 1-6: Foundation',
    'Months 7-12: Build',
    'Months 13-18: Visibility',
    'Months 19-24: Transition',
  ],
  36: [
    'Months 1-6: Foundation',
    'Months 7-18: Build',
    'Months 19-30: Visibility',
    'Months 31-36: Transition',
  ],
  60: ['Year 1: Foundation', 'Year 2: Build', 'Year 3: Visibility', 'Years 4-5: Transition'],
};

/** Phase names for a roadmap of some months: three phases up to 6 months, four beyond. */
export function phasesFor(months: number): string[] {
  const fixed = FIXED[months];
  if (fixed) return fixed;
  const names =
    months <= 6
      ? ['Foundation', 'Build', 'Transition']
      : ['Foundation', 'Build', 'Visibility', 'Transition'];
  let from = 1;
  return names.map((name, i) => {
    const to = Math.round(((i + 1) * months) / names.length);
    const span = to > from ? `Months ${from}-${to}` : `Month ${from}`;
    from = to + 1;
    return `${span}: ${name}`;
  });
}

export function chunk<T>(items: readonly T[], parts: number): T[][] {
  const out: T[][] = Array.from({ length: parts }, () => []);
  items.forEach((item, i) =>
    out[Math.min(parts - 1, Math.floor((i * parts) / Math.max(1, items.length)))]!.push(item),
  );
  return out;
}

export interface StepsInput {
  months: number;
  /** the target role in the user's words */
  role: string;
  skillGaps: readonly string[];
  transferable: readonly string[];
  certifications: readonly string[];
  association: string | undefined;
  /**
   * the move stays in the person's field: the gaps are skills their list does not name, which
   * they may well use already, so the plan asks them to show each (and build any they lack)
   */
  show?: boolean;
}

/** The phases, each with goals, actions, the skills to work on and milestones. */
export function roadmapSteps(a: StepsInput): CareerStep[] {
  const { role, transferable, certifications } = a;
  const phases = phasesFor(a.months);
  const gapChunks = chunk(a.skillGaps.slice(0, 8), Math.max(1, phases.length - 1));
  return phases.map((phase, i) => {
    const last = i === phases.length - 1;
    const phaseSkills = last ? transferable.slice(0, 4) : (gapChunks[i] ?? []);
    if (i === 0)
      return {
        phase,
        goals: [`Confirm ${role} is the right target`, 'Know exactly which skills to build'],
        actions: [
          `Read 10 current job postings for ${role} and mark the skills each asks for`,
          `Talk to two people who work as ${role}`,
          phaseSkills.length
            ? a.show
              ? `Put ${phaseSkills.join(', ')} on your resume if you do this work; learn any you have not done`
              : `Start learning ${phaseSkills.join(', ')}`
            : 'List the skills you already use that the target needs',
        ],
        skills: phaseSkills,
        milestones: [
          'A list of target skills ranked by how often postings ask for them',
          'Two informational conversations held',
        ],
      };
    if (last)
      return {
        phase,
        goals: [`Land a ${role} role`],
        actions: [
          `Tailor your resume to each ${role} posting, leading with ${transferable.length ? transferable.slice(0, 3).join(', ') : 'the skills you have built'}`,
          'Apply to roles where you meet most of the listed requirements',
          'Practise interviews with examples from your own work',
          'Use the salary negotiator before you accept an offer',
        ],
        skills: phaseSkills,
        milestones: ['Interviews for the target role', 'An offer in hand'],
      };
    const build = i === 1;
    return {
      phase,
      goals: build
        ? [
            `${a.show ? 'Show or build' : 'Build'} working skill in ${phaseSkills.length ? phaseSkills.join(', ') : 'the target skills'}`,
            'Show it in real work',
          ]
        : ['Make the move visible', 'Close the remaining gaps'],
      actions: build
        ? [
            phaseSkills.length
              ? `Complete a course or project using ${phaseSkills.slice(0, 2).join(' and ')}`
              : 'Complete a course or project in the target skills',
            `Take on a task in your current job that looks like ${role} work`,
            certifications[0] && !certifications[0].startsWith('Check ')
              ? `Prepare for ${certifications[0]}`
              : 'Choose one certification postings ask for',
          ]
        : [
            'Put the new skills and projects on your resume and LinkedIn, with results',
            a.association ? `Join the ${a.association}` : `Join a community of ${role}`,
            'Ask for referrals from the people you have met',
          ],
      skills: phaseSkills,
      milestones: build
        ? [
            'One finished project or course you can show',
            'Feedback from someone in the target role',
          ]
        : ['Resume and profile updated for the target', 'Three referrals or warm introductions'],
    };
  });
}
