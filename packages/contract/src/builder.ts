import { z } from 'zod';
import { TEXT_LIMITS, ignoredUserId, nonBlank, safeText } from './common';
import { MAX_RESUME_CHARS } from './constants';
import {
  RESUME_TEMPLATES,
  resumeDocumentSchema,
  resumeTemplateIdSchema,
  resumeThemeSchema,
  type ResumeDocument,
  type ResumeTemplateId,
  type ResumeTemplateLayout,
} from './resume-document';

export type ResumeTheme = z.infer<typeof resumeThemeSchema>;

/**
 * The resume builder's export request and its six templates. One layout model
 * (`layoutResume`) turns a resume document and a template into the blocks every renderer
 * prints: the web preview and the HTML export (builder-html.ts), and the server's PDF and DOCX
 * writers. The order of the blocks is the reading order: name, contact, then sections; in a
 * two-column template the main column and then the side column, in a sidebar template the
 * sidebar and then the main column (the order an ATS reads a page with two columns).
 */

/** The files a resume exports to: print formats, and the open formats other tools read. */
export const EXPORT_FORMATS = ['pdf', 'docx', 'html', 'json', 'md', 'europass'] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS, {
  error: `Format must be one of: ${EXPORT_FORMATS.join(', ')}`,
});
export type ExportFormat = z.infer<typeof exportFormatSchema>;

export const PAGE_SIZES = ['letter', 'a4'] as const;
export const pageSizeSchema = z.enum(PAGE_SIZES, {
  error: `Page size must be one of: ${PAGE_SIZES.join(', ')}`,
});
export type PageSize = z.infer<typeof pageSizeSchema>;

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
      type: z
        .enum(SPEC_SECTION_TYPES, {
          error: `Section type must be one of: ${SPEC_SECTION_TYPES.join(', ')}`,
        })
        .optional(),
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
  const template = opts.template ?? 'modern-professional';
  const doc: ResumeDocument = {
    version: 1,
    template,
    theme: opts.colors ?? { ...TEMPLATE_DESIGNS[template].colors },
    personal: { name: '', headline: '', email: '', phone: '', location: '', links: [] },
    summary: '',
    experience: [],
    education: [],
    skills: [],
    projects: [],
    certifications: [],
    customSections: [],
    sections: [],
  };
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

/* ---------- Templates ---------- */

export type TemplateFont = 'sans' | 'serif';
/** How the name block looks. */
export type HeaderStyle = 'plain' | 'band' | 'centered' | 'accent-bar';
/** How a section heading looks. */
export type HeadingStyle = 'rule' | 'bar' | 'caps' | 'centered-rule' | 'pill';

export interface TemplateDesign {
  id: ResumeTemplateId;
  name: string;
  category: string;
  layout: ResumeTemplateLayout;
  description: string;
  font: TemplateFont;
  /** the template's own colours, used when the resume has not chosen others */
  colors: ResumeTheme;
  header: HeaderStyle;
  heading: HeadingStyle;
  /** body text size in points; names and headings scale from it */
  size: number;
  /** the side column's share of the width (two-column and sidebar layouts) */
  sideWidth: number;
  /** sections printed in the side column (two-column and sidebar layouts) */
  side: readonly string[];
  /** the side column has a tinted background */
  sideTint: boolean;
}

const SIDE = ['skills', 'education', 'certifications'] as const;

