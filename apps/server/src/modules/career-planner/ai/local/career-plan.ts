import { planCareer } from '@careerforge/engine';
import type { CareerOutcome, CareerTask } from '../types';

/** The engine plans the move from the occupation data. */
export async function careerPlan(task: CareerTask): Promise<CareerOutcome> {
  return { ...planCareer(task), provider: 'local' };
}
