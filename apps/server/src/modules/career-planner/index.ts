import { defineModule } from '../descriptor';
import { careerPlan as planLocally } from './ai/local/career-plan';
import { careerPlan as planWithModel } from './ai/llm/career-plan';
import { careerPlannerRoutes } from './routes';
import { careerPlannerService } from './service';

/** The career planner: a move from one occupation to another, planned from the data. */
export const careerPlannerModule = defineModule({
  name: 'careerPlanner',
  service: careerPlannerService,
  routes: careerPlannerRoutes,
  ai: { careerPlan: { local: planLocally, llm: planWithModel } },
  activities: ['career_planned'],
});

declare module '../activity/service' {
  interface ActivityTypes {
    career_planned: true;
  }
}
