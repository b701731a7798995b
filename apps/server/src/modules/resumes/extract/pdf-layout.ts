/**
 * Rebuilds the text of one PDF page from the positions of its text runs, the way a reader
 * sees it: lines in reading order (column by column when the page has two), bullets on their
 * own "• " lines whatever drew them, wrapped bullet lines joined to their bullet, a line set
 * full to the column's edge and left open joined to the line it runs on to (a word split by a
 * hyphen at a line's end keeps its line break, for the engine's joinSplitWords to join), and
 * every other line (role headers, dates, headings) kept as it stands.
 *
 * PDF.js gives each run of text its position (the text matrix), its width and its font size,
 * but nothing of the marks drawn beside it: a bullet drawn as a small image or vector shape
 * leaves no text, only a line whose text starts indented. So a bullet is recognised by
 *  - a glyph at the start of the line (•, ▪, ◦, -, –, *, ►, and private-use symbol-font glyphs);
 *  - its indent: lines at the deepest indent level of their column, where list items sit;
 *  - a hanging indent: a line whose wrapped continuation starts further right.
 * A continuation joins its bullet only when it starts at the bullet's text, right below it,
 * in the same size, and the line above it had no room for its first word (or it starts in
 * lower case): a header line never does, so a bullet is never joined to a header.
 *
 * Work is a few sorts and linear passes over the runs: O(n log n) in the number of runs.
 */

import { isPrivateUse, median, readingOrder, type Line, type TextRun } from './pdf-lines';

export type { TextRun } from './pdf-lines';

const PRIVATE_USE = /[\uE000-\uF8FF]/g;
const CONTACT = /@|https?:|www\.|linkedin|github|\d{3}[\s.)-]*\d{3}[\s.-]*\d{3,4}/i;

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
const DATE = `(?:(?:${MONTH}\\s*)?(?:19|20)\\d\\d|(?:0?[1-9]|1[0-2])[/.](?:19|20)\\d\\d)`;
const DATE_RANGE = new RegExp(
  `${DATE}\\s*(?:[-–—]+|to|until)\\s*(?:${DATE}|present|current|now|today)`,
  'i',
);

/** A line end no line ends on: a word that needs the next, a comma, a dash, a pipe, a month. */
const OPEN_LINE_END = new RegExp(
  `(?:\\b(?:of|the|a|an|and|or|to|in|for|with|from|by|on|at|into|across|per|than|as|via|${MONTH})|[,–—|-])$`,
  'i',
);
const DATE_AT_END = new RegExp(`${DATE}$`, 'i');
const RANGE_TAIL = new RegExp(`^(?:${DATE}|present|current|now|today)(?![\\p{L}\\d])`, 'iu');

