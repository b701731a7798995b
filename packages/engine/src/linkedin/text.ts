/** Small text helpers of the About optimizer: its sentences, words, figures, and the tracing of a rewrite. */
import { splitSentences } from '../text/normalize';
import type { AboutClaim } from './types';
import { BUZZWORDS, FIGURE, INNER_FILLER, LEADING_FILLER, TRAILING_ASIDE } from './terms';

export const MAX_INPUT = 50_000;
export const MAX_SENTENCES = 400;
export const MAX_KEYWORDS = 30;
export const HOOK_CHARS = 300;

/** A sentence piece that ends in a company or title abbreviation ("Pvt.", "Ltd.", "Dr.") goes on. */
const ABBREVIATION_END =
  /\b(?:pvt|ltd|inc|co|corp|llc|plc|st|jr|sr|dr|mr|mrs|ms|no|bros|dept|intl)\.$/i;

/** The About's sentences, without breaking at an abbreviation. */
export function aboutSentences(text: string): string[] {
  const out: string[] = [];
  for (const piece of splitSentences(text)) {
    const last = out[out.length - 1];
    if (last !== undefined && ABBREVIATION_END.test(last)) out[out.length - 1] = `${last} ${piece}`;
    else out.push(piece);
  }
  return out;
}

export function loose(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();
}

export function countWords(text: string): number {
  let n = 0;
  for (const w of text.split(/\s+/)) if (/[A-Za-z0-9]/.test(w)) n++;
  return n;
}

export function figuresOf(s: string): string[] {
  return [...s.matchAll(FIGURE)].map((m) => m[0].trim()).filter((f) => /\d/.test(f));
}

export function buzzCount(s: string): number {
  return [...s.matchAll(BUZZWORDS)].length;
}

export function clamp(n: number): number {
  return Math.max(0, Math.min(100, Math.round(n)));
}

/** A sentence trimmed of filler words, with a capital and a full stop; no word is added. */
export function cleanSentence(s: string): string {
  let t = s.replace(/^[\s•*·▪‣◦●–—-]+/, '').trim();
  t = t.replace(LEADING_FILLER, '');
  t = t.replace(/^(I|We)[ \t]+also\b[ \t]*/, '$1 ');
  t = t.replace(TRAILING_ASIDE, '');
  t = t.replace(INNER_FILLER, '');
  t = t
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\s+([,.;!?])/g, '$1')
    .replace(/,+([.!?])$/, '$1')
    .trim();
  t = t.replace(/^[,;:\s]+/, '');
  if (!t) return '';
  t = t[0]!.toUpperCase() + t.slice(1);
  if (!/[.!?]$/.test(t)) t = t.replace(/[,;:]+$/, '') + '.';
  return t;
}

/** "a" or "an" before a word; an acronym is read letter by letter ("an HR role", "a UX role"). */
export function article(word: string): string {
  if (/^[A-Z]{2,}\b/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

export function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * A one-word skill that is the tail of a capitalised name inside a sentence ("Logistics" in "at
 * Northline Logistics") names the organisation, not a skill of the writer.
 */
export function inName(surface: string, sentence: string): boolean {
  if (/\s/.test(surface) || !/^[A-Z]/.test(surface)) return false;
  const escaped = surface.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`([A-Z][\\w&'’-]*)\\s+${escaped}\\b`).exec(sentence);
  return Boolean(m && m.index > 0);
}

/** Each sentence of a rewrite with the About sentence it rests on (most shared words and figures). */
export function traceClaims(text: string, about: string[]): AboutClaim[] {
  const wordsOf = (s: string) =>
    new Set(
      loose(s)
        .split(' ')
        .filter((w) => w.length > 3 || /\d/.test(w)),
    );
  const sources = about.map((source) => ({ source, words: wordsOf(source) }));
  const out: AboutClaim[] = [];
  for (const sentence of aboutSentences(text.replace(/\n+/g, ' '))) {
    const words = wordsOf(sentence);
    let best = '';
    let bestScore = 0;
    for (const src of sources) {
      let score = 0;
      for (const w of words) if (src.words.has(w)) score += /\d/.test(w) ? 3 : 1;
      if (score > bestScore) {
        bestScore = score;
        best = src.source;
      }
    }
    if (bestScore >= 3) out.push({ sentence, source: best });
  }
  return out;
}

export function short(s: string): string {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > 80 ? `${t.slice(0, 77).trimEnd()}...` : t;
}
