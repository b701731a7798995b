import { interviewSessions } from '../../db/schema';
import { defineModule } from '../descriptor';
import { interviewAnswer as scoreLocally } from './ai/local/interview-answer';
import { interviewQuestions as writeLocally } from './ai/local/interview-questions';
import { interviewAnswer as scoreWithModel } from './ai/llm/interview-answer';
import { interviewQuestions as writeWithModel } from './ai/llm/interview-questions';
import { interviewArenaRoutes } from './routes';
import { interviewArenaService } from './service';
import { transcriber } from './transcribe';

/** The Interview Arena: practice sessions, metered as sessions started in the period. */
export const interviewArenaModule = defineModule({
  name: 'interviewArena',
  service: ({ db, ai, transact, activityLog, clock, config, entitlements }) =>
    interviewArenaService({
      db,
      ai,
      transact,
      activityLog,
      clock,
      transcriber: transcriber(config.transcribe),
      entitlements,
    }),
  routes: interviewArenaRoutes,
  ai: {
    interviewQuestions: { local: writeLocally, llm: writeWithModel },
    interviewAnswer: { local: scoreLocally, llm: scoreWithModel },
  },
  activities: ['interview_practiced'],
  meters: { interviews: { rows: interviewSessions } },
});

declare module '../activity/service' {
  interface ActivityTypes {
    interview_practiced: true;
  }
}
