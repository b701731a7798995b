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
  let s = input.includes('\r') ? input.replace(/\r\n?/g, '\n') : input;
  if (/[\u00a0\u2007\u202f\u2009\u200a\u200b-\u200d\ufeff]/.test(s))
    s = s.replace(/[\u00a0\u2007\u202f\u2009\u200a]/g, ' ').replace(/[\u200b-\u200d\ufeff]/g, '');
  if (/â|Ã|Â/.test(s)) for (const [re, rep] of MOJIBAKE) s = s.replace(re, rep);
  if (s.includes('\t')) s = s.replace(/\t/g, '    ');
  if (/ \n| $/.test(s)) s = s.replace(/ +(?=\n|$)/g, '');
  return s;
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
