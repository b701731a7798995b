/**
 * The resume's roles and bullets as a cover letter speaks of them: the employer without its
 * city, the title without its qualifier, each bullet whole (wrapped lines joined) as a
 * first-person clause, with the skills it names, its words as stems and how much of a result it
 * states; then the candidate's projects and volunteer work, each a role of its own. Also the
 * resume's lines as the letter's claims cite them.
 */
import { findSkills } from '../taxonomy';
import { STOPWORDS } from '../text/lexicon';
import { stem } from '../text/stem';
import { wordSet } from '../text/words';
import type { ExperienceEntry, ParsedResume } from '../types';
import { employerName, roleName, splitHeader } from './names';
import { article, type RoleContext } from './phrases';
import {
  clauseOf,
  isCurrent,
  looksLikeHeader,
  projectClause,
  wholeBullets,
  type Clause,
} from './voice';

/** The most bullets read from a resume. */
const MAX_BULLETS = 300;
/** posting words that say nothing about the work ("ideally", "environment") */
const VAGUE = wordSet(
  'ideal ideally environment fast paced dynamic motivated passion passionate detail oriented proven track record excellent solid hands able must nice plus bonus salary benefit benefits pay range hour hours per week weeks month months annual annually equity remote office hybrid',
);

/** A line without its bullet glyph and outer spaces. */
function bare(line: string): string {
  return line.replace(/^[\s•*·▪‣◦●–—-]+/, '').trim();
}

/** Which of the resume's lines holds a text (its exact line), or ''. */
export function lineFinder(resume: string) {
  const lines = resume.split('\n');
  const bareLines = lines.map(bare);
  return (text: string, also?: string): string => {
    const t = text.trim();
    if (!t) return '';
    for (let i = 0; i < lines.length; i++) if (bareLines[i] === t) return lines[i]!.trim();
    const start = t.slice(0, 40);
    for (let i = 0; i < lines.length; i++)
      if (bareLines[i]!.includes(start) && (!also || bareLines[i]!.includes(also)))
        return lines[i]!.trim();
    return '';
  };
}

/** Content words of a text as stems (no stopwords, no vague posting words, no numbers). */
export function stemsOf(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[a-z][a-z-]*[a-z]/g) ?? [])
      .flatMap((w) => w.split('-'))
      .filter((w) => w.length > 2 && !STOPWORDS.has(w) && !VAGUE.has(w))
      .map(stem),
  );
}

export interface Role extends RoleContext {
  order: number;
  /** the resume line naming the role, for the introduction's claim */
  headerLine: string;
  /** a job (experience), one of the candidate's projects, or volunteer work */
  kind: 'job' | 'project' | 'volunteer';
}

export interface Bullet {
  text: string;
  source: string;
  clause: Clause;
  role: Role;
  index: number;
  skillIds: Map<number, string>;
  stems: Set<string>;
  /** how much of a result it states: a figure, a change measured ("by 38%", "from 900 ms to 120 ms") */
  result: number;
}

const MEASURED = /%|[$€£]\s?\d|\d\s?[kKmM]\b|from [^.;]*\d[^.;]* to [^.;]*\d|\bby (?:about )?\d/;
const RESULT_VERB =
  /^(?:reduced|cut|raised|grew|increased|improved|saved|lifted|shortened|halved|doubled|tripled|won|closed|delivered|launched)\b/i;

/**
 * The skills a bullet names, by taxonomy id, as it writes them; a word inside a compound is
 * none ("mid-market reps" names no marketing).
 */
function skillsIn(text: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const m of findSkills(text)) {
    if (/[\p{L}]-$/u.test(text.slice(0, m.start)) || /^-[\p{L}]/u.test(text.slice(m.end))) continue;
    if (!out.has(m.skillId)) out.set(m.skillId, m.text ?? '');
  }
  return out;
}

/** How strongly a bullet states a result (0..3). */
function resultOf(text: string): number {
  return (
    (/\d/.test(text) ? 1 : 0) + (MEASURED.test(text) ? 1.5 : 0) + (RESULT_VERB.test(text) ? 0.5 : 0)
  );
}

function bulletOf(text: string, source: string, clause: Clause, role: Role, index: number): Bullet {
  const skillIds = skillsIn(text);
  return {
    text,
    source,
    clause,
    role,
    index,
    skillIds,
    stems: stemsOf(text),
    result: resultOf(text),
  };
}

