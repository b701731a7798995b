/**
 * Two-factor sign-in with an authenticator app (TOTP) and backup codes, through the auth
 * library's own plugin behind our proxy: turning it on needs the password and a first code and
 * ends the account's other sessions; sign-in then needs a code (or a backup code, each once);
 * turning it off needs the password. Codes are computed as an authenticator app would, from
 * the setup URI.
 */
import { URI, type TOTP } from 'otpauth';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoFactor, user } from '../src/db/schema';
import { ORIGIN, cookieFrom, randomIp, useApp, type TestUser } from './helpers';

const ctx = useApp();

const post = (cookie: string | null, url: string, payload: object, ip = randomIp()) =>
  ctx.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { origin: ORIGIN, host: 'localhost:3000', ...(cookie ? { cookie } : {}) },
    payload,
  });

/** The status GET /auth/user answers for a session cookie: 200 signed in, 401 not. */
const sessionStatus = async (cookie: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/auth/user', headers: { cookie } })).statusCode;

const signIn = (u: TestUser) =>
  post(null, '/api/auth/sign-in/email', { email: u.email, password: u.password });

/** Turns two-factor sign-in on for the user; answers the app (TOTP) and the backup codes. */
async function turnOn(u: TestUser): Promise<{ totp: TOTP; backupCodes: string[]; cookie: string }> {
  const setup = await post(u.cookie, '/api/auth/two-factor/enable', { password: u.password });
  expect(setup.statusCode, setup.body).toBe(200);
  const { totpURI, backupCodes } = setup.json() as { totpURI: string; backupCodes: string[] };
  const totp = URI.parse(totpURI) as TOTP;
  const verified = await post(u.cookie, '/api/auth/two-factor/verify-totp', {
    code: totp.generate(),
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return { totp, backupCodes, cookie: cookieFrom(verified) };
}

describe('two-factor sign-in', () => {
  it('is off for a new account, and turning it on needs the password', async () => {
    const u = await ctx.signUp();
    const account = await ctx.call(u, 'GET', '/api/account');
    expect(account.json()).toMatchObject({ twoFactorEnabled: false });
    const wrong = await post(u.cookie, '/api/auth/two-factor/enable', { password: 'not-it-1234' });
    expect(wrong.statusCode).toBe(400);
    const anonymous = await post(null, '/api/auth/two-factor/enable', { password: u.password });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stays off until a first code is verified, then asks for a code at sign-in', async () => {
    const u = await ctx.signUp();
    const setup = await post(u.cookie, '/api/auth/two-factor/enable', { password: u.password });
    const { totpURI, backupCodes } = setup.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Careerforge:/);
    expect(totpURI).toContain('issuer=Careerforge');
    expect(backupCodes).toHaveLength(10);
    // Not on yet: a password alone still signs in.
    expect((await signIn(u)).json()).toHaveProperty('user');

    const totp = URI.parse(totpURI) as TOTP;
    const bad = await post(u.cookie, '/api/auth/two-factor/verify-totp', { code: '000000' });
    expect(bad.statusCode).toBe(401);
    const ok = await post(u.cookie, '/api/auth/two-factor/verify-totp', { code: totp.generate() });
    expect(ok.statusCode).toBe(200);
    const [row] = await ctx.db.db.select().from(user).where(eq(user.id, u.id));
    expect(row!.twoFactorEnabled).toBe(true);
    // The secret is stored encrypted, never as the app's base32 text.
    const [stored] = await ctx.db.db.select().from(twoFactor).where(eq(twoFactor.userId, u.id));
    expect(stored!.secret).not.toContain(totp.secret.base32);

    const challenge = await signIn(u);
    expect(challenge.statusCode).toBe(200);
    expect(challenge.json()).toMatchObject({ twoFactorRedirect: true });
    expect(challenge.json()).not.toHaveProperty('user');
    const pending = cookieFrom(challenge);
    // No session from the password alone.
    expect(await sessionStatus(pending)).toBe(401);

    const wrong = await post(pending, '/api/auth/two-factor/verify-totp', { code: '123456' });
    expect(wrong.statusCode).toBe(401);
    const typed = totp.generate().replace(/^(\d{3})/, '$1 '); // "123 456", as people type it
    const done = await post(pending, '/api/auth/two-factor/verify-totp', { code: typed });
    expect(done.statusCode, done.body).toBe(200);
    expect(await sessionStatus(cookieFrom(done))).toBe(200);
  });

  it('ends the other sessions of the account when it is turned on', async () => {
    const u = await ctx.signUp();
    const otherDevice = cookieFrom(await signIn(u));
    expect(await sessionStatus(otherDevice)).toBe(200);
    const { cookie } = await turnOn(u);
    expect(await sessionStatus(otherDevice)).toBe(401);
    expect(await sessionStatus(u.cookie)).toBe(401); // replaced by the new session
    expect(await sessionStatus(cookie)).toBe(200);
  });

  it('takes each backup code once instead of the app', async () => {
    const u = await ctx.signUp();
    const { backupCodes } = await turnOn(u);
    const pending = cookieFrom(await signIn(u));
    const used = await post(pending, '/api/auth/two-factor/verify-backup-code', {
      code: backupCodes[0],
    });
    expect(used.statusCode, used.body).toBe(200);
    const again = cookieFrom(await signIn(u));
    const reused = await post(again, '/api/auth/two-factor/verify-backup-code', {
      code: backupCodes[0],
    });
    expect(reused.statusCode).toBe(401);
    // Typed without its dash, it is read the same.
    const next = await post(again, '/api/auth/two-factor/verify-backup-code', {
      code: backupCodes[1]!.replace('-', ''),
    });
    expect(next.statusCode).toBe(200);
  });

  it('refuses malformed codes with a clear message', async () => {
    const u = await ctx.signUp();
    for (const code of ['12345', 'abcdef', '1234567', '', 5]) {
      const res = await post(u.cookie, '/api/auth/two-factor/verify-totp', { code });
      expect(res.statusCode, String(code)).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
  });

  it('turns off with the password, and sign-in needs only the password again', async () => {
    const u = await ctx.signUp();
    const { cookie } = await turnOn(u);
    const wrong = await post(cookie, '/api/auth/two-factor/disable', { password: 'nope-nope-1' });
    expect(wrong.statusCode).toBe(400);
    const off = await post(cookie, '/api/auth/two-factor/disable', { password: u.password });
    expect(off.statusCode, off.body).toBe(200);
    expect((await signIn(u)).json()).toHaveProperty('user');
  });
});
