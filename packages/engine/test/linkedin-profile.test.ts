/** The About keeps who the person is (years, credentials) and counts keywords as the ATS does. */
import { describe, expect, it } from 'vitest';
import { optimizeAbout } from '../src/linkedin';

const RESULTS =
  'I raised the check-in guest satisfaction score in Medallia from 82 to 91 in 18 months. I cut average check-in time from 9 to 4 minutes with mobile key and pre-arrival registration. I built a Japanese-language guest program that lifted direct bookings from Japan by 22%.';

describe('years of experience and credentials', () => {
  it('opens with a resume-style profile line, in the first person, with its years', () => {
    const r = optimizeAbout({
      currentAbout: `Front office leader with ten years in full-service hotels in Tokyo and Honolulu.\n\n${RESULTS}`,
      targetRole: 'Front Office Manager',
    });
    const head = r.optimizedAbout.slice(0, 300);
    expect(head).toContain(
      "I'm a front office leader with ten years in full-service hotels in Tokyo and Honolulu.",
    );
    expect(head).toContain('Front Office Manager');
    expect(r.suggestions.join(' ')).not.toMatch(/Add one line saying who you are/);
    expect(r.truth.ok).toBe(true);
  });

  it('keeps the credential and the years of "Qualified accountant (US CPA) with 12 years"', () => {
    const r = optimizeAbout({
      currentAbout:
        'Qualified accountant (US CPA) with 12 years in accounting, audit and group reporting in Jordan and the UAE. I run a fast, clean close under IFRS for multi-country retail groups.\n\nI own the monthly close and consolidation for 11 entities in the UAE, Saudi Arabia and Oman; cut the close from 12 to 6 working days. I led the IFRS 16 implementation for 230 store leases, recognising AED 410M of right-of-use assets.',
      targetRole: 'Financial Reporting Manager',
    });
    expect(r.optimizedAbout.slice(0, 300)).toMatch(
      /I'm a qualified accountant \(US CPA\) with 12 years/,
    );
    expect(r.truth.ok).toBe(true);
  });

  it('never drops the years of a long "I am" line to fit the hook', () => {
    const r = optimizeAbout({
      currentAbout:
        "I'm a registered nurse with nine years on medical-surgical and telemetry units at a teaching hospital in Houston, where I have been charge nurse since 2021 and lead the unit's falls and CAUTI prevention work with our educators. I cut falls on the 36-bed unit by 30% in 12 months by introducing purposeful hourly rounding and weekly bed-alarm audits, working with the night charge nurses and the unit educator on every step of the change.",
      targetRole: 'Charge Nurse',
    });
    expect(r.optimizedAbout).toMatch(/nine years/);
    expect(r.optimizedAbout).toMatch(/since 2021/);
    expect(r.truth.ok).toBe(true);
  });

  it('keeps a sentence naming certifications, however long the About is', () => {
    const filler = Array.from(
      { length: 12 },
      (_, i) =>
        `I work with the ${['finance', 'tax', 'audit', 'treasury'][i % 4]} team on the monthly close of region ${i + 1} and help them plan the next quarter.`,
    ).join(' ');
    const r = optimizeAbout({
      currentAbout: `I'm a financial reporting manager. I cut the close from 12 to 6 working days. ${filler} I hold the CPA and the ACCA DipIFR.`,
      targetRole: 'Financial Reporting Manager',
    });
    expect(r.optimizedAbout).toContain('I hold the CPA and the ACCA DipIFR.');
    expect(r.truth.ok).toBe(true);
  });
});

describe('keyword coverage on the final text, matched as the ATS matches', () => {
  it('does not count "Go" as present when the rewrite only says "go further"', () => {
    const r = optimizeAbout(
      {
        currentAbout:
          "I'm a backend engineer. I build payment APIs in Go and cut p99 latency by 40%. I mentor two junior engineers.",
        targetRole: 'Senior Backend Engineer',
        keywords: ['Go'],
      },
      {
        rewrite:
          "I'm a backend engineer looking for a Senior Backend Engineer role. I build payment APIs and cut p99 latency by 40%. I mentor two junior engineers and I am ready to go further. Send me a message.",
      },
    );
    expect(r.keywordsUsed).toEqual([]);
    expect(r.scoreParts.find((p) => p.id === 'keywords')?.score).toBe(0);
  });

  it('counts a keyword the rewrite names and the About shows', () => {
    const r = optimizeAbout({
      currentAbout:
        "I'm a backend engineer. I build payment APIs in Go and cut p99 latency by 40%. I mentor two junior engineers.",
      targetRole: 'Senior Backend Engineer',
      keywords: ['Go', 'Kafka'],
    });
    expect(r.keywordsUsed).toEqual(['Go']);
    expect(r.scoreParts.find((p) => p.id === 'keywords')?.score).toBe(50);
  });
});

describe('a keyword the About does not use', () => {
  it('asks for the searched words, if true, without claiming the work is missing', () => {
    const r = optimizeAbout({
      currentAbout: `I teach third grade in a dual-language classroom. ${RESULTS}`,
      targetRole: 'Elementary School Teacher',
      keywords: ['classroom management'],
    });
    const ask = r.suggestions.find((s) => s.includes('"classroom management"'));
    expect(ask).toMatch(/in these words if it is true for you/);
    expect(ask).not.toMatch(/does not mention it/);
  });
});

describe('languages and the profile line', () => {
  const about =
    'Registered nurse with nine years on telemetry units. I cut falls on the 36-bed unit by 30% in 12 months by introducing hourly rounding. Fluent in Mandarin and English. I precepted 14 new graduate nurses.';

  it('keeps the languages the person speaks', () => {
    const r = optimizeAbout({ currentAbout: about, targetRole: 'Charge Nurse' });
    expect(r.optimizedAbout).toContain('Fluent in Mandarin and English.');
  });

  it('does not report the profile line it used as left out', () => {
    const r = optimizeAbout({ currentAbout: about, targetRole: 'Charge Nurse' });
    expect(r.optimizedAbout).toContain("I'm a registered nurse with nine years");
    expect(r.improvements.join(' ')).not.toMatch(/Left out .*Registered nurse with nine years/);
    expect(r.improvements.join(' ')).not.toMatch(/Opened with the role/);
  });
});

describe('industry terms', () => {
  it('reads a nurse’s and an accountant’s own words as their field’s', () => {
    const nurse = optimizeAbout({
      currentAbout:
        'I have been a charge nurse on a 36-bed telemetry unit since 2021. I cut falls by 30% in 12 months with hourly rounding. I precepted 14 new graduate nurses.',
      targetRole: 'Charge Nurse',
      industry: 'Healthcare',
    });
    expect(nurse.suggestions.join(' ')).not.toMatch(/Mention the healthcare work/);
    const accountant = optimizeAbout({
      currentAbout:
        'I run the monthly close and consolidation for 11 entities under IFRS. I cut the close from 12 to 6 working days. I led the reporting for the group audit.',
      targetRole: 'Financial Reporting Manager',
      industry: 'Finance',
    });
    expect(accountant.suggestions.join(' ')).not.toMatch(/Mention the finance work/);
  });
});
