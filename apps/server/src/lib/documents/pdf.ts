import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { Font, renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { filesOf, registerFontFamily, registerUpright } from './pdf-glyphs';
import { RTL_SCRIPTS, rtlFamily, rtlScriptOf } from './pdf-rtl';

export { withRtlRuns } from './pdf-rtl';

/**
 * The product's one PDF writer: @react-pdf/renderer with fonts shipped in the npm packages
 * @fontsource/noto-sans, @fontsource/noto-serif, @fontsource/noto-sans-sc,
 * @fontsource/noto-sans-kr, @fontsource/noto-sans-arabic and @fontsource/noto-sans-hebrew
 * (SIL Open Font License).
 *
 * Text copied out of the PDF (and read by an ATS) must equal what was written:
 * - Noto covers Latin, Latin Extended, Greek, Cyrillic and Vietnamese. Each script is its own
 *   font file, so a style's `fontFamily` lists the ones the text needs and the layout picks,
 *   per character, the first font that has it ("Zoë Łukasz", "José Núñez", "Ђорђе").
 * - Chinese and Japanese come from Noto Sans SC, Korean from Noto Sans KR, each split into
 *   about 100 files by character frequency; a document lists only the files its characters
 *   are in ("王小明", "김민준"). They have no italic and no serif: italic text and serif
 *   templates use their upright sans.
 * - Arabic and Hebrew come from Noto Sans Arabic and Hebrew (upright, sans, as CJK), and are
 *   laid out right to left in runs set in their own font (pdf-rtl.ts: `withRtlRuns`), so
 *   that a reader gets each run's words back in the order they were written ("ليلى حداد").
 * - Ligatures are off (`TEXT_FEATURES`): an "fi" ligature glyph is one glyph for two letters
 *   and comes back out as "ﬁ" or nothing at all.
 * - The fonts are embedded (subset) with their Unicode map, never the standard 14 fonts,
 *   whose WinAnsi encoding has no "Ł".
 * Devanagari, Thai and other scripts are not in these fonts: `uncoveredText` names such
 * text, and the resume export refuses it (DOCX and HTML keep it).
 */

const require = createRequire(import.meta.url);

const SUBSETS = [
  'latin',
  'latin-ext',
  'greek',
  'greek-ext',
  'cyrillic',
  'cyrillic-ext',
  'vietnamese',
] as const;

const FACES = [
  { fontWeight: 400, fontStyle: 'normal' },
  { fontWeight: 700, fontStyle: 'normal' },
  { fontWeight: 400, fontStyle: 'italic' },
  { fontWeight: 700, fontStyle: 'italic' },
] as const;

function register(pkg: string, prefix: string): string[] {
  const files = filesOf(pkg);
  return SUBSETS.map((subset) => {
    const family = `${prefix}-${subset}`;
    registerFontFamily(
      family,
      FACES.map((face) => ({
        woff: join(files, `${prefix}-${subset}-${face.fontWeight}-${face.fontStyle}.woff`),
        fontWeight: face.fontWeight,
        fontStyle: face.fontStyle,
      })),
    );
    return family;
  });
}

/** `fontFamily` for sans-serif text: every Noto Sans script, in fallback order. */
export const SANS: string[] = register('@fontsource/noto-sans', 'noto-sans');
/** `fontFamily` for serif text: every Noto Serif script, in fallback order. */
export const SERIF: string[] = register('@fontsource/noto-serif', 'noto-serif');

type Ranges = [number, number][];

/** "U+4E00-4E01,U+4E03" as code point ranges. */
const parseRanges = (css: string): Ranges =>
  css.split(',').map((r) => {
    const [a, b] = r.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(a!, 16), parseInt(b ?? a!, 16)];
  });

/** Code points the Noto Sans or Noto Serif files above have (from their unicode-range). */
function coverage(pkg: string): (readonly [number, number, true])[] {
  const unicode = require(`${pkg}/unicode.json`) as Record<string, string>;
  const ranges = SUBSETS.flatMap((s) => parseRanges(unicode[s] ?? '')).sort((x, y) => x[0] - y[0]);
  const merged: [number, number, true][] = [];
  for (const [a, b] of ranges) {
    const last = merged.at(-1);
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else merged.push([a, b, true]);
  }
  return merged;
}
const COVERED = {
  sans: coverage('@fontsource/noto-sans'),
  serif: coverage('@fontsource/noto-serif'),
};

