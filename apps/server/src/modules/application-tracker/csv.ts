import Papa from 'papaparse';
import {
  APPLICATION_PRIORITIES,
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  IMPORT_FIELDS,
  MAX_IMPORT_ROWS,
  createApplicationSchema,
  type ApplicationStatus,
  type CreateApplicationData,
  type ImportField,
} from '@careerforge/contract';
import { badRequest } from '../../lib/errors';

/* Reading applications from a CSV file (other trackers, spreadsheets); csv-export.ts writes them. */

/** A data row of the file and the line it starts on (the header is line 1 when it is first). */
export interface CsvRow {
  line: number;
  cells: string[];
}

export interface ParsedCsv {
  headers: string[];
  rows: CsvRow[];
}

/** Folds a header for matching: "Date Applied" and "date_applied" are both "dateapplied". */
const fold = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Headers other trackers and spreadsheets use, by the field they fill (folded). */
const HEADER_NAMES: Record<ImportField, readonly string[]> = {
  company: ['company', 'companyname', 'employer', 'organization', 'organisation', 'org'],
  jobTitle: [
    'title',
    'jobtitle',
    'position',
    'positiontitle',
    'role',
    'roletitle',
    'job',
    'jobposition',
    'jobname',
  ],
  status: ['status', 'stage', 'applicationstatus', 'jobstatus', 'state', 'list', 'column'],
  applicationDate: [
    'dateapplied',
    'applieddate',
    'applicationdate',
    'appliedon',
    'dateofapplication',
    'applied',
    'date',
    'datesubmitted',
    'submitted',
  ],
  jobUrl: ['url', 'joburl', 'link', 'joblink', 'postingurl', 'listingurl', 'jobposting', 'posting'],
  location: ['location', 'city', 'place', 'joblocation'],
  salaryRange: ['salary', 'salaryrange', 'compensation', 'pay', 'payrange'],
  priority: ['priority', 'importance'],
  source: ['source', 'jobsource', 'platform', 'site', 'board', 'jobboard', 'foundon', 'foundvia'],
  contacts: ['contacts', 'contact', 'recruiter', 'hiringmanager', 'contactperson'],
  notes: ['notes', 'note', 'comments', 'comment'],
  interviewAt: ['interview', 'interviewat', 'interviewdate', 'nextinterview', 'interviewon'],
  offerDeadline: ['offerdeadline', 'deadline', 'offerdue', 'respondby', 'answerby'],
};

/** Reads the text; a file that cannot be read as CSV is a 400 naming the line. */
export function parseCsv(text: string): ParsedCsv {
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const rows: CsvRow[] = [];
  let start = 0;
  let scanned = 0;
  let line = 1;
  let problem: { message: string; line: number } | null = null;
  let tooMany = false;
  const lineAt = (index: number) => {
    for (; scanned < index && scanned < source.length; scanned++) {
      if (source.charCodeAt(scanned) === 10) line++;
    }
    return line;
  };
  Papa.parse<string[]>(source, {
    skipEmptyLines: 'greedy',
    step: (res, parser) => {
      while (source.charCodeAt(start) === 10) start++;
      const rowLine = lineAt(start);
      const quote = res.errors.find((e) => e.type === 'Quotes');
      if (quote && !problem) {
        problem = { message: quote.message, line: rowLine };
        parser.abort();
        return;
      }
      rows.push({ line: rowLine, cells: res.data.map((c) => String(c ?? '')) });
      start = res.meta.cursor;
      if (rows.length > MAX_IMPORT_ROWS + 1) {
        tooMany = true;
        parser.abort();
      }
    },
  });
  if (problem) {
    const { message, line: at } = problem as { message: string; line: number };
    throw badRequest(
      `The CSV file could not be read: ${message.toLowerCase()} (line ${at}). Check the quotes in that row and try again.`,
      { csv: `Line ${at}: ${message}` },
    );
  }
  if (tooMany) {
    throw badRequest(
      `The CSV file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows. Split it and import at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows at a time.`,
      { csv: 'Too many rows' },
    );
  }
  const [header, ...data] = rows;
  if (!header || header.cells.every((c) => !c.trim())) {
    throw badRequest('The CSV file is empty: it needs a header row and at least one row.', {
      csv: 'No rows',
    });
  }
  return { headers: header.cells.map((h) => h.trim()), rows: data };
}

