/**
 * Finding the STAR parts of an answer, sentence by sentence. A part is found when it is labelled
 * ("Situation:", "S:", "**Task** -", and the sentences after a label until the next one), named
 * in the sentence ("The task was", "My goal was", "As a result") or implied: a sentence that sets
 * the scene (a time, a place, a problem), states a goal or a responsibility, has "I" doing
 * something, or gives an outcome. A label is never part of the sentence the feedback quotes.
 * Every pattern here is linear in the length of the answer.
 */
import { normalizeText, splitSentences } from '../text/normalize';
import { iActionCount, SEQUENCE, weActionCount } from './actions';
import {
  ASSUMPTION,
  MUST_HOLD,
  NAMED,
  PROBLEM,
  RESULT,
  SCENE_SUBJECT,
  SETTING_FRAME,
  SITUATION,
  TASK,
  VERIFY,
} from './cues';
import { measuresOf } from './numbers';
import type { StarPart } from './types';

export const STAR_PARTS: readonly StarPart[] = ['situation', 'task', 'action', 'result'];

export interface StarSentence {
  /** the sentence as the answer says it, without its part label */
  text: string;
  lower: string;
  words: number;
  /** the measures it gives (numbers.ts: a version, a code or a date is not one) */
  numbers: string[];
  /** it gives a date or a time, which sets a scene without measuring anything */
  dated: boolean;
  /** the part its label (its own, or the last one before it) names */
  label: StarPart | null;
  /** how strongly it shows each part */
  evidence: Record<StarPart, number>;
  /** the parts it shows (a sentence can set the scene and act at once) */
  parts: Set<StarPart>;
  /** the part it shows most */
  best: StarPart | null;
  /** actions with "I" as their subject ("I added X, found Y and moved Z" is three) */
  iActions: number;
  weActions: number;
}

/* ---------- labels ---------- */

const LABEL_WORDS: Record<string, StarPart> = {
  situation: 'situation',
  context: 'situation',
  background: 'situation',
  challenge: 'situation',
  problem: 'situation',
  setting: 'situation',
  s: 'situation',
  task: 'task',
  tasks: 'task',
  goal: 'task',
  goals: 'task',
  objective: 'task',
  aim: 'task',
  'my task': 'task',
  'my role': 'task',
  'my goal': 'task',
  responsibility: 'task',
  t: 'task',
  action: 'action',
  actions: 'action',
  approach: 'action',
  'what i did': 'action',
  'steps taken': 'action',
  'actions taken': 'action',
  a: 'action',
  result: 'result',
  results: 'result',
  outcome: 'result',
  outcomes: 'result',
  impact: 'result',
  'the result': 'result',
  r: 'result',
};

