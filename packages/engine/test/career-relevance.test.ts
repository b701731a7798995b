import { describe, expect, it } from 'vitest';
import { planCareer, wagesFor, type CareerInput } from '../src/index';

/** Moves outside software, with skill lists like the ones people in these fields write. */
const nurse: CareerInput = {
  currentRole: 'Charge Nurse',
  targetRole: 'Nurse Manager',
  experience: 'senior',
  skills: ['IV therapy', 'wound care', 'medication administration', 'patient education', 'Epic'],
  timeframe: '1year',
};
const accountant: CareerInput = {
  currentRole: 'Financial Reporting Manager',
  targetRole: 'Controller',
  experience: 'lead',
  skills: ['IFRS', 'US GAAP', 'consolidation', 'SAP S/4HANA', 'Power BI', 'Excel'],
  timeframe: '1year',
};
const hotel: CareerInput = {
  currentRole: 'Front Office Manager',
  targetRole: 'Hotel General Manager',
  experience: 'lead',
  skills: ['Opera PMS', 'Microsoft Excel', 'revenue management', 'staff scheduling', 'upselling'],
  timeframe: '2years',
};

/** Tools of other fields O*NET lists for these occupations, rarely asked for in their postings. */
const OTHER_FIELDS = /Marketo|Yardi|Primavera|Dentrix|SSRS|SSIS|Apache Maven|HTML|Hypertext/i;

describe('career planner: skill gaps a person in the field recognises', () => {
  it('leaves out tools of other fields and leads with the work of the target', () => {
    const n = planCareer(nurse);
    expect(n.targetOccupation.code).toBe('11-9111.00');
    for (const g of n.skillGaps) expect(g).not.toMatch(OTHER_FIELDS);
    expect(n.skillGaps.slice(0, 4)).toEqual(expect.arrayContaining(['Budgeting']));
    const a = planCareer(accountant);
    for (const g of a.skillGaps) expect(g).not.toMatch(OTHER_FIELDS);
    expect(a.skillGaps.slice(0, 4)).toContain('Financial Reporting');
    // a brand only one occupation lists is too rare to name; the kind of software is kept
    const h = planCareer(hotel);
    expect(h.skillGaps.join(' | ')).not.toMatch(/Anand Systems|GraceSoft|Enablez/);
  });

  it('keeps the tools the field does use', () => {
    const p = planCareer({
      currentRole: 'Construction Foreman',
      targetRole: 'Construction Manager',
      skills: [],
    });
    expect(p.skillGaps.join(' | ')).toMatch(/Procore|Microsoft Project|Project management/);
    expect(p.skillGaps.join(' | ')).not.toMatch(/Yardi/);
  });

  it('suggests PMP only for management that runs projects', () => {
    expect(planCareer(accountant).certifications.join(' ')).not.toMatch(/PMP/);
    expect(planCareer(accountant).certifications.join(' ')).toMatch(/CPA|CMA/);
    expect(planCareer(hotel).certifications.join(' ')).not.toMatch(/PMP/);
    const itManager = planCareer({
      currentRole: 'Systems Administrator',
      targetRole: 'IT Manager',
      targetOccupationCode: '11-3021.00',
    });
    expect(itManager.certifications.join(' ')).toMatch(/PMP/);
  });
});

describe('career planner: skill coverage means what it says', () => {
  it('counts the listed skills that name the target’s, by alias and acronym too', () => {
    const h = planCareer(hotel);
    const f = h.viabilityFactors.find((x) => x.name === 'skill coverage')!;
    expect(f.value).not.toBe('0%');
    expect(h.transferableSkills).toEqual(
      expect.arrayContaining(['revenue management', 'staff scheduling']),
    );
    expect(h.transferableSkills.some((t) => t.startsWith('Opera PMS ('))).toBe(true);
    // the PMS the person runs is not a gap under another name
    expect(h.skillGaps.join(' | ')).not.toMatch(/Hotel management system/i);
    const n = planCareer(nurse);
    expect(n.transferableSkills.some((t) => t.startsWith('Epic'))).toBe(true);
    expect(n.viabilityFactors.find((x) => x.name === 'skill coverage')!.value).not.toBe('0%');
  });

  it('states a share that matches its own count', () => {
    for (const input of [nurse, accountant, hotel]) {
      const f = planCareer(input).viabilityFactors.find((x) => x.name === 'skill coverage')!;
      const m = /cover (\d+) of the (\d+) skills/.exec(f.detail)!;
      expect(m, f.detail).not.toBeNull();
      expect(f.value).toBe(`${Math.round((100 * Number(m[1])) / Number(m[2]))}%`);
    }
  });

  it('does not take two aliases of one broad skill for the same skill', () => {
    const p = planCareer({
      currentRole: 'Elementary School Teacher',
      targetRole: 'Instructional Coordinator',
      skills: ['classroom management'],
    });
    expect(p.transferableSkills.join(' ')).not.toMatch(/Curriculum Development/);
    // but each stays a skill of its own: a teacher's classroom management counts
    const t = planCareer({
      currentRole: 'Teacher',
      targetRole: 'Secondary School Teacher',
      skills: ['classroom management'],
    });
    expect(t.transferableSkills).toContain('classroom management');
    expect(t.skillGaps).toContain('Lesson Planning');
  });
});

