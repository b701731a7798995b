import type { ResumeDocument, ResumeTemplateId } from './resume-document';
import { TEMPLATE_DESIGNS, type ResumeTheme, type TemplateDesign } from './builder-templates';

/**
 * The resume builder's layout model: `layoutResume` turns a resume document and a template
 * into the blocks every renderer prints: the web preview and the HTML export (builder-html.ts),
 * and the server's PDF and DOCX writers. The order of the blocks is the reading order: name,
 * contact, then sections; in a two-column template the main column and then the side column,
 * in a sidebar template the sidebar and then the main column (the order an ATS reads a page
 * with two columns).
 */

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

/** A website fit for a link: http(s) only (a "javascript:" link prints as text). */
export function safeLink(value: string): string | null {
  const v = value.trim();
  if (/^https?:\/\/[^\s<>"']+$/i.test(v)) return v;
  if (/^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/[^\s<>"']*)?$/i.test(v) && !/^[a-z]+:/i.test(v))
    return `https://${v}`;
  return null;
}

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
