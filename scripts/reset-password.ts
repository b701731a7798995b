// npm run reset-password -- <email>
//
// Sets a new password for an account, for servers that cannot e-mail reset links (no SMTP_URL).
// Reads the same DATABASE_URL / DATA_DIR as the server. The password is hashed with the auth
// library's own hashing, and every session of the account is ended.
// With the embedded database (no DATABASE_URL), stop the server first: one process at a time.
//
// The new password is NEW_PASSWORD when set (8 to 128 characters), otherwise a random one,
// printed once.
import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@careerforge/contract';
import { ConfigError, loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { HttpError } from '../apps/server/src/lib/errors';
import { accountRepo } from '../apps/server/src/modules/account/repo';
import { resetPasswordAsOperator } from '../apps/server/src/modules/account/service';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const email = process.argv[2];
if (!email || email.startsWith('-')) fail('Usage: npm run reset-password -- <email>');

const chosen = process.env.NEW_PASSWORD;
if (
  chosen !== undefined &&
  (chosen.length < PASSWORD_MIN_LENGTH || chosen.length > PASSWORD_MAX_LENGTH)
) {
  fail(`NEW_PASSWORD must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`);
}
const password = chosen ?? randomBytes(15).toString('base64url');

let config;
try {
  // The auth secret signs cookies; this script sets no cookie.
  config = loadConfig(process.env, { authSecret: 'not-used-by-reset-password' });
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await resetPasswordAsOperator(accountRepo(database.db), hashPassword, email, password);
  console.log(`New password for ${email}: ${chosen ? '(the one in NEW_PASSWORD)' : password}`);
  console.log('Every session of this account has been ended. Ask the user to sign in with it');
  console.log('and choose their own password under Settings > Password.');
} catch (err) {
  process.exitCode = 1;
  console.error(err instanceof HttpError ? err.message : err);
} finally {
  await database.close();
}
