import { describe, expect, it } from 'vitest';
import { parseResume } from '@careerforge/engine';
import { extractResumeText } from '../src/modules/resumes/extract';
import { parseDocument } from '../src/modules/resumes/extract/parse';
import {
  layoutPage,
  type ColumnMemory,
  type TextRun,
} from '../src/modules/resumes/extract/pdf-layout';
import {
  EDUCATION,
  LayoutPdf,
  ROLES,
  SKILLS,
  resumePdf,
  twoColumnPdf,
  type BulletStyle,
} from './fixtures/layout-pdf';

const read = async (pdf: Buffer) => parseDocument(new Uint8Array(pdf), 'pdf', 100_000);
const linesOf = (text: string) => text.split('\n');

const STYLES: BulletStyle[] = [
  'glyph',
  'inline',
  'symbol',
  'dingbats',
  'private',
  'hyphen',
  'vector',
  'image',
  'indent',
  'hanging',
];

/** Every bullet on its own "• " line, whole; every header line whole and apart from them. */
function expectStructure(text: string, datesRight: boolean, skillsLine = true) {
  const lines = linesOf(text);
  for (const role of ROLES) {
    for (const bullet of role.bullets) expect(lines).toContain(`• ${bullet}`);
    if (datesRight) expect(lines).toContain(`${role.header} | ${role.dates}`);
    else {
      const at = lines.indexOf(role.header);
      expect(at).toBeGreaterThanOrEqual(0);
      expect(lines[at + 1]).toBe(role.dates);
    }
  }
  // no bullet text ever shares a line with a header, and no header is read as a bullet
  const headers = ROLES.map((r) => r.header);
  const bulletTexts = ROLES.flatMap((r) => r.bullets);
  for (const line of lines) {
    if (headers.some((h) => line.includes(h)))
      expect(bulletTexts.some((b) => line.includes(b.slice(0, 20)))).toBe(false);
    if (line.startsWith('• ')) expect(headers.some((h) => line.includes(h))).toBe(false);
  }
  expect(lines.filter((l) => l.startsWith('• '))).toHaveLength(bulletTexts.length);
  if (skillsLine) expect(text).toContain(SKILLS.join(', '));
}

/** The engine reads the extracted text into the same roles and bullets. */
function expectParsed(text: string) {
  const parsed = parseResume(text);
  expect(parsed.experience).toHaveLength(ROLES.length);
  parsed.experience.forEach((entry, i) => {
    const role = ROLES[i]!;
    expect(`${entry.title}, ${entry.company}`).toBe(role.header.split(' | ')[0]);
    expect(entry.startDate).toBe(role.dates.split(' – ')[0]);
    expect(entry.bullets).toEqual(role.bullets);
  });
  expect(parsed.skills).toEqual(SKILLS);
}

