/**
 * Registering fonts with react-pdf so that every glyph keeps its own code points, whatever
 * other documents the process wrote before (see `keepCodePoints`).
 */
import { Font } from '@react-pdf/renderer';

/** The part of a fontkit glyph and font that `keepCodePoints` uses. */
interface Glyph {
  id: number;
  codePoints: number[];
}
interface GlyphSource {
  getGlyph(id: number, codePoints?: number[]): Glyph | null;
}

const sameCodePoints = (a: number[], b: number[]) =>
  a.length === b.length && a.every((c, i) => c === b[i]);

const keeping = new WeakSet<GlyphSource>();

/**
 * Makes a fontkit font give every glyph asked for with code points a glyph carrying those
 * code points. react-pdf opens a registered font file once, and every document the process
 * writes uses that one fontkit font; fontkit keeps one glyph object per glyph id, with the
 * code points of the first request (foliojs/fontkit#154), and a document's text map (what
 * a copy or an ATS reads) takes each glyph's code points from it. Embedding a document's
 * subset asks for the glyphs an accented letter is drawn from with none: once an "í" (a
 * dotless i and an accent) was embedded, a later document's "ı" read back as nothing
 * ("Ayşe Ylmaz" after "Antonín Dvořák"), and so did "η" after "ή", "И" after "Й", even "a"
 * after an "á" in a face that had no plain "a" yet.
 */
function keepCodePoints(font: GlyphSource): void {
  if (keeping.has(font)) return;
  keeping.add(font);
  const cached = font.getGlyph.bind(font);
  const own = new Map<string, Glyph>();
  font.getGlyph = (id, codePoints = []) => {
    const glyph = cached(id, codePoints);
    if (!glyph || !codePoints.length || sameCodePoints(glyph.codePoints, codePoints)) return glyph;
    // the cached glyph has other code points (or none): a glyph of its own, fontkit's class
    const key = `${id}:${codePoints.join(',')}`;
    let mine = own.get(key);
    if (!mine) {
      const Class = glyph.constructor as new (id: number, cps: number[], f: GlyphSource) => Glyph;
      mine = new Class(id, codePoints, font);
      own.set(key, mine);
    }
    return mine;
  };
}

/**
 * Registers a font family with react-pdf, each of its fonts keeping its glyphs' code points
 * once loaded (see `keepCodePoints`). Every font the product (or a bench script) draws with
 * is registered through here.
 */
export function registerFontFamily(
  family: string,
  fonts: { src: string; fontWeight: number; fontStyle: 'normal' | 'italic' }[],
): void {
  Font.register({ family, fonts });
  for (const source of Font.getRegisteredFonts()[family]!.sources) {
    const load = source.load.bind(source);
    source.load = async () => {
      await load();
      if (source.data) keepCodePoints(source.data as unknown as GlyphSource);
    };
  }
}
