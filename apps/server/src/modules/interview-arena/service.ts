import { pageOf } from '../../lib/page';
import type { Page } from '../../db/query';
import {
  GAME_MODE_TIME_LIMITS,
  INTERVIEW_TYPES,
  type AnalyzeAnswerData,
  type AnswerAnalysisResponse,
  type GameMode,
  type GeneratedInterview,
  type GenerateInterviewData,
  type InterviewProgress,
  type InterviewSession,
  type InterviewSessionDetail,
  type InterviewTypeName,
} from '@careerforge/contract';
import { toOutOf5, type AnswerAnalysis } from '@careerforge/engine';
import type { AiProvider } from '../../ai';
import type { Executor, Transact } from '../../db/query';
import { badRequest, notFound } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { ActivityLog } from '../activity/service';
import { chosenResume } from '../resumes/service';
import { computeProgress, rewardFor, type AnswerFact } from './progress';
import { answerTiming, latestByQuestion, practiceSummary, rewardShown } from './answer-record';
import { interviewsRepo, type AnswerRow, type QuestionRow, type SessionRow } from './repo';
import type { Transcriber } from './transcribe';
import type { Entitlements } from '../billing/service';

export interface InterviewsDeps {
  db: Executor;
  ai: AiProvider;
  transact: Transact;
  activityLog: ActivityLog;
  clock: Clock;
  transcriber: Transcriber;
  /** the plan's limit on practice sessions a month */
  entitlements: Entitlements;
}

const asType = (t: string) =>
  (INTERVIEW_TYPES as readonly string[]).includes(t) ? (t as InterviewTypeName) : 'behavioral';
const asMode = (m: string) => (m in GAME_MODE_TIME_LIMITS ? (m as GameMode) : 'practice');

/** The stored analysis as the API shows it (the reward is per request, never stored twice). */
function analysisOf(row: AnswerRow): AnswerAnalysisResponse {
  const a = row.analysis;
  return {
    ...a,
    score: row.score,
    overall_score: row.score,
    scoreOutOf5: toOutOf5(row.score),
    provider: a.provider ?? 'local',
  };
}

function factOf(row: AnswerRow, q: QuestionRow | undefined, s: SessionRow | undefined): AnswerFact {
  const a: Partial<AnswerAnalysis> = row.analysis;
  return {
    sessionId: row.sessionId,
    questionId: row.questionId,
    interviewType: asType(s?.interviewType ?? ''),
    competency: q?.competency ?? '',
    score: row.score,
    star: {
      situation: a.star?.situation.score ?? 0,
      task: a.star?.task.score ?? 0,
      action: a.star?.action.score ?? 0,
      result: a.star?.result.score ?? 0,
    },
    xp: row.xp,
    improvementXp: row.improvementXp,
    underTimeLimit: row.underTimeLimit,
    createdAt: row.createdAt,
  };
}

function summaryOf(
  s: SessionRow,
  questions: readonly QuestionRow[],
  answers: readonly AnswerRow[],
): InterviewSession {
  const latest = latestByQuestion(answers);
  const scores = [...latest.values()].map((l) => l.row.score);
  return {
    id: s.id,
    title: s.title,
    interviewType: asType(s.interviewType),
    gameMode: asMode(s.gameMode),
    createdAt: s.createdAt.toISOString(),
    averageScore: scores.length
      ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length)
      : null,
    completedQuestions: latest.size,
    totalQuestions: questions.length,
    questions: questions.map((q) => q.text),
  };
}

const groupBy = <T>(rows: readonly T[], key: (r: T) => number) => {
  const m = new Map<number, T[]>();
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
  return m;
};

/** An answer to a session's question, scored, as storeAnswer keeps it. */
interface StoreAnswer {
  userId: string;
  session: SessionRow;
  question: QuestionRow;
  body: AnalyzeAnswerData;
  outcome: Awaited<ReturnType<AiProvider['interviewAnswer']>>;
  type: InterviewTypeName;
  mode: GameMode;
}

