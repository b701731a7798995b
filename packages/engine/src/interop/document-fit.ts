/**
 * Fitting an imported resume into the document's limits. A file from another tool can hold
 * anything: text longer than a field, more entries than a section takes, characters no text
 * column stores. The importers read what they can, then pass the result through here, which
 * cuts every field and list to the contract's limits (packages/contract/src/resume-document.ts)
 * and says in a warning what it cut, so an import never fails on one over-long field.
 */
import { DEFAULT_TEMPLATE, DEFAULT_THEME, DOCUMENT_SECTION_KEYS } from '../document';
import { blankContent } from '../document/blank';
import type {
  DocumentCustomSection,
  DocumentEducation,
  DocumentExperience,
  DocumentProject,
  DocumentSection,
  DocumentSkillGroup,
  ResumeDocument,
} from '../types';

/**
 * The contract's limits. The engine imports nothing of ours, so they are repeated here; the
 * interop tests check every import against the contract's schema, which would fail on a drift.
 */
export const LIMITS = {
  name: 120,
  line: 200,
  email: 254,
  url: 2048,
  prose: 5000,
  id: 64,
  entries: 50,
  bullets: 40,
  items: 100,
  links: 10,
  sections: 30,
  /** MAX_RESUME_CHARS: every string of the document together */
  total: 50_000,
} as const;

/** At most this many warnings are listed; the rest are counted. */
const MAX_WARNINGS = 50;

/** What an import noticed: each message once, at most MAX_WARNINGS of them. */
export class Warnings {
  private readonly seen = new Set<string>();
  private readonly list: string[] = [];
  private more = 0;

  add(message: string): void {
    if (this.seen.has(message)) return;
    if (this.list.length >= MAX_WARNINGS) {
      this.more++;
      return;
    }
    this.seen.add(message);
    this.list.push(message);
  }

  done(): string[] {
    return this.more
      ? [...this.list, `…and ${this.more.toLocaleString('en-US')} more notes.`]
      : [...this.list];
  }
}

// A NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one.
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- matching NUL is the point
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Control characters other than tab and line feed: no resume means them.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A string without the characters no text column stores (NUL, lone surrogates). */
export const stripForbidden = (s: string): string => s.replace(FORBIDDEN, '');

/** Text read from a file: forbidden and control characters out, line ends as "\n", trimmed. */
export function cleanText(value: unknown): string {
  if (typeof value !== 'string') return typeof value === 'number' ? String(value) : '';
  return stripForbidden(value).replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
}

/** A one-line field read from a file: cleanText with every run of white space one space. */
export const cleanLine = (value: unknown): string => cleanText(value).replace(/\s+/g, ' ');

/** A string cut to `max` UTF-16 units without leaving half of a surrogate pair. */
export const cut = (s: string, max: number): string =>
  s
    .slice(0, max)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trimEnd();

const fmt = (n: number) => n.toLocaleString('en-US');

/** Cuts fields and lists to their limits, each cut reported once under a readable label. */
class Fitter {
  constructor(private readonly warnings: Warnings) {}

  text(value: string, max: number, label: string): string {
    const t = stripForbidden(value).trim();
    if (t.length <= max) return t;
    this.warnings.add(`${label} was cut to ${fmt(max)} characters.`);
    return cut(t, max);
  }

  texts(values: string[], maxItems: number, maxChars: number, label: string): string[] {
    return this.list(values, maxItems, label).map((v) => this.text(v, maxChars, label));
  }

  list<T>(values: T[], max: number, label: string): T[] {
    if (values.length <= max) return values;
    this.warnings.add(`${label}: only the first ${fmt(max)} of ${fmt(values.length)} were kept.`);
    return values.slice(0, max);
  }
}

const named = (section: string, i: number, name: string) =>
  `${section} ${i + 1}${name.trim() ? ` (${cut(name.trim(), 40)})` : ''}`;

function fitExperience(f: Fitter, e: DocumentExperience, i: number): DocumentExperience {
  const at = named('Experience', i, e.company || e.title);
  return {
    id: f.text(e.id, LIMITS.id, `${at} id`),
    title: f.text(e.title, LIMITS.line, `${at} job title`),
    company: f.text(e.company, LIMITS.line, `${at} company`),
    location: f.text(e.location, LIMITS.line, `${at} location`),
    startDate: f.text(e.startDate, LIMITS.line, `${at} start date`),
    endDate: f.text(e.endDate, LIMITS.line, `${at} end date`),
    current: e.current,
    bullets: f.texts(e.bullets, LIMITS.bullets, LIMITS.prose, `${at} bullets`),
  };
}

