/**
 * How the cover letter analysis reads a letter's shape: the body's sentences without the
 * salutation and the sign-off block, its opening and closing sentences, its length in words,
 * whether it signs off ("Sincerely,") and the name it is signed with. No scoring here.
 */
import { splitSentences } from '../text/normalize';
import { wordSet } from '../text/words';

/** Texts are cut here before reading: the API caps both at 20,000 characters. */
export const MAX_CHARS = 60_000;

const SALUTATION = /^(?:dear|hello|hi|to whom|greetings)\b[^\n]{0,120}$/i;
const SIGN_OFF =
  /\b(?:sincerely|best regards|kind regards|warm regards|regards|yours truly|yours faithfully|respectfully|best wishes|many thanks|thank you|with thanks|thanks for reading|all the best|with gratitude|warmly|cheers)\b/i;
/** A signature: one to five words, each a capitalised name or a particle ("van", "de"). */
const NAME_LINE =
  /^\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|van|von|der|den|de|del|della|da|di|du|la|le|bin|ibn|al|el))*$/u;
/** Capitalised words that name nothing (pronouns, articles, greetings, days, months). */
export const NOT_NAMES = wordSet(
  "I I’m I'm I’ve I've I’d I'd I’ll I'll My Me The A An In At On For With And But Or As So To Of By This That These Those It Its We Our You Your He She They Their Dear Sincerely Regards Best Kind Thank Thanks Hello Hi Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December",
);

/** The words of a text (figures and "C++", "Node.js" count as one). */
export function words(text: string): string[] {
  return text.match(/[A-Za-z0-9][A-Za-z0-9'’+#.-]*/g) ?? [];
}

export interface LetterShape {
  text: string;
  lower: string;
  wordCount: number;
  /** sentences of the body, without salutation and sign-off lines */
  sentences: string[];
  opening: string;
  openingSentence: string;
  closing: string;
  closingSentence: string;
  hasSignOff: boolean;
  /** the name the letter is signed with, when its last lines hold one */
  signedName: string;
}

function isName(line: string): boolean {
  const n = line.split(/\s+/).length;
  return n <= 5 && NAME_LINE.test(line) && !SIGN_OFF.test(line) && !NOT_NAMES.has(line);
}

/**
 * The sign-off block at the end of a letter: short lines ("Sincerely,", a name); any short line
 * ending in a comma above such lines is a sign-off too ("Until we talk,"). Gives the last line of
 * the body above it, whether the letter signs off and the name it is signed with.
 */
function signOffBlock(
  lines: string[],
  first: number,
): { last: number; hasSignOff: boolean; signedName: string } {
  let last = lines.length - 1;
  let hasSignOff = false;
  let signedName = '';
  // the short lines below the sign-off line, nearest first ("Dana Reyes", a phone number)
  let below: string[] = [];
  for (let k = 0; k < 4 && last >= first; k++) {
    const l = lines[last]!;
    if (!l) {
      last--;
      continue;
    }
    if (l.length < 40 && (SIGN_OFF.test(l) || (below.length > 0 && /,$/.test(l)))) {
      hasSignOff = true;
      signedName = below.find(isName) ?? '';
      below = [];
      last--;
      continue;
    }
    if (l.length < 40 && !/[.!?]$/.test(l)) {
      below.unshift(l);
      last--;
      continue;
    }
    break;
  }
  // no sign-off line: a last line of two or more capitalised words is the signature
  if (!hasSignOff && !signedName) {
    const end = below[below.length - 1] ?? '';
    if (end.split(/\s+/).length >= 2 && isName(end)) signedName = end;
  }
  if (!hasSignOff && SIGN_OFF.test(lines.slice(Math.max(first, last - 1)).join(' ')))
    hasSignOff = true;
  return { last, hasSignOff, signedName };
}

/** A letter read into its parts (cut at MAX_CHARS). */
export function shapeOf(letter: string): LetterShape {
  const text = letter.replace(/\r\n?/g, '\n').slice(0, MAX_CHARS);
  const lines = text.split('\n').map((l) => l.trim());
  let first = 0;
  while (first < lines.length && (!lines[first] || SALUTATION.test(lines[first]!))) first++;
  const { last, hasSignOff, signedName } = signOffBlock(lines, first);
  const body = lines.slice(first, last + 1).join('\n');
  const sentences = splitSentences(body).filter((s) => /[A-Za-z]/.test(s));
  return {
    text,
    lower: text.toLowerCase(),
    wordCount: words(body).length,
    sentences,
    opening: sentences.slice(0, 2).join(' '),
    openingSentence: sentences[0] ?? '',
    closing: sentences.slice(-2).join(' '),
    closingSentence: sentences[sentences.length - 1] ?? '',
    hasSignOff,
    signedName,
  };
}
