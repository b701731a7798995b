import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, CHROMIUM_FLAGS } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
/** The Stripe billing mode's app and its fake Stripe run beside the main server. */
const stripeAppPort = port + 1;
const stripePort = port + 2;
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_billing';
const serverEnv = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_MAX: '1000',
  AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
  // the posting reader's tests serve a job page on 127.0.0.1
  JOB_IMPORT_ALLOW_PRIVATE: '1',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // The production build, served by the production server, on a fresh database.
      command: `rm -rf ${dataDir} && node --enable-source-maps dist/server/main.mjs`,
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { ...serverEnv, PORT: String(port), DATA_DIR: dataDir },
    },
    {
      // A fake of Stripe's endpoints and checkout page, for the Stripe billing mode below.
      command: 'node --import tsx e2e/fake-stripe-server.ts',
      url: `http://127.0.0.1:${stripePort}/portal/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        FAKE_STRIPE_PORT: String(stripePort),
        FAKE_STRIPE_WEBHOOK_URL: `http://localhost:${stripeAppPort}/api/billing/webhook`,
        FAKE_STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET,
      },
    },
    {
      // The same build with BILLING_MODE=stripe: paid plans and limits (e2e/billing-stripe.spec.ts).
      command: `rm -rf ${dataDir}-stripe && node --enable-source-maps dist/server/main.mjs`,
      url: `http://localhost:${stripeAppPort}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...serverEnv,
        PORT: String(stripeAppPort),
        DATA_DIR: `${dataDir}-stripe`,
        BILLING_MODE: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
        STRIPE_PRICE_PRO_MONTHLY: 'price_pro_month',
        STRIPE_PRICE_PRO_YEARLY: 'price_pro_year',
        STRIPE_PRICE_ENTERPRISE_MONTHLY: 'price_ent_month',
        STRIPE_PRICE_ENTERPRISE_YEARLY: 'price_ent_year',
      },
    },
  ],
});
