import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ReactElement } from 'react';
import { Font, renderToBuffer, type DocumentProps } from '@react-pdf/renderer';

/**
 * The product's one PDF writer: @react-pdf/renderer with fonts shipped in the npm packages
 * @fontsource/noto-sans and @fontsource/noto-serif (SIL Open Font License).
 *
 * Text copied out of the PDF (and read by an ATS) must equal what was written:
 * - Noto covers Latin, Latin Extended, Greek, Cyrillic and Vietnamese. Each script is its own
 *   font file, so a style's `fontFamily` lists all of them and the layout picks, per
 *   character, the first font that has it ("Zoë Łukasz", "José Núñez", "Ђорђе").
 * - Ligatures are off (`TEXT_FEATURES`): an "fi" ligature glyph is one glyph for two letters
 *   and comes back out as "ﬁ" or nothing at all.
 * - The fonts are embedded (subset) with their Unicode map, never the standard 14 fonts,
 *   whose WinAnsi encoding has no "Ł".
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
  const files = join(dirname(require.resolve(`${pkg}/package.json`)), 'files');
  return SUBSETS.map((subset) => {
    const family = `${prefix}-${subset}`;
    Font.register({
      family,
      fonts: FACES.map((face) => ({
        src: join(files, `${prefix}-${subset}-${face.fontWeight}-${face.fontStyle}.woff`),
        fontWeight: face.fontWeight,
        fontStyle: face.fontStyle,
      })),
    });
    return family;
  });
}

/** `fontFamily` for sans-serif text: every Noto Sans script, in fallback order. */
export const SANS: string[] = register('@fontsource/noto-sans', 'noto-sans');
/** `fontFamily` for serif text: every Noto Serif script, in fallback order. */
export const SERIF: string[] = register('@fontsource/noto-serif', 'noto-serif');

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

/**
 * `fontFamily` for a document's text: only the scripts it uses (every fallback font costs
 * layout time on every run of text). Same fonts as SANS / SERIF, in the same order.
 */
export function fontFamilyFor(text: string, kind: 'sans' | 'serif'): string[] {
  const all = kind === 'serif' ? SERIF : SANS;
  const used = new Set<string>();
  for (const ch of new Set(text)) {
    const c = ch.codePointAt(0)!;
    if (c < 0x100) continue;
    for (const subset of SUBSETS)
      if (SCRIPT_RANGES[subset].some(([a, b]) => c >= a && c <= b)) used.add(subset);
  }
  return all.filter((_, i) => i === 0 || used.has(SUBSETS[i]!));
}

/** Font features for every text style: no ligatures, so copied text is the text written. */
export const TEXT_FEATURES = {
  liga: false,
  clig: false,
  dlig: false,
  hlig: false,
  ccmp: false,
} as const;

// Words are never hyphenated: a split word ("Kuber-netes") reads back as two.
Font.registerHyphenationCallback((word) => [word]);

/** Renders a react-pdf `<Document>` element to the bytes of a PDF file. */
export async function renderPdf(element: ReactElement<DocumentProps>): Promise<Buffer> {
  return renderToBuffer(element);
}
