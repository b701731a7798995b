import { describe, expect, it } from 'vitest';
import {
  analyzeResume,
  documentFromLegacy,
  documentFromText,
  documentToText,
  parseResume,
  type ResumeDocument,
} from '../src';
import { fixture } from './helpers';

const RESUMES = [
  'resume-classic.txt',
  'resume-compact.txt',
  'resume-indeed.txt',
  'resume-marketing.txt',
  'resume-two-page.txt',
];

/** A document's facts without the ids a builder or the parser gives its entries. */
function facts(doc: ResumeDocument) {
  const noId = <T extends { id: string }>(xs: T[]) => xs.map(({ id: _id, ...rest }) => rest);
  return {
    personal: doc.personal,
    summary: doc.summary,
    experience: noId(doc.experience),
    education: noId(doc.education),
    skills: doc.skills.flatMap((g) => g.items),
    // the printed description ends with a full stop so the parser tells it from a bullet
    projects: noId(doc.projects).map((p) => ({
      ...p,
      description: p.description.replace(/\.$/, ''),
    })),
    certifications: doc.certifications.map((c) => c.name),
    custom: doc.customSections.map((c) => [c.title.toLowerCase(), c.lines]),
  };
}

/** Everything a builder can fill in, with its own ids, order and a hidden section. */
const BUILT: ResumeDocument = {
  version: 1,
  template: 'tech-minimalist',
  theme: { primary: '#0f172a', secondary: '#334155', accent: '#0ea5e9' },
  personal: {
    name: 'Dana Smith',
    headline: 'Backend Engineer',
    email: 'dana@example.com',
    phone: '(555) 010-2030',
    location: 'Austin, TX',
    links: ['linkedin.com/in/danasmith', 'github.com/danasmith'],
  },
  summary:
    'Backend engineer with six years of experience building payment systems. Known for calm on-call work.',
  experience: [
    {
      id: '1717171717171',
      title: 'Senior Software Engineer',
      company: 'Cobalt Harbor',
      location: 'Austin, TX',
      startDate: '2021-03',
      endDate: '',
      current: true,
      bullets: [
        'Led the move of billing to Go services, cutting invoice time by 40%',
        'Built a Kafka pipeline handling 2 million events a day',
      ],
    },
    {
      id: '1717171717172',
      title: 'Software Engineer',
      company: 'Initech',
      location: 'Dallas, TX',
      startDate: '2018-06',
      endDate: '2021-02',
      current: false,
      bullets: ['Wrote the PostgreSQL reporting layer used by 300 customers'],
    },
  ],
  education: [
    {
      id: 'e1',
      degree: 'B.S. in Computer Science',
      school: 'University of Texas',
      location: 'Austin, TX',
      date: '2018-05',
      gpa: '3.8',
      details: ["Dean's List"],
    },
  ],
  skills: [
    { id: 's1', label: 'Languages', items: ['Go', 'Python', 'SQL'] },
    { id: 's2', label: 'Tools', items: ['Docker', 'Kubernetes', 'Terraform'] },
  ],
  projects: [
    {
      id: 'p1',
      name: 'Ledger Lite',
      description: 'A double-entry ledger for small shops',
      technologies: 'Go, PostgreSQL',
      date: '2023',
      bullets: ['Handles 10,000 entries a second on one core'],
    },
  ],
  certifications: [{ id: 'c1', name: 'AWS Certified Solutions Architect – Associate' }],
  customSections: [{ id: 'awards', title: 'Awards', lines: ['Hackathon winner, 2022'] }],
  sections: [
    { id: 'summary', visible: true },
    { id: 'experience', visible: true },
    { id: 'skills', visible: true },
    { id: 'projects', visible: true },
    { id: 'education', visible: true },
    { id: 'certifications', visible: true },
    { id: 'awards', visible: true },
  ],
};

