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
