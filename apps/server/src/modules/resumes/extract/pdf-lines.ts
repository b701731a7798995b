/**
 * The lines of one PDF page, from the positions of its text runs: runs on one baseline joined
 * into a line (a wide gap read as a tab stop), a bullet glyph recognised at a line's start (in
 * the text font, a symbol font or a private-use glyph, even drawn a little off the baseline),
 * and the lines put in reading order, column by column when a gutter splits the page.
 * pdf-layout.ts writes them out as text.
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

export interface Line {
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
export const isPrivateUse = (c: number) => c >= 0xe000 && c <= 0xf8ff;
/** Gap between two runs that reads as a space, and one that reads as a tab stop (in em). */
const SPACE_EM = 0.12;
const TAB_EM = 2;

export function median(values: number[]): number {
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
export function readingOrder(runs: TextRun[]): Line[][] {
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
