/**
 * Arabic letters in their joined forms, as Unicode's presentation forms, for the PDF.
 *
 * Noto Sans Arabic joins letters in two steps: its `ccmp` feature splits a dotted letter into
 * a dotless body and its dots, and the joined forms are bodies. One body glyph is then several
 * letters (ب ت ث ن ي share a medial one), but a PDF's text map gives a glyph one text: what a
 * reader copied out was other letters ("ثانت" for "ثابت"). With `ccmp` off (as every PDF text
 * is set, see TEXT_FEATURES) no dotted letter joined at all. The font also draws each of the
 * presentation forms (U+FB50–FDFF, U+FE70–FEFF: "ﺒ", beh medial) whole, a glyph of its own. So
 * an Arabic run is written in those forms, chosen here by the letters' joining (the Unicode
 * rules), and each form's glyph carries the letter it presents (pdf-glyphs.ts), which is what
 * the PDF's text map gives back.
 */

type Forms = { isolated: number; final?: number; initial?: number; medial?: number };

/**
 * Each letter's forms, from the presentation forms' compatibility decompositions: a letter's
 * forms are consecutive, isolated and final, then initial and medial when it joins on both
 * sides (ALEF MAKSURA's initial and medial are in a block of their own).
 */
const FORMS = new Map<number, Forms>();
for (const [from, to] of [
  [0xfe70, 0xfefc],
  [0xfb50, 0xfdff],
]) {
  let group: number[] = [];
  let letter = -1;
  const flush = () => {
    const forms = FORMS.get(letter);
    if (forms && group.length === 2) [forms.initial, forms.medial] = group;
    else if (group.length) {
      const [isolated, final, initial, medial] = group;
      FORMS.set(letter, { isolated: isolated!, final, initial, medial });
    }
    group = [];
  };
  for (let c = from!; c <= to!; c++) {
    const base = [...String.fromCodePoint(c).normalize('NFKC')].map((ch) => ch.codePointAt(0)!);
    if (base.length !== 1 || base[0] === c) {
      flush();
      letter = -1;
      continue;
    }
    if (base[0] !== letter) {
      flush();
      letter = base[0]!;
    }
    group.push(c);
  }
  flush();
}

/**
 * LAM then ALEF: the font draws them as its lam-alef ligature, two glyphs each of one letter,
 * from the forms of LAM and plain ALEF. An ALEF with MADDA or HAMZA is written as ALEF and its
 * mark (the same text, decomposed), since the font's forms of those do not join the ligature.
 */
const LAM = 0x644;
const ALEF_FINAL = 0xfe8e;
const ALEF_WITH_MARK = new Set([0x622, 0x623, 0x625]);

/** Tatweel and the zero-width joiner join on both sides without a form of their own. */
const JOIN_CAUSING = new Set([0x640, 0x200d]);
/** Marks (harakat) sit on a letter and do not break its joining. */
const TRANSPARENT = /\p{Mn}/u;

/** `c` joins the letter after it (it joins on both sides). */
const joinsNext = (c: number | undefined) =>
  c !== undefined && (JOIN_CAUSING.has(c) || FORMS.get(c)?.medial !== undefined);
/** `c` joins the letter before it. */
const joinsPrevious = (c: number | undefined) =>
  c !== undefined && (JOIN_CAUSING.has(c) || FORMS.get(c)?.final !== undefined);

/** An Arabic letter no presentation form draws (Arabic Supplement, Extended-A, ...). */
const unformed = (ch: string) => {
  const c = ch.codePointAt(0)!;
  return /\p{L}/u.test(ch) && !FORMS.has(c) && !JOIN_CAUSING.has(c);
};

/**
 * `text` with each Arabic letter in its joined form. A word with a letter that has no
 * presentation form is left as written (its letters then stand apart, but read back as
 * written).
 */
export function joinArabic(text: string): string {
  return text.replace(/[\p{Script=Arabic}\p{M}\u200d]+/gu, (word) => {
    if ([...word].some(unformed)) return word;
    const cps = [...word].map((ch) => ch.codePointAt(0)!);
    // the letters (not marks) either side of each character
    const letters = cps.map((c, i) => (TRANSPARENT.test(String.fromCodePoint(c)) ? -1 : i));
    const neighbour = (i: number, step: number) => {
      for (let j = i + step; j >= 0 && j < cps.length; j += step)
        if (letters[j]! >= 0) return cps[j];
      return undefined;
    };
    let out = '';
    for (let i = 0; i < cps.length; i++) {
      const c = cps[i]!;
      const forms = FORMS.get(c);
      if (!forms) {
        out += String.fromCodePoint(c);
        continue;
      }
      const before = joinsNext(neighbour(i, -1));
      if (cps[i - 1] === LAM && ALEF_WITH_MARK.has(c)) {
        out += String.fromCodePoint(ALEF_FINAL) + String.fromCodePoint(c).normalize('NFD').slice(1);
        continue;
      }
      const after = forms.medial !== undefined && joinsPrevious(neighbour(i, 1));
      const form =
        before && after
          ? forms.medial
          : before
            ? forms.final
            : after
              ? forms.initial
              : forms.isolated;
      out += String.fromCodePoint(form ?? forms.isolated);
    }
    return out;
  });
}

/** Code points with each Arabic presentation form as its letters ("لا" for lam-alef). */
export function presentedLetters(codePoints: number[]): number[] {
  if (!codePoints.some(isPresentationForm)) return codePoints;
  return codePoints.flatMap((c) => {
    const letters = [...String.fromCodePoint(c).normalize('NFKC')];
    return isPresentationForm(c) && letters.length === 1 ? [letters[0]!.codePointAt(0)!] : [c];
  });
}
const isPresentationForm = (c: number) =>
  (c >= 0xfb50 && c <= 0xfdff) || (c >= 0xfe70 && c <= 0xfefe);
