import { defineModule } from '../descriptor';
import { billingRoutes } from './routes';

/** Plans, subscriptions and Stripe; built first, because every metered tool checks its limits. */
export const billingModule = defineModule({
  name: 'billing',
  service: ({ billing }) => billing,
  routes: billingRoutes,
});
