/**
 * The PDF fonts are registered without reading their files: a font file is read (and turned
 * into the data URL react-pdf loads) only when a document first uses it, so a process holds
 * only the fonts its documents used (see registerFontFamily in lib/documents/pdf-glyphs.ts).
 */
import { createElement as h } from 'react';
import { Document, Font, Page, Text } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import { SANS, SERIF, fontFamilyFor, renderPdf } from '../src/lib/documents/pdf';

const srcOf = (family: string, fontWeight: number, fontStyle: string) =>
  Font.getRegisteredFonts()[family]!.sources.find(
    (s) => s.fontWeight === fontWeight && s.fontStyle === fontStyle,
  )!.src;

describe('PDF fonts', () => {
  it('are read when a document first uses them, and only those', async () => {
    const latin = SANS[0]!;
    // registered under their files: nothing read yet
    expect(srcOf(latin, 400, 'normal')).toMatch(/noto-sans-latin-400-normal\.woff$/);
    expect(srcOf(SERIF[0]!, 400, 'normal')).toMatch(/\.woff$/);
    const pdf = await renderPdf(
      h(
        Document,
        null,
        h(
          Page,
          { style: { fontFamily: fontFamilyFor('Plain Latin text', 'sans') } },
          h(Text, null, 'Plain Latin text'),
        ),
      ),
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // the face the document used was read and turned into TrueType
    expect(srcOf(latin, 400, 'normal')).toMatch(/^data:font\/ttf;base64,/);
    // the others were not
    expect(srcOf(latin, 700, 'italic')).toMatch(/\.woff$/);
    expect(srcOf(SERIF[0]!, 400, 'normal')).toMatch(/\.woff$/);
  });
});
