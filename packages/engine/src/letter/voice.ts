/**
 * How a cover letter speaks of the candidate in the first person, from the resume's own words:
 * a bullet turned into a clause ("Led the migration ..." -> "I led the migration ..."), the
 * employer without its city ("Allegro, Poznań, Poland" -> "Allegro"), the job title without its
 * qualifier ("Charge Nurse, Medical-Surgical/Telemetry" -> "Charge Nurse"), the name the letter
 * signs with ("王小明 (Xiaoming Wang), RN, BSN" -> "Xiaoming Wang") and a credential as it reads
 * in a sentence. Nothing is added: words are dropped, reordered or inflected, never invented,
 * and every figure stays exactly as written.
 */
import {
  ACTION_VERBS,
  ACTION_VERBS_PRESENT,
  degreeLevelOf,
  HEADING_LOOKUP,
  TITLE_HEADS,
  headingKey,
} from '../text/lexicon';

/* ---------- verbs ---------- */

/** Base forms whose past tense is irregular. */
const IRREGULAR_PAST: Record<string, string> = {
  be: 'was',
  become: 'became',
  begin: 'began',
  bring: 'brought',
  build: 'built',
  buy: 'bought',
  choose: 'chose',
  cut: 'cut',
  draw: 'drew',
  drive: 'drove',
  feed: 'fed',
  find: 'found',
  give: 'gave',
  grow: 'grew',
  hold: 'held',
  keep: 'kept',
  lead: 'led',
  make: 'made',
  meet: 'met',
  oversee: 'oversaw',
  put: 'put',
  rebuild: 'rebuilt',
  rewrite: 'rewrote',
  run: 'ran',
  sell: 'sold',
  send: 'sent',
  set: 'set',
  speak: 'spoke',
  spend: 'spent',
  split: 'split',
  take: 'took',
  teach: 'taught',
  troubleshoot: 'troubleshot',
  undertake: 'undertook',
  win: 'won',
  write: 'wrote',
};
const PAST_IRREGULAR = new Set(Object.values(IRREGULAR_PAST));

/** Everyday work verbs the action-verb list lacks, as base forms (the past is regular). */
const EXTRA_BASE = new Set(
  'answer assist care clean close coach connect contribute cover draft enroll ensure file float greet help join launch load maintain move own pack pick place precept present process provide publish reach receive recruit respond restock run schedule screen serve ship sort staff stock support teach test track train triage unload update volunteer work'.split(
    ' ',
  ),
);

/** Words ending in -ed that open a bullet as an adjective, not a verb ("Certified in BLS"). */
const ED_ADJECTIVES = new Set(
  'certified licensed registered experienced skilled dedicated detailed talented motivated seasoned proven based trained-in red bed need seed speed feed hundred'.split(
    ' ',
  ),
);

/** Base form -> past, built from the action-verb list ("manage" -> "managed"). */
let PAST_OF: Map<string, string> | undefined;
function pastMap(): Map<string, string> {
  if (PAST_OF) return PAST_OF;
  const m = new Map<string, string>();
  for (const [b, p] of Object.entries(IRREGULAR_PAST)) m.set(b, p);
  for (const v of ACTION_VERBS) {
    if (!v.endsWith('ed')) continue;
    const cands = [v.slice(0, -1), v.slice(0, -2)];
    if (v.endsWith('ied')) cands.push(`${v.slice(0, -3)}y`);
    if (/([bdglmnprt])\1ed$/.test(v)) cands.push(v.slice(0, -3));
    for (const c of cands) if (!m.has(c)) m.set(c, v);
  }
  PAST_OF = m;
  return m;
}

/** Regular past tense of a base form. */
function regularPast(base: string): string {
  if (pastMap().has(base)) return pastMap().get(base)!;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  // one syllable ending consonant-vowel-consonant doubles its last letter (plan -> planned)
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(base)) return `${base}${base.slice(-1)}ed`;
  return `${base}ed`;
}

