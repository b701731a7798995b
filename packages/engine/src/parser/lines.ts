import { normalizeText, stripBullet } from '../text/normalize';
import { RANGE_RE } from '../text/dates';
import { COMPANY_MARKERS } from '../text/lexicon';
import { endsInWordHyphen, joinWrapped, wordsOfLines, type TextWords } from '../text/hyphen';
import { hasTitleWord } from './fields';

/** Step 1: the text as lines, bullets recognised. */
export interface Line {
  /** 0-based line number in the normalised text */
  index: number;
  raw: string;
  /** text without bullet glyph, trimmed */
  text: string;
  bullet: boolean;
  /** a blank line precedes this one */
  blankBefore: boolean;
}

export function toLines(input: string): Line[] {
  return linesOf(normalizeText(input));
}

/** Lines of text that is already normalised. */
export function linesOf(text: string): Line[] {
  const out: Line[] = [];
  let blank = true;
  text.split('\n').forEach((raw, index) => {
    if (!raw.trim()) {
      blank = true;
      return;
    }
    const { text: t, bullet } = stripBullet(raw);
    // a lone bullet glyph line: the next line is the bullet text
    if (!t) {
      blank = false;
      return;
    }
    out.push({ index, raw, text: t, bullet: bullet !== null, blankBefore: blank });
    blank = false;
  });
  return out;
}

/** Inline bullets ("Python • Tableau • R") and glued sentences are split into separate items. */
export function splitInlineBullets(text: string): string[] {
  return text
    .split(/\s*[•●▪■◆►➢➤✓✔❖]\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const TERMINAL = /[.!?;:]$/;

function dated(text: string): boolean {
  RANGE_RE.lastIndex = 0;
  const hit = RANGE_RE.test(text);
  RANGE_RE.lastIndex = 0;
  return hit;
}

/**
 * A line that reads as an entry's header ("Software Engineer, Fernway Health | Remote", "Senior
 * Engineer at Acme Corp", or any short line right above a line of dates): never the wrapped end
 * of the bullet above it.
 */
function looksLikeHeader(line: Line, next: Line | undefined): boolean {
  const t = line.text;
  if (/^[a-z]/.test(t) || /[.;!?]$/.test(t)) return false;
  const words = t.split(/\s+/).length;
  if (words > 12) return false;
  if (/\s\|\s|\s[–—]\s|\sat\s+[A-Z]/.test(t)) return true;
  if (words <= 10 && (hasTitleWord(t) || COMPANY_MARKERS.test(t))) return true;
  return (
    next !== undefined && !next.bullet && dated(next.text) && next.text.split(/\s+/).length <= 8
  );
}

const countWords = (t: string) => t.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/**
 * An entry's header written as fields apart by pipes ("ledgerlint | Go, PostgreSQL", "Mentor |
 * Code Club | 2019 - 2021"): short fields and no closing punctuation. It is a line of its own,
 * whatever case it starts in, never the wrapped end of the line above.
 */
function isFieldLine(t: string): boolean {
  return (
    /\s\|\s/.test(t) &&
    !/[.;!?,]$/.test(t) &&
    countWords(t) <= 16 &&
    t.split('|').every((seg) => countWords(seg) <= 8)
  );
}

/**
 * Step 2: join wrapped lines. A line continues the previous one when it starts in lower case, or
 * the previous line is long, has no closing punctuation and the line itself is not a bullet or
 * heading, or the previous line ends in a word and a hyphen ("exactly-" / "once"). Lines are
 * joined as joinWrapped joins them (a hyphen kept or dropped by the text's words, never "exactly- once").
 */
export function mergeContinuations(lines: Line[], isHeading: (l: Line) => boolean): Line[] {
  const out: Line[] = [];
  let textWords: TextWords | undefined;
  const wordsOfText = () => (textWords ??= wordsOfLines(lines.map((l) => l.text)));
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const prev = out[out.length - 1];
    if (prev && !line.bullet && !line.blankBefore) {
      const startsLower = /^[a-z(&,]/.test(line.text);
      // a word split at the line's end: the next line holds the rest of it
      const split = endsInWordHyphen(prev.text) && /^[\p{L}\d]/u.test(line.text);
      const prevLong = prev.text.length >= 70 && !TERMINAL.test(prev.text);
      const prevOpen =
        prev.text.length >= 40 &&
        /[,&(\-–]$|\b(?:and|or|of|the|to|in|for|with|a|an|from|by|at|on|into|over|per|than|as|via|across|between|within|through)$/i.test(
          prev.text,
        );
      const longWrap = () =>
        prev.text.length >= 85 &&
        line.text.split(/\s+/).length > 3 &&
        !/^[A-Z][A-Za-z]*\s*:/.test(line.text);
      const joins =
        (startsLower && (prev.bullet || prev.text.length >= 40)) ||
        (prevLong && (startsLower || (prev.bullet && longWrap()))) ||
        prevOpen;
      if (
        split
          ? !isHeading(line) && !isHeading(prev)
          : joins &&
            !isHeading(line) &&
            !isHeading(prev) &&
            !dated(line.text) &&
            !isFieldLine(line.text) &&
            !(prev.bullet && !startsLower && looksLikeHeader(line, lines[i + 1]))
      ) {
        const text = joinWrapped(prev.text, line.text, split ? wordsOfText() : undefined).replace(
          /\s+/g,
          ' ',
        );
        out[out.length - 1] = { ...prev, text };
        continue;
      }
    }
    out.push(line);
  }
  return out;
}
