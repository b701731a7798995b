import { describe, expect, it } from 'vitest';
import {
  analyzeSalary,
  positionOnCurve,
  parseAchievements,
  usd,
  wagesFor,
  type SalaryInput,
} from '../src/index';

const nurse: SalaryInput = {
  currentSalary: 75_000,
  targetSalary: 92_000,
  offerSalary: 80_000,
  jobTitle: 'Registered Nurse',
  location: 'Houston, TX',
  experience: '6-10',
  industry: 'healthcare',
  companySize: 'large',
  achievements:
    'Trained 12 new nurses on the cardiac unit\nCut medication errors by 30% with a double-check routine\nEmployee of the month twice',
};

describe('salary negotiator: market data', () => {
  it('places a Texas nurse on the BLS curve scaled by the Texas ratio', () => {
    const r = analyzeSalary(nurse);
    const w = wagesFor('29-1141.00', 'TX')!;
    expect(r.occupation.code).toBe('29-1141.00');
    expect(r.market.area).toBe('Texas');
    expect(r.market.stateFactor).toBe(w.state!.factor);
    // local median = national median x state factor, to the nearest $10
    expect(r.market.local.find((p) => p.percentile === 50)!.amount).toBe(
      Math.round((w.annual!.p50! * w.state!.factor) / 10) * 10,
    );
    // one curve: the market data are the state figures themselves; industry (1.00) x size
    // (1.03) move the band expected for the user's level, never the curve
    expect(r.market.profileFactor).toBe(1.03);
    const local50 = r.market.local.find((p) => p.percentile === 50)!.amount!;
    expect(r.marketData.percentile50).toBe(local50);
    expect(r.reference!.band).toEqual({ low: 40, high: 65 });
    expect(r.reference!.factor).toBe(1.03);
    const offer = r.positions.find((p) => p.kind === 'offer')!;
    expect(offer.sentence).toMatch(
      /^The offer of \$80,000 is at the \d+(st|nd|rd|th) percentile for Registered Nurses in Texas\.$/,
    );
    expect(r.confidence).toBeGreaterThanOrEqual(80);
  });

  it('gives a nurse in Texas, a developer in California and a warehouse lead in Ohio different figures', () => {
    const a = analyzeSalary(nurse);
    const b = analyzeSalary({
      currentSalary: 150_000,
      jobTitle: 'Software Developer',
      location: 'San Jose, CA',
    });
    const c = analyzeSalary({
      currentSalary: 42_000,
      jobTitle: 'Warehouse Lead',
      location: 'Columbus, Ohio',
    });
    const medians = [a, b, c].map((r) => r.marketData.percentile50);
    expect(new Set(medians).size).toBe(3);
    expect(b.market.area).toBe('California');
    expect(b.marketData.percentile50!).toBeGreaterThan(a.marketData.percentile50!);
    expect(c.market.area).toBe('Ohio');
    expect(c.marketData.percentile50!).toBeLessThan(a.marketData.percentile50!);
    for (const r of [a, b, c]) expect(r.sources[0]).toMatch(/Bureau of Labor Statistics.*May 2023/);
  });

  it('says plainly when the target is far above the 90th percentile', () => {
    const r = analyzeSalary({
      currentSalary: 150_000,
      targetSalary: 400_000,
      jobTitle: 'Software Developer',
      location: 'CA',
    });
    const t = r.positions.find((p) => p.kind === 'target')!;
    expect(t.zone).toBe('far-above-90th');
    expect(t.sentence).toContain('far above the 90th percentile');
    expect(r.tips[0]).toContain('far above the 90th percentile');
    expect(r.summary).toContain('far above the 90th percentile');
  });

  it('keeps a top-coded figure a lower bound, never scaled', () => {
    const r = analyzeSalary({
      currentSalary: 250_000,
      targetSalary: 300_000,
      jobTitle: 'Chief Executive',
      location: 'New York',
    });
    expect(r.topCoded).toContain('percentile90');
    expect(r.marketData.percentile90).toBe(239_200);
    expect(r.market.local.find((p) => p.percentile === 90)).toMatchObject({
      amount: 239_200,
      topCoded: true,
    });
    const t = r.positions.find((p) => p.kind === 'target')!;
    expect(t.percentile).toBeNull();
    expect(t.words).toMatch(/BLS publishes no figure above \$239,200/);
    expect(r.caveats.join(' ')).toContain('above $239,200 (BLS does not publish higher)');
  });

  it('annualises an hourly-only occupation and says so', () => {
    const r = analyzeSalary({
      currentSalary: 40_000,
      jobTitle: 'Actor',
      occupationCode: '27-2011.00',
    });
    expect(r.market.basis).toBe('hourly');
    expect(r.market.notes.join(' ')).toMatch(/only hourly wages.*2,080 hours/);
    expect(r.market.national.find((p) => p.percentile === 50)!.amount).toBe(
      Math.round(20.5 * 2080),
    );
  });

  it('answers a title that matches nothing with all occupations and a low confidence, said plainly', () => {
    const r = analyzeSalary({ currentSalary: 50_000, jobTitle: 'xyzzy', location: 'Remote' });
    expect(r.occupation.code).toBe('00-0000');
    expect(r.occupation.method).toBe('none');
    expect(r.occupation.note).toMatch(/did not match any occupation/);
    expect(r.confidence).toBeLessThan(50);
    expect(r.market.notes.join(' ')).toMatch(/not a US state we recognise/);
  });

  it('uses an occupation the user picked, with the title matches still offered', () => {
    const r = analyzeSalary({
      currentSalary: 42_000,
      jobTitle: 'Warehouse Lead',
      occupationCode: '51-9111.00',
    });
    expect(r.occupation).toMatchObject({ code: '51-9111.00', method: 'chosen', confidence: 1 });
    expect(r.alternatives.map((a) => a.code)).toContain('53-7062.00');
    // an unknown code falls back to the title's match
    const bad = analyzeSalary({
      currentSalary: 42_000,
      jobTitle: 'Warehouse Lead',
      occupationCode: '99-9999.00',
    });
    expect(bad.occupation.code).toBe('53-7062.00');
  });

  it('offers the supervisor reading of a "lead" title among the matches', () => {
    const r = analyzeSalary({
      currentSalary: 42_000,
      jobTitle: 'Warehouse Lead',
      location: 'Ohio',
    });
    expect(r.alternatives[0]!.title).toMatch(/^First-Line Supervisors/);
    const chosen = analyzeSalary({
      currentSalary: 42_000,
      jobTitle: 'Warehouse Lead',
      location: 'Ohio',
      occupationCode: r.alternatives[0]!.code,
    });
    expect(chosen.marketData.percentile50!).toBeGreaterThan(r.marketData.percentile50!);
  });

  it('never claims experience or results the user did not give', () => {
    const r = analyzeSalary({ currentSalary: 42_000, jobTitle: 'Warehouse Lead' });
    expect(r.negotiationScript).toContain('[Add one or two of your results here');
    expect(r.negotiationScript).not.toMatch(/solid experience|years of experience/);
  });

  it('is deterministic', () => {
    expect(analyzeSalary(nurse)).toEqual(analyzeSalary(nurse));
  });
});

