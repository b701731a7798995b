/** XP, levels, streaks and achievements as pure functions of the stored answers. */
import { describe, expect, it } from 'vitest';
import { INTERVIEW_CONSTANTS } from '@careerforge/contract';
import { analyzeAnswer } from '@careerforge/engine';
import { PAIRS } from '../../../bench/interview-pairs';
import {
  computeProgress,
  dayKey,
  rewardFor,
  streaks,
  type AnswerFact,
} from '../src/modules/interview-arena/progress';

const fact = (over: Partial<AnswerFact>): AnswerFact => ({
  sessionId: 1,
  questionId: 1,
  interviewType: 'behavioral',
  competency: 'conflict',
  score: 60,
  star: { situation: 60, task: 60, action: 60, result: 60 },
  xp: 22,
  improvementXp: 0,
  underTimeLimit: false,
  createdAt: new Date('2026-03-02T10:00:00Z'),
  ...over,
});

describe('rewardFor', () => {
  it('gives 10 + score/5 times the mode multiplier for a first answer', () => {
    const a = {
      questionId: 1,
      competency: 'conflict',
      interviewType: 'behavioral' as const,
      score: 80,
    };
    expect(rewardFor([], a, 'practice')).toMatchObject({
      xp: 26,
      improvementXp: 0,
      previousBest: null,
    });
    expect(rewardFor([], a, 'challenge').xp).toBe(52);
    expect(rewardFor([], a, 'speed').xp).toBe(78);
    expect(rewardFor([], a, 'roleplay').xp).toBe(65);
  });

  it('pays twice the points gained over your best on the question, then on the competency', () => {
    const history = [fact({ questionId: 1, score: 50 }), fact({ questionId: 1, score: 62 })];
    const again = rewardFor(
      history,
      { questionId: 1, competency: 'conflict', interviewType: 'behavioral', score: 80 },
      'practice',
    );
    expect(again).toMatchObject({ xp: 0, improvementXp: 36, previousBest: 62 });
    const sameCompetency = rewardFor(
      history,
      { questionId: 2, competency: 'Conflict', interviewType: 'behavioral', score: 70 },
      'practice',
    );
    expect(sameCompetency).toMatchObject({ xp: 24, improvementXp: 16, previousBest: 62 });
    expect(again.basis).toBe('question');
    expect(sameCompetency.basis).toBe('competency');
    const worse = rewardFor(
      history,
      { questionId: 1, competency: 'conflict', interviewType: 'behavioral', score: 40 },
      'practice',
    );
    expect(worse.improvementXp).toBe(0);
  });
});

it('pays the points gained over your average for the type on a question with no history', () => {
  const history = [
    fact({ questionId: 1, competency: 'conflict', score: 50 }),
    fact({ questionId: 2, competency: 'failure', score: 70 }),
    fact({ questionId: 3, competency: 'x', interviewType: 'technical', score: 10 }),
  ];
  const r = rewardFor(
    history,
    { questionId: 9, competency: 'teamwork', interviewType: 'behavioral', score: 75 },
    'practice',
  );
  expect(r).toMatchObject({ xp: 25, improvementXp: 15, previousBest: 60, basis: 'type' });
  const first = rewardFor(
    [],
    { questionId: 9, competency: 'teamwork', interviewType: 'behavioral', score: 75 },
    'practice',
  );
  expect(first).toMatchObject({ improvementXp: 0, previousBest: null, basis: null });
});

