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

export interface TextRun {
  str: string;
  /** baseline start, in points */
  x: number;
  y: number;
  /** advance width, in points */
  w: number;
  /** font size, in points */
  size: number;
  /** the PDF font's id, when known */
  font?: string;
}

interface Line {
  /** the first run's start (the bullet glyph's, when there is one) */
  x0: number;
  /** where the words start (after a bullet glyph) */
  x: number;
  right: number;
  y: number;
  size: number;
  text: string;
  glyph: boolean;
  /** the bullet glyph it starts with, if any */
  mark: string;
  /** the font of its words */
  font: string | undefined;
  /** the line holds a wide gap (a tab stop: "Title ... 2021 – Present") */
  gapped: boolean;
}

/** Characters that mark a list item when they start a line. */
const GLYPHS = new Set('•●○◦▪▫■□◆◇►▶▸‣➢➤➔→✓✔✗❖❑⁃∙·⦁⚫◾◽➣➥➜✦✧★☐❍'.split(''));
/** Characters that mark a list item only when a space or a gap follows them. */
const SPACED_GLYPHS = new Set(['-', '–', '—', '*', '~', '>', 'o', '§']);
/** What a symbol font's bullet reads as when its font has no usable encoding. */
const LEGACY_GLYPHS = new Set(['l', 'n', 'u', 'q', 'v', 'w', 'o', '§', 'Ø', 'ü', 'è', '¨', 'Ÿ']);
const isPrivateUse = (c: number) => c >= 0xe000 && c <= 0xf8ff;
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

/** Gap between two runs that reads as a space, and one that reads as a tab stop (in em). */
const SPACE_EM = 0.12;
const TAB_EM = 2;

function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

function glyphAt(str: string): { glyph: boolean; rest: string } {
  const s = str.trimStart();
  const c = s.codePointAt(0);
  if (c === undefined) return { glyph: false, rest: s };
  const ch = String.fromCodePoint(c);
  const after = s.slice(ch.length);
  if (GLYPHS.has(ch) || isPrivateUse(c)) return { glyph: true, rest: after.trimStart() };
  if (SPACED_GLYPHS.has(ch) && (after === '' || /^\s/.test(after)))
    return { glyph: true, rest: after.trimStart() };
  return { glyph: false, rest: s };
}

/** A run that is nothing but a bullet glyph (often drawn in another font, off the baseline). */
function isGlyphOnly(str: string): boolean {
  const s = str.trim();
  if (!s || [...s].length !== 1) return false;
  const c = s.codePointAt(0)!;
  return GLYPHS.has(s) || isPrivateUse(c) || s === '-' || s === '–' || s === '*' || s === 'o';
}

/** Runs on one baseline, left to right, as one line of text. */
function toLine(runs: TextRun[]): Line {
  runs.sort((a, b) => a.x - b.x);
  // parts joined once at the end, so a long line costs linear time
  const parts: string[] = [];
  let gapped = false;
  let prevEnd = -Infinity;
  let lastSize = runs[0]!.size;
  let endsSpace = false;
  let endsSeparator = false;
  for (const r of runs) {
    const str = r.str.replace(/\s+/g, ' ');
    const gap = r.x - prevEnd;
    if (parts.length) {
      const em = Math.max(lastSize, r.size);
      if (gap > TAB_EM * em && !endsSeparator && !/^\s*[|•·]/.test(str)) {
        if (endsSpace) parts[parts.length - 1] = parts[parts.length - 1]!.trimEnd();
        parts.push(' | ', str.trimStart());
        gapped = true;
      } else if (gap > SPACE_EM * em && !endsSpace && !str.startsWith(' ')) {
        parts.push(' ', str);
      } else parts.push(str);
    } else parts.push(str);
    const trimmed = str.trimEnd();
    if (trimmed) endsSeparator = /[|•·]$/.test(trimmed);
    endsSpace = str.endsWith(' ');
    prevEnd = Math.max(prevEnd, r.x + r.w);
    lastSize = r.size;
  }
  const text = parts.join('');
  const first = runs[0]!;
  const second = runs[1];
  const size = median(runs.map((r) => r.size)) || first.size;
  let { glyph, rest } = glyphAt(text);
  // A symbol font without a usable encoding shows its bullet as a letter ("l" for a ZapfDingbats
  // circle, "§" or "Ø" for Wingdings): a lone one-letter run in another font than the words.
  if (
    !glyph &&
    second &&
    LEGACY_GLYPHS.has(first.str.trim()) &&
    first.font !== undefined &&
    first.font !== second.font &&
    second.x - (first.x + first.w) >= 0.2 * size
  ) {
    glyph = true;
    rest = text.trimStart().slice(first.str.trim().length).trimStart();
  }
  let x = first.x;
  if (glyph) {
    // the words start at the first run after the glyph, or within the first run
    if (second && first.str.trim().length <= 1) x = second.x;
    else {
      // the glyph and the words in one run: measure the glyph's share of the run
      const lead = first.str.length - glyphAt(first.str).rest.length;
      x = first.x + (first.w * lead) / Math.max(1, first.str.length);
    }
  }
  return {
    x0: first.x,
    x,
    right: prevEnd,
    y: median(runs.map((r) => r.y)),
    size,
    text: (glyph ? rest : text).trim(),
    glyph,
    gapped,
    font: glyph && second ? second.font : first.font,
    mark: glyph ? text.trimStart().slice(0, 1) : '',
  };
}

