/**
 * Sections the document keeps as lines of text (languages, awards, volunteering...) and
 * certifications, against the structured entries of JSON Resume. An entry is written as one
 * line, "Main — Second (Date): Detail" ("English — Native", "Best Paper — ACM (Jun 2019)"), and
 * a line is read back into an entry only when writing that entry again gives the very same
 * line; otherwise the whole line goes into the entry's main field. So a line never changes on
 * its way out and back, whatever it says.
 */
import { printedDate } from '../document';
import { isoOf, printedRange, splitRange } from './date-range';
import { Warnings } from './document-fit';
import { type Obj, Reader } from './read-json';

/** The JSON Resume arrays a section of lines maps to. */
export type LineKey =
  | 'volunteer'
  | 'awards'
  | 'publications'
  | 'languages'
  | 'interests'
  | 'references'
  | 'certificates';

/** The parts of one line. `date` is printed ("Jun 2019", "Jan 2019 – Present"). */
export interface LineFields {
  main: string;
  second: string;
  date: string;
  detail: string;
}

/** An entry of a JSON Resume array: texts and lists of texts. */
export type JrEntry = Record<string, string | string[]>;

interface LineKind {
  key: LineKey;
  /** the heading an imported section gets */
  title: string;
  /** headings (lower case) of a document section that map to this array */
  titles: readonly string[];
  date: 'none' | 'single' | 'range';
  /** whether a line's text after ": " is read as the entry's detail field */
  detail: boolean;
  /** whether a line's text after " — " is read as the entry's second field */
  second: boolean;
  /** the line's parts from an entry of the file */
  read(e: Obj, path: string, r: Reader): LineFields;
  /** the entry of a line's parts (dates as ISO start and end) */
  write(f: LineFields, start?: string, end?: string): JrEntry;
}

const joined = (parts: string[], sep: string) => parts.filter(Boolean).join(sep);

/** An entry with its empty fields left out (JSON Resume leaves out what is not known). */
function entry(fields: Record<string, string | string[] | undefined>): JrEntry {
  const out: JrEntry = {};
  for (const [k, v] of Object.entries(fields))
    if (v !== undefined && v !== '' && !(Array.isArray(v) && !v.length)) out[k] = v;
  return out;
}

const MAX = 5000;
const single = (r: Reader, e: Obj, key: string, path: string) =>
  printedDate(r.date(e, key, `${path}.${key}`).text);

const KINDS: readonly LineKind[] = [
  {
    key: 'volunteer',
    title: 'Volunteering',
    titles: ['volunteer', 'volunteering', 'volunteer experience', 'volunteer work'],
    date: 'range',
    detail: true,
    second: true,
    read: (e, path, r) => {
      const start = r.date(e, 'startDate', `${path}.startDate`);
      const end = r.date(e, 'endDate', `${path}.endDate`);
      const present = end.present || (!end.text && Boolean(start.text));
      return {
        main: r.text(e, 'position', `${path}.position`, MAX),
        second: r.text(e, 'organization', `${path}.organization`, MAX),
        date: printedRange(start.text, end.text, present),
        detail: joined(
          [
            r.text(e, 'summary', `${path}.summary`, MAX),
            ...r.texts(e, 'highlights', `${path}.highlights`, 40, MAX),
            r.text(e, 'url', `${path}.url`, 2048),
          ],
          '; ',
        ),
      };
    },
    write: (f, start, end) =>
      entry({
        position: f.main,
        organization: f.second,
        startDate: start,
        endDate: end,
        summary: f.detail,
      }),
  },
  {
    key: 'awards',
    title: 'Awards',
    titles: [
      'awards',
      'honors',
      'honours',
      'awards and honors',
      'awards & honors',
      'honors and awards',
      'honors & awards',
      'awards and honours',
      'honours and awards',
    ],
    date: 'single',
    detail: true,
    second: true,
    read: (e, path, r) => ({
      main: r.text(e, 'title', `${path}.title`, MAX),
      second: r.text(e, 'awarder', `${path}.awarder`, MAX),
      date: single(r, e, 'date', path),
      detail: r.text(e, 'summary', `${path}.summary`, MAX),
    }),
    write: (f, date) => entry({ title: f.main, awarder: f.second, date, summary: f.detail }),
  },
  {
    key: 'publications',
    title: 'Publications',
    titles: ['publications', 'selected publications'],
    date: 'single',
    detail: true,
    second: true,
    read: (e, path, r) => ({
      main: r.text(e, 'name', `${path}.name`, MAX),
      second: r.text(e, 'publisher', `${path}.publisher`, MAX),
      date: single(r, e, 'releaseDate', path),
      detail: joined(
        [r.text(e, 'summary', `${path}.summary`, MAX), r.text(e, 'url', `${path}.url`, 2048)],
        '; ',
      ),
    }),
    write: (f, releaseDate) =>
      entry({ name: f.main, publisher: f.second, releaseDate, summary: f.detail }),
  },
  {
    key: 'languages',
    title: 'Languages',
    titles: ['languages', 'language', 'language skills'],
    date: 'none',
    detail: false,
    second: true,
    read: (e, path, r) => ({
      main:
        r.text(e, 'language', `${path}.language`, MAX) || r.text(e, 'name', `${path}.name`, MAX),
      second: r.text(e, 'fluency', `${path}.fluency`, MAX),
      date: '',
      detail: '',
    }),
    write: (f) => entry({ language: f.main, fluency: f.second }),
  },
  {
    key: 'interests',
    title: 'Interests',
    titles: ['interests', 'hobbies', 'hobbies and interests', 'hobbies & interests'],
    date: 'none',
    detail: true,
    second: false,
    read: (e, path, r) => ({
      main: r.text(e, 'name', `${path}.name`, MAX),
      second: '',
      date: '',
      detail: r.texts(e, 'keywords', `${path}.keywords`, 100, 200).join(', '),
    }),
    write: (f) => entry({ name: f.main, keywords: f.detail ? f.detail.split(', ') : undefined }),
  },
  {
    key: 'references',
    title: 'References',
    titles: ['references'],
    date: 'none',
    detail: true,
    second: false,
    read: (e, path, r) => ({
      main: r.text(e, 'name', `${path}.name`, MAX),
      second: '',
      date: '',
      detail: r.text(e, 'reference', `${path}.reference`, MAX),
    }),
    write: (f) => entry({ name: f.main, reference: f.detail }),
  },
  {
    key: 'certificates',
    title: 'Certifications',
    titles: [],
    date: 'single',
    // "AWS: Solutions Architect" is one name, not a name and a detail
    detail: false,
    second: true,
    read: (e, path, r) => ({
      main: r.text(e, 'name', `${path}.name`, MAX),
      second: r.text(e, 'issuer', `${path}.issuer`, MAX),
      date: single(r, e, 'date', path),
      detail: r.text(e, 'url', `${path}.url`, 2048),
    }),
    write: (f, date) => entry({ name: f.main, issuer: f.second, date }),
  },
];

