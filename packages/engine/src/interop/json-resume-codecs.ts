/**
 * Each part of the document against its JSON Resume counterpart, both ways: the personal
 * details against `basics`, experience against `work`, and so on. `write` gives the JSON Resume
 * entry; `read` the document entry (without its id) from an entry of any file. The two are
 * written together so that reading what was written gives the same entry whenever JSON Resume
 * can say it; what it cannot say travels in meta.careerforge (json-resume-meta.ts).
 */
import { unbullet } from './html-text';
import { isoOf, rangeText, splitRange } from './date-range';
import { LIMITS } from './document-fit';
import { entryOfLine, lineOfEntry } from './entry-lines';
import type {
  JsonResumeEducation,
  JsonResumeEntry,
  JsonResumeProject,
  JsonResumeSkill,
  JsonResumeWork,
} from './json-resume-types';
import { isSafeLink } from './profile-links';
import { type Obj, own, type Reader } from './read-json';
import type {
  DocumentCertification,
  DocumentEducation,
  DocumentExperience,
  DocumentProject,
  DocumentSkillGroup,
} from '../types';

/** How a hint's value for a field is checked: text up to `max`, a flag, or a list of texts. */
export type FieldSpec =
  { type: 'text'; max: number } | { type: 'bool' } | { type: 'texts'; items: number; max: number };

export const text = (max: number): FieldSpec => ({ type: 'text', max });
export const texts = (items: number, max: number): FieldSpec => ({ type: 'texts', items, max });

/** A part of the document against a part of JSON Resume. */
export interface Codec<E> {
  /** how a hint may give each field of E */
  fields: Readonly<Record<keyof E & string, FieldSpec>>;
  /** the fields of a JSON Resume entry `read` looks at */
  reads: readonly string[];
  write(e: E): object;
  read(o: Obj, path: string, r: Reader): E;
}

/** The object without its empty fields (JSON Resume leaves out what is not known). */
export function compact<T extends object>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o))
    if (v !== undefined && v !== '' && !(Array.isArray(v) && !v.length)) out[k] = v;
  return out as T;
}

/** A paragraph of a file as bullets: one per line, bullet glyphs removed. */
const bulletsOf = (paragraph: string): string[] =>
  paragraph.split('\n').map(unbullet).filter(Boolean);

/* ---------- work, education, skills, projects, certificates ---------- */

type Entry<T> = Omit<T, 'id'>;

export const workCodec: Codec<Entry<DocumentExperience>> = {
  reads: [
    'name',
    'company',
    'position',
    'location',
    'startDate',
    'endDate',
    'summary',
    'highlights',
  ],
  fields: {
    title: text(LIMITS.line),
    company: text(LIMITS.line),
    location: text(LIMITS.line),
    startDate: text(LIMITS.line),
    endDate: text(LIMITS.line),
    current: { type: 'bool' },
    bullets: texts(LIMITS.bullets, LIMITS.prose),
  },
  write(e): JsonResumeWork {
    return compact({
      name: e.company,
      position: e.title,
      location: e.location,
      startDate: isoOf(e.startDate),
      // a job still held has no end date in JSON Resume
      endDate: e.current ? undefined : isoOf(e.endDate),
      highlights: e.bullets,
    });
  },
  read(o, path, r) {
    r.leftOut(o, ['url', 'website', 'description'], path);
    const start = r.date(o, 'startDate', `${path}.startDate`);
    const end = r.date(o, 'endDate', `${path}.endDate`);
    const current = end.present || (!end.text && Boolean(start.text));
    const summary = r.text(o, 'summary', `${path}.summary`, LIMITS.prose);
    return {
      title: r.text(o, 'position', `${path}.position`, LIMITS.line),
      // "company" is what JSON Resume called it before 1.0
      company:
        r.text(o, 'name', `${path}.name`, LIMITS.line) ||
        r.text(o, 'company', `${path}.company`, LIMITS.line),
      location: r.text(o, 'location', `${path}.location`, LIMITS.line),
      startDate: start.text,
      endDate: current ? '' : end.text,
      current,
      bullets: [
        ...bulletsOf(summary),
        ...r.texts(o, 'highlights', `${path}.highlights`, LIMITS.bullets, LIMITS.prose),
      ],
    };
  },
};

/** The field of study inside a degree ("B.S. in Computer Science" is "Computer Science"). */
function areaOf(degree: string): string | undefined {
  for (const sep of [' in ', ', ']) {
    const i = degree.indexOf(sep);
    if (i > 0 && degree.slice(i + sep.length).trim()) return degree.slice(i + sep.length).trim();
  }
  return undefined;
}

/** A degree from a type and an area of study, the area added unless the type already names it. */
export function degreeOf(studyType: string, area: string): string {
  if (!area || !studyType) return studyType || area;
  return studyType.toLowerCase().includes(area.toLowerCase())
    ? studyType
    : `${studyType} in ${area}`;
}

/** A project's name, description and keywords (its technologies), as JSON Resume writes them. */
export const projectTexts = (o: Obj, path: string, r: Reader) => ({
  name: r.text(o, 'name', `${path}.name`, LIMITS.line),
  description: r.text(o, 'description', `${path}.description`, LIMITS.prose),
  technologies: r.texts(o, 'keywords', `${path}.keywords`, LIMITS.items, LIMITS.line).join(', '),
});

