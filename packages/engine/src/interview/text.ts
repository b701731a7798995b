/** Small text helpers of the arena: content words and near-duplicate questions. */
import { keyOf } from '../text/tokenize';
import { wordSet } from '../text/words';

export const STOP_WORDS = wordSet(
  'a an the and or but if then so of to in on at by for with from as into about over under ' +
    'is are was were be been being am do does did done have has had having it its this that these those ' +
    'i me my mine we us our you your he she they them their his her what which who whom whose when where why how ' +
    'would could should will shall can may might must not no yes very just also too than there here ' +
    'tell describe walk through time give example explain talk some any each every one two more most ' +
    'all both such own same other out up down again further once only really get got make made',
);

const WORD = /[A-Za-z][A-Za-z0-9+#'’-]*/g;

/** Lower-case words of a text. */
export function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map((w) => w.toLowerCase().replace(/[’']s$/, ''));
}

/** Stemmed content words (no stop words), as a set. */
export function contentKeys(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of wordsOf(text)) {
    if (w.length < 3 || STOP_WORDS.has(w)) continue;
    out.add(keyOf(w));
  }
  return out;
}

/** Share of the smaller set's keys found in the other (0-1). */
export function overlap(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  const [small, big] = a.size <= b.size ? [a, b] : [b, a];
  let hit = 0;
  for (const k of small) if (big.has(k)) hit++;
  return hit / small.size;
}

/**
 * Two questions say the same thing when most of the shorter one's content words are in the other
 * (stemmed: "debugging" and "debug" are one word).
 */
export function nearDuplicate(a: string, b: string, threshold = 0.6): boolean {
  return overlap(contentKeys(a), contentKeys(b)) >= threshold;
}

/** nearDuplicate with each text's words computed once (for the many checks of one question set). */
export function duplicateChecker(threshold = 0.6): (a: string, b: string) => boolean {
  const memo = new Map<string, Set<string>>();
  const keys = (t: string) => {
    let k = memo.get(t);
    if (!k) memo.set(t, (k = contentKeys(t)));
    return k;
  };
  return (a, b) => overlap(keys(a), keys(b)) >= threshold;
}

/** A copy shuffled by a seeded generator. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** First letter lower-case unless the word is an acronym or a name-like token ("AWS", "Kafka"). */
export function lowerFirst(s: string): string {
  const first = s.split(/\s/)[0] ?? '';
  if (/^[A-Z]{2,}/.test(first) || /[A-Z]/.test(first.slice(1))) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** Trimmed, with no final full stop, and at most `max` characters (cut at a word). */
export function clip(s: string, max = 140): string {
  let t = s
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;:!]+$/, '');
  if (t.length > max) t = `${t.slice(0, max).replace(/\s+\S*$/, '')}...`;
  return t;
}