export function interviewArenaService({
  db,
  ai,
  transact,
  activityLog,
  clock,
  transcriber,
  entitlements,
}: InterviewsDeps) {
  const repo = interviewsRepo(db);

  async function everything(userId: string) {
    const [sessions, questions, answers] = await Promise.all([
      repo.listSessions(userId),
      repo.questions(userId),
      repo.answers(userId),
    ]);
    return { sessions, questions, answers };
  }

  function summaries(data: Awaited<ReturnType<typeof everything>>) {
    const q = groupBy(data.questions, (r) => r.sessionId);
    const a = groupBy(data.answers, (r) => r.sessionId);
    return data.sessions.map((s) => summaryOf(s, q.get(s.id) ?? [], a.get(s.id) ?? []));
  }

  function facts(data: Awaited<ReturnType<typeof everything>>): AnswerFact[] {
    const qs = new Map(data.questions.map((q) => [q.id, q]));
    const ss = new Map(data.sessions.map((s) => [s.id, s]));
    return data.answers.map((a) => factOf(a, qs.get(a.questionId), ss.get(a.sessionId)));
  }

  /**
   * Stores an answer of a session with the XP it earned (from the stored history, never from the
   * client); the session's first answer records the practice in the activity log, together.
   */
  const storeAnswer = ({
    userId,
    session,
    question,
    body,
    outcome,
    type,
    mode,
  }: StoreAnswer): Promise<AnswerAnalysisResponse> =>
    transact(async (tx) => {
      const txRepo = interviewsRepo(tx);
      // one after another: a transaction is one connection, and PostgreSQL's driver runs one
      // query at a time on it (queuing them is deprecated and goes away in pg 9)
      const questions = await txRepo.questions(userId);
      const answers = await txRepo.answers(userId);
      const sessionAnswers = await txRepo.answers(userId, session.id);
      const sessions = await txRepo.listSessions(userId);
      const before = facts({ sessions, questions, answers });
      const reward = rewardFor(
        before,
        {
          questionId: question.id,
          competency: question.competency,
          interviewType: type,
          score: outcome.score,
        },
        mode,
      );
      const now = clock();
      const { elapsedSeconds, underTimeLimit } = answerTiming(session, sessionAnswers, mode, now);
      const row = await txRepo.addAnswer({
        userId,
        sessionId: session.id,
        questionId: question.id,
        answer: body.answer,
        inputMode: body.inputMode ?? 'typed',
        score: outcome.score,
        analysis: outcome,
        xp: reward.xp,
        improvementXp: reward.improvementXp,
        elapsedSeconds,
        underTimeLimit,
        createdAt: now,
      });
      const { average, data } = practiceSummary(
        questions.filter((q) => q.sessionId === session.id).length,
        [...sessionAnswers, row],
        type,
        mode,
      );
      if (!sessionAnswers.length) {
        await activityLog.record(tx, {
          userId,
          type: 'interview_practiced',
          refId: session.id,
          title: session.title,
          score: average,
          data,
          createdAt: now,
        });
      } else {
        await txRepo.updatePracticeActivity(userId, session.id, average, data);
      }
      const after = [...answers, row];
      const sessionsSummary = summaries({ sessions, questions, answers: after });
      const was = computeProgress(before, sessionsSummary, now, 'UTC');
      const is = computeProgress(
        facts({ sessions, questions, answers: after }),
        sessionsSummary,
        now,
        'UTC',
      );
      return {
        ...outcome,
        overall_score: outcome.score,
        scoreOutOf5: toOutOf5(outcome.score),
        reward: rewardShown(reward, { elapsedSeconds, underTimeLimit }, was, is),
      };
    });

  async function progress(userId: string, timeZone = 'UTC'): Promise<InterviewProgress> {
    const data = await everything(userId);
    return computeProgress(facts(data), summaries(data), clock(), timeZone);
  }

  return {
    list: async (userId: string, page?: Page) => pageOf(summaries(await everything(userId)), page),

    async get(userId: string, id: number): Promise<InterviewSessionDetail> {
      const session = await repo.getSession(userId, id);
      if (!session) throw notFound('Interview session');
      const [questions, answers] = await Promise.all([
        repo.questions(userId, id),
        repo.answers(userId, id),
      ]);
      const latest = latestByQuestion(answers);
      const mode = asMode(session.gameMode);
      return {
        ...summaryOf(session, questions, answers),
        jobDescription: session.jobDescription,
        timeLimitSeconds: GAME_MODE_TIME_LIMITS[mode],
        items: questions.map((q) => {
          const l = latest.get(q.id);
          const { reward: _reward, ...analysis } = l ? analysisOf(l.row) : { reward: undefined };
          return {
            id: `q${q.position}`,
            text: q.text,
            category: asType(session.interviewType),
            difficulty: q.difficulty as 'easy' | 'medium' | 'hard',
            source: q.source as InterviewSessionDetail['items'][number]['source'],
            competency: q.competency,
            ...(q.skill ? { skill: q.skill } : {}),
            answer: l
              ? {
                  answer: l.row.answer,
                  inputMode: l.row.inputMode,
                  score: l.row.score,
                  scoreOutOf5: toOutOf5(l.row.score),
                  attempts: l.attempts,
                  analysis: analysis as Omit<AnswerAnalysisResponse, 'reward'>,
                  createdAt: l.row.createdAt.toISOString(),
                }
              : null,
          };
        }),
      };
    },

    /** Writes the questions (from the job, the chosen resume and the bank) and stores the session. */
    async generate(userId: string, body: GenerateInterviewData): Promise<GeneratedInterview> {
      const resumeText = (await chosenResume(db, userId, body))?.text ?? null;
      await entitlements.assertCanCreate(userId, 'interviews');
      const seed = await repo.countSessions(userId);
      const set = await ai.interviewQuestions({
        interviewType: body.interviewType,
        jobDescription: body.jobDescription,
        title: body.title ?? null,
        resumeText,
        seed,
      });
      const { session } = await transact((tx) =>
        interviewsRepo(tx).createSession(
          {
            userId,
            title: set.title,
            interviewType: set.interviewType,
            gameMode: body.gameMode,
            jobDescription: body.jobDescription,
            resumeId: body.resumeId ?? body.savedResumeId ?? null,
            provider: set.provider,
          },
          set.questions.map((q, position) => ({
            position,
            text: q.text,
            difficulty: q.difficulty,
            source: q.source,
            competency: q.competency,
            skill: q.skill ?? null,
          })),
        ),
      );
      return {
        id: session.id,
        title: set.title,
        interviewType: set.interviewType,
        gameMode: body.gameMode,
        timeLimitSeconds: GAME_MODE_TIME_LIMITS[body.gameMode],
        questions: set.questions,
        provider: set.provider,
      };
    },

    /**
     * Scores an answer with the rubric. With a session and a question of the user's, the answer
     * is stored with the XP it earned (from the stored history, never from the client), and the
     * session's first answer records the practice in the activity log, together.
     */
    async analyze(userId: string, body: AnalyzeAnswerData): Promise<AnswerAnalysisResponse> {
      if ((body.sessionId == null) !== (body.questionId == null)) {
        throw badRequest('Send both the session id and the question id, or neither.', {
          [body.sessionId == null ? 'sessionId' : 'questionId']: 'Required with the other id',
        });
      }
      const durationSeconds = body.inputMode === 'voice' ? (body.durationSeconds ?? null) : null;
      if (body.sessionId == null || body.questionId == null) {
        const outcome = await ai.interviewAnswer({
          question: body.question,
          answer: body.answer,
          interviewType: body.interviewType,
          jobDescription: null,
          durationSeconds,
        });
        return { ...outcome, overall_score: outcome.score, scoreOutOf5: toOutOf5(outcome.score) };
      }
      const session = await repo.getSession(userId, body.sessionId);
      if (!session) throw notFound('Interview session');
      const question = await repo.question(userId, session.id, Number(body.questionId.slice(1)));
      if (!question) throw notFound('Question');
      const type = asType(session.interviewType);
      const mode = asMode(session.gameMode);
      const outcome = await ai.interviewAnswer({
        question: question.text,
        answer: body.answer,
        interviewType: type,
        jobDescription: session.jobDescription,
        durationSeconds,
      });

      return storeAnswer({ userId, session, question, body, outcome, type, mode });
    },

    progress,

    transcriptionStatus: () => transcriber.status(),
    transcribe: transcriber.transcribe,
  };
}
export type InterviewArenaService = ReturnType<typeof interviewArenaService>;
