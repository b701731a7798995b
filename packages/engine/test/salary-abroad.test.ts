import { describe, expect, it } from 'vitest';
import { analyzeSalary } from '../src/salary';
import { countryOutsideUs } from '../src/salary/place';

describe('countryOutsideUs', () => {
  it.each([
    ['Dubai, UAE', 'the United Arab Emirates'],
    ['Dubai', 'the United Arab Emirates'],
    ['Manchester', 'the United Kingdom'],
    ['London, England', 'the United Kingdom'],
    ['Toronto, ON', 'Canada'],
    ['Montréal, QC', 'Canada'],
    ['Athens, Greece', 'Greece'],
    ['Mexico City', 'Mexico'],
    ['Perth, Western Australia', 'Australia'],
    ['Sydney NSW', 'Australia'],
    ['Kraków, Poland / Remote (US hours)', 'Poland'],
  ])('%s is in %s', (location, country) => {
    expect(countryOutsideUs(location)).toBe(country);
  });

  it.each(['Remote (US)', 'Austin, USA', 'New Mexico', 'Remote', '', 'Springfield'])(
    '%s is not outside the US',
    (location) => {
      expect(countryOutsideUs(location)).toBeNull();
    },
  );
});

describe('salary outside the US', () => {
  const input = {
    currentSalary: 90_000,
    offerSalary: 100_000,
    jobTitle: 'Senior Accountant',
    achievements: 'Cut month-end close from 9 days to 5.',
  };

  it('says the figures are US figures, keeps them out of the script and lowers the confidence', () => {
    const home = analyzeSalary({ ...input, location: 'Houston, TX' });
    const abroad = analyzeSalary({ ...input, location: 'Dubai, UAE' });
    expect(home.market.country).toBeNull();
    expect(home.negotiationScript).toMatch(/Bureau of Labor Statistics/);
    expect(home.confidence).toBeGreaterThan(60);

    expect(abroad.market.country).toBe('the United Arab Emirates');
    expect(abroad.confidence).toBeLessThanOrEqual(25);
    expect(abroad.confidenceReasons.join(' ')).toMatch(/United Arab Emirates/);
    expect(abroad.summary).toMatch(/^Your location is in the United Arab Emirates/);
    expect(abroad.caveats[0]).toMatch(/US figures only/);
    expect(abroad.tips[0]).toMatch(/earn in the United Arab Emirates/);
    // nothing argues from US pay to an employer in Dubai
    expect(abroad.negotiationScript).not.toMatch(/Bureau of Labor|percentile|median|market/i);
    expect(abroad.justifications.join(' ')).not.toMatch(/The market|Your level/);
    expect(abroad.reference).toBeNull();
    expect(abroad.positions.every((p) => p.versusExpected === null)).toBe(true);
    // the amounts are in the user's currency, which we do not know: no dollar sign on them,
    // and placed on the US curve only "if it is in US dollars"
    expect(abroad.positions[0]!.sentence).toMatch(
      /of 90,000 would be .* in the US, if it is in US dollars\.$/,
    );
    expect(abroad.negotiationScript).toContain('the offer of 100,000');
    expect(abroad.negotiationScript).toContain('a base salary of 110,000');
    expect(abroad.negotiationScript).not.toMatch(/\$/);
    expect(abroad.alternativeOffers.join(' ')).not.toMatch(/\$/);
    expect(home.negotiationScript).toContain('$');
    // the ask is a step above the offer, not a point on the US curve
    expect(abroad.suggestedTarget).toBe(110_000);
  });

  it('keeps national figures, said plainly, for a place it does not know', () => {
    const r = analyzeSalary({ ...input, location: 'Springfield' });
    expect(r.market.country).toBeNull();
    expect(r.market.notes.join(' ')).toMatch(/not a US state we recognise/);
    expect(r.negotiationScript).toMatch(/Bureau of Labor Statistics/);
  });
});

describe('salary tips say what the script does', () => {
  it('names the real step of the ask, and only when the step was held back', () => {
    let seen = 0;
    for (const offer of [60_000, 70_000, 90_000, 96_600]) {
      const r = analyzeSalary({
        currentSalary: 60_000,
        offerSalary: offer,
        jobTitle: 'Senior Charge Nurse',
        location: 'Houston, TX',
        experience: '11-15',
      });
      const tip = r.tips.find((t) => t.includes('rarely lands in one talk'));
      if (!tip) continue;
      seen++;
      const [, pct] = /\((\d+)% more\)/.exec(tip)!;
      expect(Number(pct)).toBe(Math.round((100 * (r.suggestedTarget - offer)) / offer));
      const middle = Number(/level, \$([\d,]+)/.exec(tip)![1]!.replace(/,/g, ''));
      expect(middle).toBeGreaterThan(offer * 1.15);
    }
    expect(seen).toBeGreaterThan(2);
  });

  it('says "multiplies" for one factor and "multiply" for two', () => {
    const one = analyzeSalary({
      currentSalary: 90_000,
      jobTitle: 'Accountant',
      companySize: 'startup',
    });
    const two = analyzeSalary({
      currentSalary: 90_000,
      jobTitle: 'Accountant',
      companySize: 'startup',
      industry: 'technology',
    });
    expect(one.reference?.explanation ?? '').not.toMatch(/\) multiply /);
    expect(two.reference?.explanation ?? '').not.toMatch(/\) multiplies /);
  });
});
