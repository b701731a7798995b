import { defineModule } from '../descriptor';
import { authPort } from './auth-port';
import { accountRepo } from './repo';
import { accountRoutes } from './routes';
import { accountService } from './service';

/** The signed-in user's own account. */
export const accountModule = defineModule({
  name: 'account',
  service: ({ db, auth, clock }) =>
    accountService({ repo: accountRepo(db), auth: authPort(auth), now: clock }),
  routes: accountRoutes,
});
