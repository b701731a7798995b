import { describe, expect, it } from 'vitest';
import {
  matchOccupation,
  occupationByCode,
  similarOccupations,
  stateFromLocation,
  wagesFor,
} from '../src/index';
import { occupationData } from '../src/occupation/data';
import { contentWords, titleWords } from '../src/occupation/normalize';

/** Titles as people type them -> the O*NET occupation they name. */
const CASES: Array<[string, string]> = [
  // tech
  ['Sr. Frontend Dev', '15-1254.00'],
  ['Software Engineer II', '15-1252.00'],
  // O*NET lists "Back End Software Engineer" under Web Developers
  ['Backend Software Engineer', '15-1254.00'],
  ['Data Scientist', '15-2051.00'],
  ['Python Developer', '15-1252.00'],
  ['Full Stack Developer', '15-1252.00'],
  ['QA Engineer', '15-1253.00'],
  ['UX Designer', '15-1255.00'],
  ['DBA', '15-1242.00'],
  ['Network Security Engineer', '15-1299.05'],
  ['Software Engineering Manager', '11-3021.00'],
  ['Web Developer', '15-1254.00'],
  // titles O*NET leaves out or files under manufacturing (the build script's supplement)
  ['Product Owner', '15-1299.09'],
  ['Site Reliability Engineer', '15-1252.00'],
  ['Senior Platform Engineer', '15-1252.00'],
  // health
  ['RN', '29-1141.00'],
  ['Registered Nurse', '29-1141.00'],
  ['LPN', '29-2061.00'],
  ['CNA', '31-1131.00'],
  ['ICU Nurse', '29-1141.03'],
  ['Nurse Manager', '11-9111.00'],
  ['NP', '29-1171.00'],
  ['Pharmacist', '29-1051.00'],
  ['Physical Therapist', '29-1123.00'],
  ['Dental Hygienist', '29-1292.00'],
  ['Medical Assistant', '31-9092.00'],
  // trades
  ['Electrician', '47-2111.00'],
  ['Plumber', '47-2152.00'],
  ['Welder', '51-4121.00'],
  ['HVAC Technician', '49-9021.00'],
  ['Carpenter', '47-2031.00'],
  ['Auto Mechanic', '49-3023.00'],
  ['Diesel Mechanic', '49-3031.00'],
  ['CNC Operator', '51-9161.00'],
  // logistics
  ['Truck Driver', '53-3032.00'],
  ['CDL Driver', '53-3032.00'],
  ['Delivery Driver', '53-3033.00'],
  ['Forklift Operator', '53-7051.00'],
  ['Warehouse Lead', '53-7062.00'],
  ['Warehouse Associate', '53-7062.00'],
  ['Order Picker', '53-7065.00'],
  ['Supply Chain Analyst', '13-1081.02'],
  ['Shipping Clerk', '43-5071.00'],
  // finance
  ['Accountant', '13-2011.00'],
  ['Staff Accountant', '13-2011.00'],
  ['CPA', '13-2011.00'],
  ['Bookkeeper', '43-3031.00'],
  ['Financial Analyst', '13-2051.00'],
  ['Loan Officer', '13-2072.00'],
  ['Bank Teller', '43-3071.00'],
  ['Actuary', '15-2011.00'],
  // education
  ['High School Math Teacher', '25-2031.00'],
  ['Elementary Teacher', '25-2021.00'],
  ['Professor of History', '25-1125.00'],
  ['Principal', '11-9032.00'],
  ['Tutor', '25-3041.00'],
  ['Librarian', '25-4022.00'],
  ['School Counselor', '21-1012.00'],
  // hospitality
  ['Barista', '35-3023.01'],
  ['Server', '35-3031.00'],
  ['Waitress', '35-3031.00'],
  ['Bartender', '35-3011.00'],
  ['Line Cook', '35-2014.00'],
  ['Sous Chef', '35-1011.00'],
  ['Hotel Front Desk Agent', '43-4081.00'],
  ['Housekeeper', '37-2012.00'],
  ['Concierge', '39-6012.00'],
  ['Event Planner', '13-1121.00'],
  // management and other fields
  ['CEO', '11-1011.00'],
  ['VP of Sales', '11-2022.00'],
  ['VP Engineering', '11-9041.00'],
  ['Head of Engineering', '11-9041.00'],
  ['Director of Nursing', '11-9111.00'],
  ['HR Manager', '11-3121.00'],
  ['Paralegal', '23-2011.00'],
  ['Lawyer', '23-1011.00'],
  ['Customer Service Rep', '43-4051.00'],
  ['Retail Sales Associate', '41-2031.00'],
  ['Police Officer', '33-3051.00'],
  ['EMT', '29-2042.00'],
];

