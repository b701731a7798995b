/**
 * Reading the parts of a Reactive Resume version 4 export (see reactive-resume.ts): the personal
 * details and profiles, the item sections the document has (experience, education, skills,
 * projects, certifications) and those it keeps as lines of text (awards, languages, custom...).
 */
import { builderDate, printedDate } from '../document';
import type {
  DocumentCertification,
  DocumentCustomSection,
  DocumentEducation,
  DocumentExperience,
  DocumentProject,
  DocumentSkillGroup,
  ResumeDocument,
} from '../types';
import { splitDateText } from './date-range';
import { LIMITS } from './document-fit';
import { formatLine, type LineFields } from './entry-lines';
import { htmlLines, unbullet } from './html-text';
import { degreeOf, projectTexts } from './json-resume-codecs';
import { isSafeLink, linkOfProfile, toUri } from './profile-links';
import { isObj, type Obj, own, part, Reader } from './read-json';

/** Reads one file: its reader, and the items hidden in Reactive Resume, counted for a warning. */
export class RrReader extends Reader {
  hidden = 0;

  /** The text of a rich-text (HTML) field as lines, list items without their bullets. */
  rich(o: Obj, key: string, path: string): string[] {
    const html = this.text(o, key, path, 20 * LIMITS.prose);
    return htmlLines(html)
      .map((l) => unbullet(l.text))
      .filter(Boolean);
  }

  /** A { label, href } link field's address (a plain string in older files). */
  url(o: Obj, key: string, path: string): string {
    const v = own(o, key);
    const href = isObj(v)
      ? this.text(v, 'href', `${path}.href`, LIMITS.url)
      : this.text(o, key, path, LIMITS.url);
    return href && isSafeLink(href) ? href : '';
  }

  /** The items of a section, hidden ones kept (the document has no hidden entries) and counted. */
  items(section: Obj, path: string, max: number): Array<{ item: Obj; path: string }> {
    const items = this.objects(
      part(section, 'items', 'list', `${path}.items`),
      `${path}.items`,
      max,
    );
    this.hidden += items.filter(({ item }) => own(item, 'visible') === false).length;
    return items;
  }
}

export const section = (sections: Obj, key: string): Obj | undefined => {
  const s = own(sections, key);
  return isObj(s) ? s : undefined;
};

/** A date as the document keeps a single date: "March 2020" is "2020-03", a range as written. */
const dateText = (r: Reader, o: Obj, path: string): string => {
  const written = r.text(o, 'date', `${path}.date`, LIMITS.line);
  return builderDate(written);
};

/** A line's date as printed ("2020-03" is "Mar 2020"). */
const lineDate = (r: Reader, o: Obj, path: string) => printedDate(dateText(r, o, path));

export function readPersonal(
  doc: ResumeDocument,
  basics: Obj,
  profiles: Obj | undefined,
  r: RrReader,
) {
  const t = (k: string, max: number) => r.text(basics, k, `basics.${k}`, max);
  const links: string[] = [];
  const site = r.url(basics, 'url', 'basics.url');
  if (site) links.push(site);
  for (const { item, path } of profiles
    ? r.items(profiles, 'sections.profiles', LIMITS.entries)
    : []) {
    const link = linkOfProfile(
      r.text(item, 'network', `${path}.network`, LIMITS.line),
      r.text(item, 'username', `${path}.username`, LIMITS.line),
      r.url(item, 'url', `${path}.url`),
    );
    if (link && isSafeLink(link)) links.push(link);
  }
  // custom fields are links ("LinkedIn: linkedin.com/in/jane") or other details
  const details: string[] = [];
  for (const { item, path } of r.objects(
    own(basics, 'customFields'),
    'basics.customFields',
    LIMITS.items,
  )) {
    const name = r.text(item, 'name', `${path}.name`, LIMITS.line);
    const value = r.text(item, 'value', `${path}.value`, LIMITS.url);
    if (value && toUri(value) && isSafeLink(value)) links.push(value);
    else if (value || name) details.push(name && value ? `${name}: ${value}` : name || value);
  }
  doc.personal = {
    name: t('name', LIMITS.name),
    headline: t('headline', LIMITS.line),
    email: t('email', LIMITS.email),
    phone: t('phone', LIMITS.line),
    location: t('location', LIMITS.line),
    links,
  };
  r.leftOut(basics, ['picture'], 'basics');
  return details;
}

