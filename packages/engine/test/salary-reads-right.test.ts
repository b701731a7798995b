/**
 * The salary negotiator read as the person using it would read it: their level moves where
 * they are expected on the curve, no figure passes the BLS ceiling, one median throughout, the
 * script fits the conversation and the asks fit the work, people leadership is people, and the
 * place is named at the precision of the data.
 */
import { describe, expect, it } from 'vitest';
import { analyzeSalary, parseAchievements, type SalaryAnalysis } from '../src/index';

/** Every sentence the page shows. */
function allText(r: SalaryAnalysis): string {
  return [
    r.summary,
    r.negotiationScript,
    ...r.justifications,
    ...r.alternativeOffers,
    ...r.tips,
    ...r.caveats,
    ...r.market.notes,
    ...r.confidenceReasons,
    ...r.positions.map((p) => p.sentence),
    r.reference?.explanation ?? '',
    r.reference?.words ?? '',
  ].join('\n');
}

const dollars = (text: string) =>
  (text.match(/\$\d{1,3}(?:,\d{3})+|\$\d+/g) ?? []).map((d) => Number(d.replace(/[$,]/g, '')));

const seniorCa = {
  currentSalary: 215_000,
  jobTitle: 'Senior Software Engineer',
  location: 'CA',
  experience: '6-10' as const,
  achievements: 'Led migration of 14 services to Kubernetes\nCut p99 latency from 900 ms to 120 ms',
};

describe('seniority moves the expected point on the curve', () => {
  it('places a senior engineer with 6-10 years at the 60th-75th percentile, and says how', () => {
    const r = analyzeSalary(seniorCa);
    expect(r.reference).toMatchObject({
      level: 'senior',
      levelWord: 'senior',
      experience: '6-10',
      band: { low: 60, high: 75 },
    });
    const p75 = r.marketData.percentile75!;
    expect(r.reference!.high.amount).toBe(p75);
    expect(r.reference!.low.amount).toBeGreaterThan(r.marketData.percentile50!);
    // the words say which word of the title and which years moved it
    expect(r.summary).toMatch(/Your title says "senior".*60th-75th percentile/);
    expect(r.summary).toContain('6-10 years of experience');
    expect(r.summary).toContain('our estimates, not BLS data');
    // $215,000 is just past the top of that band
    expect(r.positions[0]!.versusExpected).toBe('above');
    expect(r.summary).toContain('above the range we expect for your level');
  });

  it('moves the band with the title level and the years, never the BLS curve', () => {
    const base = { currentSalary: 120_000, location: 'TX' };
    const junior = analyzeSalary({
      ...base,
      jobTitle: 'Junior Software Engineer',
      experience: '0-2',
    });
    const mid = analyzeSalary({ ...base, jobTitle: 'Software Engineer', experience: '3-5' });
    const staff = analyzeSalary({
      ...base,
      jobTitle: 'Staff Software Engineer',
      experience: '11-15',
    });
    const principal = analyzeSalary({ ...base, jobTitle: 'Principal Software Engineer' });
    expect(junior.reference!.band).toEqual({ low: 10, high: 25 });
    expect(mid.reference!.band).toEqual({ low: 25, high: 50 });
    expect(staff.reference!.band).toEqual({ low: 80, high: 90 });
    expect(principal.reference!.band).toEqual({ low: 85, high: 90 });
    const lows = [junior, mid, staff].map((r) => r.reference!.low.amount);
    expect([...lows].sort((a, b) => a - b)).toEqual(lows);
    // the curve is the same for all four
    expect(
      new Set([junior, mid, staff, principal].map((r) => r.marketData.percentile50)).size,
    ).toBe(1);
  });

  it('does not read a level into a word that is the occupation itself', () => {
    const cm = analyzeSalary({
      currentSalary: 100_000,
      jobTitle: 'Construction Manager',
      experience: '6-10',
    });
    expect(cm.reference!.level).toBeNull();
    expect(cm.reference!.band).toEqual({ low: 40, high: 65 });
    const staffNurse = analyzeSalary({ currentSalary: 80_000, jobTitle: 'Staff Nurse' });
    expect(staffNurse.reference!.level).toBeNull();
    expect(staffNurse.reference!.band).toEqual({ low: 25, high: 75 });
    const charge = analyzeSalary({
      currentSalary: 90_000,
      jobTitle: 'Charge Nurse',
      experience: '6-10',
    });
    expect(charge.reference!.level).toBe('lead');
  });

  it('moves the band by industry and company size, and shows the factor', () => {
    const plain = analyzeSalary({ ...seniorCa, location: 'TX' });
    const big = analyzeSalary({
      ...seniorCa,
      location: 'TX',
      industry: 'finance',
      companySize: 'enterprise',
    });
    expect(big.reference!.factor).toBe(1.124);
    expect(big.reference!.low.amount).toBeGreaterThan(plain.reference!.low.amount);
    expect(big.reference!.explanation).toMatch(/industry \(finance, x1\.06\).*multiply the pay/);
    expect(big.marketData).toEqual(plain.marketData);
  });
});

