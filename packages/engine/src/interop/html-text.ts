/**
 * The rich text of Europass files: descriptions are small HTML fragments (paragraphs, lists,
 * <br>, inline styling) escaped inside the XML. These turn such a fragment into lines of plain
 * text and lines back into a fragment. The reader is a single forward scan (no regular
 * expression over the whole text), so a hostile 5 MB description costs linear time.
 */
import { cleanLine } from './document-fit';

/** One line of a fragment; `item` when it was a list item. */
export interface TextLine {
  text: string;
  item: boolean;
}

/** Tags that end a line of text. */
const BREAKS = new Set([
  'p',
  'div',
  'br',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'td',
  'th',
  'table',
  'blockquote',
  'pre',
  'section',
  'article',
  'header',
  'footer',
  'dd',
  'dt',
  'hr',
]);
/** Tags whose content is never text for a reader. */
const HIDDEN = new Set(['script', 'style', 'head', 'title', 'template']);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  bull: '•',
  middot: '·',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  shy: '',
};

/** HTML character references decoded (named ones this reader knows, and numeric ones). */
export function decodeHtml(s: string): string {
  return s.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const cp = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    const ok = cp > 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff);
    return ok ? String.fromCodePoint(cp) : '';
  });
}

/** True when the text holds HTML markup (else "<" is just a character, as in "<50 ms"). */
export const looksLikeHtml = (s: string): boolean =>
  /<\/?(?:p|br|ul|ol|li|div|span|strong|em|b|i|u|h[1-6]|a|table|tr|td)\b[^<>]*>/i.test(s);

/** The lines of a rich-text field: HTML read as a browser shows it, plain text by its lines. */
export function htmlLines(source: string): TextLine[] {
  if (!looksLikeHtml(source))
    return source
      .split('\n')
      .map((l) => ({ text: cleanLine(l), item: false }))
      .filter((l) => l.text);
  const out: TextLine[] = [];
  let current = '';
  let item = false;
  let hidden = '';
  const flush = () => {
    const t = cleanLine(decodeHtml(current));
    current = '';
    if (!t) return;
    out.push({ text: t, item });
  };
  let i = 0;
  while (i < source.length) {
    const open = source.indexOf('<', i);
    if (open < 0) {
      if (!hidden) current += source.slice(i);
      break;
    }
    if (!hidden) current += source.slice(i, open);
    const close = source.indexOf('>', open);
    if (close < 0) {
      if (!hidden) current += source.slice(open);
      break;
    }
    const m = /^<(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)/.exec(
      source.slice(open, Math.min(close, open + 40)),
    );
    i = close + 1;
    if (!m) continue;
    const closing = m[1] === '/';
    const tag = m[2]!.toLowerCase();
    if (hidden) {
      if (closing && tag === hidden) hidden = '';
      continue;
    }
    if (HIDDEN.has(tag) && !closing) hidden = tag;
    else if (BREAKS.has(tag)) {
      // a <br> inside a list item starts another line of that item; </li> and </ul> end it
      flush();
      if (tag === 'li') item = !closing;
      else if (tag === 'ul' || tag === 'ol') item = false;
    }
  }
  flush();
  return out;
}

/** A leading bullet glyph ("• ", "- ", "◦ ", "1. "), which a list item does not keep. */
const BULLET = /^(?:[•◦▪‣·●○■□➢➤►▶✓✔*]|[-–—](?=\s)|\d{1,2}[.)](?=\s))\s*/;

/** A line without the bullet glyph it was written with. */
export const unbullet = (line: string): string => line.replace(BULLET, '').trim();

/** Text escaped for HTML. */
const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Lines as paragraphs; a line break inside a line as <br>. */
export const paragraphsHtml = (lines: string[]): string =>
  lines
    .filter((l) => l.trim())
    .map((l) => `<p>${escapeHtml(l).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** Items as a bulleted list. */
export const listHtml = (items: string[]): string =>
  items.length
    ? `<ul>${items.map((l) => `<li>${escapeHtml(l).replace(/\n/g, '<br>')}</li>`).join('')}</ul>`
    : '';
