/**
 * What the About optimizer tells the user: what changed in the rewrite, and what only they can
 * add (never a fact on their behalf: a keyword their About does not show is a suggestion).
 */
import type { Keyword } from './keywords';
import type { Parts } from './rewrite';
import { roleIn, type scoreAbout } from './score';
import type { Sentence, SortedSentences } from './sentences';
import { HOOK_CHARS, joinList, short } from './text';
import type { TruthViolation } from '../types';

export interface ChangeFacts {
  about: string;
  /** the final text */
  text: string;
  role: string;
  sorted: SortedSentences;
  top: Sentence | undefined;
  fitted: Parts;
  /** the rewrite is the engine's own, not one written elsewhere */
  own: boolean;
  minWords: number;
  maxWords: number;
  wordsBefore: number;
  wordsAfter: number;
  /** the sentences the truthfulness check removed */
  removed: number;
  /** what the check could not trace, when the rewrite was refused */
  refused: TruthViolation[] | null;
}

const plural = (n: number, word = 's') => (n > 1 ? word : '');

/** What the engine's own rewrite changed: the hook, the grouping, the trimming, what was left out. */
function rewriteNotes(f: ChangeFacts): string[] {
  const { about, text, role, top, sorted } = f;
  const { results: res, work: wk, skills: sk } = f.fitted;
  const notes: string[] = [];
  const origHead = about.slice(0, HOOK_CHARS);
  if (top && top.figures.length && !origHead.includes(top.source))
    notes.push(
      `Moved your strongest result (${short(top.clean)}) into the first 300 characters, the part LinkedIn shows before "see more".`,
    );
  if (role && !roleIn(origHead, role) && roleIn(text.slice(0, HOOK_CHARS), role))
    notes.push(
      `Named the role you are looking for (${role}) in the first 300 characters, the part LinkedIn shows before "see more".`,
    );
  if (res.length)
    notes.push(
      `Grouped ${res.length + (top ? 1 : 0)} of your results together near the top, strongest first.`,
    );
  const trimmed = [...(top ? [top] : []), ...res, ...wk].filter(
    (s) => s.clean.replace(/[.!?]$/, '') !== s.source.replace(/[.!?]$/, ''),
  );
  if (trimmed.length)
    notes.push(
      `Trimmed filler words from ${trimmed.length} sentence${plural(trimmed.length)} (for example "${short(trimmed[0]!.source)}").`,
    );
  const { filler } = sorted;
  if (filler.length)
    notes.push(
      `Dropped ${filler.length} buzzword-heavy sentence${plural(filler.length)} that a recruiter cannot check (for example "${short(filler[0]!.source)}").`,
    );
  const kept = new Set([...res, ...wk].map((s) => s.index));
  const left = sorted.content.filter(
    (s) =>
      !kept.has(s.index) &&
      s.index !== top?.index &&
      // the profile line is used, in the first person
      s.index !== sorted.identityIndex &&
      !text.includes(s.clean),
  );
  const unused = left.length;
  if (unused) {
    const example = left[0]!;
    notes.push(
      `Left out ${unused} sentence${plural(unused)} that show${unused > 1 ? '' : 's'} no result, skill or way of working (for example "${short(example.source)}").`,
    );
  }
  if (sk.length)
    notes.push(
      `Named the skills your text shows in one line: ${joinList(sk.map((s) => s.surface))}.`,
    );
  if (!sorted.sentences.some((s) => s.cta))
    notes.push('Added a call to action inviting recruiters to get in touch.');
  return notes;
}

/**
 * What changed. A rewrite from elsewhere says its own; only the length and the check are told
 * for it. A refused rewrite says only why the About was kept as written.
 */
export function improvementsOf(f: ChangeFacts): string[] {
  if (f.refused)
    return [
      `Kept your About as written: the rewrite named something your About does not say (${f.refused
        .map((v) => `"${v.value}"`)
        .join(', ')}), so it was not used.`,
    ];
  const improvements = f.own ? rewriteNotes(f) : [];
  if (f.wordsBefore !== f.wordsAfter)
    improvements.push(
      `Length: ${f.wordsBefore} to ${f.wordsAfter} words (LinkedIn guide: ${f.minWords} to ${f.maxWords}).`,
    );
  if (f.removed)
    improvements.push(
      `Removed ${f.removed} sentence${plural(f.removed)} the truthfulness check could not trace to your About.`,
    );
  return improvements;
}

/** What only the user can add: the keywords their About does not show, a figure, who they are. */
export function suggestionsOf(f: {
  keywords: Keyword[];
  role: string;
  industry: string;
  sorted: SortedSentences;
  after: ReturnType<typeof scoreAbout>;
  wordsAfter: number;
  minWords: number;
  maxWords: number;
}): string[] {
  const { keywords, role, industry, wordsAfter, minWords, maxWords } = f;
  const suggestions: string[] = [];
  for (const k of keywords.filter((k) => !k.surface)) {
    if (k.origin === 'user')
      suggestions.push(
        `Add "${k.label}" in these words if it is true for you: searches match the words, and your About does not use them yet, so they were not added.`,
      );
  }
  const roleMissing = keywords.filter((k) => k.origin === 'role' && !k.surface).slice(0, 3);
  if (roleMissing.length)
    suggestions.push(
      `${role} roles often ask for ${joinList(roleMissing.map((k) => k.label))}: if you use any of them, say where and with what result.`,
    );
  if (wordsAfter < minWords)
    suggestions.push(
      `Your About is ${wordsAfter} words; ${minWords} to ${maxWords} is recommended. Add a result with a figure, the kind of problems you solve, or how you work with others, in your own words.`,
    );
  if (f.sorted.withFigures.length < 2)
    suggestions.push(
      'Add a result with a figure (time saved, revenue, users, a percentage): figures are what recruiters remember.',
    );
  if (!f.sorted.identity)
    suggestions.push(
      'Add one line saying who you are today (for example "I am a ... with ... years in ..."), so the hook can use it.',
    );
  if (industry && !f.after.parts.some((p) => p.id === 'industry' && p.score >= 100))
    suggestions.push(
      `Mention the ${industry.toLowerCase()} work you have done (its products, customers or terms), if any.`,
    );
  return suggestions;
}
