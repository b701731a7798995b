/**
 * Evidence in a letter's own words: leadership shown by a verb ("I lead 38 front desk staff")
 * where the posting asks for leadership, in the writer and in the analysis; a requirement named
 * by its words only where a bullet writes them together; the posting's inflection of a plain
 * word; a note after a semicolon and a compound verb as a person writes them.
 */
import { describe, expect, it } from 'vitest';
import { analyzeCoverLetter } from '../src/letter/analyze';
import { leadingPhrases } from '../src/letter/leading';
import { surfaceOf } from '../src/letter/requirements';
import { clauseOf } from '../src/letter/voice';
import { writeCoverLetter } from '../src/letter/write';
import type { JobSkill } from '../src/types';

const HOTEL = `Misaki Sato
Honolulu, HI · misaki.sato@example.com

Experience
Front Office Manager | Waikiki Shores Resort, Honolulu, HI | Apr 2021 – Present
Lead 38 front desk, concierge and bell staff across three shifts
Raised the check-in guest satisfaction score in Medallia from 82 to 91 in 18 months
Cut average check-in time from 9 to 4 minutes with mobile key and pre-arrival registration

Skills
Opera PMS, Medallia, revenue management
`;

const JOB = `Front Office Manager
The Moana Kai Hotel, Honolulu, HI

We are looking for a Front Office Manager to run our front desk.

Requirements
- Proven leadership of multi-shift teams
- 3+ years in hotel front office
`;

describe('leadership shown by a verb', () => {
  it('reads "lead", "led", "leading", "manage a team of N" as leading, not "lead time" or a role', () => {
    const said = (s: string) => leadingPhrases(s).map((p) => p.text);
    expect(said('Lead 38 front desk, concierge and bell staff')).toEqual(['Lead']);
    expect(said('In my current role, I lead 38 nursing staff.')).toEqual(['I lead']);
    expect(said('- Led the unit rollout of bedside shift report')).toEqual(['Led']);
    expect(said('Manage a team of 5 accountants')).toEqual(['Manage a team of']);
    expect(said('I manage 6 team leads and around 120 staff')).toEqual(['manage 6 team leads']);
    expect(said('leading the rollout of Epic')).toEqual(['leading the']);
    for (const none of [
      'Lead time fell from 9 to 4 days',
      'Lead engineer on the payments team',
      'Mandarin-speaking lead for patient education',
      'Grew sales leads through lead generation',
      'Managed care for 5-7 post-operative patients per shift',
    ])
      expect(said(none)).toEqual([]);
  });

  it('lets the writer answer a leadership requirement with "Lead 38 ... staff"', () => {
    const l = writeCoverLetter({
      resumeText: HOTEL,
      jobDescription: JOB,
      tone: 'professional',
      companyName: 'The Moana Kai Hotel',
      jobTitle: 'Front Office Manager',
    });
    const lead = l.claims.find((c) => /I lead 38/.test(c.sentence));
    expect(lead?.requirements).toContain('Leadership');
    expect(l.requirementsCovered).toContain('Leadership');
    // and the letter says so in the posting's word, right after the bullet
    expect(l.content).toMatch(/I lead 38 [^.]*\.\s+[^.]*\bleadership\b/);
    const a = analyzeCoverLetter(l.content, JOB, {
      companyName: 'The Moana Kai Hotel',
      jobTitle: 'Front Office Manager',
    });
    expect(a.improvementAreas.join(' ')).not.toMatch(/leadership/i);
  });

  it('lets the analysis count "I lead 38 staff" as leadership, in other words than the posting', () => {
    const letter = `Dear Moana Kai Hotel team,

I am applying for the Front Office Manager role at The Moana Kai Hotel. In my current role, I lead 38 front desk, concierge and bell staff across three shifts.

I would welcome the chance to discuss the role. Sincerely,
Misaki Sato`;
    const a = analyzeCoverLetter(letter, JOB, {
      companyName: 'The Moana Kai Hotel',
      jobTitle: 'Front Office Manager',
    });
    const areas = a.improvementAreas.join(' ');
    expect(areas).not.toMatch(/Does not mention leadership/);
    expect(areas).toMatch(/Says "I lead" where the posting says "leadership"/);
  });
});

describe('a requirement named by its words', () => {
  it('rests on a bullet that writes them together, not scattered', () => {
    const resume = `Sam Ortiz
sam@example.com

Experience
Program Coordinator | Alamo Logistics, San Antonio, TX | 2021 - Present
- Build master schedules in Microsoft Project for three task orders; report risk to the program manager
- Cut inventory write-offs by 40% with weekly cycle counts

Skills
project management, inventory control
`;
    const job = `Logistics Coordinator
Lone Star Freight, Dallas, TX

Requirements
- Project management of warehouse moves
- Inventory control and cycle counts
`;
    const l = writeCoverLetter({ resumeText: resume, jobDescription: job, tone: 'professional' });
    for (const c of l.claims)
      if (/Microsoft Project/.test(c.source))
        expect(c.requirements).not.toContain('Project Management');
  });

  it('is said in the posting inflection of a plain word ("audit experience" of "audits")', () => {
    const req = { name: 'Compliance', jobTerm: 'audit', category: 'hard' } as JobSkill;
    expect(surfaceOf(req, 'audits')).toBe('audit');
    expect(surfaceOf(req, 'Audits')).toBe('audit');
    const sox = { name: 'SOX', jobTerm: 'SOX', category: 'hard' } as JobSkill;
    expect(surfaceOf(sox, 'SOX')).toBe('SOX');
  });
});

describe('a bullet as a sentence', () => {
  it('keeps a note after a semicolon as a note, not a pasted fragment', () => {
    expect(
      clauseOf(
        "Closed $3.4M in new ARR in FY2024, 131% of quota; President's Club in 2023 and 2024",
        false,
      )?.text,
    ).toBe(
      "I closed $3.4M in new ARR in FY2024, 131% of quota (President's Club in 2023 and 2024)",
    );
    expect(
      clauseOf('Run 6-9 month sales cycles with CFO buyers; average deal size $185K ARR', true)
        ?.text,
    ).toBe('I run 6-9 month sales cycles with CFO buyers (average deal size $185K ARR)');
    // a clause of its own stays one
    expect(
      clauseOf('Run a $6.8M store; store NPS rose from 61 to 78 in two years', true)?.text,
    ).toBe('I run a $6.8M store; store NPS rose from 61 to 78 in two years');
  });

  it('inflects a compound verb after a semicolon ("cite-check" -> "cite-checked")', () => {
    expect(
      clauseOf('Drafted interrogatories; cite-check briefs against Westlaw', false)?.text,
    ).toBe('I drafted interrogatories, and I cite-checked briefs against Westlaw');
    expect(clauseOf('Draft interrogatories; cite-check briefs against Westlaw', true)?.text).toBe(
      'I draft interrogatories, and I cite-check briefs against Westlaw',
    );
  });
});

describe('the letter length the analysis states', () => {
  it('says it counts the words between the greeting and the sign-off', () => {
    const body = Array.from({ length: 60 }, () => 'I built payment services in Go.').join(' ');
    const a = analyzeCoverLetter(
      `Dear Acme hiring team,\n\n${body}\n\nSincerely,\nDana Reyes`,
      'Backend Engineer at Acme. Requirements: Go.',
    );
    const said = [...a.strengthAreas, ...a.improvementAreas].join(' ');
    expect(said).toMatch(/\d+ words between the greeting and the sign-off/);
  });
});
