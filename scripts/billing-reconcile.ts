// npm run billing:reconcile
//
// Re-reads every customer's subscription from Stripe and stores its current state (plan, status,
// period end, cancel at period end), so a webhook that never arrived leaves no paying user
// locked out and no ended subscription paid. Safe to run at any time; run it nightly (cron) on a
// server with BILLING_MODE=stripe. Reads the same configuration as the server.
// With the embedded database (no DATABASE_URL), stop the server first: one process at a time.
import { ConfigError, loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { transactor } from '../apps/server/src/db/query';
import { billingService } from '../apps/server/src/modules/billing/service';
import { stripeGateway } from '../apps/server/src/modules/billing/stripe';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config;
try {
  config = loadConfig(process.env, { authSecret: 'not-used-by-billing-reconcile' });
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}
if (config.billing.mode !== 'stripe')
  fail('BILLING_MODE is not stripe: there is nothing to reconcile.');

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const service = billingService({
    db: database.db,
    transact: transactor(database.db),
    billing: config.billing,
    clock: () => new Date(),
    gateway: stripeGateway(config.billing),
  });
  const { checked, updated, failed } = await service.reconcile();
  console.log(`Checked ${checked} customers; stored the current subscription of ${updated}.`);
  if (failed.length) {
    process.exitCode = 1;
    console.error(`Could not read ${failed.length} from Stripe (users: ${failed.join(', ')}).`);
  }
} finally {
  await database.close();
}
