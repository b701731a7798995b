/** Plans, usage and billing: the /subscription page. */
export { subscriptionQueryKey } from './api/keys';
export { subscriptionQueryOptions, useSubscription } from './api/subscription';
export { SubscriptionView } from './components/subscription-view';
