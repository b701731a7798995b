/**
 * Reactive Resume version 4 JSON exports: every section mapped onto the document, rich text read
 * as lines and bullets, free dates split, hidden items kept and hidden sections hidden, and every
 * import a document the contract accepts, whatever the file holds.
 */
import { describe, expect, it } from 'vitest';
import { expectContractDocument, importError, interopJson } from './helpers';
import { documentFromReactiveResume, isJsonResume, isReactiveResume } from '../src/interop';

type Obj = Record<string, unknown>;
const exportFile = () => interopJson('reactive-resume-v4.json') as Obj;
const sectionsOf = (file: Obj) => file.sections as Record<string, Obj>;

describe('isReactiveResume', () => {
  it('knows a Reactive Resume export, and JSON Resume does not claim it', () => {
    expect(isReactiveResume(exportFile())).toBe(true);
    expect(isJsonResume(exportFile())).toBe(false);
  });

  it('refuses anything else', () => {
    for (const v of [
      null,
      [],
      'x',
      {},
      { basics: {}, work: [] },
      { basics: {}, sections: {} },
      { basics: {}, sections: [] },
    ])
      expect(isReactiveResume(v)).toBe(false);
  });
});

describe('documentFromReactiveResume', () => {
  const { document, warnings } = documentFromReactiveResume(exportFile());

  it('is a document the contract accepts', () => expectContractDocument(document));

  it('reads basics, the site, profiles (hidden ones too) and link custom fields as links', () => {
    expect(document.personal).toEqual({
      name: 'Priya Raghunathan',
      headline: 'Product Designer',
      email: 'priya.r@example.com',
      phone: '+1 (415) 555-0199',
      location: 'Oakland, CA',
      links: [
        'https://priya.example.design',
        'https://www.linkedin.com/in/priyar',
        'https://github.com/priyar',
        'https://dribbble.com/priyar',
      ],
    });
  });

  it('reads the summary HTML as text, entities decoded, list items as bullets', () => {
    expect(document.summary).toBe(
      'Designer who ships. I turn messy research into calm interfaces & tidy systems.\n• 8 years in B2B SaaS\n• Design systems lead',
    );
  });

  it('splits free dates and turns HTML lists and paragraphs into bullets, scripts left out', () => {
    expect(document.experience).toEqual([
      {
        id: 'experience-1',
        title: 'Senior Product Designer',
        company: 'Lumen Health',
        location: 'San Francisco, CA',
        startDate: '2019-01',
        endDate: '',
        current: true,
        bullets: [
          'Led the redesign of the clinician dashboard, cutting task time by 30%.',
          'Built the design system used by 6 teams <3',
        ],
      },
      {
        id: 'experience-2',
        title: 'Product Designer',
        company: 'Parcel & Post',
        location: 'Remote',
        startDate: '2016-03',
        endDate: '2018-12',
        current: false,
        bullets: ['Owned checkout.', 'Ran 40 usability sessions.'],
      },
    ]);
  });

  it('reads education, skills, projects and certifications', () => {
    expect(document.education[0]).toMatchObject({
      degree: 'BFA in Industrial Design',
      school: 'Rhode Island School of Design',
      date: 'Aug 2010 - May 2014',
      gpa: '3.8',
      details: ['Honors thesis on wayfinding'],
    });
    expect(document.skills.map(({ label, items }) => ({ label, items }))).toEqual([
      { label: 'Design (Advanced)', items: ['Figma', 'Prototyping', 'User research'] },
      { label: '', items: ['HTML & CSS'] },
    ]);
    expect(document.projects[0]).toMatchObject({
      technologies: 'Figma, Typography',
      date: '2022',
      bullets: ['2,000 duplicates on Figma Community', 'https://example.com/kit'],
    });
    expect(document.certifications[0]!.name).toBe('Certified Usability Analyst — HFI (2018)');
  });

  it('keeps the other sections as lines under their own names, an empty one left out', () => {
    expect(document.customSections.map((c) => [c.title, c.lines])).toEqual([
      ['Volunteering', ['Design lead — Code for Oakland, Oakland (2020 - Present)']],
      ['Awards', ['Core77 Design Award — Core77 (May 2021): Interaction category']],
      ['Languages', ['English — Native', 'Tamil — Conversational']],
      ['Interests', ['Ceramics: wheel, glazes']],
      ['References', ['Dana Whitfield — VP Design, Lumen Health: Priya raises the bar.']],
      [
        'Talks',
        ['Calm dashboards — Config 2023, San Francisco (Jun 2023): https://example.com/talk'],
      ],
      ['Details', ['Pronouns: she/her']],
    ]);
  });

  it('follows the layout for the order and hides the sections hidden in Reactive Resume', () => {
    const title = (id: string) => document.customSections.find((c) => c.id === id)?.title ?? id;
    expect(document.sections.map((s) => [title(s.id), s.visible])).toEqual([
      ['summary', true],
      ['experience', true],
      ['Talks', true],
      ['education', true],
      ['projects', true],
      ['skills', true],
      ['Languages', true],
      ['Interests', false],
      ['Awards', true],
      ['certifications', true],
      ['Volunteering', true],
      ['References', false],
      ['Details', true],
    ]);
  });

  it('takes the theme colour, and says what it kept that was hidden and what it left out', () => {
    expect(document.theme.primary).toBe('#059669');
    expect(document.template).toBe('modern-professional');
    expect(warnings).toContain(
      '2 items were hidden in Reactive Resume and are shown in the document: remove any you do not want.',
    );
    expect(warnings.find((w) => w.includes('left out:'))).toContain('basics.picture');
  });

  it('hides a hidden summary and a hidden standard section', () => {
    const file = exportFile();
    sectionsOf(file).summary!.visible = false;
    sectionsOf(file).skills!.visible = false;
    const { sections } = documentFromReactiveResume(file).document;
    expect(sections.filter((s) => !s.visible).map((s) => s.id)).toEqual(
      expect.arrayContaining(['summary', 'skills']),
    );
  });
});

