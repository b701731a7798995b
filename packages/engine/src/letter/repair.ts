/**
 * The truthfulness check of a cover letter (any letter, local or from a language model) against
 * the resume it was written from, and its repair: the posting's own words (company, role), the
 * writer's name and bracketed placeholders are set aside, what remains is checked as prose, and
 * a sentence that states a fact the resume does not hold is dropped.
 */
import { wordSet } from '../text/words';
import { checkAgainst, originalFacts, type OriginalFacts } from '../truth';
import type { TruthReport } from '../types';
import type { CoverLetterOptions } from './types';

/** Words that open a sentence without naming anything ("As", "Dear", "Currently"). */
const OPENERS = wordSet(
  'As At In While During Then There Furthermore Another One Some The A On Over Today Right My Most These If Your You What Beyond And Add Take Dear Hello Hi Thanks With Kind Best Warm All Until Yours Respectfully Sincerely Regards Please When Getting Everything Here Let Picture Currently Before Earlier Previously Rewind Along Seeing That This It Both Until Such Since For By Of From Outside Credentials Expect Doing Take',
);

/** Sentences of a paragraph, for repair; the posting's words ("Sr. Engineer") are never split. */
function sentencesOf(paragraph: string, keep: string[] = []): string[] {
  const words = keep.filter((k) => k.trim().length > 1);
  let text = paragraph;
  words.forEach((k, n) => (text = text.split(k).join(`\uE000${n}\uE000`)));
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z[\uE000])/)
    .map((s) => s.replace(/\uE000(\d+)\uE000/g, (_, n: string) => words[Number(n)]!).trim())
    .filter(Boolean);
}

/** The letter with the posting's own words (company, title), the user's name and placeholders set aside. */
export function masked(text: string, keep: string[]): string {
  let out = text;
  for (const k of keep.filter((s) => s.trim().length > 1).sort((a, b) => b.length - a.length))
    out = out.split(k).join('the company');
  // one sentence a line, so that a name at the end of one sentence never runs into the next
  // and the phrase bank's opening words in lower case ("As Software Engineer" is no organisation)
  return (
    out
      .replace(/\[[^\]\n]*\]/g, ' ')
      // the salutation ("Dear Hiring Manager,") names the reader, not a title of the writer
      .replace(/^[ \t]*(?:dear|hello|hi|to)\b[^\n.!?]{0,80},[ \t]*$/gim, ' ')
      .replace(/([.!?])[ \t]+/g, '$1\n')
      .replace(/^[ \t]*([A-Z][a-z]+)\b/gm, (w, first: string) =>
        OPENERS.has(first) ? first.toLowerCase() : w,
      )
      // "...from Allegro: I led" and "There, I": a word after a colon or comma opens no name
      .replace(/([:;,][ \t]+)([A-Z][a-z]+)\b/g, (w, p: string, first: string) =>
        OPENERS.has(first) ? p + first.toLowerCase() : w,
      )
  );
}

/**
 * Drops every sentence of a letter that states a fact the resume does not hold (up to three
 * rounds, as a removal can bring a sentence pair apart), keeping the layout of the rest.
 */
export function repairLetter(
  facts: OriginalFacts,
  letter: string,
  keep: string[],
): { content: string; truth: TruthReport; removed: string[] } {
  let content = letter;
  let truth = checkAgainst(facts, masked(content, keep), 'prose');
  const removed: string[] = [];
  for (let round = 0; round < 3 && !truth.ok; round++) {
    const values = truth.violations.map((v) => v.value.toLowerCase());
    const bad = (s: string) => {
      const m = masked(s, keep).toLowerCase();
      // a value the check read across two sentences ("Fernway Health. What") is looked for by its parts
      return values.some((v) =>
        v.split(/\n|(?<=[.!?])\s+/).some((part) => part.trim() && m.includes(part.trim())),
      );
    };
    content = content
      .split('\n')
      .map((line) =>
        sentencesOf(line, keep)
          .filter((s) => (bad(s) ? (removed.push(s), false) : true))
          .join(' '),
      )
      .join('\n')
      .replace(/\n{3,}/g, '\n\n');
    truth = checkAgainst(facts, masked(content, keep), 'prose');
  }
  return { content, truth, removed };
}

/**
 * The truthfulness check of a letter (any letter, local or from a language model) against the
 * resume it was written from: the posting's own words (company, role) and the writer's name are
 * set aside, as are bracketed placeholders, and what remains is checked as prose.
 */
export function checkLetterTruth(
  resume: string | OriginalFacts,
  letter: string,
  postingWords: string[] = [],
  options?: CoverLetterOptions,
): TruthReport {
  const facts = typeof resume === 'string' ? originalFacts(resume, options) : resume;
  return checkAgainst(facts, masked(letter, postingWords), 'prose');
}
