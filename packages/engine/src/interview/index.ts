export * from './types';
export {
  generateQuestions,
  defaultInterviewTitle,
  difficultyAt,
  responsibilities,
  skillLabel,
  QUESTIONS_PER_SESSION,
  type GenerateQuestionsInput,
} from './generate';
export { analyzeAnswer, toOutOf5, STAR_WEIGHTS, type AnalyzeAnswerInput } from './score';
export { bankQuestions, type BankQuestion } from './bank';
export { nearDuplicate } from './text';
