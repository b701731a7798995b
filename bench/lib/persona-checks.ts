/**
 * Detectors for `npm run eval:personas` (bench/eval-personas.ts): pure functions that read one
 * output of the product and the persona it was made for, and return what is wrong with it. They
 * are tested by `npm run eval:personas -- --self-test` on hand-written strings.
 *
 * The six counts:
 * - `moved`: an entry header of persona.json is not on a line of its own with its own bullets
 *   after it (split over lines, merged into another line, reordered, missing, or a bullet under
 *   another entry). Its dates alone on the line right under the rest of it is a layout: in place.
 * - `lost`: the location, a link or a part of the name line as written is gone.
 * - `placeholder`: a bracketed instruction, "{{", TODO, XXX, lorem... in an output.
 * - `unsupported`: a sentence that gives the person a skill, tool, employer, title, number or
 *   years the resume does not hold; or advice to add what the resume already names.
 * - `name`: a letter that does not sign off with the person's name; a tailored resume or builder
 *   document whose name is not the person's; an ATS check that finds no name or the wrong one.
 * - `wrap`: "exactly- once", a word broken by a wrap, a bullet cut in two, a sentence broken by a
 *   line break.
 *
 * The only product code used is the skill taxonomy's dictionary lookup (to find skill names in a
 * sentence and to know that PostgreSQL counts as SQL); whether a skill is supported is decided
 * here, against the persona's own text.
 */
import { printedDate } from '../../packages/engine/src/document/dates';
import { findSkills, getSkill, lookupSkill } from '../../packages/engine/src/taxonomy';

/* ---------- the persona ---------- */

export interface PersonaEntry {
  header: string;
  bullets: string[];
}

export interface Persona {
  id: string;
  field: string;
  name: string;
  person: string;
  location: string;
  links: string[];
  entries: Record<string, PersonaEntry[]>;
  skills: string[];
  years: number;
  currentTitle: string;
  state: string | null;
  currentSalary: number | null;
  offer: number | null;
  formats: string[];
}

export const COUNTS = ['moved', 'lost', 'placeholder', 'unsupported', 'name', 'wrap'] as const;
export type CountId = (typeof COUNTS)[number];

export const COUNT_LABELS: Record<CountId, string> = {
  moved: 'entries moved/merged',
  lost: 'lost lines',
  placeholder: 'placeholders',
  unsupported: 'unsupported claims',
  name: 'names/sign-offs',
  wrap: 'wrap artefacts',
};

export interface Finding {
  count: CountId;
  /** what is wrong, in a few words */
  reason: string;
  /** the offending text (a line, a sentence) */
  text: string;
}

const finding = (count: CountId, reason: string, text: string): Finding => ({
  count,
  reason,
  text: text.length > 300 ? `${text.slice(0, 297)}...` : text,
});

export const allEntries = (p: Pick<Persona, 'entries'>): PersonaEntry[] =>
  Object.values(p.entries).flat();

/* ---------- text helpers ---------- */

const WORD_RE = /[\p{L}\p{N}\p{M}]+/gu;
/** The words of a text, lower case, NFC: punctuation, dashes and glyphs do not count. */
export const tokens = (s: string): string[] =>
  (s.normalize('NFC').toLowerCase().match(WORD_RE) ?? []) as string[];

/** "03/2021 to Present" reads as "03/2021 – Present": a date range's joining word is punctuation. */
const datesLoose = (s: string) =>
  s.replace(
    /(?<=\d)\s+(?:to|until|till|through|thru)\s+(?=\d|(?:present|now|current|today)\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d)/gi,
    ' – ',
  );

/** A text as " w1 w2 w3 " for whole-word substring search. */
const padded = (s: string) => ` ${tokens(s).join(' ')} `;

const collapse = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();

