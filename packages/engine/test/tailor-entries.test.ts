/**
 * Tailoring keeps the resume's structure and every part of it, in every mode: each entry header
 * on its own line with its own bullets under it (projects, volunteer work, sections of the
 * resume's own), the name line as written (other scripts, credentials), the whole contact line
 * (the location as written, links, phone) and words split at a line's end made whole again
 * ("exactly-" / "once" -> "exactly-once", never "exactly- once").
 */
import { describe, expect, it } from 'vitest';
import { documentFromText, formatResume, parseResume, tailorResume, type TailorMode } from '../src';
import { fixture } from './helpers';

const modes: TailorMode[] = ['basic', 'personalized', 'aggressive'];
const asOf = { year: 2025, month: 6 };
const tailor = (resumeText: string, jobDescription: string, mode: TailorMode) =>
  tailorResume({ resumeText, jobDescription, mode }, { asOf });

/** The lines under `header` up to the next blank line or heading. */
function linesUnder(text: string, header: string): string[] {
  const lines = text.split('\n');
  const at = lines.indexOf(header);
  if (at < 0) return [];
  const out: string[] = [];
  for (const l of lines.slice(at + 1)) {
    if (!l.trim() || (l === l.toUpperCase() && /^[A-Z ]+$/.test(l))) break;
    out.push(l);
  }
  return out;
}

const krakow = fixture('resume-backend-krakow.txt');
const payments = fixture('jd-payments-platform.txt');

describe.each(modes)('the backend engineer from Kraków, %s', (mode) => {
  const r = tailor(krakow, payments, mode);
  const t = r.tailoredContent;

  it('keeps each project header on its own line, with its own bullets under it', () => {
    expect(linesUnder(t, 'ledgerlint | Go, PostgreSQL')).toEqual([
      '• Open-source linter that checks double-entry invariants in SQL migrations',
      '• 600 stars on GitHub; used by two fintech teams',
    ]);
    expect(linesUnder(t, 'queue-replay | Java, RabbitMQ')).toEqual([
      '• Tool that replays dead-lettered messages with rate limits and a dry-run mode',
    ]);
    expect(t).not.toMatch(/teams queue-replay|RabbitMQ\.$/m);
  });

  it('keeps the contact line whole: the location as written and the link', () => {
    const contact = t.split('\n').find((l) => l.includes('marta.kowalczyk@example.com'))!;
    expect(contact.split(' | ').sort()).toEqual(
      [
        'Kraków, Poland / Remote (US hours)',
        'marta.kowalczyk@example.com',
        'github.com/mkowalczyk',
      ].sort(),
    );
    expect(r.recommendations.join('\n')).not.toMatch(/city|location/i);
  });

  it('joins the word split at the line end as the resume means it', () => {
    expect(t).toContain('with exactly-once booking into the ledger');
    expect(t).not.toMatch(/\p{L}- \p{L}/u);
  });

  it('is a rewrite, not the resume kept as written', () => {
    expect(r.improvements.join('\n')).not.toMatch(/Kept your resume as written/);
    expect(t.split('\n')[0]).toBe('Marta Kowalczyk-Nowak');
  });
});

describe('the builder document keeps the contact line', () => {
  it('has the location as written, the link and the name', () => {
    const doc = documentFromText(krakow);
    expect(doc.personal).toMatchObject({
      name: 'Marta Kowalczyk-Nowak',
      email: 'marta.kowalczyk@example.com',
      location: 'Kraków, Poland / Remote (US hours)',
      links: ['github.com/mkowalczyk'],
    });
    expect(doc.projects.map((p) => [p.name, p.technologies, p.bullets.length])).toEqual([
      ['ledgerlint', 'Go, PostgreSQL', 2],
      ['queue-replay', 'Java, RabbitMQ', 1],
    ]);
  });
});