const startsLower = (t: string) => /^[a-z(]/.test(t);
const IRREGULAR_PAST = new Set(
  'Led Built Ran Drove Grew Won Cut Set Made Wrote Taught Brought Bought Sold Held Kept Met Rebuilt Rewrote Oversaw Undertook Began Chose Gave Took Found Spoke Upheld Overcame Became'.split(
    ' ',
  ),
);
const startsLikeAnItem = (t: string) => {
  const word = /^[A-Z][a-z]+/.exec(t)?.[0];
  return !!word && (/[a-z]ed$/.test(word) || IRREGULAR_PAST.has(word));
};
const ends = (t: string) => /[.!?;:]$/.test(t);
const headerish = (l: Line) =>
  l.gapped || (DATE_RANGE.test(l.text) && l.text.split(/\s+/).length <= 14);

/** Width of the first word of a line, from the line's own average character width. */
function firstWordWidth(l: Line): number {
  const word = l.text.split(' ')[0] ?? '';
  const per = l.text.length ? (l.right - l.x) / l.text.length : l.size * 0.5;
  return word.length * per;
}

/**
 * Whether a line ends in a letter and a hyphen (or soft hyphen): the word goes on on the next
 * line. Only its last characters are read (three for a letter outside the BMP).
 */
const splitWord = (text: string) => /\p{L}[-\u2010\u00ad]$/u.test(text.slice(-3));

/**
 * The columns seen on earlier pages of a document, each by its left margin and the right edge
 * its lines were set full to: a short column on a later page (two lines of certifications at
 * the top of page two) does not show its own width, but it has the width it had before.
 */
export type ColumnMemory = { margin: number; rightEdge: number }[];

/** What a column's lines are measured against: its margin, its width and its list indent. */
interface Column {
  margin: number;
  rightEdge: number;
  em: number;
  /** its lines run to one right edge, so a line that stops short of it was wrapped */
  setFull: boolean;
  /** the indent of list items found without glyphs, -1 when there is none */
  itemIndent: number;
}

/** One line of output: a bullet with its wrapped lines, or any other line whole. */
interface Entry {
  text: string;
  bullet: boolean;
  hanging: boolean;
  first: Line;
  last: Line;
  blankBefore: boolean;
}

/** The list item being written: where its glyph and its words start. */
interface Item {
  x0: number;
  textX: number;
  glyph: boolean;
  entry: Entry;
}

const near = (a: number, b: number, size: number) => Math.abs(a - b) <= Math.max(1.5, 0.15 * size);

/** The next line sits right below, in the same size. */
const follows = (prev: Line, next: Line) =>
  prev.y - next.y <= 1.6 * Math.max(prev.size, next.size) &&
  Math.abs(prev.size - next.size) <= 0.15 * prev.size;

const centred = (col: Column, l: Line) => {
  const lg = l.x0 - col.margin;
  const rg = col.rightEdge - l.right;
  return lg > 3 * col.em && Math.abs(lg - rg) <= 0.15 * (lg + rg) + 2;
};

/** The line above had no room for the next one's first word, or the next goes on in lower case. */
const wraps = (col: Column, prev: Line, next: Line) =>
  prev.right + 0.3 * prev.size + firstWordWidth(next) >= col.rightEdge - 0.5 * prev.size ||
  (startsLower(next.text) && !ends(prev.text));

/**
 * Where nothing marks where an item starts, a line that begins a new sentence, or begins with a
 * verb in the past tense as resume bullets do, starts a new item.
 */
function continues(col: Column, prev: Line, next: Line, marked: boolean): boolean {
  if (ends(prev.text) && /^[A-Z]/.test(next.text)) return false;
  if (startsLower(next.text)) return true;
  // under a glyph, a line at the item's words after an open line goes on with it ("from" /
  // "74% to 86%"), however short the line above was set
  if (marked && !ends(prev.text)) return true;
  return wraps(col, prev, next) && (marked || !startsLikeAnItem(next.text));
}

/** A wrapped line starts at the item's words: right of its glyph, level with its first word. */
const under = (l: Line, it: Item) =>
  it.glyph
    ? l.x >= it.x0 + 0.25 * l.size && Math.abs(l.x - it.textX) <= 1.2 * l.size
    : near(l.x, it.textX, l.size);

/**
 * The column's measures. A column whose lines run to one right edge (three or more do) has a
 * known width; one that does not show it keeps the width it had on an earlier page.
 */
function columnOf(lines: Line[], columns: ColumnMemory): Column {
  let margin = Infinity;
  let rightEdge = -Infinity;
  for (const l of lines) {
    margin = Math.min(margin, l.x0);
    rightEdge = Math.max(rightEdge, l.right);
  }
  const em = median(lines.map((l) => l.size)) || 10;
  let setFull = lines.filter((l) => l.right >= rightEdge - 1.5 * em).length >= 3;
  const seen = columns.find(
    (c) => Math.abs(c.margin - margin) <= 0.5 * em && rightEdge <= c.rightEdge + 0.5 * em,
  );
  if (setFull && !seen) columns.push({ margin, rightEdge });
  else if (!setFull && seen) {
    setFull = true;
    rightEdge = seen.rightEdge;
  }
  const col: Column = { margin, rightEdge, em, setFull, itemIndent: -1 };
  if (lines.filter((l) => l.glyph).length < 2) col.itemIndent = itemIndentOf(lines, col);
  return col;
}

/** Without glyphs, list items sit at the deepest indent level that holds two lines or more. */
function itemIndentOf(lines: Line[], col: Column): number {
  const { margin, em } = col;
  let itemIndent = -1;
  const xs = lines
    .filter((l) => !l.glyph && !centred(col, l) && !headerish(l))
    .map((l) => l.x0)
    .filter((x) => x - margin >= 0.5 * em && x - margin <= 8 * em)
    .sort((a, b) => a - b);
  for (let i = 0; i < xs.length;) {
    let j = i;
    while (j + 1 < xs.length && xs[j + 1]! - xs[i]! <= 1.5) j++;
    if (j > i) itemIndent = xs[i]!;
    i = j + 1;
  }
  return itemIndent;
}

/** "… | Apr 2015" / "– May 2018": a date range wrapped before its dash, not an item. */
const wrappedRangeTail = (last: Entry, line: Line, text: string) =>
  line.glyph &&
  /^[-–—]$/.test(line.mark) &&
  DATE_AT_END.test(last.last.text) &&
  RANGE_TAIL.test(text) &&
  follows(last.last, line);

/**
 * A line that is not an item goes on from the line above it when that one was set full and
 * left open ("… | 03/2021 to" / "Present", a header or a paragraph wrapped); a line with its
 * dates, or set to a tab stop, is whole.
 */
function goesOnFrom(col: Column, last: Entry, line: Line, text: string, blankBefore: boolean) {
  const above = last.last;
  return (
    !last.bullet &&
    !line.glyph &&
    !blankBefore &&
    near(line.x0, last.first.x0, line.size) &&
    follows(above, line) &&
    !centred(col, last.first) &&
    !headerish(above) &&
    !DATE_RANGE.test(above.text) &&
    !DATE_AT_END.test(above.text) &&
    !ends(above.text) &&
    wraps(col, above, line) &&
    // the line above cannot end there ("… of the", "| Jun", "…,"), or this one cannot begin
    (OPEN_LINE_END.test(above.text) ||
      /\s\|\s/.test(above.text) ||
      startsLower(text) ||
      /^[|–—-]\s/.test(text) ||
      // the rest of a header: its fields and dates, where the first word had no room at all
      (/\s\|\s|,\s/.test(text) &&
        (DATE_RANGE.test(text) || DATE_AT_END.test(text)) &&
        col.setFull &&
        above.right + 0.3 * above.size + firstWordWidth(line) > col.rightEdge)) &&
    !CONTACT.test(text) &&
    !(col.itemIndent >= 0 && near(line.x0, col.itemIndent, line.size))
  );
}

/**
 * Whether a new entry starts a list item, and where its words start: after a glyph (a contact
 * line's symbol-font icon aside), at a hanging indent (the wrapped line starts further right
 * than the first), or at the list's indent below a line at the column's margin.
 */
function itemAt(
  col: Column,
  line: Line,
  next: Line | undefined,
  text: string,
  belowMargin: boolean,
): (Omit<Item, 'entry'> & { hanging: boolean }) | null {
  const isContact = line.glyph && isPrivateUse(line.mark.charCodeAt(0)) && CONTACT.test(text);
  if (line.glyph && !isContact) return { x0: line.x0, textX: line.x, glyph: true, hanging: false };
  if (
    next &&
    !line.glyph &&
    !next.glyph &&
    !headerish(line) &&
    !centred(col, line) &&
    next.x - line.x0 >= 0.5 * line.size &&
    next.x - line.x0 <= 4 * line.size &&
    follows(line, next) &&
    wraps(col, line, next)
  )
    return { x0: line.x0, textX: next.x, glyph: false, hanging: true };
  if (
    col.itemIndent >= 0 &&
    belowMargin &&
    near(line.x0, col.itemIndent, line.size) &&
    !headerish(line) &&
    !centred(col, line)
  )
    return { x0: line.x0, textX: line.x, glyph: false, hanging: false };
  return null;
}

/** A word split at a line's end keeps its line break (see readEntries); other lines join with a space. */
const joined = (text: string, more: string) => (splitWord(text) ? `\n${more}` : ` ${more}`);

/** The column's lines read into entries: bullets with their wrapped lines, other lines whole. */
function readEntries(lines: Line[], col: Column): Entry[] {
  const entries: Entry[] = [];
  let item: Item | null = null;
  let prev: Line | null = null;
  // items found by their indent sit under a line at the column's margin (a heading, a header):
  // an indented block at the top of a column (a sidebar's name and contacts) is no list
  let belowMargin = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const text = line.text.replace(PRIVATE_USE, ' ').replace(/\s+/g, ' ').trim();
    const blankBefore = prev ? prev.y - line.y > 1.9 * Math.max(prev.size, line.size) : false;
    if (prev && prev.text.trim() && near(prev.x0, col.margin, prev.size)) belowMargin = true;
    prev = line;
    if (!text) continue;
    if (
      item &&
      !line.glyph &&
      under(line, item) &&
      follows(item.entry.last, line) &&
      continues(col, item.entry.last, line, item.glyph)
    ) {
      // A word split at the line's end ("exactly-" / "once", "manage-" / "ment") keeps its line
      // break: whether the hyphen is part of the word is the engine's call (its parser joins the
      // halves, knowing which words are split); a space here would make "exactly- once".
      item.entry.text += joined(item.entry.text, text);
      item.entry.last = line;
      continue;
    }
    const last = entries[entries.length - 1];
    if (last && wrappedRangeTail(last, line, text)) {
      last.text += ` ${line.mark} ${text}`;
      last.last = line;
      item = null;
      continue;
    }
    if (last && goesOnFrom(col, last, line, text, blankBefore)) {
      last.text += joined(last.text, text);
      last.last = line;
      item = null;
      continue;
    }
    const entry: Entry = {
      text,
      bullet: false,
      hanging: false,
      first: line,
      last: line,
      blankBefore,
    };
    entries.push(entry);
    const at = itemAt(col, line, lines[i + 1], text, belowMargin);
    item = at && { x0: at.x0, textX: at.textX, glyph: at.glyph, entry };
    if (at) {
      entry.bullet = true;
      entry.hanging = at.hanging;
    }
  }
  return entries;
}

