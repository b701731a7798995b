/**
 * A fake of the Stripe endpoints the server calls (customers, Checkout sessions, subscriptions,
 * the billing portal), over real HTTP, for the Stripe SDK to be pointed at (STRIPE_API_URL). Its
 * checkout page completes the payment like Stripe would: it creates the subscription, sends the
 * signed `checkout.session.completed` webhook to the app and redirects to the success address.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      price: { id: string; object: 'price' };
      current_period_start: number;
      current_period_end: number;
    }[];
  };
}

interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  url: string;
  customer: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  price: string;
  userId: string | null;
}

export interface FakeStripe {
  /** http://127.0.0.1:<port> */
  url: string;
  subscriptions: Map<string, FakeSubscription>;
  sessions: Map<string, CheckoutSession>;
  requests: { method: string; path: string; body: URLSearchParams }[];
  /** completes a checkout: the subscription exists and the completed event is returned */
  completeCheckout(sessionId: string): { subscription: FakeSubscription; event: Stripe.Event };
  /** an event about a subscription as it is now (or as given) */
  event(type: string, object: object): Stripe.Event;
  /** the Stripe-Signature header for a payload */
  sign(payload: string, secret?: string): string;
  /** fails the next calls with this status (0: stop failing) */
  failWith(status: number): void;
  close(): Promise<void>;
}

const DAY = 86_400;

export async function startFakeStripe(
  options: { port?: number; webhookUrl?: string; webhookSecret: string } = {
    webhookSecret: 'whsec_test',
  },
): Promise<FakeStripe> {
  const subscriptions = new Map<string, FakeSubscription>();
  const sessions = new Map<string, CheckoutSession>();
  const requests: FakeStripe['requests'] = [];
  let seq = 0;
  let failing = 0;
  const next = (prefix: string) => `${prefix}_${(++seq).toString().padStart(6, '0')}`;
  const now = () => Math.floor(Date.now() / 1000);
  let url = '';

  const event = (type: string, object: object) =>
    ({
      id: next('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    }) as unknown as Stripe.Event;

  const sign = (payload: string, secret = options.webhookSecret) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret });

  const completeCheckout = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const start = now();
    const subscription: FakeSubscription = {
      id: next('sub'),
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      cancel_at_period_end: false,
      metadata: session.userId ? { userId: session.userId } : {},
      items: {
        object: 'list',
        data: [
          {
            id: next('si'),
            object: 'subscription_item',
            price: { id: session.price, object: 'price' },
            current_period_start: start,
            current_period_end: start + 30 * DAY,
          },
        ],
      },
    };
    subscriptions.set(subscription.id, subscription);
    session.subscription = subscription.id;
    return {
      subscription,
      event: event('checkout.session.completed', {
        id: session.id,
        object: 'checkout.session',
        customer: session.customer,
        client_reference_id: session.client_reference_id,
        metadata: session.metadata,
        subscription: subscription.id,
        mode: 'subscription',
        status: 'complete',
      }),
    };
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', 'http://fake');
      const body = new URLSearchParams(raw);
      requests.push({ method: req.method ?? '', path: u.pathname, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': next('req') });
        res.end(JSON.stringify(payload));
      };
      const missing = (what: string) =>
        send(404, { error: { type: 'invalid_request_error', message: `No such ${what}` } });

      // The hosted checkout page: pay, notify the app, go back to it.
      const checkout = /^\/checkout\/(cs_\w+)$/.exec(u.pathname);
      if (checkout && req.method === 'GET') {
        const session = sessions.get(checkout[1]!);
        if (!session) return missing('checkout session');
        const { event: completed } = completeCheckout(session.id);
        const payload = JSON.stringify(completed);
        const go = () => {
          res.writeHead(303, { location: session.success_url });
          res.end();
        };
        if (!options.webhookUrl) return go();
        void fetch(options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
          body: payload,
        })
          .catch(() => undefined)
          .finally(go);
        return;
      }
      if (u.pathname.startsWith('/portal/')) {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<!doctype html><title>Billing portal</title><h1>Billing portal</h1>');
      }

      if (failing)
        return send(failing, { error: { type: 'api_error', message: 'Stripe is down' } });

      if (req.method === 'POST' && u.pathname === '/v1/customers') {
        return send(200, { id: next('cus'), object: 'customer', email: body.get('email') });
      }
      if (req.method === 'POST' && u.pathname === '/v1/checkout/sessions') {
        const id = next('cs');
        const session: CheckoutSession = {
          id,
          object: 'checkout.session',
          url: `${url}/checkout/${id}`,
          customer: body.get('customer') ?? '',
          client_reference_id: body.get('client_reference_id'),
          metadata: { userId: body.get('metadata[userId]') ?? '' },
          subscription: null,
          success_url: body.get('success_url') ?? '',
          cancel_url: body.get('cancel_url') ?? '',
          price: body.get('line_items[0][price]') ?? '',
          userId: body.get('subscription_data[metadata][userId]'),
        };
        sessions.set(id, session);
        return send(200, session);
      }
      if (req.method === 'POST' && u.pathname === '/v1/billing_portal/sessions') {
        return send(200, {
          id: next('bps'),
          object: 'billing_portal.session',
          url: `${url}/portal/${body.get('customer')}`,
        });
      }
      if (req.method === 'GET' && u.pathname === '/v1/subscriptions') {
        const customer = u.searchParams.get('customer');
        const data = [...subscriptions.values()].filter((s) => s.customer === customer).reverse();
        return send(200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' });
      }
      const sub = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(u.pathname);
      if (sub) {
        const found = subscriptions.get(sub[1]!);
        if (!found) return missing('subscription');
        if (req.method === 'POST') {
          if (body.has('cancel_at_period_end'))
            found.cancel_at_period_end = body.get('cancel_at_period_end') === 'true';
          const price = body.get('items[0][price]');
          if (price) found.items.data[0]!.price.id = price;
        }
        return send(200, found);
      }
      return missing(`route ${req.method} ${u.pathname}`);
    });
  });
  await new Promise<void>((r) => server.listen(options.port ?? 0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    subscriptions,
    sessions,
    requests,
    completeCheckout,
    event,
    sign,
    failWith: (status) => (failing = status),
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
