import { defineModule } from '../descriptor';
import { contentRoutes } from './routes';
import { contentService } from './service';

/** Blog, resources, testimonials and community: seeded once the server is ready. */
export const contentModule = defineModule({
  name: 'content',
  service: ({ db, config }) => contentService({ db, sampleContent: config.sampleContent }),
  routes: contentRoutes,
  onReady: (service) => service.seed(),
});
