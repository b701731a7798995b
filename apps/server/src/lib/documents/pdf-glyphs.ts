/**
 * Font files for react-pdf, and registering them so that every glyph keeps its own code
 * points, whatever other documents the process wrote before (see `keepCodePoints`).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { Font } from '@react-pdf/renderer';
import { presentedLetters } from './pdf-arabic';

const require = createRequire(import.meta.url);

/** The folder of an @fontsource package's font files. */
export const filesOf = (pkg: string) =>
  join(dirname(require.resolve(`${pkg}/package.json`)), 'files');

/**
 * The TrueType font a WOFF 1.0 file wraps: the same tables, each inflated. fontkit reads WOFF
 * itself, but inflates the whole `glyf` table again for every glyph it reads or embeds, which
 * was half of a resume's render time; the plain font costs that once, when it is registered.
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : raw;
    if (data.length !== origLength) throw new Error('Corrupt WOFF table');
    tables.push({ tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data });
  }
  const pad = (n: number) => (n + 3) & ~3;
  const head = 12 + 16 * numTables;
  const out = Buffer.alloc(head + tables.reduce((sum, t) => sum + pad(t.data.length), 0));
  const entrySelector = Math.floor(Math.log2(numTables));
  out.writeUInt32BE(woff.readUInt32BE(4), 0); // the wrapped font's sfnt version
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(16 << entrySelector, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - (16 << entrySelector), 10);
  let offset = head;
  tables.forEach((t, i) => {
    out.writeUInt32BE(t.tag, 12 + i * 16);
    out.writeUInt32BE(t.checksum, 16 + i * 16);
    out.writeUInt32BE(offset, 20 + i * 16);
    out.writeUInt32BE(t.data.length, 24 + i * 16);
    t.data.copy(out, offset);
    offset += pad(t.data.length);
  });
  return out;
}

/** A font file as react-pdf's `src`: the plain TrueType font, as a data URL. */
export function fontSrc(file: string): string {
  return `data:font/ttf;base64,${sfntFromWoff(readFileSync(file)).toString('base64')}`;
}

/** The part of a fontkit glyph and font that `keepCodePoints` uses. */
interface Glyph {
  id: number;
  codePoints: number[];
}
interface GlyphSource {
  getGlyph(id: number, codePoints?: number[]): Glyph | null;
}

/** Whether a loaded font looks glyphs up (a fontkit font; react-pdf's types name less of it). */
const looksUpGlyphs = (font: object): font is GlyphSource =>
  'getGlyph' in font && typeof font.getGlyph === 'function';

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
  font.getGlyph = (id, asked = []) => {
    // an Arabic presentation form's glyph is its letter's (pdf-arabic.ts)
    const codePoints = presentedLetters(asked);
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

/** A font's ascent and descent (font units), where its lines' baselines sit. */
export interface LineMetrics {
  ascent: number;
  descent: number;
}

/**
 * One font of a family: `src` as react-pdf takes it, or `woff`, a WOFF file read and turned
 * into one (`fontSrc`) the first time a document uses the font.
 */
export type FamilyFont = ({ src: string } | { woff: string }) & {
  fontWeight: number;
  fontStyle: 'normal' | 'italic';
};

/**
 * Registers a font family with react-pdf, each of its fonts keeping its glyphs' code points
 * once loaded (see `keepCodePoints`). Every font the product (or a bench script) draws with
 * is registered through here. `metrics` replaces the fonts' own ascent and descent: a line's
 * baseline sits its tallest font's ascent below its top, whatever its line height.
 *
 * A `woff` font is registered under its file's path and read when it is first loaded: a
 * process holds only the fonts its documents used (as data URLs, 30 to 260 KB each; all the
 * Noto Sans and Serif files were 3.5 MB of heap, read as the server started, bench/memory.ts).
 */
export function registerFontFamily(
  family: string,
  fonts: FamilyFont[],
  metrics?: LineMetrics,
): void {
  const woffs = new Set(fonts.flatMap((f) => ('woff' in f ? [f.woff] : [])));
  const dataUrls = new Map<string, string>();
  const read = (file: string) => {
    let src = dataUrls.get(file);
    if (!src) dataUrls.set(file, (src = fontSrc(file)));
    return src;
  };
  Font.register({
    family,
    fonts: fonts.map(({ fontWeight, fontStyle, ...f }) => ({
      src: 'woff' in f ? f.woff : f.src,
      fontWeight,
      fontStyle,
    })),
  });
  for (const source of Font.getRegisteredFonts()[family]!.sources) {
    const load = source.load.bind(source);
    source.load = async () => {
      // react-pdf reads `src` when it loads the font, once (later calls share that load);
      // the faces of one file (upright fonts' italics) share its data URL
      if (woffs.has(source.src)) source.src = read(source.src);
      await load();
      if (!source.data) return;
      if (looksUpGlyphs(source.data)) keepCodePoints(source.data);
      if (metrics)
        for (const [key, value] of Object.entries(metrics))
          Object.defineProperty(source.data, key, { value });
    };
  }
}

/**
 * Registers a family from a font's regular (400) and bold (700) files, for a script that has
 * no italic (CJK, Arabic, Hebrew): italic text is set upright.
 */
export function registerUpright(
  family: string,
  files: { 400: string; 700: string },
  metrics?: LineMetrics,
): void {
  registerFontFamily(
    family,
    ([400, 700] as const).flatMap((fontWeight) =>
      (['normal', 'italic'] as const).map((fontStyle) => ({
        woff: files[fontWeight],
        fontWeight,
        fontStyle,
      })),
    ),
    metrics,
  );
}
