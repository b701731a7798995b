import { describe, expect, it } from 'vitest';
import { formatResume, parseResume } from '../src';
import { fixture } from './helpers';

describe('parseResume', () => {
  it('reads a place in any country after the employer, not as part of its name', () => {
    const r = parseResume(`Rana Haddad
rana.haddad@example.com

EXPERIENCE
Senior Accountant | Al Noor Retail Group, Dubai, UAE | 2019 - Present
- Cut the month-end close from 12 to 6 working days
Staff Accountant | Petra Industrial Supplies, Amman, Jordan | 2012 - 2015
- Reconciled 40 bank accounts each month
Accounts Assistant | Lagos Freight Ltd, Lagos, Nigeria | 2010 - 2012
- Kept the purchase ledger
`);
    expect(r.experience.map((e) => [e.company, e.location])).toEqual([
      ['Al Noor Retail Group', 'Dubai, UAE'],
      ['Petra Industrial Supplies', 'Amman, Jordan'],
      ['Lagos Freight Ltd', 'Lagos, Nigeria'],
    ]);
  });

  it('takes the employer after the last comma of a title that names two steps', () => {
    const r = parseResume(`Sam Berg
sam@example.com

EXPERIENCE
Apprentice, then Journeyworker Electrician, North Star Industrial Electric, Minneapolis, MN | Jun 2014 – Apr 2020
- Completed a 4-year, 8,000-hour apprenticeship
Senior HR Business Partner, Harlow Components (1,800 employees) | Feb 2021 – Present
- Partnered with 6 plant leaders
`);
    expect(r.experience[0]).toMatchObject({
      title: 'Apprentice, then Journeyworker Electrician',
      company: 'North Star Industrial Electric',
      location: 'Minneapolis, MN',
    });
    // a comma inside brackets or a number divides nothing
    expect(r.experience[1]).toMatchObject({
      title: 'Senior HR Business Partner',
      company: 'Harlow Components (1,800 employees)',
    });
  });

  it('reads a classic single-column resume', () => {
    const r = parseResume(fixture('resume-classic.txt'));
    expect(r.contact).toMatchObject({
      name: 'Jordan A. Rivera',
      email: 'jordan.rivera@example.com',
      phone: '(512) 555-0147',
      location: 'Austin, TX',
    });
    expect(r.contact.links).toEqual([
      'linkedin.com/in/jordan-rivera-dev',
      'github.com/jrivera-dev',
    ]);
    expect(r.summary).toMatch(/^Backend engineer/);
    expect(r.experience).toHaveLength(3);
    expect(r.experience[0]).toMatchObject({
      title: 'Senior Software Engineer',
      company: 'Northwind Analytics',
      location: 'Austin, TX',
      startDate: 'Mar 2021',
      endDate: 'Present',
      current: true,
    });
    expect(r.experience[0]!.bullets).toHaveLength(6);
    expect(r.experience[1]).toMatchObject({
      title: 'Software Engineer',
      company: 'Bluebonnet Health Systems',
      startDate: 'Jun 2017',
      endDate: 'Feb 2021',
      current: false,
    });
    expect(r.education[0]).toMatchObject({
      degree: 'B.S. in Computer Science',
      school: 'University of Texas at Austin',
      gpa: '3.6',
    });
    expect(r.skills).toEqual(expect.arrayContaining(['Python', 'Go', 'JS', 'k8s', 'PostgreSQL']));
    expect(r.skillGroups.map((g) => g.label)).toEqual([
      'Languages',
      'Frameworks',
      'Data',
      'Cloud & DevOps',
    ]);
    expect(r.certifications).toHaveLength(2);
    expect(r.projects[0]).toMatchObject({
      name: 'Tidewater',
      technologies: 'Go, PostgreSQL, Docker',
      date: '2022',
    });
    expect(r.projects[0]!.description).toMatch(/job queue/);
    expect(r.otherSections.map((s) => s.kind)).toEqual(['awards']);
  });

  it('reads an Indeed-style layout (title, company - city, dates on separate lines)', () => {
    const r = parseResume(fixture('resume-indeed.txt'));
    expect(r.contact).toMatchObject({
      name: 'Priya Nandakumar',
      email: 'priya.nandakumar@example.org',
      location: 'Chicago, IL',
    });
    expect(r.contact.phone).toBe('+1 312 555 0199');
    expect(r.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['Data Analyst', 'Lakeshore Retail Group', 'January 2021', 'Present'],
      ['Junior Analyst', 'Midway Logistics Inc.', 'June 2019', 'December 2020'],
    ]);
    expect(r.education[0]).toMatchObject({
      degree: 'Bachelor of Science in Statistics',
      school: 'Loyola University Chicago',
    });
    expect(r.skills).toContain('SQL');
    expect(r.skills).toContain('Excel');
    expect(r.summary).toMatch(/4 years/);
  });

  it('reads a compact layout with inline headings and "Title at Company (dates)"', () => {
    const r = parseResume(fixture('resume-compact.txt'));
    expect(r.contact.name).toBe('SAM OKAFOR');
    expect(r.contact.location).toBe('London, United Kingdom');
    expect(r.summary).toMatch(/^Frontend developer/);
    expect(r.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['Frontend Developer', 'Harbourlight Media', 'Sep 2020', 'Present'],
      ['Web Developer', 'Copperleaf Studio', 'Jan 2018', 'Aug 2020'],
    ]);
    expect(r.experience[0]!.bullets).toHaveLength(3);
    expect(r.skills).toEqual([
      'JS',
      'TypeScript',
      'React',
      'Vue.js',
      'HTML',
      'CSS',
      'Webpack',
      'Jest',
      'Git',
      'Figma',
    ]);
    expect(r.education[0]).toMatchObject({
      degree: 'BSc Computer Science',
      school: 'University of Leeds',
      date: '2017',
    });
  });

  it('joins wrapped bullet lines and repairs mojibake bullets', () => {
    const text = [
      'Ana Ruiz',
      'ana@example.com',
      'EXPERIENCE',
      'Analyst | Quayside Bank | Boston, MA',
      'Jan 2020 - Dec 2022',
      'â€¢ Reconciled daily ledgers across three regional offices and reported variances to the finance',
      'director every Monday morning',
      'â€¢ Automated 12 reports',
    ].join('\n');
    const r = parseResume(text);
    expect(r.experience[0]!.bullets).toEqual([
      'Reconciled daily ledgers across three regional offices and reported variances to the finance director every Monday morning',
      'Automated 12 reports',
    ]);
  });

  it('reads back its own plain-text export', () => {
    for (const f of [
      'resume-classic.txt',
      'resume-indeed.txt',
      'resume-compact.txt',
      'resume-marketing.txt',
      'resume-two-page.txt',
    ]) {
      const a = parseResume(fixture(f));
      const b = parseResume(formatResume(a));
      expect(b.contact).toEqual(a.contact);
      expect(b.summary).toBe(a.summary);
      expect(b.experience).toEqual(a.experience);
      expect(b.education).toEqual(a.education);
      expect(b.skills).toEqual(a.skills);
      expect(b.certifications).toEqual(a.certifications);
      expect(b.projects).toEqual(a.projects);
      // and the export is a fixed point
      expect(formatResume(b)).toBe(formatResume(a));
    }
  });

  it('reads a long "Title, Team, Institution" header above its own line of dates', () => {
    // the layout of a tailored resume: every role dated, none lost to the role above
    const r = parseResume(`Eleni Karagianni
eleni@example.org

EXPERIENCE
Postdoctoral Researcher, Neuroinflammation and Repair Team, Université Claude Bernard Lyon 1
2021 – present
• Lead a project on microglial signalling during remyelination
• Corresponding author on a manuscript in revision at Glia

Doctoral Researcher, Laboratory of Neuroimmunology, Biomedical Research Foundation of the Academy of Athens
2016 – 2021
• Ran two-photon intravital imaging on more than 300 animals
`);
    expect(
      r.experience.map((e) => [e.title, e.company, e.startDate, e.endDate, e.bullets.length]),
    ).toEqual([
      [
        'Postdoctoral Researcher, Neuroinflammation and Repair Team',
        'Université Claude Bernard Lyon 1',
        '2021',
        'present',
        2,
      ],
      [
        'Doctoral Researcher, Laboratory of Neuroimmunology',
        'Biomedical Research Foundation of the Academy of Athens',
        '2016',
        '2021',
        1,
      ],
    ]);
  });

  it('reads a name in any script, and never a CJK heading as one', () => {
    const name = (text: string) => parseResume(text).contact.name;
    expect(
      name('王小明\nwang.xiaoming@example.com | +86 138 0000 0000\n\n工作经历\n腾讯科技'),
    ).toBe('王小明');
    expect(name('个人简历\n王小明\nwang@example.com')).toBe('王小明');
    expect(name('山田 太郎\ntaro@example.jp')).toBe('山田 太郎');
    expect(name('김민준\nminjun@example.kr')).toBe('김민준');
    expect(name('Zoë Łukasz\nzoe@example.com')).toBe('Zoë Łukasz');
    expect(name('Ђорђе Јовановић\nd@example.rs')).toBe('Ђорђе Јовановић');
    expect(name('工作经历\nwang@example.com')).toBe('');
  });

  it('reads a Chinese job title and company', () => {
    const r = parseResume(
      '王小明\nwang@example.com\n\nExperience\n高级软件工程师 | 腾讯科技（北京）有限公司\nJan 2020 - Present\n• 负责支付系统后端服务\nSoftware Engineer | Globex Corporation\nJun 2016 - Dec 2019\n• Built APIs',
    );
    expect(r.experience.map((e) => [e.title, e.company])).toEqual([
      ['高级软件工程师', '腾讯科技（北京）有限公司'],
      ['Software Engineer', 'Globex Corporation'],
    ]);
  });

  it('never throws on odd input', () => {
    for (const t of [
      '',
      '   ',
      '\n\n\n',
      '•',
      'EXPERIENCE',
      '2019 - 2020',
      'a'.repeat(5000),
      '|||',
      'Skills:',
    ]) {
      expect(() => parseResume(t)).not.toThrow();
    }
  });
});

