/**
 * Gamification from the stored answers: XP per answered question with the game mode's
 * multiplier, extra XP for beating your own best on a question or competency, a level per 300
 * XP, streaks in the user's time zone, the spec's four achievements unlocked by real events,
 * the weekly goal and the stats. Pure functions over rows, so the numbers can be checked.
 */
import {
  GAME_MODE_MULTIPLIERS,
  INTERVIEW_CONSTANTS as C,
  INTERVIEW_TYPES,
  type GameMode,
  type InterviewProgress,
  type InterviewSession,
  type InterviewTypeName,
} from '@careerforge/contract';
import { addDays, weekStartOf } from '../../lib/dates';

export interface AnswerFact {
  sessionId: number;
  questionId: number;
  interviewType: InterviewTypeName;
  competency: string;
  score: number;
  star: { situation: number; task: number; action: number; result: number };
  xp: number;
  improvementXp: number;
  underTimeLimit: boolean;
  createdAt: Date;
}

export type ImprovementBasis = 'question' | 'competency' | 'type';

/** An answer scoring under the floor is too thin to reward: no XP, no Speed Demon progress. */
export const earnsXp = (score: number) => score >= C.minScoreForXp;

/**
 * XP for an answer, from the answers before it. Volume: the first answer to a question earns
 * 10 + score/5 (10-30), times the mode's multiplier. Improvement: twice the points gained over
 * your own best on the same question (or, for a new question, on the same competency of the
 * type); for a question with neither, the points gained over your average for the type. An
 * answer scoring under the floor (INTERVIEW_CONSTANTS.minScoreForXp) earns neither.
 */
export function rewardFor(
  history: readonly AnswerFact[],
  answer: {
    questionId: number;
    competency: string;
    interviewType: InterviewTypeName;
    score: number;
  },
  mode: GameMode,
): {
  xp: number;
  improvementXp: number;
  previousBest: number | null;
  basis: ImprovementBasis | null;
  multiplier: number;
} {
  const multiplier = GAME_MODE_MULTIPLIERS[mode];
  const sameType = history.filter((h) => h.interviewType === answer.interviewType);
  const sameQuestion = history.filter((h) => h.questionId === answer.questionId);
  const sameCompetency = sameType.filter(
    (h) =>
      h.questionId !== answer.questionId &&
      h.competency.toLowerCase() === answer.competency.toLowerCase(),
  );
  const rewarded = earnsXp(answer.score);
  const xp =
    sameQuestion.length || !rewarded ? 0 : Math.round((10 + answer.score / 5) * multiplier);
  const best = (list: readonly AnswerFact[]) => Math.max(...list.map((h) => h.score));
  let basis: ImprovementBasis | null = null;
  let previousBest: number | null = null;
  let improvementXp = 0;
  if (sameQuestion.length || sameCompetency.length) {
    basis = sameQuestion.length ? 'question' : 'competency';
    previousBest = best(sameQuestion.length ? sameQuestion : sameCompetency);
    improvementXp = Math.max(0, answer.score - previousBest) * 2;
  } else if (sameType.length) {
    basis = 'type';
    previousBest = Math.round(sameType.reduce((n, h) => n + h.score, 0) / sameType.length);
    improvementXp = Math.max(0, answer.score - previousBest);
  }
  if (!rewarded) improvementXp = 0;
  return { xp, improvementXp, previousBest, basis, multiplier };
}

