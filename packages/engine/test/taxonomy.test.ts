import { describe, expect, it } from 'vitest';
import { allSkills, findSkills, getSkill, lookupSkill, stem } from '../src';

const names = (text: string) => findSkills(text).map((m) => getSkill(m.skillId).name);

describe('skills taxonomy', () => {
  it('holds at least 2,000 skills with categories', () => {
    const skills = allSkills();
    expect(skills.length).toBeGreaterThanOrEqual(2000);
    const cats = new Set(skills.map((s) => s.category));
    for (const c of ['hard', 'tool', 'language', 'soft', 'certification'])
      expect(cats.has(c as never)).toBe(true);
  });

  it('resolves aliases to canonical names', () => {
    expect(lookupSkill('JS')?.name).toBe('JavaScript');
    expect(lookupSkill('k8s')?.name).toBe('Kubernetes');
    expect(lookupSkill('Node')?.name).toBe('Node.js');
    expect(lookupSkill('NodeJS')?.name).toBe('Node.js');
    expect(lookupSkill('node.js')?.name).toBe('Node.js');
    expect(lookupSkill('golang')?.name).toBe('Go');
    expect(lookupSkill('Postgres')?.name).toBe('PostgreSQL');
    expect(lookupSkill('sklearn')?.name).toBe('scikit-learn');
    expect(lookupSkill('ms excel')?.name).toBe('Excel');
  });

  it('reads a vendor-named product as the product, but not one vendor as a kind of product', () => {
    // O*NET's vendor names are one more way of writing a skill the taxonomy already has
    expect(lookupSkill('Apache Groovy')?.name).toBe('Groovy');
    expect(lookupSkill('Microsoft PowerShell')?.name).toBe('PowerShell');
    expect(lookupSkill('Oracle PL/SQL')?.name).toBe('PL/SQL');
    expect(lookupSkill('Google Angular')?.name).toBe('Angular');
    // one vendor's EHR or HR system is a product of its own, not every EHR
    expect(lookupSkill('Allscripts EHR')?.name).toBe('Allscripts EHR');
    expect(lookupSkill('Sage HRMS')?.name).toBe('Sage HRMS');
  });

  it('groups word forms by stem', () => {
    expect(stem('managed')).toBe(stem('manage'));
    expect(stem('managing')).toBe(stem('manage'));
    expect(stem('developed')).toBe(stem('development'));
    expect(names('Managed projects end to end')).toContain('Project Management');
    expect(names('strong project management')).toContain('Project Management');
  });

  it('finds skills in free text, keeping compounds and respecting case where it matters', () => {
    const found = names(
      'Built services in C#, C++ and Node.js on AWS/GCP with CI/CD; used R for statistics.',
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'C#',
        'C++',
        'Node.js',
        'Amazon Web Services',
        'Google Cloud Platform',
        'CI/CD',
        'R',
      ]),
    );
    // "C-level" is not the C language, "go" as a verb is not Go
    expect(names('Presented to C-level executives; we go to market fast')).not.toContain('C');
    expect(names('we go to market fast')).not.toContain('Go');
  });

  it('does not match across punctuation', () => {
    expect(names('Google, Cloud Platform')).not.toContain('Google Cloud Platform');
  });
  it('reads O*NET acronyms and everyday product words only as written', () => {
    // "MARS" is a records system; "Mars" the company and "Mar" the month are not
    expect(names('We work for brands such as Bose, Mars and IKEA')).not.toContain(
      'Mass appraisal records system MARS',
    );
    expect(names('Posted: Mar 25, 2020')).not.toContain('Mass appraisal records system MARS');
    expect(names('Maintained property records in MARS')).toContain(
      'Mass appraisal records system MARS',
    );
    expect(names('Must be able to adapt and flex to a changing environment')).not.toContain(
      'Adobe Flex',
    );
    expect(names('Built dashboards in Adobe Flex')).toContain('Adobe Flex');
  });

  it('does not read ordinary phrases as named tools or legal work', () => {
    expect(names('You will do solid work on hard problems')).not.toContain('SolidWorks');
    expect(names('3D models in SolidWorks')).toContain('SolidWorks');
    const contractMaker = names('a contract drug development and manufacturing company');
    expect(contractMaker).not.toContain('Contract Drafting');
    expect(contractMaker).not.toContain('Legal Writing');
    expect(names('contract drafting and legal writing')).toEqual(
      expect.arrayContaining(['Contract Drafting', 'Legal Writing']),
    );
  });

  it('does not read the plural of a quality as the quality', () => {
    expect(names('support company initiatives across teams')).not.toContain('Self-Motivation');
    expect(names('shows initiative and ownership')).toContain('Self-Motivation');
  });

  it('reads a one-letter language only as a language, not an initial or a label', () => {
    // author lists, species names and vitamins in a researcher's resume
    expect(names('Smith J, Doe A. J Neurosci 2021;41:100.')).toEqual([]);
    expect(names('Smith R, Jones C, Lee K. Data analysis in Python.')).not.toEqual(
      expect.arrayContaining(['R']),
    );
    expect(names('Ageing in C. elegans; analysis code in Python')).not.toContain('C');
    expect(names('Vitamin C and iron intake; coding in Python')).not.toContain('C');
    expect(names('Managed the Exact Software Macola ES rollout')).toContain(
      'Exact Software Macola ES',
    );
    expect(names('ES modules and WS endpoints')).toEqual([]);
    // as languages, in the same texts
    expect(names('Strong C and Python; firmware for microcontrollers')).toContain('C');
    expect(names('Statistics in R. Python and SQL too')).toEqual(
      expect.arrayContaining(['R', 'Python', 'SQL']),
    );
    expect(names('Skills: C, R, Python')).toEqual(expect.arrayContaining(['C', 'R']));
  });

  it('ignores the words of an e-mail address', () => {
    expect(names('please send an email to hr@example.com')).not.toContain('Human Resources');
    expect(names('Led HR operations for 200 staff')).toContain('Human Resources');
  });
});