/** A sorted list of ranges, each with a value: the value of the range holding `c`, if any. */
function lookup<T>(ranges: (readonly [number, number, T])[], c: number): T | undefined {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [a, b, value] = ranges[mid]!;
    if (c < a) hi = mid - 1;
    else if (c > b) lo = mid + 1;
    else return value;
  }
  return undefined;
}

/**
 * Noto Sans SC's and KR's numbered files: every code point range with the file that has it
 * ("sc-116"). Both have Han, kana and some Hangul; SC is asked first, KR first for Hangul.
 */
const CJK_FONTS = ['sc', 'kr'] as const;
const CJK_RANGES = Object.fromEntries(
  CJK_FONTS.map((font) => [
    font,
    Object.entries(require(`@fontsource/noto-sans-${font}/unicode.json`) as Record<string, string>)
      .filter(([subset]) => /^\[\d+\]$/.test(subset))
      .flatMap(([subset, css]) =>
        parseRanges(css).map(([a, b]): [number, number, string] => [
          a,
          b,
          `${font}-${subset.slice(1, -1)}`,
        ]),
      )
      .sort((x, y) => x[0] - y[0]),
  ]),
) as Record<(typeof CJK_FONTS)[number], [number, number, string][]>;

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7ff]/u;

/**
 * What the CJK fonts are asked for: CJK scripts, and symbols (arrows, stars, circled
 * numbers). Never Arabic, Hebrew or Thai, which they have a few letters of but cannot shape.
 */
const CJK_USE =
  /[\u1100-\u11ff\u2000-\u2bff\u2e80-\u9fff\ua960-\ua97f\uac00-\ud7ff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef\u{1f100}-\u{1f2ff}\u{20000}-\u{3ffff}]/u;

/** The CJK file ("sc-116") that has code point `c`, if any. */
function cjkFile(c: number): string | undefined {
  if (!CJK_USE.test(String.fromCodePoint(c))) return undefined;
  const order = HANGUL.test(String.fromCodePoint(c)) ? (['kr', 'sc'] as const) : CJK_FONTS;
  for (const font of order) {
    const file = lookup(CJK_RANGES[font], c);
    if (file) return file;
  }
  return undefined;
}

/** A CJK file's family, registered the first time a document needs it. */
const cjkFamilies = new Map<string, string>();
function cjkFamily(file: string): string {
  let family = cjkFamilies.get(file);
  if (!family) {
    family = `noto-sans-${file}`;
    const [font, subset] = file.split('-');
    const files = filesOf(`@fontsource/noto-sans-${font}`);
    const at = (weight: number) => join(files, `noto-sans-${font}-${subset}-${weight}-normal.woff`);
    // CJK type has no italic: italic text is set upright
    registerUpright(family, { 400: at(400), 700: at(700) });
    cjkFamilies.set(file, family);
  }
  return family;
}

const isCovered = (c: number, kind: 'sans' | 'serif') =>
  c < 0x100 || lookup(COVERED[kind], c) === true;

/** Code point ranges only each script's file has (Latin is always listed first). */
const SCRIPT_RANGES: Record<(typeof SUBSETS)[number], [number, number][]> = {
  latin: [],
  'latin-ext': [
    [0x100, 0x24f],
    [0x1e00, 0x1eff],
    [0x2c60, 0x2c7f],
    [0xa720, 0xa7ff],
  ],
  greek: [[0x370, 0x3ff]],
  'greek-ext': [[0x1f00, 0x1fff]],
  cyrillic: [
    [0x400, 0x45f],
    [0x490, 0x491],
    [0x4b0, 0x4b1],
  ],
  'cyrillic-ext': [
    [0x460, 0x52f],
    [0x1c80, 0x1c88],
    [0x2de0, 0x2dff],
    [0xa640, 0xa69f],
  ],
  vietnamese: [
    [0x102, 0x103],
    [0x110, 0x111],
    [0x128, 0x129],
    [0x168, 0x169],
    [0x1a0, 0x1b0],
    [0x300, 0x323],
    [0x1ea0, 0x1ef9],
    [0x20ab, 0x20ab],
  ],
};

/** CJK files in a fixed order: SC before KR, then by number. */
const byFile = (a: string, b: string) => {
  const [fa, na] = a.split('-');
  const [fb, nb] = b.split('-');
  return fa === fb ? Number(na) - Number(nb) : fa === 'sc' ? -1 : 1;
};

/**
 * `fontFamily` for a document's text: only the scripts it uses (every fallback font costs
 * layout time on every run of text), Noto Sans or Serif first, then Noto Sans Arabic and
 * Hebrew, then the CJK files it needs. (Right-to-left runs put their own font first, see
 * `withRtlRuns`.)
 */
