import { z } from 'zod';
import { subscriptionSchema, upgradeResponseSchema, upgradeSchema } from '../billing';
import { E, endpoint } from './endpoint';

/** Plans, usage and billing. */
export const billingEndpoints = {
  'subscription.get': endpoint('subscription.get', {
    tags: ['billing'],
    summary:
      "The user's plan, status, period end and this period's usage against the plan's limits",
    response: { 200: subscriptionSchema, 401: E },
  }),
  'subscription.upgrade': endpoint('subscription.upgrade', {
    tags: ['billing'],
    summary:
      'Changes the plan: at once when billing is free, else through a Stripe Checkout address (or a change of the paid subscription)',
    body: upgradeSchema,
    response: { 200: upgradeResponseSchema, 400: E, 401: E, 429: E, 502: E },
  }),
  'subscription.cancel': endpoint('subscription.cancel', {
    tags: ['billing'],
    summary: 'Cancels a paid plan at the end of the billing period',
    response: { 200: subscriptionSchema, 400: E, 401: E, 502: E },
  }),
  'billing.portal': endpoint('billing.portal', {
    tags: ['billing'],
    summary:
      "Redirects to Stripe's customer portal (payment methods, invoices); without Stripe, to the billing tab",
  }),
  'billing.webhook': endpoint('billing.webhook', {
    tags: ['billing'],
    summary:
      "Stripe's events, signature-checked on the raw body; each event id is applied once and the subscription is re-read from Stripe",
    response: { 200: z.object({ received: z.literal(true) }), 400: E },
  }),
};