describe('the BLS ceiling', () => {
  it('never prints a wage figure above $239,200 that the user did not type', () => {
    for (const input of [
      seniorCa,
      { ...seniorCa, industry: 'technology' as const, companySize: 'enterprise' as const },
      { ...seniorCa, jobTitle: 'Staff Software Engineer', experience: '15+' as const },
      { currentSalary: 250_000, jobTitle: 'Chief Executive', location: 'New York' },
    ]) {
      const r = analyzeSalary(input);
      const text = allText(r);
      for (const d of dollars(text))
        // above the ceiling only the user's own pay and the ask built from it
        if (d > 239_200)
          expect([input.currentSalary, r.suggestedTarget], `${d} in ${text}`).toContain(d);
      for (const v of Object.values(r.marketData))
        if (v !== null) expect(v).toBeLessThanOrEqual(239_200);
    }
  });

  it('says a state figure past the ceiling is above $239,200, and keeps the far-above warning', () => {
    const r = analyzeSalary(seniorCa);
    expect(r.topCoded).toContain('percentile90');
    expect(r.marketData.percentile90).toBe(239_200);
    expect(r.market.notes.join(' ')).toContain(
      'shown as above $239,200 (BLS does not publish higher)',
    );
    const far = analyzeSalary({ ...seniorCa, targetSalary: 400_000 });
    expect(far.positions.find((p) => p.kind === 'target')!.zone).toBe('far-above-90th');
  });
});

describe('one median throughout', () => {
  it('uses the state-adjusted median in the summary, the justifications and the script, and says so', () => {
    const r = analyzeSalary({
      ...seniorCa,
      currentSalary: 150_000,
      industry: 'technology',
      companySize: 'large',
    });
    const median = r.marketData.percentile50!;
    expect(r.market.local.find((p) => p.percentile === 50)!.amount).toBe(median);
    const m = `$${median.toLocaleString('en-US')}`;
    expect(r.summary).toContain(
      `Median for Software Developers in California (BLS's national median scaled to California's wage level): ${m}`,
    );
    expect(r.negotiationScript).toContain(`the median is ${m}`);
    // no sentence names another median
    for (const s of allText(r).split(/(?<=\.)\s+/))
      if (/\bmedian\b/i.test(s) && /\$\d/.test(s) && !/national median scaled/.test(s))
        expect(s, s).toContain(m);
  });
});

describe('an offer and a raise are different conversations', () => {
  it('asks an employer for a raise without a signing bonus', () => {
    const r = analyzeSalary({ ...seniorCa, currentSalary: 170_000 });
    expect(r.conversation).toBe('raise');
    expect(allText(r)).not.toMatch(/signing bonus/i);
    expect(r.negotiationScript).toMatch(/^Thank you for making time to talk about my pay/);
    expect(r.negotiationScript).toContain("I'm asking for a raise to");
    expect(r.alternativeOffers.join(' ')).toMatch(/next budget cycle/);
    expect(r.alternativeOffers.join(' ')).toMatch(/promotion path/i);
  });

  it('answers an offer with a signing bonus and a first review', () => {
    const r = analyzeSalary({ ...seniorCa, currentSalary: 170_000, offerSalary: 180_000 });
    expect(r.conversation).toBe('offer');
    expect(r.negotiationScript).toMatch(/^Thank you for the offer of \$180,000/);
    expect(r.negotiationScript).toContain('base salary of');
    expect(r.alternativeOffers[0]).toMatch(/^Signing bonus/);
    expect(r.negotiationScript).toMatch(/signing bonus of \$\d/);
    expect(r.suggestedTarget).toBeGreaterThan(180_000);
  });
});

describe('the asks fit the work', () => {
  const asks = (jobTitle: string, offerSalary?: number) =>
    analyzeSalary({
      currentSalary: 70_000,
      jobTitle,
      location: 'TX',
      offerSalary,
    }).alternativeOffers.join(' ');

  it('never offers remote days to a bedside nurse, an electrician or a cook', () => {
    for (const title of ['Registered Nurse', 'Electrician', 'Line Cook', 'Front Office Manager']) {
      const text = asks(title, 75_000);
      expect(text, title).not.toMatch(/remote|hybrid/i);
    }
    const nurse = asks('Registered Nurse');
    expect(nurse).toMatch(/shift differential/i);
    expect(nurse).toMatch(/certification pay/i);
    expect(nurse).toMatch(/continuing education/i);
    expect(asks('Electrician')).toMatch(/licence and certification pay/i);
  });

  it('offers remote days for office work', () => {
    expect(asks('Software Developer')).toMatch(/remote or hybrid days/);
    expect(asks('Accountant')).toMatch(/remote or hybrid days/);
  });
});

