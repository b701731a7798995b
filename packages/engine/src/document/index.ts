/**
 * The resume document: a resume as structured data (see ResumeDocument in types.ts), read from
 * resume text and printed back to plain text in the layout the parser reads.
 */
import {
  contactLines,
  DEFAULT_ORDER,
  headedBlock,
  joinLines,
  sectionBlocks,
  wrapList,
} from '../format';
import { parseResume } from '../parser';
import { STANDARD_HEADING } from '../text/lexicon';
import type {
  DocumentSection,
  DocumentSectionKey,
  DocumentSkillGroup,
  ParsedResume,
  ResumeDocument,
  ResumeTemplateId,
  ResumeTheme,
} from '../types';

import { builderDate, printedDate } from './dates';
import { headlineOf } from './headline';

export { documentFromLegacy } from './legacy';
export { builderDate, printedDate } from './dates';

export const DEFAULT_TEMPLATE: ResumeTemplateId = 'modern-professional';
export const DEFAULT_THEME: ResumeTheme = {
  primary: '#1e3a5f',
  secondary: '#475569',
  accent: '#2563eb',
};

/** The standard sections, in the order they print when a document does not say otherwise. */
export const DOCUMENT_SECTION_KEYS = DEFAULT_ORDER.filter(
  (k): k is DocumentSectionKey =>
    k === 'summary' ||
    k === 'experience' ||
    k === 'education' ||
    k === 'skills' ||
    k === 'projects' ||
    k === 'certifications',
);

const isSectionKey = (id: string): id is DocumentSectionKey =>
  (DOCUMENT_SECTION_KEYS as string[]).includes(id);

/** Skills as groups: the resume's own groups, then a plain group of the skills no group holds. */
function skillGroupsOf(p: ParsedResume): DocumentSkillGroup[] {
  const groups: DocumentSkillGroup[] = p.skillGroups.map((g, i) => ({
    id: `skills-${i + 1}`,
    label: g.label,
    items: [...g.items],
  }));
  const grouped = new Set(groups.flatMap((g) => g.items.map((s) => s.toLowerCase())));
  const rest = p.skills.filter((s) => !grouped.has(s.toLowerCase()));
  if (rest.length) groups.push({ id: `skills-${groups.length + 1}`, label: '', items: rest });
  return groups;
}

/**
 * A document from resume text (or a resume already parsed): every fact the parser finds, the
 * sections in the order the resume has them, the default template and theme unless given.
 */
export function documentFromText(
  text: string | ParsedResume,
  options: { template?: ResumeTemplateId; theme?: ResumeTheme } = {},
): ResumeDocument {
  const p = typeof text === 'string' ? parseResume(text) : text;
  const customSections = p.otherSections.map((o, i) => ({
    id: `custom-${i + 1}`,
    title: o.heading,
    lines: [...o.lines],
  }));

  // print order: the resume's own, each section once; a summary without a heading comes first
  const order: string[] = [];
  let nextCustom = 0;
  for (const s of p.sections) {
    if (isSectionKey(s.kind)) {
      if (!order.includes(s.kind)) order.push(s.kind);
    } else if (s.kind !== 'contact') {
      const o = p.otherSections[nextCustom];
      if (o && o.heading === s.heading && o.kind === s.kind) order.push(`custom-${++nextCustom}`);
    }
  }
  if (p.summary && !order.includes('summary')) order.unshift('summary');
  for (const k of DOCUMENT_SECTION_KEYS) if (!order.includes(k)) order.push(k);
  for (const c of customSections) if (!order.includes(c.id)) order.push(c.id);

  return {
    version: 1,
    template: options.template ?? DEFAULT_TEMPLATE,
    theme: { ...(options.theme ?? DEFAULT_THEME) },
    personal: {
      name: p.contact.name,
      headline: typeof text === 'string' ? headlineOf(text, p) : '',
      email: p.contact.email,
      phone: p.contact.phone,
      location: p.contact.location,
      links: [...p.contact.links],
    },
    summary: p.summary,
    experience: p.experience.map((e, i) => ({
      id: `experience-${i + 1}`,
      title: e.title,
      company: e.company,
      location: e.location ?? '',
      // the builder's month and year ("03/2021" is "2021-03"); an entry not ended has no end
      startDate: builderDate(e.startDate),
      endDate: e.current ? '' : builderDate(e.endDate),
      current: e.current,
      bullets: [...e.bullets],
    })),
    education: p.education.map((e, i) => ({
      id: `education-${i + 1}`,
      degree: e.degree,
      school: e.school,
      location: e.location ?? '',
      date: builderDate(e.date),
      gpa: e.gpa ?? '',
      details: [...(e.details ?? [])],
    })),
    skills: skillGroupsOf(p),
    projects: p.projects.map((x, i) => ({
      id: `project-${i + 1}`,
      name: x.name,
      description: x.description,
      technologies: x.technologies ?? '',
      date: x.date ?? '',
      bullets: [...x.bullets],
    })),
    certifications: p.certifications.map((name, i) => ({ id: `certification-${i + 1}`, name })),
    customSections,
    sections: order.map((id) => ({ id, visible: true })),
  };
}

