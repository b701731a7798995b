/**
 * Interview Arena through HTTP: sessions from a job, answers scored and stored with XP, progress
 * computed from the stored answers, every bad input and another user's ids.
 */
import { describe, expect, it } from 'vitest';
import {
  ANSWER_TOO_LONG_MESSAGE,
  INTERVIEW_JOB_TOO_LONG_MESSAGE,
  NO_ANSWER_MESSAGE,
} from '@careerforge/contract';
import { analyzeAnswer } from '@careerforge/engine';
import { useApp, type TestUser } from './helpers';
import { JOB, RESUME } from './fixtures';

const ctx = useApp({ users: 2 });
const [user, other] = ctx.users;

const STRONG = `At my previous company our checkout service was timing out for about 8% of orders during the holiday peak in 2023. My goal was to bring failures under 1% before Black Friday, three weeks away. First I added tracing and found that a synchronous call to the inventory service was the bottleneck. Then I moved the inventory check onto a queue and wrote an idempotent consumer, and I load-tested it at twice the expected peak. As a result, checkout failures dropped from 8% to 0.4%, and we handled 3x the previous year's traffic without an incident.`;
const WEAK = 'We fixed some problems with the checkout as a team. It went well.';

const { call } = ctx;

/** Answers question `questionId` of a session as a behavioral answer. */
const answerQuestion = (u: TestUser, sessionId: number, questionId: string, text: string) =>
  call(u, 'POST', '/api/interviews/analyze', {
    question: 'x',
    answer: text,
    interviewType: 'behavioral',
    sessionId,
    questionId,
  });

