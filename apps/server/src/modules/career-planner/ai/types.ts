import type { CareerInput, CareerPlan } from '@careerforge/engine';
import type { AiTask, Written } from '../../../ai';

/** The career planner's AI task (`careerPlan`). */

export type CareerTask = CareerInput;

export type CareerOutcome = Written<CareerPlan>;

declare module '../../../ai/types' {
  interface AiTasks {
    careerPlan: AiTask<CareerTask, CareerOutcome>;
  }
}
