import type { AboutInput, AboutResult } from '@careerforge/engine';
import type { AiTask, Written } from '../../../ai';

/** The LinkedIn optimizer's AI task: rewrite an About section (`optimizeAbout`). */

export type AboutTask = AboutInput;

export type AboutOutcome = Written<AboutResult>;

declare module '../../../ai/types' {
  interface AiTasks {
    optimizeAbout: AiTask<AboutTask, AboutOutcome>;
  }
}