/** The column each field comes from, recognised from the headers (first match wins). */
export function suggestMapping(headers: readonly string[]): Record<ImportField, string | null> {
  const folded = headers.map(fold);
  const used = new Set<number>();
  const mapping = {} as Record<ImportField, string | null>;
  for (const field of IMPORT_FIELDS) {
    let found = -1;
    for (const name of HEADER_NAMES[field]) {
      found = folded.findIndex((h, i) => h === name && !used.has(i));
      if (found >= 0) break;
    }
    if (found >= 0) used.add(found);
    mapping[field] = found >= 0 ? headers[found]! : null;
  }
  return mapping;
}

/** Status names of other trackers (folded) and the status they mean here. */
const STATUS_WORDS: Record<string, ApplicationStatus> = {
  ...Object.fromEntries(APPLICATION_STATUSES.map((s) => [fold(s), s])),
  ...Object.fromEntries(
    Object.entries(APPLICATION_STATUS_LABELS).map(([s, label]) => [fold(label), s]),
  ),
  apply: 'applied',
  submitted: 'applied',
  noresponse: 'applied',
  ghosted: 'applied',
  waiting: 'applied',
  review: 'reviewed',
  inreview: 'reviewed',
  underreview: 'reviewed',
  response: 'reviewed',
  screening: 'phone_screen',
  screen: 'phone_screen',
  phone: 'phone_screen',
  phoneinterview: 'phone_screen',
  recruiterscreen: 'phone_screen',
  interviewing: 'interview',
  interviewed: 'interview',
  onsite: 'interview',
  onsiteinterview: 'interview',
  technicalinterview: 'interview',
  final: 'final_round',
  finalinterview: 'final_round',
  offered: 'offer',
  offerreceived: 'offer',
  accepted: 'offer',
  rejection: 'rejected',
  declined: 'rejected',
  notselected: 'rejected',
  nooffer: 'rejected',
  closed: 'rejected',
  withdrew: 'withdrawn',
  withdraw: 'withdrawn',
};

export function readStatus(value: string): ApplicationStatus | null {
  if (!value.trim()) return 'applied';
  return STATUS_WORDS[fold(value)] ?? null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  return `${y}-${pad(m)}-${pad(d)}`;
};

/**
 * A date as spreadsheets write it: 2025-03-14, 2025/03/14, 2025-03-14T10:00:00Z, 03/14/2025
 * (month first, as US trackers export; day first when the first number is above 12), or
 * "Mar 14, 2025". Blank is `fallback`; anything else is null.
 */
export function readDate(value: string, fallback: string): string | null {
  const v = value.trim();
  if (!v) return fallback;
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(v);
  if (m) return ymd(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(v);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    return a > 12 ? ymd(Number(m[3]), b, a) : ymd(Number(m[3]), a, b);
  }
  if (/[a-z]/i.test(v) && v.length <= 40) {
    const t = Date.parse(`${v} 12:00 UTC`);
    if (!Number.isNaN(t)) {
      const d = new Date(t);
      return ymd(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
    }
  }
  return null;
}

/** Folded company and title, and a URL without its trailing slash and case of the host. */
export const titleKey = (company: string, jobTitle: string) =>
  `${company.toLowerCase().replace(/\s+/g, ' ').trim()}\u0001${jobTitle.toLowerCase().replace(/\s+/g, ' ').trim()}`;
export function urlKey(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url.trim());
    u.hash = '';
    return `${u.protocol}//${u.host.toLowerCase()}${u.pathname.replace(/\/+$/, '')}${u.search}`;
  } catch {
    return url.trim();
  }
}

/**
 * A cell a spreadsheet could read as a formula or a DDE command (OWASP's CSV injection list):
 * its first character, after any leading whitespace or quotes, is =, +, -, @ (or their
 * full-width forms, which some spreadsheets fold), or the cell starts with a tab or CR. The
 * test sees the whole cell, line breaks included.
 */
