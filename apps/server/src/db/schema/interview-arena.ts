import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AnswerAnalysis } from '@careerforge/engine';
import { createdAt, ownedTable, ownerId } from './columns';

/*
 * Interview Arena: a session of questions generated for a job, and the answers to them, each
 * with its rubric score and the XP it earned. XP, levels, streaks and achievements are computed
 * from these rows; audio is never stored.
 */

export const interviewSessions = ownedTable('interview_sessions', {
  title: text('title').notNull(),
  interviewType: text('interview_type').notNull(),
  gameMode: text('game_mode').notNull().default('practice'),
  jobDescription: text('job_description'),
  /** the saved resume the questions aimed at, when one was chosen */
  resumeId: integer('resume_id'),
  provider: text('provider').notNull(),
  createdAt: createdAt(),
});

export const interviewQuestions = pgTable(
  'interview_questions',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => interviewSessions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    difficulty: text('difficulty').notNull(),
    source: text('source').notNull(),
    competency: text('competency').notNull(),
    skill: text('skill'),
  },
  (t) => [uniqueIndex('interview_questions_session_pos_idx').on(t.sessionId, t.position)],
);

export const interviewAnswers = ownedTable(
  'interview_answers',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => interviewSessions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => interviewQuestions.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    inputMode: text('input_mode').notNull().default('typed'),
    score: integer('score').notNull(),
    /** the rubric's answer: STAR parts, factors, insights, feedback (never audio) */
    analysis: jsonb('analysis').$type<AnswerAnalysis & { provider?: string }>().notNull(),
    xp: integer('xp').notNull().default(0),
    improvementXp: integer('improvement_xp').notNull().default(0),
    /** seconds between the question being served (session start or previous answer) and this answer */
    elapsedSeconds: integer('elapsed_seconds'),
    underTimeLimit: boolean('under_time_limit').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('interview_answers_question_idx').on(t.questionId, t.createdAt)],
);