/** Leading bullet glyphs (and the tab or space after them). */
const BULLET_RE = /^[-–—•·*▪◦●○■□►▸‣⁃✓➢➤]+[\s\u00a0]*/u;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `needle` as a whole phrase in `hay` (no letter or digit right before or after). */
function hasPhrase(hay: string, needle: string): boolean {
  const n = collapse(needle);
  if (!n) return true;
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(n)}(?![\\p{L}\\p{N}])`, 'u').test(collapse(hay));
}

function indexOfSeq(hay: string[], needle: string[], from = 0): number {
  if (!needle.length) return -1;
  outer: for (let i = from; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const sameSeq = (a: string[], b: string[]) =>
  a.length === b.length && a.every((t, i) => t === b[i]);

function containsMultiset(hay: string[], needle: string[]): boolean {
  const counts = new Map<string, number>();
  for (const t of hay) counts.set(t, (counts.get(t) ?? 0) + 1);
  for (const t of needle) {
    const n = counts.get(t) ?? 0;
    if (!n) return false;
    counts.set(t, n - 1);
  }
  return true;
}

/** Sentences of a prose text: split at line breaks and at . ! ? before a capital or a quote. */
export function sentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])["”]?\s+(?=["“(]?[\p{Lu}\p{N}])/u))
    .map((s) => s.trim())
    .filter(Boolean);
}

/* ---------- evidence: what the persona's own text supports ---------- */

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
};

/** "40,000" -> "40000", "2.50" -> "2.5", "$92,000" -> "92000". */
const normNumber = (s: string) =>
  s
    .replace(/[,\s]/g, '')
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');

const NUMBER_RE = /(?<![\p{L}\p{N}])\d[\d,]*(?:\.\d+)?/gu;

export function numbersIn(text: string): string[] {
  return [...text.matchAll(NUMBER_RE)].map((m) => normNumber(m[0]));
}

/** Skill ids the taxonomy finds in a text, and the broader ones they imply (PostgreSQL -> SQL). */
function skillIds(text: string): { literal: Set<number>; implied: Set<number> } {
  const literal = new Set(findSkills(text).map((m) => m.skillId));
  const implied = new Set(literal);
  const queue = [...literal];
  while (queue.length) {
    const id = queue.pop()!;
    for (const next of getSkill(id)?.implies ?? [])
      if (!implied.has(next)) {
        implied.add(next);
        queue.push(next);
      }
  }
  return { literal, implied };
}

/**
 * The taxonomy entry a term names, when that entry is a named thing (a tool, a language, a
 * certification): "k8s" is Kubernetes. A broad practice is not looked up: the taxonomy files
 * "observability" under Monitoring, which "telemetry monitoring" on a nurse's resume would then
 * support; such terms need their own words in the evidence.
 */
function named(term: string) {
  const skill = lookupSkill(term);
  return skill && ['tool', 'language', 'certification', 'spoken-language'].includes(skill.category)
    ? skill
    : undefined;
}

/** Words too generic to support or contradict anything. */
const STOP = new Set(
  'a an and or the of in on at to for with by from as is are be your my our their its it this that these those any all some more most other own skills skill experience work tools tool using use used'.split(
    ' ',
  ),
);

const stemMatch = (w: string, e: string) => {
  if (w === e) return true;
  if (w.length < 4 || e.length < 4) return false;
  if (e.startsWith(w) || w.startsWith(e)) return true;
  let i = 0;
  while (i < w.length && i < e.length && w[i] === e[i]) i++;
  return i >= Math.max(5, Math.min(w.length, e.length) - 2);
};

/**
 * What a persona's own text supports: its words, numbers and skills. Built from the resume, the
 * persona's entries and skills, and any text the person wrote for the tool (a letter, an answer).
 */
export class Evidence {
  readonly text: string;
  private readonly pad: string;
  private readonly words: string[];
  private readonly wordSet: Set<string>;
  readonly numbers: Set<string>;
  private readonly ids: { literal: Set<number>; implied: Set<number> };

  constructor(texts: string[], extraNumbers: Iterable<number | string> = []) {
    // a word split at a line end ("exactly-\n  once") read both ways
    const joined = texts.flatMap((t) => [
      t,
      t.replace(/-\n\s*/g, '-'),
      t.replace(/(\p{Ll})-\n\s*(\p{Ll})/gu, '$1$2'),
    ]);
    this.text = joined.join('\n');
    this.pad = padded(this.text);
    this.words = tokens(this.text);
    this.wordSet = new Set(this.words);
    this.numbers = new Set(numbersIn(this.text));
    for (const w of this.words)
      if (NUMBER_WORDS[w] !== undefined) this.numbers.add(String(NUMBER_WORDS[w]));
    for (const n of extraNumbers) this.numbers.add(normNumber(String(n)));
    this.ids = skillIds(this.text);
  }

  /** The term's words appear together, in order, in the evidence. */
  namesLiterally(term: string): boolean {
    const t = tokens(term);
    if (!t.length) return true;
    if (this.pad.includes(` ${t.join(' ')} `)) return true;
    const skill = named(term);
    return skill !== undefined && this.ids.literal.has(skill.id);
  }

  /** The term is supported: named, every significant word present (any form), or implied. */
  supports(term: string): boolean {
    if (this.namesLiterally(term)) return true;
    const skill = named(term);
    if (skill && this.ids.implied.has(skill.id)) return true;
    // a skill the taxonomy knows by this very name, found in the evidence in other words
    // ("rhythm interpretation" in "interpreting rhythms"): the product matches the same way
    const known = lookupSkill(term);
    if (known && known.category === 'hard' && this.ids.literal.has(known.id)) return true;
    const significant = tokens(term).filter((w) => !STOP.has(w) && !/^\d+$/.test(w));
    if (!significant.length) return true;
    return significant.every((w) => this.wordSet.has(w) || this.words.some((e) => stemMatch(w, e)));
  }

  /** A quoted passage: its words appear in this order in the evidence. */
  holdsQuote(quote: string): boolean {
    const q = tokens(quote);
    return q.length === 0 || indexOfSeq(this.words, q) >= 0;
  }
}

/** Evidence from the persona alone: resume.txt, persona.json's entries, skills and name. */
export function personaEvidence(
  p: Persona,
  resumeText: string,
  more: string[] = [],
  extraNumbers: Iterable<number | string> = [],
): Evidence {
  return new Evidence(
    [
      resumeText,
      p.name,
      p.person,
      p.location,
      p.currentTitle,
      ...p.links,
      ...p.skills,
      ...allEntries(p).flatMap((e) => [e.header, ...e.bullets]),
      ...more,
    ],
    extraNumbers,
  );
}

const MONTHS = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');

/**
 * The most years of experience the resume supports: persona.json's `years`, or the span of its
 * experience dates to `now` when that is longer ("2017 - Present" is 9 years in 2026).
 */
export function yearsSupported(p: Pick<Persona, 'years' | 'entries'>, now = new Date()): number {
  const headers = (p.entries.experience ?? []).map((e) => e.header);
  let start = Infinity;
  let end = -Infinity;
  const at = (year: string, month?: string) => {
    const m = month ? MONTHS.indexOf(month.slice(0, 3).toLowerCase()) : -1;
    const n = month && /^\d+$/.test(month) ? Number(month) - 1 : m;
    return Number(year) + (n >= 0 ? n / 12 : 0);
  };
  for (const h of headers) {
    for (const m of h.matchAll(
      /(?:(\p{L}{3,9})\.?\s+|(\d{1,2})[/.])?((?:19|20)\d{2})(?:[.](\d{2}))?/gu,
    )) {
      const t = at(m[3]!, m[1] ?? m[2] ?? m[4]);
      start = Math.min(start, t);
      end = Math.max(end, t);
    }
    if (/\b(?:present|now|current|today)\b/i.test(h))
      end = Math.max(end, now.getUTCFullYear() + now.getUTCMonth() / 12);
  }
  return Number.isFinite(start) ? Math.max(p.years, Math.floor((end - start) * 10) / 10) : p.years;
}

/* ---------- (1) entries moved or merged ---------- */

interface Line {
  raw: string;
  tokens: string[];
  bullet: boolean;
}

function linesOf(text: string): Line[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .map((raw) => ({
      raw,
      tokens: tokens(datesLoose(raw.replace(BULLET_RE, ''))),
      bullet: BULLET_RE.test(raw),
    }))
    .filter((l) => l.tokens.length > 0);
}

type HeaderKind = 'exact' | 'split' | 'merged' | 'reordered' | 'changed' | 'missing';

interface Located {
  index: number;
  span: number;
  kind: HeaderKind;
  /** words of the header not found ('changed') */
  lost?: string[];
}

function locateHeader(lines: Line[], header: string[], allowReorder: boolean): Located {
  for (let i = 0; i < lines.length; i++)
    if (sameSeq(lines[i]!.tokens, header)) return { index: i, span: 1, kind: 'exact' };
  if (allowReorder)
    for (let i = 0; i < lines.length; i++) {
      const t = lines[i]!.tokens;
      if (t.length === header.length && containsMultiset(t, header))
        return { index: i, span: 1, kind: 'exact' };
    }
  // the header's dates on the line right under the rest of it: a layout, not a move (every
  // point where the rest is dates is tried: "Lyon 1 | 2021–present", "… | 03/2021 to Present")
  for (let k = header.length - 1; k > 0 && isDateToken(header[k]!); k--)
    for (let i = 0; i + 1 < lines.length; i++)
      if (
        sameSeq(lines[i]!.tokens, header.slice(0, k)) &&
        sameSeq(lines[i + 1]!.tokens, header.slice(k))
      )
        return { index: i, span: 2, kind: 'exact' };
  // one line holding the header with other words
  for (let i = 0; i < lines.length; i++)
    if (indexOfSeq(lines[i]!.tokens, header) >= 0) return { index: i, span: 1, kind: 'merged' };
  // the header's words in order over two or three lines
  for (let span = 2; span <= 3; span++)
    for (let i = 0; i + span <= lines.length; i++) {
      const joined = lines.slice(i, i + span).flatMap((l) => l.tokens);
      const at = indexOfSeq(joined, header);
      if (at < 0) continue;
      // the window must start and end inside the header, else it is a smaller window's hit
      if (at >= lines[i]!.tokens.length) continue;
      if (at + header.length <= joined.length - lines[i + span - 1]!.tokens.length) continue;
      return { index: i, span, kind: 'split' };
    }
  // every word there, in another order, on one line or a few
  for (let span = 1; span <= 3; span++)
    for (let i = 0; i + span <= lines.length; i++) {
      const joined = lines.slice(i, i + span).flatMap((l) => l.tokens);
      if (header.length >= 2 && containsMultiset(joined, header))
        return { index: i, span, kind: 'reordered' };
    }
  // most words there, some gone ("2021.03 – present" printed as "present")
  let best: Located & { lost?: string[] } = { index: -1, span: 0, kind: 'missing' };
  let bestShare = 0.6;
  for (let span = 1; span <= 2; span++)
    for (let i = 0; i + span <= lines.length; i++) {
      const joined = new Set(lines.slice(i, i + span).flatMap((l) => l.tokens));
      const share = header.filter((t) => joined.has(t)).length / header.length;
      if (share > bestShare) {
        bestShare = share;
        best = { index: i, span, kind: 'changed', lost: header.filter((t) => !joined.has(t)) };
      }
    }
  return best;
}

/** A word of a date range: a month, a year or number, "present" and its synonyms. */
const isDateToken = (t: string) =>
  /^\d+$/.test(t) ||
  (MONTHS.includes(t.slice(0, 3)) && /^[a-z]+$/.test(t) && t.length <= 9) ||
  ['present', 'now', 'current', 'today', 'ongoing'].includes(t);

const significantTokens = (s: string) => [
  ...new Set(tokens(s).filter((w) => w.length > 2 || /\d/.test(w))),
];

/** The line where a bullet starts: most of its words within three lines, starting on the line. */
function locateBullet(lines: Line[], bullet: string): number {
  const want = significantTokens(bullet);
  if (!want.length) return -1;
  let best = -1;
  let bestScore = 0;
  for (let i = 0; i < lines.length; i++) {
    const first = lines[i]!.tokens.filter((w) => w.length > 2 || /\d/.test(w));
    const inBullet = first.filter((t) => want.includes(t)).length;
    if (inBullet < Math.min(2, want.length) || inBullet < first.length * 0.5) continue;
    const window = new Set(lines.slice(i, i + 3).flatMap((l) => l.tokens));
    const cov = want.filter((t) => window.has(t)).length / want.length;
    // most of the bullet within the window, on a line that is mostly the bullet's own words
    const score = cov + 0.5 * (inBullet / first.length);
    if (cov >= 0.7 && score > bestScore + 1e-9) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

const REASONS: Record<Exclude<HeaderKind, 'exact'>, string> = {
  split: 'header split over lines',
  merged: 'header merged into another line',
  reordered: 'header words reordered',
  changed: 'header words lost',
  missing: 'header missing',
};

const MONTH_ABBR = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
];
const MONTH_NAME_RE =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

/**
 * Every month-and-year in a text written one way ("Mar 2021"), whatever way it was written
 * ("03/2021", "2021.03", "2021-03", "March 2021"): the builder keeps a date as a month and a year
 * and prints it in its own style, which says the same thing as the resume.
 */
export function canonicalDates(text: string): string {
  const word = (m: number, y: string) =>
    `${MONTH_ABBR[m - 1]!.replace(/^./, (c) => c.toUpperCase())} ${y}`;
  return text
    .replace(
      new RegExp(`\\b${MONTH_NAME_RE}\\.?,?\\s+(\\d{4})\\b`, 'gi'),
      (all, mon: string, y: string) => {
        const i = MONTH_ABBR.indexOf(mon.slice(0, 3).toLowerCase());
        return i < 0 ? all : word(i + 1, y);
      },
    )
    .replace(/\b(\d{4})[-./](0?[1-9]|1[0-2])\b(?![-./]\d)/g, (_, y: string, m: string) =>
      word(Number(m), y),
    )
    .replace(/\b(0?[1-9]|1[0-2])[/.](\d{4})\b/g, (_, m: string, y: string) => word(Number(m), y));
}

/**
 * (1) Each entry header of the persona on a line of its own (its words in order; punctuation,
 * whitespace and bullet glyphs aside), then its own bullets, with no other entry's header or
 * bullet in between. `allowReorder` accepts the header's words in another order on one line
 * (a builder document prints its fields in the template's order).
 */
export function checkEntries(
  text: string,
  persona: Pick<Persona, 'entries'>,
  opts: { allowReorder?: boolean } = {},
): Finding[] {
  const lines = linesOf(text);
  const entries = allEntries(persona);
  const heads = entries.map((e) =>
    locateHeader(lines, tokens(datesLoose(e.header)), !!opts.allowReorder),
  );
  const bulletsAt = entries.map((e) => e.bullets.map((b) => locateBullet(lines, b)));
  const out: Finding[] = [];
  const show = (i: number, span = 2) =>
    lines
      .slice(Math.max(0, i), Math.max(0, i) + span)
      .map((l) => l.raw)
      .join(' ⏎ ');
  entries.forEach((entry, k) => {
    const head = heads[k]!;
    const problems: string[] = [];
    if (head.kind === 'changed') problems.push(`${REASONS.changed} (${head.lost?.join(' ')})`);
    else if (head.kind !== 'exact') problems.push(REASONS[head.kind]);
    const own = bulletsAt[k]!;
    const lost = own.filter((b) => b < 0).length;
    if (lost) problems.push(`${lost} of its ${own.length} bullets not found`);
    if (head.index >= 0) {
      const found = own.filter((b) => b >= 0);
      if (found.some((b) => b <= head.index)) problems.push('a bullet before its header');
      const last = Math.max(-1, ...found);
      if (last > head.index) {
        const between = (i: number) => i > head.index && i < last;
        const otherHead = heads.findIndex((h, j) => j !== k && h.index >= 0 && between(h.index));
        if (otherHead >= 0)
          problems.push(`another entry's header in between ("${entries[otherHead]!.header}")`);
        else {
          const otherBullet = bulletsAt.findIndex(
            (list, j) => j !== k && list.some((b) => b >= 0 && between(b) && !own.includes(b)),
          );
          if (otherBullet >= 0)
            problems.push(`a bullet of "${entries[otherBullet]!.header}" in between`);
        }
      }
    }
    if (problems.length)
      out.push(
        finding(
          'moved',
          `${problems.join('; ')}: "${entry.header}"`,
          head.index >= 0 ? show(head.index, Math.max(2, head.span + 1)) : entry.header,
        ),
      );
  });
  return out;
}