describe('people leadership is about people', () => {
  it('reads leading work as ownership and leading people as leadership', () => {
    const kinds = (text: string) => parseAchievements(text).map((a) => [a.text, a.kind]);
    expect(kinds('Led migration of 14 services')).toEqual([
      ['Led migration of 14 services', 'ownership'],
    ]);
    expect(kinds('Led the migration of 14 payment services to per-service schemas')[0]![1]).toBe(
      'ownership',
    );
    expect(kinds('Managed a $2M budget')[0]![1]).toBe('ownership');
    for (const t of [
      'Led a team of 5',
      'Managed 3 engineers',
      'Mentored four engineers',
      'Hired 6 analysts',
      'Trained 12 new nurses on the cardiac unit',
      'Supervised a crew of 5 on a warehouse fit-out',
      '4 direct reports',
      'Lead 38 front desk, concierge and bell staff across three shifts',
    ])
      expect(parseAchievements(t)[0]!.kind, t).toBe('leadership');
  });

  it('keeps "X; lower-case continuation" as one achievement', () => {
    expect(parseAchievements('Mentored four engineers; two now lead their own teams')).toEqual([
      { text: 'Mentored four engineers; two now lead their own teams', kind: 'leadership' },
    ]);
  });

  it('justifies technical leading as ownership, not responsibility for people', () => {
    const r = analyzeSalary(seniorCa);
    expect(r.justifications[0]).toMatch(/^"Led migration of 14 services to Kubernetes": ownership/);
    expect(r.justifications.join(' ')).not.toMatch(/responsibility for people/);
  });
});

describe('the place, at the precision of the data', () => {
  it('names the state, never the city, and says the figures are for the whole state', () => {
    const r = analyzeSalary({
      currentSalary: 78_000,
      offerSalary: 84_000,
      jobTitle: 'Registered Nurse',
      location: 'Houston, TX',
      experience: '3-5',
    });
    expect(r.market.area).toBe('Texas');
    const shown = [r.summary, r.negotiationScript, ...r.justifications, ...r.tips].join(' ');
    expect(shown).not.toMatch(/Houston/);
    expect(shown).toContain('in Texas');
    expect(r.market.notes.join(' ')).toContain(
      '"Houston, TX": the figures are for Texas as a whole',
    );
    // a bare state needs no such note
    const state = analyzeSalary({
      currentSalary: 78_000,
      jobTitle: 'Registered Nurse',
      location: 'Texas',
    });
    expect(state.market.notes.join(' ')).not.toMatch(/as a whole/);
  });
});

describe('the ask in the script', () => {
  it('never asks for the offer back when the target is at or below it', () => {
    const a = analyzeSalary({
      currentSalary: 92_000,
      offerSalary: 101_000,
      targetSalary: 101_000,
      jobTitle: 'Registered Nurse',
      location: 'TX',
      experience: '6-10',
    });
    expect(a.negotiationScript).not.toContain("I'm asking for a base salary of $101,000");
    expect(a.negotiationScript).toMatch(/I'm asking for a base salary of \$(\d{3}),\d{3}/);
    const asked = Number(
      /asking for a base salary of \$([\d,]+)/.exec(a.negotiationScript)![1]!.replace(/,/g, ''),
    );
    expect(asked).toBeGreaterThan(101_000);
    expect(a.tips.join(' ')).toContain('at or below the offer');
  });

  it('never quotes a range the ask sits below', () => {
    const a = analyzeSalary({
      currentSalary: 70_000,
      offerSalary: 76_000,
      targetSalary: 82_000,
      jobTitle: 'Front Office Manager',
      location: 'HI',
      experience: '6-10',
    });
    // Lodging Managers in Hawaii, 6-10 years: the range starts near the 40th percentile
    expect(a.reference!.low.amount).toBeGreaterThan(82_000);
    expect(a.negotiationScript).not.toContain("I'd expect between");
    expect(a.tips.join(' ')).toContain('below the range we expect for your level');
    expect(a.tips.filter((t) => t.includes('below the range'))).toHaveLength(1);
  });
});

describe('the confidence reasons', () => {
  it('speak to the user, not in the matcher’s terms', () => {
    const a = analyzeSalary({
      currentSalary: 90_000,
      jobTitle: 'Registered Nurse',
      location: 'TX',
    });
    const reasons = a.confidenceReasons.join(' ');
    expect(reasons).toMatch(/Title match: \d+%/);
    expect(reasons).not.toMatch(/\((?:exact|normalized|fuzzy)\)/);
  });
});