describe('documentFromReactiveResume on bad and hostile files', () => {
  it('answers 415 for what is no Reactive Resume export', () => {
    for (const v of [null, 'x', [], { basics: {}, work: [] }])
      expect(importError(() => documentFromReactiveResume(v)).status).toBe(415);
  });

  it("answers 422 naming the field when a section's items are not a list", () => {
    const file = exportFile();
    sectionsOf(file).education!.items = 'BFA';
    const e = importError(() => documentFromReactiveResume(file));
    expect(e).toMatchObject({ status: 422, field: 'sections.education.items' });
  });

  it('names fields of the wrong type and reads numbers as text', () => {
    const file = exportFile();
    const items = sectionsOf(file).experience!.items as Obj[];
    items[0]!.company = { name: 'Lumen' };
    items[1]!.position = 42;
    const { document, warnings } = documentFromReactiveResume(file);
    expect(warnings).toContain(
      'sections.experience.items[0].company must be text; it was left out.',
    );
    expect(document.experience[1]!.title).toBe('42');
    expectContractDocument(document);
  });

  it('values nested 10,000 deep, lists of a million, 5 MB of HTML, "__proto__" keys', () => {
    let deep: unknown = '<p>x</p>';
    for (let i = 0; i < 10_000; i++) deep = i % 2 ? [deep] : { summary: deep };
    const file = exportFile();
    const s = sectionsOf(file);
    (s.experience!.items as Obj[]).push({
      company: deep,
      summary: deep,
      date: deep,
      visible: deep,
    } as Obj);
    s.skills!.items = new Array(1_000_000).fill({
      name: 'Figma',
      keywords: new Array(1_000_000).fill('x'),
    });
    s.awards!.items = new Array(1_000_000).fill({ title: 'Prize' });
    s.summary!.content = `<ul>${'<li>x<b>y</b></li>'.repeat(300_000)}<li`;
    (file.metadata as Obj).layout = [[new Array(1_000_000).fill('skills'), deep], deep];
    s.custom = JSON.parse(
      '{"__proto__": {"name": "Evil", "items": []}, "ok": {"name": "Kept", "items": [{"name": "A"}]}}',
    );
    (file.basics as Obj).customFields = [deep, { name: deep, value: 'x'.repeat(5_000_000) }];
    const { document, warnings } = documentFromReactiveResume(file);
    expectContractDocument(document);
    expect(document.skills).toHaveLength(50);
    expect(warnings).toContain('sections.skills.items: only the first 50 of 1,000,000 were read.');
    expect(document.customSections.map((c) => c.title)).toContain('Kept');
    expect(({} as Obj).name).toBeUndefined();
  });

  it('a 5 MB summary without markup and a date 5 MB long', () => {
    const file = exportFile();
    sectionsOf(file).summary!.content = 'word '.repeat(1_000_000);
    (sectionsOf(file).experience!.items as Obj[])[0]!.date = '2020 - '.repeat(700_000);
    const { document, warnings } = documentFromReactiveResume(file);
    expectContractDocument(document);
    expect(document.summary.length).toBeLessThanOrEqual(5000);
    expect(warnings).toContain('Summary was cut to 5,000 characters.');
  });
});
