/** Query key of the signed-in user's subscription (plan, status, usage and limits). */
export const subscriptionQueryKey = ['subscription'] as const;
