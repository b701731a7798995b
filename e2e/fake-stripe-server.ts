/**
 * The fake Stripe of the browser tests in Stripe billing mode, as a process: the app's Stripe SDK
 * is pointed at it (STRIPE_API_URL), and its checkout page pays, sends the signed webhook to the
 * app and returns to it. Started by playwright.config.ts.
 */
import { startFakeStripe } from '../apps/server/test/fake-stripe';

const port = Number(process.env.FAKE_STRIPE_PORT ?? 4175);
const webhookUrl = process.env.FAKE_STRIPE_WEBHOOK_URL;
const webhookSecret = process.env.FAKE_STRIPE_WEBHOOK_SECRET ?? 'whsec_e2e';
await startFakeStripe({ port, ...(webhookUrl ? { webhookUrl } : {}), webhookSecret });
console.log(`Fake Stripe on http://127.0.0.1:${port}`);
