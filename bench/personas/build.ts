/**
 * Renders each persona's resume.txt into the files its persona.json lists under `formats`:
 * `.tmp/personas/<id>/resume.docx`, `resume.pdf` and `resume-two-column.pdf`.
 *
 * The layouts are deliberately our own, not the product's templates: the evaluation reads files
 * made by other tools. The words are those of resume.txt, in its order; only line breaks differ:
 * - PDF: each line of resume.txt starts a new line, and a line too wide for its column is
 *   wrapped again, at a space (measured here, so the PDF library never breaks a word). A
 *   bullet wrapped in resume.txt, even inside a word ("exactly-" / "once"), stays wrapped.
 * - DOCX: each bullet is one paragraph that Word wraps; a word split across two lines of
 *   resume.txt is joined as persona.json records it ("exactly-once", "management").
 * - Two-column PDF: the name (and a title line) across the top, then the contact lines, split
 *   at their separators (kept at the end of each piece), and the skill sections in a left
 *   column; every other section in the right one.
 *
 * Fonts: Noto Sans from @fontsource (Latin, Greek, Cyrillic), Noto Sans SC and KR for Chinese,
 * Japanese and Korean, each WOFF file unwrapped to TrueType once (fontkit would inflate its
 * tables again for every glyph) and registered once, through the product's
 * `registerFontFamily` (see `register`). Arabic and other scripts these fonts lack cannot be
 * drawn: such a persona lists only `docx`, and asking for a PDF of it throws.
 *
 * Run: npx tsx bench/personas/build.ts [--check] [persona id ...]
 * --check reads every file back with the product's reader (extractResumeText) and prints the
 * first lines of each.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement as h, type ReactElement } from 'react';
import { Document, Font, Page, Text, View, renderToBuffer } from '@react-pdf/renderer';
import {
  BorderStyle,
  Document as DocxDocument,
  Packer,
  Paragraph,
  Tab,
  TabStopType,
  TextRun,
} from 'docx';
import { registerFontFamily, sfntFromWoff } from '../../apps/server/src/lib/documents/pdf-glyphs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const require = createRequire(import.meta.url);

export type Format = 'docx' | 'pdf' | 'pdf-two-column';

/** The parts of persona.json the build reads. */
interface PersonaMeta {
  id: string;
  location: string;
  links: string[];
  state: string | null;
  formats: Format[];
  entries: Record<string, { header: string; bullets: string[] }[]>;
}

/** resume.txt as blocks: the name, the lines under it, then sections of lines and bullets. */
type Block =
  | { kind: 'line'; text: string }
  | { kind: 'bullet'; marker: string; lines: string[] }
  | { kind: 'gap' };
interface Section {
  title: string;
  blocks: Block[];
}
export interface Resume {
  name: string;
  headerLines: string[];
  sections: Section[];
}

const TITLE_CASE_HEADINGS =
  /^(Summary|Profile|Experience|Education|Projects|Certifications|Skills|Languages|Volunteer|Publications)$/;

/** A section heading: a line of capitals ("WORK HISTORY"), or a known title-case heading. */
function isHeading(line: string): boolean {
  return (
    /^[A-Z][A-Za-z &]+$/.test(line) &&
    (line === line.toUpperCase() || TITLE_CASE_HEADINGS.test(line))
  );
}

/**
 * resume.txt's structure: the first line is the name, the lines up to the first blank line are
 * the header; a heading after a blank line starts a section; "- " and "• " start bullets and
 * an indented line continues the bullet above it.
 */