/** A label opening a sentence: "Situation:", "**Task** -", "(S)", "R:"; single letters need a colon or a bracket. */
const LABEL =
  /^[*_\s(#]*(situation|context|background|challenge|problem|setting|tasks?|goals?|objective|aim|my task|my role|my goal|responsibility|actions?|approach|what i did|steps taken|actions taken|results?|outcomes?|impact|the result|[star])(?:[*_]*\s*[:：]|\)[*_]*\s*[:：]?|[*_]*\s+[-–—](?=\s))[*_]*\s*/i;

/** A label inside a line, where an answer runs its parts together ("... in 2023. Task: I had to ..."). */
const INLINE_LABEL =
  /(?<!\b(?:my|the|our|a|an|this|that))\s+(?=(?:\*\*)?(?:situation|context|background|task|goal|action|actions|approach|result|results|outcome|impact)(?:\*\*)?\s*[:：])/gi;

function readLabel(sentence: string): { part: StarPart; rest: string } | null {
  const m = LABEL.exec(sentence);
  if (!m) return null;
  const word = m[1]!.toLowerCase();
  // A lone letter is a label only with a colon or a bracket ("S:", "(S)"), never "A - " mid-prose.
  if (word.length === 1 && !/[:：)]/.test(m[0])) return null;
  const part = LABEL_WORDS[word];
  return part ? { part, rest: sentence.slice(m[0].length).trim() } : null;
}

/* ---------- sentences ---------- */

/** A piece that ends in a title or place abbreviation ("St.", "Dr.", "Ltd.") goes on. */
const ABBREVIATION_END =
  /\b(?:st|dr|mr|mrs|ms|mt|ft|jr|sr|corp|inc|ltd|llc|plc|dept|intl|approx|vs|e\.g|i\.e)\.$/i;

/** The sentences of a line, without breaking at an abbreviation ("in St. Paul"). */
function sentencesOf(line: string): string[] {
  const out: string[] = [];
  for (const piece of splitSentences(line)) {
    const last = out[out.length - 1];
    if (last !== undefined && ABBREVIATION_END.test(last) && /^[A-Z0-9]/.test(piece))
      out[out.length - 1] = `${last} ${piece}`;
    else out.push(piece);
  }
  return out;
}

function splitAnswer(answer: string): { text: string; label: StarPart | null; own: boolean }[] {
  const out: { text: string; label: StarPart | null; own: boolean }[] = [];
  let current: StarPart | null = null;
  let pending: StarPart | null = null;
  for (const rawLine of normalizeText(answer).split('\n')) {
    // one space between words keeps every pattern below linear on hostile spacing
    const line = rawLine.replace(/\s+/g, ' ').trim();
    if (!line) continue;
    const chunks = line.replace(INLINE_LABEL, '\n').split('\n');
    for (const chunk of chunks) {
      for (const raw of sentencesOf(chunk)) {
        for (const piece of spokenPieces(raw)) {
          const found = readLabel(piece);
          if (found) {
            current = found.part;
            pending = null;
            if (!/[A-Za-z0-9]/.test(found.rest)) {
              // a label alone on its line ("Situation:"): it names the sentences that follow
              pending = found.part;
              continue;
            }
            out.push({ text: found.rest, label: found.part, own: true });
            continue;
          }
          if (pending) {
            out.push({ text: piece, label: pending, own: true });
            pending = null;
            continue;
          }
          out.push({ text: piece, label: current, own: false });
        }
      }
    }
  }
  return out;
}

/** Where a run-on answer names its next part ("..., and my task was ...", "so what I did was ..."). */
const PART_JOINT =
  /(?:,\s*|\s+)(?:(?:and|so|then)\s+)?(?=(?:(?:my|the|our) (?:task|goal|aim|job|role|result|outcome|situation)s? (?:was|were|is)\b|what i did was\b|as a result\b|in the end\b))/gi;
/** Where a long spoken run breaks: the joints people say aloud. */
const SPOKEN_JOINT =
  /,?\s+(?=(?:and then|so then|after that|as a result|in the end|then i|so i|and so)\b)/i;

/** Spoken answers come without full stops: a run is broken where it names a part, and long runs at spoken joints. */
function spokenPieces(s: string): string[] {
  const out: string[] = [];
  for (const piece of s
    .replace(PART_JOINT, (m, offset: number) => (offset > 0 ? '\n' : m))
    .split('\n')) {
    const p = piece.trim();
    if (!p) continue;
    if (p.split(/\s+/).length <= 45) out.push(p);
    else for (const q of p.split(SPOKEN_JOINT)) if (q.trim()) out.push(q.trim());
  }
  return out;
}

/** The answer's sentences with the STAR parts each one shows. */
export function starSentences(answer: string, hypothetical: boolean): StarSentence[] {
  const raw = splitAnswer(answer);
  const labelledParts = new Set(raw.filter((r) => r.label).map((r) => r.label!));
  const n = raw.length;
  return raw.map(({ text, label }, i) => {
    const lower = text.toLowerCase();
    const { measures: numbers, dated } = measuresOf(text);
    const pos = n > 1 ? i / (n - 1) : 0.5;
    const iActs = iActionCount(lower, hypothetical);
    const weActs = weActionCount(lower);
    const named = (p: StarPart) => NAMED[p].test(lower);
    const problem = PROBLEM.test(lower);
    const tsk = TASK.test(lower);
    const res = RESULT.test(lower);
    // the scene: its stock phrases, an opening on where or when, or the place and its people as
    // the subject of a state of affairs, in the first half of the answer (a closing sentence
    // about the team is an outcome)
    const sit =
      SITUATION.test(lower) ||
      (pos < 0.5 &&
        !named('result') &&
        (SETTING_FRAME.test(lower) ||
          (!iActs && !tsk && !named('task') && SCENE_SUBJECT.test(lower))));
    const seq = SEQUENCE.test(lower);
    const assumes = hypothetical && ASSUMPTION.test(lower);
    const holds = hypothetical && MUST_HOLD.test(lower);
    const verifies = hypothetical && pos > 0.4 && VERIFY.test(lower);
    const evidence: Record<StarPart, number> = {
      situation:
        (named('situation') ? 3 : 0) +
        (sit && pos < 0.6 ? 2 : 0) +
        (assumes ? 1.5 : 0) +
        // a problem told as a state of affairs, not as something I did
        (problem && !iActs ? 1.2 : 0) +
        (pos < 0.34 ? 0.5 : 0) +
        (i === 0 && !iActs && !tsk ? 0.6 : 0),
      task: (named('task') ? 3 : 0) + (tsk ? 2 : 0) + (holds ? 1.5 : 0) + (pos < 0.5 ? 0.3 : 0),
      action:
        (named('action') ? 3 : 0) + iActs * 1.2 + (weActs ? 0.8 : 0) + (seq && iActs ? 0.6 : 0),
      result:
        (named('result') ? 3 : 0) +
        (res ? 2 : 0) +
        (verifies ? 1.5 : 0) +
        // a number late in the answer reads as an outcome unless the sentence is "I" doing things
        (numbers.length && pos > 0.5 && (res || !iActs) ? 1 : 0) +
        (pos > 0.66 && !iActs ? 0.5 : 0) +
        // the closing sentence told as a state of affairs ("By May he was reading at grade level")
        (n > 2 && i === n - 1 && !iActs && !tsk ? 0.8 : 0),
    };
    if (label) evidence[label] += 4;
    const ranked = STAR_PARTS.map((p) => [p, evidence[p]] as const).sort((a, b) => b[1] - a[1]);
    const best = ranked[0]![1] >= 1.2 ? ranked[0]![0] : null;
    const parts = new Set<StarPart>();
    if (label) parts.add(label);
    if (best) parts.add(best);
    // Beyond its label, a sentence shows only parts the answer does not label anywhere.
    const open = (p: StarPart) => !label || !labelledParts.has(p);
    if (
      open('situation') &&
      (named('situation') || assumes || ((sit || (problem && !iActs)) && pos < 0.6))
    )
      parts.add('situation');
    if (open('task') && (tsk || named('task') || holds)) parts.add('task');
    if (open('action') && (iActs > 0 || weActs > 0 || named('action'))) parts.add('action');
    if (open('result') && (res || named('result') || verifies)) parts.add('result');
    return {
      text,
      lower,
      words: text.split(/\s+/).filter(Boolean).length,
      numbers,
      dated,
      label,
      evidence,
      parts,
      best: label ?? best,
      iActions: iActs,
      weActions: weActs,
    };
  });
}

/** Lead-in words that only name the part ("The task was to", "As a result,"), for short summaries. */
const LEAD_IN =
  /^(?:(?:so|and|well|basically),?\s+)?(?:(?:the|my|our) (?:situation|context|background|problem|challenge|task|goal|aim|objective|brief|job|role|responsibility|approach|result|outcome|impact)s? (?:was|were|is)(?: that| to)?|what i did was(?: to)?|as a result|in the end|ultimately)[,:\s]+/i;

/** A sentence without the words that only name its part: "The task was to lift reading" -> "lift reading". */
export function withoutLeadIn(text: string): string {
  const t = text.replace(LEAD_IN, '');
  return t.length >= 8 ? t : text;
}
