import type { AboutInput, AboutResult } from '@careerforge/engine';
import type { AiTask } from '../../../ai';

/** The LinkedIn optimizer's AI task: rewrite an About section (`optimizeAbout`). */

export type AboutTask = AboutInput;

export interface AboutOutcome extends AboutResult {
  provider: string;
}

declare module '../../../ai/types' {
  interface AiTasks {
    optimizeAbout: AiTask<AboutTask, AboutOutcome>;
  }
}