export const TEMPLATE_DESIGNS: Record<ResumeTemplateId, TemplateDesign> = {
  'modern-professional': {
    ...RESUME_TEMPLATES['modern-professional'],
    id: 'modern-professional',
    description: 'Clean single column with blue headings and rules.',
    font: 'sans',
    colors: { primary: '#1e3a5f', secondary: '#475569', accent: '#2563eb' },
    header: 'plain',
    heading: 'rule',
    size: 10,
    sideWidth: 0,
    side: [],
    sideTint: false,
  },
  'creative-designer': {
    ...RESUME_TEMPLATES['creative-designer'],
    id: 'creative-designer',
    description: 'Coloured name band, two columns, bold accent bars.',
    font: 'sans',
    colors: { primary: '#6d28d9', secondary: '#4b5563', accent: '#db2777' },
    header: 'band',
    heading: 'bar',
    size: 9.5,
    sideWidth: 0.34,
    side: SIDE,
    sideTint: false,
  },
  'tech-minimalist': {
    ...RESUME_TEMPLATES['tech-minimalist'],
    id: 'tech-minimalist',
    description: 'Quiet type with a tinted sidebar for skills and education.',
    font: 'sans',
    colors: { primary: '#0f172a', secondary: '#64748b', accent: '#059669' },
    header: 'accent-bar',
    heading: 'caps',
    size: 9.5,
    sideWidth: 0.32,
    side: SIDE,
    sideTint: true,
  },
  'executive-classic': {
    ...RESUME_TEMPLATES['executive-classic'],
    id: 'executive-classic',
    description: 'Serif type, centred name, ruled headings: a traditional look.',
    font: 'serif',
    colors: { primary: '#1f2937', secondary: '#4b5563', accent: '#92400e' },
    header: 'centered',
    heading: 'centered-rule',
    size: 10.5,
    sideWidth: 0,
    side: [],
    sideTint: false,
  },
  'startup-dynamic': {
    ...RESUME_TEMPLATES['startup-dynamic'],
    id: 'startup-dynamic',
    description: 'Bright accent bar, pill headings and a tinted side column.',
    font: 'sans',
    colors: { primary: '#0f766e', secondary: '#475569', accent: '#ea580c' },
    header: 'accent-bar',
    heading: 'pill',
    size: 9.5,
    sideWidth: 0.33,
    side: SIDE,
    sideTint: true,
  },
  'academic-research': {
    ...RESUME_TEMPLATES['academic-research'],
    id: 'academic-research',
    description: 'Serif CV style with full-width rules, built for long lists.',
    font: 'serif',
    colors: { primary: '#1e293b', secondary: '#475569', accent: '#7f1d1d' },
    header: 'centered',
    heading: 'rule',
    size: 10.5,
    sideWidth: 0,
    side: [],
    sideTint: false,
  },
};

export const TEMPLATE_LIST: TemplateDesign[] = Object.values(TEMPLATE_DESIGNS);

/** Page sizes in points. */
export const PAGE_POINTS: Record<PageSize, { width: number; height: number }> = {
  letter: { width: 612, height: 792 },
  a4: { width: 595.28, height: 841.89 },
};

/* ---------- The layout model ---------- */

export interface LaidOutEntry {
  /** bold first line: a job title, a degree, a project's name */
  title: string;
  /** the rest of the first line: company, school, technologies */
  subtitle: string;
  /** where: a job's or a school's location */
  place: string;
  /** dates on their own line */
  dates: string;
  /** plain lines (a project's description, a GPA) */
  lines: string[];
  bullets: string[];
}

export interface LaidOutSection {
  id: string;
  title: string;
  /** paragraphs (the summary) */
  paragraphs: string[];
  entries: LaidOutEntry[];
  /** skill groups: "Label: a, b" or a plain list */
  groups: { label: string; items: string[] }[];
  /** plain list items (certifications, custom lines) */
  items: string[];
}