/** A document date as JSON Resume's start and end: a range's two ends, else the end. */
function datesOut(date: string, single: 'start' | 'end' | 'both') {
  const range = splitRange(date);
  if (range)
    return { startDate: isoOf(range.start), endDate: range.present ? undefined : isoOf(range.end) };
  const iso = isoOf(date);
  if (single === 'both') return { startDate: iso, endDate: iso };
  return single === 'start' ? { startDate: iso } : { endDate: iso };
}

function datesIn(o: Obj, path: string, r: Reader): string {
  const start = r.date(o, 'startDate', `${path}.startDate`);
  const end = r.date(o, 'endDate', `${path}.endDate`);
  return rangeText(start.text, end.text);
}

export const educationCodec: Codec<Entry<DocumentEducation>> = {
  reads: [
    'institution',
    'studyType',
    'area',
    'location',
    'startDate',
    'endDate',
    'score',
    'gpa',
    'courses',
  ],
  fields: {
    degree: text(LIMITS.line),
    school: text(LIMITS.line),
    location: text(LIMITS.line),
    date: text(LIMITS.line),
    gpa: text(LIMITS.line),
    details: texts(LIMITS.bullets, LIMITS.prose),
  },
  write(e): JsonResumeEducation {
    return compact({
      institution: e.school,
      // the degree whole in studyType, so nothing of it is lost; the area as well when it names one
      area: areaOf(e.degree),
      studyType: e.degree,
      ...datesOut(e.date, 'end'),
      score: e.gpa,
      courses: e.details,
      location: e.location,
    });
  },
  read(o, path, r) {
    r.leftOut(o, ['url', 'summary'], path);
    return {
      degree: degreeOf(
        r.text(o, 'studyType', `${path}.studyType`, LIMITS.line),
        r.text(o, 'area', `${path}.area`, LIMITS.line),
      ),
      school: r.text(o, 'institution', `${path}.institution`, LIMITS.line),
      location: r.text(o, 'location', `${path}.location`, LIMITS.line),
      date: datesIn(o, path, r),
      // "gpa" is what JSON Resume called it before 1.0
      gpa:
        r.text(o, 'score', `${path}.score`, LIMITS.line) ||
        r.text(o, 'gpa', `${path}.gpa`, LIMITS.line),
      details: r.texts(o, 'courses', `${path}.courses`, LIMITS.bullets, LIMITS.prose),
    };
  },
};

export const skillsCodec: Codec<Entry<DocumentSkillGroup>> = {
  reads: ['name', 'level', 'keywords'],
  fields: { label: text(LIMITS.line), items: texts(LIMITS.items, LIMITS.line) },
  write(g): JsonResumeSkill {
    // keywords always, even empty: without them a skill is one skill, not a group
    return { ...compact({ name: g.label }), keywords: g.items };
  },
  read(o, path, r) {
    const name = r.text(o, 'name', `${path}.name`, LIMITS.line);
    const level = r.text(o, 'level', `${path}.level`, LIMITS.line);
    const named = level ? (name ? `${name} (${level})` : level) : name;
    if (Array.isArray(own(o, 'keywords')))
      return {
        label: named,
        items: r.texts(o, 'keywords', `${path}.keywords`, LIMITS.items, LIMITS.line),
      };
    // { name: "JavaScript", level: "Advanced" }: one skill
    return { label: '', items: named ? [named] : [] };
  },
};

/** Technologies as keywords: "React, Node.js" is ["React", "Node.js"]. */
const keywordsOf = (technologies: string): string[] =>
  technologies
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

export const projectsCodec: Codec<Entry<DocumentProject>> = {
  reads: ['name', 'description', 'keywords', 'startDate', 'endDate', 'highlights', 'url'],
  fields: {
    name: text(LIMITS.line),
    description: text(LIMITS.prose),
    technologies: text(LIMITS.prose),
    date: text(LIMITS.line),
    bullets: texts(LIMITS.bullets, LIMITS.prose),
  },
  write(x): JsonResumeProject {
    return compact({
      name: x.name,
      description: x.description,
      keywords: keywordsOf(x.technologies),
      highlights: x.bullets,
      ...datesOut(x.date, 'both'),
    });
  },
  read(o, path, r) {
    r.leftOut(o, ['roles', 'entity', 'type'], path);
    const url = r.text(o, 'url', `${path}.url`, LIMITS.url);
    return {
      ...projectTexts(o, path, r),
      date: datesIn(o, path, r),
      // the project's link is worth keeping: the document has no field for it, so a last bullet
      bullets: [
        ...r.texts(o, 'highlights', `${path}.highlights`, LIMITS.bullets, LIMITS.prose),
        ...(url && isSafeLink(url) ? [url] : []),
      ],
    };
  },
};

export const certificatesCodec: Codec<Entry<DocumentCertification>> = {
  reads: ['name', 'issuer', 'date', 'url'],
  fields: { name: text(LIMITS.prose) },
  write(c): JsonResumeEntry {
    return entryOfLine('certificates', c.name) ?? compact({ name: c.name });
  },
  read(o, path, r) {
    return { name: lineOfEntry('certificates', o, path, r) };
  },
};
