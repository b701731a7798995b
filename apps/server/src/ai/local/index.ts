import type { AiProvider } from '../types';
import { analyzeCoverLetter } from './analyze-cover-letter';
import { interviewAnswer } from './interview-answer';
import { interviewQuestions } from './interview-questions';
import { optimizeAbout } from './optimize-about';
import { careerPlan } from './career-plan';
import { salaryAnalysis } from './salary-analysis';
import { tailorResume } from './tailor-resume';
import { writeCoverLetter } from './write-cover-letter';

/** The offline provider: the career engine writes and measures. */
export function createLocalProvider(): AiProvider {
  return {
    name: 'local',
    salaryAnalysis,
    careerPlan,
    tailorResume,
    writeCoverLetter,
    analyzeCoverLetter,
    optimizeAbout,
    interviewQuestions,
    interviewAnswer,
  };
}