describe('entry headers of every entry section stay apart', () => {
  // a PDF's projects: headers with stack and dates on one line, longer than a short header
  const pdfLike = [
    'Lena Ortiz',
    'lena.ortiz@example.com | github.com/lenaortiz',
    '',
    'Experience',
    'Software Engineer | Feb. 2021 – July 2023',
    'Harbor Freight Systems | Oakland, CA',
    '• Built a Django and Angular web application for payment approvals',
    'Projects',
    'Smart Notes Editor Web Application | Java Spring Boot, Angular, GCP, ChatGPT | June 2024 – August 2024',
    '• Built a web editor that suggests the next sentence as you type',
    '• Backend: REST APIs in Spring Boot for files, folders and user data.',
    'Invoice Matching & Reconciliation | Django, Angular, PostgreSQL, Pandas, Docker | Feb. 2021 – Dec. 2022',
    '• Matched incoming invoices to payments with Pandas',
    '• Added SSO authentication and CSRF protection',
  ].join('\n');

  it.each(modes)('%s: projects from a PDF keep their headers and bullets', (mode) => {
    const t = tailor(pdfLike, payments, mode).tailoredContent;
    const first = t.split('\n').find((l) => l.startsWith('Smart Notes Editor Web Application'))!;
    const second = t.split('\n').find((l) => l.startsWith('Invoice Matching & Reconciliation'))!;
    expect(first).toBe(
      'Smart Notes Editor Web Application | Java Spring Boot, Angular, GCP, ChatGPT',
    );
    expect(second).toBe(
      'Invoice Matching & Reconciliation | Django, Angular, PostgreSQL, Pandas, Docker',
    );
    expect(new Set(linesUnder(t, first).filter((l) => l.startsWith('• ')))).toEqual(
      new Set([
        '• Built a web editor that suggests the next sentence as you type',
        '• Backend: REST APIs in Spring Boot for files, folders and user data.',
      ]),
    );
    expect(new Set(linesUnder(t, second).filter((l) => l.startsWith('• ')))).toEqual(
      new Set([
        '• Matched incoming invoices to payments with Pandas',
        '• Added SSO authentication and CSRF protection',
      ]),
    );
  });

  it('reads a long project header between bullets as the next project, not a description', () => {
    const p = parseResume(
      [
        'Lena Ortiz',
        'lena@example.com',
        '',
        'PROJECTS',
        'Real-time Fraud Detection Pipeline for Card Payments at Scale (Python, Kafka, Flink)',
        '- Scored 4,000 card payments a second with a gradient-boosted model',
        'Open Source Contributions to the Apache Airflow Kubernetes Executor and Its Docs',
        '- Fixed two scheduler bugs in the Kubernetes executor',
      ].join('\n'),
    );
    expect(p.projects.map((x) => [x.name, x.description, x.bullets])).toEqual([
      [
        'Real-time Fraud Detection Pipeline for Card Payments at Scale (Python, Kafka, Flink)',
        '',
        ['Scored 4,000 card payments a second with a gradient-boosted model'],
      ],
      [
        'Open Source Contributions to the Apache Airflow Kubernetes Executor and Its Docs',
        '',
        ['Fixed two scheduler bugs in the Kubernetes executor'],
      ],
    ]);
  });

  const volunteer = [
    'Marta Kowalczyk-Nowak',
    'marta.kowalczyk@example.com',
    '',
    'EXPERIENCE',
    'Backend Engineer, Synerise, Kraków, Poland | Jun 2017 - Feb 2021',
    '- Built event ingestion in Java on RabbitMQ handling 40,000 events per second at peak',
    '',
    'VOLUNTEER',
    'mentor | Code for Poland | 2019 - 2021',
    '- Ran weekly Go workshops for 20 students',
    '- Wrote the course notes',
    'organiser | PyWaw meetup | 2016 - 2018',
    '- Booked speakers for monthly meetups',
    '',
    'OPEN SOURCE',
    'sqlc contributor | Go',
    '- Added PostgreSQL array support',
  ].join('\n');

  it.each(modes)(
    "%s: volunteer entries and a section of the resume's own keep their headers",
    (mode) => {
      const t = tailor(volunteer, payments, mode).tailoredContent;
      expect(linesUnder(t, 'mentor | Code for Poland | 2019 - 2021')).toEqual([
        '• Ran weekly Go workshops for 20 students',
        '• Wrote the course notes',
      ]);
      expect(linesUnder(t, 'organiser | PyWaw meetup | 2016 - 2018')).toEqual([
        '• Booked speakers for monthly meetups',
      ]);
      expect(linesUnder(t, 'sqlc contributor | Go')).toEqual(['• Added PostgreSQL array support']);
    },
  );
});

