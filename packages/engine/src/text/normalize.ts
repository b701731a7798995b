/** Bullet glyphs seen in resumes (including mojibake of "•" from Windows-1252 round trips). */
export const BULLET_GLYPHS = [
  '•',
  '●',
  '○',
  '◦',
  '▪',
  '▫',
  '■',
  '□',
  '◆',
  '◇',
  '►',
  '▶',
  '➢',
  '➤',
  '→',
  '✓',
  '✔',
  '✗',
  '❖',
  '❑',
  '⁃',
  '∙',
  '·',
  '',
  '',
  '',
  '*',
  '-',
  '–',
  '—',
  '~',
  '>',
];

const MOJIBAKE: Array<[RegExp, string]> = [
  [/â\?¢|â€¢|â¢|Ã¢Â€Â¢/g, '•'],
  [/â€“|â\?\?/g, '–'],
  [/â€”/g, '—'],
  [/â€™|â€˜/g, "'"],
  [/â€œ|â€\u009d|â€/g, '"'],
  [/Â /g, ' '],
  [/Â/g, ''],
];

/** Normalise line endings, odd spaces and common mojibake; keep line structure. */
export function normalizeText(input: string): string {
  // one pass over the characters decides which repairs are needed; clean text is returned as is
  let cr = false;
  let odd = false;
  let moji = false;
  let tab = false;
  let trailing = false;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c < 128) {
      if (c === 13) cr = true;
      else if (c === 9) tab = true;
      else if (c === 32) {
        const n = input.charCodeAt(i + 1);
        if (n === 10 || n === 13 || i === input.length - 1) trailing = true;
      }
    } else if (c === 0xe2 || c === 0xc3 || c === 0xc2) moji = true;
    else if (
      c === 0xa0 ||
      c === 0x2007 ||
      c === 0x202f ||
      c === 0x2009 ||
      c === 0x200a ||
      (c >= 0x200b && c <= 0x200d) ||
      c === 0xfeff ||
      c === 0xad
    )
      odd = true;
  }
  let s = cr ? input.replace(/\r\n?/g, '\n') : input;
  if (odd)
    s = s
      .replace(/[\u00a0\u2007\u202f\u2009\u200a]/g, ' ')
      .replace(/[\u200b-\u200d\ufeff]/g, '')
      // a soft hyphen is invisible inside a line; at a line's end it marks a split word, which
      // the parser joins (text/hyphen.ts)
      .replace(/\u00ad(?![ \t]*(?:\n|$))/g, '');
  if (moji) for (const [re, rep] of MOJIBAKE) s = s.replace(re, rep);
  if (tab) s = s.replace(/\t/g, '    ');
  // repairs above can leave spaces at line ends
  if (trailing || moji || odd || tab) s = trimLineEnds(s);
  return s;
}

/**
 * The text without spaces at its line ends. Walked by hand: the pattern / +(?=\n|$)/ retries
 * every start inside a long run of spaces that ends in a word, quadratic in the run's length (a
 * pasted resume with 19,000 spaces took a second).
 */
function trimLineEnds(s: string): string {
  const lines = s.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    let end = l.length;
    while (end > 0 && l.charCodeAt(end - 1) === 32) end--;
    if (end < l.length) lines[i] = l.slice(0, end);
  }
  return lines.join('\n');
}

const BULLET_RE =
  /^\s*(?:[•●○◦▪▫■□◆◇►▶➢➤→✓✔✗❖❑⁃∙·]|[*~>]|[-–—](?=\s)|\d{1,2}[.)](?=\s+[A-Za-z])|\(?[a-z]\)(?=\s))\s*/;

/** If the line starts with a bullet glyph, return the text after it. */
export function stripBullet(line: string): { text: string; bullet: string | null } {
  const m = BULLET_RE.exec(line);
  if (!m) return { text: line.trim(), bullet: null };
  return { text: line.slice(m[0].length).trim(), bullet: m[0].trim() };
}

/** Split prose into sentences (keeps abbreviations like "e.g." and decimals together). */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  const re = /[^.!?\n]+(?:[.!?](?=\S)[^.!?\n]*)*(?:[.!?]+|\n|$)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const s = m[0].trim();
    if (s) out.push(s);
    if (m[0].length === 0) re.lastIndex++;
  }
  return out;
}

export function collapseSpaces(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

export function wordCount(s: string): number {
  return (s.match(/[A-Za-z0-9][A-Za-z0-9'’+#.-]*/g) ?? []).length;
}
