import type Stripe from 'stripe';
import type { BillingConfig } from '../../config';
import { badGateway, badRequest } from '../../lib/errors';

/** A Stripe subscription as billing reads it, whatever the API version's shape. */
export interface StripeSubscriptionState {
  id: string;
  customerId: string;
  status: string;
  priceId: string | null;
  itemId: string | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** the product's user id, set on the subscription at checkout */
  userId: string | null;
}

/** The Stripe calls billing makes; a test points the SDK at a fake of these endpoints. */
export interface StripeGateway {
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  createCheckout(input: {
    customerId: string;
    userId: string;
    priceId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<string>;
  retrieveSubscription(id: string): Promise<StripeSubscriptionState>;
  /** the customer's subscriptions, newest first (for reconciling a customer without a stored id) */
  listSubscriptions(customerId: string): Promise<StripeSubscriptionState[]>;
  changePrice(
    subscription: StripeSubscriptionState,
    priceId: string,
  ): Promise<StripeSubscriptionState>;
  cancelAtPeriodEnd(id: string): Promise<StripeSubscriptionState>;
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  /** the event, if the signature over the raw body is valid; else a 400 */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Promise<Stripe.Event>;
}

const seconds = (n: unknown) => (typeof n === 'number' ? new Date(n * 1000) : null);

export function subscriptionState(sub: Stripe.Subscription): StripeSubscriptionState {
  const item = sub.items?.data?.[0];
  // Newer API versions keep the period on the item; older ones on the subscription.
  const legacy: Record<string, unknown> = { ...sub };
  const period: Record<string, unknown> = { ...item };
  return {
    id: sub.id,
    customerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    status: sub.status,
    priceId: item?.price?.id ?? null,
    itemId: item?.id ?? null,
    currentPeriodStart: seconds(period.current_period_start ?? legacy.current_period_start),
    currentPeriodEnd: seconds(period.current_period_end ?? legacy.current_period_end),
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
    userId: (sub.metadata?.userId as string | undefined) ?? null,
  };
}

/** Turns a Stripe failure into the API's 502, keeping Stripe's own message out of the answer. */
async function call<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw Object.assign(badGateway(`The payment provider could not ${what}. Please try again.`), {
      cause: message,
    });
  }
}

/**
 * The Stripe SDK client. The SDK is loaded by the first call, not at start: about 3 MB of heap
 * that a server without Stripe billing (most self-hosted ones) never needs.
 */
async function stripeClient(config: Extract<BillingConfig, { mode: 'stripe' }>): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  return new StripeSdk(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

export function stripeGateway(config: Extract<BillingConfig, { mode: 'stripe' }>): StripeGateway {
  let client: Promise<Stripe> | undefined;
  const sdk = () => (client ??= stripeClient(config));
  return {
    createCustomer: ({ userId, email, name }) =>
      call('create your customer record', async () => {
        const stripe = await sdk();
        const customer = await stripe.customers.create({ email, name, metadata: { userId } });
        return customer.id;
      }),
    createCheckout: (input) =>
      call('start the checkout', async () => {
        const stripe = await sdk();
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: input.customerId,
          client_reference_id: input.userId,
          line_items: [{ price: input.priceId, quantity: 1 }],
          subscription_data: { metadata: { userId: input.userId } },
          metadata: { userId: input.userId },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        });
        if (!session.url) throw new Error('no checkout url');
        return session.url;
      }),
    retrieveSubscription: (id) =>
      call('read the subscription', async () => {
        const stripe = await sdk();
        return subscriptionState(await stripe.subscriptions.retrieve(id));
      }),
    listSubscriptions: (customerId) =>
      call('read the subscriptions', async () => {
        const stripe = await sdk();
        const list = await stripe.subscriptions.list({
          customer: customerId,
          status: 'all',
          limit: 10,
        });
        return list.data.map(subscriptionState);
      }),
    changePrice: (sub, priceId) =>
      call('change the plan', async () => {
        const stripe = await sdk();
        const updated = await stripe.subscriptions.update(sub.id, {
          items: [{ ...(sub.itemId ? { id: sub.itemId } : {}), price: priceId }],
          cancel_at_period_end: false,
          proration_behavior: 'create_prorations',
        });
        return subscriptionState(updated);
      }),
    cancelAtPeriodEnd: (id) =>
      call('cancel the subscription', async () => {
        const stripe = await sdk();
        return subscriptionState(
          await stripe.subscriptions.update(id, { cancel_at_period_end: true }),
        );
      }),
    portalUrl: (customerId, returnUrl) =>
      call('open the billing portal', async () => {
        const stripe = await sdk();
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
        });
        return session.url;
      }),
    async verifyEvent(rawBody, signature) {
      if (!signature) throw badRequest('The Stripe-Signature header is missing.');
      const stripe = await sdk();
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch {
        throw badRequest('The webhook signature is not valid.');
      }
    },
  };
}