const FORMULA_START = /^[\s"']*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/;

/** The cell made inert: a leading apostrophe makes every spreadsheet show it as text. */
export const escapeFormula = (v: string) => (FORMULA_START.test(v) ? `'${v}` : v);

/** Undoes the export's formula escape ('=SUM(...) was written for =SUM(...)). */
const unescapeFormula = (v: string) =>
  v.startsWith("'") && FORMULA_START.test(v.slice(1)) ? v.slice(1) : v;

/**
 * A date cell as spreadsheets write it (03/14/2025, Mar 14, 2025) as YYYY-MM-DD; anything
 * else as it is, for the contract to accept or name the problem. A cell with a time (a timed
 * interview) is left whole: readDate would cut the time off.
 */
function dayOrAsIs(value: string, mayHaveTime: boolean): string {
  if (mayHaveTime && /[T:]/i.test(value)) return value;
  return readDate(value, '') ?? value;
}

export type RowResult =
  | { line: number; outcome: 'new'; data: CreateApplicationData & { applicationDate: string } }
  | { line: number; outcome: 'duplicate'; message: string; data: CreateApplicationData }
  | { line: number; outcome: 'invalid'; message: string };

/**
 * Turns each data row into an application through the same contract rules as the add form,
 * then marks duplicates (same URL, or same company and title) of the user's applications and
 * of earlier rows of the file.
 */
export function readRows(
  parsed: ParsedCsv,
  mapping: Partial<Record<ImportField, string | null>>,
  existing: readonly { company: string; jobTitle: string; jobUrl: string | null }[],
  today: string,
): RowResult[] {
  const index = (field: ImportField) => {
    const header = mapping[field];
    return header ? parsed.headers.indexOf(header) : -1;
  };
  const columns = Object.fromEntries(IMPORT_FIELDS.map((f) => [f, index(f)])) as Record<
    ImportField,
    number
  >;
  const seenUrls = new Set(existing.map((e) => urlKey(e.jobUrl)).filter(Boolean) as string[]);
  const seenTitles = new Set(existing.map((e) => titleKey(e.company, e.jobTitle)));
  const fileUrls = new Map<string, number>();
  const fileTitles = new Map<string, number>();

  return parsed.rows.map((row): RowResult => {
    const cell = (f: ImportField) =>
      columns[f] >= 0 ? unescapeFormula((row.cells[columns[f]] ?? '').trim()) : '';
    const statusText = cell('status');
    const status = readStatus(statusText);
    if (!status) {
      return {
        line: row.line,
        outcome: 'invalid',
        message: `Unknown status "${statusText.slice(0, 40)}": use one of ${Object.values(APPLICATION_STATUS_LABELS).join(', ')}`,
      };
    }
    const dateText = cell('applicationDate');
    const applicationDate = readDate(dateText, today);
    if (!applicationDate) {
      return {
        line: row.line,
        outcome: 'invalid',
        message: `Date applied "${dateText.slice(0, 40)}" is not a date (use YYYY-MM-DD)`,
      };
    }
    const priorityText = cell('priority').toLowerCase();
    if (priorityText && !(APPLICATION_PRIORITIES as readonly string[]).includes(priorityText)) {
      return {
        line: row.line,
        outcome: 'invalid',
        message: `Priority must be one of: ${APPLICATION_PRIORITIES.join(', ')}`,
      };
    }
    const parsedRow = createApplicationSchema.safeParse({
      jobTitle: cell('jobTitle'),
      company: cell('company'),
      location: cell('location'),
      salaryRange: cell('salaryRange'),
      status,
      jobUrl: cell('jobUrl'),
      notes: cell('notes'),
      contacts: cell('contacts'),
      priority: priorityText || 'medium',
      source: cell('source'),
      applicationDate,
      interviewAt: dayOrAsIs(cell('interviewAt'), true),
      offerDeadline: dayOrAsIs(cell('offerDeadline'), false),
    });
    if (!parsedRow.success) {
      return { line: row.line, outcome: 'invalid', message: parsedRow.error.issues[0]!.message };
    }
    const data = { ...parsedRow.data, applicationDate };
    const u = urlKey(data.jobUrl);
    const t = titleKey(data.company, data.jobTitle);
    const duplicate = (message: string): RowResult => ({
      line: row.line,
      outcome: 'duplicate',
      message,
      data,
    });
    if (u && seenUrls.has(u)) return duplicate('Already tracked: same job URL');
    if (seenTitles.has(t)) return duplicate('Already tracked: same company and job title');
    if (u && fileUrls.has(u)) return duplicate(`Same job URL as line ${fileUrls.get(u)}`);
    if (fileTitles.has(t))
      return duplicate(`Same company and job title as line ${fileTitles.get(t)}`);
    if (u) fileUrls.set(u, row.line);
    fileTitles.set(t, row.line);
    return { line: row.line, outcome: 'new', data };
  });
}
