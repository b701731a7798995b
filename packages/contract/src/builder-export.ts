import { z } from 'zod';
import { TEXT_LIMITS, ignoredUserId, nonBlank, safeText, oneOf, formatCount } from './common';
import { MAX_RESUME_CHARS } from './constants';
import {
  resumeDocumentSchema,
  resumeTemplateIdSchema,
  resumeThemeSchema,
  type ResumeDocument,
  type ResumeTemplateId,
} from './resume-document';
import {
  blankDocument,
  pageSizeSchema,
  type PageSize,
  type ResumeTheme,
} from './builder-templates';

/**
 * The resume builder's requests: the export (the typed document, or the specification's
 * sections read into one), its formats and file names, and starting from a resume text or
 * saving a builder resume again.
 */

/** The files a resume exports to: print formats, and the open formats other tools read. */
export const EXPORT_FORMATS = ['pdf', 'docx', 'html', 'json', 'md', 'europass'] as const;
export const exportFormatSchema = oneOf('Format', EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/* ---------- The export request: the typed document, or the spec's sections ---------- */

/** The section types of the specification's builder (part 2 §3, "Resume as saved by the builder"). */
export const SPEC_SECTION_TYPES = ['personal', 'experience', 'education', 'skills'] as const;
export type SpecSectionType = (typeof SPEC_SECTION_TYPES)[number];

const specText = (label: string, max: number = TEXT_LIMITS.shortText) =>
  safeText(label, { max }).optional().default('');
/** An entry id as the spec's client writes it (a timestamp string; a number is read as text). */
const specId = z
  .union([z.string(), z.number()], { error: 'Id must be text' })
  .transform((v) => String(v).trim())
  .pipe(safeText('Id', { max: 64 }))
  .optional();
const specEntries = <T extends z.ZodType>(label: string, entry: T) =>
  z
    .array(entry, { error: `${label} must be a list` })
    .max(50, { error: `${label}: at most 50 entries` });

/** The content of each spec section type, with the same caps as the typed document. */
export const SPEC_SECTION_CONTENT = {
  personal: z.object(
    {
      name: specText('Name', TEXT_LIMITS.name),
      email: specText('E-mail', TEXT_LIMITS.email),
      phone: specText('Phone'),
      location: specText('Location'),
      website: specText('Website', TEXT_LIMITS.url),
      summary: specText('Summary', TEXT_LIMITS.notes),
    },
    { error: 'Personal content must be an object' },
  ),
  experience: specEntries(
    'Experience',
    z.object(
      {
        id: specId,
        title: specText('Job title', TEXT_LIMITS.title),
        company: specText('Company', TEXT_LIMITS.title),
        location: specText('Location'),
        startDate: specText('Start date'),
        endDate: specText('End date'),
        current: z.boolean({ error: 'Current must be true or false' }).optional().default(false),
        description: specText('Description', TEXT_LIMITS.notes),
      },
      { error: 'An experience entry must be an object' },
    ),
  ),
  education: specEntries(
    'Education',
    z.object(
      {
        id: specId,
        degree: specText('Degree', TEXT_LIMITS.title),
        school: specText('School', TEXT_LIMITS.title),
        location: specText('Location'),
        graduationDate: specText('Graduation date'),
        gpa: z
          .union([z.string(), z.number()], { error: 'GPA must be text' })
          .transform((v) => String(v))
          .pipe(safeText('GPA', { max: TEXT_LIMITS.shortText }))
          .optional()
          .default(''),
        achievements: specText('Achievements', TEXT_LIMITS.notes),
      },
      { error: 'An education entry must be an object' },
    ),
  ),
  skills: z.object(
    Object.fromEntries(
      (['technical', 'soft', 'languages'] as const).map((k) => [
        k,
        z
          .array(safeText('Skill', { max: TEXT_LIMITS.shortText }), {
            error: `Skills (${k}) must be a list`,
          })
          .max(100, { error: `Skills (${k}): at most 100 items` })
          .optional()
          .default([]),
      ]),
    ) as Record<
      'technical' | 'soft' | 'languages',
      z.ZodDefault<z.ZodOptional<z.ZodArray<ReturnType<typeof safeText>>>>
    >,
    { error: 'Skills content must be an object' },
  ),
} as const;

/**
 * One entry of the request's `sections`: either the spec's section (id, type, title, content,
 * visible, order) or, beside a typed `document`, just an id and whether it shows (the order).
 * The content of a spec section is checked against its type's schema (SPEC_SECTION_CONTENT).
 */
const exportSectionSchema = z
  .object(
    {
      id: nonBlank('Section id', 64),
      type: oneOf('Section type', SPEC_SECTION_TYPES).optional(),
      title: safeText('Section title', { max: TEXT_LIMITS.title }).optional(),
      content: z.unknown().optional().meta({
        description:
          "A spec section's content: personal {name, email, phone, location, website, summary}; experience [{id, title, company, location, startDate, endDate, current, description}]; education [{id, degree, school, location, graduationDate, gpa, achievements}]; skills {technical[], soft[], languages[]}",
      }),
      visible: z.boolean({ error: 'Visible must be true or false' }).optional().default(true),
      order: z
        .number({ error: 'Order must be a number' })
        .int({ error: 'Order must be a whole number' })
        .min(-1000)
        .max(1000)
        .optional(),
    },
    { error: 'A section must be an object' },
  )
  .superRefine((s, ctx) => {
    if (!s.type) return;
    const result = SPEC_SECTION_CONTENT[s.type].safeParse(
      s.content ?? (s.type === 'experience' || s.type === 'education' ? [] : {}),
    );
    if (result.success) return;
    for (const issue of result.error.issues)
      ctx.addIssue({ ...issue, path: ['content', ...issue.path] } as never);
  });
type ExportSection = z.output<typeof exportSectionSchema>;

/** Lines of a free-text field (a description or achievements), bullet glyphs removed. */
const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.replace(/^\s*[•\-*–·]\s*/, '').trim())
    .filter(Boolean);