/** Seniority, grade, case and posting noise do not change the occupation. */
const VARIANTS: Array<[string, string]> = [
  ['Senior Software Engineer', '15-1252.00'],
  ['Lead Software Engineer', '15-1252.00'],
  ['Principal Software Engineer', '15-1252.00'],
  ['Staff Software Engineer', '15-1252.00'],
  ['Software Engineer III', '15-1252.00'],
  ['Jr. Software Developer', '15-1252.00'],
  ['SOFTWARE ENGINEER', '15-1252.00'],
  ['Software Engineering Intern', '15-1252.00'],
  ['Software Engineer - Data Visualization', '15-1252.00'],
  ['Software Engineer @ Acme', '15-1252.00'],
  ['Senior Data Scientist', '15-2051.00'],
  ['Lead Data Scientist', '15-2051.00'],
  ['Data Scientist (Active TS/SCI clearance)', '15-2051.00'],
  ['Registered Nurse - Nights', '29-1141.00'],
  ['ICU Registered Nurse (Nights)', '29-1141.03'],
  ['Senior Accountant', '13-2011.00'],
];

/** One-letter slips still find the occupation. */
const TYPOS: Array<[string, string]> = [
  ['Sofware Enginer', '15-1252.00'],
  ['Registerd Nurse', '29-1141.00'],
  ['Acountant', '13-2011.00'],
  ['Pharmasist', '29-1051.00'],
  ['Electricain', '47-2111.00'],
  ['Bartendr', '35-3011.00'],
];

describe('matchOccupation', () => {
  it.each([...CASES, ...VARIANTS, ...TYPOS])('%s -> %s', (title, code) => {
    const m = matchOccupation(title);
    expect(m?.code).toBe(code);
    expect(m!.confidence).toBeGreaterThan(0.3);
    expect(m!.confidence).toBeLessThanOrEqual(1);
  });

  it('is sure of an unambiguous title and less sure of an ambiguous one', () => {
    const nurse = matchOccupation('Registered Nurse')!;
    expect(nurse.confidence).toBeGreaterThan(0.9);
    expect(nurse.method).toBe('exact');
    for (const t of ['Truck Driver', 'Project Manager', 'Teacher', 'Cook', 'Doctor']) {
      const m = matchOccupation(t)!;
      expect(m.confidence, t).toBeLessThan(0.7);
      expect(m.alternatives.length, t).toBeGreaterThan(0);
    }
    // a project manager may be a project management specialist: it is offered
    const pm = matchOccupation('Project Manager')!;
    expect([pm.code, ...pm.alternatives.map((a) => a.code)]).toContain('13-1082.00');
  });

  it('reads seniority as seniority, not as a different job', () => {
    expect(matchOccupation('Senior')).toBeNull();
    expect(matchOccupation('Lead')).toBeNull();
    expect(matchOccupation('II')).toBeNull();
    // a typo fix or a seniority strip costs some confidence against the exact title
    expect(matchOccupation('Sofware Enginer')!.confidence).toBeLessThan(
      matchOccupation('Software Engineer')!.confidence,
    );
  });

  it('keeps a managerial meaning', () => {
    for (const t of ['Head of Engineering', 'VP Engineering', 'Director of Engineering']) {
      expect(matchOccupation(t)!.code.startsWith('11-'), t).toBe(true);
    }
    expect(matchOccupation('Engineering Manager')!.code.startsWith('11-')).toBe(true);
    expect(matchOccupation('Head Cook')!.code).toBe('35-1011.00');
  });

  it('lists alternatives most likely first, never the match itself', () => {
    for (const t of ['Truck Driver', 'Cook', 'Consultant', 'Data Engineer', 'Teacher']) {
      const m = matchOccupation(t)!;
      const confs = m.alternatives.map((a) => a.confidence);
      expect([...confs].sort((a, b) => b - a)).toEqual(confs);
      expect(m.alternatives.map((a) => a.code)).not.toContain(m.code);
      for (const c of confs) expect(c).toBeLessThanOrEqual(m.confidence);
    }
  });

  it('answers hostile input with null or a low confidence, never an exception', () => {
    const hostile: unknown[] = [
      '',
      '   ',
      '!!!@@@###',
      '-/-,|()',
      'x'.repeat(10_000),
      'Software Engineer '.repeat(600),
      'a b c d e f g h i j k l m n o p q r s t u v w x y z '.repeat(200),
      '🚀 Rockstar Ninja 🚀',
      '数据科学家',
      'Ingénieur logiciel',
      '\u0000\uFFFF\uD800',
      '((((((((((',
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      null,
      undefined,
      42,
    ];
    for (const h of hostile) {
      const m = matchOccupation(h as string);
      if (m) {
        expect(m.confidence).toBeGreaterThanOrEqual(0);
        expect(m.confidence).toBeLessThanOrEqual(1);
      }
    }
    for (const h of ['', '   ', '!!!@@@###', 'x'.repeat(10_000), '数据科学家', '🚀🚀'])
      expect(matchOccupation(h)).toBeNull();
    const gibberish = matchOccupation('qwzx plorfk');
    expect(gibberish === null || gibberish.confidence < 0.3).toBe(true);
  });

  it('reads a long title only as far as a title goes', () => {
    const long = `Registered Nurse ${'and more words '.repeat(700)}`;
    const m = matchOccupation(long);
    expect(m === null || m.code === '29-1141.00').toBe(true);
  });
});