/**
 * A one-line item in a hanging-indent list has nothing to hang: it is an item when it sits right
 * beside one, at the same place, in the same font.
 */
function markHangingSiblings(entries: Entry[], col: Column) {
  const sibling = (a: Entry, b: Entry | undefined, aAbove: boolean) =>
    b !== undefined &&
    b.hanging &&
    !(aAbove ? b.blankBefore : a.blankBefore) &&
    near(a.first.x0, b.first.x0, a.first.size) &&
    a.first.font === b.first.font &&
    (aAbove ? follows(a.last, b.first) : follows(b.last, a.first));
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.bullet || e.first !== e.last || headerish(e.first) || centred(col, e.first)) continue;
    if (sibling(e, entries[i + 1], true) || sibling(e, entries[i - 1], false)) {
      e.bullet = e.hanging = true;
    }
  }
}

/** Writes one column's lines, recognising bullets and joining their wrapped lines. */
function writeGroup(lines: Line[], out: string[], columns: ColumnMemory) {
  if (!lines.length) return;
  const col = columnOf(lines, columns);
  const entries = readEntries(lines, col);
  markHangingSiblings(entries, col);
  for (const e of entries) {
    if (e.blankBefore && out.length && out[out.length - 1] !== '') out.push('');
    out.push(e.bullet ? `• ${e.text}` : e.text);
  }
}

