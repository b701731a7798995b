/**
 * How a cover letter speaks of the candidate in the first person, from the resume's own words:
 * a bullet turned into a clause ("Led the migration ..." -> "I led the migration ..."), in the
 * tense of its role, the resume's bullets with their wrapped lines joined, and whether a line is
 * a role's header. Nothing is added: words are dropped, reordered or inflected, never invented,
 * and every figure stays exactly as written. (Names, employers, titles and credentials as a
 * letter says them are in names.ts.)
 */
import { ACTION_VERBS, ACTION_VERBS_PRESENT, TITLE_HEADS } from '../text/lexicon';
import { wordSet } from '../text/words';

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
const EXTRA_BASE = wordSet(
  'answer assist care check clean close coach connect contribute cover draft enroll ensure file float greet help join launch load maintain move own pack pick place precept present process provide publish reach receive recruit respond restock run schedule screen serve ship sort staff stock support teach test track train triage unload update volunteer work',
);

/** Words ending in -ed that open a bullet as an adjective, not a verb ("Certified in BLS"). */
const ED_ADJECTIVES = wordSet(
  'certified licensed registered experienced skilled dedicated detailed talented motivated seasoned proven based trained-in red bed need seed speed feed hundred',
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

/** A short note with a figure ("President's Club in 2023 and 2024", "average deal size $185K"). */
const NOTE = /^(?=[^;]{3,70}$)(?=.*\d)[A-Za-z$€£#(][^.!?]*$/;

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

/** First parts of compound verbs ("cite-check", "co-lead", "re-engineer", "double-check"). */
const COMPOUND_HEADS = new Set(['cite-', 'co-', 're-', 'double-', 'cross-', 'spot-', 'fact-']);

/** A verb-led piece of a bullet in the tense of the role ("Coordinate" -> "coordinate" or "coordinated"). */
function inflect(text: string, current: boolean): { predicate: string; form: VerbForm } | null {
  // a compound verb inflects its last part ("cite-check" -> "cite-checked", "co-lead" -> "co-led")
  const compound = /^([A-Za-z]+-)([A-Za-z]+)\b(\s*)(\S*)/.exec(text);
  if (compound && COMPOUND_HEADS.has(compound[1]!.toLowerCase())) {
    const rest = inflect(text.slice(compound[1]!.length), current);
    return rest && rest.form !== 'gerund'
      ? { predicate: compound[1]!.toLowerCase() + rest.predicate, form: rest.form }
      : null;
  }
  const m = /^([A-Za-z]+)\b(\s*)(\S*)/.exec(text);
  if (!m || text.charAt(m[1]!.length) === '-') return null;
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
    } else if (!second && NOTE.test(after) && !FINITE.test(after) && !after.includes(';')) {
      // "...; average deal size $185K ARR" is a note on the work, not a clause: "... (average ...)"
      tail = ` (${after})`;
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

/** A bullet glyph and the spaces around it. */
export const GLYPH = /^[\s•*·▪‣◦●–—-]+/;

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
