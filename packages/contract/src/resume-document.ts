import { z } from 'zod';
import { HTTP_STATUS_PARAM, TEXT_LIMITS, nonBlank, safeText, oneOf, formatCount } from './common';
import { MAX_RESUME_CHARS } from './constants';

/**
 * The resume document: a resume as structured data, what the builder edits, the exporters
 * print and the cover letter tool reads. The engine's ResumeDocument type is the source
 * (packages/engine/src/types.ts; apps/server/src/lib/contract-checks.ts keeps the two the same
 * shape) and its documentFromText / documentToText convert from and to plain text.
 */

/** The builder's six templates (id, display name, category, layout), the first the default. */
export const RESUME_TEMPLATE_IDS = [
  'modern-professional',
  'creative-designer',
  'tech-minimalist',
  'executive-classic',
  'startup-dynamic',
  'academic-research',
] as const;
export const resumeTemplateIdSchema = oneOf('Template', RESUME_TEMPLATE_IDS);
export type ResumeTemplateId = z.infer<typeof resumeTemplateIdSchema>;

export type ResumeTemplateLayout = 'single-column' | 'two-column' | 'sidebar';
export const RESUME_TEMPLATES: Record<
  ResumeTemplateId,
  { name: string; category: string; layout: ResumeTemplateLayout }
> = {
  'modern-professional': {
    name: 'Modern Professional',
    category: 'Professional',
    layout: 'single-column',
  },
  'creative-designer': { name: 'Creative Designer', category: 'Creative', layout: 'two-column' },
  'tech-minimalist': { name: 'Tech Minimalist', category: 'Technology', layout: 'sidebar' },
  'executive-classic': {
    name: 'Executive Classic',
    category: 'Executive',
    layout: 'single-column',
  },
  'startup-dynamic': { name: 'Startup Dynamic', category: 'Startup', layout: 'two-column' },
  'academic-research': {
    name: 'Academic Research',
    category: 'Academic',
    layout: 'single-column',
  },
};

/** The standard sections; a custom section is named by its own id. */
export const DOCUMENT_SECTION_KEYS = [
  'summary',
  'experience',
  'education',
  'skills',
  'projects',
  'certifications',
] as const;

const LIST = { entries: 50, bullets: 40, items: 100, links: 10, sections: 30 } as const;

/** An entry id (the builder uses timestamps, the engine "experience-1"). */
const entryId = nonBlank('Id', 64);
/** A name-like line: a title, a company, a school, a degree, a heading. */
const name = (label: string) => safeText(label, { max: TEXT_LIMITS.title });
/** A short field: a date, a location, a phone number, a grade. */
const short = (label: string) => safeText(label, { max: TEXT_LIMITS.shortText });
/** A line of prose: a summary, a bullet, a description, a custom line. */
const prose = (label: string) => safeText(label, { max: TEXT_LIMITS.notes });
const lines = (label: string, max: number) =>
  z.array(prose(label), { error: `${label} must be a list` }).max(max, {
    error: `${label}: at most ${max} items`,
  });
const entries = <T extends z.ZodType>(label: string, entry: T) =>
  z.array(entry, { error: `${label} must be a list` }).max(LIST.entries, {
    error: `${label}: at most ${LIST.entries} entries`,
  });
const colour = (label: string) =>
  safeText(label, { max: 7 }).regex(/^#[0-9a-fA-F]{6}$/, {
    error: `${label} must be a colour like #1e3a5f`,
  });

export const resumeThemeSchema = z.object({
  primary: colour('Primary colour'),
  secondary: colour('Secondary colour'),
  accent: colour('Accent colour'),
});

export const documentPersonalSchema = z.object({
  name: safeText('Name', { max: TEXT_LIMITS.name }),
  headline: name('Headline'),
  email: safeText('E-mail', { max: TEXT_LIMITS.email }),
  phone: short('Phone'),
  location: short('Location'),
  links: z
    .array(safeText('Link', { max: TEXT_LIMITS.url }), { error: 'Links must be a list' })
    .max(LIST.links, { error: `Links: at most ${LIST.links} items` }),
});

export const documentExperienceSchema = z.object({
  id: entryId,
  title: name('Job title'),
  company: name('Company'),
  location: short('Location'),
  startDate: short('Start date'),
  endDate: short('End date'),
  current: z.boolean(),
  bullets: lines('Bullets', LIST.bullets),
});

export const documentEducationSchema = z.object({
  id: entryId,
  degree: name('Degree'),
  school: name('School'),
  location: short('Location'),
  date: short('Date'),
  gpa: short('GPA'),
  details: lines('Details', LIST.bullets),
});

export const documentSkillGroupSchema = z.object({
  id: entryId,
  label: name('Skill group'),
  items: z
    .array(short('Skill'), { error: 'Skills must be a list' })
    .max(LIST.items, { error: `Skills: at most ${LIST.items} items` }),
});

export const documentProjectSchema = z.object({
  id: entryId,
  name: name('Project name'),
  description: prose('Project description'),
  technologies: prose('Technologies'),
  date: short('Date'),
  bullets: lines('Bullets', LIST.bullets),
});

