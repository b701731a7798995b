/**
 * "Start from my resume" in the builder: the document the server reads from a resume fills the
 * month and year of every date, the headline, and the sections of its own (Languages,
 * Volunteer), which are edited, added and deleted like the others and printed by the export.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer, useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  atsText,
  layoutResume,
  monthYearOf,
  renderResumeHtml,
  resumeDocumentSchema,
} from '@careerforge/contract';
import { ContentEditor } from '../src/features/resume-builder/components/content-editor';
import { MonthYearField } from '../src/features/resume-builder/components/month-year-field';
import {
  builderReducer,
  cleanDocument,
  initialState,
  type Doc,
} from '../src/features/resume-builder/lib/document';

/** What the server's parse route answers for persona 02 (a nurse in Houston), in short. */
function imported(): Doc {
  const doc = initialState().doc;
  return {
    ...doc,
    personal: {
      ...doc.personal,
      name: 'Meiling Chen',
      headline: 'Registered Nurse, BSN | Telemetry & Med-Surg',
    },
    experience: [
      {
        id: 'experience-1',
        title: 'Charge Nurse',
        company: 'Bayou City Medical Center',
        location: 'Houston, TX',
        startDate: '2021-03',
        endDate: '',
        current: true,
        bullets: ['Cut falls on the 36-bed unit by 30%'],
      },
      {
        id: 'experience-2',
        title: 'Staff Nurse',
        company: 'St. Agnes Regional Hospital',
        location: 'San Antonio, TX',
        // a document saved before dates were kept as a month and a year
        startDate: '07/2016',
        endDate: 'Aug 2020',
        current: false,
        bullets: [],
      },
    ],
    education: [{ ...doc.education[0]!, degree: 'BSN', school: 'UT Health', date: '2016' }],
    customSections: [
      {
        id: 'custom-1',
        title: 'VOLUNTEER',
        lines: ['Health Screening Volunteer, Chinese Community Center | 2019 to Present'],
      },
      { id: 'custom-2', title: 'Languages', lines: ['Mandarin (native), English (fluent)'] },
    ],
    sections: [
      { id: 'experience', visible: true },
      { id: 'custom-1', visible: true },
      { id: 'education', visible: true },
      { id: 'custom-2', visible: true },
    ],
  };
}

let latest: Doc;
function Editor({ doc }: { doc: Doc }) {
  const [state, dispatch] = useReducer(builderReducer, { ...initialState(), doc });
  latest = state.doc;
  return <ContentEditor doc={state.doc} dispatch={dispatch} />;
}

const month = (group: HTMLElement, label: string) =>
  within(group).getByRole('combobox', { name: `${label} month` });
const year = (group: HTMLElement, label: string) =>
  within(group).getByRole('textbox', { name: `${label} year` });