describe('a name line with a second script and credentials', () => {
  const resume = (nameLine: string) =>
    [
      nameLine,
      'Houston, TX | xiaoming.wang@example.com | (713) 555-0142',
      '',
      'SUMMARY',
      'Registered nurse with six years of experience in cardiac and telemetry units.',
      '',
      'EXPERIENCE',
      'Registered Nurse, Houston Methodist Hospital, Houston, TX | Jun 2019 - Present',
      '- Cared for 5-6 telemetry patients per shift, titrating cardiac drips under protocol',
      '- Precepted eight new graduate nurses',
      '',
      'EDUCATION',
      'BSN, University of Texas Health Science Center | 2019',
      '',
      'SKILLS',
      'Telemetry, ACLS, BLS, Epic',
    ].join('\n');
  const nurseJob = fixture('jd-registered-nurse.txt');

  it.each(modes)('%s: tailors, keeping the name line as written', (mode) => {
    const name = '王小明 (Xiaoming Wang), RN, BSN';
    const r = tailor(resume(name), nurseJob, mode);
    expect(r.improvements.join('\n')).not.toMatch(/Kept your resume as written/);
    expect(r.tailoredContent.split('\n')[0]).toBe(name);
    expect(r.recommendations.join('\n')).not.toMatch(/No name found/);
    for (const report of [r.report, r.originalReport])
      expect(report.checks.find((c) => c.id === 'contact-name')).toMatchObject({
        passed: true,
        detail: `Found "${name}".`,
      });
  });
});

describe('dates written year first and sections named for academic work', () => {
  const resume = [
    'Ji-woo Park',
    'jiwoo@example.com | Vancouver, BC',
    '',
    'EXPERIENCE',
    'Senior Product Designer, Tidepool Health — Vancouver, BC | 2021.03 – present',
    '- Led the redesign of appointment booking; completion rose from 61% to 78%',
    'Product Designer, Dalbit Commerce — Seoul, South Korea | 2018-07 – 2021/02',
    '- Designed checkout for a marketplace with 3 million monthly users',
    '',
    'TEACHING',
    'Teaching Assistant, Neurobiology (BSc), University of Athens | 2017–2020',
    '- Taught weekly lab practicals to groups of 20 undergraduates',
  ].join('\n');

  it('reads "2021.03" as March 2021 and prints it as written', () => {
    const parsed = parseResume(resume);
    expect(parsed.experience.map((e) => [e.startDate, e.endDate])).toEqual([
      ['2021.03', 'present'],
      ['2018-07', '2021/02'],
      ['2017', '2020'],
    ]);
    for (const mode of modes) {
      const t = tailor(resume, fixture('jd-payments-platform.txt'), mode).tailoredContent;
      expect(t).toContain('2021.03 – present');
      expect(t).toContain('2018-07 – 2021/02');
    }
  });

  it('takes a "Teaching" heading for a section, not for a place', () => {
    const parsed = parseResume(resume);
    const ta = parsed.experience.find((e) => e.title.startsWith('Teaching Assistant'))!;
    // the employer is the part after the last comma; the course stays with the title
    expect([ta.title, ta.company]).toEqual([
      'Teaching Assistant, Neurobiology (BSc)',
      'University of Athens',
    ]);
    expect(ta.location ?? '').not.toMatch(/teaching/i);
    expect(ta.bullets).toEqual(['Taught weekly lab practicals to groups of 20 undergraduates']);
  });
});