/** The builder document's fields the entry check reads (a subset of ResumeDocument). */
export interface DocumentLike {
  personal: {
    name: string;
    headline: string;
    email: string;
    phone: string;
    location: string;
    links: string[];
  };
  summary: string;
  experience: {
    title: string;
    company: string;
    location: string;
    startDate: string;
    endDate: string;
    current?: boolean;
    bullets: string[];
  }[];
  education: {
    degree: string;
    school: string;
    location: string;
    date: string;
    gpa: string;
    details: string[];
  }[];
  skills: { label: string; items: string[] }[];
  projects: {
    name: string;
    description: string;
    technologies: string;
    date: string;
    bullets: string[];
  }[];
  certifications: { name: string }[];
  customSections: { title: string; lines: string[] }[];
}

/**
 * A builder document as lines: each entry's fields on one line (the entry's header), its bullets
 * below; for checking the document's structure, not its look.
 */
export function documentEntryText(doc: DocumentLike): string {
  const row = (...parts: string[]) => parts.filter((p) => p && p.trim()).join(' | ');
  const bullets = (list: string[]) => list.map((b) => `- ${b}`);
  const p = doc.personal;
  return [
    p.name,
    p.headline,
    row(p.location, p.email, p.phone, ...p.links),
    '',
    doc.summary,
    '',
    ...doc.experience.flatMap((e) => [
      // dates as the builder prints them ("2021-03" is "Mar 2021"; an entry not ended, "Present")
      row(
        e.title,
        e.company,
        e.location,
        row(printedDate(e.startDate), e.current ? 'Present' : printedDate(e.endDate)),
      ),
      ...bullets(e.bullets),
      '',
    ]),
    ...doc.projects.flatMap((e) => [
      row(e.name, e.technologies, e.date),
      e.description,
      ...bullets(e.bullets),
      '',
    ]),
    ...doc.education.flatMap((e) => [
      row(e.degree, e.school, e.location, printedDate(e.date), e.gpa),
      ...bullets(e.details),
      '',
    ]),
    ...doc.certifications.map((c) => c.name),
    '',
    ...doc.customSections.flatMap((s) => [s.title, ...s.lines, '']),
    ...doc.skills.map((g) => row(g.label, g.items.join(', '))),
  ].join('\n');
}