export function parseResume(text: string): Resume {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');
  const name = lines[0] ?? '';
  let i = 1;
  const headerLines: string[] = [];
  for (; i < lines.length && lines[i]!.trim(); i++) headerLines.push(lines[i]!);
  const sections: Section[] = [];
  let prevBlank = true;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.trim()) {
      prevBlank = true;
      continue;
    }
    if (prevBlank && isHeading(line)) {
      sections.push({ title: line, blocks: [] });
      prevBlank = false;
      continue;
    }
    const section = sections.at(-1);
    if (!section) throw new Error(`Text before the first section heading: "${line}"`);
    if (prevBlank && section.blocks.length) section.blocks.push({ kind: 'gap' });
    prevBlank = false;
    const marker = /^([-•]) /.exec(line);
    const last = section.blocks.at(-1);
    if (marker) section.blocks.push({ kind: 'bullet', marker: marker[1]!, lines: [line.slice(2)] });
    else if (/^\s/.test(line) && last?.kind === 'bullet') last.lines.push(line.trim());
    else section.blocks.push({ kind: 'line', text: line });
  }
  return { name, headerLines, sections };
}

/** The contact lines (location, email, phone, links); any other header line is a title. */
function isContact(line: string, persona: PersonaMeta): boolean {
  return (
    line.includes(persona.location) ||
    line.includes('@') ||
    /\d{3}/.test(line) ||
    persona.links.some((l) => line.includes(l))
  );
}

/** "a | b · c" as ["a |", "b ·", "c"]: one piece a line, the separators kept. */
const contactPieces = (line: string): string[] => line.split(/(?<= [|·•])\s+/);

const isSideSection = (s: Section) => /skill|languages/i.test(s.title);
/** Entry headers ("Title | Company | Dates") are set in bold; the text is unchanged. */
const isEntryHeader = (text: string) => text.includes(' | ');

/**
 * A bullet's lines as one line: wrapped lines joined with a space; a line ending in "-" joined
 * to the next without one, keeping the hyphen ("exactly-once") unless persona.json records
 * the bullet without it (a word split at the line end: "manage-" / "ment").
 */
export function joinBullet(lines: string[], known: Set<string>): string {
  const join = (keepHyphen: boolean) =>
    lines.reduce((acc, l) =>
      acc.endsWith('-') ? (keepHyphen ? acc : acc.slice(0, -1)) + l : `${acc} ${l}`,
    );
  const kept = join(true);
  const dropped = join(false);
  return known.has(dropped) && !known.has(kept) ? dropped : kept;
}

// ---------------------------------------------------------------------------------------------
// Fonts for the PDFs

/** The few calls made on fontkit (react-pdf's font engine) to measure text. */
interface FontkitFont {
  unitsPerEm: number;
  hasGlyphForCodePoint(c: number): boolean;
  layout(text: string, features?: Record<string, boolean>): { advanceWidth: number };
}
const fontkit = require('fontkit') as { create(buffer: Buffer): FontkitFont };

const fontDir = (pkg: string) =>
  path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files');

type Range = [number, number];
const parseRanges = (css: string): Range[] =>
  css.split(',').map((r) => {
    const [a, b] = r.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(a!, 16), parseInt(b ?? a!, 16)];
  });
const inRanges = (ranges: Range[], c: number) => ranges.some(([a, b]) => c >= a && c <= b);

type Weight = 400 | 700;
interface FontFile {
  family: string;
  ranges: Range[];
  path: (weight: Weight) => string;
}

const NOTO_SUBSETS = ['latin', 'latin-ext', 'greek', 'cyrillic', 'cyrillic-ext', 'vietnamese'];
/** No ligatures ("fi" would read back as "ﬁ"), no glyph composition: a glyph is a character. */
const FEATURES = { liga: false, clig: false, dlig: false, hlig: false, ccmp: false };

let fontTable: { noto: FontFile[]; sc: FontFile[]; kr: FontFile[] } | undefined;