describe('items written without a mark', () => {
  it('keeps a short item that starts with a verb under its own entry', () => {
    const resume = [
      'Misaki Sato',
      'misaki@example.com',
      '',
      'Experience',
      'Assistant Front Office Manager | Waikīkī Shores Resort & Spa, Honolulu, HI | Jun 2018 – Mar 2021',
      'Supervised night audit, reservations and the VIP arrivals desk',
      'Trained 25 new agents on Opera PMS and service recovery',
      '',
      'Guest Services Agent | Hotel Sakura Tower, Tokyo, Japan | Apr 2015 – May 2018',
      'Handled more than 200 check-ins a day, 40% of them international guests',
      '',
      'Lead Software Engineer | Acme | 2012 – 2015',
      'Manage room inventory and upsells in Opera PMS',
    ].join('\n');
    const parsed = parseResume(resume);
    expect(parsed.experience.map((e) => [e.title, e.bullets])).toEqual([
      [
        'Assistant Front Office Manager',
        [
          'Supervised night audit, reservations and the VIP arrivals desk',
          'Trained 25 new agents on Opera PMS and service recovery',
        ],
      ],
      [
        'Guest Services Agent',
        ['Handled more than 200 check-ins a day, 40% of them international guests'],
      ],
      ['Lead Software Engineer', ['Manage room inventory and upsells in Opera PMS']],
    ]);
  });
});

describe('sections and education lines of other fields', () => {
  const resume = [
    'Marcus Villarreal',
    'marcus@example.com | San Antonio, TX',
    '',
    'MILITARY SERVICE',
    'Support Operations NCOIC (SFC/E-7) | U.S. Army, 3rd Armored Brigade Combat Team, Fort Hood, TX | 06/2015 - 09/2021',
    '- Planned sustainment for a 4,200-Soldier armored brigade',
    '',
    'SELECTED CAMPAIGNS',
    'Know Your Numbers | Fernhill Money | Jan 2024 – Mar 2024',
    '- £650k brand campaign across London Underground posters',
    '',
    'EDUCATION',
    'Certificate in Paralegal Studies, Kennesaw State University, College of Professional Education | 2015',
    'B.A. Political Science, Georgia Southern University | 2014',
    '',
    'AFFILIATIONS',
    'Georgia Association of Paralegals, member since 2016',
  ].join('\n');

  it('reads military service as experience and campaigns as projects, never as an employer', () => {
    const parsed = parseResume(resume);
    expect(parsed.experience.map((e) => [e.title, e.company])).toEqual([
      ['Support Operations NCOIC (SFC/E-7)', 'U.S. Army, 3rd Armored Brigade Combat Team'],
    ]);
    expect(parsed.projects.map((p) => p.name)).toEqual(['Know Your Numbers']);
    expect(JSON.stringify([parsed.experience, parsed.projects])).not.toMatch(/MILITARY|CAMPAIGNS/);
  });

  it('keeps two dated education lines apart, a certificate as the qualification', () => {
    expect(parseResume(resume).education.map((e) => [e.degree, e.school, e.date])).toEqual([
      [
        'Certificate in Paralegal Studies',
        'Kennesaw State University, College of Professional Education',
        '2015',
      ],
      ['B.A. Political Science', 'Georgia Southern University', '2014'],
    ]);
  });

  it('keeps a note on a school’s name with the school, and reads a BComm as a degree', () => {
    const parsed = parseResume(
      'Aoife Ní Bhriain\na@example.com\n\nEDUCATION\nMSc Digital Marketing, Dublin Institute of Technology (now TU Dublin) | 2017\nBComm (Hons) International, University College Dublin | 2014',
    );
    expect(parsed.education.map((e) => [e.degree, e.school])).toEqual([
      ['MSc Digital Marketing', 'Dublin Institute of Technology (now TU Dublin)'],
      ['BComm Hons International', 'University College Dublin'],
    ]);
  });

  it('prints a section of the resume’s own under its own heading', () => {
    const t = tailor(resume, fixture('jd-payments-platform.txt'), 'basic').tailoredContent;
    expect(t).toContain('AFFILIATIONS\nGeorgia Association of Paralegals, member since 2016');
  });
});

describe('a long skills list', () => {
  it('ends each wrapped line with its comma, and reads back whole', () => {
    const skills = Array.from({ length: 16 }, (_, i) => `skill number ${i}`);
    const parsed = parseResume(`Ann Lee\nann@example.com\n\nSKILLS\n${skills.join(', ')}\n`);
    const text = formatResume(parsed);
    const lines = text.slice(text.indexOf('SKILLS')).split('\n').slice(1).filter(Boolean);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/,$/);
    expect(parseResume(text).skills).toEqual(skills);
  });
});
