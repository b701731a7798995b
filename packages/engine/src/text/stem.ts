/**
 * A compact implementation of the classic Porter stemming algorithm (M. F. Porter, 1980),
 * used so that word forms group together ("managed", "manages", "managing" -> "manag").
 * Results are memoised: the same word always yields the same stem.
 *
 * Hostile text: no English word is longer than MAX_STEM_CHARS letters, so longer tokens are
 * returned as they are. That bounds the work per token (the steps below rescan the word a few
 * times) and keeps the memo small.
 */

/** Words longer than this are not stemmed (the longest English words are about 45 letters). */
export const MAX_STEM_CHARS = 64;

const cache = new Map<string, string>();
const CACHE_LIMIT = 50_000;

function isVowelLetter(c: number): boolean {
  // a e i o u
  return c === 97 || c === 101 || c === 105 || c === 111 || c === 117;
}

/**
 * Porter's consonant: a letter other than a e i o u, and other than a 'y' preceded by a
 * consonant. A run of 'y's alternates, so it is resolved by counting back to the start of the
 * run (a loop, not recursion: a long run of 'y's must not exhaust the stack).
 */
function isConsonant(w: string, i: number): boolean {
  const c = w.charCodeAt(i);
  if (isVowelLetter(c)) return false;
  if (c !== 121) return true; // not y
  let j = i;
  while (j > 0 && w.charCodeAt(j - 1) === 121) j--;
  // w[j] is the first 'y' of the run: a consonant at the start of the word or after a vowel
  const firstIsConsonant = j === 0 || isVowelLetter(w.charCodeAt(j - 1));
  return (i - j) % 2 === 0 ? firstIsConsonant : !firstIsConsonant;
}

/** Number of VC sequences in w[0..end). */
function measure(w: string, end: number): number {
  let n = 0;
  let i = 0;
  while (i < end && isConsonant(w, i)) i++;
  while (i < end) {
    while (i < end && !isConsonant(w, i)) i++;
    if (i >= end) break;
    while (i < end && isConsonant(w, i)) i++;
    n++;
  }
  return n;
}

function hasVowel(w: string, end: number): boolean {
  for (let i = 0; i < end; i++) if (!isConsonant(w, i)) return true;
  return false;
}

function endsDoubleConsonant(w: string): boolean {
  const n = w.length;
  return n >= 2 && w[n - 1] === w[n - 2] && isConsonant(w, n - 1);
}

/** consonant-vowel-consonant ending where the last is not w, x or y */
function endsCvc(w: string, end: number): boolean {
  if (end < 3) return false;
  if (!isConsonant(w, end - 1) || isConsonant(w, end - 2) || !isConsonant(w, end - 3)) return false;
  const c = w[end - 1];
  return c !== 'w' && c !== 'x' && c !== 'y';
}

function replaceIf(w: string, suffix: string, repl: string, minM: number): string | null {
  if (!w.endsWith(suffix)) return null;
  const base = w.length - suffix.length;
  if (measure(w, base) > minM) return w.slice(0, base) + repl;
  return w;
}

const STEP2: Array<[string, string]> = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
];
const STEP3: Array<[string, string]> = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];
const STEP4 = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ion',
  'ou',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
];

function porter(word: string): string {
  let w = word;
  if (w.length <= 2) return w;

  // Step 1a
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('ss')) {
    /* keep */
  } else if (w.endsWith('s')) w = w.slice(0, -1);

  // Step 1b
  let extra = false;
  if (w.endsWith('eed')) {
    if (measure(w, w.length - 3) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w, w.length - 2)) {
    w = w.slice(0, -2);
    extra = true;
  } else if (w.endsWith('ing') && hasVowel(w, w.length - 3)) {
    w = w.slice(0, -3);
    extra = true;
  }
  if (extra) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (endsDoubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w, w.length) === 1 && endsCvc(w, w.length)) w += 'e';
  }

  // Step 1c
  if (w.endsWith('y') && hasVowel(w, w.length - 1)) w = w.slice(0, -1) + 'i';

  // Step 2
  for (const [s, r] of STEP2) {
    if (w.endsWith(s)) {
      w = replaceIf(w, s, r, 0) ?? w;
      break;
    }
  }
  // Step 3
  for (const [s, r] of STEP3) {
    if (w.endsWith(s)) {
      w = replaceIf(w, s, r, 0) ?? w;
      break;
    }
  }
  // Step 4
  for (const s of STEP4) {
    if (w.endsWith(s)) {
      const base = w.length - s.length;
      if (measure(w, base) > 1) {
        if (s === 'ion') {
          const c = w[base - 1];
          if (c === 's' || c === 't') w = w.slice(0, base);
        } else {
          w = w.slice(0, base);
        }
      }
      break;
    }
  }
  // Step 5a
  if (w.endsWith('e')) {
    const m = measure(w, w.length - 1);
    if (m > 1 || (m === 1 && !endsCvc(w, w.length - 1))) w = w.slice(0, -1);
  }
  // Step 5b
  if (measure(w, w.length) > 1 && endsDoubleConsonant(w) && w.endsWith('l')) w = w.slice(0, -1);
  return w;
}

/**
 * Stem a lower-case word. Words shorter than 4 letters, longer than MAX_STEM_CHARS or containing
 * non-letters are returned as is.
 */
export function stem(word: string): string {
  if (word.length < 4 || word.length > MAX_STEM_CHARS) return word;
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  const out = !/^[a-z]+$/.test(word) ? word : porter(word);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, out);
  return out;
}