/** Every font file the PDFs may use, with the code points each has (from unicode.json). */
function fontTableOnce() {
  if (fontTable) return fontTable;
  const noto = require('@fontsource/noto-sans/unicode.json') as Record<string, string>;
  const cjk = (font: 'sc' | 'kr'): FontFile[] =>
    Object.entries(require(`@fontsource/noto-sans-${font}/unicode.json`) as Record<string, string>)
      .filter(([subset]) => /^\[\d+\]$/.test(subset))
      .map(([subset, css]) => {
        const n = subset.slice(1, -1);
        const dir = fontDir(`@fontsource/noto-sans-${font}`);
        return {
          family: `persona-noto-${font}-${n}`,
          ranges: parseRanges(css),
          path: (w: Weight) => path.join(dir, `noto-sans-${font}-${n}-${w}-normal.woff`),
        };
      });
  const dir = fontDir('@fontsource/noto-sans');
  fontTable = {
    noto: NOTO_SUBSETS.map((subset) => ({
      family: `persona-noto-${subset}`,
      ranges: parseRanges(noto[subset] ?? ''),
      path: (w: Weight) => path.join(dir, `noto-sans-${subset}-${w}-normal.woff`),
    })),
    sc: cjk('sc'),
    kr: cjk('kr'),
  };
  // Words are never hyphenated: lines are broken here, at spaces (the default callback
  // would print "Kuber-" / "netes").
  Font.registerHyphenationCallback((word) => [word]);
  return fontTable;
}

const loaded = new Map<string, { src: string; font: FontkitFont }>();
/** A font file as TrueType: as react-pdf's `src` (a data URL) and opened to measure text. */
function load(f: FontFile, weight: Weight) {
  const key = `${f.family}-${weight}`;
  let entry = loaded.get(key);
  if (!entry) {
    const ttf = sfntFromWoff(readFileSync(f.path(weight)));
    entry = { src: `data:font/ttf;base64,${ttf.toString('base64')}`, font: fontkit.create(ttf) };
    loaded.set(key, entry);
  }
  return entry;
}

/**
 * Registers a font file with react-pdf, the first time a document needs it. Every document
 * then draws with the same fontkit font, as the product's exports do: `registerFontFamily`
 * keeps its glyphs' code points, which embedding one document's letters ("í") used to take
 * from a later document's ("ı": "Ayşe Yılmaz" read back as "Ayşe Ylmaz").
 */
const registered = new Set<string>();
function register(f: FontFile): string {
  if (!registered.has(f.family)) {
    registerFontFamily(
      f.family,
      ([400, 700] as const).map((fontWeight) => ({
        src: load(f, fontWeight).src,
        fontWeight,
        fontStyle: 'normal' as const,
      })),
    );
    registered.add(f.family);
  }
  return f.family;
}

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/u;
const IGNORABLE = /[\p{Z}\p{C}\p{M}]/u;

/** The font files a text needs, in fallback order; throws for a character none has. */
function fontsFor(text: string): FontFile[] {
  const { noto, sc, kr } = fontTableOnce();
  const used = new Set<FontFile>([noto[0]!]);
  for (const ch of new Set(text)) {
    const c = ch.codePointAt(0)!;
    if (IGNORABLE.test(ch)) continue;
    const file =
      noto.find((f) => inRanges(f.ranges, c)) ??
      (HANGUL.test(ch) ? [...kr, ...sc] : [...sc, ...kr]).find((f) => inRanges(f.ranges, c));
    if (!file)
      throw new Error(
        `No PDF font has "${ch}" (U+${c.toString(16).toUpperCase()}): list only docx for this persona`,
      );
    used.add(file);
  }
  return [...noto.filter((f) => used.has(f)), ...[...used].filter((f) => !noto.includes(f))];
}

/** The width of a text in points, each character in the first of `files` that has it. */
function measure(text: string, files: FontFile[], size: number, weight: Weight): number {
  let width = 0;
  let run = '';
  let runFont: FontkitFont | undefined;
  const flush = () => {
    if (run && runFont)
      width += (runFont.layout(run, FEATURES).advanceWidth / runFont.unitsPerEm) * size;
    run = '';
  };
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    const font =
      files.map((f) => load(f, weight).font).find((f) => f.hasGlyphForCodePoint(c)) ?? runFont;
    if (font !== runFont) flush();
    runFont = font;
    run += ch;
  }
  flush();
  return width;
}