/* ---------- (2) lost lines ---------- */

/** The parts of the name line: "陈美玲 (Meiling Chen), RN, BSN" -> 陈美玲, Meiling Chen, RN, BSN. */
export const nameParts = (name: string): string[] =>
  name
    .split(/\s*[,()]\s*/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * (2) The location and each link as written, anywhere in the text (whitespace aside), and each
 * part of the name line within the first `headerLines` non-empty lines (or within `head`).
 */
export function lostLines(
  text: string,
  persona: Pick<Persona, 'location' | 'links' | 'name'>,
  opts: { headerLines?: number; head?: string } = {},
): Finding[] {
  const out: Finding[] = [];
  const head =
    opts.head ??
    text
      .split(/\r?\n/)
      .filter((l) => l.trim())
      .slice(0, opts.headerLines ?? 5)
      .join('\n');
  if (persona.location && !hasPhrase(text, persona.location))
    out.push(finding('lost', 'location lost', persona.location));
  for (const link of persona.links)
    if (!hasPhrase(text, link)) out.push(finding('lost', 'link lost', link));
  for (const part of nameParts(persona.name))
    if (!hasPhrase(head, part))
      out.push(
        finding(
          'lost',
          'part of the name line lost',
          `${part} (head: ${collapse(head).slice(0, 120)})`,
        ),
      );
  return out;
}

/* ---------- (3) placeholders ---------- */

const PLACEHOLDER_RES: [RegExp, string][] = [
  [/\[[^\]\n]*\p{L}[^\]\n]*\]/gu, 'bracketed placeholder'],
  [/\{\{[^}\n]*\}?\}?/g, '{{ placeholder'],
  [/(?<![\p{L}\p{N}])TODO(?![\p{L}\p{N}])/gu, 'TODO'],
  [/(?<![\p{L}\p{N}])XXX+(?![\p{L}\p{N}])/gu, 'XXX'],
  [/(?<![\p{L}\p{N}])lorem(?![\p{L}\p{N}])/giu, 'lorem'],
  [/<\s*(?:your|insert|company|name|add)\b[^>\n]*>/giu, '<placeholder>'],
  [/_{4,}/g, 'blank to fill'],
];

/** Placeholders that stand for what the tool was given: the name, the company, the role. */
const KNOWN_INFO =
  /\b(?:your\s+)?(?:full\s+)?(?:name|company|company name|employer|organi[sz]ation|job title|title|position|role|hiring manager|recipient|date|city|phone|e-?mail|address)\b/i;

/**
 * (3) Placeholders. A placeholder also in `inputs` (the resume, the posting) is the user's own.
 * In a suggestion (`suggestion: true`) a bracket is how the product asks for a fact only the user
 * knows, and counts only where that fact was given: it names the name, company, role or date, or
 * a skill the evidence names.
 */