describe('salary negotiator: the words', () => {
  it('quotes the user’s own numbers and achievements, and no other dollar figure than the data’s', () => {
    const r = analyzeSalary(nurse);
    expect(r.negotiationScript).toContain('$80,000');
    expect(r.negotiationScript).toContain('$92,000');
    expect(r.negotiationScript).toContain('trained 12 new nurses on the cardiac unit');
    const allowed = new Set(
      [
        nurse.currentSalary,
        nurse.targetSalary!,
        nurse.offerSalary!,
        ...r.market.local.map((p) => p.amount),
        ...Object.values(r.marketData),
        r.reference!.low.amount,
        r.reference!.high.amount,
      ]
        .filter((x): x is number => typeof x === 'number')
        .map(usd),
    );
    const dollars = r.negotiationScript.match(/\$\d{1,3}(?:,\d{3})*/g) ?? [];
    for (const d of dollars) if (!allowed.has(d)) expect(d).toMatch(/^\$\d{1,3},000$/); // the signing bonus, a round figure
  });

  it('numbers one justification per achievement typed, in the user’s words', () => {
    const r = analyzeSalary(nurse);
    expect(r.justifications[0]).toContain('"Trained 12 new nurses on the cardiac unit"');
    expect(r.justifications[1]).toContain(
      '"Cut medication errors by 30% with a double-check routine"',
    );
    expect(r.justifications[2]).toContain('"Employee of the month twice"');
    expect(r.alternativeOffers.some((o) => /signing bonus/i.test(o))).toBe(true);
    expect(r.alternativeOffers.some((o) => /schedule/i.test(o))).toBe(true);
    expect(r.alternativeOffers.some((o) => /benefits/i.test(o))).toBe(true);
  });

  it('suggests a target from the figures when none is given, and tips without achievements', () => {
    const r = analyzeSalary({
      currentSalary: 60_000,
      jobTitle: 'Registered Nurse',
      location: 'TX',
    });
    expect(r.suggestedTarget % 1000).toBe(0);
    expect(r.tips.join(' ')).toMatch(/You gave no target/);
    expect(r.tips.join(' ')).toMatch(/Add two or three achievements/);
    expect(r.justifications.length).toBeGreaterThan(0);
  });
});

describe('helpers', () => {
  const curve = [
    { percentile: 10 as const, amount: 40_000, topCoded: false },
    { percentile: 25 as const, amount: 50_000, topCoded: false },
    { percentile: 50 as const, amount: 60_000, topCoded: false },
    { percentile: 75 as const, amount: 80_000, topCoded: false },
    { percentile: 90 as const, amount: 100_000, topCoded: false },
  ];
  it('interpolates between published percentiles', () => {
    expect(positionOnCurve(55_000, curve)).toMatchObject({ percentile: 38, zone: 'within' });
    expect(positionOnCurve(60_000, curve).words).toBe('the 50th percentile');
    expect(positionOnCurve(30_000, curve)).toMatchObject({
      zone: 'below-10th',
      words: 'below the 10th percentile',
    });
    expect(positionOnCurve(110_000, curve).zone).toBe('above-90th');
    expect(positionOnCurve(130_000, curve).zone).toBe('far-above-90th');
  });
  it('formats US dollars without decimals', () => {
    expect(usd(1234567.6)).toBe('$1,234,568');
    expect(usd(0)).toBe('$0');
  });
  it('splits achievements by line, bullet and semicolon', () => {
    expect(
      parseAchievements('- Led a team of 5\n- Saved $20k a year; Won the Q3 award').map(
        (a) => a.text,
      ),
    ).toEqual(['Led a team of 5', 'Saved $20k a year', 'Won the Q3 award']);
    expect(parseAchievements('')).toEqual([]);
  });
});