/** A rich-text summary, more text and a link, as one detail of a line ("a; b; https://..."). */
const detail = (r: RrReader, item: Obj, path: string, extra: string[] = []) =>
  [
    r.rich(item, 'summary', `${path}.summary`).join(' '),
    ...extra,
    r.url(item, 'url', `${path}.url`),
  ]
    .filter(Boolean)
    .join('; ');

/** The items of one of the file's sections, each read into a document entry. */
function entries<T>(
  sections: Obj,
  key: string,
  r: RrReader,
  read: (item: Obj, path: string, n: number) => T,
): T[] {
  const s = section(sections, key);
  const items = s ? r.items(s, `sections.${key}`, LIMITS.entries) : [];
  return items.map(({ item, path }, i) => read(item, path, i + 1));
}

function experienceOf(r: RrReader, item: Obj, path: string, n: number): DocumentExperience {
  // one free text: "January 2019 to Present", "Mar 2016 - Dec 2018"
  const d = splitDateText(r.text(item, 'date', `${path}.date`, LIMITS.line));
  r.leftOut(item, ['url'], path);
  return {
    id: `experience-${n}`,
    title: r.text(item, 'position', `${path}.position`, LIMITS.line),
    company: r.text(item, 'company', `${path}.company`, LIMITS.line),
    location: r.text(item, 'location', `${path}.location`, LIMITS.line),
    startDate: d.start,
    endDate: d.present ? '' : d.end,
    current: d.present,
    bullets: r.rich(item, 'summary', `${path}.summary`),
  };
}

function educationOf(r: RrReader, item: Obj, path: string, n: number): DocumentEducation {
  r.leftOut(item, ['url'], path);
  return {
    id: `education-${n}`,
    degree: degreeOf(
      r.text(item, 'studyType', `${path}.studyType`, LIMITS.line),
      r.text(item, 'area', `${path}.area`, LIMITS.line),
    ),
    school: r.text(item, 'institution', `${path}.institution`, LIMITS.line),
    location: '',
    date: dateText(r, item, path),
    gpa: r.text(item, 'score', `${path}.score`, LIMITS.line),
    details: r.rich(item, 'summary', `${path}.summary`),
  };
}

/** A skill with keywords is a group named by it; a skill alone is one item ("Figma (Advanced)"). */
function skillOf(r: RrReader, item: Obj, path: string, n: number): DocumentSkillGroup {
  const name = r.text(item, 'name', `${path}.name`, LIMITS.line);
  const level = r.text(item, 'description', `${path}.description`, LIMITS.line);
  const named = level ? (name ? `${name} (${level})` : level) : name;
  const keywords = r.texts(item, 'keywords', `${path}.keywords`, LIMITS.items, LIMITS.line);
  return keywords.length
    ? { id: `skills-${n}`, label: named, items: keywords }
    : { id: `skills-${n}`, label: '', items: named ? [named] : [] };
}

function projectOf(r: RrReader, item: Obj, path: string, n: number): DocumentProject {
  const url = r.url(item, 'url', `${path}.url`);
  return {
    id: `project-${n}`,
    // a project is written as in JSON Resume
    ...projectTexts(item, path, r),
    date: dateText(r, item, path),
    // the project's link has no field of its own in the document: it is the last bullet
    bullets: [...r.rich(item, 'summary', `${path}.summary`), ...(url ? [url] : [])],
  };
}

const certificationOf = (
  r: RrReader,
  item: Obj,
  path: string,
  n: number,
): DocumentCertification => ({
  id: `certification-${n}`,
  name: formatLine({
    main: r.text(item, 'name', `${path}.name`, LIMITS.prose),
    second: r.text(item, 'issuer', `${path}.issuer`, LIMITS.line),
    date: lineDate(r, item, path),
    detail: detail(r, item, path),
  }),
});

