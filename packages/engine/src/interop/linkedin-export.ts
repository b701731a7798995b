/**
 * A LinkedIn data export ("Get a copy of your data": a ZIP of CSV files) as a resume document.
 * The caller unzips the files named in LINKEDIN_EXPORT_FILES and parses each CSV with a header
 * row; this reads the tables. It takes what the export says and nothing more: a missing file
 * or column is simply absent, a row with nothing usable is skipped with a warning.
 */
import { builderDate } from '../document';
import type { DocumentExperience, DocumentProject, ResumeDocument } from '../types';
import { cleanLine, emptyDocument, fitDocument, sectionOrder, Warnings } from './document-fit';
import { ImportError } from './errors';
import { unbullet } from './html-text';
import { rowsOf, type Row, type Tables } from './linkedin-tables';

/**
 * A description as lines: one per line break, and one per "•" (LinkedIn descriptions are often
 * bulleted inline); `marked` when the line was written as a bullet.
 */
function descriptionLines(text: string): Array<{ text: string; marked: boolean }> {
  return text
    .split('\n')
    .flatMap((line) => {
      const parts = line.split(/\s*•\s*/);
      return parts.map((p, i) => ({ raw: p, marked: i > 0 || /^\s*[-–*▪◦]\s/.test(p) }));
    })
    .map((l) => ({ text: unbullet(cleanLine(l.raw)), marked: l.marked }))
    .filter((l) => l.text);
}

const bullets = (text: string) => descriptionLines(text).map((l) => l.text);

/** A date as the builder keeps it ("Mar 2021" is "2021-03"). */
const date = (written: string) => builderDate(written.slice(0, 200));

/** A period as written in the export: "Mar 2021 – Jun 2022", "Mar 2021 – Present". */
function period(start: string, end: string, open: boolean): string {
  if (start && end) return `${start} – ${end}`;
  if (start && open) return `${start} – Present`;
  return start || end;
}

/** Profile.csv, the first e-mail and phone, as the document's personal part. */
function personal(tables: Tables, doc: ResumeDocument, warnings: Warnings): void {
  const profile = rowsOf(tables, 'Profile.csv', warnings)[0];
  const emails = rowsOf(tables, 'Email Addresses.csv', warnings);
  const primary = emails.find((e) => /^yes$/i.test(e.line('Primary'))) ?? emails[0];
  const phone = rowsOf(tables, 'PhoneNumbers.csv', warnings).find((p) => p.line('Number'));
  const extension = phone?.line('Extension');
  const links: string[] = [];
  if (profile) {
    // "[PERSONAL:https://ana.dev,COMPANY:acme.example]": the type before each address goes
    const sites = profile
      .line('Websites')
      .replace(/^\[|\]$/g, '')
      .split(',');
    links.push(...sites.map((l) => cleanLine(l).replace(/^[A-Z][A-Z_]*:(?!\/\/)/i, '')));
    const handles = profile
      .line('Twitter Handles')
      .replace(/^\[|\]$/g, '')
      .split(',');
    links.push(
      ...handles
        .map((h) => cleanLine(h).replace(/^@/, ''))
        .filter(Boolean)
        .map((h) => `twitter.com/${h}`),
    );
    if (profile.line('Instant Messengers'))
      warnings.add(
        'The instant messaging contacts were not imported (the resume has no place for them).',
      );
  }
  doc.personal = {
    name: profile
      ? [profile.line('First Name'), profile.line('Last Name')].filter(Boolean).join(' ')
      : '',
    headline: profile?.line('Headline') ?? '',
    email: primary?.line('Email Address') ?? '',
    phone: phone ? `${phone.line('Number')}${extension ? ` ext. ${extension}` : ''}` : '',
    location: profile ? profile.line('Geo Location') || profile.line('Address') : '',
    links: links.filter(Boolean),
  };
  doc.summary = profile?.text('Summary') ?? '';
}

