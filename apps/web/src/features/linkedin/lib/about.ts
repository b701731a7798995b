/** The About editor's measures: words against LinkedIn's guide, the "see more" preview. */
import { ABOUT_PREVIEW_CHARS, ABOUT_WORD_RANGE } from '@careerforge/contract';
import { plural, SHORT_DATE } from '../../../lib/format';

export { countWords } from '../../../lib/text-ranges';

export const ABOUT_MIN_WORDS = ABOUT_WORD_RANGE.min;
export const ABOUT_MAX_WORDS = ABOUT_WORD_RANGE.max;

export type LengthStatus = 'empty' | 'short' | 'good' | 'long';

export function lengthStatus(words: number): LengthStatus {
  if (words === 0) return 'empty';
  if (words < ABOUT_MIN_WORDS) return 'short';
  if (words > ABOUT_MAX_WORDS) return 'long';
  return 'good';
}

export function lengthMessage(words: number): string {
  switch (lengthStatus(words)) {
    case 'empty':
      return `Aim for ${ABOUT_MIN_WORDS} to ${ABOUT_MAX_WORDS} words.`;
    case 'short':
      return `${plural(ABOUT_MIN_WORDS - words, 'more word')} to reach the ${ABOUT_MIN_WORDS}-${ABOUT_MAX_WORDS} word guide.`;
    case 'long':
      return `${plural(words - ABOUT_MAX_WORDS, 'word')} over the ${ABOUT_MIN_WORDS}-${ABOUT_MAX_WORDS} word guide.`;
    default:
      return `Within the ${ABOUT_MIN_WORDS}-${ABOUT_MAX_WORDS} word guide.`;
  }
}

/**
 * Where the preview ends: at most ABOUT_PREVIEW_CHARS characters, pulled back to the last word
 * boundary so a word is never cut in two (the whole text when it is shorter).
 */
export function previewEnd(text: string, limit = ABOUT_PREVIEW_CHARS): number {
  if (text.length <= limit) return text.length;
  const cut = text.slice(0, limit + 1);
  const space = cut.search(/\s\S*$/);
  return space > limit * 0.6 ? space : limit;
}

/** Keywords typed comma-separated: trimmed, blanks dropped, repeats (any case) dropped. */
export function parseKeywords(input: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of input.split(',')) {
    const k = raw.trim();
    if (!k || seen.has(k.toLowerCase())) continue;
    seen.add(k.toLowerCase());
    out.push(k);
  }
  return out;
}

/** The title a draft is saved under unless the user types another. */
export function defaultDraftTitle(targetRole: string, date = new Date()): string {
  const day = date.toLocaleDateString('en-US', SHORT_DATE);
  return `About for ${targetRole.trim() || 'my profile'} (${day})`;
}
