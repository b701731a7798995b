import { MAX_JOB_DESCRIPTION_CHARS } from '@careerforge/contract';
import { decodeEntities, scanHtml, type Attributes, type ScanHandler } from './html-scan';

/**
 * HTML to the plain text a job description field holds: paragraphs and headings separated by a
 * blank line, list items as "- " lines (nested ones indented), line breaks kept, everything
 * else's whitespace collapsed, scripts and styles dropped.
 */

/** Elements that start and end a paragraph of their own. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'caption',
  'center',
  'details',
  'dialog',
  'div',
  'dd',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'main',
  'nav',
  'p',
  'pre',
  'section',
  'summary',
  'table',
]);
const LISTS = new Set(['ul', 'ol', 'menu']);
/** Elements whose content is never text a reader sees. */
const HIDDEN = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'svg',
  'math',
  'iframe',
  'object',
  'canvas',
  'select',
  'textarea',
  'button',
  'head',
  'title',
]);

const MAX_INDENT = 6;
const ITEM_PREFIXES = Array.from({ length: MAX_INDENT + 1 }, (_, i) => `${'  '.repeat(i)}- `);
const TEXT_WINDOW = 16 * 1024;

/** Builds text from runs and breaks; stops collecting once `limit` characters are passed. */
export class TextBuilder {
  private readonly parts: string[] = [];
  private size = 0;
  /** Newlines owed before the next text: 1 ends the line, 2 leaves a blank line. */
  private pending = 0;
  private space = false;
  private lineStarted = false;
  private prefix = '';
  private pendingCell = false;

  constructor(private readonly limit = Number.POSITIVE_INFINITY) {}

  get length() {
    return this.size;
  }

  text(raw: string) {
    // A long run is taken a window at a time, so text past the limit is never even looked at.
    for (let at = 0; at < raw.length && this.size <= this.limit; at += TEXT_WINDOW) {
      this.run(at === 0 && raw.length <= TEXT_WINDOW ? raw : raw.slice(at, at + TEXT_WINDOW));
    }
  }

  private run(raw: string) {
    const collapsed = raw.replace(/[\s\u00a0]+/g, ' ');
    if (collapsed === '') return;
    if (collapsed === ' ') {
      if (this.lineStarted) this.space = true;
      return;
    }
    this.separate(collapsed.startsWith(' '));
    this.push(collapsed.trim());
    this.space = collapsed.endsWith(' ');
  }

  /** The end of a line (a list item, a <br> inside a list item). */
  lineBreak() {
    this.pending = Math.max(this.pending, 1);
    this.space = false;
  }

  /** A <br>: a second one in a row leaves a blank line. */
  hardBreak() {
    this.pending = Math.min(2, this.pending + 1);
    this.space = false;
  }

  blockBreak() {
    this.pending = 2;
    this.space = false;
  }

  /** The next text starts a list item `depth` lists deep. */
  listItem(depth: number) {
    this.lineBreak();
    // Indented per level, up to a few: a list nested 100,000 deep is not 200 KB of spaces.
    this.prefix = ITEM_PREFIXES[Math.min(MAX_INDENT, Math.max(0, depth - 1))]!;
  }

  /** Between table cells on one line. */
  cell() {
    if (this.lineStarted && this.pending === 0) this.pendingCell = true;
  }

  toString(): string {
    return this.parts
      .join('')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  }

  private separate(leadingSpace: boolean) {
    if (this.pending > 0 && this.size > 0) {
      this.push('\n'.repeat(this.pending));
      this.lineStarted = false;
    }
    this.pending = 0;
    if (!this.lineStarted) {
      if (this.prefix) this.push(this.prefix);
      this.prefix = '';
      this.lineStarted = true;
    } else if (this.pendingCell) {
      this.push(' | ');
    } else if (this.space || leadingSpace) {
      this.push(' ');
    }
    this.pendingCell = false;
    this.space = false;
  }

  private push(s: string) {
    this.parts.push(s);
    this.size += s.length;
  }
}

/** Lays out scanned HTML into a TextBuilder (a ScanHandler that page readers forward to). */
type Kind = 'hidden' | 'br' | 'hr' | 'list' | 'li' | 'tr' | 'cell' | 'pre' | 'block';

/** What each element does to the layout, in one lookup (a page can have 400,000 tags). */
const KINDS = new Map<string, Kind>([
  ...[...BLOCKS].map((name) => [name, 'block'] as const),
  ...[...LISTS].map((name) => [name, 'list'] as const),
  ...[...HIDDEN].map((name) => [name, 'hidden'] as const),
  ['br', 'br'],
  ['hr', 'hr'],
  ['li', 'li'],
  ['tr', 'tr'],
  ['td', 'cell'],
  ['th', 'cell'],
  ['pre', 'pre'],
]);

