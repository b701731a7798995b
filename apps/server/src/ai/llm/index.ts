import type { Config } from '../../config';
import type { AiProvider } from '../types';
import { createLlm } from './plumbing';
import { analyzeCoverLetter } from './analyze-cover-letter';
import { interviewAnswer } from './interview-answer';
import { interviewQuestions } from './interview-questions';
import { optimizeAbout } from './optimize-about';
import { careerPlan } from './career-plan';
import { salaryAnalysis } from './salary-analysis';
import { tailorResume } from './tailor-resume';
import { writeCoverLetter } from './write-cover-letter';

/** A language model writes (OpenAI, an OpenAI-compatible server, or Anthropic); the engine measures. */
export function createLlmProvider(config: Config): AiProvider {
  const llm = createLlm(config);
  return {
    name: llm.name,
    salaryAnalysis: (task) => salaryAnalysis(llm, task),
    careerPlan: (task) => careerPlan(llm, task),
    tailorResume: (task) => tailorResume(llm, task),
    writeCoverLetter: (task) => writeCoverLetter(llm, task),
    analyzeCoverLetter: (task) => analyzeCoverLetter(llm, task),
    optimizeAbout: (task) => optimizeAbout(llm, task),
    interviewQuestions: (task) => interviewQuestions(llm, task),
    interviewAnswer: (task) => interviewAnswer(llm, task),
  };
}
