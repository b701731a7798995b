import { defineModule } from '../descriptor';
import { inboxRoutes } from './routes';
import { inboxService } from './service';

/** The waitlist, the newsletter and the contact form. */
export const inboxModule = defineModule({
  name: 'inbox',
  service: ({ db }) => inboxService({ db }),
  routes: inboxRoutes,
});
