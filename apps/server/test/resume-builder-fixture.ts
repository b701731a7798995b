import type { ResumeDocument } from '@careerforge/contract';

/** A two-job resume with text outside Latin-1, for the builder's tests. */
export const DOC: ResumeDocument = {
  version: 1,
  template: 'modern-professional',
  theme: { primary: '#1e3a5f', secondary: '#475569', accent: '#2563eb' },
  personal: {
    name: 'Zoë Łukasz',
    headline: 'Senior Software Engineer',
    email: 'zoe.lukasz@example.com',
    phone: '(555) 123-4567',
    location: 'Austin, TX',
    links: ['linkedin.com/in/zoelukasz'],
  },
  summary:
    'Backend engineer with 8 years of experience building efficient, reliable payment systems.',
  experience: [
    {
      id: '1',
      title: 'Senior Software Engineer',
      company: 'Acme Payments',
      location: 'Austin, TX',
      startDate: '2021-03',
      endDate: '',
      current: true,
      bullets: [
        'Led a team of 5 engineers to rebuild the ledger service, cutting latency by 40%',
        'Designed an idempotent refund workflow handling 2M requests a day',
      ],
    },
    {
      id: '2',
      title: 'Software Engineer',
      company: 'Globex Corporation',
      location: 'Dallas, TX',
      startDate: '2017-06',
      endDate: '2021-02',
      current: false,
      bullets: [
        'Built official office finance dashboards in React and TypeScript',
        'Migrated 30 services from Python 2 to Python 3',
      ],
    },
  ],
  education: [
    {
      id: 'e1',
      degree: 'B.S. Computer Science',
      school: 'University of Texas at Austin',
      location: 'Austin, TX',
      date: '2017-05',
      gpa: '3.8',
      details: [],
    },
  ],
  skills: [
    { id: 's1', label: 'Languages', items: ['TypeScript', 'Python', 'Go', 'SQL'] },
    { id: 's2', label: 'Tools', items: ['PostgreSQL', 'Kubernetes', 'AWS', 'Docker'] },
  ],
  projects: [
    {
      id: 'p1',
      name: 'Open Ledger',
      description: 'An open-source double-entry ledger library',
      technologies: 'Go, PostgreSQL',
      date: '2022',
      bullets: ['Used by 40 companies'],
    },
  ],
  certifications: [{ id: 'c1', name: 'AWS Certified Solutions Architect' }],
  customSections: [],
  sections: ['summary', 'experience', 'education', 'skills', 'projects', 'certifications'].map(
    (id) => ({ id, visible: true }),
  ),
};