describe('dates as a month and a year', () => {
  it.each([
    ['2021-03', { year: '2021', month: '03' }],
    ['03/2021', { year: '2021', month: '03' }],
    ['3/2021', { year: '2021', month: '03' }],
    ['Mar 2021', { year: '2021', month: '03' }],
    ['March 2021', { year: '2021', month: '03' }],
    ['Sept. 2021', { year: '2021', month: '09' }],
    ['2021/3', { year: '2021', month: '03' }],
    ['2021', { year: '2021', month: '' }],
    ['', { year: '', month: '' }],
  ])('reads %s', (value, parts) => {
    expect(monthYearOf(value)).toEqual(parts);
  });

  it.each(['Summer 2019', '2015 – 2019', 'Marching 2021', '13/2021'])(
    'leaves %s as written',
    (value) => {
      expect(monthYearOf(value)).toBeNull();
    },
  );

  it('fills the inputs of every imported date, the forms saved before too', () => {
    render(<Editor doc={imported()} />);
    const first = screen.getByRole('group', { name: 'Experience 1' });
    expect(month(first, 'Start Date')).toHaveValue('03');
    expect(year(first, 'Start Date')).toHaveValue('2021');
    expect(within(first).getByRole('group', { name: 'End Date' })).toBeDisabled();
    expect(within(first).getByRole('checkbox', { name: 'I currently work here' })).toBeChecked();
    const second = screen.getByRole('group', { name: 'Experience 2' });
    expect(month(second, 'Start Date')).toHaveValue('07');
    expect(year(second, 'Start Date')).toHaveValue('2016');
    expect(month(second, 'End Date')).toHaveValue('08');
    expect(year(second, 'End Date')).toHaveValue('2020');
    const school = screen.getByRole('group', { name: 'Education 1' });
    expect(month(school, 'Graduation Date')).toHaveValue('');
    expect(year(school, 'Graduation Date')).toHaveValue('2016');
  });

  it('keeps the month picked before the year, and edits to the builder form', async () => {
    const user = userEvent.setup();
    let value = '';
    function Field() {
      const [v, setV] = useState('');
      value = v;
      return <MonthYearField label="Start Date" value={v} onChange={setV} />;
    }
    render(<Field />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Start Date month' }), '03');
    expect(value).toBe('');
    await user.type(screen.getByRole('textbox', { name: 'Start Date year' }), '2021');
    expect(value).toBe('2021-03');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Start Date month' }), '');
    expect(value).toBe('2021');
  });

  it('shows a date it cannot hold as written, and takes a month and year once cleared', async () => {
    const user = userEvent.setup();
    function Field() {
      const [v, setV] = useState('Summer 2019');
      return <MonthYearField label="Start Date" value={v} onChange={setV} />;
    }
    render(<Field />);
    const text = screen.getByRole('textbox', { name: 'Start Date' });
    expect(text).toHaveValue('Summer 2019');
    await user.clear(text);
    expect(screen.getByRole('textbox', { name: 'Start Date year' })).toHaveValue('');
  });
});

describe('the headline and sections of their own', () => {
  it('shows the imported headline in its field', () => {
    render(<Editor doc={imported()} />);
    expect(screen.getByRole('textbox', { name: 'Headline' })).toHaveValue(
      'Registered Nurse, BSN | Telemetry & Med-Surg',
    );
  });

  it('edits, adds and deletes Volunteer and Languages sections', async () => {
    const user = userEvent.setup();
    render(<Editor doc={imported()} />);
    const volunteer = screen.getByRole('group', { name: 'VOLUNTEER' });
    const lines = within(volunteer).getByRole('textbox', { name: 'Lines (one per line)' });
    expect(lines).toHaveValue(
      'Health Screening Volunteer, Chinese Community Center | 2019 to Present',
    );
    await user.type(lines, '{Enter}Run monthly screenings');
    expect(latest.customSections[0]!.lines).toEqual([
      'Health Screening Volunteer, Chinese Community Center | 2019 to Present',
      'Run monthly screenings',
    ]);
    const title = within(volunteer).getByRole('textbox', { name: 'Section title' });
    await user.clear(title);
    await user.type(title, 'Volunteer Work');
    expect(latest.customSections[0]!.title).toBe('Volunteer Work');

    // a suggested section is offered while the resume has none of that title
    expect(screen.queryByRole('button', { name: 'Add Languages' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Volunteer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete section Languages' }));
    expect(latest.customSections.map((c) => c.title)).toEqual(['Volunteer Work']);
    expect(latest.sections.map((s) => s.id)).not.toContain('custom-2');

    await user.click(screen.getByRole('button', { name: 'Add Languages' }));
    const added = screen.getByRole('group', { name: 'Languages' });
    await user.type(
      within(added).getByRole('textbox', { name: 'Lines (one per line)' }),
      'Mandarin (native)',
    );
    expect(latest.customSections.at(-1)).toMatchObject({
      title: 'Languages',
      lines: ['Mandarin (native)'],
    });
    // the section order lists it, to move or hide like the others
    expect(screen.getByRole('button', { name: 'Move Languages up' })).toBeInTheDocument();
    expect(resumeDocumentSchema.safeParse(cleanDocument(latest)).success).toBe(true);
  });

  it('drops a section added and left empty when saving', () => {
    let s = { ...initialState(), doc: imported() };
    s = builderReducer(s, { type: 'addSection', title: '' });
    const id = s.doc.customSections.at(-1)!.id;
    expect(['custom-1', 'custom-2']).not.toContain(id);
    const clean = cleanDocument(s.doc);
    expect(clean.customSections.map((c) => c.id)).toEqual(['custom-1', 'custom-2']);
    expect(clean.sections.map((x) => x.id)).not.toContain(id);
    expect(resumeDocumentSchema.safeParse(clean).success).toBe(true);
  });

  it('prints the headline, dates and both sections in every export', () => {
    const doc = cleanDocument(imported());
    const ats = atsText(layoutResume(doc));
    expect(ats.split('\n').slice(0, 2)).toEqual([
      'Meiling Chen',
      'Registered Nurse, BSN | Telemetry & Med-Surg',
    ]);
    expect(ats).toContain('Mar 2021 – Present');
    expect(ats).toContain('VOLUNTEER\n• Health Screening Volunteer');
    expect(ats).toContain('LANGUAGES\n• Mandarin (native), English (fluent)');
    const html = renderResumeHtml(doc, { title: 'Meiling Chen' });
    expect(html).toContain('Registered Nurse, BSN | Telemetry &amp; Med-Surg');
    expect(html).toContain('Mandarin (native), English (fluent)');
  });
});
