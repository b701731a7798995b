/**
 * The parser reads every part of a resume as written: name lines with other scripts, titles and
 * credentials; the whole contact line (the location as written, links without a scheme, phone
 * numbers in national formats); school names with "and" in them; education lines that say more
 * than a GPA; wrapped lines joined whatever they start with.
 */
import { describe, expect, it } from 'vitest';
import { formatResume, parseResume } from '../src';

const contactOf = (header: string) =>
  parseResume(`${header}\n\nEXPERIENCE\nEngineer | Acme Corp\n2019 - 2021\n- Built things`).contact;

describe('the name line', () => {
  it.each([
    '王小明 (Xiaoming Wang), RN, BSN',
    'Δημήτρης Παπαδόπουλος (Dimitris Papadopoulos)',
    'Jane Doe, CPA',
    'Dr. Amal Haddad, PhD',
    'José Núñez-García, PE',
    'عمر الخطيب (Omar Al-Khatib), CPA',
    'Sam Lee (he/him)',
    'Robert "Bob" Smith, Jr.',
    'Олександр Ткаченко (Oleksandr Tkachenko), P.Eng.',
  ])('reads "%s" as the name, as written', (name) => {
    expect(contactOf(`${name}\nname@example.com | (713) 555-0142`).name).toBe(name);
  });

  it('still reads the name alone, and a place is no name', () => {
    expect(contactOf('王小明\nwang@example.com').name).toBe('王小明');
    expect(contactOf('Austin, TX\nwang@example.com').name).toBe('');
    expect(contactOf('Kraków, Poland / Remote\nwang@example.com').name).toBe('');
  });
});

describe('the contact line', () => {
  it('keeps the location as written, with what it says about remote work', () => {
    const c = contactOf(
      'Marta Kowalczyk-Nowak\nKraków, Poland / Remote (US hours) | marta.kowalczyk@example.com | github.com/mkowalczyk',
    );
    expect(c).toEqual({
      name: 'Marta Kowalczyk-Nowak',
      email: 'marta.kowalczyk@example.com',
      phone: '',
      location: 'Kraków, Poland / Remote (US hours)',
      links: ['github.com/mkowalczyk'],
    });
    expect(contactOf('Jo Park\nToronto, ON / open to relocation | jo@example.com').location).toBe(
      'Toronto, ON / open to relocation',
    );
    expect(contactOf('Jo Park\nMontréal, QC | jo@example.com').location).toBe('Montréal, QC');
  });

  it('keeps links without a scheme and phone numbers in national formats', () => {
    const c = contactOf(
      'Eleni Karagianni\nLyon, France | eleni@example.org | +33 6 55 55 01 41 | orcid.org/0000-0002-5555-0141 | Portfolio: eleni.dev',
    );
    expect(c.phone).toBe('+33 6 55 55 01 41');
    expect(c.location).toBe('Lyon, France');
    expect(c.links).toEqual(['orcid.org/0000-0002-5555-0141', 'eleni.dev']);
    expect(contactOf('Jo Park\nASP.NET | jo@example.com').links).toEqual([]);
  });

  it('prints every part back and reads it back the same', () => {
    const text =
      'Eleni Karagianni\nLyon, France | eleni@example.org | +33 6 55 55 01 41 | orcid.org/0000-0002-5555-0141\n\nEXPERIENCE\nResearcher | Institut Pasteur\n2019 - 2021\n- Ran assays';
    const a = parseResume(text);
    const printed = formatResume(a);
    for (const part of ['Lyon, France', '+33 6 55 55 01 41', 'orcid.org/0000-0002-5555-0141'])
      expect(printed).toContain(part);
    expect(parseResume(printed).contact).toEqual(a.contact);
  });
});

describe('entries read whole', () => {
  it('keeps a school name with "and" in it, and the city after it apart', () => {
    const e = parseResume(
      'Jo Park\njo@example.com\n\nEDUCATION\nMSc Computer Science, AGH University of Science and Technology, Kraków | 2017',
    ).education;
    expect(e).toEqual([
      {
        degree: 'MSc Computer Science',
        school: 'AGH University of Science and Technology',
        date: '2017',
        location: 'Kraków',
      },
    ]);
  });

  it('keeps the words after "University" that belong to its name', () => {
    const e = parseResume(
      'Jo Park\njo@example.com\n\nEDUCATION\nB.B.A. Marketing, Loyola University Chicago | 2017',
    ).education;
    expect(e[0]).toMatchObject({ degree: 'B.B.A. Marketing', school: 'Loyola University Chicago' });
  });

  it('keeps an education line that says more than its GPA', () => {
    const e = parseResume(
      "Jo Park\njo@example.com\n\nEDUCATION\nBCom, Finance concentration, McGill University | 2021 - 2025\n- GPA 3.7/4.0; Dean's Honour List 2023 and 2024",
    ).education;
    expect(e[0]!.details).toEqual(["GPA 3.7/4.0; Dean's Honour List 2023 and 2024"]);
    expect(
      formatResume(
        parseResume(
          `Jo Park\njo@example.com\n\nEDUCATION\nBCom, McGill University | 2025\n- GPA 3.7/4.0; Dean's Honour List 2023`,
        ),
      ),
    ).toContain("• GPA 3.7/4.0; Dean's Honour List 2023");
  });

  it('joins a wrapped bullet line that starts with a number after a preposition', () => {
    const r = parseResume(
      [
        'Jo Park',
        'jo@example.com',
        '',
        'EXPERIENCE',
        'Charge Nurse | Bayou City Medical Center | 03/2021 to Present',
        '- Led the unit rollout of bedside shift report, raising HCAHPS nurse communication scores from',
        '  74% to 86%',
        '- Precepted 14 new graduate nurses',
      ].join('\n'),
    );
    expect(r.experience[0]!.bullets).toEqual([
      'Led the unit rollout of bedside shift report, raising HCAHPS nurse communication scores from 74% to 86%',
      'Precepted 14 new graduate nurses',
    ]);
  });

  it('never joins a header written as fields to the bullet above, whatever case it starts in', () => {
    const r = parseResume(
      [
        'Jo Park',
        'jo@example.com',
        '',
        'PROJECTS',
        'ledgerlint | Go, PostgreSQL',
        '- 600 stars on GitHub; used by two fintech teams',
        'queue-replay | Java, RabbitMQ',
        '- Replays dead-lettered messages',
      ].join('\n'),
    );
    expect(r.projects.map((p) => [p.name, p.technologies, p.bullets])).toEqual([
      ['ledgerlint', 'Go, PostgreSQL', ['600 stars on GitHub; used by two fintech teams']],
      ['queue-replay', 'Java, RabbitMQ', ['Replays dead-lettered messages']],
    ]);
  });

  it('keeps the headers of a section of its own apart from their items', () => {
    const r = parseResume(
      'Jo Park\njo@example.com\n\nVOLUNTEER\nmentor | Code for Poland | 2019 - 2021\n- Ran weekly workshops\norganiser | PyWaw | 2016 - 2018\n- Booked speakers',
    );
    expect(r.otherSections[0]).toMatchObject({
      lines: [
        'mentor | Code for Poland | 2019 - 2021',
        'Ran weekly workshops',
        'organiser | PyWaw | 2016 - 2018',
        'Booked speakers',
      ],
      bullets: [false, true, false, true],
    });
    expect(formatResume(r)).toContain(
      'VOLUNTEER EXPERIENCE\nmentor | Code for Poland | 2019 - 2021\n• Ran weekly workshops\n\norganiser | PyWaw | 2016 - 2018\n• Booked speakers\n',
    );
  });
});
