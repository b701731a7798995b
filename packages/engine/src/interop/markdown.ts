/**
 * The document as a Markdown resume: the name as the title, the headline and a contact line,
 * then each shown section in the document's order under a "##" heading, entries as "###" with
 * their dates, bullets as "- ". User text is escaped so that it prints as written and never
 * becomes markup: no link, image, HTML, heading, list or code can come out of a field. The
 * contact links are the only links, and only for http(s) addresses.
 */
import { DOCUMENT_SECTION_KEYS, printedDate } from '../document';
import { STANDARD_HEADING } from '../text/lexicon';
import type {
  DocumentEducation,
  DocumentExperience,
  DocumentProject,
  DocumentSection,
  DocumentSkillGroup,
  ResumeDocument,
} from '../types';
import { isEmail, toUri } from './profile-links';

/** Characters that are markup anywhere in a line. */
const INLINE = /[\\`*_[\]<>|~]/g;
/** "&amp;", "&#60;": a character reference would print as the character it names. */
const ENTITY = /&(?=#?[a-z0-9]+;)/gi;
/** What GitHub's Markdown would turn into a link: "https://", "www.", "jane@example.com". */
const AUTOLINK = /(:)(\/\/)|\b(www)(\.)|(?<=[\w.+-])(@)/gi;
/** What starts a block at the beginning of a line: a quote, a list item, a rule, an underline. */
const BLOCK_START = /^(?:([>+\-=])|(\d{1,9})([.)]))/;

/**
 * Text escaped so that inside a line it prints as written: the markup characters, character
 * references, a "#" that could open or close a heading and (unless `autolinks` is false, as in
 * a link's own text) the start of a web address GitHub would make a link of.
 */
function escapeInline(text: string, autolinks = true): string {
  const t = text
    .replace(INLINE, '\\$&')
    .replace(ENTITY, '\\&')
    .replace(/(^|\s)#/g, '$1\\#');
  return autolinks
    ? t.replace(AUTOLINK, (_m, colon?: string, _s?: string, www?: string) =>
        colon ? ':\\/\\/' : www ? `${www}\\.` : '\\@',
      )
    : t;
}

/** A line that must not start a block: "1. x", "- x", "> x", "=" keep their first mark as text. */
const guardStart = (line: string): string =>
  line.replace(BLOCK_START, (_m, mark?: string, num?: string, dot?: string) =>
    mark ? `\\${mark}` : `${num}\\${dot}`,
  );

/** One line of user text as Markdown that prints exactly that text and nothing else. */
export const escapeMarkdown = (text: string): string => guardStart(escapeInline(text));

/** One line of text: white space runs (line breaks too) as one space, escaped for inside a line. */
const line = (text: string): string => escapeInline(text.replace(/\s+/g, ' ').trim());

/** A bullet glyph a line of text was written with ("• 8 years in SaaS"). */
const GLYPH = /^[•·▪◦‣-]\s+/;

/**
 * A block of text (the summary, a description): each line a paragraph of its own, so a line
 * break prints as one; a line written with a bullet glyph a list item.
 */
function paragraphs(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split('\n')) {
    const t = raw.trim();
    if (!t) continue;
    const item = GLYPH.test(t);
    const body = guardStart(line(t.replace(GLYPH, '')));
    // a list item follows the one before it directly; a paragraph stands apart
    if (!item && out.length) out.push('');
    else if (item && out.length && !out[out.length - 1]!.startsWith('- ')) out.push('');
    out.push(item ? `- ${body}` : body);
  }
  return out.length ? [...out, ''] : [];
}

const bullets = (items: string[]): string[] =>
  items
    .map((b) => guardStart(line(b)))
    .filter(Boolean)
    .map((b) => `- ${b}`);

/** "Mar 2021 – Present", "2019 – 2021", "Mar 2021" */
function dates(start: string, end: string, current: boolean): string {
  const from = printedDate(start.trim());
  const to = current ? 'Present' : printedDate(end.trim());
  return from && to && from !== to ? `${from} – ${to}` : from || to;
}

/** An entry: "### Title — Place", an italic line of its facts, its text and bullets. */
function entry(title: string[], facts: string[], body: string[], items: string[]): string[] {
  const head = title.map(line).filter(Boolean).join(' — ');
  const meta = facts.map(line).filter(Boolean).join(' · ');
  const out: string[] = [];
  if (head) out.push(`### ${head}`, '');
  if (meta) out.push(`*${meta}*`, '');
  for (const text of body) out.push(...paragraphs(text));
  const list = bullets(items);
  if (list.length) out.push(...list, '');
  return out;
}