function isBase(w: string): boolean {
  return (
    EXTRA_BASE.has(w) ||
    w in IRREGULAR_PAST ||
    (ACTION_VERBS_PRESENT.has(w) && !/s$/.test(w)) ||
    (ACTION_VERBS_PRESENT.has(w) && pastMap().has(w))
  );
}

/** "manages" -> "manage", "applies" -> "apply", "teaches" -> "teach"; '' when not a verb. */
function baseOfThird(w: string): string {
  if (!/s$/.test(w) || /ss$/.test(w)) return '';
  const cands: string[] = [];
  if (/ies$/.test(w)) cands.push(`${w.slice(0, -3)}y`);
  if (/(?:ch|sh|x|zz|ss|o)es$/.test(w)) cands.push(w.slice(0, -2));
  cands.push(w.slice(0, -1));
  return cands.find((c) => c.length > 1 && isBase(c)) ?? '';
}

export type VerbForm = 'past' | 'base' | 'third' | 'gerund' | null;

/** The form of a bullet's first word as a verb, if it is one. */
export function verbForm(word: string, next = ''): VerbForm {
  const w = word.toLowerCase();
  if (!/^[a-z]+$/.test(w)) return null;
  if (ED_ADJECTIVES.has(w)) return null;
  // "Advanced Excel" names a level of skill; "Advanced to shift lead" is a verb
  if (w === 'advanced' && /^[A-Z]/.test(next)) return null;
  if (ACTION_VERBS.has(w) || PAST_IRREGULAR.has(w)) return 'past';
  // "Lead engineer on ..." is a role, "Lead the migration" an action
  if (
    /^(?:lead|head|own|staff|coach|support)$/.test(w) &&
    !/^(?:a|an|the|my|our|their|\d)/i.test(next)
  )
    return null;
  // "Project lead for ...", "Budget of $2M", "Projects delivered on time": a noun phrase
  const after = next.toLowerCase().replace(/[^a-z-]/g, '');
  if (TITLE_HEADS.has(after) || after === 'of') return null;
  if (isBase(w)) return 'base';
  if (baseOfThird(w) && !/ed$/.test(after)) return 'third';
  if (/^[a-z]{3,}ed$/.test(w)) return 'past';
  if (
    /^[a-z]{3,}ing$/.test(w) &&
    !/^(?:string|thing|morning|evening|spring|ceiling|during)$/.test(w)
  )
    return 'gerund';
  return null;
}

/** Verbs of a sentence's own subject ("energy use fell 31%"), after which a word is no verb of mine. */
const FINITE =
  /\b(?:fell|rose|grew|dropped|doubled|tripled|halved|increased|decreased|improved|declined|went|came|became|reached|stayed|remained|was|were|is|are|has|have)\b/;

/** A first-person clause: "I led ...", with its "also" form ("I also led ..."). */
export interface Clause {
  text: string;
  also: string;
  /** the clause's subject is "I" (so "As a Nurse at X, ..." may come before it) */
  personal: boolean;
  /** a sentence of its own ("One of my projects, ledgerlint, is ..."), said as it is */
  whole?: boolean;
}

const lowerFirst = (s: string) =>
  /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;

/** A verb-led piece of a bullet in the tense of the role ("Coordinate" -> "coordinate" or "coordinated"). */
function inflect(text: string, current: boolean): { predicate: string; form: VerbForm } | null {
  const m = /^([A-Za-z]+)\b(\s*)(\S*)/.exec(text);
  if (!m) return null;
  const [, first, , next] = m;
  const form = verbForm(first!, next);
  if (!form || form === 'gerund') return form === 'gerund' ? { predicate: text, form } : null;
  const lower = first!.toLowerCase();
  let verb = lower;
  if (form === 'third') verb = baseOfThird(lower);
  if ((form === 'base' || form === 'third') && !current)
    verb = IRREGULAR_PAST[verb] ?? regularPast(verb);
  return { predicate: verb + text.slice(first!.length), form };
}