/** Groups runs into lines, top to bottom; a lone glyph a little off the baseline joins its line. */
function buildLines(runs: TextRun[]): Line[] {
  if (!runs.length) return [];
  const glyphs: TextRun[] = [];
  const words: TextRun[] = [];
  for (const r of runs) (isGlyphOnly(r.str) ? glyphs : words).push(r);
  words.sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: TextRun[][] = [];
  let row: TextRun[] = [];
  let rowY = 0;
  let rowSize = 0;
  for (const r of words) {
    if (row.length && Math.abs(r.y - rowY) <= 0.45 * Math.min(rowSize, r.size)) {
      row.push(r);
      continue;
    }
    if (row.length) rows.push(row);
    row = [r];
    rowY = r.y;
    rowSize = r.size;
  }
  if (row.length) rows.push(row);
  // Each lone glyph goes to the row nearest its height that starts to its right, close by;
  // one glyph a row, the others stand alone.
  const starts = rows.map((r) => r.reduce((m, w) => Math.min(m, w.x), Infinity));
  const marked = new Uint8Array(rows.length);
  const alone: TextRun[][] = [];
  for (const g of glyphs) {
    let lo = 0;
    let hi = rows.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (rows[mid]![0]!.y > g.y) lo = mid + 1;
      else hi = mid;
    }
    let best = -1;
    let bestDy = Infinity;
    for (let i = Math.max(0, lo - 1); i <= Math.min(rows.length - 1, lo + 1); i++) {
      const r = rows[i]!;
      const size = r[0]!.size;
      const dy = Math.abs(r[0]!.y - g.y);
      const start = starts[i]!;
      if (dy <= 0.8 * size && dy < bestDy && start >= g.x && start - g.x <= 4 * size) {
        best = i;
        bestDy = dy;
      }
    }
    if (best >= 0 && !marked[best]) {
      marked[best] = 1;
      rows[best]!.push({ ...g, y: rows[best]![0]!.y });
    } else alone.push([g]);
  }
  rows.push(...alone);
  rows.sort((a, b) => b[0]!.y - a[0]!.y);
  return rows.map(toLine).filter((l) => l.text || l.glyph);
}

