import { defineModule } from '../descriptor';
import { salaryAnalysis as analyzeLocally } from './ai/local/salary-analysis';
import { salaryAnalysis as analyzeWithModel } from './ai/llm/salary-analysis';
import { salaryNegotiatorRoutes } from './routes';
import { salaryNegotiatorService } from './service';

/** The salary negotiator: the market's numbers and a script to ask for more. */
export const salaryNegotiatorModule = defineModule({
  name: 'salaryNegotiator',
  service: salaryNegotiatorService,
  routes: salaryNegotiatorRoutes,
  ai: { salaryAnalysis: { local: analyzeLocally, llm: analyzeWithModel } },
  activities: ['salary_analyzed'],
});

declare module '../activity/service' {
  interface ActivityTypes {
    salary_analyzed: true;
  }
}