/** A line as the lines it fills in `width` points, broken at spaces only. */
function wrap(text: string, width: number, files: FontFile[], size: number, weight: Weight) {
  const words = text.split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next, files, size, weight) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  lines.push(line);
  return lines;
}

// ---------------------------------------------------------------------------------------------
// PDF

type Style = Record<string, unknown>;
const text = (style: Style, content: string, key?: string | number) =>
  h(Text, { key, style: style as never }, content);
const view = (style: Style, children: ReactElement[], key?: string | number) =>
  h(View, { key, style: style as never }, ...children);

const PAGE = { letter: { width: 612, height: 792 }, a4: { width: 595.28, height: 841.89 } };
const MARGIN = 44;
const SIDE_WIDTH = 186;
const SIDE_GAP = 14;
const SIDE_PADDING = 12;
/** Room left in a column for measurement error: react-pdf must never need to wrap. */
const SLACK = 0.96;
const INK = '#1f2933';
const MUTED = '#52606d';

/** How a column sets its text: its width in points, type size, fonts and accent colour. */
interface Column {
  width: number;
  size: number;
  files: FontFile[];
  accent: string;
}

/** A line of text in a column, broken into the lines it fills, each its own Text. */
function lines(col: Column, content: string, style: Style, width = col.width): ReactElement[] {
  const weight: Weight = style.fontWeight === 700 ? 700 : 400;
  const size = typeof style.fontSize === 'number' ? style.fontSize : col.size;
  return wrap(content, width * SLACK, col.files, size, weight).map((l, i) => text(style, l, i));
}

function pdfSection(s: Section, col: Column): ReactElement {
  const { size, accent } = col;
  const markerWidth = size * 1.1;
  const heading = h(
    Text,
    {
      key: 'h',
      minPresenceAhead: 30,
      style: {
        fontWeight: 700,
        fontSize: size * 1.1,
        lineHeight: 1.3,
        color: accent,
        borderBottomWidth: 0.75,
        borderBottomColor: accent,
        paddingBottom: 1.5,
        marginBottom: 3,
      } as never,
    },
    s.title,
  );
  const blocks = s.blocks.map((b, i) => {
    if (b.kind === 'gap') return view({ height: size * 0.6 }, [], i);
    if (b.kind === 'line') {
      const bold = isEntryHeader(b.text);
      return view(
        { marginTop: bold ? 1 : 0 },
        lines(col, b.text, bold ? { fontWeight: 700 } : {}),
        i,
      );
    }
    return view(
      { flexDirection: 'row', marginBottom: 1 },
      [
        text({ width: markerWidth }, b.marker, 'm'),
        view(
          { flex: 1 },
          b.lines.flatMap((l, j) =>
            lines(col, l, {}, col.width - markerWidth).map((e, k) =>
              h(View, { key: `${j}-${k}` }, e),
            ),
          ),
          'l',
        ),
      ],
      i,
    );
  });
  return view({ marginTop: size * 0.9 }, [heading, ...blocks], s.title);
}

/** Every string the resume prints (to pick its fonts). */
function allText(resume: Resume): string {
  return [
    resume.name,
    ...resume.headerLines,
    ...resume.sections.flatMap((s) => [
      s.title,
      ...s.blocks.flatMap((b) =>
        b.kind === 'line' ? [b.text] : b.kind === 'bullet' ? [b.marker, ...b.lines] : [],
      ),
    ]),
  ].join('\n');
}

