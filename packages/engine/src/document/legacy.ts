/**
 * Documents stored before the typed ResumeDocument used the builder's first layout:
 * { template, sections: [{ id, type, title, content, visible, order }], metadata: { colors, layout } }
 * with a personal section (name, email, phone, location, website, summary), experience entries
 * (title, company, location, startDate, endDate, current, description), education entries
 * (degree, school, location, graduationDate, gpa, achievements) and skills (technical, soft,
 * languages). This reads that layout into a ResumeDocument so those resumes keep working.
 */
import type {
  DocumentCustomSection,
  DocumentEducation,
  DocumentExperience,
  DocumentSection,
  DocumentSkillGroup,
  ResumeDocument,
  ResumeTheme,
} from '../types';
import { blankContent, TEMPLATE_IDS } from './blank';

const FALLBACK_THEME: ResumeTheme = { primary: '#1e3a5f', secondary: '#475569', accent: '#2563eb' };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** Lines of a free-text field (a description or achievements), bullet glyphs removed. */
const linesOf = (v: unknown): string[] =>
  (Array.isArray(v) ? v.map(str) : str(v).split('\n'))
    .map((l) => l.replace(/^[•\-*–·]\s*/, '').trim())
    .filter(Boolean);
/** Every text line of a value, entry ids left out. */
const textOf = (v: unknown): string[] =>
  isObj(v)
    ? Object.entries(v).flatMap(([k, x]) => (k === 'id' ? [] : textOf(x)))
    : Array.isArray(v)
      ? v.flatMap(textOf)
      : linesOf(v);
const colour = (v: unknown, fallback: string) =>
  typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v) ? v.toLowerCase() : fallback;

/** The stored theme colours, each checked, the default theme's where one is missing or odd. */
function themeOf(stored: Obj): ResumeTheme {
  const colors =
    isObj(stored.metadata) && isObj(stored.metadata.colors) ? stored.metadata.colors : {};
  return {
    primary: colour(colors.primary, FALLBACK_THEME.primary),
    secondary: colour(colors.secondary, FALLBACK_THEME.secondary),
    accent: colour(colors.accent, FALLBACK_THEME.accent),
  };
}

/** The stored sections in their `order` (their place in the list where they have none). */
function orderedSections(sections: unknown[]): Obj[] {
  return sections
    .filter(isObj)
    .map((s, i) => ({ s, order: typeof s.order === 'number' ? s.order : i }))
    .sort((a, b) => a.order - b.order)
    .map((x) => x.s);
}

/** The personal section: contact details into `personal`, its summary into `summary`. */
function readPersonal(doc: ResumeDocument, c: unknown): boolean {
  const p = isObj(c) ? c : {};
  doc.personal = {
    name: str(p.name),
    headline: str(p.title ?? p.headline),
    email: str(p.email),
    phone: str(p.phone),
    location: str(p.location),
    links: [str(p.website), str(p.linkedin)].filter(Boolean),
  };
  doc.summary = str(p.summary);
  return Boolean(doc.summary);
}

const experienceOf = (c: unknown): DocumentExperience[] =>
  list(c)
    .filter(isObj)
    .map((e, i): DocumentExperience => ({
      id: str(e.id) || `experience-${i + 1}`,
      title: str(e.title),
      company: str(e.company),
      location: str(e.location),
      startDate: str(e.startDate),
      endDate: e.current === true ? 'Present' : str(e.endDate),
      current: e.current === true,
      bullets: linesOf(e.description ?? e.bullets),
    }));

const educationOf = (c: unknown): DocumentEducation[] =>
  list(c)
    .filter(isObj)
    .map((e, i): DocumentEducation => ({
      id: str(e.id) || `education-${i + 1}`,
      degree: str(e.degree),
      school: str(e.school),
      location: str(e.location),
      date: str(e.graduationDate ?? e.date),
      gpa: str(e.gpa),
      details: linesOf(e.achievements ?? e.details),
    }));

/** The skills section: technical, soft and languages (a bare list is technical). */
function skillsOf(c: unknown): DocumentSkillGroup[] {
  const k = isObj(c) ? c : { technical: c };
  const groups: Array<[string, unknown]> = [
    ['Technical', k.technical],
    ['Soft skills', k.soft],
    ['Languages', k.languages],
  ];
  return groups
    .map(([label, items], i): DocumentSkillGroup => ({
      id: `skills-${i + 1}`,
      label,
      items: list(items).map(str).filter(Boolean),
    }))
    .filter((g) => g.items.length);
}

/** Any other section the builder stored: its text lines, under its title. */
function addCustom(doc: ResumeDocument, s: Obj): string {
  const c = s.content;
  const lines = Array.isArray(c) ? c.flatMap(textOf) : textOf(c);
  const custom: DocumentCustomSection = {
    id: `custom-${doc.customSections.length + 1}`,
    title: str(s.title) || str(s.type) || 'Additional Information',
    lines,
  };
  doc.customSections.push(custom);
  return custom.id;
}

/** Reads one stored section into the document; the id it takes in the order, if any. */
function readSection(doc: ResumeDocument, s: Obj): string | undefined {
  const c = s.content;
  switch (s.type) {
    case 'personal':
      return readPersonal(doc, c) ? 'summary' : undefined;
    case 'experience':
      doc.experience = experienceOf(c);
      return 'experience';
    case 'education':
      doc.education = educationOf(c);
      return 'education';
    case 'skills':
      doc.skills = skillsOf(c);
      return 'skills';
    default:
      return addCustom(doc, s);
  }
}

/** The document a stored first-layout builder resume describes, or null for anything else. */
export function documentFromLegacy(stored: unknown): ResumeDocument | null {
  if (!isObj(stored) || !Array.isArray(stored.sections) || stored.version !== undefined)
    return null;
  const template = TEMPLATE_IDS.find((t) => t === stored.template) ?? 'modern-professional';
  const doc: ResumeDocument = { version: 1, template, theme: themeOf(stored), ...blankContent() };
  const order: DocumentSection[] = [];
  for (const s of orderedSections(stored.sections)) {
    const id = readSection(doc, s);
    if (id !== undefined) order.push({ id, visible: s.visible !== false });
  }
  doc.sections = order;
  return doc;
}
