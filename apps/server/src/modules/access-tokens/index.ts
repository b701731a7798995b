import { defineModule } from '../descriptor';
import { accessTokenRoutes } from './routes';
import { accessTokensService } from './service';

/** Personal access tokens for the HTTP API, the browser extension and agents. */
export const accessTokensModule = defineModule({
  name: 'accessTokens',
  service: accessTokensService,
  routes: accessTokenRoutes,
});
