/**
 * The end of a cover letter and its length: the close (not opening the way the sentence before
 * it did), the sign-off with the name the letter signs with, and the letter put together within
 * its length, dropping the last body paragraph's last sentence, then the paragraph, until it fits.
 */
import type { LetterPlan } from './plan';
import { firstWord, type Draft } from './wording';

/** The most words a letter runs to. */
const MAX_WORDS = 400;

function words(s: string): number {
  return s.split(/\s+/).filter(Boolean).length;
}

/** The sign-off line, with the name under it when the letter has one ("Kind regards,\nDana Reyes"). */
export function signOffOf(d: Draft, plan: LetterPlan): string {
  return plan.name ? `${d.one(plan.bank.signOff)}\n${plan.name}` : d.one(plan.bank.signOff);
}

/** The close, not opening the way the sentence before it did ("I would ...", "I would ..."). */
export function closeParagraph(d: Draft, plan: LetterPlan, paragraphs: string[][]): string[] {
  const before = paragraphs[paragraphs.length - 1] ?? [];
  return [d.fill(plan.bank.close, plan.ctx, [firstWord(before[before.length - 1] ?? '')])];
}

/**
 * The letter as text, within MAX_WORDS: the last body paragraph (the one before the close) loses
 * its last sentence, or goes when two or fewer are left, while more than three paragraphs remain.
 * A paragraph of placeholders keeps one a line.
 */
export function renderWithin(greeting: string, paragraphs: string[][], signOff: string): string {
  const render = () =>
    [
      greeting,
      ...paragraphs.map((p) => p.join(p.some((x) => x.startsWith('[')) ? '\n' : ' ')),
      signOff,
    ].join('\n\n');
  let content = render();
  while (words(content) > MAX_WORDS && paragraphs.length > 3) {
    const body = paragraphs[paragraphs.length - 2]!;
    if (body.length > 2) body.pop();
    else paragraphs.splice(paragraphs.length - 2, 1);
    content = render();
  }
  return content;
}
