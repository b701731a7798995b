import { diffLines, diffWordsWithSpace } from 'diff';

/**
 * The changes between two versions of a resume, as the editor shows them: unchanged runs of
 * lines and changes ("hunks"), each of which can be kept or taken back on its own. The pieces
 * join back into the current text exactly, so taking one change back touches nothing else.
 */

export interface Hunk {
  /** position among the changes, from 0 */
  index: number;
  /** identifies the change by its content, so a decision outlives edits elsewhere */
  key: string;
  /** the original's lines (empty when the change only adds) */
  before: string;
  /** the current lines (empty when the change only removes) */
  after: string;
}

export type Segment = { kind: 'same'; text: string } | { kind: 'change'; hunk: Hunk };

export interface ResumeDiff {
  segments: Segment[];
  hunks: Hunk[];
  /** each text ends with a newline (the diff adds one to both sides when missing) */
  trailingNewline: { original: boolean; current: boolean };
}

/** A word-level piece of a change, for marking exactly what was added or removed. */
export interface WordPart {
  value: string;
  added: boolean;
  removed: boolean;
}

/** Lines with their line breaks kept, so joining them gives the text back. */
export const splitLines = (text: string): string[] => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];

const withNewline = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);

export const normaliseNewlines = (text: string) => text.replace(/\r\n?/g, '\n');

/** Beyond this many milliseconds the line diff gives up and shows one change for the whole text. */
const DIFF_TIMEOUT_MS = 300;

export function diffResume(original: string, current: string): ResumeDiff {
  const norm = normaliseNewlines(original);
  const trailingNewline = {
    original: norm === '' || norm.endsWith('\n'),
    current: current === '' || current.endsWith('\n'),
  };
  const a = withNewline(norm);
  const b = withNewline(current);
  const parts =
    a === b
      ? [{ value: b, added: false, removed: false }]
      : (diffLines(a, b, { timeout: DIFF_TIMEOUT_MS }) ?? [
          { value: a, added: false, removed: true },
          { value: b, added: true, removed: false },
        ]);

  const segments: Segment[] = [];
  const hunks: Hunk[] = [];
  const push = (before: string, after: string) => {
    const hunk: Hunk = { index: hunks.length, key: `${before}\u0000${after}`, before, after };
    hunks.push(hunk);
    segments.push({ kind: 'change', hunk });
  };
  let removed = '';
  let added = '';
  const flush = () => {
    if (!removed && !added) return;
    const from = splitLines(removed);
    const to = splitLines(added);
    // As many lines in as out: each line is its own change (a reworded bullet, a renamed
    // skill), so each can be kept or taken back alone.
    if (from.length > 1 && from.length === to.length) from.forEach((line, i) => push(line, to[i]!));
    else push(removed, added);
    removed = '';
    added = '';
  };
  for (const part of parts) {
    if (part.removed) removed += part.value;
    else if (part.added) added += part.value;
    else {
      flush();
      if (part.value) segments.push({ kind: 'same', text: part.value });
    }
  }
  flush();
  return { segments, hunks, trailingNewline };
}

/**
 * The text with the changes whose indexes are in `reject` taken back (the original's lines put back
 * in their place) and every other change kept.
 */
export function applyDecisions(diff: ResumeDiff, reject: ReadonlySet<number>): string {
  let out = '';
  // the end of the text comes from the original when its last change was taken back
  let endsLike = diff.trailingNewline.current;
  for (const s of diff.segments) {
    if (s.kind === 'same') {
      out += s.text;
      endsLike = diff.trailingNewline.current;
    } else {
      const back = reject.has(s.hunk.index);
      const piece = back ? s.hunk.before : s.hunk.after;
      out += piece;
      if (piece) endsLike = back ? diff.trailingNewline.original : diff.trailingNewline.current;
    }
  }
  return !endsLike && out.endsWith('\n') ? out.slice(0, -1) : out;
}

/** The text with one change taken back. */
export const rejectHunk = (diff: ResumeDiff, index: number) =>
  applyDecisions(diff, new Set([index]));

/** Which words of a change were removed and which added. */
export function wordParts(hunk: Hunk): WordPart[] {
  if (!hunk.before || !hunk.after) {
    const removed = !hunk.after;
    return [{ value: hunk.before || hunk.after, added: !removed, removed }];
  }
  return diffWordsWithSpace(hunk.before, hunk.after).map((p) => ({
    value: p.value,
    added: p.added,
    removed: p.removed,
  }));
}
