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
import { starSentences } from './star';
import { readStar, type StarReading } from './star-parts';
import { clip, contentKeys, overlap, STOP_WORDS, wordsOf } from './text';
import type { AnswerAnalysis, AnswerInsights, InterviewType, StarPart } from './types';

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

const PARTS: StarPart[] = ['situation', 'task', 'action', 'result'];

/** The STAR parts weighed; saying something earns a little even without structure (at most 10). */
function structureScore(star: StarReading['star'], totalWords: number): number {
  return Math.max(
    Math.min(10, totalWords / 5),
    PARTS.reduce((n, p) => n + star[p].score * STAR_WEIGHTS[p], 0),
  );
}

interface Relevance {
  /** the share of the question's words the answer uses */
  qShare: number;
  jd: string;
  jobTermsUsed: string[];
  jobTermsMissed: string[];
  relevance: number;
}

/** Relevance: the question's words and the posting's terms in the answer. */
function relevanceOf(input: AnalyzeAnswerInput, answer: string): Relevance {
  const answerKeys = contentKeys(answer);
  const qShare = overlap(contentKeys(input.question), answerKeys);
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
  return { qShare, jd, jobTermsUsed, jobTermsMissed, relevance };
}

/** Length and filler words: what they take off the score, and the delivery factor shown. */
function deliveryOf(lowerAnswer: string, totalWords: number) {
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
  return { lengthFactor, fillerWords, fillerCount, fillerPenalty, delivery };
}

/** Words the answer uses three times or more (the five most repeated). */
function repeatedWordsOf(answer: string): AnswerInsights['repeatedWords'] {
  const counts = new Map<string, number>();
  for (const w of wordsOf(answer)) {
    if (w.length < 4 || STOP_WORDS.has(w)) continue;
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, n]) => n >= 3)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([word, count]) => ({ word, count }));
}

/** Words for the user, from the answer's own sentences: what works, and what to change. */
function adviceOf(
  star: StarReading['star'],
  rel: Relevance,
  insights: AnswerInsights,
): { strengths: string[]; suggestions: string[] } {
  const strengths: string[] = [];
  const suggestions: string[] = [];
  for (const p of PARTS) {
    const part = star[p];
    if (part.present && part.score >= 60) strengths.push(part.feedback);
    else suggestions.push(part.feedback);
  }
  const { numbers, fillerWords, fillerCount, repeatedWords, wordsPerMinute } = insights;
  const totalWords = insights.wordCount;
  if (numbers.length)
    strengths.push(`You give concrete numbers (${numbers.slice(0, 3).join(', ')}).`);
  if (rel.jobTermsUsed.length)
    strengths.push(`You use the posting's own terms: ${rel.jobTermsUsed.slice(0, 5).join(', ')}.`);
  if (rel.qShare < 0.25)
    suggestions.push(
      'Tie the answer back to the question: repeat its key words when you give your result.',
    );
  if (rel.jd && rel.jobTermsMissed.length && rel.jobTermsUsed.length < 2)
    suggestions.push(
      `Where it is true for you, mention what the posting asks for: ${rel.jobTermsMissed.slice(0, 3).join(', ')}.`,
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
  if (wordsPerMinute !== undefined) {
    if (wordsPerMinute > 170)
      suggestions.push(
        `You spoke at ${wordsPerMinute} words per minute: slow down towards 130-160.`,
      );
    else if (wordsPerMinute < 100)
      suggestions.push(
        `You spoke at ${wordsPerMinute} words per minute: aim for 130-160 so the answer keeps its pace.`,
      );
  }
  if (repeatedWords[0] && repeatedWords[0].count >= 5)
    suggestions.push(
      `"${repeatedWords[0].word}" comes ${repeatedWords[0].count} times: vary the wording.`,
    );
  return { strengths: strengths.slice(0, 6), suggestions: suggestions.slice(0, 6) };
}

/** The verdict, the STAR parts shown, and the action and result in a few sentences. */
function overallFeedback(score: number, star: StarReading['star']): string {
  const present = PARTS.filter((p) => star[p].present);
  const verdict =
    score >= 80
      ? 'A strong answer.'
      : score >= 60
        ? 'A solid answer with room to sharpen.'
        : score >= 40
          ? 'A start, but key parts are thin.'
          : 'This answer needs more substance.';
  return [
    verdict,
    present.length
      ? `It shows ${present.length} of the 4 STAR parts (${present.join(', ')}).`
      : 'It does not yet follow a situation, task, action, result structure.',
    star.action.feedback,
    star.result.present ? star.result.feedback : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Scores an answer to an interview question. */
export function analyzeAnswer(input: AnalyzeAnswerInput): AnswerAnalysis {
  const answer = normalizeText(input.answer).replace(/\s+/g, ' ').trim();
  const hypothetical =
    input.interviewType === 'technical' ||
    input.interviewType === 'system-design' ||
    input.interviewType === 'case-study';
  const sentences = starSentences(input.answer, hypothetical);
  const { star, totalWords, iCount, weCount } = readStar(sentences, hypothetical);
  const structure = structureScore(star, totalWords);
  const rel = relevanceOf(input, answer);
  const relevanceFactor = 0.75 + 0.25 * (rel.relevance / 100);
  const del = deliveryOf(answer.toLowerCase(), totalWords);

  const allNumbers = [...new Set(sentences.flatMap((s) => s.numbers))];
  const specifics = Math.min(
    100,
    allNumbers.length * 20 +
      rel.jobTermsUsed.length * 10 +
      (/[A-Z][a-z]+/.test(answer.slice(1)) ? 10 : 0),
  );
  const score = Math.max(
    0,
    Math.min(100, Math.round(structure * relevanceFactor * del.lengthFactor - del.fillerPenalty)),
  );

  const insights: AnswerInsights = {
    wordCount: totalWords,
    sentenceCount: sentences.length,
    fillerWords: del.fillerWords,
    fillerCount: del.fillerCount,
    numbers: allNumbers.slice(0, 10),
    jobTermsUsed: rel.jobTermsUsed,
    jobTermsMissed: rel.jobTermsMissed,
    repeatedWords: repeatedWordsOf(answer),
    talkingPoints: PARTS.filter((p) => star[p].present).map(
      (p) => `${p[0]!.toUpperCase()}${p.slice(1)}: ${clip(star[p].excerpt, 70)}`,
    ),
    iStatements: iCount,
    weStatements: weCount,
  };
  if (input.durationSeconds && input.durationSeconds > 0) {
    insights.talkTimeSeconds = Math.round(input.durationSeconds);
    insights.wordsPerMinute = Math.round(totalWords / (input.durationSeconds / 60));
  }

  return {
    score,
    scoreOutOf5: toOutOf5(score),
    star,
    factors: {
      structure: Math.round(structure),
      relevance: rel.relevance,
      specifics,
      delivery: del.delivery,
    },
    feedback: overallFeedback(score, star),
    ...adviceOf(star, rel, insights),
    insights,
  };
}