export function placeholders(
  text: string,
  opts: { inputs?: string[]; suggestion?: boolean; evidence?: Evidence } = {},
): Finding[] {
  const out: Finding[] = [];
  for (const [re, reason] of PLACEHOLDER_RES)
    for (const m of text.matchAll(re)) {
      const hit = m[0];
      if (opts.inputs?.some((t) => t.includes(hit))) continue;
      if (opts.suggestion) {
        const inner = hit.replace(/^[[{<]+|[\]}>]+$/g, '');
        const skillNamed = findSkills(inner).some(
          (s) => opts.evidence?.namesLiterally(s.text) ?? false,
        );
        if (!KNOWN_INFO.test(inner) && !skillNamed) continue;
      }
      out.push(finding('placeholder', reason, around(text, m.index ?? 0, hit.length)));
    }
  return out;
}

function around(text: string, at: number, len: number, pad = 60): string {
  const start = Math.max(0, at - pad);
  const end = Math.min(text.length, at + len + pad);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ')}${end < text.length ? '…' : ''}`;
}

/* ---------- (4) unsupported statements about the person ---------- */

/** Words that make the phrase after them hypothetical, a question or a negation. */
const GUARD_BEFORE =
  /\b(?:if|whether|when|once|unless|until|before|after|where|how|what|which|time|ever|do|did|does|have|has|can|could|would|should|might|may|will|not|never|no)\s+$/i;

