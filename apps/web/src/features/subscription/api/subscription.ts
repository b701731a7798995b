import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingInterval, PlanId, Subscription } from '@careerforge/contract';
import { api } from '../../../lib/api';
import { subscriptionQueryKey } from './keys';

export const getSubscription = () => api.call('subscription.get');

/**
 * The subscription, read again each time the page mounts (usage changes as the tools are used),
 * with no retry on failure as the spec says.
 */
export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: getSubscription,
    staleTime: 0,
    retry: false,
  });

export const useSubscription = () => useQuery(subscriptionQueryOptions());

/** Changes the plan: the answer carries a checkout address when the browser must go and pay. */
export function useUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { planId: PlanId; interval: BillingInterval }) =>
      api.call('subscription.upgrade', { body: input }),
    onSuccess: async (res) => {
      if (res.checkoutUrl) return;
      queryClient.setQueryData<Subscription>(subscriptionQueryKey, res.subscription);
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });
}

/** Cancels the paid plan at the end of its period. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('subscription.cancel'),
    onSuccess: async (sub) => {
      queryClient.setQueryData<Subscription>(subscriptionQueryKey, sub);
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });
}
