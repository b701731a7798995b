import type { OtherSection, ParsedResume, SkillGroup } from './types';
import { STANDARD_HEADING, type SectionKind } from './text/lexicon';

export interface FormatOptions {
  /** heading for the skills block (e.g. "Core Competencies") */
  skillsHeading?: string;
  /** print skills as one list, ignoring groups */
  flatSkills?: boolean;
  /** section order; sections not listed follow in their default order */
  order?: SectionKind[];
}

/** The standard sections in their default print order. */
export const DEFAULT_ORDER: SectionKind[] = [
  'summary',
  'skills',
  'experience',
  'projects',
  'education',
  'certifications',
];

const SUMMARY_LINE = 200;

/**
 * A summary stays one paragraph as its writer wrote it (so a diff shows no false change); a long one
 * goes one sentence per line to keep lines short. The parser joins them back.
 */
function splitSummary(s: string): string[] {
  if (s.length <= SUMMARY_LINE) return [s];
  const parts = s.match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)/g) ?? [s];
  const out: string[] = [];
  for (const p of parts.map((x) => x.trim()).filter(Boolean)) {
    const last = out[out.length - 1];
    // keep abbreviations and short fragments with the previous sentence
    if (last !== undefined && (p.length < 25 || /^[a-z]/.test(p)))
      out[out.length - 1] = `${last} ${p}`;
    else out.push(p);
  }
  return out;
}

/**
 * A comma list over several lines of at most ~100 characters, each line but the last ending in
 * its comma: read line by line (as an ATS may), two items never run together.
 */
export function wrapList(items: string[]): string[] {
  const out: string[] = [];
  let cur = '';
  for (const it of items) {
    if (cur && cur.length + it.length + 2 > 100) {
      out.push(`${cur},`);
      cur = it;
    } else cur = cur ? `${cur}, ${it}` : it;
  }
  if (cur) out.push(cur);
  return out;
}

function heading(text: string): string {
  return text.toUpperCase();
}

function groupsText(groups: SkillGroup[]): string[] {
  return groups.filter((g) => g.items.length).map((g) => `${g.label}: ${g.items.join(', ')}`);
}

/** The name line and the contact line ("e-mail | phone | location | links"). */
export function contactLines(c: ParsedResume['contact']): string[] {
  const out: string[] = [];
  if (c.name) out.push(c.name);
  const contactLine = [c.email, c.phone, c.location, ...c.links].filter(Boolean).join(' | ');
  if (contactLine) out.push(contactLine);
  return out;
}

/** Entries one after another, a blank line between two, each without its empty lines. */
function entriesText<T>(items: T[], linesOf: (item: T) => Array<string | undefined>): string[] {
  return items.flatMap((item, i) => [
    ...(i > 0 ? [''] : []),
    ...linesOf(item).filter((l): l is string => Boolean(l)),
  ]);
}

/** The lines of each standard section that has content (without headings). */
export function sectionBlocks(
  r: ParsedResume,
  opts: Pick<FormatOptions, 'flatSkills'> = {},
): Partial<Record<SectionKind, string[]>> {
  const blocks: Partial<Record<SectionKind, string[]>> = {};
  if (r.summary.trim()) blocks.summary = splitSummary(r.summary.trim());
  if (r.skills.length) {
    blocks.skills =
      !opts.flatSkills && r.skillGroups.length ? groupsText(r.skillGroups) : wrapList(r.skills);
  }
  if (r.experience.length)
    blocks.experience = entriesText(r.experience, (e) => [
      [e.title, e.company, e.location ?? ''].filter(Boolean).join(' | '),
      [e.startDate, e.endDate].filter(Boolean).join(' – '),
      ...e.bullets.map((b) => `• ${b}`),
    ]);
  if (r.projects.length)
    blocks.projects = entriesText(r.projects, (p) => [
      [p.name, p.technologies ?? ''].filter(Boolean).join(' | '),
      p.date,
      p.description && (/[.!?]$/.test(p.description) ? p.description : `${p.description}.`),
      ...p.bullets.map((b) => `• ${b}`),
    ]);
  if (r.education.length)
    blocks.education = entriesText(r.education, (e) => [
      [e.degree, e.school, e.location ?? ''].filter(Boolean).join(' | '),
      [e.date, e.gpa ? `GPA: ${e.gpa}` : ''].filter(Boolean).join(', '),
      ...(e.details ?? []).map((d) => `• ${d}`),
    ]);
  if (r.certifications.length) blocks.certifications = r.certifications.map((x) => `• ${x}`);
  return blocks;
}

/**
 * The lines of a section kept as written: items as "•" bullets, any other line (an entry's
 * header) as a line of its own with its items under it, a blank line before it when it follows
 * the items of the entry above.
 */
export function otherLines(o: Pick<OtherSection, 'lines' | 'bullets'>): string[] {
  const out: string[] = [];
  o.lines.forEach((l, i) => {
    const item = o.bullets?.[i] ?? true;
    if (!item && i > 0 && (o.bullets?.[i - 1] ?? true)) out.push('');
    out.push(item ? `• ${l}` : l);
  });
  return out;
}

/** A heading line followed by its lines, as the parser reads them back. */
export function headedBlock(title: string, lines: string[]): string[] {
  return ['', heading(title), ...lines];
}

/** Lines joined into the final text: at most one blank line in a row, one final newline. */
export function joinLines(out: string[]): string {
  return (
    out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim() + '\n'
  );
}

/**
 * Plain-text export of a resume with standard headings, one fact per line, "•" bullets and no tables.
 * `parseResume` reads this layout back to the same structure.
 */
export function formatResume(r: ParsedResume, opts: FormatOptions = {}): string {
  const out = contactLines(r.contact);
  const blocks = sectionBlocks(r, opts);
  const order = [...(opts.order ?? DEFAULT_ORDER)];
  for (const k of DEFAULT_ORDER) if (!order.includes(k)) order.push(k);
  for (const kind of order) {
    const lines = blocks[kind];
    if (!lines?.length) continue;
    out.push(
      ...headedBlock(
        kind === 'skills' && opts.skillsHeading ? opts.skillsHeading : STANDARD_HEADING[kind],
        lines,
      ),
    );
  }
  // a section of the resume's own ("Affiliations", "Personal details") keeps its heading
  for (const o of r.otherSections)
    out.push(
      ...headedBlock(
        o.kind === 'additional' && o.heading ? o.heading : STANDARD_HEADING[o.kind],
        otherLines(o),
      ),
    );
  return joinLines(out);
}
