import type { ResumeDocument, ResumeTemplateId } from '../types';

/** Every template a document can name, in the builder's order. */
export const TEMPLATE_IDS: readonly ResumeTemplateId[] = [
  'modern-professional',
  'creative-designer',
  'tech-minimalist',
  'executive-classic',
  'startup-dynamic',
  'academic-research',
];

/** What a document holds after its template and theme, all of it empty: where a reader starts. */
export const blankContent = (): Omit<ResumeDocument, 'version' | 'template' | 'theme'> => ({
  personal: { name: '', headline: '', email: '', phone: '', location: '', links: [] },
  summary: '',
  experience: [],
  education: [],
  skills: [],
  projects: [],
  certifications: [],
  customSections: [],
  sections: [],
});
