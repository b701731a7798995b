/**
 * Reactive Resume (https://rxresu.me) version 4 JSON exports: { basics, sections, metadata }.
 * Each section is { name, visible, items[] } (summary: { content }), items carry `visible`,
 * rich text is HTML (lists become bullets), a date is one free text ("Jan 2020 - Present"),
 * custom sections sit in sections.custom by id and metadata.layout gives the print order
 * (pages of columns of section ids, "custom.<id>" for a custom one).
 */
import { DOCUMENT_SECTION_KEYS } from '../document';
import type { DocumentCustomSection, ResumeDocument } from '../types';
import { emptyDocument, fitDocument, LIMITS, sectionOrder, Warnings } from './document-fit';
import { ImportError } from './errors';
import { htmlLines, unbullet } from './html-text';
import {
  customLine,
  LINE_SECTIONS,
  linesSection,
  readItems,
  readPersonal,
  RrReader,
  section,
} from './reactive-resume-read';
import { isObj, type Obj, own } from './read-json';

/** True for a Reactive Resume export: basics and sections objects, with its section shapes. */
export function isReactiveResume(value: unknown): boolean {
  if (!isObj(value)) return false;
  const basics = own(value, 'basics');
  const sections = own(value, 'sections');
  if (!isObj(basics) || !isObj(sections)) return false;
  const summary = own(sections, 'summary');
  const experience = own(sections, 'experience');
  return (
    (isObj(summary) && Object.hasOwn(summary, 'content')) ||
    (isObj(experience) && Array.isArray(own(experience, 'items')))
  );
}

/** The summary's rich text as lines: paragraphs as they are, list items as "• " lines. */
function summaryOf(sections: Obj, r: RrReader): string {
  const s = section(sections, 'summary');
  if (!s) return '';
  const html = r.text(s, 'content', 'sections.summary.content', 20 * LIMITS.prose);
  return htmlLines(html)
    .map((l) => (l.item ? `• ${unbullet(l.text)}` : l.text))
    .join('\n');
}

/** The sections kept as lines: the standard ones Reactive Resume has, then its custom ones. */
function customSections(sections: Obj, details: string[], r: RrReader) {
  const out: DocumentCustomSection[] = [];
  /** Reactive Resume's section id ("awards", "custom.<id>") → the document's */
  const ids = new Map<string, string>();
  const hidden = new Set<string>();
  const add = (c: DocumentCustomSection, rrId: string, s?: Obj) => {
    c.id = `custom-${out.length + 1}`;
    out.push(c);
    ids.set(rrId, c.id);
    if (s && own(s, 'visible') === false) hidden.add(c.id);
  };
  for (const [key, title, read] of LINE_SECTIONS) {
    const s = section(sections, key);
    const c = s && linesSection(s, `sections.${key}`, title, read, r);
    if (c?.lines.length) add(c, key, s);
  }
  const custom = own(sections, 'custom');
  const keys = isObj(custom) ? Object.keys(custom) : [];
  if (keys.length > LIMITS.entries)
    r.warn(
      `sections.custom: only the first ${LIMITS.entries} of ${keys.length} sections were read.`,
    );
  for (const key of keys.slice(0, LIMITS.entries)) {
    const s = own(custom as Obj, key);
    if (!isObj(s)) continue;
    const c = linesSection(
      s,
      `sections.custom.${key.slice(0, 40)}`,
      'Additional Information',
      customLine,
      r,
    );
    if (c.lines.length || c.title !== 'Additional Information') add(c, `custom.${key}`, s);
  }
  if (details.length) add({ id: '', title: 'Details', lines: details }, 'basics.customFields');
  return { custom: out, ids, hidden };
}

/** The section ids of metadata.layout (pages of columns of ids), in order, at most a few hundred. */
function layoutIds(metadata: unknown): string[] {
  const out: string[] = [];
  const layout = isObj(metadata) ? own(metadata, 'layout') : undefined;
  for (const page of Array.isArray(layout) ? layout.slice(0, 20) : [])
    for (const column of Array.isArray(page) ? page.slice(0, 10) : [])
      for (const id of Array.isArray(column) ? column.slice(0, 100) : [])
        if (typeof id === 'string') out.push(id);
  return out;
}

/** The theme's main colour, when the file has one in #rrggbb. */
function primaryOf(metadata: unknown): string | undefined {
  const theme = isObj(metadata) ? own(metadata, 'theme') : undefined;
  const primary = isObj(theme) ? own(theme, 'primary') : undefined;
  return typeof primary === 'string' && /^#[0-9a-fA-F]{6}$/.test(primary) ? primary : undefined;
}

/**
 * A document from a Reactive Resume version 4 JSON export. Hidden items are kept (the document
 * has no hidden entries; a warning says so), a hidden section is a hidden section. Throws an
 * ImportError: 415 for a value that is no Reactive Resume export, 422 naming the field when a
 * section's items are not a list.
 */
export function documentFromReactiveResume(value: unknown): {
  document: ResumeDocument;
  warnings: string[];
} {
  if (!isReactiveResume(value))
    throw new ImportError('This file is not a Reactive Resume export.', 415);
  const root = value as Obj;
  const basics = own(root, 'basics') as Obj;
  const sections = own(root, 'sections') as Obj;
  const metadata = own(root, 'metadata');
  const warnings = new Warnings();
  const r = new RrReader(warnings);

  const doc = emptyDocument();
  const details = readPersonal(doc, basics, section(sections, 'profiles'), r);
  doc.summary = summaryOf(sections, r);
  readItems(doc, sections, r);
  const { custom, ids, hidden } = customSections(sections, details, r);
  doc.customSections = custom;
  for (const key of DOCUMENT_SECTION_KEYS) {
    const s = section(sections, key);
    ids.set(key, key);
    if (s && own(s, 'visible') === false) hidden.add(key);
  }
  const named = layoutIds(metadata).flatMap((id) => ids.get(id) ?? []);
  doc.sections = sectionOrder(doc, named).map((s) => ({ id: s.id, visible: !hidden.has(s.id) }));
  const primary = primaryOf(metadata);
  if (primary) doc.theme.primary = primary;

  if (r.hidden)
    r.warn(
      `${r.hidden} item${r.hidden === 1 ? ' was' : 's were'} hidden in Reactive Resume and ${r.hidden === 1 ? 'is' : 'are'} shown in the document: remove any you do not want.`,
    );
  r.finish();
  const document = fitDocument(doc, warnings);
  return { document, warnings: warnings.done() };
}