export const documentCertificationSchema = z.object({
  id: entryId,
  name: prose('Certification'),
});

export const documentCustomSectionSchema = z.object({
  id: entryId,
  title: name('Section title'),
  lines: lines('Lines', LIST.items),
});

export const documentSectionSchema = z.object({
  id: entryId,
  visible: z.boolean(),
});

/** Every string of a value, for the document's total size. */
function textLength(v: unknown): number {
  if (typeof v === 'string') return v.length;
  if (Array.isArray(v)) return v.reduce((n: number, x) => n + textLength(x), 0);
  if (v && typeof v === 'object') return Object.values(v).reduce((n, x) => n + textLength(x), 0);
  return 0;
}

export const resumeDocumentSchema = z
  .object({
    version: z.literal(1, { error: 'Document version must be 1' }),
    template: resumeTemplateIdSchema,
    theme: resumeThemeSchema,
    personal: documentPersonalSchema,
    summary: prose('Summary'),
    experience: entries('Experience', documentExperienceSchema),
    education: entries('Education', documentEducationSchema),
    skills: entries('Skills', documentSkillGroupSchema),
    projects: entries('Projects', documentProjectSchema),
    certifications: entries('Certifications', documentCertificationSchema),
    customSections: entries('Custom sections', documentCustomSectionSchema),
    sections: z
      .array(documentSectionSchema, { error: 'Sections must be a list' })
      .max(LIST.sections, { error: `Sections: at most ${LIST.sections} items` }),
  })
  .superRefine((doc, ctx) => {
    const standard = new Set<string>(DOCUMENT_SECTION_KEYS);
    const custom = new Set<string>();
    for (const [i, c] of doc.customSections.entries()) {
      if (standard.has(c.id) || custom.has(c.id))
        ctx.addIssue({
          code: 'custom',
          path: ['customSections', i, 'id'],
          message: `Custom section id "${c.id}" is already used`,
        });
      custom.add(c.id);
    }
    const seen = new Set<string>();
    for (const [i, s] of doc.sections.entries()) {
      if (!standard.has(s.id) && !custom.has(s.id))
        ctx.addIssue({
          code: 'custom',
          path: ['sections', i, 'id'],
          message: `Section "${s.id}" is neither a standard section nor a custom one`,
        });
      else if (seen.has(s.id))
        ctx.addIssue({
          code: 'custom',
          path: ['sections', i, 'id'],
          message: `Section "${s.id}" is listed twice`,
        });
      seen.add(s.id);
    }
    if (textLength(doc) > MAX_RESUME_CHARS)
      ctx.addIssue({
        code: 'custom',
        message: `The resume is longer than ${formatCount(MAX_RESUME_CHARS)} characters. Shorten it and try again.`,
        params: { [HTTP_STATUS_PARAM]: 413 },
      });
  })
  .meta({ id: 'ResumeDocument' });
export type ResumeDocument = z.infer<typeof resumeDocumentSchema>;

/**
 * A document stored before the typed one (the builder's first layout: template, sections[],
 * metadata), as the API answers it for existing rows; the engine's documentFromLegacy reads it.
 */
export const legacyResumeDocumentSchema = z
  .record(z.string(), z.unknown())
  .meta({ id: 'LegacyResumeDocument' });

/** A stored resume's document: the typed one, or one stored before it. */
export const storedResumeDocumentSchema = z.union([
  resumeDocumentSchema,
  legacyResumeDocumentSchema,
]);

/** A string cut to `max` UTF-16 units without leaving half of a surrogate pair. */
const cut = (s: string, max: number) => s.slice(0, max).replace(/[\uD800-\uDBFF]$/, '');

/**
 * A document the parser read from text, fitted to the limits above: a field longer than its
 * slot is cut at its limit and a list longer than its cap keeps its first items, so one
 * over-long guess (a 130-character "name") never fails the whole read. Null when the document
 * breaks a rule that cutting cannot mend.
 */
export function fitResumeDocument(doc: unknown): ResumeDocument | null {
  const value: unknown = structuredClone(doc);
  for (let pass = 0; pass < 3; pass++) {
    const result = resumeDocumentSchema.safeParse(value);
    if (result.success) return result.data;
    let mended = false;
    for (const issue of result.error.issues) {
      if (issue.code !== 'too_big' || !issue.path.length) continue;
      const max = Number(issue.maximum);
      const key = issue.path[issue.path.length - 1]!;
      const parent = issue.path
        .slice(0, -1)
        .reduce<unknown>((o, k) => (o as Record<PropertyKey, unknown> | undefined)?.[k], value) as
        Record<PropertyKey, unknown> | undefined;
      const field = parent?.[key];
      if (typeof field === 'string') parent![key] = cut(field, max);
      else if (Array.isArray(field)) parent![key] = field.slice(0, max);
      else continue;
      mended = true;
    }
    if (!mended) return null;
  }
  return null;
}
