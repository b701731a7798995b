import type { CareerInput, CareerPlan } from '@careerforge/engine';
import type { AiTask } from '../../../ai';

/** The career planner's AI task (`careerPlan`). */

export type CareerTask = CareerInput;

export interface CareerOutcome extends CareerPlan {
  provider: string;
}

declare module '../../../ai/types' {
  interface AiTasks {
    careerPlan: AiTask<CareerTask, CareerOutcome>;
  }
}
