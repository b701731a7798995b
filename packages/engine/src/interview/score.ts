/**
 * The answer rubric. STAR parts weighted Situation 15%, Task 10%, Action 60%, Result 15%:
 * each part found in the answer's own sentences, labelled ("Task:", "S:", "The task was") or
 * implied (star.ts), and scored 0-100; the quotes shown never repeat a label; "we" language
 * caps Action at 60; a Result without a number scores below half. The structure score is then
 * weighed by relevance (the question's and the posting's words in the answer), length and
 * filler words. Pure and deterministic: the same answer always scores the same.
 */
import { analyzeJob } from '../job/analyze';
import { normalizeText } from '../text/normalize';
import { skillLabel } from './generate';
import { SEQUENCE } from './actions';
import { starSentences, withoutLeadIn, type StarSentence } from './star';
import { clip, contentKeys, overlap, STOP_WORDS, wordsOf } from './text';
import type {
  AnswerAnalysis,
  AnswerInsights,
  InterviewType,
  StarPart,
  StarPartScore,
} from './types';

export interface AnalyzeAnswerInput {
  question: string;
  answer: string;
  interviewType: InterviewType;
  jobDescription?: string | null;
  /** seconds of speech, for spoken answers */
  durationSeconds?: number | null;
}

export const STAR_WEIGHTS: Record<StarPart, number> = {
  situation: 0.15,
  task: 0.1,
  action: 0.6,
  result: 0.15,
};

/** Scores are 0-100; the practice view shows them out of 5 (one decimal), from the same number. */
export const toOutOf5 = (score: number) => Math.round(score / 2) / 10;

const FILLERS: [string, RegExp][] = [
  ['um', /\b(?:um+|umm+)\b/g],
  ['uh', /\b(?:uh+|er+m*|ah+)\b/g],
  ['like', /(?:,\s*like\b|\blike,|\blike i said)/g],
  ['you know', /\byou know\b(?!\s+(?:how|what|that|the|when|why))/g],
  ['sort of', /\bsort of\b/g],
  ['kind of', /\bkind of\b/g],
  ['basically', /\bbasically\b/g],
  ['actually', /\bactually\b/g],
  ['literally', /\bliterally\b/g],
  ['i mean', /\bi mean\b/g],
];

function emptyPart(feedback: string): StarPartScore {
  return { present: false, score: 0, excerpt: '', feedback };
}