/** A vertical gutter that splits the page into two columns, if there is one. */
function findGutter(runs: TextRun[]): { from: number; to: number } | null {
  if (runs.length < 12) return null;
  let minX = Infinity;
  let maxX = -Infinity;
  for (const r of runs) {
    minX = Math.min(minX, r.x);
    maxX = Math.max(maxX, r.x + r.w);
  }
  const extent = maxX - minX;
  if (!(extent > 100) || extent > 20_000) return null;
  const bin = Math.max(1, extent / 2000);
  const bins = Math.ceil(extent / bin) + 1;
  const diff = new Int32Array(bins + 1);
  for (const r of runs) {
    const a = Math.max(0, Math.floor((r.x - minX) / bin));
    const b = Math.min(bins, Math.ceil((r.x + r.w - minX) / bin));
    diff[a]! += 1;
    diff[b]! -= 1;
  }
  const cover = new Int32Array(bins);
  let running = 0;
  for (let i = 0; i < bins; i++) cover[i] = running += diff[i]!;
  // A gutter may be crossed by a few runs (the name, a contact line) but no more; within a
  // stretch that few runs cross, the gutter is the widest part crossed by the fewest.
  const allowed = Math.max(2, Math.floor(runs.length * 0.04));
  const em = median(runs.map((r) => r.size)) || 10;
  let best: { from: number; to: number } | null = null;
  const consider = (a: number, b: number) => {
    let least = Infinity;
    for (let i = a; i < b; i++) least = Math.min(least, cover[i]!);
    // The fewest crossings first; a run crossing most of the gutter (a long name) may leave
    // only a sliver uncrossed, so one or two crossings more are tried before giving up.
    for (let level = least; level <= Math.min(allowed, least + 2); level++) {
      let run = -1;
      for (let i = a; i <= b; i++) {
        const open = i < b && cover[i]! <= level;
        if (open && run < 0) run = i;
        if (!open && run >= 0) {
          const from = minX + run * bin;
          const to = minX + i * bin;
          const mid = (from + to) / 2;
          if (
            to - from >= Math.max(8, 0.8 * em) &&
            mid > minX + extent * 0.15 &&
            mid < maxX - extent * 0.15 &&
            (!best || to - from > best.to - best.from)
          )
            best = { from, to };
          run = -1;
        }
      }
      if (best) return;
    }
  };
  let start = -1;
  for (let i = 0; i <= bins; i++) {
    const open = i < bins && cover[i]! <= allowed;
    if (open && start < 0) start = i;
    if (!open && start >= 0) {
      consider(start, i);
      start = -1;
    }
  }
  if (!best) return null;
  const gutter: { from: number; to: number } = best;
  // Both sides must hold real text, and not be one column of rows with a tab stop in them:
  // dates or places set at the right (or left) of each role's header line.
  let left = 0;
  let right = 0;
  const leftRows = new Map<number, number>();
  const rightRows = new Map<number, number>();
  for (const r of runs) {
    const n = r.str.trim().length;
    const words = r.str.trim().split(/\s+/).length;
    const y = Math.round(r.y);
    if (r.x + r.w <= gutter.from + 1) {
      left += n;
      leftRows.set(y, (leftRows.get(y) ?? 0) + words);
    } else if (r.x >= gutter.to - 1) {
      right += n;
      rightRows.set(y, (rightRows.get(y) ?? 0) + words);
    }
  }
  const total = left + right;
  // A sidebar may hold little text (contact details, a skills list): a twentieth of the page's
  // text on four rows or more is a column; the tab-stop test below tells it from dates.
  if (left < total * 0.05 || right < total * 0.05) return null;
  if (leftRows.size < 4 || rightRows.size < 4) return null;
  const tabbed = (side: Map<number, number>, other: Map<number, number>) => {
    let short = 0;
    let paired = 0;
    for (const [y, words] of side) {
      if (words <= 5) short++;
      if (other.has(y) || other.has(y - 1) || other.has(y + 1)) paired++;
    }
    return short >= side.size * 0.9 && paired >= side.size * 0.8;
  };
  if (tabbed(rightRows, leftRows) || tabbed(leftRows, rightRows)) return null;
  return gutter;
}

/** Lines of a page in reading order: full-width lines in place, each column band left then right. */
function readingOrder(runs: TextRun[]): Line[][] {
  const gutter = findGutter(runs);
  if (!gutter) return [buildLines(runs)];
  const spanning: TextRun[] = [];
  const left: TextRun[] = [];
  const right: TextRun[] = [];
  // A row with a run across the gutter (a name, a contact line) is read whole, all its runs.
  const across = new Set<number>();
  for (const r of runs)
    if (r.x + r.w > gutter.from + 1 && r.x < gutter.to - 1) across.add(Math.round(r.y));
  const crossesRow = (y: number) =>
    across.size > 0 && (across.has(y) || across.has(y - 1) || across.has(y + 1));
  for (const r of runs) {
    if (crossesRow(Math.round(r.y))) spanning.push(r);
    else if (r.x + r.w <= gutter.from + 1) left.push(r);
    else if (r.x >= gutter.to - 1) right.push(r);
    else spanning.push(r);
  }
  const cuts = buildLines(spanning);
  const leftLines = buildLines(left);
  const rightLines = buildLines(right);
  const groups: Line[][] = [];
  let li = 0;
  let ri = 0;
  const band = (above: number) => {
    const l: Line[] = [];
    const r: Line[] = [];
    while (li < leftLines.length && leftLines[li]!.y > above) l.push(leftLines[li++]!);
    while (ri < rightLines.length && rightLines[ri]!.y > above) r.push(rightLines[ri++]!);
    if (l.length) groups.push(l);
    if (r.length) groups.push(r);
  };
  for (const cut of cuts) {
    band(cut.y);
    groups.push([cut]);
  }
  band(-Infinity);
  return groups;
}

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