/** "YYYY-MM-DD" of a moment in a time zone. */
export function dayKey(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

export function streaks(days: ReadonlySet<string>, today: string) {
  let current = 0;
  let cursor = days.has(today) ? today : addDays(today, -1);
  while (days.has(cursor)) {
    current++;
    cursor = addDays(cursor, -1);
  }
  let longest = 0;
  let run = 0;
  let prev = '';
  let reached3: string | null = null;
  for (const d of [...days].sort()) {
    run = prev && addDays(prev, 1) === d ? run + 1 : 1;
    if (run >= C.onFireStreak && !reached3) reached3 = d;
    longest = Math.max(longest, run);
    prev = d;
  }
  return { current, longest, reached3 };
}

const avg = (xs: number[]) =>
  xs.length ? Math.round(xs.reduce((a, b) => a + b, 0) / xs.length) : null;

/** What the achievements are earned from. */
interface AchievementFacts {
  answers: readonly AnswerFact[];
  longest: number;
  /** the day the longest streak first reached On Fire's length */
  reached3: string | null;
  best: number | null;
  /** good answers within a timed mode's limit */
  fast: readonly AnswerFact[];
  timeZone: string;
}

/** The four achievements, each with its progress and the moment it was unlocked. */
function achievementsOf(f: AchievementFacts): InterviewProgress['achievements'] {
  const { answers, longest, reached3, best, fast, timeZone } = f;
  const perfect = answers.find((a) => a.score >= C.perfectScore);
  const iso = (d: Date | undefined) => (d ? d.toISOString() : null);
  const firstOnDay = (key: string | null) =>
    key ? answers.find((a) => dayKey(a.createdAt, timeZone) === key)?.createdAt : undefined;
  return [
    {
      id: 'first_interview',
      name: 'First Steps',
      description: 'Answer your first interview question.',
      rarity: 'common',
      unlocked: answers.length > 0,
      unlockedAt: iso(answers[0]?.createdAt),
      progress: Math.min(1, answers.length),
      target: 1,
    },
    {
      id: 'streak_3',
      name: 'On Fire!',
      description: 'Practise three days in a row.',
      rarity: 'rare',
      unlocked: longest >= C.onFireStreak,
      unlockedAt: iso(firstOnDay(reached3)),
      progress: Math.min(C.onFireStreak, longest),
      target: C.onFireStreak,
    },
    {
      id: 'perfect_score',
      name: 'Perfectionist',
      description: `Score ${C.perfectScore} or more on an answer.`,
      rarity: 'epic',
      unlocked: perfect !== undefined,
      unlockedAt: iso(perfect?.createdAt),
      progress: Math.min(C.perfectScore, best ?? 0),
      target: C.perfectScore,
    },
    {
      id: 'speed_master',
      name: 'Speed Demon',
      description: `Answer within the time limit of a timed mode ${C.speedDemonTarget} times, scoring ${C.minScoreForXp} or more.`,
      rarity: 'legendary',
      unlocked: fast.length >= C.speedDemonTarget,
      unlockedAt: iso(fast[C.speedDemonTarget - 1]?.createdAt),
      progress: Math.min(C.speedDemonTarget, fast.length),
      target: C.speedDemonTarget,
    },
  ];
}

/** Sessions, answers, average and the last ten scores of each interview type. */
function byTypeOf(answers: readonly AnswerFact[], sessions: readonly InterviewSession[]) {
  return INTERVIEW_TYPES.map((interviewType) => {
    const mine = answers.filter((a) => a.interviewType === interviewType);
    return {
      interviewType,
      sessions: sessions.filter((s) => s.interviewType === interviewType).length,
      answers: mine.length,
      averageScore: avg(mine.map((a) => a.score)),
      trend: mine.slice(-10).map((a) => a.score),
    };
  });
}

/** The STAR parts' average scores, week by week (the last eight weeks with answers). */
function starTrendOf(answers: readonly AnswerFact[], timeZone: string) {
  const weeks = new Map<string, AnswerFact[]>();
  for (const a of answers) {
    const w = weekStartOf(dayKey(a.createdAt, timeZone));
    weeks.set(w, [...(weeks.get(w) ?? []), a]);
  }
  return [...weeks]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .slice(-8)
    .map(([week, list]) => ({
      week,
      situation: avg(list.map((a) => a.star.situation)) ?? 0,
      task: avg(list.map((a) => a.star.task)) ?? 0,
      action: avg(list.map((a) => a.star.action)) ?? 0,
      result: avg(list.map((a) => a.star.result)) ?? 0,
    }));
}

export function computeProgress(
  answers: readonly AnswerFact[],
  sessions: readonly InterviewSession[],
  now: Date,
  timeZone: string,
): InterviewProgress {
  const totalXP = answers.reduce((n, a) => n + a.xp + a.improvementXp, 0);
  const improvementXP = answers.reduce((n, a) => n + a.improvementXp, 0);
  const days = new Set(answers.map((a) => dayKey(a.createdAt, timeZone)));
  const today = dayKey(now, timeZone);
  const { current, longest, reached3 } = streaks(days, today);
  const thisWeek = weekStartOf(today);
  const weeklySessions = new Set(
    answers.filter((a) => dayKey(a.createdAt, timeZone) >= thisWeek).map((a) => a.sessionId),
  );
  const practised = new Set(answers.map((a) => a.sessionId));
  const scores = answers.map((a) => a.score);
  const best = scores.length ? Math.max(...scores) : null;
  // a quick answer counts for Speed Demon only when it is good enough to earn XP
  const fast = answers.filter((a) => a.underTimeLimit && earnsXp(a.score));
  const achievements = achievementsOf({ answers, longest, reached3, best, fast, timeZone });
  const byType = byTypeOf(answers, sessions);
  const starTrend = starTrendOf(answers, timeZone);

  return {
    level: Math.floor(totalXP / C.xpPerLevel) + 1,
    totalXP,
    xpIntoLevel: totalXP % C.xpPerLevel,
    xpPerLevel: C.xpPerLevel,
    improvementXP,
    currentStreak: current,
    longestStreak: longest,
    weeklyGoal: C.weeklyGoal,
    weeklyProgress: weeklySessions.size,
    achievements,
    fireStreak: { current, target: C.fireStreakTarget },
    interviewMaster: { sessions: practised.size, target: C.interviewMasterTarget },
    underTimeLimit: fast.length,
    totals: {
      sessions: sessions.length,
      practisedSessions: practised.size,
      answers: answers.length,
      averageScore: avg(scores),
      bestScore: best,
    },
    byType,
    starTrend,
    recentSessions: sessions.slice(0, C.recentSessions),
  };
}