const SECTION_OF_TYPE: Record<SpecSectionType, string> = {
  personal: 'summary',
  experience: 'experience',
  education: 'education',
  skills: 'skills',
};

/**
 * The typed resume document the spec's export request describes: its personal section (name,
 * contact, website, summary), experience (the description's lines become bullets), education
 * (achievements become details) and skills (technical, soft, languages), in the sections'
 * `order`, hidden sections hidden. Template and colours come from the request.
 */
export function documentFromSpecSections(
  sections: readonly ExportSection[],
  opts: { template?: ResumeTemplateId; colors?: ResumeTheme } = {},
): ResumeDocument {
  const doc = blankDocument(opts.template, opts.colors);
  const ordered = sections
    .map((s, i) => ({ s, i }))
    .filter((x) => x.s.type)
    .sort((a, b) => (a.s.order ?? a.i) - (b.s.order ?? b.i) || a.i - b.i)
    .map((x) => x.s);
  for (const s of ordered) {
    const type = s.type!;
    switch (type) {
      case 'personal': {
        const c = SPEC_SECTION_CONTENT.personal.parse(s.content ?? {});
        doc.personal = {
          name: c.name,
          headline: '',
          email: c.email,
          phone: c.phone,
          location: c.location,
          links: c.website ? [c.website] : [],
        };
        doc.summary = c.summary;
        break;
      }
      case 'experience':
        doc.experience = SPEC_SECTION_CONTENT.experience.parse(s.content ?? []).map((e, i) => ({
          id: e.id || `experience-${i + 1}`,
          title: e.title,
          company: e.company,
          location: e.location,
          startDate: e.startDate,
          endDate: e.current ? '' : e.endDate,
          current: e.current,
          bullets: linesOf(e.description),
        }));
        break;
      case 'education':
        doc.education = SPEC_SECTION_CONTENT.education.parse(s.content ?? []).map((e, i) => ({
          id: e.id || `education-${i + 1}`,
          degree: e.degree,
          school: e.school,
          location: e.location,
          date: e.graduationDate,
          gpa: e.gpa,
          details: linesOf(e.achievements),
        }));
        break;
      case 'skills': {
        const c = SPEC_SECTION_CONTENT.skills.parse(s.content ?? {});
        doc.skills = (
          [
            ['Technical', c.technical],
            ['Soft skills', c.soft],
            ['Languages', c.languages],
          ] as const
        )
          .map(([label, items], i) => ({ id: `skills-${i + 1}`, label, items: [...items] }))
          .filter((g) => g.items.length);
        break;
      }
    }
    doc.sections.push({ id: SECTION_OF_TYPE[type], visible: s.visible });
  }
  return doc;
}