/** A sortable key for a builder date, most recent highest; undated last. */
const recency = (d: string) => {
  const m = /^(\d{4})(?:-(\d{2}))?$/.exec(d);
  return m ? Number(m[1]) * 100 + Number(m[2] ?? 0) : -1;
};

function positions(tables: Tables, warnings: Warnings): DocumentExperience[] {
  const out: Omit<DocumentExperience, 'id'>[] = [];
  for (const r of rowsOf(tables, 'Positions.csv', warnings)) {
    const title = r.line('Title');
    const company = r.line('Company Name');
    if (!title && !company) {
      warnings.add(
        `Positions.csv row ${r.number} was skipped: it has neither a title nor a company.`,
      );
      continue;
    }
    const started = r.line('Started On');
    // LinkedIn leaves a current position's end empty; a file edited by hand may say "Present"
    const finished = /^(?:present|current|now)$/i.test(r.line('Finished On'))
      ? ''
      : r.line('Finished On');
    const current = !!started && !finished;
    out.push({
      title,
      company,
      location: r.line('Location'),
      startDate: date(started),
      endDate: current ? '' : date(finished),
      current,
      bullets: bullets(r.text('Description')),
    });
  }
  // most recent first, as LinkedIn lists them; a stable sort keeps its order among equals
  const sorted = out
    .map((e, i) => ({ e, i }))
    .sort(
      (a, b) =>
        Number(b.e.current) - Number(a.e.current) ||
        recency(b.e.startDate) - recency(a.e.startDate) ||
        a.i - b.i,
    );
  return sorted.map(({ e }, i) => ({ id: `experience-${i + 1}`, ...e }));
}

function education(tables: Tables, warnings: Warnings): ResumeDocument['education'] {
  const out: ResumeDocument['education'] = [];
  for (const r of rowsOf(tables, 'Education.csv', warnings)) {
    const school = r.line('School Name');
    const degree = r.line('Degree Name');
    if (!school && !degree) {
      warnings.add(
        `Education.csv row ${r.number} was skipped: it has neither a school nor a degree.`,
      );
      continue;
    }
    out.push({
      id: `education-${out.length + 1}`,
      degree,
      school,
      location: '',
      // the graduation date; the start when that is all the export has
      date: date(r.line('End Date') || r.line('Start Date')),
      gpa: '',
      details: [...bullets(r.text('Notes')), ...bullets(r.text('Activities'))],
    });
  }
  return out;
}

function projects(tables: Tables, warnings: Warnings): DocumentProject[] {
  const out: DocumentProject[] = [];
  for (const r of rowsOf(tables, 'Projects.csv', warnings)) {
    const lines = descriptionLines(r.text('Description'));
    const name = r.line('Title');
    if (!name && !lines.length) continue;
    const started = r.line('Started On');
    const finished = r.line('Finished On');
    out.push({
      id: `project-${out.length + 1}`,
      name,
      description: [...lines.filter((l) => !l.marked).map((l) => l.text), r.line('Url')]
        .filter(Boolean)
        .join('\n'),
      technologies: '',
      date: started && finished ? period(started, finished, false) : date(started || finished),
      bullets: lines.filter((l) => l.marked).map((l) => l.text),
    });
  }
  return out;
}

function certifications(tables: Tables, warnings: Warnings): string[] {
  return rowsOf(tables, 'Certifications.csv', warnings)
    .map((r) => {
      const when = period(r.line('Started On'), r.line('Finished On'), false);
      const licence = r.line('License Number');
      return [
        [r.line('Name'), r.line('Authority')].filter(Boolean).join(' — ') +
          (when ? ` (${when})` : ''),
        licence && `License ${licence}`,
        r.line('Url'),
      ]
        .filter((s) => s && s.trim())
        .join(' — ');
    })
    .filter(Boolean);
}

/** "Spanish (Native or bilingual proficiency)"; the text alone without a note. */
const withNote = (text: string, note: string) => (note ? `${text} (${note})` : text);

