/** The Interview Arena: questions from a job, voice or typed answers, STAR feedback, XP and streaks. */
export { InterviewArenaView } from './components/interview-arena-view';