/**
 * A resume bullet as a first-person clause in the tense of its role, or null when it does not
 * open with an action ("Zero safety incidents in four years", "Lead engineer on ..."). The words
 * and figures are the bullet's own.
 */
export function clauseOf(bullet: string, current: boolean): Clause | null {
  let text = bullet
    .trim()
    .replace(/[.;:,]+$/, '')
    .replace(/\s+/g, ' ');
  if (!text || text.length > 400) return null;
  // "As unit skin champion, kept ..." -> "kept ... as unit skin champion"
  let role = '';
  const as = /^As ([^,]{3,60}), (.+)$/.exec(text);
  if (as) {
    role = ` as ${lowerFirst(as[1]!)}`;
    text = as[2]!;
  }
  // "Unit quality champion: pull monthly data ..." -> "pull monthly data ... as unit quality champion"
  const label = /^([A-Z][\w' -]{2,50}): ([A-Za-z]+)\b(\s*\S*)(.*)$/.exec(text);
  if (
    !as &&
    label &&
    !verbForm(label[1]!.split(' ')[0]!) &&
    verbForm(label[2]!, label[3]!.trim())
  ) {
    role = ` as ${lowerFirst(label[1]!)}`;
    text = text.slice(label[1]!.length + 2);
  }
  // "Responsible for ...", "Accountable for ..."
  const resp = /^(Responsible|Accountable) (for .+)$/i.exec(text);
  if (resp) {
    const pred = `${resp[1]!.toLowerCase()} ${resp[2]}${role}`;
    return {
      text: `I ${current ? 'am' : 'was'} ${pred}`,
      also: `I ${current ? 'am' : 'was'} also ${pred}`,
      personal: true,
    };
  }
  // a second action after a semicolon: "...; precepted 14 new graduate nurses"
  let tail = '';
  const semi = text.indexOf('; ');
  if (semi > 0) {
    const after = text.slice(semi + 2);
    const second = inflect(after, current);
    // "...; measured energy use fell 31%": the first word there is no verb of mine
    if (second && second.form !== 'gerund' && !FINITE.test(after.replace(/^\S+\s*/, ''))) {
      tail = `, and I ${second.predicate}`;
      text = text.slice(0, semi);
    }
  }
  const head = inflect(text, current);
  if (!head) return null;
  if (head.form === 'gerund') {
    const pred = `${lowerFirst(head.predicate)}${role}${tail}`;
    const verb = current ? 'includes' : 'included';
    return {
      text: `my work ${verb} ${pred}`,
      also: `my work also ${verb} ${pred}`,
      personal: false,
    };
  }
  const pred = `${head.predicate}${role}${tail}`;
  return { text: `I ${pred}`, also: `I also ${pred}`, personal: true };
}

const PREPOSITION = /^(?:from|with|in|on|using|for|by|to|at|into|as|over|across)$/i;

/**
 * A project's bullet as a sentence: an action in the first person ("Found that ..." -> "I found
 * that ..."), a description of the project as one ("Built from Epic extracts ..." -> "My project
 * X was built from Epic extracts ...", "Open-source linter that ..." -> "One of my projects, X,
 * is an open-source linter that ..."), or null.
 */
export function projectClause(name: string, bullet: string): Clause | null {
  const text = bullet
    .trim()
    .replace(/[.;:,]+$/, '')
    .replace(/\s+/g, ' ');
  const m = /^([A-Za-z-]+)\s+(\S+)/.exec(text);
  if (!m || !name.trim() || text.length > 300) return null;
  const [, first, next] = m;
  const form = verbForm(first!, next);
  const head = text.split('; ')[0]!;
  if (form === 'past' && PREPOSITION.test(next!)) {
    const t = `my project ${name} was ${lowerFirst(head)}`;
    return { text: t, also: t, personal: false, whole: true };
  }
  if (form && form !== 'gerund') return clauseOf(text, false);
  if (!form && /^[A-Z][a-z-]+$/.test(first!) && /\b(?:that|which|for|of|to)\b/.test(head)) {
    if (head.split(' ').length > 25) return null;
    const np = lowerFirst(head);
    const t = `one of my projects, ${name}, is ${/^[aeiou]/i.test(np) ? 'an' : 'a'} ${np}`;
    return { text: t, also: t, personal: false, whole: true };
  }
  return null;
}

/* ---------- bullets as written ---------- */

const GLYPH = /^[\s•*·▪‣◦●–—-]+/;

/**
 * The resume's bullets with their wrapped lines joined ("...scores from" + "74% to 86%") and
 * words broken at a line end mended ("exactly-" + "once" -> "exactly-once"), keyed by the line
 * each starts on, with the last line each runs to.
 */
export function wholeBullets(resume: string): Map<number, { text: string; end: number }> {
  const lines = resume.split('\n');
  const out = new Map<number, { text: string; end: number }>();
  let start = -1;
  let end = -1;
  let text = '';
  const flush = () => {
    if (start >= 0 && text) out.set(start, { text: text.trim(), end });
    start = -1;
    text = '';
  };
  for (let i = 0; i < lines.length && i < 5000; i++) {
    const raw = lines[i]!;
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    if (/^[•*·▪‣◦●–—-]\s/.test(line) || /^[•·▪‣◦●]/.test(line)) {
      flush();
      start = i;
      end = i;
      text = line.replace(GLYPH, '');
      continue;
    }
    // a wrapped line: indented, going on from a line that does not end a sentence
    if (start >= 0 && /^\s/.test(raw) && !/[.!?]$/.test(text)) {
      text = /[A-Za-z]-$/.test(text) && /^[a-z]/.test(line) ? text + line : `${text} ${line}`;
      end = i;
      continue;
    }
    flush();
  }
  flush();
  return out;
}

/** A date range ("Mar 2021 - Present", "2015 - 2019", "03/2021 to Present"). */
const DATE_RANGE =
  /(?:\b(?:19|20)\d{2}\b|\b\d{1,2}\/\d{4}\b)\s*(?:[-–—]|to)\s*(?:(?:[A-Za-z]{3,9}\.?\s+)?(?:\d{1,2}\/)?(?:19|20)\d{2}\b|present\b|current\b|now\b|today\b)/i;

/** Does a line read as a role's header ("Front Office Manager | Resort, Honolulu | 2021 - Present")? */
export function looksLikeHeader(line: string): boolean {
  const l = line.trim();
  return l.length <= 200 && DATE_RANGE.test(l) && /\s[|–—]\s|,\s/.test(l);
}

/** Does a header say the role is the present one? */
export function isCurrent(header: string): boolean {
  return /(?:[-–—]|to)\s*(?:present|current|now|today)\b/i.test(header);
}

/* ---------- names, employers, titles ---------- */

/** Letters of the Latin script (with accents). */
const LATIN = /[A-Za-zÀ-ÖØ-öø-ɏ]/;
const NAME_WORD =
  /^(?:[\p{Lu}][\p{L}'’.-]*|de|del|della|der|den|di|da|das|do|dos|du|van|von|la|le|bin|binti|al|el|y|e|ibn)$/u;
const SUFFIX = /^(?:Jr\.?|Sr\.?|II|III|IV)$/;
/** A credential after a name: "RN", "BSN", "CPA", "PhD", "SHRM-SCP", "P.E.". */
const CREDENTIAL =
  /^(?:[A-Z][A-Za-z.]*[A-Z.][A-Za-z.]*|[A-Z]{2,}(?:-[A-Z]{2,})*|Ph\.?D\.?|M\.?D\.?|Esq\.?)$/;
const NOT_A_NAME_LINE = /[@:/\d|]|https?|www\./i;

function titleCase(word: string): string {
  if (SUFFIX.test(word)) return word;
  return word
    .toLowerCase()
    .replace(/(^|[-'’])(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase());
}

/** A name line's name: credentials after it dropped, the Latin-script form when it gives one. */
export function nameFromLine(line: string): string {
  let s = line
    .trim()
    .split(/\s+[|•·]\s+|\t/)[0]!
    .trim();
  if (!s || s.length > 80) return '';
  // "王小明 (Xiaoming Wang), RN, BSN": credentials after the first comma
  const parts = s.split(/\s*,\s*/);
  s = parts[0]!;
  for (const p of parts.slice(1)) {
    if (SUFFIX.test(p)) s = `${s}, ${p}`;
    else if (!CREDENTIAL.test(p)) break;
  }
  s = s.trim();
  // a name in another script with its Latin-script form in parentheses
  const paren = /^([^()]*)\(([^()]+)\)([^()]*)$/.exec(s);
  if (paren) {
    const outside = `${paren[1]}${paren[3]}`.trim();
    if (!LATIN.test(outside) && LATIN.test(paren[2]!)) s = paren[2]!.trim();
    else if (!outside) return '';
  }
  if (NOT_A_NAME_LINE.test(s)) return '';
  const words = s.split(/\s+/);
  if (!LATIN.test(s)) {
    // a name written in another script only: as written (one or two words)
    return words.length <= 3 && /^[\p{L}\p{M}·・\s'-]+$/u.test(s) ? s : '';
  }
  const plain = words.filter((w) => !/^\(.*\)$/.test(w)).map((w) => w.replace(/,$/, ''));
  if (plain.length < 2 || plain.length > 5) return '';
  if (!plain.every((w) => NAME_WORD.test(w) || SUFFIX.test(w))) return '';
  // a title, a heading or a company is no name ("Senior Backend Engineer", "PROFESSIONAL SUMMARY")
  const last = plain[plain.length - 1]!.toLowerCase().replace(/[^a-z]/g, '');
  if (TITLE_HEADS.has(last) || HEADING_LOOKUP.has(headingKey(s))) return '';
  if (/\b(?:inc|llc|ltd|corp|university|school|hospital|resume|curriculum|vitae)\b/i.test(s))
    return '';
  // a degree is no name ("B. Com", "M.Sc")
  if (degreeLevelOf(s) || /^[A-Z]\.\s?[A-Z][a-z]{1,4}$/.test(s)) return '';
  // written in capitals ("PRIYA NAIR"): signed in the usual case
  if (s === s.toUpperCase() && /\p{Lu}{2}/u.test(s)) return words.map(titleCase).join(' ');
  return s;
}

/**
 * The name a letter signs with: the resume's first line when it is a name (after a "Resume" or
 * "CV" heading), else the parser's name when it stands near the top; '' when the resume shows none.
 */
export function signatureName(resume: string, parsedName: string): string {
  const top = resume
    .slice(0, 3000)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 6);
  let first = top[0] ?? '';
  if (/^(?:resume|résumé|cv|curriculum vitae)$/i.test(first)) first = top[1] ?? '';
  const fromLine = nameFromLine(first);
  if (fromLine) return fromLine;
  const n = parsedName.trim();
  if (n && top.slice(0, 5).some((l) => l.includes(n))) return nameFromLine(n);
  return '';
}

/** Segments after the employer that name a place ("Poznań, Poland", "Remote", "Houston, TX"). */
const COMPANY_WORD =
  /\b(?:inc|llc|ltd|limited|corp|corporation|co|company|gmbh|ag|plc|llp|lp|sa|s\.a|bv|b\.v|nv|pty|group|holdings|partners|bank|university|college|school|schools|hospital|health|institute|foundation|academy|labs?|studios?|software|systems|technologies|services|solutions|consulting)\b/i;
const PLACE_SEGMENT =
  /^(?:[Rr]emote|[Hh]ybrid|[Oo]n-?site|[A-Z]{2}|\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3})$/u;

/** The employer as a letter names it: without the city and country the resume writes after it. */
export function employerName(company: string, location = ''): string {
  let c = company.trim();
  const loc = location.trim();
  if (loc && c.endsWith(loc) && c.length > loc.length)
    c = c.slice(0, -loc.length).replace(/[\s,|–—-]+$/, '');
  const segs = c.split(/\s*,\s+/);
  if (segs.length > 1) {
    const rest = segs.slice(1);
    if (rest.every((s) => PLACE_SEGMENT.test(s) && !COMPANY_WORD.test(s))) c = segs[0]!;
  }
  // "(Remote)", "(612 rooms)": said of the employer, not part of its name
  return c
    .replace(/\s*\([^()]*\)$/, '')
    .replace(/\s+[–—-]\s+(?:remote|hybrid)$/i, '')
    .trim();
}

/** The job title as a sentence names it: without its qualifier ("Registered Nurse, Telemetry Unit"). */
export function roleName(title: string): string {
  let t = title.trim();
  const then = /,\s*then\s+(.+)$/i.exec(t);
  if (then) t = then[1]!;
  t = t.replace(/\s*\([^)]*\)/g, '').trim();
  const comma = t.split(/\s*,\s*/)[0]!;
  return (comma.split(/\s+[–—]\s+/)[0] ?? comma).trim() || title.trim();
}

/**
 * A role's header split into title and employer ("Front Office Manager | Waikīkī Shores Resort,
 * Honolulu, HI | Apr 2021 – Present", "Third Grade Teacher, Valverde Elementary, Denver Public
 * Schools"), when its first part is a job title.
 */
export function splitHeader(header: string): { title: string; employer: string } | null {
  const isTitle = (s: string) =>
    s
      .toLowerCase()
      .split(/[\s/]+/)
      .some((w) => TITLE_HEADS.has(w.replace(/[^a-z-]/g, '')));
  const dated = (s: string) => /\b(?:19|20)\d{2}\b|^(?:present|current)$/i.test(s);
  const bars = header
    .split(/\s+\|\s+/)
    .map((s) => s.trim())
    .filter((s) => s && !dated(s));
  if (bars.length >= 2 && isTitle(bars[0]!)) return { title: bars[0]!, employer: bars[1]! };
  const segs = header
    .split(/\s*,\s+|\s+[|–—]\s+/)
    .map((s) => s.trim())
    .filter((s) => s && !dated(s));
  if (segs.length < 2 || !isTitle(segs[0]!)) return null;
  const rest = segs.slice(1);
  const employer =
    rest.find(
      (s) => COMPANY_WORD.test(s) || /universit|école|escuela|elementary|district/i.test(s),
    ) ??
    rest.find((s) => /\s/.test(s) && !/^(?:[A-Z][a-z]+-)+[A-Z][a-z]+$/.test(s)) ??
    rest[0]!;
  return { title: segs[0]!, employer };
}

/* ---------- credentials ---------- */

/**
 * A certification or license line as a sentence names it: without its date, number, status and
 * issuer ("BLS and ACLS (American Heart Association), current" -> "BLS and ACLS").
 */
export function credentialName(line: string): string {
  const text = line
    .replace(GLYPH, '')
    .replace(/\s*#\s*[A-Z]*\s*\d[\w-]*/g, '')
    .trim();
  const segs = text.split(/\s*,\s*/);
  let name = segs[0]!;
  // parentheses that are not an abbreviation of the credential ("(Illinois)", "(AHA)") go
  name = name.replace(/\s*\(([^)]*)\)/g, (m, inner: string) =>
    /^[A-Z][A-Z0-9-]{1,9}$/.test(inner) ? m : '',
  );
  name = name.replace(/\s*\b(?:19|20)\d\d\b.*$/, '').trim();
  // "Registered Nurse, Texas Board of Nursing, ..." is a license to practise
  if (
    /licen[cs]e|\bboard\b/i.test(text) &&
    !/licen[cs]e|certific|\(/i.test(name) &&
    TITLE_HEADS.has(name.split(' ').pop()!.toLowerCase())
  )
    name = `${name} license`;
  return name;
}