export async function resumePdf(
  resume: Resume,
  persona: PersonaMeta,
  twoColumn: boolean,
): Promise<Buffer> {
  const files = fontsFor(allText(resume));
  const fontFamily = files.map(register);
  const page = PAGE[persona.state ? 'letter' : 'a4'];
  const inner = page.width - 2 * MARGIN;
  const size = twoColumn ? 9.2 : 10;
  const accent = twoColumn ? '#0b5563' : '#243b53';
  const full: Column = { width: inner, size, files, accent };
  const name = view(
    { marginBottom: 3 },
    lines(full, resume.name, {
      fontSize: size * 2,
      lineHeight: 1.25,
      fontWeight: 700,
      color: '#102a43',
    }),
    'name',
  );
  let body: ReactElement[];
  if (!twoColumn) {
    body = [
      name,
      ...resume.headerLines.map((l, i) => view({}, lines(full, l, { color: MUTED }), `hd${i}`)),
      ...resume.sections.map((s) => pdfSection(s, full)),
    ];
  } else {
    const side: Column = { ...full, width: SIDE_WIDTH - SIDE_PADDING - 1, size: size * 0.95 };
    const main: Column = { ...full, width: inner - SIDE_WIDTH - SIDE_GAP };
    const titles = resume.headerLines.filter((l) => !isContact(l, persona));
    const contact = resume.headerLines.filter((l) => isContact(l, persona)).flatMap(contactPieces);
    body = [
      name,
      ...titles.map((l, i) =>
        view({}, lines(full, l, { fontSize: size * 1.2, lineHeight: 1.3, color: MUTED }), `t${i}`),
      ),
      view(
        { flexDirection: 'row', marginTop: 10 },
        [
          view(
            {
              width: SIDE_WIDTH,
              paddingRight: SIDE_PADDING,
              marginRight: SIDE_GAP,
              borderRightWidth: 0.75,
              borderRightColor: '#bcccdc',
              fontSize: side.size,
            },
            [
              ...contact.map((l, i) => view({ marginBottom: 1.5 }, lines(side, l, {}), `c${i}`)),
              ...resume.sections.filter(isSideSection).map((s) => pdfSection(s, side)),
            ],
            'side',
          ),
          view(
            { flex: 1 },
            resume.sections.filter((s) => !isSideSection(s)).map((s) => pdfSection(s, main)),
            'main',
          ),
        ],
        'cols',
      ),
    ];
  }
  const element = h(
    Document,
    { title: `${resume.name} - Resume`, author: resume.name, creator: 'persona build' },
    h(
      Page,
      {
        size: page,
        style: {
          fontFamily,
          fontSize: size,
          fontFeatureSettings: FEATURES,
          lineHeight: 1.35,
          color: INK,
          paddingTop: 40,
          paddingBottom: 40,
          paddingLeft: MARGIN,
          paddingRight: MARGIN,
        } as never,
      },
      ...body,
    ),
  );
  const bytes = await renderToBuffer(element);
  // one turn of the event loop lets React drop the finished tree
  await new Promise((resolve) => setImmediate(resolve));
  return bytes;
}

// ---------------------------------------------------------------------------------------------
// DOCX

const TWIPS = { letter: { width: 12240, height: 15840 }, a4: { width: 11906, height: 16838 } };