export const LINE_KINDS: ReadonlyMap<LineKey, LineKind> = new Map(KINDS.map((k) => [k.key, k]));

/** The JSON Resume arrays kept as sections of lines, in the order an import adds them. */
export const SECTION_LINE_KEYS: readonly LineKey[] = [
  'volunteer',
  'awards',
  'publications',
  'languages',
  'interests',
  'references',
];

/** The array a section titled `title` maps to ("Honors" is awards), if any. */
export function lineKeyOfTitle(title: string): LineKey | undefined {
  const t = title.trim().toLowerCase();
  return KINDS.find((k) => k.titles.includes(t))?.key;
}

/** One line of text from its parts: "Main — Second (Date): Detail", leaving out what is empty. */
export function formatLine(f: LineFields): string {
  const head = joined([f.main, f.second], ' — ');
  const dated = f.date ? (head ? `${head} (${f.date})` : f.date) : head;
  return f.detail ? (dated ? `${dated}: ${f.detail}` : f.detail) : dated;
}

/** The line an entry of the file reads as. */
export function lineOfEntry(key: LineKey, e: Obj, path: string, r: Reader): string {
  return formatLine(LINE_KINDS.get(key)!.read(e, path, r));
}

/** Every way a line may split into parts, the most detailed first, the whole line last. */
function splits(line: string, kind: LineKind): LineFields[] {
  const out: LineFields[] = [];
  for (const withDetail of kind.detail ? [true, false] : [false]) {
    const colon = line.indexOf(': ');
    if (withDetail && colon <= 0) continue;
    const head = withDetail ? line.slice(0, colon) : line;
    const detail = withDetail ? line.slice(colon + 2) : '';
    for (const withDate of kind.date === 'none' ? [false] : [true, false]) {
      const paren = head.lastIndexOf(' (');
      if (withDate && (!head.endsWith(')') || paren <= 0)) continue;
      const rest = withDate ? head.slice(0, paren) : head;
      const date = withDate ? head.slice(paren + 2, -1) : '';
      for (const withSecond of kind.second ? [true, false] : [false]) {
        const dash = rest.indexOf(' — ');
        if (withSecond && dash <= 0) continue;
        out.push({
          main: withSecond ? rest.slice(0, dash) : rest,
          second: withSecond ? rest.slice(dash + 3) : '',
          date,
          detail,
        });
      }
    }
  }
  return out;
}

/** The entry of a line's parts, or null when its date is no date JSON Resume can hold. */
function entryOf(kind: LineKind, f: LineFields): JrEntry | null {
  if (!f.date) return kind.write(f);
  if (kind.date === 'single') {
    const iso = isoOf(f.date);
    return iso ? kind.write(f, iso) : null;
  }
  const range = splitRange(f.date);
  const start = isoOf(range?.start ?? f.date);
  const end = range && !range.present ? isoOf(range.end) : undefined;
  if (!start || (range && !range.present && !end)) return null;
  return kind.write(f, start, end);
}

const quiet = () => new Reader(new Warnings());

/**
 * The entry a line stands for: the most detailed reading that writes back as the same line,
 * else the whole line as the main field. Null for a blank line (an entry must say something).
 */
export function entryOfLine(key: LineKey, line: string): JrEntry | null {
  if (!line.trim()) return null;
  const kind = LINE_KINDS.get(key)!;
  for (const f of splits(line, kind)) {
    const e = entryOf(kind, f);
    if (e && lineOfEntry(key, e, '', quiet()) === line) return e;
  }
  return null;
}

/** The entries of a section's lines, or null when one of them cannot be read back exactly. */
export function entriesOfLines(key: LineKey, lines: readonly string[]): JrEntry[] | null {
  const out: JrEntry[] = [];
  for (const line of lines) {
    const e = entryOfLine(key, line);
    if (!e) return null;
    out.push(e);
  }
  return out;
}
