/**
 * How the cover letter writer chooses its wordings and keeps track of what it has said: a
 * deterministic generator seeded from a hash of the inputs picks one wording per slot of the
 * phrase bank (see phrases.ts), and a draft records each sentence about the candidate with the
 * resume line it rests on and the posting's requirements it answers.
 */
import { rng } from '../text/seeded';
import type { JobSkill } from '../types';
import type { LetterClaim } from './types';

export type Fill<C> = (c: C) => string | null;

/** The first word of a sentence, in lower case. */
export const firstWord = (s: string) => (/^[^A-Za-z]*([A-Za-z]+)/.exec(s)?.[1] ?? '').toLowerCase();

/** A sentence with its end mended ("Midwest Fulfillment Co.." -> "Co.") and its spaces single. */
export function tidy(s: string): string {
  return s
    .replace(/\s+/g, ' ')
    .replace(/\.\.(?=$|\s)/g, '.')
    .replace(/\s+([,.;:!?])/g, '$1')
    .trim();
}

/**
 * A small deterministic generator (mulberry32) that picks one of several wordings: one that fits
 * its context, preferring one the letter has not used yet and one that does not open with the
 * word the sentence before it opened with, so that slots filled twice read differently.
 */
function chooser(seed: number) {
  const next = rng(seed);
  const used = new Set<unknown>();
  const one = <T>(items: readonly T[]): T => {
    const r = next();
    const fresh = items.filter((i) => !used.has(i));
    const from = fresh.length ? fresh : items;
    const item = from[Math.floor(r * from.length)]!;
    used.add(item);
    return item;
  };
  const fill = <C>(items: readonly Fill<C>[], ctx: C, avoid: string[] = []): string => {
    const r = next();
    const options = items
      .map((item) => ({ item, text: item(ctx) }))
      .filter((o): o is { item: Fill<C>; text: string } => Boolean(o.text));
    if (!options.length) return '';
    const avoided = new Set(avoid.filter(Boolean));
    const tiers = [
      options.filter((o) => !used.has(o.item) && !avoided.has(firstWord(o.text))),
      options.filter((o) => !used.has(o.item)),
      options.filter((o) => !avoided.has(firstWord(o.text))),
      options,
    ];
    const from = tiers.find((t) => t.length)!;
    const chosen = from[Math.floor(r * from.length)]!;
    used.add(chosen.item);
    return tidy(chosen.text);
  };
  return { one, fill };
}

/** "A", "A and B", "A, B and C". */
export function joinAnd(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A letter being written: the wordings chosen so far, and what its sentences claim and cover. */
export interface Draft {
  /** one of several items (a sign-off), preferring one not used yet */
  one: <T>(items: readonly T[]) => T;
  /** a slot's wording that fits its context, preferring one that does not open with `avoid` */
  fill: <C>(items: readonly Fill<C>[], ctx: C, avoid?: string[]) => string;
  /** the first word of the last sentence said (the next one avoids opening with it) */
  last: string;
  /** a sentence said in turn (its first word remembered) */
  say: (text: string) => string;
  /** the next sentence from a slot, said in turn, not opening the way the one before did */
  next: <C>(items: readonly Fill<C>[], ctx: C) => string;
  /** a sentence about the candidate, with the resume line it rests on */
  claim: (sentence: string, source: string, requirements?: string[]) => string;
  /** a requirement the letter answers with evidence (counted when the posting requires it) */
  cover: (r: JobSkill) => void;
  claims: LetterClaim[];
  requirementsCovered: string[];
}

/** A new draft, its wordings chosen from `seed`; `required` are the posting's required skills. */
export function startDraft(seed: number, required: Set<number>): Draft {
  const { one, fill } = chooser(seed);
  const draft: Draft = {
    one,
    fill,
    last: '',
    say: (text) => {
      if (text) draft.last = firstWord(text);
      return text;
    },
    next: (items, ctx) => draft.say(fill(items, ctx, [draft.last])),
    claim: (sentence, source, requirements = []) => {
      if (sentence) draft.claims.push({ sentence, source, requirements });
      return sentence;
    },
    cover: (r) => {
      if (required.has(r.skillId)) draft.requirementsCovered.push(r.name);
    },
    claims: [],
    requirementsCovered: [],
  };
  return draft;
}