export async function resumeDocx(resume: Resume, persona: PersonaMeta): Promise<Buffer> {
  const known = new Set(
    Object.values(persona.entries).flatMap((list) => list.flatMap((e) => e.bullets)),
  );
  const paragraphs: Paragraph[] = [
    new Paragraph({
      spacing: { after: 60 },
      children: [new TextRun({ text: resume.name, bold: true, size: 34, color: '102A43' })],
    }),
    ...resume.headerLines.map(
      (l) => new Paragraph({ children: [new TextRun({ text: l, color: '52606D' })] }),
    ),
  ];
  for (const s of resume.sections) {
    paragraphs.push(
      new Paragraph({
        keepNext: true,
        spacing: { before: 220, after: 80 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '243B53', space: 1 } },
        children: [new TextRun({ text: s.title, bold: true, size: 23, color: '243B53' })],
      }),
    );
    for (const b of s.blocks) {
      if (b.kind === 'gap') paragraphs.push(new Paragraph({ children: [] }));
      else if (b.kind === 'line')
        paragraphs.push(
          new Paragraph({
            keepNext: isEntryHeader(b.text),
            children: [new TextRun({ text: b.text, bold: isEntryHeader(b.text) })],
          }),
        );
      else
        // the marker typed as text, then a tab to the hanging indent
        paragraphs.push(
          new Paragraph({
            indent: { left: 360, hanging: 360 },
            tabStops: [{ type: TabStopType.LEFT, position: 360 }],
            spacing: { after: 40 },
            children: [
              new TextRun({ children: [b.marker, new Tab(), joinBullet(b.lines, known)] }),
            ],
          }),
        );
    }
  }
  const doc = new DocxDocument({
    creator: resume.name,
    title: `${resume.name} - Resume`,
    styles: { default: { document: { run: { font: 'Arial', size: 20 } } } },
    sections: [
      {
        properties: {
          page: {
            size: TWIPS[persona.state ? 'letter' : 'a4'],
            margin: { top: 1000, bottom: 1000, left: 1080, right: 1080 },
          },
        },
        children: paragraphs,
      },
    ],
  });
  return Packer.toBuffer(doc);
}

// ---------------------------------------------------------------------------------------------

export const FILE_NAMES: Record<Format, string> = {
  docx: 'resume.docx',
  pdf: 'resume.pdf',
  'pdf-two-column': 'resume-two-column.pdf',
};

/** The persona folders (NN-slug), in order. */
export function personaIds(): string[] {
  return readdirSync(here, { withFileTypes: true })
    .filter((d) => d.isDirectory() && /^\d{2}-/.test(d.name))
    .map((d) => d.name)
    .sort();
}

/**
 * Writes every persona's files into `outDir/<id>/` (default `.tmp/personas` at the repository
 * root) and returns their paths. `only` limits the run to some persona ids.
 */
export async function buildPersonaFiles(
  outDir: string = path.join(root, '.tmp', 'personas'),
  only?: string[],
): Promise<string[]> {
  const written: string[] = [];
  for (const id of personaIds()) {
    if (only?.length && !only.includes(id)) continue;
    const dir = path.join(here, id);
    const persona = JSON.parse(readFileSync(path.join(dir, 'persona.json'), 'utf8')) as PersonaMeta;
    const resume = parseResume(readFileSync(path.join(dir, 'resume.txt'), 'utf8'));
    const out = path.join(outDir, id);
    mkdirSync(out, { recursive: true });
    for (const format of persona.formats) {
      const bytes =
        format === 'docx'
          ? await resumeDocx(resume, persona)
          : await resumePdf(resume, persona, format === 'pdf-two-column');
      const file = path.join(out, FILE_NAMES[format]);
      writeFileSync(file, bytes);
      written.push(file);
    }
  }
  return written;
}

/** Reads each file back with the product's reader and prints its first lines. */
async function check(files: string[], count: number): Promise<void> {
  const { extractResumeText } = await import('../../apps/server/src/modules/resumes/extract');
  const { closeExtractionPool } =
    await import('../../apps/server/src/modules/resumes/extract/pool');
  try {
    for (const file of files) {
      const extracted = await extractResumeText(
        readFileSync(file),
        file.endsWith('.docx') ? 'docx' : 'pdf',
      );
      const first = extracted
        .split('\n')
        .filter((l) => l.trim())
        .slice(0, count);
      console.log(`\n== ${path.relative(root, file)} (${extracted.length} characters)`);
      for (const l of first) console.log(`   ${l}`);
    }
  } finally {
    await closeExtractionPool();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const ids = args.filter((a) => !a.startsWith('--'));
  const t0 = performance.now();
  const files = await buildPersonaFiles(undefined, ids);
  console.log(
    `Wrote ${files.length} files in ${Math.round(performance.now() - t0)} ms:\n` +
      files.map((f) => `  ${path.relative(root, f)}`).join('\n'),
  );
  if (args.includes('--check')) await check(files, 8);
}