function fitEducation(f: Fitter, e: DocumentEducation, i: number): DocumentEducation {
  const at = named('Education', i, e.school || e.degree);
  return {
    id: f.text(e.id, LIMITS.id, `${at} id`),
    degree: f.text(e.degree, LIMITS.line, `${at} degree`),
    school: f.text(e.school, LIMITS.line, `${at} school`),
    location: f.text(e.location, LIMITS.line, `${at} location`),
    date: f.text(e.date, LIMITS.line, `${at} date`),
    gpa: f.text(e.gpa, LIMITS.line, `${at} grade`),
    details: f.texts(e.details, LIMITS.bullets, LIMITS.prose, `${at} details`),
  };
}

function fitSkills(f: Fitter, g: DocumentSkillGroup, i: number): DocumentSkillGroup {
  const at = named('Skill group', i, g.label);
  return {
    id: f.text(g.id, LIMITS.id, `${at} id`),
    label: f.text(g.label, LIMITS.line, `${at} label`),
    items: f.texts(g.items, LIMITS.items, LIMITS.line, `${at} skills`),
  };
}

function fitProject(f: Fitter, p: DocumentProject, i: number): DocumentProject {
  const at = named('Project', i, p.name);
  return {
    id: f.text(p.id, LIMITS.id, `${at} id`),
    name: f.text(p.name, LIMITS.line, `${at} name`),
    description: f.text(p.description, LIMITS.prose, `${at} description`),
    technologies: f.text(p.technologies, LIMITS.prose, `${at} technologies`),
    date: f.text(p.date, LIMITS.line, `${at} date`),
    bullets: f.texts(p.bullets, LIMITS.bullets, LIMITS.prose, `${at} bullets`),
  };
}

function fitCustom(f: Fitter, c: DocumentCustomSection, i: number): DocumentCustomSection {
  const at = named('Section', i, c.title);
  return {
    id: f.text(c.id, LIMITS.id, `${at} id`),
    title: f.text(c.title, LIMITS.line, `${at} title`),
    lines: f.texts(c.lines, LIMITS.items, LIMITS.prose, `${at} lines`),
  };
}

/** The sections list the schema takes: known ids only, each once, at most LIMITS.sections. */
export function fitSections(doc: ResumeDocument): DocumentSection[] {
  const known = new Set<string>([...DOCUMENT_SECTION_KEYS, ...doc.customSections.map((c) => c.id)]);
  const seen = new Set<string>();
  const out: DocumentSection[] = [];
  for (const s of doc.sections) {
    if (!known.has(s.id) || seen.has(s.id)) continue;
    seen.add(s.id);
    out.push({ id: s.id, visible: s.visible });
  }
  // a section left off the list still prints (after the listed ones), so nothing is lost here
  return out.slice(0, LIMITS.sections);
}

/** The document with every field and list within the contract's limits, cuts reported. */
export function fitDocument(doc: ResumeDocument, warnings: Warnings): ResumeDocument {
  const f = new Fitter(warnings);
  const p = doc.personal;
  const fitted: ResumeDocument = {
    version: 1,
    template: doc.template,
    theme: { ...doc.theme },
    personal: {
      name: f.text(p.name, LIMITS.name, 'Name'),
      headline: f.text(p.headline, LIMITS.line, 'Headline'),
      email: f.text(p.email, LIMITS.email, 'E-mail'),
      phone: f.text(p.phone, LIMITS.line, 'Phone'),
      location: f.text(p.location, LIMITS.line, 'Location'),
      links: f.texts(p.links, LIMITS.links, LIMITS.url, 'Links'),
    },
    summary: f.text(doc.summary, LIMITS.prose, 'Summary'),
    experience: f
      .list(doc.experience, LIMITS.entries, 'Experience')
      .map((e, i) => fitExperience(f, e, i)),
    education: f
      .list(doc.education, LIMITS.entries, 'Education')
      .map((e, i) => fitEducation(f, e, i)),
    skills: f.list(doc.skills, LIMITS.entries, 'Skill groups').map((g, i) => fitSkills(f, g, i)),
    projects: f.list(doc.projects, LIMITS.entries, 'Projects').map((x, i) => fitProject(f, x, i)),
    certifications: f.list(doc.certifications, LIMITS.entries, 'Certifications').map((c, i) => ({
      id: f.text(c.id, LIMITS.id, `Certification ${i + 1} id`),
      name: f.text(c.name, LIMITS.prose, named('Certification', i, '')),
    })),
    customSections: f
      .list(doc.customSections, LIMITS.entries, 'Other sections')
      .map((c, i) => fitCustom(f, c, i)),
    sections: doc.sections,
  };
  fitted.sections = fitSections(fitted);
  return capTotal(fitted, warnings);
}

