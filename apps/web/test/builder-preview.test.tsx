import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResumeHtml } from '@careerforge/contract';
import { LivePreview } from '../src/features/resume-builder/components/preview';
import {
  blankDocument,
  blankExperience,
  builderReducer,
  cleanDocument,
  initialState,
  type Doc,
} from '../src/features/resume-builder/lib/document';

/** A filled resume in the sidebar template, with one empty certification row left in. */
const DOC: Doc = {
  ...blankDocument('tech-minimalist'),
  personal: {
    name: 'Dana Smith',
    headline: 'Data Engineer',
    email: 'dana@example.com',
    phone: '(555) 010-2030',
    location: 'Austin, TX',
    links: [],
  },
  summary: 'Engineer who builds reliable pipelines.',
  experience: [
    {
      id: '1',
      title: 'Data Engineer',
      company: 'Initech',
      location: 'Austin, TX',
      startDate: '2020-01',
      endDate: '2022-03',
      current: false,
      bullets: ['Cut nightly load time by 40%', ''],
    },
    { ...blankExperience(), id: '2' },
  ],
  education: [
    {
      id: 'e1',
      degree: 'B.S. Statistics',
      school: 'University of Texas',
      location: '',
      date: '2019-05',
      gpa: '',
      details: [],
    },
  ],
  skills: [
    { id: 'skills-1', label: 'Technical', items: ['SQL', 'Airflow'] },
    { id: 'skills-2', label: 'Soft skills', items: [] },
    { id: 'skills-3', label: 'Languages', items: [] },
  ],
  certifications: [{ id: 'c1', name: '   ' }],
};

describe('the live preview is the chosen template, as the export prints it', () => {
  it('draws the HTML export of the document: same renderer, same layout', () => {
    render(<LivePreview doc={DOC} title="Dana CV" onFullPage={vi.fn()} />);
    const region = screen.getByRole('region', { name: 'Live preview' });
    expect(screen.getByTestId('preview-template')).toHaveTextContent('Tech Minimalist');
    expect(region).toHaveTextContent('Sidebar');
    const html = screen.getByTitle('Tech Minimalist page preview').getAttribute('srcdoc')!;
    // exactly what POST /api/resumes/export answers for format html
    expect(html).toBe(
      renderResumeHtml(cleanDocument(DOC), {
        template: 'tech-minimalist',
        colors: DOC.theme,
        title: 'Dana CV',
      }),
    );
    // the sidebar, bullets, skills and end dates the old preview left out
    expect(html).toContain('data-template="tech-minimalist"');
    expect(html).toContain('<aside class="side">');
    expect(html).toContain('<li>Cut nightly load time by 40%</li>');
    expect(html).toContain('SQL, Airflow');
    expect(html).toContain('Jan 2020 – Mar 2022');
    // empty rows are left out: no blank job, no empty Certifications section
    expect(html).not.toContain('Certifications');
    expect(html.match(/class="entry"/g)).toHaveLength(2);
  });

  it('follows a change of template', () => {
    const { rerender } = render(<LivePreview doc={DOC} title="Dana CV" onFullPage={vi.fn()} />);
    rerender(
      <LivePreview
        doc={{ ...DOC, template: 'executive-classic' }}
        title="Dana CV"
        onFullPage={vi.fn()}
      />,
    );
    const html = screen.getByTitle('Executive Classic page preview').getAttribute('srcdoc')!;
    expect(html).toContain('data-template="executive-classic"');
    expect(html).not.toContain('<aside');
  });

  it('leaves no empty row behind in the editor once saved', () => {
    let s = { ...initialState(), doc: DOC };
    s = builderReducer(s, { type: 'saved', resumeId: 7 });
    expect(s.resumeId).toBe(7);
    expect(s.doc.certifications).toEqual([]);
    expect(s.doc.experience.map((e) => e.id)).toEqual(['1']);
    // what the user typed stays as typed
    expect(s.doc.experience[0]!.bullets).toEqual(['Cut nightly load time by 40%', '']);
  });
});