/** Writes one column's lines, recognising bullets and joining their wrapped lines. */
function writeGroup(lines: Line[], out: string[], columns: ColumnMemory) {
  if (!lines.length) return;
  let margin = Infinity;
  let rightEdge = -Infinity;
  for (const l of lines) {
    margin = Math.min(margin, l.x0);
    rightEdge = Math.max(rightEdge, l.right);
  }
  const em = median(lines.map((l) => l.size)) || 10;
  // a column whose lines run to one right edge (three or more do): its width is known, so a
  // line that stops short of it where the next word had no room was wrapped
  let setFull = lines.filter((l) => l.right >= rightEdge - 1.5 * em).length >= 3;
  const seen = columns.find(
    (c) => Math.abs(c.margin - margin) <= 0.5 * em && rightEdge <= c.rightEdge + 0.5 * em,
  );
  if (setFull && !seen) columns.push({ margin, rightEdge });
  else if (!setFull && seen) {
    setFull = true;
    rightEdge = seen.rightEdge;
  }
  const centred = (l: Line) => {
    const lg = l.x0 - margin;
    const rg = rightEdge - l.right;
    return lg > 3 * em && Math.abs(lg - rg) <= 0.15 * (lg + rg) + 2;
  };
  const glyphLines = lines.filter((l) => l.glyph).length;
  // Without glyphs, list items sit at the deepest indent level that holds two lines or more.
  let itemIndent = -1;
  if (glyphLines < 2) {
    const xs = lines
      .filter((l) => !l.glyph && !centred(l) && !headerish(l))
      .map((l) => l.x0)
      .filter((x) => x - margin >= 0.5 * em && x - margin <= 8 * em)
      .sort((a, b) => a - b);
    for (let i = 0; i < xs.length;) {
      let j = i;
      while (j + 1 < xs.length && xs[j + 1]! - xs[i]! <= 1.5) j++;
      if (j > i) itemIndent = xs[i]!;
      i = j + 1;
    }
  }
  const near = (a: number, b: number, size: number) =>
    Math.abs(a - b) <= Math.max(1.5, 0.15 * size);
  const follows = (prev: Line, next: Line) =>
    prev.y - next.y <= 1.6 * Math.max(prev.size, next.size) &&
    Math.abs(prev.size - next.size) <= 0.15 * prev.size;
  const wraps = (prev: Line, next: Line) =>
    prev.right + 0.3 * prev.size + firstWordWidth(next) >= rightEdge - 0.5 * prev.size ||
    (startsLower(next.text) && !ends(prev.text));

  // Where nothing marks where an item starts, a line that begins a new sentence, or begins
  // with a verb in the past tense as resume bullets do, starts a new item.
  const continues = (prev: Line, next: Line, marked: boolean) => {
    if (ends(prev.text) && /^[A-Z]/.test(next.text)) return false;
    if (startsLower(next.text)) return true;
    // under a glyph, a line at the item's words after an open line goes on with it ("from" /
    // "74% to 86%"), however short the line above was set
    if (marked && !ends(prev.text)) return true;
    return wraps(prev, next) && (marked || !startsLikeAnItem(next.text));
  };
  // A wrapped line starts at the item's words: right of its glyph, level with its first word.
  const under = (l: Line, it: { x0: number; textX: number; glyph: boolean }) =>
    it.glyph
      ? l.x >= it.x0 + 0.25 * l.size && Math.abs(l.x - it.textX) <= 1.2 * l.size
      : near(l.x, it.textX, l.size);
  interface Entry {
    text: string;
    bullet: boolean;
    hanging: boolean;
    first: Line;
    last: Line;
    blankBefore: boolean;
  }
  const entries: Entry[] = [];
  let item: { x0: number; textX: number; glyph: boolean; entry: Entry } | null = null;
  let prev: Line | null = null;
  // items found by their indent sit under a line at the column's margin (a heading, a header):
  // an indented block at the top of a column (a sidebar's name and contacts) is no list
  let belowMargin = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const text = line.text.replace(PRIVATE_USE, ' ').replace(/\s+/g, ' ').trim();
    const blankBefore = prev ? prev.y - line.y > 1.9 * Math.max(prev.size, line.size) : false;
    if (prev && prev.text.trim() && near(prev.x0, margin, prev.size)) belowMargin = true;
    prev = line;
    if (!text) continue;
    if (
      item &&
      !line.glyph &&
      under(line, item) &&
      follows(item.entry.last, line) &&
      continues(item.entry.last, line, item.glyph)
    ) {
      // A word split at the line's end ("exactly-" / "once", "manage-" / "ment") keeps its line
      // break: whether the hyphen is part of the word is the engine's call (its parser joins the
      // halves, knowing which words are split); a space here would make "exactly- once".
      item.entry.text += splitWord(item.entry.text) ? `\n${text}` : ` ${text}`;
      item.entry.last = line;
      continue;
    }
    const last = entries[entries.length - 1];
    // "… | Apr 2015" / "– May 2018": a date range wrapped before its dash, not an item.
    if (
      last &&
      line.glyph &&
      /^[-–—]$/.test(line.mark) &&
      DATE_AT_END.test(last.last.text) &&
      RANGE_TAIL.test(text) &&
      follows(last.last, line)
    ) {
      last.text += ` ${line.mark} ${text}`;
      last.last = line;
      item = null;
      continue;
    }
    // A line that is not an item goes on from the line above it when that one was set full
    // and left open ("… | 03/2021 to" / "Present", a header or a paragraph wrapped); a line
    // with its dates, or set to a tab stop, is whole.
    if (
      last &&
      !last.bullet &&
      !line.glyph &&
      !blankBefore &&
      near(line.x0, last.first.x0, line.size) &&
      follows(last.last, line) &&
      !centred(last.first) &&
      !headerish(last.last) &&
      !DATE_RANGE.test(last.last.text) &&
      !DATE_AT_END.test(last.last.text) &&
      !ends(last.last.text) &&
      wraps(last.last, line) &&
      // the line above cannot end there ("… of the", "| Jun", "…,"), or this one cannot begin
      (OPEN_LINE_END.test(last.last.text) ||
        /\s\|\s/.test(last.last.text) ||
        startsLower(text) ||
        /^[|–—-]\s/.test(text) ||
        // the rest of a header: its fields and dates, where the first word had no room at all
        (/\s\|\s|,\s/.test(text) &&
          (DATE_RANGE.test(text) || DATE_AT_END.test(text)) &&
          setFull &&
          last.last.right + 0.3 * last.last.size + firstWordWidth(line) > rightEdge)) &&
      !CONTACT.test(text) &&
      !(itemIndent >= 0 && near(line.x0, itemIndent, line.size))
    ) {
      last.text += splitWord(last.text) ? `\n${text}` : ` ${text}`;
      last.last = line;
      item = null;
      continue;
    }
    item = null;
    const entry: Entry = {
      text,
      bullet: false,
      hanging: false,
      first: line,
      last: line,
      blankBefore,
    };
    entries.push(entry);
    const next = lines[i + 1];
    const isContact = line.glyph && isPrivateUse(line.mark.charCodeAt(0)) && CONTACT.test(text);
    if (line.glyph && !isContact) {
      entry.bullet = true;
      item = { x0: line.x0, textX: line.x, glyph: true, entry };
    } else if (
      next &&
      !line.glyph &&
      !next.glyph &&
      !headerish(line) &&
      !centred(line) &&
      next.x - line.x0 >= 0.5 * line.size &&
      next.x - line.x0 <= 4 * line.size &&
      follows(line, next) &&
      wraps(line, next)
    ) {
      // a hanging indent: the wrapped line starts further right than the first
      entry.bullet = entry.hanging = true;
      item = { x0: line.x0, textX: next.x, glyph: false, entry };
    } else if (
      itemIndent >= 0 &&
      belowMargin &&
      near(line.x0, itemIndent, line.size) &&
      !headerish(line) &&
      !centred(line)
    ) {
      entry.bullet = true;
      item = { x0: line.x0, textX: line.x, glyph: false, entry };
    }
  }
  // A one-line item in a hanging-indent list has nothing to hang: it is an item when it sits
  // right beside one, at the same place, in the same font.
  const sibling = (a: Entry, b: Entry | undefined, aAbove: boolean) =>
    b !== undefined &&
    b.hanging &&
    !(aAbove ? b.blankBefore : a.blankBefore) &&
    near(a.first.x0, b.first.x0, a.first.size) &&
    a.first.font === b.first.font &&
    (aAbove ? follows(a.last, b.first) : follows(b.last, a.first));
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.bullet || e.first !== e.last || headerish(e.first) || centred(e.first)) continue;
    if (sibling(e, entries[i + 1], true) || sibling(e, entries[i - 1], false)) {
      e.bullet = e.hanging = true;
    }
  }
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
