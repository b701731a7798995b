import { describe, expect, it } from 'vitest';
import { planCareer, wagesFor, TIMEFRAMES, type CareerInput } from '../src/index';

const nurse: CareerInput = {
  currentRole: 'Registered Nurse',
  targetRole: 'Nurse Manager',
  industry: 'healthcare',
  experience: 'senior',
  skills: ['Patient Care', 'Epic', 'Leadership', 'Excel'],
  interests: 'quality improvement',
  timeframe: '2years',
};

describe('career planner', () => {
  it('matches both roles and explains the viability', () => {
    const p = planCareer(nurse);
    expect(p.currentOccupation.code).toBe('29-1141.00');
    expect(p.targetOccupation.code).toBe('11-9111.00');
    expect(p.pathViability).toBeGreaterThanOrEqual(5);
    expect(p.pathViability).toBeLessThanOrEqual(97);
    expect(p.viabilityExplanation).toContain(`${p.pathViability}%`);
    expect(p.viabilityFactors.map((f) => f.name)).toEqual(
      expect.arrayContaining(['relatedness', 'skill coverage', 'wage step', 'timeframe']),
    );
  });

  it('takes the skill gaps from the target occupation minus the user’s skills', () => {
    const p = planCareer({
      currentRole: 'Software Developer',
      targetRole: 'Data Scientist',
      skills: ['Python', 'Docker', 'Git'],
      timeframe: '1year',
    });
    expect(p.skillGaps.length).toBeGreaterThan(3);
    const lower = p.skillGaps.map((s) => s.toLowerCase());
    expect(lower).not.toContain('docker');
    expect(lower).not.toContain('git');
    expect(p.transferableSkills.join(' ')).toMatch(/Docker/);
    expect(p.skillGaps.some((s) => /TensorFlow|Spark|Tableau|Power BI/.test(s))).toBe(true);
  });

  it('builds the salary progression from BLS medians of the two occupations', () => {
    const p = planCareer({
      currentRole: 'Warehouse Lead',
      targetRole: 'Supply Chain Analyst',
      experience: 'mid',
      timeframe: '1year',
    });
    const cur = wagesFor(p.currentOccupation.code)!.annual!;
    const tgt = wagesFor(p.targetOccupation.code)!.annual!;
    // an unrelated move: newcomers enter at the target's 25th percentile, rising to its median
    expect(p.salaryProgression.current).toBe(cur.p50);
    expect(p.salaryProgression.year1).toBe(tgt.p25);
    expect(p.salaryProgression.year3).toBe(tgt.p50);
    expect(p.salaryNote).toMatch(/BLS OEWS May 2023/);
    // a move within the field (or with senior experience) enters midway to the median
    const within = planCareer({ ...nurse, timeframe: '1year', experience: 'mid' });
    const mgr = wagesFor('11-9111.00')!.annual!;
    expect(within.salaryProgression.year1).toBe(Math.round((mgr.p25! + mgr.p50!) / 2 / 10) * 10);
  });

  it('sizes the phases to the timeframe, each with goals, actions, skills and milestones', () => {
    const counts = TIMEFRAMES.map(
      (t) => planCareer({ ...nurse, timeframe: t }).recommendedSteps.length,
    );
    expect(counts).toEqual([3, 4, 4, 4, 4]);
    const steps = planCareer({ ...nurse, timeframe: '6months' }).recommendedSteps;
    expect(steps[0]!.phase).toMatch(/^Months 1-2/);
    for (const s of steps) {
      expect(s.goals.length).toBeGreaterThan(0);
      expect(s.actions.length).toBeGreaterThan(0);
      expect(s.milestones.length).toBeGreaterThan(0);
    }
  });

  it('gives more viability to a longer timeframe', () => {
    const short = planCareer({ ...nurse, timeframe: '6months' }).pathViability;
    const long = planCareer({ ...nurse, timeframe: '5years' }).pathViability;
    expect(long).toBeGreaterThan(short);
  });

  it('lists alternative paths with their BLS median', () => {
    const p = planCareer({
      currentRole: 'Warehouse Lead',
      targetRole: 'Supply Chain Analyst',
      skills: ['Excel', 'SAP', 'Inventory management'],
    });
    expect(p.alternativePaths.length).toBeGreaterThan(0);
    for (const a of p.alternativePaths) {
      expect(a.code).not.toBe(p.targetOccupation.code);
      expect(a.reason).toMatch(/BLS national median/);
      if (a.medianWage !== null) expect(a.medianWage).toBe(wagesFor(a.code)!.annual!.p50);
    }
    expect(p.certifications.length).toBeGreaterThan(0);
    expect(p.networkingTargets.length).toBeGreaterThan(2);
    expect(p.quickWins.length).toBeGreaterThan(2);
    expect(p.challenges.length).toBeGreaterThan(0);
  });

  it('answers titles that match nothing, plainly and with a low viability', () => {
    const p = planCareer({ currentRole: 'xyzzy', targetRole: 'qwerty', skills: [] });
    expect(p.targetOccupation.method).toBe('none');
    expect(p.pathViability).toBeLessThan(60);
    expect(p.challenges.join(' ')).toMatch(/could not match/);
  });

  it('quotes the user’s interests, never invents skills they did not list', () => {
    const p = planCareer(nurse);
    expect(p.quickWins.join(' ')).toContain('"quality improvement"');
    for (const t of p.transferableSkills)
      expect(nurse.skills!.some((s) => t.startsWith(s))).toBe(true);
    expect(planCareer(nurse)).toEqual(p);
  });
});