/** Lays out scanned HTML into a TextBuilder (a ScanHandler that page readers forward to). */
export class TextLayout implements ScanHandler {
  private hidden = 0;
  private lists = 0;
  private items = 0;
  private pre = 0;

  constructor(readonly out: TextBuilder) {}

  open(name: string, _attributes?: Attributes) {
    const kind = KINDS.get(name);
    if (kind === undefined) return; // inline: nothing to lay out
    if (kind === 'hidden') this.hidden++;
    if (this.hidden > 0) return;
    switch (kind) {
      case 'br':
        return this.out.hardBreak();
      case 'hr':
        return this.out.blockBreak();
      case 'list':
        return this.listEdge(1);
      case 'li':
        this.items++;
        return this.out.listItem(Math.max(1, this.lists));
      case 'tr':
        return this.out.lineBreak();
      case 'cell':
        return this.out.cell();
      case 'pre':
        this.pre++;
        return this.paragraphEdge();
      case 'block':
        return this.paragraphEdge();
    }
  }

  close(name: string) {
    const kind = KINDS.get(name);
    if (kind === undefined) return;
    if (kind === 'hidden') {
      this.hidden = Math.max(0, this.hidden - 1);
      return;
    }
    if (this.hidden > 0) return;
    switch (kind) {
      case 'list':
        return this.listEdge(-1);
      case 'li':
        this.items = Math.max(0, this.items - 1);
        return this.out.lineBreak();
      case 'tr':
        return this.out.lineBreak();
      case 'pre':
        this.pre = Math.max(0, this.pre - 1);
        return this.paragraphEdge();
      case 'block':
        return this.paragraphEdge();
    }
  }

  text(text: string) {
    if (this.hidden > 0) return;
    if (this.pre === 0) return this.out.text(text);
    // Preformatted text keeps its lines.
    text.split(/\r\n|\r|\n/).forEach((line, i) => {
      if (i > 0) this.out.hardBreak();
      this.out.text(line);
    });
  }

  private listEdge(delta: 1 | -1) {
    this.lists = Math.max(0, this.lists + delta);
    // A list starts and ends a paragraph; one nested in an item only ends a line.
    if (this.lists === 0 || (delta === 1 && this.lists === 1)) this.out.blockBreak();
    else this.out.lineBreak();
  }

  /** Inside a list item a paragraph is a line of the item, not a paragraph of the page. */
  private paragraphEdge() {
    if (this.items > 0) this.out.lineBreak();
    else this.out.blockBreak();
  }
}

/**
 * `text` cut to `max` characters at the last line or sentence end, else the last space, so a
 * description never stops mid-word.
 */
export function capText(text: string, max: number = MAX_JOB_DESCRIPTION_CHARS): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const floor = Math.floor(max * 0.5);
  let cut = head.lastIndexOf('\n');
  const sentenceEnd = /[.!?…]["'”’)\]]?(?=\s)/g;
  for (let m = sentenceEnd.exec(head); m; m = sentenceEnd.exec(head)) {
    cut = Math.max(cut, m.index + m[0].length);
  }
  if (cut < floor) cut = head.lastIndexOf(' ');
  if (cut < floor) cut = max;
  // Never end on half of a surrogate pair.
  if (/[\uD800-\uDBFF]/.test(head.charAt(cut - 1))) cut--;
  return head.slice(0, cut).trimEnd();
}

/** HTML to text, capped at `max` characters. */
export function htmlToText(html: string, max: number = MAX_JOB_DESCRIPTION_CHARS): string {
  const builder = new TextBuilder(max);
  scanHtml(html, new TextLayout(builder));
  return capText(builder.toString(), max);
}

const BULLET = /^[ \t]*[•·▪◦●*–][ \t]+/gm;

/** Text that is already plain: lines kept, bullets as "- ", runs of blank lines as one. */
export function plainToText(text: string, max: number = MAX_JOB_DESCRIPTION_CHARS): string {
  const lines = text
    .slice(0, max * 2)
    .replace(/\r\n?/g, '\n')
    .replace(BULLET, '- ')
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim());
  return capText(
    lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    max,
  );
}

// [^<>] keeps the search linear: no start of a tag scans past the next one.
const HAS_TAG = /<\/?[a-z][a-z0-9]*(?:[\s/][^<>]*)?>/i;
const HAS_ESCAPED_TAG = /&lt;\/?[a-z][a-z0-9]*\b/i;

/**
 * A description from JSON (JSON-LD, a board's API): HTML, HTML written with entities
 * ("&lt;p&gt;", as Greenhouse sends it) or plain text.
 */
export function descriptionToText(raw: string, max: number = MAX_JOB_DESCRIPTION_CHARS): string {
  if (HAS_TAG.test(raw)) return htmlToText(raw, max);
  if (HAS_ESCAPED_TAG.test(raw)) return htmlToText(decodeEntities(raw), max);
  return plainToText(decodeEntities(raw), max);
}
