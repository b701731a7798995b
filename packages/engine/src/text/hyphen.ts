/**
 * Joining a line that wraps onto the next one, when the first ends in a hyphen ("exactly-" /
 * "once", "manage-" / "ment"). A hyphen at the end of a line is either part of the word
 * ("exactly-once", "end-to-end", "double-entry": kept) or only marks where a word was split
 * ("manage-ment", "pipe-line": dropped). Either way the two halves are one word: never
 * "exactly- once".
 *
 * The rule, first answer wins (words compared in lower case):
 *  1. the text writes the hyphenated form elsewhere ("exactly-once")          -> keep the hyphen;
 *  2. the text writes the closed form elsewhere ("management")                -> drop it;
 *  3. the engine's vocabulary holds the hyphenated form, a compound           -> keep it;
 *  4. the vocabulary holds the closed form, as written or inflected
 *     ("pipelines" for "pipeline", "configured" for "configure")              -> drop it;
 *  5. otherwise (the halves make no word we know: "exactlyonce", "doubleentry") -> keep it.
 * The vocabulary is the engine's own data, about twenty thousand words: the skill taxonomy's
 * names and aliases, the occupation titles and descriptions, the interview questions and the
 * lexicon's word lists (action verbs, headings, title words, stop words). A suspended hyphen
 * ("pre-" / "and post-sales") keeps its space.
 */
import taxonomy from '../../data/taxonomy.json';
import occupations from '../../data/occupations.json';
import questions from '../../data/interview-questions.json';
import {
  ACTION_VERBS,
  ACTION_VERBS_PRESENT,
  HEADING_LOOKUP,
  SENIORITY_WORDS,
  STOPWORDS,
  TITLE_HEADS,
} from './lexicon';

const WRAP_HYPHEN = /^\p{L}[-\u2010\u00ad]$/u;

/**
 * Whether a line ends in a letter and a hyphen (or soft hyphen): a word split at the line's end.
 * Only the last characters are read, so a long line costs nothing more.
 */
export function endsInWordHyphen(line: string): boolean {
  const t = line.trimEnd();
  // the letter may be a surrogate pair (an astral letter): three code units
  return WRAP_HYPHEN.test(t.slice(-2)) || WRAP_HYPHEN.test(t.slice(-3));
}