/** The sections the document has entries for: experience, education, skills, projects, certifications. */
export function readItems(doc: ResumeDocument, sections: Obj, r: RrReader): void {
  doc.experience = entries(sections, 'experience', r, (o, p, n) => experienceOf(r, o, p, n));
  doc.education = entries(sections, 'education', r, (o, p, n) => educationOf(r, o, p, n));
  doc.skills = entries(sections, 'skills', r, (o, p, n) => skillOf(r, o, p, n));
  doc.projects = entries(sections, 'projects', r, (o, p, n) => projectOf(r, o, p, n));
  doc.certifications = entries(sections, 'certifications', r, (o, p, n) =>
    certificationOf(r, o, p, n),
  );
}

/** The line of an item of a section the document keeps as lines, by the section's kind. */
type LineReader = (item: Obj, path: string, r: RrReader) => LineFields;

/** A field of an item and the item's location, one after the other: "Red Cross, Lisbon". */
const withLocation = (r: RrReader, o: Obj, p: string, key: string) =>
  [r.text(o, key, `${p}.${key}`, LIMITS.line), r.text(o, 'location', `${p}.location`, LIMITS.line)]
    .filter(Boolean)
    .join(', ');

/** An item named by one field and by whom by another, with its date and its detail. */
const datedLine =
  (main: string, second: string): LineReader =>
  (o, p, r) => ({
    main: r.text(o, main, `${p}.${main}`, LIMITS.line),
    second: r.text(o, second, `${p}.${second}`, LIMITS.line),
    date: lineDate(r, o, p),
    detail: detail(r, o, p),
  });

export const LINE_SECTIONS: ReadonlyArray<[string, string, LineReader]> = [
  [
    'volunteer',
    'Volunteering',
    (o, p, r) => ({
      main: r.text(o, 'position', `${p}.position`, LIMITS.line),
      second: withLocation(r, o, p, 'organization'),
      date: r.text(o, 'date', `${p}.date`, LIMITS.line),
      detail: detail(r, o, p),
    }),
  ],
  ['awards', 'Awards', datedLine('title', 'awarder')],
  ['publications', 'Publications', datedLine('name', 'publisher')],
  [
    'languages',
    'Languages',
    (o, p, r) => ({
      main: r.text(o, 'name', `${p}.name`, LIMITS.line),
      second: r.text(o, 'description', `${p}.description`, LIMITS.line),
      date: '',
      detail: '',
    }),
  ],
  [
    'interests',
    'Interests',
    (o, p, r) => ({
      main: r.text(o, 'name', `${p}.name`, LIMITS.line),
      second: '',
      date: '',
      detail: r.texts(o, 'keywords', `${p}.keywords`, LIMITS.items, LIMITS.line).join(', '),
    }),
  ],
  [
    'references',
    'References',
    (o, p, r) => ({
      main: r.text(o, 'name', `${p}.name`, LIMITS.line),
      second: r.text(o, 'description', `${p}.description`, LIMITS.line),
      date: '',
      detail: detail(r, o, p),
    }),
  ],
];

/** An item of a custom section: name, description, date, location, summary, keywords, url. */
export const customLine: LineReader = (o, p, r) => ({
  main: r.text(o, 'name', `${p}.name`, LIMITS.line),
  second: withLocation(r, o, p, 'description'),
  date: r.text(o, 'date', `${p}.date`, LIMITS.line),
  detail: detail(r, o, p, [
    r.texts(o, 'keywords', `${p}.keywords`, LIMITS.items, LIMITS.line).join(', '),
  ]),
});

/** Reads one section of lines; records its id under `rrId` and whether it is shown. */
export function linesSection(
  s: Obj,
  path: string,
  title: string,
  read: LineReader,
  r: RrReader,
): DocumentCustomSection {
  const lines = r
    .items(s, path, LIMITS.items)
    .map(({ item, path: p }) => formatLine(read(item, p, r)))
    .filter(Boolean);
  return { id: '', title: r.text(s, 'name', `${path}.name`, LIMITS.line) || title, lines };
}
