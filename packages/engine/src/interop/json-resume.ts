/**
 * JSON Resume (https://jsonresume.org), both ways. The export is valid JSON Resume 1.0.0 for
 * any document: each field JSON Resume has is filled (so its themes and tools read the resume),
 * and what it has no field for travels in meta.careerforge, so an export imported again is the
 * same document. The import reads a JSON Resume from any tool: every field is optional, fields
 * of the wrong type are warnings naming them, and the result always fits the document's limits.
 */
import { DEFAULT_TEMPLATE, DEFAULT_THEME, DOCUMENT_SECTION_KEYS } from '../document';
import type { DocumentCustomSection, ResumeDocument } from '../types';
import { emptyDocument, fitDocument, LIMITS, sectionOrder, Warnings } from './document-fit';
import {
  entriesOfLines,
  LINE_KINDS,
  lineKeyOfTitle,
  lineOfEntry,
  SECTION_LINE_KEYS,
  type LineKey,
} from './entry-lines';
import { ImportError } from './errors';
import {
  certificatesCodec,
  type Codec,
  educationCodec,
  projectsCodec,
  skillsCodec,
  workCodec,
} from './json-resume-codecs';
import { type Personal, personalCodec } from './json-resume-basics';
import {
  hintOf,
  hintsOf,
  type MetaIn,
  readMeta,
  Refused,
  sectionsOf,
  withHint,
  withHints,
} from './json-resume-meta';
import type {
  CareerforgeMeta,
  CustomSectionHint,
  JsonResume,
  JsonResumeEntry,
} from './json-resume-types';
import { isObj, type Obj, own, part, Reader } from './read-json';
import { isReactiveResume } from './reactive-resume';

export type { JsonResume } from './json-resume-types';

const SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** The arrays of JSON Resume, in the schema's order. */
const ARRAYS = [
  'work',
  'volunteer',
  'education',
  'awards',
  'certificates',
  'publications',
  'skills',
  'languages',
  'interests',
  'references',
  'projects',
] as const;

/** True for a value shaped like a JSON Resume: an object with `basics` or one of its arrays. */
export function isJsonResume(value: unknown): boolean {
  if (!isObj(value) || isReactiveResume(value)) return false;
  return isObj(own(value, 'basics')) || ARRAYS.some((k) => Array.isArray(own(value, k)));
}

/* ---------- export ---------- */

/** The document's other sections: those JSON Resume has an array for, and the rest. */
function customOut(doc: ResumeDocument) {
  const arrays = new Map<LineKey, JsonResumeEntry[]>();
  const hints: CustomSectionHint[] = [];
  for (const c of doc.customSections) {
    const key = lineKeyOfTitle(c.title);
    // a section maps to its array when every line reads back as it is written
    const entries = key && !arrays.has(key) && c.lines.length ? entriesOfLines(key, c.lines) : null;
    if (key && entries) {
      arrays.set(key, entries);
      hints.push({ id: c.id, title: c.title, array: key });
    } else hints.push({ id: c.id, title: c.title, lines: [...c.lines] });
  }
  return { arrays, hints };
}

const personalOf = (doc: ResumeDocument): Personal => ({
  ...doc.personal,
  links: [...doc.personal.links],
  summary: doc.summary,
});

/** The document as JSON Resume 1.0.0, its Careerforge-only details in meta.careerforge. */
export function documentToJsonResume(doc: ResumeDocument): JsonResume {
  const { arrays, hints } = customOut(doc);
  const personal = personalOf(doc);
  const personalHint = hintOf(personalCodec, personal);
  const careerforge: CareerforgeMeta = {
    version: 1,
    template: doc.template,
    theme: { ...doc.theme },
    sections: doc.sections.map((s) => ({ id: s.id, visible: s.visible })),
    ...(Object.keys(personalHint).length ? { personal: personalHint } : {}),
  };
  const entryHints = {
    experience: hintsOf(workCodec, doc.experience, 'experience'),
    education: hintsOf(educationCodec, doc.education, 'education'),
    skills: hintsOf(skillsCodec, doc.skills, 'skills'),
    projects: hintsOf(projectsCodec, doc.projects, 'project'),
    certifications: hintsOf(certificatesCodec, doc.certifications, 'certification'),
  };
  for (const [k, v] of Object.entries(entryHints))
    if (v) careerforge[k as keyof typeof entryHints] = v;
  if (hints.length) careerforge.customSections = hints;

  const lists: Partial<Record<(typeof ARRAYS)[number], object[]>> = {
    work: doc.experience.map((e) => workCodec.write(e)),
    education: doc.education.map((e) => educationCodec.write(e)),
    skills: doc.skills.map((g) => skillsCodec.write(g)),
    projects: doc.projects.map((x) => projectsCodec.write(x)),
    certificates: doc.certifications.map((c) => certificatesCodec.write(c)),
    ...Object.fromEntries(arrays),
  };
  const out: Record<string, unknown> = {
    $schema: SCHEMA_URL,
    basics: personalCodec.write(personal),
  };
  for (const key of ARRAYS) if (lists[key]?.length) out[key] = lists[key];
  out.meta = { version: 'v1.0.0', careerforge };
  return out as unknown as JsonResume;
}

