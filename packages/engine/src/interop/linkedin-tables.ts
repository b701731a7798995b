/**
 * The tables of a LinkedIn data export as this reads them: which CSV files, found whatever folder
 * or case their names have, and each row's cells by column name compared loosely.
 */
import { cleanLine, cleanText, type Warnings } from './document-fit';

/** The CSV files of the export this reads, as named in the ZIP. */
export const LINKEDIN_EXPORT_FILES = [
  'Profile.csv',
  'Positions.csv',
  'Education.csv',
  'Skills.csv',
  'Languages.csv',
  'Certifications.csv',
  'Projects.csv',
  'Honors.csv',
  'Volunteering.csv',
  'Courses.csv',
  'Email Addresses.csv',
  'PhoneNumbers.csv',
  'Publications.csv',
] as const;

/** A file's name without its folders, as compared: "Export/Positions.csv" is "positions.csv". */
const baseName = (path: string) =>
  path
    .replace(/^\uFEFF/, '')
    .split(/[\\/]/)
    .pop()!
    .trim()
    .toLowerCase();

/** True when the files of an upload are a LinkedIn export (Profile.csv or Positions.csv, in any folder). */
export function isLinkedInExport(fileNames: string[]): boolean {
  if (!Array.isArray(fileNames)) return false;
  return fileNames.some(
    (n) => typeof n === 'string' && ['profile.csv', 'positions.csv'].includes(baseName(n)),
  );
}

/** A column name as compared: no BOM, no case, single spaces. */
const columnKey = (k: string) =>
  k
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

/** One CSV row: its cells by column, the names compared loosely. */
export class Row {
  private readonly cells = new Map<string, string>();
  constructor(
    raw: Record<string, unknown>,
    readonly number: number,
  ) {
    // a row holds a dozen columns; more than 200 keys is no CSV row, and is not read whole
    for (const [k, v] of Object.entries(raw).slice(0, 200))
      this.cells.set(columnKey(k), typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  }
  /** The cell as text (line breaks kept). */
  text(column: string): string {
    return cleanText(this.cells.get(columnKey(column)) ?? '');
  }
  /** The cell as one line. */
  line(column: string): string {
    return cleanLine(this.cells.get(columnKey(column)) ?? '');
  }
}

export type Tables = Record<string, unknown>;

/** The rows of one file of the export, found whatever folder or case its name has. */
export function rowsOf(tables: Tables, file: string, warnings: Warnings): Row[] {
  const wanted = baseName(file);
  const keys = Object.keys(tables).filter((k) => baseName(k) === wanted);
  if (!keys.length) return [];
  if (keys.length > 1) warnings.add(`The export holds ${file} more than once; the first was read.`);
  const rows = tables[keys[0]!];
  if (!Array.isArray(rows)) {
    warnings.add(`${file} was not read: it is not a table.`);
    return [];
  }
  const out: Row[] = [];
  let bad = 0;
  rows.forEach((r, i) => {
    if (typeof r === 'object' && r !== null && !Array.isArray(r))
      out.push(new Row(r as Record<string, unknown>, i + 1));
    else bad++;
  });
  if (bad)
    warnings.add(
      `${file}: ${bad.toLocaleString('en-US')} row(s) that are not table rows were skipped.`,
    );
  return out;
}
