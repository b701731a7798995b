/**
 * Europass CVs in and out: documentToEuropassXml writes the Europass Candidate XML the Europass
 * editor imports; documentFromEuropassXml reads it (and the older SkillsPassport XML, v3).
 *
 * A file Careerforge wrote also carries the document itself (ids, template, colours, section
 * order, dates as written) in an extension element. That copy is never trusted on its own: it
 * is checked field by field against what the file's Europass content says, and a part of it is
 * used only when writing that part out again would give exactly the Europass content the file
 * holds. A file edited elsewhere is therefore read from its Europass content, part by part.
 */
import type { ResumeDocument } from '../types';
import { documentFromJson } from './document-shape';
import { fitDocument, Warnings } from './document-fit';
import { ImportError } from './errors';
import { readCandidate } from './europass-candidate';
import { EXTENSION, NS } from './europass-common';
import { readSkillsPassport } from './europass-v3';
import { documentToEuropassXml } from './europass-write';
import { at, attr, kids, parseXml, textOf } from './xml';

export { documentToEuropassXml } from './europass-write';

/** The largest Careerforge copy read (a document of 50,000 characters is far smaller). */
const MAX_EXTENSION_CHARS = 2 * 1024 * 1024;

/**
 * True when the text is a Europass XML CV: a Candidate in the Europass namespace, or the older
 * SkillsPassport. Only the first 64 KB are looked at, so any upload can be sniffed cheaply.
 */
export function isEuropassXml(text: string): boolean {
  if (typeof text !== 'string') return false;
  const head = text.slice(0, 64 * 1024);
  const root = /<(?:[\w.-]+:)?(Candidate|SkillsPassport|Europass)\b[^<>]*>/.exec(head);
  if (!root) return false;
  return root[1] === 'Candidate'
    ? root[0].includes(NS.europass)
    : root[0].includes(NS.skillsPassport);
}

/** The parts of a document compared one by one with the file's Europass content. */
type Part =
  | 'personal'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'customSections';

const LABELS: Record<Part, string> = {
  personal: 'contact details',
  summary: 'summary',
  experience: 'experience',
  education: 'education',
  skills: 'skills',
  projects: 'projects',
  certifications: 'certifications',
  customSections: 'other sections',
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The Careerforge copy the file carries, checked for shape, or null (with a warning why). */
function extensionOf(candidate: unknown, warnings: Warnings): ResumeDocument | null {
  const nodes = kids(candidate, EXTENSION);
  if (!nodes.length) return null;
  const ignored = (why: string) => {
    warnings.add(
      `The Careerforge data in the file was ignored (${why}); the Europass content was read.`,
    );
    return null;
  };
  if (nodes.length > 1) return ignored('it appears more than once');
  if (attr(nodes[0], 'version') !== '1') return ignored('it is of an unknown version');
  const json = textOf(nodes[0]);
  if (json.length > MAX_EXTENSION_CHARS) return ignored('it is too large');
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return ignored('it is not valid JSON');
  }
  const doc = documentFromJson(value);
  return doc ? fitDocument(doc, new Warnings()) : ignored('it is not a resume document');
}

/** The plain reading of a Candidate, fitted to the limits. */
const readFitted = (candidate: unknown, warnings: Warnings) =>
  fitDocument(readCandidate(candidate, warnings), warnings);

/**
 * The document from the file's Europass content, with each part of the Careerforge copy that
 * agrees with it: the copy's template and colours, and its section order when its sections are
 * the ones used.
 */
function reconcile(
  plain: ResumeDocument,
  copy: ResumeDocument,
  warnings: Warnings,
): ResumeDocument {
  const tree = parseXml(documentToEuropassXml(copy));
  const projected = readFitted(at(tree, 'Candidate'), new Warnings());
  const changed: string[] = [];
  const pick = <K extends Part>(k: K): ResumeDocument[K] => {
    if (same(plain[k], projected[k])) return copy[k];
    changed.push(LABELS[k]);
    return plain[k];
  };
  const doc: ResumeDocument = {
    version: 1,
    template: copy.template,
    theme: copy.theme,
    personal: pick('personal'),
    summary: pick('summary'),
    experience: pick('experience'),
    education: pick('education'),
    skills: pick('skills'),
    projects: pick('projects'),
    certifications: pick('certifications'),
    customSections: pick('customSections'),
    sections: plain.sections,
  };
  if (doc.customSections === copy.customSections) doc.sections = copy.sections;
  if (changed.length)
    warnings.add(
      `The file was changed after Careerforge wrote it; its ${changed.join(', ')} were read from the Europass content.`,
    );
  return fitDocument(doc, warnings);
}

/** True when nothing at all was read. */
const isEmpty = (d: ResumeDocument) =>
  !d.personal.name &&
  !d.personal.email &&
  !d.summary &&
  [d.experience, d.education, d.skills, d.projects, d.certifications, d.customSections].every(
    (l) => !l.length,
  );

/**
 * The resume a Europass XML file describes, and notes on what could not be carried over.
 * Throws ImportError: 415 for XML that is no Europass CV, 422 for a file that cannot be read.
 */
export function documentFromEuropassXml(xml: string): {
  document: ResumeDocument;
  warnings: string[];
} {
  const tree = parseXml(xml);
  const warnings = new Warnings();
  const candidate = at(tree, 'Candidate');
  const passport = at(tree, 'SkillsPassport') ?? at(tree, 'Europass');
  let document: ResumeDocument;
  if (candidate !== undefined) {
    const plain = readFitted(candidate, warnings);
    const copy = extensionOf(candidate, warnings);
    document = copy ? reconcile(plain, copy, warnings) : plain;
  } else if (passport !== undefined && at(passport, 'LearnerInfo') !== undefined) {
    document = fitDocument(readSkillsPassport(passport, warnings), warnings);
  } else {
    const root = Object.keys(tree).find((k) => !k.startsWith('#')) ?? 'none';
    throw new ImportError(
      `This XML file is not a Europass CV (its root element is <${root.slice(0, 60)}>).`,
      415,
      'file',
    );
  }
  if (isEmpty(document))
    throw new ImportError('The Europass file holds no CV content to import.', 422, 'file');
  return { document, warnings: warnings.done() };
}