/* ---------- import ---------- */

/** The entries of one JSON Resume array as document entries, with their hints if any. */
function entriesIn<E extends { id: string }>(
  root: Obj,
  key: (typeof ARRAYS)[number],
  codec: Codec<Omit<E, 'id'>>,
  prefix: string,
  hints: unknown,
  r: Reader,
  refused: Refused,
): E[] {
  const raw = own(root, key);
  const items = r.objects(raw, key, LIMITS.entries);
  const base = items.map(
    ({ item, path }, i) => ({ id: `${prefix}-${i + 1}`, ...codec.read(item, path, r) }) as E,
  );
  const complete = !Array.isArray(raw) || raw.length === items.length;
  const files = items.map(({ item }) => item);
  return withHints(codec, base, files, hints, complete, key, refused);
}

/** The lines of one of the arrays kept as a section of lines. */
const linesIn = (root: Obj, key: LineKey, r: Reader): string[] =>
  r
    .objects(own(root, key), key, LIMITS.items)
    .map(({ item, path }) => lineOfEntry(key, item, path, r))
    .filter(Boolean);

/**
 * The document's other sections: those meta.careerforge lists (in its order, under their own
 * titles, their lines from the array they map to or from the meta), then an added section for
 * each array with entries that no listed section took.
 */
function customIn(root: Obj, meta: MetaIn | null, r: Reader): DocumentCustomSection[] {
  const out: DocumentCustomSection[] = [];
  const taken = new Set<string>(DOCUMENT_SECTION_KEYS);
  const used = new Set<string>();
  const idOf = (wanted?: string) => {
    let id = wanted;
    for (let n = out.length + 1; !id || taken.has(id); n++) id = `custom-${n}`;
    taken.add(id);
    return id;
  };
  for (const h of meta?.customSections ?? []) {
    if (h.array && used.has(h.array)) continue;
    if (h.array) used.add(h.array);
    const lines = h.array ? linesIn(root, h.array as LineKey, r) : (h.lines ?? []);
    out.push({ id: idOf(h.id), title: h.title, lines });
  }
  for (const key of SECTION_LINE_KEYS) {
    if (used.has(key)) continue;
    const lines = linesIn(root, key, r);
    if (lines.length) out.push({ id: idOf(), title: LINE_KINDS.get(key)!.title, lines });
  }
  return out;
}

/** The personal details of `basics`, with the hint of meta.careerforge when it agrees. */
function personalIn(basics: Obj, meta: MetaIn | null, r: Reader, refused: Refused): Personal {
  const base = personalCodec.read(basics, 'basics', r);
  if (meta?.personal === undefined) return base;
  const applied = withHint(personalCodec, base, meta.personal, basics, false);
  if (!applied) refused.add('personal');
  return applied ?? base;
}

/**
 * A document from a JSON Resume (any tool's): what it holds mapped to the document's sections,
 * the rest listed in the warnings. Throws an ImportError: 415 for a value that is no JSON
 * Resume, 422 naming the field when a part of it has the wrong type (`work` not a list).
 */
export function documentFromJsonResume(value: unknown): {
  document: ResumeDocument;
  warnings: string[];
} {
  if (!isJsonResume(value)) throw new ImportError('This file is not a JSON Resume.', 415);
  const root = value as Obj;
  const basics = (part(root, 'basics', 'object') as Obj | undefined) ?? {};
  for (const key of ARRAYS) part(root, key, 'list');

  const warnings = new Warnings();
  const r = new Reader(warnings);
  const refused = new Refused();
  const meta = readMeta(root, r);
  const hint = (k: string) => (meta ? own(meta.entries, k) : undefined);

  const { summary, ...personal } = personalIn(basics, meta, r, refused);
  const doc = emptyDocument();
  doc.template = meta?.template ?? DEFAULT_TEMPLATE;
  doc.theme = meta?.theme ?? { ...DEFAULT_THEME };
  doc.personal = personal;
  doc.summary = summary;
  // each entry list of the resume, with the builder's own fields for it kept in the meta
  const entries = <E extends { id: string }>(
    key: (typeof ARRAYS)[number],
    codec: Codec<Omit<E, 'id'>>,
    prefix: string,
    section: string,
  ): E[] => entriesIn(root, key, codec, prefix, hint(section), r, refused);
  doc.experience = entries('work', workCodec, 'experience', 'experience');
  doc.education = entries('education', educationCodec, 'education', 'education');
  doc.skills = entries('skills', skillsCodec, 'skills', 'skills');
  doc.projects = entries('projects', projectsCodec, 'project', 'projects');
  doc.certifications = entries(
    'certificates',
    certificatesCodec,
    'certification',
    'certifications',
  );
  doc.customSections = customIn(root, meta, r);
  const ids = doc.customSections.map((c) => c.id);
  doc.sections = sectionsOf(meta?.sections, ids, r) ?? sectionOrder(doc);

  refused.report(r);
  r.finish();
  const document = fitDocument(doc, warnings);
  return { document, warnings: warnings.done() };
}
