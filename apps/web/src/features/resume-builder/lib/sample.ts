import type { ResumeDocument } from '@careerforge/contract';
import { blankDocument } from './document';

/** What the Design tab previews while the resume is still empty: an invented example. */
export const SAMPLE_DOCUMENT: ResumeDocument = {
  ...blankDocument(),
  personal: {
    name: 'Alex Morgan',
    headline: 'Product Analyst',
    email: 'alex.morgan@example.com',
    phone: '(555) 010-2030',
    location: 'Denver, CO',
    links: ['linkedin.com/in/alexmorgan'],
  },
  summary: 'Analyst who turns product data into decisions: experiments, dashboards and forecasts.',
  experience: [
    {
      id: 'sample-1',
      title: 'Product Analyst',
      company: 'Northwind Apps',
      location: 'Denver, CO',
      startDate: '2021-04',
      endDate: '',
      current: true,
      bullets: [
        'Ran 40 pricing experiments that lifted conversion by 12%',
        'Built the weekly product dashboard used by 6 teams',
      ],
    },
    {
      id: 'sample-2',
      title: 'Data Analyst',
      company: 'Contoso Retail',
      location: 'Boulder, CO',
      startDate: '2018-06',
      endDate: '2021-03',
      current: false,
      bullets: ['Forecast store demand within 5% for 120 stores'],
    },
  ],
  education: [
    {
      id: 'sample-3',
      degree: 'B.S. Statistics',
      school: 'University of Colorado',
      location: 'Boulder, CO',
      date: '2018-05',
      gpa: '',
      details: [],
    },
  ],
  skills: [
    { id: 'skills-1', label: 'Technical', items: ['SQL', 'Python', 'Tableau', 'dbt'] },
    { id: 'skills-2', label: 'Soft skills', items: ['Stakeholder management', 'Writing'] },
  ],
};

/** The resume itself once it has a name or a job; the example until then. */
export function previewDocument(doc: ResumeDocument): ResumeDocument {
  const filled =
    doc.personal.name.trim() || doc.experience.some((e) => e.title.trim() || e.company.trim());
  return filled ? doc : { ...SAMPLE_DOCUMENT, template: doc.template, theme: doc.theme };
}