describe('PDF text rebuilt from the layout', () => {
  for (const style of STYLES) {
    for (const datesRight of [true, false]) {
      it(`keeps bullets drawn as "${style}" apart from the headers (dates ${datesRight ? 'on the header line' : 'below it'})`, async () => {
        const text = await read(resumePdf(style, { datesRight }));
        expectStructure(text, datesRight);
        expectParsed(text);
      });
    }
  }

  it('reads in the order of the page, whatever order the text was drawn in', async () => {
    for (const style of STYLES) {
      expect(await read(resumePdf(style, { scrambled: true }))).toBe(await read(resumePdf(style)));
    }
  });

  it('gives the user a split word whole: "exactly-once", "management"', async () => {
    const pdf = new LayoutPdf();
    pdf.text(56, 740, 'Senior Backend Engineer, Allegro | Mar 2021 – Present', 'bold');
    pdf.text(56, 727, '•');
    pdf.text(66, 727, 'Designed a settlement API with exactly-');
    pdf.text(66, 714, 'once booking into the ledger');
    pdf.text(56, 701, '•');
    pdf.text(66, 701, 'Led the manage-');
    pdf.text(66, 688, 'ment of four engineers');
    const text = await extractResumeText(pdf.toBuffer(), 'pdf');
    expect(text.split('\n')).toEqual([
      'Senior Backend Engineer, Allegro | Mar 2021 – Present',
      '• Designed a settlement API with exactly-once booking into the ledger',
      '• Led the management of four engineers',
    ]);
  });

  it('reads a two-column resume column by column', async () => {
    for (const [style, scrambled] of [
      ['glyph', false],
      ['glyph', true],
      ['vector', true],
      ['indent', false],
    ] as const) {
      const text = await read(twoColumnPdf(style, scrambled));
      const lines = linesOf(text);
      // the full-width name line comes first, then the sidebar as one block, then the main column
      expect(lines[0]).toBe('Avery Chen — Backend Software Engineer');
      const skills = lines.indexOf('SKILLS');
      expect(lines.slice(skills + 1, skills + 1 + SKILLS.length)).toEqual(SKILLS);
      expect(lines.indexOf('EDUCATION')).toBeGreaterThan(skills);
      expect(lines.indexOf('SUMMARY')).toBeGreaterThan(lines.indexOf(EDUCATION.dates));
      expectStructure(text.replace(/^[\s\S]*?\nSUMMARY/, 'SUMMARY'), false, false);
      const parsed = parseResume(text);
      expect(parsed.experience.map((e) => e.bullets)).toEqual(ROLES.map((r) => r.bullets));
      expect(parsed.skills).toEqual(SKILLS);
    }
  });

  it('does not take a right-aligned column of dates for a second column', async () => {
    // short bullets leave the space between the text and the dates empty all the way down
    const pdf = new LayoutPdf();
    let y = 740;
    for (let i = 0; i < 6; i++) {
      pdf.text(56, y, `Engineer ${i + 1}, Company ${i + 1}`, 'bold', 10.5);
      pdf.text(480, y, `${2010 + i} – ${2011 + i}`);
      y -= 13;
      pdf.text(64, y, '•');
      pdf.text(74, y, `Shipped feature ${i + 1}`);
      y -= 20;
    }
    const lines = linesOf(await read(pdf.toBuffer()));
    for (let i = 0; i < 6; i++) {
      expect(lines).toContain(`Engineer ${i + 1}, Company ${i + 1} | ${2010 + i} – ${2011 + i}`);
      expect(lines).toContain(`• Shipped feature ${i + 1}`);
    }
  });

  it('keeps rotated text, after the page it is on', async () => {
    const pdf = new LayoutPdf();
    pdf.rotated(30, 300, 'Curriculum Vitae');
    pdf.text(56, 740, 'Engineer, Acme Corp', 'bold', 10.5);
    pdf.text(64, 727, '•');
    pdf.text(74, 727, 'Shipped the thing');
    expect(await read(pdf.toBuffer())).toBe(
      'Engineer, Acme Corp\n• Shipped the thing\n\nCurriculum Vitae',
    );
  });

  it('joins a bullet over a page break only on its own page, and keeps every page', async () => {
    const pdf = new LayoutPdf();
    pdf.text(64, 740, '•');
    pdf.text(74, 740, 'First page bullet');
    pdf.newPage();
    pdf.text(56, 740, 'Second page header, Acme Corp', 'bold', 10.5);
    const text = await read(pdf.toBuffer());
    expect(text).toBe('• First page bullet\n\nSecond page header, Acme Corp');
  });

  it('goes on with a bullet left open at the foot of a page', async () => {
    const pdf = new LayoutPdf();
    pdf.text(64, 60, '•');
    pdf.text(74, 60, 'Moved 300 containers to the Port of');
    pdf.newPage();
    pdf.text(74, 740, 'Beaumont for deployment');
    pdf.text(56, 720, 'Supply Sergeant, U.S. Army | 2012 – 2015', 'bold', 10.5);
    const text = await read(pdf.toBuffer());
    expect(text.split('\n')[0]).toBe(
      '• Moved 300 containers to the Port of Beaumont for deployment',
    );
  });
});

