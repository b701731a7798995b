/**
 * Right-to-left text in PDFs: Arabic from Noto Sans Arabic, Hebrew from Noto Sans Hebrew
 * (@fontsource, SIL Open Font License), and the runs they are set in.
 *
 * react-pdf lays a line out by the Unicode bidirectional algorithm (the line's base direction
 * left to right, as the templates are), but takes every character's font from the first font
 * of its list that has it: the spaces inside "ليلى حداد" came from the Latin font, so its
 * words were separate pieces of the PDF's text, and a reader, which puts a line's pieces left
 * to right, read them in the order they are drawn ("حداد ليلى"). So every right-to-left run
 * of a paragraph is set in a text of its own whose font list starts with its script's font:
 * one piece, which a reader turns back into the order it was written (`withRtlRuns`). Its
 * Arabic letters are written in their joined forms (pdf-arabic.ts).
 *
 * Known limits (the export's read-back refuses such a file rather than send it out):
 * - a character the right-to-left font lacks (a Latin digit, "|", a Latin comma) between two
 *   right-to-left words splits the run into pieces, read in drawn order;
 * - Arabic punctuation after a line's last Arabic word ("التحية،") sits at the line's
 *   left-to-right level: it shows, and reads, before the words.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  cloneElement,
  createElement as h,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Link, Text } from '@react-pdf/renderer';
import { joinArabic } from './pdf-arabic';
import { filesOf, registerUpright, type LineMetrics } from './pdf-glyphs';

const require = createRequire(import.meta.url);

export const RTL_SCRIPTS = ['arabic', 'hebrew'] as const;
export type RtlScript = (typeof RTL_SCRIPTS)[number];

/** The code points each font has, from its package's unicode-range, sorted. */
const RANGES: [number, number, RtlScript][] = RTL_SCRIPTS.flatMap((script) => {
  const unicode = require(`@fontsource/noto-sans-${script}/unicode.json`) as Record<string, string>;
  return unicode[script]!.split(',').map((r): [number, number, RtlScript] => {
    const [a, b] = r.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(a!, 16), parseInt(b ?? a!, 16), script];
  });
}).sort((x, y) => x[0] - y[0]);

/**
 * The right-to-left font that has code point `c`, if any. Its ranges also list some
 * punctuation the Latin fonts have: ask only for a character they lack.
 */
export function rtlScriptOf(c: number): RtlScript | undefined {
  return RANGES.find(([a, b]) => c >= a && c <= b)?.[2];
}

/**
 * Noto Sans Arabic's ascent (1.374 em, room for marks stacked on tall letters) would set a line
 * with Arabic 0.3 em lower in its box than a Latin one, over the next line (a name's line
 * is 1.15 em): it takes Noto Sans's, as Noto Sans Hebrew has.
 */
const LINE_METRICS: Partial<Record<RtlScript, LineMetrics>> = {
  arabic: { ascent: 1069, descent: -293 },
};

/** A script's family, registered the first time a document needs it. */
const families = new Map<RtlScript, string>();
export function rtlFamily(script: RtlScript): string {
  let family = families.get(script);
  if (!family) {
    family = `noto-sans-${script}`;
    const files = filesOf(`@fontsource/noto-sans-${script}`);
    const at = (weight: number) => join(files, `${family}-${script}-${weight}-normal.woff`);
    // neither font has an italic (nor a serif: serif templates use them too)
    registerUpright(family, { 400: at(400), 700: at(700) }, LINE_METRICS[script]);
    families.set(script, family);
  }
  return family;
}

interface Bidi {
  getEmbeddingLevels(text: string, direction: 'ltr' | 'rtl'): { levels: Uint8Array };
}
/**
 * bidi-js, the copy react-pdf's text layout uses (renderer, layout, textkit), so the runs
 * found here are the ones it lays out.
 */
const bidi = (
  ['@react-pdf/renderer', '@react-pdf/layout', '@react-pdf/textkit'].reduce(
    (req, pkg) => createRequire(req.resolve(`${pkg}/package.json`)),
    require,
  )('bidi-js') as () => Bidi
)();

const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const RTL_BLOCKS = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe]/u;
const SCRIPT_OF: [RegExp, RtlScript][] = [
  [/\p{scx=Arabic}/u, 'arabic'],
  [/\p{scx=Hebrew}/u, 'hebrew'],
];

/** A right-to-left run as a text whose fonts start with its scripts' ones. */
function rtlRun(text: string, fonts: string[], key: string): ReactElement {
  const first = SCRIPT_OF.filter(([re]) => re.test(text))
    .map(([re, script]) => [text.search(re), rtlFamily(script)] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, family]) => family);
  const fontFamily = [...first, ...fonts.filter((f) => !first.includes(f))];
  return h(Text, { key, style: { fontFamily } }, joinArabic(text));
}

type Child = ReactNode;
const childrenOf = (el: ReactElement): Child[] => {
  const kids = (el.props as { children?: Child }).children;
  return kids === undefined ? [] : Array.isArray(kids) ? kids : [kids];
};
const isText = (node: Child): node is ReactElement =>
  isValidElement(node) && (node.type === Text || node.type === Link);

/** The strings of a paragraph, in order (as react-pdf joins them to lay the paragraph out). */
function strings(node: Child, out: string[]): string[] {
  if (typeof node === 'string' || typeof node === 'number') out.push(String(node));
  else if (Array.isArray(node)) for (const n of node as Child[]) strings(n, out);
  else if (isValidElement(node)) for (const n of childrenOf(node)) strings(n, out);
  return out;
}

/** A paragraph (a text not inside another) with each right-to-left run in a text of its own. */
function paragraph(el: ReactElement, fonts: string[]): ReactElement {
  const text = strings(el, []).join('');
  if (!RTL.test(text)) return el;
  const { levels } = bidi.getEmbeddingLevels(text, 'ltr');
  let at = 0;
  let runs = 0;
  const split = (node: Child): Child => {
    if (typeof node === 'string' || typeof node === 'number') {
      const s = String(node);
      if (!s) return node;
      const pieces: Child[] = [];
      let start = 0;
      for (let i = 1; i <= s.length; i++) {
        const rtl = levels[at + start]! > 0;
        if (i < s.length && levels[at + i]! > 0 === rtl) continue;
        const piece = s.slice(start, i);
        // punctuation of those scripts outside a run ("التوظيف،": the comma sits at the
        // line's base level) is set in their font too: from the page's list, it printed nothing
        const own = rtl || RTL_BLOCKS.test(piece);
        pieces.push(own ? rtlRun(piece, fonts, `rtl${runs++}`) : piece);
        start = i;
      }
      at += s.length;
      return pieces.length === 1 ? pieces[0] : pieces;
    }
    if (Array.isArray(node)) return (node as Child[]).map(split);
    if (isValidElement(node) && childrenOf(node).length)
      return cloneElement(node, undefined, ...childrenOf(node).map(split));
    return node;
  };
  return split(el) as ReactElement;
}

/**
 * A react-pdf tree with every right-to-left run of its paragraphs set in its script's font
 * first, then `fonts` (the page's font list). A tree without such text comes back as it was.
 */
export function withRtlRuns<T extends ReactElement>(tree: T, fonts: string[]): T {
  if (!RTL.test(strings(tree, []).join(''))) return tree;
  const walk = (node: Child): Child => {
    if (isText(node)) return paragraph(node, fonts);
    if (Array.isArray(node)) return (node as Child[]).map(walk);
    if (isValidElement(node) && childrenOf(node).length)
      return cloneElement(node, undefined, ...childrenOf(node).map(walk));
    return node;
  };
  return walk(tree) as T;
}