/** What the export route works from: always a typed document. */
export interface ExportResumeRequest {
  title?: string;
  template?: ResumeTemplateId;
  /** the order and visibility of the document's sections, when given */
  sections?: { id: string; visible: boolean }[];
  format: ExportFormat;
  colors?: ResumeTheme;
  pageSize: PageSize;
  document: ResumeDocument;
}

/**
 * POST /api/resumes/export. Two shapes are accepted:
 * - the spec's (part 2 §7): `template`, `sections` with their type and content, `format` and
 *   `colors`; the sections are read into the typed document (documentFromSpecSections);
 * - the typed `document` (what the web app sends), where `template`, `sections` (id and
 *   visible: the order) and `colors`, when given, override the document's.
 */
export const exportResumeSchema = z
  .object({
    title: safeText('Title', { max: TEXT_LIMITS.title }).optional(),
    template: resumeTemplateIdSchema.optional(),
    sections: z
      .array(exportSectionSchema, { error: 'Sections must be a list' })
      .max(30, { error: 'Sections: at most 30 items' })
      .optional(),
    format: exportFormatSchema,
    colors: resumeThemeSchema.optional(),
    pageSize: pageSizeSchema.optional().default('letter'),
    document: resumeDocumentSchema.optional(),
    userId: ignoredUserId,
  })
  .superRefine((v, ctx) => {
    if (v.document) return;
    const typed = (v.sections ?? []).flatMap((s, i) => (s.type ? [{ s, i }] : []));
    if (!typed.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['document'],
        message:
          'Send the resume: either "document", or "sections" with each section\'s type and content',
      });
      return;
    }
    const seen = new Set<string>();
    for (const { s, i } of typed) {
      if (seen.has(s.type!))
        ctx.addIssue({
          code: 'custom',
          path: ['sections', i, 'type'],
          message: `Only one section of type "${s.type}" can be sent`,
        });
      seen.add(s.type!);
    }
  })
  .transform((v, ctx): ExportResumeRequest => {
    const base = {
      title: v.title,
      template: v.template,
      format: v.format,
      colors: v.colors,
      pageSize: v.pageSize,
    };
    if (v.document)
      return {
        ...base,
        document: v.document,
        sections: v.sections?.map((s) => ({ id: s.id, visible: s.visible })),
      };
    // the spec's shape: its sections become the typed document, checked like any other
    const built = resumeDocumentSchema.safeParse(
      documentFromSpecSections(v.sections ?? [], { template: v.template, colors: v.colors }),
    );
    if (!built.success) {
      for (const issue of built.error.issues)
        ctx.addIssue({ ...issue, path: ['sections', ...issue.path] } as never);
      return z.NEVER;
    }
    return { ...base, document: built.data };
  });
export type ExportResumeInput = z.input<typeof exportResumeSchema>;

export const EXPORT_MIME: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  html: 'text/html; charset=utf-8',
  json: 'application/json; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  europass: 'application/xml; charset=utf-8',
};

/** A file name for an export: the title without characters file systems refuse. */
export function exportFileName(title: string | undefined, format: ExportFormat): string {
  const base = (title ?? '')
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  const ext: Record<ExportFormat, string> = {
    pdf: 'pdf',
    docx: 'docx',
    html: 'html',
    json: 'json',
    md: 'md',
    europass: 'europass.xml',
  };
  return `${base || 'My Resume'}.${ext[format]}`;
}

/* ---------- Start from a resume, save again ---------- */

/** POST /api/resume-builder/parse: resume text in, the builder's document out. */
export const parseToDocumentSchema = z.object({
  text: nonBlank('Resume text', MAX_RESUME_CHARS, {
    status: 413,
    message: `The resume is longer than ${formatCount(MAX_RESUME_CHARS)} characters. Shorten it and try again.`,
  }),
  userId: ignoredUserId,
});
export type ParseToDocumentInput = z.input<typeof parseToDocumentSchema>;

/** PUT /api/resume-builder/:id: saves a builder resume again (the user's own rows only). */
export const saveBuilderResumeSchema = z.object({
  title: nonBlank('Title', TEXT_LIMITS.title),
  document: resumeDocumentSchema,
  userId: ignoredUserId,
});
export type SaveBuilderResumeInput = z.input<typeof saveBuilderResumeSchema>;