/** Every string of a value, as the contract counts a document's size. */
export function textLength(v: unknown): number {
  if (typeof v === 'string') return v.length;
  if (Array.isArray(v)) return v.reduce((n: number, x) => n + textLength(x), 0);
  if (v && typeof v === 'object')
    return Object.values(v).reduce((n: number, x) => n + textLength(x), 0);
  return 0;
}

/**
 * The document within the total size the contract allows: its text is kept in print order
 * (contact, summary, experience, education, skills, projects, certifications, other sections)
 * until the budget is spent, and what comes after is cut. Ids, colours and the section list
 * are not content and are always kept.
 */
function capTotal(doc: ResumeDocument, warnings: Warnings): ResumeDocument {
  if (textLength(doc) <= LIMITS.total) return doc;
  warnings.add(
    `The resume is longer than ${fmt(LIMITS.total)} characters in all; its last parts were cut to fit.`,
  );
  const ids = [
    doc.experience,
    doc.education,
    doc.skills,
    doc.projects,
    doc.certifications,
    doc.customSections,
  ].flat();
  let budget =
    LIMITS.total - textLength([doc.template, doc.theme, doc.sections, ids.map((x) => x.id)]);
  const take = (s: string): string => {
    const kept = budget >= s.length ? s : cut(s, Math.max(0, budget));
    budget -= kept.length;
    return kept;
  };
  const takeAll = (list: string[]) => list.map(take).filter((s, i) => s || !list[i]);
  // an entry that starts after the budget is spent is left out whole
  const entries = <T>(list: T[], read: (x: T) => T): T[] =>
    list.flatMap((x) => (budget > 0 ? [read(x)] : []));
  const p = doc.personal;
  const out: ResumeDocument = {
    ...doc,
    personal: {
      name: take(p.name),
      headline: take(p.headline),
      email: take(p.email),
      phone: take(p.phone),
      location: take(p.location),
      links: takeAll(p.links),
    },
    summary: take(doc.summary),
  };
  out.experience = entries(doc.experience, (e) => ({
    ...e,
    title: take(e.title),
    company: take(e.company),
    location: take(e.location),
    startDate: take(e.startDate),
    endDate: take(e.endDate),
    bullets: takeAll(e.bullets),
  }));
  out.education = entries(doc.education, (e) => ({
    ...e,
    degree: take(e.degree),
    school: take(e.school),
    location: take(e.location),
    date: take(e.date),
    gpa: take(e.gpa),
    details: takeAll(e.details),
  }));
  out.skills = entries(doc.skills, (g) => ({
    ...g,
    label: take(g.label),
    items: takeAll(g.items),
  }));
  out.projects = entries(doc.projects, (x) => ({
    ...x,
    name: take(x.name),
    description: take(x.description),
    technologies: take(x.technologies),
    date: take(x.date),
    bullets: takeAll(x.bullets),
  }));
  out.certifications = entries(doc.certifications, (c) => ({ ...c, name: take(c.name) }));
  out.customSections = entries(doc.customSections, (c) => ({
    ...c,
    title: take(c.title),
    lines: takeAll(c.lines),
  }));
  out.sections = fitSections(out);
  return out;
}

/** A document with nothing in it yet, in the default template and theme. */
export function emptyDocument(): ResumeDocument {
  return {
    version: 1,
    template: DEFAULT_TEMPLATE,
    theme: { ...DEFAULT_THEME },
    ...blankContent(),
  };
}

/**
 * The print order of an imported document: the sections the file names in its own order,
 * then the standard sections it did not name, then its other sections, all shown.
 */
export function sectionOrder(doc: ResumeDocument, named: string[] = []): DocumentSection[] {
  const known = new Set<string>([...DOCUMENT_SECTION_KEYS, ...doc.customSections.map((c) => c.id)]);
  const order = new Set<string>();
  const add = (id: string) => {
    if (known.has(id)) order.add(id);
  };
  if (doc.summary) add('summary');
  named.forEach(add);
  DOCUMENT_SECTION_KEYS.forEach(add);
  doc.customSections.forEach((c) => add(c.id));
  return [...order].map((id) => ({ id, visible: true }));
}