/**
 * The text of one page, from its runs (in any order). Pass the same `columns` for every page of
 * a document: the widths of its columns are learnt where they show and kept for later pages.
 */
export function layoutPage(runs: TextRun[], columns: ColumnMemory = []): string {
  const clean: TextRun[] = [];
  const seen = new Set<string>();
  for (const r of runs) {
    if (!r.str || !r.str.trim()) continue;
    if (!Number.isFinite(r.x) || !Number.isFinite(r.y) || !(r.size > 0)) continue;
    // text drawn twice to look bold
    const key = `${r.str}|${Math.round(r.x)}|${Math.round(r.y)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    clean.push({ ...r, w: Number.isFinite(r.w) && r.w > 0 ? r.w : r.str.length * r.size * 0.5 });
  }
  const out: string[] = [];
  for (const group of readingOrder(clean)) {
    if (out.length && out[out.length - 1] !== '') out.push('');
    writeGroup(group, out, columns);
  }
  return out.join('\n').trim();
}

/** A PDF.js text item as a run; rotated and vertical text keeps its order but not its place. */
export function runOf(item: {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName?: string;
}): TextRun | null {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
  if (Math.abs(b) > Math.abs(a) * 0.1 || Math.abs(c) > Math.abs(d) * 0.1 || a <= 0) return null;
  const size = Math.hypot(c, d) || item.height || 10;
  return { str: item.str, x: e, y: f, w: item.width, size, font: item.fontName };
}
