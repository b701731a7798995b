import { MAX_STEM_CHARS, stem } from './stem';

/** One word-like token of a text, with its position and matching key. */
export interface Token {
  /** surface text as written */
  text: string;
  /** lower-case surface */
  lower: string;
  /** matching key: stem of the lower-case word (or the lower-case form for short words, acronyms and compounds) */
  key: string;
  start: number;
  end: number;
  /** true when punctuation other than spaces (comma, colon, newline, bracket...) separates it from the previous token */
  gap: boolean;
  /** true when glued to a neighbour by '-', '&', '.' or an apostrophe (as "C" in "C-level") */
  attached: boolean;
}

const CHUNK = /[A-Za-z0-9+#$%][A-Za-z0-9+#$%._/&'’-]*|\.[A-Za-z][A-Za-z0-9]*/g;
const INNER_SPLIT = /[._&'’-]+/;
const INNER_SPLIT_G = /[._&'’-]+/g;

function isLowerAlpha(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 97 || c > 122) return false;
  }
  return true;
}

function isLowerAlnum(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 97 || c > 122) && (c < 48 || c > 57)) return false;
  }
  return true;
}

/**
 * Words the stemmer folds into another word of a different meaning: "production" (making goods,
 * or software running live) and "productivity" are not "product" ("Production Supervisor" is no
 * "Product Manager", "production software" no "Productivity software"); "business objectives"
 * are no SAP BusinessObjects, and "build constructive relationships" no building construction.
 */
const OWN_STEMS = new Map([
  ['production', 'production'],
  ['productions', 'production'],
  ['productivity', 'productiv'],
  ['productive', 'productiv'],
  ['objective', 'objectiv'],
  ['objectives', 'objectiv'],
  ['constructive', 'constructiv'],
]);

/**
 * Matching key of a lower-case word: its stem, except that agent nouns keep a mark so that people do not
 * match activities ("manager" is not "management", "developers" is not "development").
 */
export function keyOf(lower: string): string {
  if (lower.length < 4 || lower.length > MAX_STEM_CHARS || !isLowerAlpha(lower)) return lower;
  const cached = KEY_CACHE.get(lower);
  if (cached !== undefined) return cached;
  const st = OWN_STEMS.get(lower) ?? stem(lower);
  const key =
    lower.length >= 5 && (lower.endsWith('er') || lower.endsWith('ers')) && !st.endsWith('er')
      ? `${st}~er`
      : st;
  // Words repeat across resumes and postings; a bounded memo keeps stemming off the hot path.
  if (KEY_CACHE.size >= KEY_CACHE_MAX) KEY_CACHE.clear();
  KEY_CACHE.set(lower, key);
  return key;
}

const KEY_CACHE_MAX = 50_000;
const KEY_CACHE = new Map<string, string>();

function skipToSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 9 || c === 13) break;
    i++;
  }
  return i;
}

/** '.', '_', '/', '&', apostrophes and '-' glue words into compounds. */
function isJoiner(c: number): boolean {
  return c === 46 || c === 95 || c === 47 || c === 38 || c === 39 || c === 8217 || c === 45;
}

function hasJoinerAfterFirst(s: string): boolean {
  for (let i = 1; i < s.length; i++) if (isJoiner(s.charCodeAt(i))) return true;
  return false;
}

/**
 * Split text into tokens. Compounds such as "node.js", "c++", "ci/cd" or "e-commerce" stay whole
 * when listed in `compounds` (lower case); other chunks are split at '/', '.', '-', '&' and apostrophes.
 */
export function tokenize(text: string, compounds: ReadonlySet<string>): Token[] {
  const out: Token[] = [];
  let prevEnd = 0;
  const push = (
    t: string,
    start: number,
    attached: boolean,
    lowered?: string,
    compound?: boolean,
  ) => {
    if (!t) return;
    const lower = lowered ?? t.toLowerCase();
    let gap = out.length === 0;
    if (!gap) {
      for (let i = prevEnd; i < start; i++) {
        const c = text.charCodeAt(i);
        if (c !== 32 && c !== 9 && c !== 45) {
          gap = true;
          break;
        }
      }
    }
    const key = (compound ?? (!isLowerAlnum(lower) && compounds.has(lower))) ? lower : keyOf(lower);
    out.push({ text: t, lower, key, start, end: start + t.length, gap, attached });
    prevEnd = start + t.length;
  };
  const re = CHUNK;
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    let chunk = m[0];
    const base = m.index;
    // an e-mail address ("hr@example.com") names a mailbox, not a word of the text
    if (text.charCodeAt(base + chunk.length) === 64) {
      re.lastIndex = skipToSpace(text, base + chunk.length);
      continue;
    }
    // trailing punctuation belongs to the sentence, not the word
    while (chunk.length > 1 && isJoiner(chunk.charCodeAt(chunk.length - 1)))
      chunk = chunk.slice(0, -1);
    if (chunk.length > 2) {
      const c2 = chunk.charCodeAt(chunk.length - 2);
      const c1 = chunk.charCodeAt(chunk.length - 1);
      if (
        (c2 === 39 || c2 === 8217) &&
        (c1 === 115 || c1 === 83) &&
        !compounds.has(chunk.toLowerCase())
      )
        chunk = chunk.slice(0, -2);
    }
    const lowerChunk = chunk.toLowerCase();
    // compounds always hold a character other than a letter or digit
    const compound = !isLowerAlnum(lowerChunk) && compounds.has(lowerChunk);
    if (compound || !hasJoinerAfterFirst(chunk)) {
      push(chunk, base, false, lowerChunk, compound);
      continue;
    }
    // split at '/', keeping known compounds inside
    let offset = 0;
    for (const part of chunk.split('/')) {
      const partStart = base + offset;
      offset += part.length + 1;
      if (!part) continue;
      if (!hasJoinerAfterFirst(part) || compounds.has(part.toLowerCase())) {
        push(part, partStart, false);
        continue;
      }
      let o2 = 0;
      const pieces = part.split(INNER_SPLIT);
      const seps = part.match(INNER_SPLIT_G) ?? [];
      for (let i = 0; i < pieces.length; i++) {
        const piece = pieces[i]!;
        if (piece) push(piece, partStart + o2, true);
        o2 += piece.length + (seps[i]?.length ?? 0);
      }
    }
  }
  return out;
}

/** Plain word tokens (lower case, letters/digits), for light-weight bag-of-words work. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9][a-z0-9+#]*/g) ?? [];
}