describe('bullets and role headers stay apart', () => {
  const roles = (text: string) =>
    parseResume(text).experience.map((e) => ({
      title: e.title,
      company: e.company,
      start: e.startDate,
      end: e.endDate,
      bullets: e.bullets,
    }));
  const LONG =
    'Reduced cloud costs by 30% by moving batch jobs to spot instances and tuning PostgreSQL queries for reporting';

  it('reads text extracted from a PDF: "• " bullets, headers with their dates', () => {
    expect(
      roles(`Avery Chen
EXPERIENCE
Software Engineer, Fernway Health | Remote | Mar 2021 – Present
• Led the migration of the billing service from Python to Go, cutting p95 latency by 62% across three regions and halving on-call pages.
• Mentored 2 junior engineers
Backend Developer, Northwind Labs | Berlin, Germany | Jun 2018 – Feb 2021
• Designed a REST API for partner integrations used by 120 clinics`),
    ).toEqual([
      {
        title: 'Software Engineer',
        company: 'Fernway Health',
        start: 'Mar 2021',
        end: 'Present',
        bullets: [
          'Led the migration of the billing service from Python to Go, cutting p95 latency by 62% across three regions and halving on-call pages.',
          'Mentored 2 junior engineers',
        ],
      },
      {
        title: 'Backend Developer',
        company: 'Northwind Labs',
        start: 'Jun 2018',
        end: 'Feb 2021',
        bullets: ['Designed a REST API for partner integrations used by 120 clinics'],
      },
    ]);
  });

  it('never joins a header line to a long bullet above it', () => {
    for (const header of [
      'Software Engineer, Fernway Health | Remote',
      'Senior Engineer at Acme Corp',
      'Fernway Health',
    ]) {
      const parsed = roles(`EXPERIENCE
Backend Developer, Northwind Labs | Berlin
Jun 2018 – Feb 2021
• ${LONG}
${header}
Mar 2021 – Present
• Mentored 2 junior engineers`);
      expect(parsed).toHaveLength(2);
      expect(parsed[0]).toEqual({
        title: 'Backend Developer',
        company: 'Northwind Labs',
        start: 'Jun 2018',
        end: 'Feb 2021',
        bullets: [LONG],
      });
      expect(parsed[1]!.start).toBe('Mar 2021');
      expect(parsed[1]!.bullets).toEqual(['Mentored 2 junior engineers']);
      expect(`${parsed[1]!.title} ${parsed[1]!.company}`).toContain(
        header.split(/,| \|/)[0]!.replace(' at Acme Corp', ''),
      );
    }
  });

  it('never makes a bullet part of a header, with or without dates beside it', () => {
    for (const text of [
      `EXPERIENCE
• Mentored 2 junior engineers
Software Engineer, Fernway Health | Remote
Mar 2021 – Present`,
      `EXPERIENCE
Software Engineer, Fernway Health | Remote
• Mentored 2 junior engineers
• Built the event pipeline on Kafka
Staff Engineer, Globex | 2014 – 2016`,
    ]) {
      for (const role of roles(text)) {
        expect(`${role.title} ${role.company}`).not.toMatch(/Mentored|Built/);
        for (const b of role.bullets) expect(b).not.toMatch(/Engineer,|Fernway|Globex/);
      }
    }
  });

  it('still joins a wrapped bullet line that starts with a capital', () => {
    const [role] = roles(`EXPERIENCE
Software Engineer, Fernway Health | Remote | 2021 – Present
• Moved the nightly payment jobs from a single cron host onto managed infrastructure in all
Kubernetes clusters with alerts for every failure
• Mentored 2 junior engineers`);
    expect(role!.bullets).toEqual([
      'Moved the nightly payment jobs from a single cron host onto managed infrastructure in all Kubernetes clusters with alerts for every failure',
      'Mentored 2 junior engineers',
    ]);
  });
});
