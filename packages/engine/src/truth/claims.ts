/**
 * Sentences that speak about a resume's owner (advice, project ideas, feedback) checked against
 * the resume's own words: every skill or tool they attribute to the owner must be one the resume
 * shows (see evidence.ts), and no advice may ask them to add what the resume already shows.
 * The posting's requirements, phrased as such ("The posting asks for Kafka; if you have used it,
 * name it"), are no claim.
 */
import { splitSentences } from '../text/normalize';
import type { ResumeProfile } from '../ats/profile';
import type { EngineOptions } from '../types';
import { evidenceOf, type ResumeEvidence } from './evidence';

export interface ClaimViolation {
  /**
   * `uses`: a skill said to be used or known that the resume does not list or name as its
   * owner's; `shows`: words said to be in the resume that it does not hold; `asks-shown`: advice
   * to add what the resume already shows.
   */
  kind: 'uses' | 'shows' | 'asks-shown';
  /** the skill or words at fault */
  value: string;
  sentence: string;
}

/** Words just before "you ..." that make it a condition or a question, not a statement. */
const GUARD = /\b(?:if|whether|when|once|unless|until|where|how|what|which|ever|not|never|no)\s+$/i;

/** Where the object of an attribution ends. */
const OBJECT_END =
  /,\s+(?:and|but|so|then|which|while|or|a|an|the|both)\s+|\s+(?:to|for|at|as|which|that|when|where|because|so|if|is|are|was|were|than|while|but|in\s+(?:your|the|a|this|one)|on\s+(?:your|the|a)|from\s+(?:your|the))\s+|\s+[–—-]\s+|[.;:!?()“”]/;

const GENERIC =
  /^(?:it|them|this|that|these|those|any|all|one|each|both|some|others?|skills?|experience|tools?|work|similar|something similar|more|the rest|its words|those words|the posting'?s? words|the same)$|\b(?:posting|job|role|requirements?|employer|company)\b/i;

/** "Go, Java and PostgreSQL" -> Go, Java, PostgreSQL (and the whole, for "health and safety"). */
function itemsOf(object: string): { whole: string; items: string[] } {
  const whole = (object.split(OBJECT_END)[0] ?? '').trim().replace(/^["'‘]|["'’]$/g, '');
  // a count or an amount ("7 of the 44 skills", "about 8 years") names no skill
  if (/^(?:about\s+|over\s+|nearly\s+)?\d/i.test(whole)) return { whole: '', items: [] };
  const items = whole
    .split(/\s*,\s*|\s+and\s+|\s+or\s+|\s+&\s+|\s+plus\s+/)
    .map((s) =>
      s
        .replace(/^(?:the|a|an|your|my|some|both|also|already|other)\s+/i, '')
        .replace(/^["'‘]|["'’]$/g, '')
        .trim(),
    )
    .filter((s) => s.length > 1 && !GENERIC.test(s) && s.split(/\s+/).length <= 6);
  return { whole: GENERIC.test(whole) ? '' : whole, items };
}

interface Pattern {
  re: RegExp;
  /** the object stands before the match (", which you already use") */
  before?: boolean;
  kind: 'uses' | 'shows';
}

const PATTERNS: Pattern[] = [
  {
    re: /,?\s+(?:which|that)\s+you\s+(?:already\s+)?(?:use|used|have\s+used|know|work\s+with|bring)\b/gi,
    before: true,
    kind: 'uses',
  },
  {
    re: /\byou(?:['’]ve|\s+have)?\s+(?:already\s+)?(?:used|use|worked\s+with|work\s+with|built\s+with|know|mastered)\s+([^.;:!?]+)/gi,
    kind: 'uses',
  },
  {
    re: /\byour\s+(?:experience|background|expertise|familiarity|proficiency|work)\s+(?:with|in|using)\s+([^.;:!?]+)/gi,
    kind: 'uses',
  },
  {
    re: /\byou\s+(?:already\s+)?(?:list|listed|name|mention)\s+([^.;:!?]+)/gi,
    kind: 'shows',
  },
  {
    re: /\byour\s+(?:resume|skills(?:\s+section)?|profile|titles?|headline|summary)\s+(?:already\s+)?(?:shows?|names?|lists?|mentions?)\s+([^.;:!?()]+)/gi,
    kind: 'shows',
  },
];

/** Advice to add a skill, if the owner has it. */
const ADD_IF: RegExp[] = [
  /\b(?:add|mention|name|list|include)\s+([^.;:!?]+?)\s+(?:only\s+)?if\s+you\b/gi,
  /\bif\s+you\s+(?:have\s+)?(?:used|experience\s+(?:with|in)|worked\s+with|hold|speak)\s+([^,.;]+),/gi,
];

/** Connectors before the object of ", which you already use". */
const CONNECTOR = /\b(?:with|using|uses|use|of|like|including|such as|plus)\s+/gi;

/**
 * The sentences of `text` that attribute to the resume's owner a skill the resume does not show,
 * or ask them to add one it shows.
 */
export function checkClaims(
  resume: string | ResumeProfile | ResumeEvidence,
  text: string,
  options?: EngineOptions,
): ClaimViolation[] {
  const ev = evidenceOf(resume, options);
  const out: ClaimViolation[] = [];
  const seen = new Set<string>();
  const add = (kind: ClaimViolation['kind'], value: string, sentence: string) => {
    const k = `${kind}|${value.toLowerCase()}|${sentence}`;
    if (seen.has(k)) return;
    seen.add(k);
    out.push({ kind, value, sentence });
  };
  const holds = (kind: 'uses' | 'shows', term: string) =>
    kind === 'uses'
      ? ev.uses(term) !== undefined
      : ev.shows(term) !== undefined || ev.uses(term) !== undefined;

  for (const s of splitSentences(text)) {
    // the owner's words quoted back are theirs, whoever quotes them
    for (const p of PATTERNS)
      for (const m of s.matchAll(p.re)) {
        const at = m.index ?? 0;
        const before = s.slice(0, at);
        let object: string;
        if (p.before) {
          const head = before.split(/[;:!?]|\.\s/).at(-1) ?? '';
          if (/\b(?:not|no|never|without)\b/i.test(head)) continue;
          const connector = [...head.matchAll(CONNECTOR)].at(-1);
          object = connector ? head.slice((connector.index ?? 0) + connector[0].length) : head;
        } else {
          if (GUARD.test(before)) continue;
          object = m[1] ?? '';
          if (/^(?:in|on|at|for|to|by|from|into|it|them)\b/i.test(object)) continue;
        }
        const { whole, items } = itemsOf(object);
        if (whole && holds(p.kind, whole)) continue;
        for (const item of items) if (!holds(p.kind, item)) add(p.kind, item, s);
      }
    for (const re of ADD_IF)
      for (const m of s.matchAll(re)) {
        // one skill ("health and safety" is not two)
        const { whole } = itemsOf(m[1] ?? '');
        if (whole && (ev.shows(whole) !== undefined || ev.near(whole) !== undefined))
          add('asks-shown', whole, s);
      }
  }
  return out;
}