export function fontFamilyFor(text: string, kind: 'sans' | 'serif'): string[] {
  const all = kind === 'serif' ? SERIF : SANS;
  const used = new Set<string>();
  const cjk = new Set<string>();
  const rtl = new Set<string>();
  for (const ch of new Set(text)) {
    const c = ch.codePointAt(0)!;
    if (c < 0x100) continue;
    for (const subset of SUBSETS)
      if (SCRIPT_RANGES[subset].some(([a, b]) => c >= a && c <= b)) used.add(subset);
    if (!isCovered(c, kind)) {
      const script = rtlScriptOf(c);
      const file = script ? undefined : cjkFile(c);
      if (script) rtl.add(script);
      if (file) cjk.add(file);
    }
  }
  return [
    ...all.filter((_, i) => i === 0 || used.has(SUBSETS[i]!)),
    ...RTL_SCRIPTS.filter((script) => rtl.has(script)).map(rtlFamily),
    ...[...cjk].sort(byFile).map(cjkFamily),
  ];
}

/**
 * The first character of `text` no PDF font has (Devanagari, Thai, ...), or "" when every
 * character prints. Marks, spaces and controls never count.
 */
export function uncoveredText(text: string, kind: 'sans' | 'serif' = 'sans'): string {
  for (const ch of new Set(text)) {
    const c = ch.codePointAt(0)!;
    if (isCovered(c, kind) || rtlScriptOf(c) || cjkFile(c)) continue;
    if (/[\p{M}\p{Z}\p{C}]/u.test(ch)) continue;
    return ch;
  }
  return '';
}

/** Font features for every text style: no ligatures, so copied text is the text written. */
export const TEXT_FEATURES = {
  liga: false,
  clig: false,
  dlig: false,
  hlig: false,
  ccmp: false,
} as const;

/**
 * Chinese, Japanese and Korean letters and punctuation: a line may break between them. (Korean
 * puts spaces between words, and a long word breaks like Chinese.)
 */
const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/u;
/** Characters a line never starts with (closing marks, small kana) or ends with (openings). */
const NO_LINE_START = new Set(
  '、。，．,.：:；;？?！!）)]｝}】」』〕〉》〙〗”’ー・ゝゞヽヾ々〻ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ%％',
);
const NO_LINE_END = new Set('（(［[｛{【「『〔〈《〘〖“‘');

/**
 * A word's break points for the line breaker. Latin words are never hyphenated: a split word
 * ("Kuber-netes") reads back as two. Chinese and Japanese have no spaces: a line may break
 * between any two characters (except before a closing mark or after an opening one), which
 * the layout takes from an empty part, a break that adds nothing. Any other split between
 * two parts would print a hyphen. Korean words are kept whole, as Latin ones. A word starts
 * and ends with a break when its text allows, since the layout also splits a word where its
 * font changes, and would hyphenate there: so a Korean word whose letters are in two font
 * files may break between them (as browsers break Korean), never with a hyphen.
 */
export function breakWord(word: string): string[] {
  if (!CJK.test(word)) return [word];
  const chars = [...word];
  const parts: string[] = [];
  let part = '';
  chars.forEach((ch, i) => {
    const prev = chars[i - 1];
    const breakable =
      prev === undefined
        ? CJK.test(ch) && !NO_LINE_START.has(ch)
        : (CJK.test(prev) || CJK.test(ch)) &&
          !HANGUL.test(prev) &&
          !HANGUL.test(ch) &&
          !NO_LINE_START.has(ch) &&
          !NO_LINE_END.has(prev);
    if (breakable) {
      if (part) parts.push(part);
      parts.push('');
      part = '';
    }
    part += ch;
  });
  parts.push(part);
  const last = chars.at(-1)!;
  if (CJK.test(last) && !NO_LINE_END.has(last)) parts.push('');
  return parts;
}

Font.registerHyphenationCallback(breakWord);

/** Renders a react-pdf `<Document>` element to the bytes of a PDF file. */
export async function renderPdf(element: ReactElement<DocumentProps>): Promise<Buffer> {
  const bytes = await renderToBuffer(element);
  // React drops a finished document's tree from its list of scheduled roots in a callback
  // it queues with setImmediate. Renders awaited back to back on promises alone never let
  // that callback run, and every document ever rendered stayed in memory (0.2 to 0.5 MB
  // each); one turn of the event loop lets it go.
  await new Promise((resolve) => setImmediate(resolve));
  return bytes;
}