/** The resume's lines, its bullets whole, and where a text stands among them. */
interface ResumeLines {
  lines: string[];
  /** the bullets with their wrapped lines joined, by the line each starts on */
  whole: Map<number, { text: string; end: number }>;
  /** the lines a bullet wraps on to */
  inside: Set<number>;
  /**
   * the first line at or after `from` that holds a text (by its start, or anywhere in the line
   * when `within`), else the first before it, else -1
   */
  lineOf: (text: string, from: number, within?: boolean) => number;
}

function resumeLines(resumeText: string): ResumeLines {
  const lines = resumeText.split('\n');
  const loose = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const looseLines = lines.map((l) => loose(bare(l)));
  const whole = wholeBullets(resumeText);
  const inside = new Set<number>();
  for (const [start, w] of whole) for (let i = start + 1; i <= w.end; i++) inside.add(i);
  const lineOf = (text: string, from: number, within = false): number => {
    const key = loose(text).slice(0, 40);
    if (key.length < 4) return -1;
    const hit = (i: number) =>
      within ? looseLines[i]!.includes(key) : looseLines[i]!.startsWith(key);
    for (let i = Math.max(0, from); i < lines.length; i++) if (hit(i)) return i;
    for (let i = 0; i < Math.min(from, lines.length); i++) if (hit(i)) return i;
    return -1;
  };
  return { lines, whole, inside, lineOf };
}

/** A job the experience section holds, with the line of its header. */
type PlacedRole = Role & { line: number };

/** A job as the letter names it, at its header line; null without an employer or a title. */
function placedRole(
  lines: string[],
  title: string,
  company: string,
  location: string,
  current: boolean,
  line: number,
): PlacedRole | null {
  const employer = employerName(company, location);
  const t = roleName(title);
  if (!employer || !t || line < 0) return null;
  return {
    title: t,
    aTitle: `${article(t)} ${t}`,
    employer,
    current,
    order: 0,
    headerLine: lines[line]!.trim(),
    line,
    kind: 'job',
  };
}

/** An entry's title and employer, split from one header when the parser left the other blank. */
function entryHeader(e: ExperienceEntry): { title: string; company: string; current: boolean } {
  let title = e.title.trim();
  let company = e.company.trim();
  let current = e.current;
  // a parser's stray date ("present") is no employer
  if (/^(?:present|current|now|today)$/i.test(company)) {
    company = '';
    current = true;
  }
  if (!title || !company) {
    const split = title || company ? splitHeader(title || company) : null;
    title = split?.title ?? '';
    company = split?.employer ?? '';
  }
  return { title, company, current };
}

/**
 * The experience section's jobs, each at its header line and in the resume's order, and its
 * bullets' lines, not yet given a role. An entry whose header is not found leaves a barrier
 * before its bullets (they are told of no other role); a header the parser took for a bullet
 * ("Front Office Manager | Resort | 2021 - Present") starts a job of its own.
 */
function experienceRoles(
  parsed: ParsedResume,
  r: ResumeLines,
): { roles: PlacedRole[]; barriers: number[]; pending: { raw: string; line: number }[] } {
  const { lines, lineOf } = r;
  const roles: PlacedRole[] = [];
  const barriers: number[] = [];
  const addRole = (
    title: string,
    company: string,
    location: string,
    current: boolean,
    line: number,
  ): boolean => {
    const role = placedRole(lines, title, company, location, current, line);
    if (role) roles.push(role);
    return Boolean(role);
  };
  const pending: { raw: string; line: number }[] = [];
  let cursor = 0;
  for (const e of parsed.experience) {
    const { title, company, current } = entryHeader(e);
    let placed = false;
    if (title && company) {
      const at = lineOf(e.company.trim() || e.title.trim(), cursor, true);
      if (at >= 0) {
        placed = addRole(title, company, e.location ?? '', current || isCurrent(lines[at]!), at);
        cursor = at + 1;
      }
    }
    for (const raw of e.bullets.slice(0, MAX_BULLETS)) {
      const at = lineOf(raw, cursor);
      if (at < 0) continue;
      if (!placed) {
        barriers.push(at - 0.5);
        placed = true;
      }
      cursor = at + 1;
      if (!/^\s*[•*·▪‣◦●–—-]/.test(lines[at]!) && looksLikeHeader(raw)) {
        const split = splitHeader(raw);
        if (split) addRole(split.title, split.employer, '', isCurrent(raw), at);
        continue;
      }
      pending.push({ raw, line: at });
    }
  }
  roles.sort((a, b) => a.line - b.line);
  roles.forEach((role, i) => (role.order = i));
  return { roles, barriers, pending };
}

