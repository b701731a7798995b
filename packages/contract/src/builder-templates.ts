import { z } from 'zod';
import { oneOf } from './common';
import {
  RESUME_TEMPLATES,
  resumeThemeSchema,
  type ResumeDocument,
  type ResumeTemplateId,
  type ResumeTemplateLayout,
} from './resume-document';

/**
 * The resume builder's design: the six templates (fonts, header and heading styles, colours,
 * columns) and the page sizes, read by the layout model (builder-layout.ts) and every renderer.
 */

export type ResumeTheme = z.infer<typeof resumeThemeSchema>;

export const PAGE_SIZES = ['letter', 'a4'] as const;
export const pageSizeSchema = oneOf('Page size', PAGE_SIZES);
export type PageSize = z.infer<typeof pageSizeSchema>;

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

/** A template's own design, after the name, category and layout every template has. */
type DesignOf = Omit<TemplateDesign, 'id' | 'name' | 'category' | 'layout'>;

const design = (id: ResumeTemplateId, own: DesignOf): TemplateDesign => ({
  ...RESUME_TEMPLATES[id],
  id,
  ...own,
});

const SIDE = ['skills', 'education', 'certifications'] as const;
/** One column: no side column. */
const ONE_COLUMN = { sideWidth: 0, side: [], sideTint: false } as const;

export const TEMPLATE_DESIGNS: Record<ResumeTemplateId, TemplateDesign> = {
  'modern-professional': design('modern-professional', {
    description: 'Clean single column with blue headings and rules.',
    font: 'sans',
    colors: { primary: '#1e3a5f', secondary: '#475569', accent: '#2563eb' },
    header: 'plain',
    heading: 'rule',
    size: 10,
    ...ONE_COLUMN,
  }),
  'creative-designer': design('creative-designer', {
    description: 'Coloured name band, two columns, bold accent bars.',
    font: 'sans',
    colors: { primary: '#6d28d9', secondary: '#4b5563', accent: '#db2777' },
    header: 'band',
    heading: 'bar',
    size: 9.5,
    sideWidth: 0.34,
    side: SIDE,
    sideTint: false,
  }),
  'tech-minimalist': design('tech-minimalist', {
    description: 'Quiet type with a tinted sidebar for skills and education.',
    font: 'sans',
    colors: { primary: '#0f172a', secondary: '#64748b', accent: '#059669' },
    header: 'accent-bar',
    heading: 'caps',
    size: 9.5,
    sideWidth: 0.32,
    side: SIDE,
    sideTint: true,
  }),
  'executive-classic': design('executive-classic', {
    description: 'Serif type, centred name, ruled headings: a traditional look.',
    font: 'serif',
    colors: { primary: '#1f2937', secondary: '#4b5563', accent: '#92400e' },
    header: 'centered',
    heading: 'centered-rule',
    size: 10.5,
    ...ONE_COLUMN,
  }),
  'startup-dynamic': design('startup-dynamic', {
    description: 'Bright accent bar, pill headings and a tinted side column.',
    font: 'sans',
    colors: { primary: '#0f766e', secondary: '#475569', accent: '#ea580c' },
    header: 'accent-bar',
    heading: 'pill',
    size: 9.5,
    sideWidth: 0.33,
    side: SIDE,
    sideTint: true,
  }),
  'academic-research': design('academic-research', {
    description: 'Serif CV style with full-width rules, built for long lists.',
    font: 'serif',
    colors: { primary: '#1e293b', secondary: '#475569', accent: '#7f1d1d' },
    header: 'centered',
    heading: 'rule',
    size: 10.5,
    ...ONE_COLUMN,
  }),
};

export const TEMPLATE_LIST: TemplateDesign[] = Object.values(TEMPLATE_DESIGNS);

/**
 * A document with nothing in it yet, where a document is filled in from elsewhere: in the
 * template's own colours unless a theme is given.
 */
export function blankDocument(
  template: ResumeTemplateId = 'modern-professional',
  theme: ResumeTheme = { ...TEMPLATE_DESIGNS[template].colors },
): ResumeDocument {
  return {
    version: 1,
    template,
    theme,
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
}

/** Page sizes in points. */
export const PAGE_POINTS: Record<PageSize, { width: number; height: number }> = {
  letter: { width: 612, height: 792 },
  a4: { width: 595.28, height: 841.89 },
};