describe('career planner: the salary path', () => {
  const rising = (s: { current: number | null; year1: number | null; year3: number | null }) =>
    [s.current, s.year1, s.year3].every((v, i, all) => i === 0 || v! >= all[i - 1]!);

  it('never shows a step up within the field as a pay cut', () => {
    const n = planCareer(nurse);
    expect(rising(n.salaryProgression)).toBe(true);
    // the same BLS row for both roles: the figures hold, and the note says why
    for (const input of [accountant, hotel]) {
      const p = planCareer(input);
      const s = p.salaryProgression;
      expect([s.year1, s.year2, s.year3]).toEqual([s.current, s.current, s.current]);
      expect(p.salaryNote).toMatch(/one wage row/);
    }
    // into better-paid work in the same field: never below the current median
    const p = planCareer({ ...nurse, experience: 'mid', timeframe: '6months' });
    expect(p.salaryProgression.year1!).toBeGreaterThanOrEqual(p.salaryProgression.current!);
  });

  it('says why when the figures fall', () => {
    const p = planCareer({ currentRole: 'Registered Nurse', targetRole: 'Medical Assistant' });
    const s = p.salaryProgression;
    expect(s.year3!).toBeLessThan(s.current!);
    expect(p.salaryNote).toMatch(/below that of Registered Nurses: the figures fall/);
    const cur = wagesFor(p.currentOccupation.code)!.annual!;
    expect(s.current).toBe(cur.p50);
  });
});

describe('career planner: the roadmap respects the timeline', () => {
  const lastMonth = (phase: string) => Number(/(\d+): /.exec(phase)?.[1]);

  it('covers the months a short move needs, not the whole timeframe, and says so', () => {
    const p = planCareer(hotel);
    expect(p.estimatedMonths).toBeLessThanOrEqual(6);
    const end = lastMonth(p.recommendedSteps.at(-1)!.phase);
    expect(end).toBeLessThanOrEqual(6);
    expect(p.viabilityExplanation).toMatch(/the roadmap covers \d+ months of your 2 years/);
    // the move lands when the roadmap ends: pay changes from then, not after 2 years
    expect(p.salaryNote).not.toMatch(/after 2 years/);
  });

  it('fits a long move into the timeframe and says why it needs longer', () => {
    const p = planCareer({
      currentRole: 'Registered Nurse',
      targetRole: 'Data Analyst',
      skills: ['Epic'],
      timeframe: '6months',
    });
    expect(p.estimatedMonths).toBeGreaterThan(6);
    expect(lastMonth(p.recommendedSteps.at(-1)!.phase)).toBe(6);
    const time = p.challenges.find((c) => c.startsWith('Time:'))!;
    expect(time).toMatch(/because .*different fields/);
    expect(p.viabilityExplanation).toMatch(/expect it to take longer/);
  });
});

describe('career planner: what the person already holds and does', () => {
  it('never asks a person to prepare for the licence of the work they already do', () => {
    const p = planCareer({ ...nurse, currentRole: 'Registered Nurse', targetRole: 'Charge Nurse' });
    const all = [...p.certifications, ...p.recommendedSteps.flatMap((s) => s.actions)].join(' ');
    expect(all).not.toMatch(/NCLEX/);
    // moving into nursing from another field, the licence is the first step
    const career = planCareer({
      ...nurse,
      currentRole: 'Medical Assistant',
      targetRole: 'Registered Nurse',
    });
    expect(career.certifications.join(' ')).toMatch(/NCLEX/);
  });

  it('leaves out a certification the person lists', () => {
    const withCpa = planCareer({ ...accountant, skills: [...accountant.skills!, 'US CPA'] });
    expect(withCpa.certifications.join(' ')).not.toMatch(/\bCPA\b/);
    expect(planCareer(accountant).certifications.join(' ')).toMatch(/\bCPA\b/);
  });

  it('asks a person moving within their field to show a skill, not to start learning it', () => {
    const within = planCareer(nurse).recommendedSteps[0]!.actions.join(' ');
    expect(within).toMatch(/on your resume if you do this work/);
    expect(within).not.toMatch(/Start learning/);
    const far = planCareer({ ...hotel, targetRole: 'Software Developer' }).recommendedSteps[0]!;
    expect(far.actions.join(' ')).toMatch(/Start learning/);
  });
});

describe('career planner: the same title as now and as the goal', () => {
  it('does not speak of moving from a role into itself', () => {
    const p = planCareer({ ...accountant, targetRole: 'Financial Reporting Manager' });
    expect(p.networkingTargets.join(' ')).not.toMatch(
      /moved from Financial Reporting Manager into Financial Reporting Manager/,
    );
  });
});