describe('career planner: a nurse moving into data analysis', () => {
  const move: CareerInput = {
    currentRole: 'Registered Nurse',
    targetRole: 'Data Analyst',
    experience: 'senior',
    skills: ['Patient Care', 'Epic', 'Excel', 'Medication Administration'],
    timeframe: '2years',
  };

  it('leads the gaps with what data-analyst postings ask for, SQL among them', () => {
    const p = planCareer(move);
    expect(p.targetOccupation.code).toBe('15-2051.01');
    const top = p.skillGaps.slice(0, 5);
    expect(top).toContain('SQL');
    expect(top).toContain('Python');
    expect(p.skillGapsNote).toMatch(/in demand in job postings for Business Intelligence Analysts/);
    // Excel is on the nurse's list: it transfers, it is no gap
    expect(p.skillGaps).not.toContain('Excel');
    expect(p.transferableSkills).toContain('Excel');
    // a skill the person lists is never a gap
    const withSql = planCareer({ ...move, skills: [...move.skills!, 'SQL', 'Python'] });
    expect(withSql.skillGaps).not.toContain('SQL');
    expect(withSql.skillGaps).not.toContain('Python');
    expect(withSql.transferableSkills).toEqual(expect.arrayContaining(['SQL', 'Python']));
  });

  it('names certifications and bodies of data work, and the clinical field only as a bridge', () => {
    const p = planCareer(move);
    const certs = p.certifications.join(' | ');
    expect(certs).not.toMatch(/\bAWS\b|Azure|Kubernetes|Solutions Architect/);
    expect(certs).toMatch(/Power BI Data Analyst|Tableau|Data Analytics/);
    expect(p.certifications.filter((c) => c.startsWith('Bridge from your field:'))).toHaveLength(1);
    expect(certs).toMatch(/Bridge from your field: CAHIMS \(HIMSS\)/);
    const network = p.networkingTargets.join(' | ');
    expect(network).not.toMatch(/ACM|IEEE/);
    expect(network).toMatch(/TDWI|user group/);
    expect(network).toMatch(/Bridge from your field: HIMSS/);
    const steps = p.recommendedSteps.flatMap((s) => s.actions).join(' ');
    expect(steps).not.toMatch(/ACM|IEEE|Azure|AWS/);
  });

  it('ranks alternatives by closeness to the goal, with bridges only where the data shows them', () => {
    const p = planCareer(move);
    const titles = p.alternativePaths.map((a) => a.title);
    expect(titles).not.toContain('Audiologists');
    // no clinical occupation is offered as an alternative to data analysis
    for (const a of p.alternativePaths) expect(a.code, a.title).not.toMatch(/^29-1|^31-/);
    const related = p.alternativePaths.filter((a) => a.kind === 'related');
    expect(related.length).toBeGreaterThan(1);
    expect(related.map((a) => a.title)).toEqual(expect.arrayContaining(['Data Scientists']));
    // sorted by relatedness to the goal, most related first
    const rel = related.map((a) => a.relatedness);
    expect([...rel].sort((a, b) => b - a)).toEqual(rel);
    for (const a of related)
      expect(a.reason).toMatch(/^Close to your goal \(Business Intelligence Analysts\)/);
    const bridges = p.alternativePaths.filter((a) => a.kind === 'bridge');
    expect(bridges.map((a) => a.title)).toContain('Health Informatics Specialists');
    for (const a of bridges)
      expect(a.reason).toMatch(
        /^A bridge: related both to your current work \(Registered Nurses\)/,
      );
  });

  it('offers no bridge when the two roles are already neighbours', () => {
    const p = planCareer({
      currentRole: 'Human Resources Specialist',
      targetRole: 'Human Resources Manager',
      skills: ['Workday', 'Recruiting'],
    });
    expect(p.alternativePaths.length).toBeGreaterThan(0);
    expect(p.alternativePaths.filter((a) => a.kind === 'bridge')).toEqual([]);
  });
});
