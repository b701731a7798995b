/**
 * The LinkedIn About optimizer: a rewrite of the user's own About, and two scores.
 *
 * The rewrite (never inventing: every sentence about the candidate is one of theirs, trimmed of
 * filler words, and points to the sentence it came from in `claims`):
 *   1. a hook: who they are, from their own "I am" line or profile line ("Registered nurse with
 *      nine years on telemetry units", put in the first person) with its years of experience and
 *      credentials (identity.ts), the role they are seeking (named as sought, never as held),
 *      then their strongest result, inside the first 300 characters (what LinkedIn shows before
 *      "see more") when they fit; years and credentials are never cut to make them fit, and a
 *      sentence naming a credential is kept whatever the length;
 *   2. their other results (sentences with figures or outcome verbs), strongest first;
 *   3. what they do and how they work, from their own sentences;
 *   4. the skills and keywords their text shows (a keyword it does not show goes to
 *      `suggestions`, never into the About);
 *   5. a call to action for target-role opportunities.
 * Within 150-300 words when the source allows; a short source gives a short result and
 * suggestions, never padding. The truthfulness check (document 'prose') runs on the result
 * against the About (plus the target role and industry the user typed, which the About may name
 * as sought) and repairs it by removing any sentence that carries an invented fact.
 *
 * Scores (integers 0-100; each part 0-100, combined as the weighted mean of its parts):
 *   engagementScore =
 *     0.25 hook         first 300 characters: target role named 40, a figure 30, first person 15,
 *                       a first sentence of 30 words or fewer 15
 *     0.15 readability  mean sentence length: 100 at 8-22 words, falling linearly to 0 at 40
 *                       (and below 8 to 50 at 3), less 50 x the share of sentences over 35 words
 *     0.10 voice        share of sentences in the first person, 100 at half or more
 *     0.15 cta          100 when a call to action is present, else 0
 *     0.15 length       100 within 150-300 words; below, words/150 x 100; above,
 *                       100 - (words - 300)/3
 *     0.20 specificity  sentences with a figure (3 or more: 70) + with an outcome verb
 *                       (3 or more: 30), less 6 per buzzword (at most 30)
 *   recruiterAppeal =
 *     0.35 keywords     share of the wanted keywords (the user's, else the role's typical skills,
 *                       else 5 skills of any kind) shown by the About and present in the scored
 *                       text, matched as the ATS matches (keywords.ts: a skill by its skill, read
 *                       in context; another term by the stems of its words)
 *     0.15 industry     industry terms present, 100 at 3 (the part is left out without an industry)
 *     0.30 achievements sentences with a figure, 100 at 3
 *     0.20 role clarity target role in the first 300 characters 60, anywhere 20, an "I am" line 20
 * Deterministic; linear in the input (the About is read at most 50,000 characters deep).
 */
import { normalizeText } from '../text/normalize';
import { repairTruthfulness } from '../truth';
import { improvementsOf, suggestionsOf } from './advice';
import { keywordMatcher } from './keywords';
import {
  bodyOf,
  callToAction,
  claimsOf,
  fitToGuide,
  hookOf,
  skillsShown,
  type Parts,
} from './rewrite';
import { scoreAbout } from './score';
import { readAbout, readRequest, sortSentences, wantedKeywords } from './sentences';
import { countWords, MAX_INPUT, traceClaims } from './text';
import type { AboutClaim, AboutInput, AboutOptions, AboutResult } from './types';

export type { AboutClaim, AboutInput, AboutOptions, AboutResult, AboutScorePart } from './types';
export { scoreAbout } from './score';
export { cleanSentence, countWords } from './text';

/**
 * The truthfulness check on the final text: the target role and industry may be named, as what
 * is sought. A rewrite the check still cannot trace is refused: the user's About is given back
 * as written, with no claims.
 */
function checkRewrite(
  request: { about: string; role: string; industry: string },
  text: string,
  claims: AboutClaim[],
) {
  const { about, role, industry } = request;
  const allowed = [about, role, industry].filter(Boolean).join('\n');
  const repaired = repairTruthfulness(allowed, text, { document: 'prose' });
  const refused = repaired.report.ok ? null : repaired.report.violations;
  const final = refused ? about.trim() : repaired.text.trim();
  const truth = refused
    ? repairTruthfulness(allowed, final, { document: 'prose' }).report
    : repaired.report;
  return {
    text: final,
    truth,
    refused,
    removed: repaired.removed.length,
    claims: refused ? [] : claims.filter((c) => final.includes(c.sentence)),
  };
}

/**
 * Rewrite a LinkedIn About for a target role, never adding a fact the user did not write, and
 * score it (see the top of this file). Never throws; deterministic.
 */
export function optimizeAbout(input: AboutInput, options: AboutOptions = {}): AboutResult {
  const minWords = options.minWords ?? 150;
  const maxWords = options.maxWords ?? 300;
  const request = readRequest(input);
  const { about, role, industry } = request;
  const aboutText = readAbout(about);
  const keywords = wantedKeywords(request, aboutText);
  const sorted = sortSentences(aboutText.rawSentences, keywords);

  const used = new Set<number>();
  const hook = hookOf(sorted, role, used);
  const { results, work, keep } = bodyOf(sorted, aboutText, used);
  const parts: Parts = {
    hook: hook.lines,
    results,
    work,
    skills: skillsShown(keywords, aboutText, sorted),
    cta: callToAction(request),
  };
  const fitted = fitToGuide(parts, sorted, { used, keep, minWords, maxWords });

  const external = typeof options.rewrite === 'string';
  const written = external
    ? normalizeText(options.rewrite!.slice(0, MAX_INPUT)).trim()
    : fitted.text;
  const claims = external ? traceClaims(written, aboutText.rawSentences) : claimsOf(hook, fitted);
  const checked = checkRewrite(request, written, claims);
  const text = checked.text;

  // scores, for the rewrite and the original
  const scoreIn = { role, industry, keywords, minWords, maxWords };
  const after = scoreAbout({ ...scoreIn, text });
  const before = scoreAbout({ ...scoreIn, text: about });
  // the keywords the final text has, matched as the ATS matches them (and shown by the About)
  const has = keywordMatcher(text);
  const keywordsUsed = keywords.filter((k) => k.surface && has(k)).map((k) => k.label);

  const wordsBefore = countWords(about);
  const wordsAfter = countWords(text);
  const improvements = improvementsOf({
    ...request,
    text,
    sorted,
    top: hook.top,
    fitted,
    own: !external,
    minWords,
    maxWords,
    wordsBefore,
    wordsAfter,
    removed: checked.removed,
    refused: checked.refused,
  });
  const suggestions = suggestionsOf({
    ...request,
    keywords,
    sorted,
    after,
    wordsAfter,
    minWords,
    maxWords,
  });

  return {
    optimizedAbout: text,
    engagementScore: after.engagementScore,
    recruiterAppeal: after.recruiterAppeal,
    scoreParts: after.parts,
    original: {
      engagementScore: before.engagementScore,
      recruiterAppeal: before.recruiterAppeal,
      words: wordsBefore,
    },
    improvements,
    keywordsUsed,
    suggestions,
    claims: checked.claims,
    truth: checked.truth,
  };
}
