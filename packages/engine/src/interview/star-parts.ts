/**
 * The four STAR parts of an answer, each found in the answer's own sentences (star.ts) and scored
 * 0-100 with the words the practice card shows under it. The rubric's weights are in score.ts.
 */
import { SEQUENCE } from './actions';
import { withoutLeadIn, type StarSentence } from './star';
import { clip } from './text';
import type { StarPart, StarPartScore } from './types';

export interface StarReading {
  star: Record<StarPart, StarPartScore>;
  totalWords: number;
  /** actions said with "I" and with "we" */
  iCount: number;
  weCount: number;
}

function emptyPart(feedback: string): StarPartScore {
  return { present: false, score: 0, excerpt: '', feedback };
}

/** A part's sentences, those it labels or shows most first; its excerpt is the first of them. */
function sentencesOf(sentences: StarSentence[], p: StarPart): StarSentence[] {
  const list = sentences.filter((s) => s.parts.has(p));
  return [
    ...list.filter((s) => s.label === p),
    ...list.filter((s) => s.label !== p && s.best === p),
    ...list.filter((s) => s.label !== p && s.best !== p),
  ];
}

/**
 * The quote leaves out words that only name the part ("The task was to", "As a result,"): the
 * card it is shown on names the part already.
 */
const excerpt = (list: StarSentence[]) => (list[0] ? clip(withoutLeadIn(list[0].text), 160) : '');

/** The words of some sentences, together. */
const wordsIn = (sentences: StarSentence[]) => sentences.reduce((n, s) => n + s.words, 0);

function situationPart(
  sit: StarSentence[],
  totalWords: number,
  hypothetical: boolean,
): StarPartScore {
  if (!sit.length)
    return emptyPart(
      hypothetical
        ? 'State the context and your assumptions before the approach (the scale, the users, the constraints).'
        : 'Open with the situation: where you were, when, and what was at stake.',
    );
  const sitWords = wordsIn(sit);
  return {
    present: true,
    score: Math.min(
      sitWords / Math.max(totalWords, 1) > 0.45 ? 70 : 100,
      55 + Math.min(25, sitWords) + (sit.some((s) => s.numbers.length || s.dated) ? 15 : 0),
    ),
    excerpt: excerpt(sit),
    feedback: `You set the scene: "${excerpt(sit)}".`,
  };
}

function taskPart(tsk: StarSentence[]): StarPartScore {
  if (!tsk.length)
    return emptyPart('Say what you were responsible for, or what success had to look like.');
  const owned = tsk.some((s) => /\b(?:i|my)\b/.test(s.lower));
  const bounded = tsk.some(
    (s) => s.numbers.length || s.dated || /deadline|by (?:the|end)/.test(s.lower),
  );
  return {
    present: true,
    score: Math.min(100, 60 + (owned ? 20 : 0) + (bounded ? 20 : 0)),
    excerpt: excerpt(tsk),
    feedback: `Your goal is stated: "${excerpt(tsk)}".`,
  };
}

/** Action: "I" steps earn most; all "we" caps it at 60, no "I" at all at 45. */
function actionPart(
  act: StarSentence[],
  iCount: number,
  weCount: number,
  hypothetical: boolean,
): StarPartScore {
  if (!act.length)
    return emptyPart(
      hypothetical
        ? 'Walk through your approach step by step: what you would do first, next and why.'
        : 'Describe the steps you took yourself, with "I", in the order you took them.',
    );
  const actWords = wordsIn(act);
  const sequenced = act.some((s) => SEQUENCE.test(s.lower));
  let score = Math.min(
    100,
    25 + Math.min(45, iCount * 15) + Math.min(20, Math.floor(actWords / 3)) + (sequenced ? 10 : 0),
  );
  if (iCount === 0) score = Math.min(score, 45);
  if (weCount > iCount) score = Math.min(score, 60);
  return {
    present: true,
    score,
    excerpt: excerpt(act),
    feedback:
      weCount > iCount
        ? `Most of the action is "we" (${weCount} against ${iCount} with "I"): say what you did yourself, e.g. "${excerpt(act)}" — who did that?`
        : `Your own actions are clear: "${excerpt(act)}".`,
  };
}

/** Result: a number makes it; without one it scores below half. */
function resultPart(res: StarSentence[]): StarPartScore {
  if (!res.length)
    return emptyPart('End with the result: what changed, by how much, and what you learned.');
  const numbers = res.flatMap((s) => s.numbers);
  const learned = res.some((s) => /\blearn|lesson/.test(s.lower));
  return numbers.length
    ? {
        present: true,
        score: Math.min(100, 65 + numbers.length * 10 + (learned ? 10 : 0)),
        excerpt: excerpt(res),
        feedback: `You close with a measured result: "${excerpt(res)}".`,
      }
    : {
        present: true,
        score: Math.min(45, 30 + res.length * 5 + (learned ? 5 : 0)),
        excerpt: excerpt(res),
        feedback: `Your result ("${excerpt(res)}") has no number: how much, how many, how fast?`,
      };
}

/** The four parts of the answer's sentences, scored. */
export function readStar(sentences: StarSentence[], hypothetical: boolean): StarReading {
  const totalWords = wordsIn(sentences);
  const iCount = sentences.reduce((n, s) => n + s.iActions, 0);
  const weCount = sentences.reduce((n, s) => n + s.weActions, 0);
  const of = (p: StarPart) => sentencesOf(sentences, p);
  return {
    star: {
      situation: situationPart(of('situation'), totalWords, hypothetical),
      task: taskPart(of('task')),
      action: actionPart(of('action'), iCount, weCount, hypothetical),
      result: resultPart(of('result')),
    },
    totalWords,
    iCount,
    weCount,
  };
}
