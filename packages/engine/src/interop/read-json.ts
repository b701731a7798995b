/**
 * Reading an untrusted JSON file field by field (JSON Resume, Reactive Resume). Nothing here
 * recurses into the file: every read names one key of one object, so a value nested 10,000 deep
 * is just "not text". Lists are cut before they are walked and text before it is cleaned, so a
 * million-item list or a 5 MB string costs no more than the part that is kept. Own properties
 * only: a "__proto__" key is data, never a prototype.
 */
import { builderDate } from '../document';
import { cleanText, cut, LIMITS, type Warnings } from './document-fit';
import { ImportError } from './errors';

export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** o[key] when o has it as its own property (an inherited one is never read). */
export const own = (o: Obj, key: string): unknown => (Object.hasOwn(o, key) ? o[key] : undefined);

const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * A string shortened before it is cleaned: the cleaning is linear, but nothing past the field's
 * limit is kept anyway. A little more than the limit is left so fitDocument still sees (and
 * reports) the cut.
 */
const clip = (s: string, max: number): string =>
  s.length > max + 64 ? s.trimStart().slice(0, max + 64) : s;

/** Words that end a date range "now" ("2020 – Present"). */
const PRESENT = /^(?:present|current(?:ly)?|now|today|ongoing|to date)$/i;

/** A date read from a file: the builder's form when it names a month or a year. */
export interface ReadDate {
  text: string;
  /** "Present", "current"... written where an end date goes */
  present: boolean;
}

/** A date as the builder keeps it: "2014-06-29" is "2014-06"; anything else as written. */
export function dateOfText(written: string): ReadDate {
  const t = cut(cleanText(clip(written, LIMITS.line)), LIMITS.line);
  if (PRESENT.test(t)) return { text: '', present: true };
  // an ISO date or date-time keeps its month: the document has no days
  const iso = /^([12]\d{3})-(0[1-9]|1[0-2])(?:-\d\d(?:T[\d:.]+(?:Z|[+-][\d:]+)?)?)?$/.exec(t);
  if (iso) return { text: `${iso[1]}-${iso[2]}`, present: false };
  return { text: builderDate(t), present: false };
}

/**
 * The fields of one file, read with their paths: a value of the wrong type is a warning that
 * names the field, a list longer than the document takes is cut with a warning, and fields the
 * document has no place for are listed once at the end.
 */
export class Reader {
  private readonly leftOutPaths: string[] = [];
  private leftOutCount = 0;

  constructor(readonly warnings: Warnings) {}

  warn(message: string): void {
    this.warnings.add(message);
  }

  /** Text at o[key] (a number is read as its digits); '' when absent or of another type. */
  text(o: Obj, key: string, path: string, max: number): string {
    const v = own(o, key);
    if (v === undefined || v === null) return '';
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    if (typeof v !== 'string') {
      this.warn(`${path} must be text; it was left out.`);
      return '';
    }
    return cleanText(clip(v, max));
  }

  /** A date at o[key]: ISO ("2014-06-29"), the builder's form or as written. */
  date(o: Obj, key: string, path: string): ReadDate {
    const v = own(o, key);
    if (v === undefined || v === null || v === '') return { text: '', present: false };
    if (typeof v === 'number' && Number.isInteger(v)) return dateOfText(String(v));
    if (typeof v !== 'string') {
      this.warn(`${path} must be a date; it was left out.`);
      return { text: '', present: false };
    }
    return dateOfText(v);
  }

  /** A list of texts at o[key], at most maxItems of them; items of another type are skipped. */
  texts(o: Obj, key: string, path: string, maxItems: number, max: number): string[] {
    const list = this.array(own(o, key), path, maxItems);
    const out: string[] = [];
    list.forEach((v, i) => {
      if (typeof v === 'string') out.push(cleanText(clip(v, max)));
      else if (typeof v === 'number' && Number.isFinite(v)) out.push(String(v));
      else if (v !== null && v !== undefined)
        this.warn(`${path}[${i}] must be text; it was left out.`);
    });
    return out.filter(Boolean);
  }

  /** The objects of a list, at most maxItems; other items are skipped with a warning. */
  objects(v: unknown, path: string, maxItems: number): Array<{ item: Obj; path: string }> {
    const out: Array<{ item: Obj; path: string }> = [];
    this.array(v, path, maxItems).forEach((item, i) => {
      if (isObj(item)) out.push({ item, path: `${path}[${i}]` });
      else if (item !== null && item !== undefined)
        this.warn(`${path}[${i}] must be an object; it was left out.`);
    });
    return out;
  }

  /** A list value cut to maxItems ([] and a warning when it is not a list). */
  array(v: unknown, path: string, maxItems: number): unknown[] {
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v)) {
      this.warn(`${path} must be a list; it was left out.`);
      return [];
    }
    if (v.length <= maxItems) return v;
    // a list inside entries ("work[3].highlights") is cut the same way in each: one note for all
    const each = path.replace(/\[\d+\]/g, '[]');
    this.warn(
      each === path
        ? `${path}: only the first ${fmt(maxItems)} of ${fmt(v.length)} were read.`
        : `${each}: only the first ${fmt(maxItems)} of each list were read.`,
    );
    return v.slice(0, maxItems);
  }

  /** Notes that a field of the file was read but has no place in the document. */
  leftOut(o: Obj, keys: readonly string[], path: string): void {
    for (const key of keys) {
      const v = own(o, key);
      if (v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length)) continue;
      if (this.leftOutPaths.length < 10) this.leftOutPaths.push(`${path}.${key}`);
      this.leftOutCount++;
    }
  }

  /** Adds the list of fields left out to the warnings. */
  finish(): void {
    if (!this.leftOutCount) return;
    const more = this.leftOutCount - this.leftOutPaths.length;
    this.warn(
      `These fields have no place in the document and were left out: ${this.leftOutPaths.join(', ')}` +
        (more ? ` and ${fmt(more)} more.` : '.'),
    );
  }
}

/**
 * A top-level part of the file: an object (or a list, with `list`), absent, or an error naming
 * it. A file that calls itself a resume but has, say, `work` as a string is refused whole rather
 * than imported with its main section silently missing.
 */
export function part(root: Obj, key: string, kind: 'object' | 'list', path = key): unknown {
  const v = own(root, key);
  if (v === undefined || v === null) return undefined;
  const ok = kind === 'list' ? Array.isArray(v) : isObj(v);
  if (!ok)
    throw new ImportError(
      `${path} must be ${kind === 'list' ? 'a list' : 'an object'}.`,
      422,
      path,
    );
  return v;
}
