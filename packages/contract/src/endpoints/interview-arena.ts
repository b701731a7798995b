import { z } from 'zod';
import { ignoredUserId, pageQuerySchema } from '../common';
import {
  analyzeAnswerRequestSchema,
  answerAnalysisSchema,
  generatedInterviewSchema,
  generateInterviewSchema,
  interviewProgressQuerySchema,
  interviewProgressSchema,
  interviewSessionDetailSchema,
  interviewSessionSchema,
  MAX_AUDIO_BYTES,
  transcribeQuerySchema,
  transcriptionSchema,
  transcriptionStatusSchema,
} from '../interview-arena';
import { E, endpoint, ownItem } from './endpoint';

/** The Interview Arena. */
export const interviewArenaEndpoints = {
  'interviews.list': endpoint('interviews.list', {
    tags: ['interviews'],
    summary: "The signed-in user's interview sessions, newest first",
    querystring: pageQuerySchema.extend({ userId: ignoredUserId }),
    response: { 200: z.array(interviewSessionSchema), 401: E },
  }),
  'interviews.generate': endpoint('interviews.generate', {
    tags: ['interviews'],
    summary:
      "Generates and stores a session of questions from a job description (and optionally one of the user's resumes)",
    body: generateInterviewSchema,
    response: {
      200: generatedInterviewSchema,
      400: E,
      401: E,
      404: E,
      413: E,
      429: E,
      502: E,
      504: E,
    },
  }),
  'interviews.analyze': endpoint('interviews.analyze', {
    tags: ['interviews'],
    summary:
      'Scores an answer with the STAR rubric; with a session and question id the answer is stored and earns XP',
    body: analyzeAnswerRequestSchema,
    response: { 200: answerAnalysisSchema, 400: E, 401: E, 404: E, 413: E, 429: E, 502: E, 504: E },
  }),
  'interviews.progress': endpoint('interviews.progress', {
    tags: ['interviews'],
    summary:
      'XP, level, streaks (in the given time zone), achievements and stats, computed from the stored answers',
    querystring: interviewProgressQuerySchema,
    response: { 200: interviewProgressSchema, 400: E, 401: E },
  }),
  'interviews.transcribeStatus': endpoint('interviews.transcribeStatus', {
    tags: ['interviews'],
    summary: 'Whether this server transcribes spoken answers (TRANSCRIBE_BASE_URL set)',
    response: { 200: transcriptionStatusSchema, 401: E },
  }),
  'interviews.transcribe': endpoint('interviews.transcribe', {
    tags: ['interviews'],
    summary: `Transcribes a spoken answer (raw audio body, audio/* content type, at most ${MAX_AUDIO_BYTES / 1024 / 1024} MB and 10 minutes); the audio is never stored`,
    consumes: ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg', 'audio/wav'],
    querystring: transcribeQuerySchema,
    response: {
      200: transcriptionSchema,
      400: E,
      401: E,
      413: E,
      415: E,
      429: E,
      502: E,
      503: E,
      504: E,
    },
  }),
  'interviews.get': endpoint(
    'interviews.get',
    ownItem(
      ['interviews'],
      'One session with its questions and the latest answer to each',
      interviewSessionDetailSchema,
    ),
  ),
};