export interface ResumeLayout {
  design: TemplateDesign;
  colors: ResumeTheme;
  name: string;
  headline: string;
  /** contact items in order: e-mail, phone, location, links */
  contact: string[];
  /** sections in the main column, in order */
  main: LaidOutSection[];
  /** sections in the side column, in order (empty for single-column templates) */
  side: LaidOutSection[];
  /** every section in reading order */
  reading: LaidOutSection[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A month picker's value ("2021-03") as "Mar 2021"; any other text as written. */
export function formatMonth(value: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(value.trim());
  if (!m) return value.trim();
  const month = MONTHS[Number(m[2]) - 1];
  return month ? `${month} ${m[1]}` : value.trim();
}

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A month's number ("03") from its name as resumes write it ("Mar", "March", "Sept."), or "". */
function monthNumber(word: string): string {
  const w = word.toLowerCase().replace(/[.,]+$/, '');
  const i = MONTH_NAMES.findIndex((name) => w.length >= 3 && name.startsWith(w));
  return i < 0 ? '' : String(i + 1).padStart(2, '0');
}

/**
 * A date as the builder's month and year inputs hold it: `year` ("2021", or the digits typed so
 * far) and `month` ("03", or "" when only the year is known). Reads the builder's own "2021-03"
 * and "2021" and the forms a resume writes ("03/2021", "Mar 2021", "March 2021", "2021/03");
 * null for text the inputs cannot hold ("Summer 2019", "2015 – 2019"), which stays as written.
 */
export function monthYearOf(value: string): { year: string; month: string } | null {
  const t = value.trim();
  if (/^\d{0,4}$/.test(t)) return { year: t, month: '' };
  const pad = (m: string) => (Number(m) >= 1 && Number(m) <= 12 ? m.padStart(2, '0') : '');
  let m = /^(\d{4})[-/.](\d{1,2})$/.exec(t);
  if (m && pad(m[2]!)) return { year: m[1]!, month: pad(m[2]!) };
  m = /^(\d{1,2})[-/.](\d{4})$/.exec(t);
  if (m && pad(m[1]!)) return { year: m[2]!, month: pad(m[1]!) };
  m = /^(\p{L}+\.?,?)\s*(\d{4})$/u.exec(t);
  if (m && monthNumber(m[1]!)) return { year: m[2]!, month: monthNumber(m[1]!) };
  return null;
}

/**
 * The builder's date from its month and year inputs: "2021-03", or the year alone while it has
 * no month or is still being typed ("202"), "" without a year.
 */
export function monthYearValue(year: string, month: string): string {
  return month && /^\d{4}$/.test(year) ? `${year}-${month}` : year;
}

/** "Mar 2021 – Present", "2019 – 2021", "2020". */
export function dateRange(start: string, end: string, current: boolean): string {
  const from = formatMonth(start);
  const to = current ? 'Present' : formatMonth(end);
  return [from, to].filter(Boolean).join(' – ');
}

const HEADINGS: Record<string, string> = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  certifications: 'Certifications',
};

const STANDARD_IDS = Object.keys(HEADINGS);

const clean = (xs: readonly string[]) => xs.map((x) => x.trim()).filter(Boolean);

function sectionOf(doc: ResumeDocument, id: string): LaidOutSection | null {
  const base: LaidOutSection = {
    id,
    title: HEADINGS[id] ?? '',
    paragraphs: [],
    entries: [],
    groups: [],
    items: [],
  };
  switch (id) {
    case 'summary':
      base.paragraphs = clean(doc.summary.split(/\n+/));
      return base.paragraphs.length ? base : null;
    case 'experience':
      base.entries = doc.experience
        .map((e) => ({
          title: e.title.trim(),
          subtitle: e.company.trim(),
          place: e.location.trim(),
          dates: dateRange(e.startDate, e.endDate, e.current),
          lines: [],
          bullets: clean(e.bullets),
        }))
        .filter((e) => e.title || e.subtitle || e.bullets.length);
      return base.entries.length ? base : null;
    case 'education':
      base.entries = doc.education
        .map((e) => ({
          title: e.degree.trim(),
          subtitle: e.school.trim(),
          place: e.location.trim(),
          dates: formatMonth(e.date),
          lines: e.gpa.trim() ? [`GPA: ${e.gpa.trim()}`] : [],
          bullets: clean(e.details),
        }))
        .filter((e) => e.title || e.subtitle);
      return base.entries.length ? base : null;
    case 'skills':
      base.groups = doc.skills
        .map((g) => ({ label: g.label.trim(), items: clean(g.items) }))
        .filter((g) => g.items.length);
      return base.groups.length ? base : null;
    case 'projects':
      base.entries = doc.projects
        .map((p) => ({
          title: p.name.trim(),
          subtitle: p.technologies.trim(),
          place: '',
          dates: formatMonth(p.date),
          lines: clean([p.description]),
          bullets: clean(p.bullets),
        }))
        .filter((p) => p.title || p.lines.length || p.bullets.length);
      return base.entries.length ? base : null;
    case 'certifications':
      base.items = clean(doc.certifications.map((c) => c.name));
      return base.items.length ? base : null;
    default: {
      const custom = doc.customSections.find((c) => c.id === id);
      if (!custom) return null;
      base.title = custom.title.trim() || 'Additional Information';
      base.items = clean(custom.lines);
      return base.items.length ? base : null;
    }
  }
}

/** The sections in the document's order, each once, then any it does not list. */
export function sectionOrder(doc: ResumeDocument): { id: string; visible: boolean }[] {
  const known = [...STANDARD_IDS, ...doc.customSections.map((c) => c.id)];
  const out: { id: string; visible: boolean }[] = [];
  const seen = new Set<string>();
  for (const s of doc.sections) {
    if (!known.includes(s.id) || seen.has(s.id)) continue;
    seen.add(s.id);
    out.push({ id: s.id, visible: s.visible });
  }
  for (const id of known) if (!seen.has(id)) out.push({ id, visible: true });
  return out;
}

/** The blocks a template prints for a document, in reading order. */
export function layoutResume(
  doc: ResumeDocument,
  opts: { template?: ResumeTemplateId; colors?: ResumeTheme } = {},
): ResumeLayout {
  const design =
    TEMPLATE_DESIGNS[opts.template ?? doc.template] ?? TEMPLATE_DESIGNS['modern-professional'];
  const colors = opts.colors ?? doc.theme ?? design.colors;
  const sections = sectionOrder(doc)
    .filter((s) => s.visible)
    .map((s) => sectionOf(doc, s.id))
    .filter((s): s is LaidOutSection => s !== null);
  const p = doc.personal;
  const contact = clean([p.email, p.phone, p.location, ...p.links]);
  let main = sections;
  let side: LaidOutSection[] = [];
  if (design.layout !== 'single-column') {
    side = sections.filter((s) => design.side.includes(s.id));
    main = sections.filter((s) => !design.side.includes(s.id));
  }
  const reading = design.layout === 'sidebar' ? [...side, ...main] : [...main, ...side];
  return {
    design,
    colors,
    name: p.name.trim(),
    headline: p.headline.trim(),
    contact,
    main,
    side,
    reading,
  };
}

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

/** A website fit for a link: http(s) only (a "javascript:" link prints as text). */
export function safeLink(value: string): string | null {
  const v = value.trim();
  if (/^https?:\/\/[^\s<>"']+$/i.test(v)) return v;
  if (/^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/[^\s<>"']*)?$/i.test(v) && !/^[a-z]+:/i.test(v))
    return `https://${v}`;
  return null;
}

/* ---------- Start from a resume, save again ---------- */

/** POST /api/resume-builder/parse: resume text in, the builder's document out. */
export const parseToDocumentSchema = z.object({
  text: nonBlank('Resume text', MAX_RESUME_CHARS, {
    status: 413,
    message: `The resume is longer than ${MAX_RESUME_CHARS.toLocaleString('en-US')} characters. Shorten it and try again.`,
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

/**
 * The plain text an applicant tracking system reads from an export: the layout's lines in
 * reading order, as the PDF and DOCX print them (the Export tab's "ATS view").
 */
export function atsText(layout: ResumeLayout): string {
  const out: string[] = [layout.name || 'Your Name'];
  if (layout.headline) out.push(layout.headline);
  if (layout.contact.length) out.push(layout.contact.join(' | '));
  const sideIds = new Set(layout.side.map((s) => s.id));
  for (const s of layout.reading) {
    const compact = sideIds.has(s.id);
    out.push('', s.title.toUpperCase());
    out.push(...s.paragraphs);
    for (const e of s.entries) {
      const rest = [e.subtitle, e.place].filter(Boolean).join(' | ');
      if (compact) {
        out.push(...[e.title, e.subtitle].filter(Boolean));
        const when = [e.place, e.dates].filter(Boolean).join(' | ');
        if (when) out.push(when);
      } else {
        const head = [e.title, rest].filter(Boolean).join(' | ');
        if (head) out.push(head);
        if (e.dates) out.push(e.dates);
      }
      out.push(...e.lines, ...e.bullets.map((b) => `• ${b}`));
    }
    for (const g of s.groups)
      out.push(g.label ? `${g.label}: ${g.items.join(', ')}` : g.items.join(', '));
    out.push(...s.items.map((i) => `• ${i}`));
  }
  return out.join('\n');
}
