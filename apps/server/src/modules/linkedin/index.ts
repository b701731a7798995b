import { defineModule } from '../descriptor';
import { optimizeAbout as optimizeLocally } from './ai/local/optimize-about';
import { optimizeAbout as optimizeWithModel } from './ai/llm/optimize-about';
import { linkedinRoutes } from './routes';
import { linkedinService } from './service';

/** The LinkedIn optimizer: an About section rewritten from the user's own words. */
export const linkedinModule = defineModule({
  name: 'linkedin',
  service: linkedinService,
  routes: linkedinRoutes,
  ai: { optimizeAbout: { local: optimizeLocally, llm: optimizeWithModel } },
  activities: ['linkedin_optimized', 'linkedin_saved'],
});

declare module '../activity/service' {
  interface ActivityTypes {
    linkedin_optimized: true;
    linkedin_saved: true;
  }
}
