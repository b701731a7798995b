import {
  analyzeResume,
  tailorResume,
  type EngineOptions,
  type TailorResult,
} from '@careerforge/engine';
import { engineOptions, type AiProvider, type TailorTask } from './types';

/** The engine's own tailoring of a task (the LLM provider uses it for recommendations too). */
export function tailorWithEngine(task: TailorTask, options: EngineOptions): TailorResult {
  return tailorResume(
    {
      resumeText: task.resumeText,
      jobDescription: task.jobDescription,
      mode: task.mode,
      ...(task.companyName ? { companyName: task.companyName } : {}),
      ...(task.jobTitle ? { jobTitle: task.jobTitle } : {}),
    },
    options,
  );
}

/** The offline provider: the career engine writes and measures. */
export function createLocalProvider(): AiProvider {
  return {
    name: 'local',
    async tailorResume(task: TailorTask) {
      const options = engineOptions();
      return {
        ...tailorWithEngine(task, options),
        originalReport: analyzeResume(task.resumeText, task.jobDescription, options),
        provider: 'local',
      };
    },
  };
}