/** The export's other files, each a section of the document with a line per entry. */
function otherSections(
  tables: Tables,
  warnings: Warnings,
): Array<{ title: string; lines: string[] }> {
  const rows = (file: string) => rowsOf(tables, file, warnings);
  const withDetails = (head: string, r: Row, column: string) => [head, ...bullets(r.text(column))];
  // a named row, another column as its note: "Portuguese (Native or bilingual proficiency)"
  const nameWith = (note: string) => (r: Row) =>
    r.line('Name') && withNote(r.line('Name'), r.line(note));
  const sections = [
    {
      title: 'Languages',
      lines: rows('Languages.csv').map(nameWith('Proficiency')),
    },
    {
      title: 'Volunteering',
      lines: rows('Volunteering.csv').flatMap((r) => {
        const who = [r.line('Role'), r.line('Company Name')].filter(Boolean).join(', ');
        const cause = r.line('Cause') ? ` — ${r.line('Cause')}` : '';
        const when = period(r.line('Started On'), r.line('Finished On'), !!r.line('Started On'));
        return withDetails(`${who}${cause}${when ? ` (${when})` : ''}`, r, 'Description');
      }),
    },
    {
      title: 'Honors & awards',
      lines: rows('Honors.csv').flatMap((r) =>
        withDetails(
          r.line('Title') && withNote(r.line('Title'), r.line('Issued On')),
          r,
          'Description',
        ),
      ),
    },
    {
      title: 'Courses',
      lines: rows('Courses.csv').map(nameWith('Number')),
    },
    {
      title: 'Publications',
      lines: rows('Publications.csv').flatMap((r) => {
        const head = [r.line('Name'), r.line('Publisher')].filter(Boolean).join(' — ');
        const on = r.line('Published On') ? ` (${r.line('Published On')})` : '';
        return [...withDetails(`${head}${on}`, r, 'Description'), r.line('Url')];
      }),
    },
  ];
  return sections
    .map((s) => ({ title: s.title, lines: s.lines.map((l) => l.trim()).filter(Boolean) }))
    .filter((s) => s.lines.length);
}

/** The skills, each once (LinkedIn lists a skill once, but an edited file may not). */
function skills(tables: Tables, warnings: Warnings): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const r of rowsOf(tables, 'Skills.csv', warnings)) {
    const name = r.line('Name');
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return out;
}

/**
 * The resume a LinkedIn data export describes, from its CSV files parsed into rows keyed by
 * their header (as papaparse gives them with header: true), and notes on what was skipped or
 * cut. Throws ImportError (422) when the tables are not tables or hold nothing to import.
 */
export function documentFromLinkedInExport(tables: Record<string, Array<Record<string, string>>>): {
  document: ResumeDocument;
  warnings: string[];
} {
  if (typeof tables !== 'object' || tables === null || Array.isArray(tables))
    throw new ImportError('The LinkedIn export must be a set of tables (CSV files).', 422, 'file');
  const warnings = new Warnings();
  const doc = emptyDocument();
  personal(tables, doc, warnings);
  doc.experience = positions(tables, warnings);
  doc.education = education(tables, warnings);
  const skillList = skills(tables, warnings);
  doc.skills = skillList.length ? [{ id: 'skills-1', label: 'Skills', items: skillList }] : [];
  doc.projects = projects(tables, warnings);
  doc.certifications = certifications(tables, warnings).map((name, i) => ({
    id: `certification-${i + 1}`,
    name,
  }));
  doc.customSections = otherSections(tables, warnings).map((s, i) => ({
    id: `custom-${i + 1}`,
    ...s,
  }));
  doc.sections = sectionOrder(doc);
  const document = fitDocument(doc, warnings);
  const empty =
    !document.personal.name &&
    !document.summary &&
    [
      document.experience,
      document.education,
      document.skills,
      document.projects,
      document.certifications,
      document.customSections,
    ].every((l) => !l.length);
  if (empty)
    throw new ImportError(
      'The LinkedIn export holds nothing to import (no profile, positions, education or skills were found).',
      422,
      'file',
    );
  return { document, warnings: warnings.done() };
}