describe('occupationByCode', () => {
  it('describes an occupation by O*NET-SOC or SOC code', () => {
    const o = occupationByCode('15-1252.00')!;
    expect(o.title).toBe('Software Developers');
    expect(o.soc).toBe('15-1252');
    expect(o.majorGroup).toEqual({
      code: '15-0000',
      title: 'Computer and Mathematical Occupations',
    });
    expect(o.description.length).toBeGreaterThan(20);
    expect(o.technologySkills.length).toBeGreaterThan(3);
    expect(occupationByCode('15-1252')).toEqual(o);
    expect(occupationByCode(' 29-1141.00 ')!.title).toBe('Registered Nurses');
  });

  it('answers null for unknown or malformed codes', () => {
    for (const c of ['99-9999.00', '15-1252.99', 'garbage', '', '15-1252.00; drop table']) {
      expect(occupationByCode(c)).toBeNull();
    }
    expect(occupationByCode(null as unknown as string)).toBeNull();
  });
});

describe('similarOccupations', () => {
  it('rates close occupations higher than distant ones, symmetrically', () => {
    const web = similarOccupations('15-1252.00', '15-1254.00');
    const data = similarOccupations('15-1252.00', '15-2051.00');
    const nurse = similarOccupations('15-1252.00', '29-1141.00');
    expect(similarOccupations('15-1252.00', '15-1252.00')).toBe(1);
    expect(web).toBeGreaterThan(0.7);
    expect(data).toBeGreaterThan(0.3);
    expect(data).toBeLessThan(web);
    expect(nurse).toBeLessThan(0.15);
    expect(similarOccupations('15-2051.00', '15-1252.00')).toBe(data);
    expect(similarOccupations('53-3032.00', '53-3033.00')).toBeGreaterThan(0.7);
  });

  it('is 0 for unknown codes', () => {
    expect(similarOccupations('15-1252.00', 'nope')).toBe(0);
    expect(similarOccupations('', '')).toBe(0);
  });

  it('lets two typed titles be compared through their occupations', () => {
    const a = matchOccupation('Senior Backend Engineer')!;
    const b = matchOccupation('Software Engineer II')!;
    const c = matchOccupation('Registered Nurse')!;
    expect(similarOccupations(a.code, b.code)).toBeGreaterThan(0.7);
    expect(similarOccupations(a.code, c.code)).toBeLessThan(0.15);
  });
});

