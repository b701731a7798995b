import { useState } from 'react';
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

/** How often, and for how long, the page asks again while a paid checkout is being confirmed. */
export const CHECKOUT_POLL_MS = 2000;
export const CHECKOUT_POLL_FOR_MS = 60_000;

/**
 * The subscription; with `awaitingCheckout` (back from Stripe Checkout, whose webhook may not
 * have arrived yet) it is read again every 2 seconds for up to a minute while the plan is free.
 */
export function useSubscription({ awaitingCheckout = false }: { awaitingCheckout?: boolean } = {}) {
  const [since] = useState(() => Date.now());
  return useQuery({
    ...subscriptionQueryOptions(),
    refetchInterval: (query) =>
      awaitingCheckout &&
      query.state.data?.plan === 'free' &&
      Date.now() - since < CHECKOUT_POLL_FOR_MS
        ? CHECKOUT_POLL_MS
        : false,
  });
}

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