/**
 * Each bullet given to the role whose header stands nearest above it (never across a barrier,
 * so a bullet is never told of the wrong employer), as a first-person clause; a bullet that
 * opens with no action is left out.
 */
function experienceBullets(
  r: ResumeLines,
  { roles, barriers, pending }: ReturnType<typeof experienceRoles>,
): Bullet[] {
  const bullets: Bullet[] = [];
  const seen = new Set<number>();
  for (const { raw, line } of pending) {
    // a wrapped line the parser read as a bullet of its own ("74% to 86%") belongs to the one before
    if (r.inside.has(line) || seen.has(line) || bullets.length >= MAX_BULLETS) continue;
    seen.add(line);
    let role: Role | undefined;
    let at = -1;
    for (const ro of roles)
      if (ro.line < line) {
        role = ro;
        at = ro.line;
      }
    if (!role || barriers.some((b) => b > at && b < line)) continue;
    const text = r.whole.get(line)?.text ?? raw.replace(/\s+/g, ' ').trim();
    if (looksLikeHeader(text)) continue;
    const clause = clauseOf(text, role.current);
    if (!clause) continue;
    bullets.push(bulletOf(text, r.lines[line]!.trim(), clause, role, line));
  }
  return bullets;
}

/**
 * The candidate's projects and volunteer work, each a role of its own: a header line, then the
 * bullets right under it (added to `bullets`).
 */
function otherRoles(parsed: ParsedResume, r: ResumeLines, bullets: Bullet[]): Role[] {
  const { lines, whole, lineOf } = r;
  const extra: Role[] = [];
  const block = (header: number, role: Role, clauseFor: (text: string) => Clause | null) => {
    let at = header + 1;
    while (whole.has(at) && bullets.length < MAX_BULLETS) {
      const w = whole.get(at)!;
      const clause = clauseFor(w.text);
      if (clause) bullets.push(bulletOf(w.text, lines[at]!.trim(), clause, role, at));
      at = w.end + 1;
    }
  };
  for (const project of parsed.projects.slice(0, 20)) {
    const name = project.name.trim();
    const header = name.length >= 3 ? lineOf(name, 0) : -1;
    if (header < 0 || !lines[header]!.trim().startsWith(name) || whole.has(header)) continue;
    const role: Role = {
      title: '',
      aTitle: '',
      employer: name,
      current: false,
      order: 100 + extra.length,
      headerLine: lines[header]!.trim(),
      kind: 'project',
    };
    extra.push(role);
    block(header, role, (text) => projectClause(name, text));
  }
  for (const section of parsed.otherSections)
    if (section.kind === 'volunteer')
      for (const line of section.lines.slice(0, 40)) {
        if (!looksLikeHeader(line)) continue;
        const split = splitHeader(line);
        const header = split ? lineOf(line, 0) : -1;
        if (!split || header < 0 || whole.has(header)) continue;
        const t = roleName(split.title);
        const role: Role = {
          title: t,
          aTitle: `${article(t)} ${t}`,
          employer: employerName(split.employer),
          current: isCurrent(line),
          order: 200 + extra.length,
          headerLine: lines[header]!.trim(),
          kind: 'volunteer',
        };
        extra.push(role);
        block(header, role, (text) => clauseOf(text, role.current));
      }
  return extra;
}

/** The resume's roles (jobs, then projects and volunteer work) and their bullets. */
export function rolesAndBullets(
  resumeText: string,
  parsed: ParsedResume,
): { roles: Role[]; bullets: Bullet[] } {
  const r = resumeLines(resumeText);
  const jobs = experienceRoles(parsed, r);
  const bullets = experienceBullets(r, jobs);
  const extra = otherRoles(parsed, r, bullets);
  return { roles: [...jobs.roles, ...extra], bullets };
}
