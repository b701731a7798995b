import { describe, expect, it } from 'vitest';
import { findSkills, getSkill, lookupSkill } from '../src/taxonomy';

const names = (text: string) => findSkills(text).map((m) => getSkill(m.skillId).name);
const implied = (name: string) => lookupSkill(name)!.implies.map((id) => getSkill(id).name);

describe('skills of fields beyond software', () => {
  it.each([
    [
      'Charted in Epic and started IV therapy; wound care and patient education daily',
      ['Epic', 'IV Therapy', 'Wound Care', 'Patient Education'],
    ],
    [
      'Front desk on Opera PMS, guest surveys in Medallia, rates in Duetto',
      ['Opera PMS', 'Medallia', 'Duetto'],
    ],
    [
      'Research in Westlaw and Lexis+, review in Relativity, e-filing through PACER',
      ['Westlaw', 'LexisNexis', 'Relativity', 'PACER'],
    ],
    [
      'Tickets in Zendesk, renewals and customer onboarding, NPS up 12 points',
      ['Zendesk', 'Renewals', 'Customer Onboarding', 'Net Promoter Score'],
    ],
    [
      'Installed VFDs and fire alarm systems to NEC 2023; Procore and Bluebeam on site',
      [
        'Variable Frequency Drives',
        'Fire Alarm Systems',
        'National Electrical Code',
        'Procore',
        'Bluebeam',
      ],
    ],
    [
      'Month-end close, IFRS 16 leases and transfer pricing in CaseWare',
      ['Month-End Close', 'IFRS', 'Transfer Pricing', 'CaseWare'],
    ],
  ])('reads %s', (text, expected) => {
    expect(names(text)).toEqual(expect.arrayContaining(expected));
  });

  it('reads the work as people write it, not a word inside another skill', () => {
    // "interpreting rhythms" is rhythm interpretation; a hotel's night audit is no audit
    expect(names('telemetry patients, interpreting rhythms and titrating drips')).toContain(
      'Cardiac Monitoring',
    );
    expect(names('Supervised night audit and reservations')).toEqual(['Night Audit']);
    expect(names('Led the internal audit of 3 entities')).toContain('Auditing');
  });

  it('keeps tools and certifications apart from the broad skill they show', () => {
    // a posting asking for Epic is not met by Cerner, but both show EHR experience
    expect(lookupSkill('Epic')!.id).not.toBe(lookupSkill('Cerner')!.id);
    expect(implied('Epic')).toEqual(['Electronic Health Records']);
    expect(implied('Cerner')).toEqual(['Electronic Health Records']);
    // Google Ads is paid search, not SEO; ACLS is not BLS, but shows it
    expect(lookupSkill('Google Ads')!.id).not.toBe(lookupSkill('SEO')!.id);
    expect(implied('Google Ads')).toEqual(['Paid Search']);
    expect(lookupSkill('ACLS')!.id).not.toBe(lookupSkill('BLS')!.id);
    expect(implied('ACLS')).toEqual(['BLS']);
    // a sub-field shows its parent fields: a neuroimmunologist has done immunology
    expect(names('Postdoctoral Researcher, Neuroimmunology')).toEqual(['Neuroimmunology']);
    expect(implied('Neuroimmunology')).toEqual(['Immunology', 'Neuroscience']);
    // laws and standards are their own skills
    expect(lookupSkill('HIPAA')!.name).toBe('HIPAA');
    expect(lookupSkill('Sarbanes-Oxley')!.name).toBe('SOX');
  });

  it('does not read everyday words as the products named after them', () => {
    expect(names('Led community outreach and grew the greenhouse program')).not.toEqual(
      expect.arrayContaining(['Outreach.io']),
    );
    expect(names('Led community outreach and grew the greenhouse program')).not.toContain(
      'Greenhouse ATS',
    );
    expect(names('a course on general relativity')).not.toContain('Relativity');
    expect(names('Oil paint on canvas')).not.toContain('Canva');
    expect(names('Social posts designed in Canva')).toContain('Canva');
  });

  it("reads another field's acronym as that field's", () => {
    expect(
      names(
        'Java skills and algorithmic trading in revenue-bearing areas such as eFX, SMM, and e-FICC',
      ),
    ).not.toContain('Social Media Marketing');
    expect(names('Run our SMM: Instagram and TikTok content calendars')).toContain(
      'Social Media Marketing',
    );
  });
});