const experience = (e: DocumentExperience) =>
  entry(
    [e.title, e.company],
    [e.location, dates(e.startDate, e.endDate, e.current)],
    [],
    e.bullets,
  );

const education = (e: DocumentEducation) =>
  entry(
    [e.degree, e.school],
    [e.location, printedDate(e.date), e.gpa.trim() ? `GPA ${e.gpa.trim()}` : ''],
    [],
    e.details,
  );

const project = (x: DocumentProject) =>
  entry([x.name], [printedDate(x.date), x.technologies], [x.description], x.bullets);

/** Skill groups as bullets: "**Label:** a, b", a plain group as its list. */
function skills(groups: DocumentSkillGroup[]): string[] {
  const out: string[] = [];
  for (const g of groups) {
    const items = g.items.map(line).filter(Boolean).join(', ');
    if (!items) continue;
    out.push(g.label.trim() ? `- **${line(g.label)}:** ${items}` : `- ${items}`);
  }
  return out.length ? [...out, ''] : [];
}

/** The sections in print order: those the document lists, then the rest in the standard order. */
function printOrder(doc: ResumeDocument): DocumentSection[] {
  const known = [...DOCUMENT_SECTION_KEYS, ...doc.customSections.map((c) => c.id)];
  const seen = new Set<string>();
  const out: DocumentSection[] = [];
  for (const s of doc.sections)
    if (known.includes(s.id) && !seen.has(s.id)) {
      seen.add(s.id);
      out.push(s);
    }
  for (const id of known) if (!seen.has(id)) out.push({ id, visible: true });
  return out;
}

/** The body of one section (without its heading), [] when it has nothing to print. */
function sectionBody(doc: ResumeDocument, id: string): { title: string; body: string[] } {
  switch (id) {
    case 'summary':
      return { title: STANDARD_HEADING.summary, body: paragraphs(doc.summary) };
    case 'experience':
      return { title: STANDARD_HEADING.experience, body: doc.experience.flatMap(experience) };
    case 'education':
      return { title: STANDARD_HEADING.education, body: doc.education.flatMap(education) };
    case 'skills':
      return { title: STANDARD_HEADING.skills, body: skills(doc.skills) };
    case 'projects':
      return { title: STANDARD_HEADING.projects, body: doc.projects.flatMap(project) };
    case 'certifications': {
      const list = bullets(doc.certifications.map((c) => c.name));
      return { title: STANDARD_HEADING.certifications, body: list.length ? [...list, ''] : [] };
    }
    default: {
      const c = doc.customSections.find((x) => x.id === id)!;
      const list = bullets(c.lines);
      return {
        title: c.title.trim() || 'Additional Information',
        body: list.length ? [...list, ''] : [],
      };
    }
  }
}

/**
 * The contact line: e-mail, phone, place and links; the e-mail and the links that are http(s)
 * addresses as Markdown links, everything else as text.
 */
function contactLine(doc: ResumeDocument): string {
  const p = doc.personal;
  const links = p.links.map((l) => {
    const uri = toUri(l);
    // the destination in <...> takes any URI character; toUri leaves no "<", ">" or space in it
    const text = escapeInline(l.replace(/\s+/g, ' ').trim(), false);
    return uri ? `[${text}](<${uri}>)` : line(l);
  });
  const email = p.email.trim();
  const mail = isEmail(email) ? `[${escapeInline(email, false)}](<mailto:${email}>)` : line(email);
  const parts = [mail, line(p.phone), line(p.location), ...links].filter(Boolean);
  return guardStart(parts.join(' · '));
}

/** The document as a Markdown resume. */
export function documentToMarkdown(doc: ResumeDocument): string {
  const out: string[] = [];
  const name = line(doc.personal.name);
  if (name) out.push(`# ${name}`, '');
  const headline = line(doc.personal.headline);
  if (headline) out.push(`**${headline}**`, '');
  const contact = contactLine(doc);
  if (contact) out.push(contact, '');
  for (const s of printOrder(doc)) {
    if (!s.visible) continue;
    const { title, body } = sectionBody(doc, s.id);
    if (body.length) out.push(`## ${line(title)}`, '', ...body);
  }
  while (out.length && out[out.length - 1] === '') out.pop();
  return out.length ? `${out.join('\n')}\n` : '';
}
