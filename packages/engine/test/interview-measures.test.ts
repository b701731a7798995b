/** The STAR scorer reads a scene without stock words, and counts only real measures as numbers. */
import { describe, expect, it } from 'vitest';
import { analyzeAnswer } from '../src';

const analyze = (answer: string) =>
  analyzeAnswer({
    question: 'Tell me about a time you fixed a problem that mattered.',
    answer,
    interviewType: 'behavioral',
  });

describe('Situation: a context opening is a situation', () => {
  const openings = [
    'On my 36-bed telemetry unit, patient falls were rising on night shifts',
    'On the night shift of a 36-bed telemetry unit, patient falls rose sharply',
    'Our 36-bed telemetry unit saw a rise in patient falls during night shifts',
    'At Al Noor Retail Group, our month-end close took 12 working days across 11 entities',
    'Our office of 80 staff was still on Windows 10',
    'At a large construction site downtown, the main panel had been wired wrong',
    'My fourth-grade class had several pupils reading below grade level',
    'Two weeks before a product launch, our lead designer quit',
    'A client of ours, a 200-person logistics firm, was about to switch providers',
  ];
  for (const opening of openings)
    it(`finds the situation in "${opening}"`, () => {
      const r = analyze(
        `${opening}. I mapped the problem, agreed a plan with my manager and led the change myself. Within three months the problem was gone and we saved 10 hours a week.`,
      );
      expect(r.star.situation.present).toBe(true);
      expect(r.star.situation.excerpt).toBe(opening);
    });

  it('does not read a closing sentence about the team as the situation', () => {
    const r = analyze(
      'I was asked to cut the close from 12 days to 6. I mapped every step and moved the consolidation into one system. The team now closes in 6 days.',
    );
    expect(r.star.situation.excerpt).not.toMatch(/^The team now/);
  });
});

describe('numbers: a measure, not a name, a version or a date', () => {
  it('reads no number from product names, versions, standards, grades or 24/7', () => {
    const r = analyze(
      'Our office of 80 staff ran SAP S/4HANA, Windows 11 and Python 3 scripts under ISO 9001 with 24/7 Level 2 support. I led the IFRS 16 work and wired the panel to NEC 2020. I upgraded 80 laptops in four weekends, and tickets fell by 35%.',
    );
    expect(r.insights.numbers).toEqual(['80', 'four weekends', '35%']);
  });

  it('counts a result that only names a version as a result without a number', () => {
    const r = analyze(
      'Our office was still on Windows 10. I had to move everyone before support ended. I planned the upgrade, tested each image and moved every laptop myself. In the end the whole office ran on Windows 11.',
    );
    expect(r.star.result.present).toBe(true);
    expect(r.star.result.feedback).toMatch(/has no number/);
  });

  it('reads a year as a date that sets the scene, not as a measured result', () => {
    const r = analyze(
      'In 2022 our hotel was short of front desk staff. I had to keep check-in running. I trained four agents and changed the rota. The front desk was fully staffed again by March 2023.',
    );
    expect(r.insights.numbers).not.toContain('2022');
    expect(r.insights.numbers).not.toContain('2023');
    expect(r.star.result.feedback).toMatch(/has no number/);
  });
});

describe('feedback on realistic answers from different fields', () => {
  const STORIES: Record<string, [string, Partial<Record<string, RegExp>>]> = {
    nurse: [
      'On my 36-bed telemetry unit, we had a rise in patient falls during night shifts. As charge nurse, I was responsible for bringing the fall rate down before our Joint Commission survey. I introduced purposeful hourly rounding, set up weekly bed-alarm audits and coached each nurse on the new checklist. Falls dropped by 30% within 12 months.',
      { situation: /^On my 36-bed telemetry unit/, result: /^Falls dropped by 30%/ },
    ],
    accountant: [
      'At Al Noor Retail Group, our month-end close took 12 working days across 11 entities. My goal was to get the close to six days without losing accuracy. I mapped every step, moved the consolidation to SAP S/4HANA group reporting and built Power BI packs for the CFO. The close now takes 6 working days and the auditors raised no findings.',
      { situation: /^At Al Noor Retail Group/, task: /^get the close to six days/ },
    ],
    hotel: [
      'During a sold-out holiday weekend at our 612-room resort, a family arrived at midnight to find their connecting rooms had been given away. I had to find them a solution before they left for another hotel. I apologised, upgraded them to a two-bedroom suite and followed up the next morning myself. They extended their stay by two nights and left a five-star review.',
      { situation: /^During a sold-out holiday weekend/, result: /^They extended their stay/ },
    ],
    electrician: [
      'Last winter at a 40-unit apartment building in St. Paul, the breakers on the third floor kept tripping every evening. I needed to find the fault without cutting power to the tenants for long. I traced the circuits with a thermal camera, found a loose neutral and replaced the damaged bus bar. The tripping stopped that day and the building passed its inspection.',
      { situation: /^Last winter at a 40-unit apartment building in St\. Paul, the breakers/ },
    ],
    teacher: [
      'In my fourth-grade class of 26 students, one boy was reading two grade levels behind. My task was to get him reading at grade level by the spring assessment. I met his parents, set up 15-minute daily guided reading sessions and let him choose his own books. By May he was reading at grade level.',
      { situation: /^In my fourth-grade class/, action: /^I met his parents/ },
    ],
  };
  for (const [field, [answer, quotes]] of Object.entries(STORIES))
    it(`finds every part of the ${field}'s answer, each quoting the right sentence`, () => {
      const r = analyze(answer);
      for (const p of ['situation', 'task', 'action', 'result'] as const)
        expect(r.star[p].present, p).toBe(true);
      for (const [p, re] of Object.entries(quotes))
        expect(r.star[p as 'situation'].excerpt, p).toMatch(re!);
      expect(r.insights.numbers.join(' ')).not.toMatch(/\b(?:4|2020)\b/);
    });

  it('praises the hotel result as measured ("two nights", "five-star")', () => {
    const r = analyze(STORIES.hotel![0]);
    expect(r.star.result.feedback).toMatch(/measured result/);
  });
});