async function generate(u: TestUser, extra: object = {}) {
  const res = await call(u, 'POST', '/api/interviews/generate', {
    jobDescription: JOB(),
    interviewType: 'behavioral',
    title: 'Cobalt Harbor loop',
    userId: 3,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('POST /api/interviews/generate', () => {
  it('stores a session of questions from the job for the session user', async () => {
    const body = await generate(user);
    expect(body.title).toBe('Cobalt Harbor loop');
    expect(body.interviewType).toBe('behavioral');
    expect(body.questions).toHaveLength(10);
    expect(body.questions.map((q: { difficulty: string }) => q.difficulty)).toEqual([
      'easy',
      'easy',
      'easy',
      'medium',
      'medium',
      'medium',
      'medium',
      'hard',
      'hard',
      'hard',
    ]);
    expect(body.provider).toBe('local');
    const list = (await call(user, 'GET', '/api/interviews?userId=1')).json();
    expect(list[0]).toMatchObject({
      id: body.id,
      title: 'Cobalt Harbor loop',
      totalQuestions: 10,
      completedQuestions: 0,
      averageScore: null,
    });
    expect(list[0].questions[0]).toBe(body.questions[0].text);
  });

  it('uses the interview type plus "Practice" when the title is blank, and needs no job', async () => {
    const res = await call(user, 'POST', '/api/interviews/generate', {
      jobDescription: '',
      interviewType: 'system-design',
      title: '   ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('System Design Practice');
    expect(res.json().questions.length).toBe(10);
  });

  it("aims questions at the chosen resume's gaps and claims; another user's resume is 404", async () => {
    const resume = (
      await call(user, 'POST', '/api/resumes', { title: 'Mine', content: RESUME() })
    ).json();
    const body = await generate(user, { interviewType: 'technical', resumeId: resume.id });
    expect(body.questions.some((q: { source: string }) => q.source.startsWith('resume-'))).toBe(
      true,
    );
    const res = await call(other, 'POST', '/api/interviews/generate', {
      jobDescription: JOB(),
      interviewType: 'technical',
      resumeId: resume.id,
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses an unknown interview type or game mode (400) and a too-long job (413)', async () => {
    const bad = await call(user, 'POST', '/api/interviews/generate', {
      jobDescription: JOB(),
      interviewType: 'trivia',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain(
      'technical, behavioral, system-design, case-study, leadership',
    );
    const mode = await call(user, 'POST', '/api/interviews/generate', {
      interviewType: 'technical',
      gameMode: 'marathon',
    });
    expect(mode.statusCode).toBe(400);
    expect(mode.json().error.message).toContain('practice, challenge, speed, roleplay');
    const long = await call(user, 'POST', '/api/interviews/generate', {
      jobDescription: 'x'.repeat(20_001),
      interviewType: 'technical',
    });
    expect(long.statusCode).toBe(413);
    expect(long.json().error.message).toBe(INTERVIEW_JOB_TOO_LONG_MESSAGE);
  });

  it('needs a session', async () => {
    const res = await call(null, 'POST', '/api/interviews/generate', {
      interviewType: 'technical',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/interviews/analyze', () => {
  it('scores an answer without a session and stores nothing', async () => {
    const fresh = await ctx.signUp();
    const res = await call(fresh, 'POST', '/api/interviews/analyze', {
      question: 'Tell me about a time you fixed a reliability problem.',
      answer: STRONG,
      interviewType: 'behavioral',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.score).toBe(body.overall_score);
    expect(body.scoreOutOf5).toBe(Math.round(body.score / 2) / 10);
    expect(body.suggestions).toBeInstanceOf(Array);
    expect(body.reward).toBeUndefined();
    const progress = (await call(fresh, 'GET', '/api/interviews/progress')).json();
    expect(progress.totalXP).toBe(0);
  });

  it('answers the spec text for an empty or blank answer, 413 over 10,000 characters', async () => {
    for (const answer of ['', '   \n ']) {
      const res = await call(user, 'POST', '/api/interviews/analyze', {
        question: 'Why this role?',
        answer,
        interviewType: 'behavioral',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(NO_ANSWER_MESSAGE);
    }
    const long = await call(user, 'POST', '/api/interviews/analyze', {
      question: 'Why this role?',
      answer: 'a'.repeat(10_001),
      interviewType: 'behavioral',
    });
    expect(long.statusCode).toBe(413);
    expect(long.json().error.message).toBe(ANSWER_TOO_LONG_MESSAGE);
    const type = await call(user, 'POST', '/api/interviews/analyze', {
      question: 'Why this role?',
      answer: STRONG,
      interviewType: 'poetry',
    });
    expect(type.statusCode).toBe(400);
  });

  it('stores the answer on the session, earns XP, unlocks First Steps and logs the practice', async () => {
    const u = await ctx.signUp();
    const session = await generate(u);
    const before = (await call(u, 'GET', '/api/dashboard')).json().stats.interviewsPracticed;
    const res = await call(u, 'POST', '/api/interviews/analyze', {
      question: 'ignored: the stored question is scored',
      answer: STRONG,
      interviewType: 'behavioral',
      sessionId: session.id,
      questionId: 'q0',
      userId: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // The score is the engine's rubric on the stored question and the session's job.
    const expected = analyzeAnswer({
      question: session.questions[0].text,
      answer: STRONG,
      interviewType: 'behavioral',
      jobDescription: JOB(),
    });
    expect(body.score).toBe(expected.score);
    expect(body.reward.xp).toBe(Math.round(10 + body.score / 5));
    expect(body.reward.newAchievements).toContain('First Steps');
    const after = (await call(u, 'GET', '/api/dashboard')).json().stats.interviewsPracticed;
    expect(after).toBe(before + 1);

    // A second answer in the same session is not a second practice session.
    await answerQuestion(u, session.id, 'q1', WEAK);
    expect((await call(u, 'GET', '/api/dashboard')).json().stats.interviewsPracticed).toBe(after);
    // ... but its entry follows the session: the average score of its answers.
    const detailNow = (await call(u, 'GET', `/api/interviews/${session.id}`)).json();
    const recent = (await call(u, 'GET', '/api/dashboard'))
      .json()
      .recentActivity.find((a: { type: string }) => a.type === 'interview_practiced');
    expect(recent).toMatchObject({ title: 'Cobalt Harbor loop', score: detailNow.averageScore });

    // Reopened: questions with their answers.
    const detail = (await call(u, 'GET', `/api/interviews/${session.id}`)).json();
    expect(detail.items).toHaveLength(10);
    expect(detail.items[0].answer.answer).toBe(STRONG);
    expect(detail.items[0].answer.score).toBe(body.score);
    expect(detail.items[1].answer.score).toBeLessThan(body.score);
    expect(detail.items[2].answer).toBeNull();
    expect(detail.completedQuestions).toBe(2);
    expect(detail.jobDescription).toBe(JOB().trim());
  });

  it('pays for improvement: a better second attempt earns twice the points gained, a repeat no volume XP', async () => {
    const u = await ctx.signUp();
    const session = await generate(u);
    const answer = (text: string) =>
      answerQuestion(u, session.id, 'q3', text).then((r) => r.json());
    const first = await answer(WEAK);
    const second = await answer(STRONG);
    expect(second.reward.xp).toBe(0);
    expect(second.reward.previousBest).toBe(first.score);
    expect(second.reward.improvementXp).toBe((second.score - first.score) * 2);
    const third = await answer(WEAK);
    expect(third.reward.improvementXp).toBe(0);
    const progress = (await call(u, 'GET', '/api/interviews/progress')).json();
    expect(progress.totalXP).toBe(first.reward.xp + second.reward.improvementXp);
    expect(progress.improvementXP).toBe(second.reward.improvementXp);
    expect(progress.totals.answers).toBe(3);
    expect(progress.currentStreak).toBe(1);
    const detail = (await call(u, 'GET', `/api/interviews/${session.id}`)).json();
    expect(detail.items[3].answer.attempts).toBe(3);
  });

  it('pays no XP for a vague answer and says why', async () => {
    const u = await ctx.signUp();
    const session = await generate(u, { gameMode: 'speed' });
    const res = await answerQuestion(u, session.id, 'q0', WEAK);
    const body = res.json();
    expect(body.score).toBeLessThan(40);
    expect(body.reward).toMatchObject({ xp: 0, improvementXp: 0, minScoreForXp: 40 });
    const progress = (await call(u, 'GET', '/api/interviews/progress')).json();
    expect(progress.totalXP).toBe(0);
    // a quick but vague answer does not count towards Speed Demon
    expect(
      progress.achievements.find((a: { id: string }) => a.id === 'speed_master').progress,
    ).toBe(0);
  });

  it('multiplies XP by the game mode and counts answers within the time limit', async () => {
    const u = await ctx.signUp();
    const session = await generate(u, { gameMode: 'speed' });
    expect(session.timeLimitSeconds).toBe(90);
    const res = await answerQuestion(u, session.id, 'q0', STRONG);
    const body = res.json();
    expect(body.reward.multiplier).toBe(3);
    expect(body.reward.xp).toBe(Math.round((10 + body.score / 5) * 3));
    expect(body.reward.underTimeLimit).toBe(true);
    const progress = (
      await call(u, 'GET', '/api/interviews/progress?timeZone=Europe/Paris')
    ).json();
    expect(progress.underTimeLimit).toBe(1);
    expect(
      progress.achievements.find((a: { id: string }) => a.id === 'speed_master'),
    ).toMatchObject({
      name: 'Speed Demon',
      progress: 1,
      target: 5,
      unlocked: false,
    });
    expect(progress.interviewMaster).toEqual({ sessions: 1, target: 25 });
    expect(progress.weeklyProgress).toBe(1);
    const bad = await call(u, 'GET', '/api/interviews/progress?timeZone=Mars/Olympus');
    expect(bad.statusCode).toBe(400);
  });

  it("answers 404 for another user's session and question, and never lists it", async () => {
    const session = await generate(user);
    const get = await call(other, 'GET', `/api/interviews/${session.id}`);
    expect(get.statusCode).toBe(404);
    const analyze = await answerQuestion(other, session.id, 'q0', STRONG);
    expect(analyze.statusCode).toBe(404);
    const list = (await call(other, 'GET', '/api/interviews')).json();
    expect(list.some((s: { id: number }) => s.id === session.id)).toBe(false);
    const missingQuestion = await answerQuestion(user, session.id, 'q42', STRONG);
    expect(missingQuestion.statusCode).toBe(404);
    expect((await call(user, 'GET', '/api/interviews/99999999999')).statusCode).toBe(404);
    const half = await call(user, 'POST', '/api/interviews/analyze', {
      question: 'x',
      answer: STRONG,
      interviewType: 'behavioral',
      sessionId: session.id,
    });
    expect(half.statusCode).toBe(400);
  });
});

describe('transcription switched off', () => {
  it('says so, and refuses an upload with 503', async () => {
    expect((await call(user, 'GET', '/api/interviews/transcribe')).json()).toMatchObject({
      enabled: false,
      maxBytes: 25 * 1024 * 1024,
    });
    const res = await ctx.as(user)({
      method: 'POST',
      url: '/api/interviews/transcribe',
      headers: { 'content-type': 'audio/webm' },
      payload: Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(64)]),
    });
    expect(res.statusCode).toBe(503);
  });
});