describe('layoutPage on text runs', () => {
  const run = (str: string, x: number, y: number, size = 10, font = 'f1'): TextRun => ({
    str,
    x,
    y,
    w: str.length * size * 0.5,
    size,
    font,
  });

  it('drops icon glyphs before contact details instead of making them bullets', () => {
    const text = layoutPage([
      run('\uf0e0', 56, 700, 10, 'icons'),
      run('avery@example.com', 70, 700),
      run('\uf095', 56, 686, 10, 'icons'),
      run('(555) 123-4567', 70, 686),
    ]);
    expect(text).toBe('avery@example.com\n(555) 123-4567');
  });

  it('never joins a header to the bullet above it, even one that fills its line', () => {
    const long = 'Led a very long project that fills the whole line right up to the edge of it';
    const text = layoutPage([
      run('•', 56, 700),
      run(long, 66, 700),
      run('Senior Engineer, Acme Corp', 56, 687),
      run('•', 56, 674),
      run('Shipped it', 66, 674),
    ]);
    expect(text.split('\n')).toEqual([`• ${long}`, 'Senior Engineer, Acme Corp', '• Shipped it']);
  });

  it('joins a wrapped line that starts in lower case to its bullet', () => {
    const text = layoutPage([
      run('•', 56, 700),
      run('Cut costs by 30% across', 66, 700),
      run('three regions', 66, 687),
    ]);
    expect(text).toBe('• Cut costs by 30% across three regions');
  });

  it('leaves a word split by a hyphen at the line end for the engine to join, never "exactly- once"', () => {
    const text = layoutPage([
      run('Senior Backend Engineer, Allegro | Mar 2021 – Present', 56, 726),
      run('•', 56, 713),
      run('Designed a settlement API with exactly-', 66, 713),
      run('once booking into the ledger', 66, 700),
      run('•', 56, 687),
      run('Led the manage-', 66, 687),
      run('ment of four engineers', 66, 674),
    ]);
    expect(text).not.toMatch(/\p{L}- \p{L}/u);
    expect(text.split('\n')).toEqual([
      'Senior Backend Engineer, Allegro | Mar 2021 – Present',
      '• Designed a settlement API with exactly-',
      'once booking into the ledger',
      '• Led the manage-',
      'ment of four engineers',
    ]);
    expect(
      parseResume(`Marta Nowak\nmarta@example.com\n\nEXPERIENCE\n${text}`).experience[0]!.bullets,
    ).toEqual([
      'Designed a settlement API with exactly-once booking into the ledger',
      'Led the management of four engineers',
    ]);
  });

  it('tells wrapped lines from new items when nothing marks the items', () => {
    // items indented under their header (their marks were images), each a full line wide
    const text = layoutPage([
      run('Engineer, Acme Corp', 40, 720, 10, 'bold'),
      run('Moved the payment jobs from a cron host onto managed', 56, 707),
      run('Kubernetes, with alerts for every failure', 56, 694),
      run('Designed an API that partners used to sync their records', 56, 681),
      run('Reduced the cloud bill by a third', 56, 668),
    ]);
    expect(text.split('\n')).toEqual([
      'Engineer, Acme Corp',
      '• Moved the payment jobs from a cron host onto managed Kubernetes, with alerts for every failure',
      '• Designed an API that partners used to sync their records',
      '• Reduced the cloud bill by a third',
    ]);
  });

  it('puts a wide gap on one line as a separator and keeps a glyph a little off the baseline', () => {
    const text = layoutPage([
      run('Engineer, Acme', 56, 700),
      run('2020 – 2022', 400, 700),
      run('\u25aa', 60, 688, 6),
      run('Built things', 72, 687),
    ]);
    expect(text.split('\n')).toEqual(['Engineer, Acme | 2020 – 2022', '• Built things']);
  });

  it('goes on with a glyph item on a line that starts with a number after an open line', () => {
    // the line above was set short of the edge: a document's own wrap width
    const text = layoutPage([
      run(
        'Staff Nurse, St. Agnes Regional Hospital, San Antonio, TX | 07/2016 to 08/2020',
        56,
        726,
      ),
      run('•', 56, 713),
      run('Led the rollout of bedside shift report, raising scores from', 66, 713),
      run('74% to 86%', 66, 700),
      run('•', 56, 687),
      run('Trained 20 nurses on barcode scanning.', 66, 687),
      run('Precepted 14 new graduate nurses', 66, 674),
    ]);
    expect(text.split('\n')).toEqual([
      'Staff Nurse, St. Agnes Regional Hospital, San Antonio, TX | 07/2016 to 08/2020',
      '• Led the rollout of bedside shift report, raising scores from 74% to 86%',
      '• Trained 20 nurses on barcode scanning.',
      'Precepted 14 new graduate nurses',
    ]);
  });

  it('joins a header wrapped at the edge, and keeps whole lines apart', () => {
    const header =
      'Charge Nurse, Medical-Surgical/Telemetry | Bayou City Medical Center, TX | 03/2021 to';
    const text = layoutPage([
      run(header, 56, 726),
      run('Present', 56, 713),
      run('•', 56, 700),
      run('Cut falls by 30%', 66, 700),
      // a full line with its dates is whole; so is a short line above a capital
      run('Staff Nurse, Telemetry | Bayou City Medical Center, Houston, TX | 2020 – 2021', 56, 680),
      run(
        'M.S. Mechanical Engineering, Oregon State University, Corvallis, Oregon | 2015',
        56,
        667,
      ),
      run('Specialist Degree, Kharkiv Polytechnic Institute', 56, 654),
      run('Registered Nurse, Texas Board of Nursing', 56, 634),
      run('Basic Life Support (BLS), American Heart Association', 56, 621),
    ]);
    expect(text.split('\n')).toEqual([
      `${header} Present`,
      '• Cut falls by 30%',
      '',
      'Staff Nurse, Telemetry | Bayou City Medical Center, Houston, TX | 2020 – 2021',
      'M.S. Mechanical Engineering, Oregon State University, Corvallis, Oregon | 2015',
      'Specialist Degree, Kharkiv Polytechnic Institute',
      '',
      'Registered Nurse, Texas Board of Nursing',
      'Basic Life Support (BLS), American Heart Association',
    ]);
  });

  it('joins the rest of a line that holds its date, in a column set to one edge', () => {
    // three lines run to the edge (x 56 + 80 characters x 5 = 456): the column's width is known
    const full = (t: string) => t.padEnd(80, ' x').slice(0, 80);
    const text = layoutPage([
      run(
        full('Registered Nurse, Texas Board of Nursing, multistate compact license, Texas'),
        56,
        726,
      ),
      run(
        full('Basic Life Support (BLS), American Heart Association, expires 2026 and more'),
        56,
        713,
      ),
      run(
        'Advanced Cardiovascular Life Support (ACLS), American Heart Association, Dallas',
        56,
        700,
      ),
      run('Association, expires 2025', 56, 687),
      run('Progressive Care Certified Nurse (PCCN), AACN, 2022', 56, 674),
    ]);
    const lines = text.split('\n');
    expect(lines).toContain(
      'Advanced Cardiovascular Life Support (ACLS), American Heart Association, Dallas Association, expires 2025',
    );
    expect(lines).toContain('Progressive Care Certified Nurse (PCCN), AACN, 2022');
  });

  it('keeps a column width learnt on one page for a short column on the next', () => {
    const full = (t: string) => t.padEnd(80, ' x').slice(0, 80);
    const columns: ColumnMemory = [];
    // page one: the column runs to its edge three times, so its width is known
    layoutPage(
      [
        run(
          full('Charge Nurse, Houston Methodist Hospital | 03/2019 to Present and more'),
          56,
          726,
        ),
        run(
          full('Led a 36-bed telemetry unit of twelve nurses and eight patient care techs'),
          56,
          713,
        ),
        run(
          full('Cut falls with injury by a third through hourly rounding and bed alarms x'),
          56,
          700,
        ),
      ],
      columns,
    );
    // page two: two lines only, one wrapped where "Association," had no room
    const page = [
      run(
        'Advanced Cardiovascular Life Support (ACLS), American Heart Association, Dallas',
        56,
        726,
      ),
      run('Association, expires 2025', 56, 713),
      run('Progressive Care Certified Nurse (PCCN), AACN, 2022', 56, 700),
    ];
    const joined =
      'Advanced Cardiovascular Life Support (ACLS), American Heart Association, Dallas Association, expires 2025';
    expect(layoutPage(page, columns).split('\n')).toContain(joined);
    // read alone, the page does not show its width, and the lines stay apart
    expect(layoutPage(page).split('\n')).not.toContain(joined);
  });

  it('takes a date range wrapped before its dash for the header’s, not for an item', () => {
    const text = layoutPage([
      run('Guest Services Agent | Hotel Sakura Tower, Tokyo, Japan | Apr 2015', 56, 726),
      run('–', 56, 713),
      run('May 2018', 66, 713),
      run('–', 56, 700),
      run('Handled 200 check-ins a day', 66, 700),
    ]);
    expect(text.split('\n')).toEqual([
      'Guest Services Agent | Hotel Sakura Tower, Tokyo, Japan | Apr 2015 – May 2018',
      '• Handled 200 check-ins a day',
    ]);
  });

  it('reads a narrow sidebar of contact details and skills as a column of its own', () => {
    const runs: TextRun[] = [run('Meiling Chen, RN, BSN', 44, 760, 18)];
    const side = [
      'Houston, TX',
      '(713) 555-0148',
      'meiling@example.com',
      'SKILLS',
      'Telemetry',
      'IV therapy',
      'Epic',
    ];
    side.forEach((t, i) => runs.push(run(t, 44, 730 - 13 * i, 8)));
    for (let i = 0; i < 14; i++)
      runs.push(
        run(
          `Main column line ${i + 1} with the experience written out at length here.`,
          200,
          726 - 12.4 * i,
          9,
        ),
      );
    const lines = layoutPage(runs).split('\n');
    expect(lines[0]).toBe('Meiling Chen, RN, BSN');
    const at = lines.indexOf('Houston, TX');
    expect(lines.slice(at, at + side.length)).toEqual(side);
    expect(lines.filter((l) => l.startsWith('Main column line'))).toHaveLength(14);
    expect(lines.some((l) => l.includes('Main') && side.some((t) => l.includes(t)))).toBe(false);
  });

  it('handles a page of a hundred thousand runs', () => {
    const runs: TextRun[] = [];
    for (let i = 0; i < 100_000; i++)
      runs.push(run(`w${i}`, 56 + (i % 10) * 50, 1_200_000 - 12 * Math.floor(i / 10)));
    const text = layoutPage(runs);
    // every word once, in reading order (full rows with no stop may join as a wrapped paragraph)
    // (runs far apart read as fields apart by " | ")
    const words = text.split(/[\s|]+/);
    expect(words).toHaveLength(100_000);
    expect(words.slice(0, 12)).toEqual([...Array(12).keys()].map((i) => `w${i}`));
    expect(words.at(-1)).toBe('w99999');
  });
});