describe('wagesFor', () => {
  it('gives BLS national percentiles, annual and hourly', () => {
    const w = wagesFor('15-1252.00')!;
    expect(w.code).toBe('15-1252');
    expect(w.level).toBe('detailed');
    expect(w.basis).toBe('annual');
    // BLS OEWS May 2023: Software Developers, median $132,270
    expect(w.annual!.p50).toBe(132_270);
    const a = w.annual!;
    expect(a.p10! < a.p25! && a.p25! < a.p50! && a.p50! < a.p75! && a.p75! < a.p90!).toBe(true);
    expect(w.hourly!.p50).toBeCloseTo(132_270 / 2080, 1);
    expect(w.source).toMatch(/Bureau of Labor Statistics/);
    expect(wagesFor('15-1252')).toEqual(w);
  });

  it('publishes hourly-only and annual-only occupations as BLS does', () => {
    const actors = wagesFor('27-2011.00')!;
    expect(actors.basis).toBe('hourly');
    expect(actors.annual).toBeNull();
    expect(actors.hourly!.p50).toBeGreaterThan(10);
    const teachers = wagesFor('25-2021.00')!;
    expect(teachers.annual!.p50).toBeGreaterThan(40_000);
    expect(teachers.hourly).toBeNull();
  });

  it('marks top-coded percentiles', () => {
    const w = wagesFor('29-1211.00')!; // anesthesiologists: median above the BLS ceiling
    expect(w.topCoded).toContain('p90');
    expect(w.annual!.p90).toBe(239_200);
  });

  it('falls back to the row BLS folds an occupation into', () => {
    const w = wagesFor('53-1042.00')!;
    expect(w.code).toBe('53-1047');
    expect(wagesFor('29-2011.00')!.code).toBe('29-2010');
    expect(wagesFor('55-1011.00')).toBeNull(); // military: not surveyed
    expect(wagesFor('99-9999.00')).toBeNull();
    expect(wagesFor('')).toBeNull();
  });

  it('adds a state mean and a location factor', () => {
    const ca = wagesFor('15-1252.00', 'San Francisco, CA')!.state!;
    expect(ca.name).toBe('California');
    expect(ca.mean).toBe(173_780);
    expect(ca.basis).toBe('occupation');
    expect(ca.factor).toBeGreaterThan(1.1);
    expect(ca.estimated.p50).toBeGreaterThan(132_270);
    const al = wagesFor('15-1252.00', 'Alabama')!.state!;
    expect(al.mean).toBe(110_630);
    expect(al.factor).toBeLessThan(1);
    expect(wagesFor('15-1252.00', 'Remote')!.state).toBeNull();
    expect(wagesFor('15-1252.00')!.state).toBeUndefined();
  });

  it('reads US states from locations', () => {
    expect(stateFromLocation('Austin, TX')?.abbreviation).toBe('TX');
    expect(stateFromLocation('New York, NY 10001')?.name).toBe('New York');
    expect(stateFromLocation('West Virginia')?.abbreviation).toBe('WV');
    expect(stateFromLocation('Washington, DC')?.abbreviation).toBe('DC');
    expect(stateFromLocation('Seattle, Washington')?.abbreviation).toBe('WA');
    for (const x of ['Remote', 'London', '', 'x'.repeat(10_000)])
      expect(stateFromLocation(x)).toBeNull();
  });
});

describe('shipped occupation data', () => {
  it('holds titles in the form the matcher normalises to (rebuild the data after changing normalize.ts)', () => {
    const { occupations, credits } = occupationData();
    expect(occupations.length).toBeGreaterThan(1000);
    expect(credits).toMatch(/O\*NET/);
    expect(credits).toMatch(/CC BY 4\.0/);
    expect(credits).toMatch(/Bureau of Labor Statistics/);
    let checked = 0;
    const drifted: string[] = [];
    for (const o of occupations) {
      for (const t of o.titles.split('|')) {
        const words = t.replace(/\^\d+$/, '');
        if (contentWords(titleWords(words)).join(' ') !== words) drifted.push(words);
        checked++;
      }
    }
    expect(drifted).toEqual([]);
    expect(checked).toBeGreaterThan(50_000);
  }, 60_000);
});

describe('titles of schools', () => {
  it.each([
    ['Assistant Principal', '11-9032.00'],
    ['Vice Principal', '11-9032.00'],
    ['Third Grade Dual-Language Teacher', '25-2021.00'],
    ['1st-2nd Grade Teacher', '25-2021.00'],
    ['8th Grade Science Teacher', '25-2022.00'],
    ['11th Grade English Teacher', '25-2031.00'],
  ])('reads "%s" as %s', (title, code) => {
    expect(matchOccupation(title)?.code).toBe(code);
  });

  it('still reads "principal" before a job as seniority', () => {
    expect(matchOccupation('Principal Software Engineer')?.code).not.toBe('11-9032.00');
  });
});