/** The sections in print order with their visibility: listed ones first, then the rest. */
function printOrder(doc: ResumeDocument): DocumentSection[] {
  const known = new Set<string>([...DOCUMENT_SECTION_KEYS, ...doc.customSections.map((c) => c.id)]);
  const out: DocumentSection[] = [];
  const seen = new Set<string>();
  for (const s of doc.sections) {
    if (!known.has(s.id) || seen.has(s.id)) continue;
    seen.add(s.id);
    out.push(s);
  }
  for (const id of known) if (!seen.has(id)) out.push({ id, visible: true });
  return out;
}

/** Skill lines: "Label: a, b" for each labelled group, a wrapped list for the rest. */
function skillLines(groups: DocumentSkillGroup[]): string[] {
  const out: string[] = [];
  const plain: string[] = [];
  for (const g of groups) {
    const items = g.items.map((s) => s.trim()).filter(Boolean);
    if (!items.length) continue;
    if (g.label.trim()) out.push(`${g.label.trim()}: ${items.join(', ')}`);
    else plain.push(...items);
  }
  return [...out, ...wrapList(plain)];
}

/**
 * The document as plain text: name, headline and contact line, then each visible section in
 * the document's order under a standard heading, one fact per line and "•" bullets, the layout
 * parseResume reads back (so a document scores like the text it prints).
 */
export function documentToText(doc: ResumeDocument): string {
  const { personal } = doc;
  const head = contactLines({
    name: personal.name,
    email: personal.email,
    phone: personal.phone,
    location: personal.location,
    links: personal.links,
  });
  if (personal.headline.trim()) head.splice(personal.name ? 1 : 0, 0, personal.headline.trim());

  const parsed: ParsedResume = {
    contact: { name: '', email: '', phone: '', location: '', links: [] },
    summary: doc.summary,
    // dates as a resume writes them ("Mar 2021 – Present")
    experience: doc.experience.map((e) => ({
      ...e,
      startDate: printedDate(e.startDate),
      endDate: e.current ? 'Present' : printedDate(e.endDate),
    })),
    education: doc.education.map((e) => ({ ...e, date: printedDate(e.date) })),
    skills: [],
    skillGroups: [],
    certifications: doc.certifications.map((c) => c.name),
    projects: doc.projects,
    sections: [],
    otherSections: [],
  };
  const blocks = sectionBlocks(parsed);
  const skills = skillLines(doc.skills);
  const custom = new Map(doc.customSections.map((c) => [c.id, c]));

  const out = [...head];
  for (const s of printOrder(doc)) {
    if (!s.visible) continue;
    if (isSectionKey(s.id)) {
      const lines = s.id === 'skills' ? skills : blocks[s.id];
      if (lines?.length) out.push(...headedBlock(STANDARD_HEADING[s.id], lines));
    } else {
      const c = custom.get(s.id)!;
      const lines = c.lines.map((l) => l.trim()).filter(Boolean);
      if (lines.length)
        out.push(
          ...headedBlock(
            c.title || 'Additional Information',
            lines.map((l) => `• ${l}`),
          ),
        );
    }
  }
  return joinLines(out);
}