/** Phrases where a first-person sentence states a wish or a plan, not a fact about the person. */
const INTENT =
  /\b(?:please\s+accept|my\s+application|I\s+(?:am\s+)?(?:apply|applying|submit|write\s+to)|I\s+would|I'd|I’d|I\s+will|I'll|I\s+hope|I\s+want|I\s+look\s+forward|I(?:\s+am|'m|’m|\s+was)\s+(?:(?:most|really|very|particularly|especially|\w+ly)\s+)?(?:applying|excited|writing|looking|open|interested|asking|eager|keen|confident|glad|happy|pleased|ready|prepared|able|drawn|curious|delighted|thrilled)|I\s+keep\s+coming\s+back|I\s+(?:have\s+been\s+|am\s+|was\s+)?hoping|I\s+can|I\s+could|I\s+looked\s+at|I\s+read|I\s+noticed|I\s+saw|I\s+admire|I\s+welcome|thank\s+you)\b/i;

const FIRST_PERSON = /(?<![\p{L}])(?:I|I'm|I’m|I've|I’ve|my|My)(?![\p{L}])/u;

/** Where the object of an attribution ends. */
const OBJECT_END =
  /,\s+(?:and|but|so|then|which|while|or)\s+|\s+(?:to|for|at|as|which|that|when|where|because|so|if|is|are|was|were|will|would|can|could|in\s+(?:your|the|a|this)|on\s+(?:your|the|a)|from\s+(?:your|the)|than|while|but)\s+|\s+[–—-]\s+|[.;:!?()"“”]/;

const GENERIC_ITEM =
  /^(?:it|them|this|that|these|those|any|all|one|each|both|some|others?|any of them|the skills?|skills?|experience|tools?|work|the role|this role|the posting|that work|similar|something similar|more|the rest)$|\b(?:posting|job|role|requirements?|employer|company)\b/i;

/**
 * A captured object as the items it lists ("Go, Java and Kafka" -> Go, Java, Kafka). Unless
 * `every`, only items that look like a skill or a name (the taxonomy knows them, or they start
 * with a capital): the object of "your work in ..." is often a clause, not a skill.
 */
export function listItems(object: string, every = false): string[] {
  const cut = object.split(OBJECT_END)[0] ?? '';
  // "7 of the 44 skills X asks for" is a count, not a list
  if (/^\s*\d+\s+(?:of|out of)\b/i.test(cut)) return [];
  return (
    cut
      .split(/\s*,\s*|\s+and\s+|\s+or\s+|\s*\/\s*|\s+&\s+|\s+plus\s+/)
      .map((s) =>
        s
          .replace(
            /^(?:the|a|an|your|my|some|both|also|already|other|strong|solid|deep|hands-on)\s+/i,
            '',
          )
          .replace(/\s+(?:experience|skills?|work|background|knowledge)$/i, '')
          .replace(/^["“'‘]|["”'’]$/g, '')
          .trim(),
      )
      .filter((s) => s.length > 1 && !GENERIC_ITEM.test(s) && !/^\d+(?:\s+of\b.*)?$/.test(s))
      .filter((s) => s.split(/\s+/).length <= 6)
      // a skill, a tool or a name: the taxonomy knows it, or it is written with a capital
      .filter(
        (s) =>
          every || /^\p{Lu}/u.test(s) || lookupSkill(s) !== undefined || findSkills(s).length > 0,
      )
  );
}

interface Attribution {
  re: RegExp;
  /** the object is the text before the match (", which you already use") */
  before?: boolean;
  /** guard the match against "if", "when"... just before it */
  guard?: boolean;
  /** the object is a clean list (after a colon, in parentheses, before "which you use"): check every item */
  list?: boolean;
  reason: string;
}

const ATTRIBUTIONS: Attribution[] = [
  {
    re: /,?\s+(?:which|that)\s+you\s+(?:already\s+)?(?:use|used|have|know|list|listed|show|mention|bring|hold)\b/gi,
    before: true,
    reason: 'which you already use',
    list: true,
  },
  {
    re: /\byour\s+(?:experience|background|expertise|skills?|knowledge|work|familiarity|track\s+record|proficiency|strengths?)\s+(?:with|in|of|using|on)\s+([^.;:!?]+)/gi,
    guard: true,
    reason: 'your experience with',
  },
  {
    re: /\byou(?:'ve|’ve|\s+have)?\s+(?:already\s+)?(?:used|use|worked\s+with|work\s+with|built\s+with|know|listed|list|bring|hold|mastered|applied)\s+([^.;:!?]+)/gi,
    guard: true,
    reason: 'you have used',
  },
  {
    re: /\byou\s+have\s+(?:experience|a\s+background)\s+(?:with|in)\s+([^.;:!?]+)/gi,
    guard: true,
    reason: 'you have experience with',
  },
  {
    re: /\b(?:skills|tools|technologies|strengths)\s+(?:that\s+)?you\s+(?:already\s+)?(?:have|use|know|list(?:ed)?|bring|hold|show)\b[^:.]*:\s*([^.;!?]+)/gi,
    reason: 'skills you already have',
    list: true,
  },
  {
    re: /\b(?:skills|tools|technologies)\s+your\s+(?:text|resume|letter|about|profile)\s+(?:shows|names|lists|mentions)\b[^:.]*:\s*([^.;!?]+)/gi,
    reason: 'skills your text shows',
    list: true,
  },
  {
    re: /\bof\s+your\s+(?:own\s+)?(?:skills|tools)\s*\(([^)]+)\)/gi,
    reason: 'of your skills (...)',
    list: true,
  },
  {
    re: /\byour\s+(?:resume|text|letter|about|profile|headline)\s+(?:already\s+)?(?:shows|names|lists|mentions)\s+([^.;:!?()]+)/gi,
    guard: true,
    reason: 'your resume shows',
  },
  {
    re: /\b(?:names|mentions|cites|covers)\s+(?:\d+\s+of\s+(?:the\s+)?\d+\s+)?(?:required\s+|other\s+|preferred\s+)?(?:skills|terms|keywords|requirements)\b[^:.]*:\s*([^.;!?]+)/gi,
    reason: 'the text names',
    list: true,
  },
  {
    re: /\b(?:skills|tools)\s+I\s+(?:bring|use|have|know|offer)\s*:\s*([^.;!?]+)/gi,
    reason: 'skills I bring',
    list: true,
  },
];

const QUOTE_ATTRIBUTIONS: RegExp[] = [
  /\byou\s+(?:write|wrote|say|said|state|stated|mention|mentioned|list|listed)\s+(?:that\s+)?(?:you\s+)?["“]([^"”]+)["”]/gi,
  /\byour\s+(?:title|headline|resume|text|summary)\s+(?:says|reads|states)\s+["“]([^"”]+)["”]/gi,
  /["“]([^"”]+)["”]\s*\((?:your|from your)\s+(?:headline|title|role|resume|summary)\)/gi,
];

/** "Add Kafka if you have used it" where the resume already names Kafka. */
const ADD_IF: RegExp[] = [
  /\b(?:add|mention|name|list|include|highlight)\s+([^.;:!?]+?)\s+(?:only\s+)?if\s+(?:you|it|that)\b/gi,
  /\bif\s+you\s+have\s+(?:used|experience\s+(?:with|in)|worked\s+with)\s+([^,.;]+),\s*(?:mention|add|name|say|list)/gi,
];

const YEARS_RE =
  /(?<![\p{L}\p{N}.])(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)(?:\s*(?:-|–|to)\s*(\d+))?\+?\s+years?\b/giu;

const PERSON_REF =
  /(?<![\p{L}])(?:I|I'm|I’m|I've|I’ve|my|me|you|your|you're|you’re|resume|candidate)(?![\p{L}])/iu;
const POSTING_REF =
  /\b(?:posting|role|job|position|asks?|requires?|required|requirement|employer|they|we\s+(?:need|want|are)|needs?|minimum|preferred|at\s+least)\b/i;

function yearsValue(m: RegExpMatchArray): [number, number] {
  const a = m[1]!.toLowerCase();
  const lo = NUMBER_WORDS[a] ?? Number(a);
  const hi = m[2] ? Number(m[2]) : lo;
  return [lo, hi];
}

/** Month and day names, sentence words: capitalised but not an employer. */
const NOT_EMPLOYER =
  /^(?:I|January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|The|This|That|A|An|My|Our|Your|Present|Now)$/;

export interface ClaimContext {
  evidence: Evidence;
  /**
   * "you" is the person (advice, feedback, questions); false where "you" is the reader (a
   * letter, an About, a negotiation script): then only first-person sentences are claims
   */
  secondPerson?: boolean;
  /** the posting: a name from it in a first-person sentence is the target, not a past employer */
  posting?: string;
  /** the most years of experience the resume supports (see `yearsSupported`) */
  years: number | null;
  /** the job title and company the output was written for: naming them is not a claim */
  target?: string[];
  /**
   * `prose`: sentences about the person (letters, advice, scripts); `resume`: every line is the
   * person's own claim (a tailored resume, a builder document).
   */
  mode?: 'prose' | 'resume';
}

/**
 * (4) Statements about the person the evidence does not support: a skill, tool, employer or
 * title given to them ("Kafka, which you already use", "your experience with X", "I have used
 * X", "As a Data Engineer at Acme"), a number in a first-person claim, years beyond the resume,
 * words quoted as theirs that they never wrote; and advice to add what the resume already names.
 * A requirement of the posting phrased as one ("The posting asks for Kafka; if you have used it,
 * say where") is not a claim.
 */
export function unsupportedClaims(text: string, ctx: ClaimContext): Finding[] {
  const out: Finding[] = [];
  const ev = ctx.evidence;
  const seen = new Set<string>();
  const add = (reason: string, sentence: string) => {
    const key = `${reason}|${sentence}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(finding('unsupported', reason, sentence));
  };
  const units =
    ctx.mode === 'resume' ? text.split(/\r?\n/).filter((l) => l.trim()) : sentences(text);
  const secondPerson = ctx.secondPerson ?? true;
  for (const s of units) {
    // who speaks: quotes and asides ("4 of 15 sentences start with "I"") do not count
    const voice = s.replace(/["“][^"”]*["”]/g, '""').replace(/\([^)]*\)/g, '()');
    // years: attributed to the person, more than the resume supports
    for (const m of s.matchAll(YEARS_RE)) {
      const at = m.index ?? 0;
      const clause =
        s
          .slice(0, at + m[0].length)
          .split(/[;:,(]|\s+(?:but|while|whereas|and the posting)\s+/)
          .at(-1) ?? '';
      const clauseAfter = s.slice(at).split(/[;:,(.]/)[0] ?? '';
      // years of experience, not a timeframe: "9 years of", "with 9 years", "I bring 9 years"
      const experience =
        /^\s*(?:of|in|on|as|at|across|working|leading|building|experience)\b/i.test(
          s.slice(at + m[0].length),
        ) ||
        /\b(?:with|have|has|had|bring|brings|over|nearly|almost|about)\s*$/i.test(s.slice(0, at));
      if (ctx.mode !== 'resume' && !experience) continue;
      const attributed =
        ctx.mode === 'resume' ||
        (!POSTING_REF.test(clause) &&
          (PERSON_REF.test(clause) || /\bas\s+an?\b/i.test(clause) || FIRST_PERSON.test(s)));
      if (!attributed || POSTING_REF.test(clauseAfter.replace(m[0], ''))) continue;
      const [lo] = yearsValue(m);
      // fewer years than the resume supports is modest, not invented
      const ok = ctx.years === null || lo <= ctx.years + 0.5 || ev.holdsQuote(m[0]);
      if (!ok) add(`${m[0].trim()} (the resume supports ${ctx.years})`, s);
    }
    // attributions in the second person, and lists the person is said to bring
    // a practice question presumes nothing ("How would the people you have worked with ...?")
    const question = s.trim().endsWith('?');
    for (const a of ATTRIBUTIONS) {
      if ((!secondPerson || question) && /you/i.test(a.re.source)) continue;
      for (const m of s.matchAll(a.re)) {
        const at = m.index ?? 0;
        const before = s.slice(0, at);
        if (a.guard && GUARD_BEFORE.test(before)) continue;
        let object: string;
        if (a.before) {
          const head = before.split(/[;:.!?]/).at(-1) ?? '';
          const connector = [
            ...head.matchAll(/\b(?:with|using|uses|use|in|of|on|like|including|such as|plus)\s+/gi),
          ].at(-1);
          object = connector ? head.slice((connector.index ?? 0) + connector[0].length) : head;
          if (/\b(?:not|no|never|without)\b/i.test(head)) continue;
        } else {
          object = m[1] ?? '';
          // "You use the posting's own terms: A, B": the list after the colon
          const colon = /^[^.;:!?]*:\s*([^.;!?]+)/.exec(s.slice(at + m[0].length - object.length));
          if (colon && !/[.;!?]/.test(object.split(':')[0] ?? '')) object = colon[1]!;
          else if (/^(?:in|on|at|for|to|by|from|into)\s/i.test(object)) continue;
        }
        for (const item of listItems(object, a.list))
          if (!ev.supports(item)) add(`"${item}" given to the person (${a.reason})`, s);
      }
    }
    // words quoted as the person's own
    for (const re of QUOTE_ATTRIBUTIONS)
      for (const m of s.matchAll(re)) {
        const q = m[1] ?? '';
        if (tokens(q).length >= 2 && !ev.holdsQuote(q))
          add(`quoted as theirs but not in their text: "${q}"`, s);
      }
    // advice to add what the resume already names
    for (const re of ADD_IF)
      for (const m of s.matchAll(re))
        for (const item of listItems(m[1] ?? ''))
          if (ev.namesLiterally(item) && findSkills(item).length)
            add(`asks to add "${item}", which the resume already names`, s);
    // a first-person claim (or a resume line): its skills, numbers, employers and titles
    const claim =
      ctx.mode === 'resume' ||
      (FIRST_PERSON.test(voice) && !INTENT.test(voice) && !s.trim().endsWith('?'));
    if (!claim) continue;
    // the role and company applied for are the posting's, not the person's
    // and a line quoted from the posting ("a line in the posting: to own the site KPIs") too
    const own = (ctx.target ?? [])
      .filter((t) => t.trim().length > 2)
      .reduce((acc, t) => acc.split(t).join(' '), s)
      .replace(/\b(?:posting|advert|job description|ad)\b[^:]*:.*$/i, ' ');
    for (const m of findSkills(own))
      // a soft skill ("leadership") is a reading of the resume's bullets, not a named fact
      if (getSkill(m.skillId)?.category !== 'soft' && !ev.supports(m.text))
        add(`skill "${m.text}" not in the resume`, s);
    const ownYears = [...own.matchAll(YEARS_RE)].map((m): [number, number] => [
      m.index ?? 0,
      (m.index ?? 0) + m[0].length,
    ]);
    for (const m of own.matchAll(NUMBER_RE)) {
      const at = m.index ?? 0;
      if (ownYears.some(([a, b]) => at >= a && at < b)) continue;
      const n = normNumber(m[0]);
      if (!ev.numbers.has(n)) add(`number ${m[0]} not in the resume`, s);
    }
    if (ctx.mode === 'resume') continue;
    for (const m of own.matchAll(
      /\b(?:at|for|with|from|joined)\s+((?:the\s+)?\p{Lu}[\p{L}\p{M}\p{N}&'’.-]*(?:\s+(?:of|and|&|the|de|du|la|des|for)?\s*\p{Lu}[\p{L}\p{M}\p{N}&'’.-]*){0,5})/gu,
    )) {
      const name = m[1]!.replace(/^the\s+/i, '').replace(/[.,]+$/, '');
      if (NOT_EMPLOYER.test(name) || lookupSkill(name) || ev.supports(name)) continue;
      // the target company or role named in a sentence about the application
      const pastVerb = /\bI\s+(?:was|worked|served|spent|held|\p{Ll}+ed)\b/u.test(
        own.slice(0, m.index ?? 0),
      );
      if (ctx.posting && hasPhrase(ctx.posting, name) && !pastVerb) continue;
      add(`employer or organisation "${name}" not in the resume`, s);
    }
    for (const m of own.matchAll(
      /\bas\s+an?\s+([^,.;:()]+?)(?=\s+(?:at|with|in|for|on|who|and|since|there|then|here|too|again|before|earlier|later)\b|[,.;:()]|$)/gi,
    )) {
      const title = m[1]!.trim();
      if (!ev.supports(title)) add(`title "${title}" not in the resume`, s);
    }
  }
  return out;
}

/* ---------- (5) names and sign-offs ---------- */

const CLOSING =
  /^(?:sincerely|yours sincerely|yours truly|yours faithfully|best|best regards|kind regards|warm regards|warmest regards|regards|warmly|respectfully|cordially|thank you|thanks|many thanks|thanks for reading|thank you for reading|with thanks|with gratitude|gratefully|all the best|cheers|with appreciation|looking forward)[,.!]?$/i;

/** "With warm regards," "Many thanks," "Yours faithfully": a short line of thanks or regards. */
const isClosing = (line: string) =>
  CLOSING.test(line) ||
  (line.split(/\s+/).length <= 5 && /,$/.test(line) && !/^(?:dear|hi|hello|to)\b/i.test(line)) ||
  (line.split(/\s+/).length <= 5 &&
    /\b(?:regards|wishes|thanks|thank you|sincerely|gratitude|appreciation|warmly|cheers|yours|respectfully|cordially|best)\b[,.!]?$/i.test(
      line,
    ));

const sameName = (a: string, b: string) => collapse(a).toLowerCase() === collapse(b).toLowerCase();

/**
 * (5) A letter signs off with the person's name (persona.person or the name line as written),
 * under a closing, and never with a placeholder.
 */
export function signOff(letter: string, persona: Pick<Persona, 'name' | 'person'>): Finding[] {
  const out: Finding[] = [];
  for (const m of letter.matchAll(/\[[^\]\n]*\bname\b[^\]\n]*\]/gi))
    out.push(finding('name', 'name placeholder', m[0]));
  const lines = letter
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  let close = -1;
  lines.forEach((l, i) => {
    if (isClosing(l)) close = i;
  });
  if (close < 0) {
    out.push(finding('name', 'no closing line', lines.slice(-2).join(' ⏎ ')));
    return out;
  }
  const signature = lines.slice(close + 1).join(' ');
  if (!signature)
    out.push(finding('name', 'no name after the closing', lines.slice(-2).join(' ⏎ ')));
  else if (!sameName(signature, persona.person) && !sameName(signature, persona.name))
    out.push(
      finding(
        'name',
        `signed "${signature}", not "${persona.person}"`,
        lines.slice(close).join(' ⏎ '),
      ),
    );
  return out;
}

/** The person's name words, in order, in `text` (the first line of a resume, a document's name). */
export function hasPersonName(text: string, persona: Pick<Persona, 'name' | 'person'>): boolean {
  return indexOfSeq(tokens(text), tokens(persona.person)) >= 0 || hasPhrase(text, persona.name);
}

/** (5) The first non-empty line of a resume text is the person's name. */
export function resumeName(text: string, persona: Pick<Persona, 'name' | 'person'>): Finding[] {
  const first = text.split(/\r?\n/).find((l) => l.trim()) ?? '';
  return hasPersonName(first, persona)
    ? []
    : [finding('name', `first line is not the person's name (${persona.person})`, first)];
}

/* ---------- (6) line-wrap artefacts ---------- */

/** "pre- and post-operative": a hyphen before these words is not a wrap. */
const SUSPENDED = new Set(['and', 'or', 'to', 'nor', 'und', 'et', 'ou', 'y', 'e']);

/** Words of the persona's resume split at a line end ("exactly-" / "once"), as the persona joins them. */
export function wrappedWords(resumeText: string, persona: Pick<Persona, 'entries'>) {
  const joined = padded(
    allEntries(persona)
      .flatMap((e) => [e.header, ...e.bullets])
      .join('\n'),
  );
  const raw = allEntries(persona)
    .flatMap((e) => [e.header, ...e.bullets])
    .join('\n');
  const out: { a: string; b: string; joined: 'hyphen' | 'closed' }[] = [];
  for (const m of resumeText.matchAll(/([\p{L}\p{M}]+)-\n[ \t]*([\p{L}\p{M}]+)/gu)) {
    const a = m[1]!;
    const b = m[2]!;
    if (raw.includes(`${a}-${b}`)) out.push({ a, b, joined: 'hyphen' });
    else if (joined.includes(` ${(a + b).toLowerCase()} `)) out.push({ a, b, joined: 'closed' });
  }
  return out;
}

/**
 * (6) Line-wrap artefacts: "exactly- once" inside a line; a word of the persona broken by a
 * wrap ("manage ment", "manage-ment" where the persona writes "management"); a bullet cut in two
 * (its second half a bullet of its own, or a line of its own where `source` did not already
 * break it there); in prose, a line break inside a sentence.
 */
export function wrapArtefacts(
  text: string,
  persona: Pick<Persona, 'entries'>,
  opts: { resumeText?: string; source?: string; prose?: boolean } = {},
): Finding[] {
  const out: Finding[] = [];
  const personaText = allEntries(persona)
    .flatMap((e) => [e.header, ...e.bullets])
    .join('\n');
  for (const m of text.matchAll(/([\p{L}\p{M}]{2,})-[ \t]+([\p{Ll}][\p{L}\p{M}]*)/gu)) {
    if (SUSPENDED.has(m[2]!.toLowerCase())) continue;
    if (personaText.includes(m[0]) || opts.source?.includes(m[0])) continue;
    out.push(finding('wrap', `"${m[0]}"`, around(text, m.index ?? 0, m[0].length)));
  }
  if (opts.resumeText)
    for (const w of wrappedWords(opts.resumeText, persona)) {
      // "exactly once" is English; "manage ment" is not
      const bad = w.joined === 'closed' ? [`${w.a}-${w.b}`, `${w.a} ${w.b}`] : [];
      for (const form of bad) {
        if (personaText.includes(form) || opts.source?.includes(form)) continue;
        const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(form)}(?![\\p{L}\\p{N}])`, 'u');
        const m = re.exec(text);
        if (m)
          out.push(
            finding(
              'wrap',
              `"${form}" (a word broken by a wrap)`,
              around(text, m.index, form.length),
            ),
          );
      }
    }
  // bullets cut in two
  const lines = linesOf(text);
  const sourcePairs = new Set<string>();
  if (opts.source) {
    const src = linesOf(opts.source);
    for (let i = 1; i < src.length; i++)
      sourcePairs.add(`${src[i - 1]!.tokens.join(' ')}\n${src[i]!.tokens.join(' ')}`);
  }
  const bullets = allEntries(persona).flatMap((e) => e.bullets.map(tokens));
  for (let i = 1; i < lines.length; i++) {
    const cur = lines[i]!;
    const prev = lines[i - 1]!;
    for (const b of bullets) {
      const at = indexOfSeq(b, cur.tokens);
      if (at <= 0) continue;
      // the line before must end with the words just before this piece
      const need = b.slice(Math.max(0, at - 2), at);
      if (!sameSeq(prev.tokens.slice(-need.length), need)) continue;
      if (cur.bullet) out.push(finding('wrap', 'a bullet cut in two', `${prev.raw} ⏎ ${cur.raw}`));
      else if (!sourcePairs.has(`${prev.tokens.join(' ')}\n${cur.tokens.join(' ')}`))
        out.push(
          finding('wrap', 'a wrapped bullet line not joined back', `${prev.raw} ⏎ ${cur.raw}`),
        );
      break;
    }
  }
  if (opts.prose)
    for (const m of text.matchAll(/([\p{Ll},-])[ \t]*\n[ \t]*(\p{Ll}[\p{L}]*)/gu))
      out.push(
        finding('wrap', 'a line break inside a sentence', around(text, m.index ?? 0, m[0].length)),
      );
  return out;
}