describe('streaks', () => {
  it('counts the current run ending today or yesterday, and the longest', () => {
    const days = new Set(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-06', '2026-03-07']);
    expect(streaks(days, '2026-03-07')).toMatchObject({
      current: 2,
      longest: 3,
      reached3: '2026-03-03',
    });
    expect(streaks(days, '2026-03-08').current).toBe(2);
    expect(streaks(days, '2026-03-09').current).toBe(0);
  });

  it("uses the user's time zone for the day", () => {
    const late = new Date('2026-03-02T23:30:00Z');
    expect(dayKey(late, 'UTC')).toBe('2026-03-02');
    expect(dayKey(late, 'Europe/Paris')).toBe('2026-03-03');
    expect(dayKey(late, 'America/New_York')).toBe('2026-03-02');
  });
});

describe('computeProgress', () => {
  it('levels every 300 XP and unlocks the four achievements from real events', () => {
    const answers: AnswerFact[] = [];
    for (let d = 1; d <= 3; d++)
      answers.push(
        fact({
          sessionId: d,
          questionId: d,
          xp: 100,
          createdAt: new Date(`2026-03-0${d}T09:00:00Z`),
        }),
      );
    answers.push(
      fact({
        sessionId: 3,
        questionId: 9,
        score: 96,
        xp: 30,
        createdAt: new Date('2026-03-03T10:00:00Z'),
      }),
    );
    for (let i = 0; i < 5; i++)
      answers.push(
        fact({
          sessionId: 4,
          questionId: 20 + i,
          underTimeLimit: true,
          xp: 0,
          createdAt: new Date('2026-03-03T11:00:00Z'),
        }),
      );
    const p = computeProgress(answers, [], new Date('2026-03-03T12:00:00Z'), 'UTC');
    expect(p.totalXP).toBe(330);
    expect(p.level).toBe(2);
    expect(p.xpIntoLevel).toBe(30);
    expect(p.currentStreak).toBe(3);
    const unlocked = Object.fromEntries(p.achievements.map((a) => [a.name, a.unlocked]));
    expect(unlocked).toEqual({
      'First Steps': true,
      'On Fire!': true,
      Perfectionist: true,
      'Speed Demon': true,
    });
    expect(p.interviewMaster).toEqual({ sessions: 4, target: 25 });
    expect(p.fireStreak).toEqual({ current: 3, target: 7 });
    // Monday 2 March to Tuesday 3 March: sessions 2, 3 and 4 fall in this week
    expect(p.weeklyProgress).toBe(3);
  });

  it('starts at level 1 with nothing unlocked', () => {
    const p = computeProgress([], [], new Date(), 'UTC');
    expect(p).toMatchObject({ level: 1, totalXP: 0, currentStreak: 0, weeklyProgress: 0 });
    expect(p.achievements.every((a) => !a.unlocked)).toBe(true);
  });
});

describe('the XP floor', () => {
  const floor = INTERVIEW_CONSTANTS.minScoreForXp;
  const answer = (score: number, questionId = 1) => ({
    questionId,
    competency: 'conflict',
    interviewType: 'behavioral' as const,
    score,
  });

  it('pays nothing for an answer under the floor, in any mode, even one that improves', () => {
    expect(floor).toBe(40);
    for (const mode of ['practice', 'challenge', 'speed', 'roleplay'] as const) {
      expect(rewardFor([], answer(floor - 1), mode)).toMatchObject({ xp: 0, improvementXp: 0 });
      expect(rewardFor([], answer(floor), mode).xp).toBeGreaterThan(0);
    }
    // from 5 to 39 on the same question is progress, but still too thin to reward
    const history = [fact({ questionId: 1, score: 5, xp: 0 })];
    expect(rewardFor(history, answer(floor - 1), 'practice')).toMatchObject({
      xp: 0,
      improvementXp: 0,
      previousBest: 5,
    });
    expect(rewardFor(history, answer(floor + 10), 'practice').improvementXp).toBe(
      (floor + 10 - 5) * 2,
    );
  });

  it('pays every strong answer of the evaluation pairs and no weak one', () => {
    for (const [type, question, strong, weak] of PAIRS) {
      const s = analyzeAnswer({ question, answer: strong, interviewType: type }).score;
      const w = analyzeAnswer({ question, answer: weak, interviewType: type }).score;
      const reward = (score: number) =>
        rewardFor([], { questionId: 1, competency: 'x', interviewType: type, score }, 'practice');
      expect(reward(s).xp, `${s}: ${strong}`).toBeGreaterThan(0);
      expect(reward(w).xp + reward(w).improvementXp, `${w}: ${weak}`).toBe(0);
    }
  });

  it('counts only answers at or over the floor towards Speed Demon', () => {
    const quick = (score: number, i: number) =>
      fact({ sessionId: 1, questionId: i, score, underTimeLimit: true, xp: 0 });
    const thin = Array.from({ length: 5 }, (_, i) => quick(floor - 1, i));
    const now = new Date('2026-03-02T12:00:00Z');
    const speed = (answers: AnswerFact[]) =>
      computeProgress(answers, [], now, 'UTC').achievements.find((a) => a.id === 'speed_master')!;
    expect(speed(thin)).toMatchObject({ unlocked: false, progress: 0 });
    expect(speed(thin).description).toContain(`scoring ${floor} or more`);
    const good = Array.from({ length: 5 }, (_, i) => quick(floor, i));
    expect(speed(good)).toMatchObject({ unlocked: true, progress: 5 });
  });
});
