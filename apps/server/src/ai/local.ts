import { analyzeResume, tailorResume } from '@careerforge/engine';
import { engineOptions, type AiProvider, type TailorTask } from './types';

/** The offline provider: the career engine writes and measures. */
export function createLocalProvider(): AiProvider {
  return {
    name: 'local',
    async tailorResume(task: TailorTask) {
      const options = engineOptions();
      const result = tailorResume(
        {
          resumeText: task.resumeText,
          jobDescription: task.jobDescription,
          mode: task.mode,
          ...(task.companyName ? { companyName: task.companyName } : {}),
          ...(task.jobTitle ? { jobTitle: task.jobTitle } : {}),
        },
        options,
      );
      return {
        ...result,
        originalReport: analyzeResume(task.resumeText, task.jobDescription, options),
        provider: 'local',
      };
    },
  };
}
