/**
 * What an answer in a practice session records beside its score: how long the question was open,
 * the session's average for the activity log, and the reward as the response shows it.
 */
import {
  GAME_MODE_TIME_LIMITS,
  INTERVIEW_CONSTANTS,
  type AnswerAnalysisResponse,
  type GameMode,
  type InterviewTypeName,
} from '@careerforge/contract';
import type { computeProgress, rewardFor } from './progress';
import type { AnswerRow, SessionRow } from './repo';

/** The latest answer to each question. */
export function latestByQuestion(answers: readonly AnswerRow[]) {
  const latest = new Map<number, { row: AnswerRow; attempts: number }>();
  for (const a of answers) {
    const prev = latest.get(a.questionId);
    latest.set(a.questionId, { row: a, attempts: (prev?.attempts ?? 0) + 1 });
  }
  return latest;
}

/**
 * The time the question was open (since the session started or the previous answer), and
 * whether the answer came within the game mode's limit.
 */
export function answerTiming(
  session: SessionRow,
  sessionAnswers: AnswerRow[],
  mode: GameMode,
  now: Date,
): { elapsedSeconds: number; underTimeLimit: boolean } {
  const servedAt = sessionAnswers.length
    ? sessionAnswers[sessionAnswers.length - 1]!.createdAt
    : session.createdAt;
  const elapsedSeconds = Math.max(0, Math.round((now.getTime() - servedAt.getTime()) / 1000));
  const limit = GAME_MODE_TIME_LIMITS[mode];
  return { elapsedSeconds, underTimeLimit: limit !== null && elapsedSeconds <= limit };
}

/** The session as the activity log records it: the average of each question's latest answer. */
export function practiceSummary(
  questions: number,
  sessionAnswers: AnswerRow[],
  interviewType: InterviewTypeName,
  gameMode: GameMode,
) {
  const latest = latestByQuestion(sessionAnswers);
  const scores = [...latest.values()].map((l) => l.row.score);
  const average = Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
  return {
    average,
    data: { interviewType, gameMode, questions, questionsAnswered: latest.size },
  };
}

type Progress = ReturnType<typeof computeProgress>;

/** The reward as the answer's response shows it, with the achievements this answer unlocked. */
export function rewardShown(
  reward: ReturnType<typeof rewardFor>,
  timing: { elapsedSeconds: number; underTimeLimit: boolean },
  was: Progress,
  is: Progress,
): NonNullable<AnswerAnalysisResponse['reward']> {
  const unlockedBefore = new Set(was.achievements.filter((a) => a.unlocked).map((a) => a.id));
  return {
    xp: reward.xp,
    improvementXp: reward.improvementXp,
    previousBest: reward.previousBest,
    improvementBasis: reward.basis,
    multiplier: reward.multiplier,
    minScoreForXp: INTERVIEW_CONSTANTS.minScoreForXp,
    underTimeLimit: timing.underTimeLimit,
    elapsedSeconds: timing.elapsedSeconds,
    totalXP: is.totalXP,
    level: is.level,
    newAchievements: is.achievements
      .filter((a) => a.unlocked && !unlockedBefore.has(a.id))
      .map((a) => a.name),
  };
}