describe('resume document', () => {
  it.each(RESUMES)('%s: text to document to text to document keeps every fact', (name) => {
    const doc = documentFromText(fixture(name));
    const again = documentFromText(documentToText(doc));
    expect(again).toEqual(doc);
  });

  it('holds what the parser finds, in the resume order', () => {
    const text = fixture('resume-classic.txt');
    const parsed = parseResume(text);
    const doc = documentFromText(text);
    expect(doc.version).toBe(1);
    expect(doc.template).toBe('modern-professional');
    expect(doc.personal.name).toBe(parsed.contact.name);
    expect(doc.personal.email).toBe(parsed.contact.email);
    expect(doc.experience.map((e) => [e.title, e.company, e.bullets])).toEqual(
      parsed.experience.map((e) => [e.title, e.company, e.bullets]),
    );
    expect(doc.skills.flatMap((g) => g.items).sort()).toEqual([...parsed.skills].sort());
    const kinds = parsed.sections
      .map((s) => s.kind as string)
      .filter((k, i, all) => all.indexOf(k) === i);
    const standard = doc.sections.map((s) => s.id).filter((id) => kinds.includes(id));
    expect(standard).toEqual(kinds.filter((k) => standard.includes(k)));
  });

  it('a builder document prints every fact and reads back to the same facts', () => {
    const text = documentToText(BUILT);
    expect(text).toContain('Backend Engineer');
    // dates print as a resume writes them
    expect(text).toContain('Mar 2021 – Present');
    expect(text).toContain('Jun 2018 – Feb 2021');
    expect(text).toContain('May 2018');
    const back = documentFromText(text);
    expect(facts(back)).toEqual(facts(BUILT));
  });

  it('prints sections in the document order and leaves hidden ones out', () => {
    const doc: ResumeDocument = {
      ...BUILT,
      sections: [
        { id: 'education', visible: true },
        { id: 'experience', visible: true },
        { id: 'skills', visible: false },
        { id: 'awards', visible: false },
      ],
    };
    const text = documentToText(doc);
    expect(text.indexOf('EDUCATION')).toBeLessThan(text.indexOf('EXPERIENCE'));
    expect(text).not.toContain('Kubernetes');
    expect(text).not.toContain('Hackathon');
    // sections the order does not list follow, shown
    expect(text).toContain('Ledger Lite');
    expect(text.indexOf('EXPERIENCE')).toBeLessThan(text.indexOf('PROJECTS'));
  });

  it('scores like the text it prints', () => {
    const job = fixture('jd-backend.txt');
    const text = documentToText(BUILT);
    expect(analyzeResume(text, job).hardSkills.found.map((h) => h.skill)).toEqual(
      expect.arrayContaining(['Go', 'Apache Kafka', 'PostgreSQL', 'Docker', 'Kubernetes']),
    );
  });

  it('reads the first builder layout stored before the typed document', () => {
    const legacy = {
      template: 'executive-classic',
      sections: [
        {
          id: 'personal',
          type: 'personal',
          title: 'Personal Information',
          order: 1,
          visible: true,
          content: {
            name: 'Dana Smith',
            email: 'dana@example.com',
            phone: '555-010-2030',
            location: 'Austin, TX',
            website: 'danasmith.dev',
            summary: 'Engineer who likes simple systems.',
          },
        },
        {
          id: 'education',
          type: 'education',
          title: 'Education',
          order: 3,
          visible: true,
          content: [{ id: '2', degree: 'BSc Physics', school: 'Rice University', gpa: '3.7' }],
        },
        {
          id: 'experience',
          type: 'experience',
          title: 'Work Experience',
          order: 2,
          visible: true,
          content: [
            {
              id: '1700000000000',
              title: 'Engineer',
              company: 'Initech',
              startDate: '2020-01',
              endDate: '',
              current: true,
              description: '• Built the billing service\n• Cut costs by 20%',
            },
          ],
        },
        {
          id: 'skills',
          type: 'skills',
          order: 4,
          visible: false,
          content: { technical: ['Go', 'SQL'], soft: ['Mentoring'], languages: [] },
        },
      ],
      metadata: { colors: { primary: '#112233', secondary: 'blue', accent: '#AABBCC' } },
    };
    const doc = documentFromLegacy(legacy)!;
    expect(doc.template).toBe('executive-classic');
    expect(doc.theme).toEqual({ primary: '#112233', secondary: '#475569', accent: '#aabbcc' });
    expect(doc.personal).toMatchObject({ name: 'Dana Smith', links: ['danasmith.dev'] });
    expect(doc.summary).toBe('Engineer who likes simple systems.');
    expect(doc.experience[0]).toMatchObject({
      company: 'Initech',
      current: true,
      endDate: 'Present',
      bullets: ['Built the billing service', 'Cut costs by 20%'],
    });
    expect(doc.education[0]).toMatchObject({ degree: 'BSc Physics', gpa: '3.7' });
    expect(doc.skills.map((g) => [g.label, g.items])).toEqual([
      ['Technical', ['Go', 'SQL']],
      ['Soft skills', ['Mentoring']],
    ]);
    expect(doc.sections).toEqual([
      { id: 'summary', visible: true },
      { id: 'experience', visible: true },
      { id: 'education', visible: true },
      { id: 'skills', visible: false },
    ]);
    const text = documentToText(doc);
    expect(text).toContain('Built the billing service');
    expect(text).not.toContain('Mentoring');
    // anything else is not the first builder layout
    expect(documentFromLegacy(BUILT)).toBeNull();
    expect(documentFromLegacy({ rawText: 'x' })).toBeNull();
    expect(documentFromLegacy('text')).toBeNull();
  });
});
