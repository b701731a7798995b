/**
 * What the Europass writer and readers share: namespaces, dates, places, languages and phone
 * numbers as the Europass Candidate XML (the format europass.europa.eu has used since 2020,
 * HR-XML 3 based) writes them.
 */
import { builderDate, printedDate } from '../document';
import { wordSet } from '../text/words';
import { cleanLine } from './document-fit';
import { htmlLines } from './html-text';
import { at, kids, text, textOf } from './xml';

export const NS = {
  europass: 'http://www.europass.eu/1.0',
  oa: 'http://www.openapplications.org/oagis/9',
  eures: 'http://www.europass_eures.eu/1.0',
  hr: 'http://www.hr-xml.org/3',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
  /** Careerforge's own extension, which Europass readers ignore (they skip unknown elements) */
  careerforge: 'urn:careerforge:resume-document:1',
  /** the older Europass XML, v2 and v3 (SkillsPassport, 2013 to 2020) */
  skillsPassport: 'http://europass.cedefop.europa.eu/Europass',
} as const;

/** The element carrying Careerforge's copy of the document (a JSON text). */
export const EXTENSION = 'CareerforgeDocument';

/** The builder's date forms, "2021" and "2021-03". */
const BUILDER_FORM = /^\d{4}(?:-(?:0[1-9]|1[0-2]))?$/;

/** A date as Europass writes one: FormattedDateTime when it is a date, DateText otherwise. */
export function europassDate(value: string): { formatted: string } | { text: string } | null {
  const t = value.trim();
  if (!t) return null;
  return BUILDER_FORM.test(t) ? { formatted: t } : { text: t };
}

/**
 * A Europass date (an element holding hr:FormattedDateTime or hr:DateText) in the builder's
 * form: "2021-03-15" and "2021-03-15T00:00:00" are "2021-03", "2021" stays "2021"; a text date
 * is kept as written unless it names exactly a month and year.
 */
export function dateFrom(node: unknown): string {
  const formatted = cleanLine(text(node, 'FormattedDateTime'));
  const m = /^(\d{4})(?:-(\d{2}))?(?:-\d{2})?(?:T.*)?$/.exec(formatted);
  if (m) {
    const month = Number(m[2]);
    return m[2] && month >= 1 && month <= 12 ? `${m[1]}-${m[2]}` : m[1]!;
  }
  const written = cleanLine(text(node, 'DateText') || formatted).slice(0, 200);
  return written ? builderDate(written) : '';
}

/** A period (StartDate, EndDate, Ongoing or CurrentIndicator) read from its element. */
export function periodFrom(node: unknown): { start: string; end: string; ongoing: boolean } {
  const flag = (name: string) => /^\s*true\s*$/i.test(text(node, name));
  return {
    start: dateFrom(at(node, 'StartDate')),
    end: dateFrom(at(node, 'EndDate')),
    ongoing: flag('Ongoing') || flag('CurrentIndicator'),
  };
}

/** A period as one date field: the range as a resume prints it ("Sep 2019 – Present"). */
export function periodText(p: { start: string; end: string; ongoing: boolean }): string {
  if (p.start && p.ongoing) return `${printedDate(p.start)} – Present`;
  if (p.start && p.end && p.start !== p.end)
    return `${printedDate(p.start)} – ${printedDate(p.end)}`;
  return p.end || p.start;
}

const regions = new Intl.DisplayNames(['en'], { type: 'region' });
const languages = new Intl.DisplayNames(['en'], { type: 'language' });

/** A country's English name from its ISO code ("si" is "Slovenia"); the code when unknown. */
export function countryName(code: string): string {
  const c = cleanLine(code).toUpperCase();
  if (!/^[A-Z]{2}$/.test(c)) return cleanLine(code);
  try {
    return regions.of(c) ?? c;
  } catch {
    return c;
  }
}

/**
 * A language's English name from how Europass names it: an ISO 639 code ("eng", "fr"), the
 * Publications Office URI ending in one, or free text (kept as written).
 */
export function languageName(written: string, freeText = false): string {
  const t = cleanLine(written);
  if (freeText) return t;
  const code = /^[a-zA-Z]{2,3}$/.test(t) ? t : /^https?:\/\/\S*\/([a-zA-Z]{2,3})$/.exec(t)?.[1];
  if (!code) return t;
  try {
    const name = languages.of(code.toLowerCase());
    return name && name.toLowerCase() !== code.toLowerCase() ? name : t;
  } catch {
    return t;
  }
}

/** A place as one line: "Ljubljana, Slovenia". */
export const placeText = (...parts: string[]): string =>
  parts
    .map(cleanLine)
    .filter(Boolean)
    .filter((p, i, a) => a.indexOf(p) === i)
    .join(', ');

/**
 * International calling codes: 1 and 7 are one digit, these are two, all others three
 * (ITU-T E.164 assigns them so that no code is the start of another).
 */
const TWO_DIGIT_CODES = wordSet(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98',
);

/**
 * A phone number split as Europass keeps one (CountryDialing and the rest), or null when it
 * does not start with "+" and a country code: the Europass importer refuses a telephone
 * without one, and guessing the country would invent it.
 */
export function splitPhone(phone: string): { country: string; number: string } | null {
  const t = phone.trim();
  if (!/^(?:\+|00)[\d\s().-]{6,30}$/.test(t)) return null;
  const digits = t.replace(/^00/, '').replace(/\D/g, '');
  const len = /^[17]/.test(digits) ? 1 : TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
  const number = digits.slice(len);
  return number.length >= 4 ? { country: digits.slice(0, len), number } : null;
}

/** The sections of Europass's SectionsOrder and the document's sections they are. */
export const SECTION_TITLES: Record<string, string> = {
  experience: 'work-experience',
  education: 'education-training',
  skills: 'digital-skills',
  projects: 'projects',
  certifications: 'certifications',
};

/** A section the readers build before ids are given, and the SectionsOrder title it answers to. */
export interface ExtraSection {
  title: string;
  lines: string[];
  code?: string;
}

/**
 * Lines under a section titled `title`: added to the section of that title in `byTitle`, else a
 * new section at the end of `sections` (the Europass editors write one entry per title).
 */
export function addUnderTitle(
  sections: ExtraSection[],
  byTitle: Map<string, ExtraSection>,
  title: string,
  lines: string[],
): void {
  const found = byTitle.get(title);
  if (found) found.lines.push(...lines);
  else {
    const section = { title, lines };
    byTitle.set(title, section);
    sections.push(section);
  }
}

/** The lines of a rich-text field (HTML or plain text). */
export const richLines = (node: unknown): string[] => htmlLines(textOf(node)).map((l) => l.text);

/** One entry of an activity-like list (a conference, a course, an "other") as lines. */
export function activityLines(item: unknown): string[] {
  const title = cleanLine(text(item, 'Title'));
  // a line of text shows a date as a resume prints it ("Oct 2018")
  const when = printedDate(periodText(periodFrom(at(item, 'Date'))));
  const where = cleanLine(text(item, 'Location'));
  const head = [title, where].filter(Boolean).join(', ') + (when ? ` (${when})` : '');
  return [
    head.trim(),
    ...richLines(at(item, 'Description')),
    ...kids(item, 'Link').map(cleanLine),
  ].filter(Boolean);
}
