/** Places of sentences in a text, and the text cut into marked pieces (editor highlights). */
import { plural } from './format';

export interface TextRange {
  start: number;
  end: number;
}

/** A range with what it marks (a later range wins where two overlap). */
export interface MarkRange extends TextRange {
  kind: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The place of `sentence` in `text`: exact first, then with any run of white space matching any
 * other (the user may have rewrapped a line). Null when the sentence is no longer there.
 */
export function findSentence(text: string, sentence: string): TextRange | null {
  const needle = sentence.trim();
  if (!needle) return null;
  const at = text.indexOf(needle);
  if (at >= 0) return { start: at, end: at + needle.length };
  const words = needle.split(/\s+/).filter(Boolean);
  const match = new RegExp(words.map(escape).join('\\s+')).exec(text);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

export interface Segment {
  text: string;
  /** the kind of the last range covering this piece, or null when none does */
  kind: string | null;
}

/** The text cut into pieces at every range edge, in order; joined they give the text back. */
export function segments(text: string, ranges: readonly MarkRange[]): Segment[] {
  const clamp = (n: number) => Math.max(0, Math.min(n, text.length));
  const valid = ranges
    .map((r) => ({ ...r, start: clamp(r.start), end: clamp(r.end) }))
    .filter((r) => r.end > r.start);
  const cuts = [...new Set([0, text.length, ...valid.flatMap((r) => [r.start, r.end])])].sort(
    (a, b) => a - b,
  );
  const out: Segment[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const from = cuts[i]!;
    const to = cuts[i + 1]!;
    let kind: string | null = null;
    for (const r of valid) if (r.start <= from && r.end >= to) kind = r.kind;
    const last = out[out.length - 1];
    if (last && last.kind === kind) last.text += text.slice(from, to);
    else out.push({ text: text.slice(from, to), kind });
  }
  return out;
}

/**
 * The text with `current` replaced by `replacement`. Null when `current` is no longer in the
 * text (nothing to replace).
 */
export function replaceSentence(text: string, current: string, replacement: string): string | null {
  const range = findSentence(text, current);
  if (!range) return null;
  return text.slice(0, range.start) + replacement.trim() + text.slice(range.end);
}

/** Words as a reader counts them: runs of non-space holding at least one letter or digit. */
export function countWords(text: string): number {
  let n = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) n++;
  return n;
}

/** "120 words · 4,321 characters": a text's size as an editor shows it under the text. */
export const textSize = (text: string) =>
  `${plural(countWords(text), 'word')} · ${text.length.toLocaleString('en-US')} characters`;

/** Claims of one sentence brought together: the sentence once, each distinct source once. */
export interface SourcedSentence<T> {
  sentence: string;
  sources: string[];
  claims: T[];
}

/** Groups claims by their sentence, in the order the sentences first appear. */
export function groupBySentence<T extends { sentence: string; source: string }>(
  claims: readonly T[],
): SourcedSentence<T>[] {
  const bySentence = new Map<string, SourcedSentence<T>>();
  for (const c of claims) {
    let group = bySentence.get(c.sentence);
    if (!group) {
      group = { sentence: c.sentence, sources: [], claims: [] };
      bySentence.set(c.sentence, group);
    }
    group.claims.push(c);
    if (c.source && !group.sources.includes(c.source)) group.sources.push(c.source);
  }
  return [...bySentence.values()];
}
