/**
 * The local cover letter writer. An opening that names the role and company and the candidate's
 * present role, body paragraphs built from the resume's own bullets (as first-person sentences,
 * figures exactly as written) that answer the posting's requirements, the credentials and
 * skills the posting asks for and the resume lists, a close and a sign-off with the resume's
 * name. The tone picks its own wording for every slot (see phrases.ts), chosen from a hash of the
 * inputs, so the same input gives the same letter.
 *
 * Nothing about the candidate comes from anywhere but the resume. Without a resume the letter
 * speaks only of the role and leaves marked placeholders ("[Add an example ...]") for the
 * writer; with one it never does: a requirement the resume holds no evidence for is left
 * unsaid. A resume that meets few of the posting's requirements (the engine's own match, see
 * fit.ts) gets a plain warning and a letter that says so instead of pairing words that only look
 * alike ("monitoring" in a posting and "telemetry monitoring" on a ward). Every letter is checked
 * with the engine's truthfulness check (prose) and a sentence that states an invented fact is
 * dropped. Each sentence about the candidate carries the resume line it rests on.
 *
 * The steps, each in its own file: plan.ts reads what the letter is written from, roles.ts the
 * resume's roles and bullets, requirements.ts and evidence.ts pair them with the posting,
 * wording.ts chooses the wordings, body.ts and extras.ts write the sentences, ending.ts the close,
 * the sign-off and the length, and repair.ts checks the letter's truth and drops what fails.
 */
import { fitWarning } from './fit';
import { placeholderParagraphs, resumeParagraphs } from './body';
import { closeParagraph, renderWithin, signOffOf } from './ending';
import { planLetter } from './plan';
import { repairLetter } from './repair';
import type { CoverLetter, CoverLetterInput, CoverLetterOptions } from './types';
import { startDraft } from './wording';

export { LETTER_TONES, type LetterTone } from './phrases';
export type { LetterFit } from './fit';
export { checkLetterTruth } from './repair';
export type { CoverLetter, CoverLetterInput, CoverLetterOptions, LetterClaim } from './types';

/** Write a cover letter for a job from a resume (or from the job alone), in a tone. */
export function writeCoverLetter(
  input: CoverLetterInput,
  options?: CoverLetterOptions,
): CoverLetter {
  const plan = planLetter(input, options);
  const { bank, ctx, resp } = plan;
  const d = startDraft(plan.seed, plan.required);
  const greeting = d.fill(bank.greeting, ctx);
  const opening = d.fill(bank.opening, ctx);
  // a resume from another field wants the work; it does not claim to be ready for it
  const motivation = plan.poor
    ? d.fill(bank.changeMotivation, { ...ctx, resp })
    : resp
      ? d.fill(bank.motivation, { ...ctx, resp })
      : d.fill(bank.motivationPlain, ctx);
  const signOff = signOffOf(d, plan);
  const paragraphs = plan.resumeText
    ? resumeParagraphs(d, plan, opening, motivation)
    : placeholderParagraphs(d, plan, opening, motivation);
  paragraphs.push(closeParagraph(d, plan, paragraphs));

  // the truthfulness check (prose): drop any sentence that states a fact the resume lacks
  const letter = renderWithin(greeting, paragraphs, signOff);
  const { content, truth, removed } = repairLetter(plan.facts, letter, plan.keep);
  const kept = d.claims.filter((c) => content.includes(c.sentence));
  const keptCovered = new Set(kept.flatMap((c) => c.requirements));
  return {
    content,
    claims: kept,
    requirementsCovered: [...new Set(d.requirementsCovered)].filter((r) => keptCovered.has(r)),
    truth,
    removed,
    fit: plan.fit,
    warning: fitWarning(plan.fit, plan.title),
    signature: plan.name,
  };
}