/** No word is longer: the halves of a split word are read from this many characters at most. */
const MAX_WORD = 80;
/** A word, letters with inner hyphens or apostrophes ("exactly-once", "o'neil"). */
const WORD = /[\p{L}\p{M}]+(?:['’\u2010-][\p{L}\p{M}]+)*/gu;
const SUSPENDED = /^(?:and|or|nor|&)(?=\s|$)/i;

interface Vocabulary {
  /** single words, lower case */
  words: Set<string>;
  /** hyphenated compounds, lower case */
  compounds: Set<string>;
}

let vocabulary: Vocabulary | undefined;

function addWords(v: Vocabulary, text: string): void {
  for (const m of text.toLowerCase().matchAll(WORD)) {
    const w = m[0].replace(/\u2010/g, '-');
    if (w.includes('-')) {
      v.compounds.add(w);
      for (const part of w.split('-')) addWord(v, part);
    } else addWord(v, w);
  }
}

function addWord(v: Vocabulary, w: string): void {
  if (w.length < 2 || v.words.has(w)) return;
  v.words.add(w);
}

/** Every string in a JSON value, whatever its shape. */
function addStrings(v: Vocabulary, value: unknown): void {
  if (typeof value === 'string') addWords(v, value);
  else if (Array.isArray(value)) for (const x of value) addStrings(v, x);
  else if (value && typeof value === 'object')
    for (const x of Object.values(value as Record<string, unknown>)) addStrings(v, x);
}

/** The engine's vocabulary, built once, on the first word split at a line's end. */
function engineVocabulary(): Vocabulary {
  if (vocabulary) return vocabulary;
  const v: Vocabulary = { words: new Set(), compounds: new Set() };
  addStrings(v, (taxonomy as { skills: unknown }).skills);
  addStrings(v, occupations);
  addStrings(v, questions);
  for (const set of [ACTION_VERBS, ACTION_VERBS_PRESENT, STOPWORDS, TITLE_HEADS, SENIORITY_WORDS])
    for (const w of set) addWords(v, w);
  for (const h of HEADING_LOOKUP.keys()) addWords(v, h);
  vocabulary = v;
  return v;
}

/** The words a text writes, left of and apart from its line-end hyphens. */
export interface TextWords {
  words: Set<string>;
  compounds: Set<string>;
}

/**
 * The words of a text's lines, for rule 1 and 2. The halves of a word split at a line end are
 * left out (the last word of a line ending in a hyphen, the first word of the line after it),
 * so a fragment never vouches for itself.
 */
export function wordsOfLines(lines: readonly string[]): TextWords {
  const out: TextWords = { words: new Set(), compounds: new Set() };
  let split = false;
  for (const line of lines) {
    const found = [...line.toLowerCase().matchAll(WORD)].map((m) => m[0].replace(/\u2010/g, '-'));
    const ends = endsInWordHyphen(line);
    const from = split ? 1 : 0;
    const to = ends ? found.length - 1 : found.length;
    for (let i = from; i < to; i++) {
      const w = found[i]!;
      if (w.includes('-')) out.compounds.add(w);
      else out.words.add(w);
    }
    split = ends;
  }
  return out;
}

/**
 * The forms a word may stand in the vocabulary in: as written, or without an inflection
 * ("pipelines" -> "pipeline", "configured" -> "configure", "planned" -> "plan", "commissioning"
 * -> "commission").
 */
function baseForms(w: string): string[] {
  const out = [w];
  const strip = (suffix: string, ...adds: string[]) => {
    if (w.length - suffix.length < 3 || !w.endsWith(suffix)) return;
    const base = w.slice(0, -suffix.length);
    out.push(base, ...adds.map((a) => base + a));
    // a doubled consonant before the ending: "planned", "running"
    if (/([b-df-hj-np-tv-z])\1$/.test(base)) out.push(base.slice(0, -1));
  };
  strip('ies', 'y');
  strip('es');
  strip('s');
  strip('ied', 'y');
  strip('ed', 'e');
  strip('ing', 'e');
  strip('ly');
  return out;
}

/** A word of the vocabulary, as written or inflected. */
function knownWord(v: Vocabulary, w: string): boolean {
  return baseForms(w).some((f) => v.words.has(f));
}

/**
 * Whether the hyphen between `head` (the word before a line-end hyphen) and `tail` (the first
 * word of the next line) stays: see the rule at the top of this file.
 */
export function keepsHyphen(head: string, tail: string, text?: TextWords): boolean {
  const h = head.toLowerCase();
  const t = tail.toLowerCase();
  const hyphenated = `${h}-${t}`;
  const closed = `${h}${t}`;
  if (text?.compounds.has(hyphenated)) return true;
  if (text?.words.has(closed)) return false;
  const v = engineVocabulary();
  if (v.compounds.has(hyphenated)) return true;
  return !knownWord(v, closed);
}

/**
 * `left` and `right` (a wrapped line and the line it runs on to) as one line. A line ending in
 * a letter and a hyphen joins the next line's first word with no space, keeping the hyphen or
 * dropping it by the rule above; a soft hyphen always goes. Any other pair joins with one space.
 */
export function joinWrapped(left: string, right: string, text?: TextWords): string {
  const l = left.trimEnd();
  const r = right.trimStart();
  if (!l) return r;
  if (!r) return l;
  if (endsInWordHyphen(l) && !SUSPENDED.test(r)) {
    const mark = l[l.length - 1]!;
    const before = l.slice(0, -1);
    const head =
      /[\p{L}\p{M}]+(?:['’\u2010-][\p{L}\p{M}]+)*$/u.exec(before.slice(-MAX_WORD))?.[0] ?? '';
    const tail =
      /^[\p{L}\p{M}]+(?:['’\u2010-][\p{L}\p{M}]+)*/u.exec(r.slice(0, MAX_WORD))?.[0] ?? '';
    if (tail) {
      if (mark === '\u00ad') return before + r;
      return keepsHyphen(head, tail, text) ? `${before}${mark}${r}` : before + r;
    }
  }
  // a number range split after its dash ("2019-" / "2021")
  if (/\d-$/.test(l.slice(-2)) && /^\d/.test(r)) return l + r;
  return `${l} ${r}`;
}

/** Lines joined into one, each line break joined as joinWrapped joins it. */
export function joinWrappedLines(lines: readonly string[], text?: TextWords): string {
  let out = '';
  for (const line of lines) out = out ? joinWrapped(out, line, text) : line.trim();
  return out;
}

/**
 * A text with every word split at a line end joined back ("exactly-" / "once" reads
 * "exactly-once", "manage-" / "ment" reads "management"), each other line break kept: what a
 * document reader gives the user, whose lines are otherwise the document's own. A line joins
 * the one above only when it goes on in lower case; a line that starts anew (a bullet, a
 * heading, a capital) keeps its break.
 */
export function joinSplitWords(text: string): string {
  const lines = text.split('\n');
  if (!lines.some(endsInWordHyphen)) return text;
  const words = wordsOfLines(lines);
  const out: string[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev !== undefined && endsInWordHyphen(prev) && /^\s*\p{Ll}/u.test(line))
      out[out.length - 1] = joinWrapped(prev, line, words);
    else out.push(line);
  }
  return out.join('\n');
}