/** Scores an answer to an interview question. */
export function analyzeAnswer(input: AnalyzeAnswerInput): AnswerAnalysis {
  const answer = normalizeText(input.answer).replace(/\s+/g, ' ').trim();
  const hypothetical =
    input.interviewType === 'technical' ||
    input.interviewType === 'system-design' ||
    input.interviewType === 'case-study';
  const sentences = starSentences(input.answer, hypothetical);

  const totalWords = sentences.reduce((n, s) => n + s.words, 0);
  // A part's sentences, those it labels or shows most first; its excerpt is the first of them.
  const of = (p: StarPart) => {
    const list = sentences.filter((s) => s.parts.has(p));
    return [
      ...list.filter((s) => s.label === p),
      ...list.filter((s) => s.label !== p && s.best === p),
      ...list.filter((s) => s.label !== p && s.best !== p),
    ];
  };
  // The quote leaves out words that only name the part ("The task was to", "As a result,"): the
  // card it is shown on names the part already.
  const excerpt = (list: StarSentence[]) => (list[0] ? clip(withoutLeadIn(list[0].text), 160) : '');

  // Situation
  const sit = of('situation');
  const sitWords = sit.reduce((n, s) => n + s.words, 0);
  const situation: StarPartScore = sit.length
    ? {
        present: true,
        score: Math.min(
          sitWords / Math.max(totalWords, 1) > 0.45 ? 70 : 100,
          55 + Math.min(25, sitWords) + (sit.some((s) => s.numbers.length || s.dated) ? 15 : 0),
        ),
        excerpt: excerpt(sit),
        feedback: `You set the scene: "${excerpt(sit)}".`,
      }
    : emptyPart(
        hypothetical
          ? 'State the context and your assumptions before the approach (the scale, the users, the constraints).'
          : 'Open with the situation: where you were, when, and what was at stake.',
      );

  // Task
  const tsk = of('task');
  const task: StarPartScore = tsk.length
    ? {
        present: true,
        score: Math.min(
          100,
          60 +
            (tsk.some((s) => /\b(?:i|my)\b/.test(s.lower)) ? 20 : 0) +
            (tsk.some((s) => s.numbers.length || s.dated || /deadline|by (?:the|end)/.test(s.lower))
              ? 20
              : 0),
        ),
        excerpt: excerpt(tsk),
        feedback: `Your goal is stated: "${excerpt(tsk)}".`,
      }
    : emptyPart('Say what you were responsible for, or what success had to look like.');

  // Action
  const act = of('action');
  const iCount = sentences.reduce((n, s) => n + s.iActions, 0);
  const weCount = sentences.reduce((n, s) => n + s.weActions, 0);
  const actWords = act.reduce((n, s) => n + s.words, 0);
  const sequenced = act.some((s) => SEQUENCE.test(s.lower));
  let actionScore = 0;
  if (act.length) {
    actionScore = Math.min(
      100,
      25 +
        Math.min(45, iCount * 15) +
        Math.min(20, Math.floor(actWords / 3)) +
        (sequenced ? 10 : 0),
    );
    if (iCount === 0) actionScore = Math.min(actionScore, 45);
    if (weCount > iCount) actionScore = Math.min(actionScore, 60);
  }
  const action: StarPartScore = act.length
    ? {
        present: true,
        score: actionScore,
        excerpt: excerpt(act),
        feedback:
          weCount > iCount
            ? `Most of the action is "we" (${weCount} against ${iCount} with "I"): say what you did yourself, e.g. "${excerpt(act)}" — who did that?`
            : `Your own actions are clear: "${excerpt(act)}".`,
      }
    : emptyPart(
        hypothetical
          ? 'Walk through your approach step by step: what you would do first, next and why.'
          : 'Describe the steps you took yourself, with "I", in the order you took them.',
      );

  // Result
  const res = of('result');
  const resNumbers = res.flatMap((s) => s.numbers);
  const learned = res.some((s) => /\blearn|lesson/.test(s.lower));
  const result: StarPartScore = res.length
    ? resNumbers.length
      ? {
          present: true,
          score: Math.min(100, 65 + resNumbers.length * 10 + (learned ? 10 : 0)),
          excerpt: excerpt(res),
          feedback: `You close with a measured result: "${excerpt(res)}".`,
        }
      : {
          present: true,
          score: Math.min(45, 30 + res.length * 5 + (learned ? 5 : 0)),
          excerpt: excerpt(res),
          feedback: `Your result ("${excerpt(res)}") has no number: how much, how many, how fast?`,
        }
    : emptyPart('End with the result: what changed, by how much, and what you learned.');

  const star = { situation, task, action, result };
  // Saying something earns a little even without structure (at most 10 points).
  const structure = Math.max(
    Math.min(10, totalWords / 5),
    situation.score * STAR_WEIGHTS.situation +
      task.score * STAR_WEIGHTS.task +
      action.score * STAR_WEIGHTS.action +
      result.score * STAR_WEIGHTS.result,
  );

  // Relevance: the question's words and the posting's terms in the answer.
  const answerKeys = contentKeys(answer);
  const questionKeys = contentKeys(input.question);
  const qShare = overlap(questionKeys, answerKeys);
  const jd = (input.jobDescription ?? '').trim();
  const jobTerms: string[] = [];
  if (jd) {
    const job = analyzeJob(jd);
    for (const s of job.skills) jobTerms.push(skillLabel(s));
    for (const k of job.keywords.slice(0, 10)) jobTerms.push(k.term);
  }
  const lowerAnswer = answer.toLowerCase();
  const uniqueTerms = [...new Set(jobTerms.map((t) => t.trim()).filter(Boolean))];
  const termUsed = (t: string) => {
    const keys = contentKeys(t);
    return keys.size > 0 && [...keys].every((k) => answerKeys.has(k))
      ? true
      : lowerAnswer.includes(t.toLowerCase());
  };
  const jobTermsUsed = uniqueTerms.filter(termUsed);
  const jobTermsMissed = uniqueTerms.filter((t) => !termUsed(t)).slice(0, 6);
  const relevance = Math.round(
    100 * Math.min(1, 0.35 + qShare * 1.3 + Math.min(0.3, jobTermsUsed.length * 0.1)),
  );
  const relevanceFactor = 0.75 + 0.25 * (relevance / 100);

  // Length and delivery.
  const lengthFactor =
    totalWords < 20
      ? 0.45
      : totalWords < 50
        ? 0.7
        : totalWords < 80
          ? 0.9
          : totalWords > 600
            ? 0.85
            : totalWords > 380
              ? 0.93
              : 1;
  const fillerWords = FILLERS.map(([word, re]) => ({
    word,
    count: (lowerAnswer.match(re) ?? []).length,
  })).filter((f) => f.count > 0);
  const fillerCount = fillerWords.reduce((n, f) => n + f.count, 0);
  const fillerRate = totalWords ? fillerCount / totalWords : 0;
  const fillerPenalty = Math.min(10, Math.round(fillerRate * 200));
  const delivery = Math.round(Math.max(0, 100 * lengthFactor - fillerPenalty * 4));

  const allNumbers = [...new Set(sentences.flatMap((s) => s.numbers))];
  const specifics = Math.min(
    100,
    allNumbers.length * 20 +
      jobTermsUsed.length * 10 +
      (/[A-Z][a-z]+/.test(answer.slice(1)) ? 10 : 0),
  );

  const score = Math.max(
    0,
    Math.min(100, Math.round(structure * relevanceFactor * lengthFactor - fillerPenalty)),
  );

  // Insights.
  const counts = new Map<string, number>();
  for (const w of wordsOf(answer)) {
    if (w.length < 4 || STOP_WORDS.has(w)) continue;
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const repeatedWords = [...counts]
    .filter(([, n]) => n >= 3)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([word, count]) => ({ word, count }));
  const talkingPoints = (['situation', 'task', 'action', 'result'] as StarPart[])
    .filter((p) => star[p].present)
    .map((p) => `${p[0]!.toUpperCase()}${p.slice(1)}: ${clip(star[p].excerpt, 70)}`);
  const insights: AnswerInsights = {
    wordCount: totalWords,
    sentenceCount: sentences.length,
    fillerWords,
    fillerCount,
    numbers: allNumbers.slice(0, 10),
    jobTermsUsed,
    jobTermsMissed,
    repeatedWords,
    talkingPoints,
    iStatements: iCount,
    weStatements: weCount,
  };
  if (input.durationSeconds && input.durationSeconds > 0) {
    insights.talkTimeSeconds = Math.round(input.durationSeconds);
    insights.wordsPerMinute = Math.round(totalWords / (input.durationSeconds / 60));
  }

  // Words for the user, from the answer's own sentences.
  const strengths: string[] = [];
  const suggestions: string[] = [];
  for (const p of ['situation', 'task', 'action', 'result'] as StarPart[]) {
    const part = star[p];
    if (part.present && part.score >= 60) strengths.push(part.feedback);
    else suggestions.push(part.feedback);
  }
  if (allNumbers.length)
    strengths.push(`You give concrete numbers (${allNumbers.slice(0, 3).join(', ')}).`);
  if (jobTermsUsed.length)
    strengths.push(`You use the posting's own terms: ${jobTermsUsed.slice(0, 5).join(', ')}.`);
  if (qShare < 0.25)
    suggestions.push(
      'Tie the answer back to the question: repeat its key words when you give your result.',
    );
  if (jd && jobTermsMissed.length && jobTermsUsed.length < 2)
    suggestions.push(
      `Where it is true for you, mention what the posting asks for: ${jobTermsMissed.slice(0, 3).join(', ')}.`,
    );
  if (totalWords < 50)
    suggestions.push(
      `At ${totalWords} words the answer is too short to show much: aim for 120 to 300 words (one to two minutes spoken).`,
    );
  else if (totalWords > 380)
    suggestions.push(
      `At ${totalWords} words the answer runs long: keep the situation to two sentences and spend the time on your actions.`,
    );
  if (fillerCount >= 3)
    suggestions.push(
      `Cut the filler words (${fillerWords.map((f) => `"${f.word}" ${f.count}x`).join(', ')}): a short pause reads better.`,
    );
  if (insights.wordsPerMinute !== undefined) {
    if (insights.wordsPerMinute > 170)
      suggestions.push(
        `You spoke at ${insights.wordsPerMinute} words per minute: slow down towards 130-160.`,
      );
    else if (insights.wordsPerMinute < 100)
      suggestions.push(
        `You spoke at ${insights.wordsPerMinute} words per minute: aim for 130-160 so the answer keeps its pace.`,
      );
  }
  if (repeatedWords[0] && repeatedWords[0].count >= 5)
    suggestions.push(
      `"${repeatedWords[0].word}" comes ${repeatedWords[0].count} times: vary the wording.`,
    );

  const present = (['situation', 'task', 'action', 'result'] as StarPart[]).filter(
    (p) => star[p].present,
  );
  const verdict =
    score >= 80
      ? 'A strong answer.'
      : score >= 60
        ? 'A solid answer with room to sharpen.'
        : score >= 40
          ? 'A start, but key parts are thin.'
          : 'This answer needs more substance.';
  const feedback = [
    verdict,
    present.length
      ? `It shows ${present.length} of the 4 STAR parts (${present.join(', ')}).`
      : 'It does not yet follow a situation, task, action, result structure.',
    star.action.present ? star.action.feedback : star.action.feedback,
    star.result.present ? star.result.feedback : '',
  ]
    .filter(Boolean)
    .join(' ');

  return {
    score,
    scoreOutOf5: toOutOf5(score),
    star,
    factors: {
      structure: Math.round(structure),
      relevance,
      specifics,
      delivery,
    },
    feedback,
    strengths: strengths.slice(0, 6),
    suggestions: suggestions.slice(0, 6),
    insights,
  };
}
