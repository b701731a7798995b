import { describe, expect, it } from 'vitest';
import { ORIGIN, cookieFrom, randomIp, uniqueEmail, useApp, withTestApp } from './helpers';

const ctx = useApp({ env: { AUTH_RATE_LIMIT_MAX: '5' } });

const post = (
  url: string,
  payload: unknown,
  ip = randomIp(),
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: ip,
    headers: { origin: ORIGIN, host: 'localhost:3000', ...headers },
  });

describe('email sign-up and sign-in', () => {
  it('signs up with first and last name and answers the user at /auth/user', async () => {
    const u = await ctx.signUp({
      firstName: 'Ada',
      lastName: 'Lovelace',
      name: 'Ada Lovelace',
    });
    const res = await ctx.call(u, 'GET', '/auth/user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: u.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      name: 'Ada Lovelace',
      id: u.id,
    });
  });

  it('answers 401 at /auth/user when signed out', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });

  it('refuses a password under 8 characters', async () => {
    const res = await post('/api/auth/sign-up/email', {
      name: 'A',
      email: uniqueEmail(),
      password: 'short7!',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Password must be at least 8 characters.');
  });

  it('refuses a duplicate email with a clear message', async () => {
    const u = await ctx.signUp();
    const res = await post('/api/auth/sign-up/email', {
      name: 'Again',
      email: u.email,
      password: 'another-password',
    });
    expect([400, 409, 422]).toContain(res.statusCode);
    expect(res.json().error.message).toBe(
      'An account with this email already exists. Sign in instead.',
    );
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const u = await ctx.signUp();
    const wrong = await post('/api/auth/sign-in/email', {
      email: u.email,
      password: 'not-the-password',
    });
    const unknown = await post('/api/auth/sign-in/email', {
      email: uniqueEmail('ghost'),
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().error.message).toBe('Invalid email or password.');
  });

  it('signs in with the right password and sets an httpOnly, SameSite=Lax cookie', async () => {
    const u = await ctx.signUp();
    const res = await post('/api/auth/sign-in/email', { email: u.email, password: u.password });
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/auth/user',
      headers: { cookie: cookieFrom(res) },
    });
    expect(me.json().email).toBe(u.email);
  });

  it('rate-limits sign-in attempts with a 429 and a clear message', async () => {
    const ip = randomIp();
    const email = uniqueEmail('limited');
    const codes: number[] = [];
    let last;
    for (let i = 0; i < 7; i++) {
      last = await post('/api/auth/sign-in/email', { email, password: 'wrong-password' }, ip);
      codes.push(last.statusCode);
    }
    expect(codes.slice(0, 5).every((c) => c === 401)).toBe(true);
    expect(codes).toContain(429);
    expect(last!.json().error.message).toBe(
      'Too many sign-in attempts. Please wait a minute and try again.',
    );
    // Another address is not affected.
    const other = await post('/api/auth/sign-in/email', { email, password: 'wrong-password' });
    expect(other.statusCode).toBe(401);
  });

  it('does not let a client pick its rate-limit bucket with a forged IP header', async () => {
    const ip = randomIp();
    const email = uniqueEmail('forged');
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await post('/api/auth/sign-in/email', { email, password: 'wrong-password' }, ip, {
        'x-careerforge-client-ip': `127.9.9.${i + 1}`,
        'x-forwarded-for': `127.8.8.${i + 1}`,
      });
      codes.push(res.statusCode);
    }
    expect(codes).toContain(429);
  });

  it('refuses a state-changing request from a foreign Origin', async () => {
    const res = await post(
      '/api/auth/sign-up/email',
      { name: 'X', email: uniqueEmail(), password: 'long-enough-1' },
      randomIp(),
      {
        origin: 'https://evil.example',
      },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Requests from another site are not allowed.');
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      payload: { pageName: 'home' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('refuses a cookie-carrying write with neither Origin nor Sec-Fetch-Site', async () => {
    const u = await ctx.signUp();
    const write = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/saved-resumes',
        remoteAddress: u.ip,
        payload: { title: 'T', content: 'Resume text' },
        headers: { host: 'localhost:3000', cookie: u.cookie, ...headers },
      });
    const bare = await write({});
    expect(bare.statusCode).toBe(403);
    expect(bare.json().error.message).toBe('Requests from another site are not allowed.');
    expect((await write({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    // A browser's own request: Sec-Fetch-Site same-origin, or our Origin.
    expect((await write({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await write({ origin: ORIGIN })).statusCode).toBe(200);
    // No cookie, no ambient authority: a client such as curl reaches the route (and its 401).
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/saved-resumes',
      payload: { title: 'T', content: 'Resume text' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('sign-out ends the session on the server', async () => {
    const u = await ctx.signUp();
    const before = await ctx.call(u, 'GET', '/auth/user');
    expect(before.statusCode).toBe(200);
    const out = await ctx.call(u, 'GET', '/api/logout');
    expect(out.statusCode).toBe(200);
    // The old cookie no longer works, even if the browser kept it.
    const after = await ctx.call(u, 'GET', '/auth/user');
    expect(after.statusCode).toBe(401);
  });

  it('logout from a foreign origin is refused', async () => {
    const u = await ctx.signUp();
    const out = await ctx.as(u)({
      method: 'GET',
      url: '/api/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(out.statusCode).toBe(403);
    const still = await ctx.call(u, 'GET', '/auth/user');
    expect(still.statusCode).toBe(200);
  });

  it('lists the configured sign-in methods', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth-providers' });
    expect(res.json()).toEqual({ email: true, google: false, oidc: { enabled: false, name: '' } });
  });

  it('sends /auth/google back to /auth when Google is not configured', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/auth/google' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth?error=google-not-configured');
  });
});

describe('served over HTTPS', () => {
  it('marks the session cookie Secure', async () => {
    await withTestApp({ PUBLIC_URL: 'https://careers.example.com' }, async (https) => {
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: randomIp(),
        headers: {
          origin: 'https://careers.example.com',
          host: 'careers.example.com',
          'x-forwarded-proto': 'https',
        },
        payload: { name: 'S', email: uniqueEmail(), password: 'long-enough-pass' },
      });
      expect(res.statusCode).toBe(200);
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/; Secure/);
      expect(setCookie).toMatch(/HttpOnly/);
    });
  });
});

describe('Google sign-in when configured', () => {
  it('redirects /auth/google to Google with a state cookie', async () => {
    await withTestApp(
      { GOOGLE_CLIENT_ID: 'client-123', GOOGLE_CLIENT_SECRET: 'secret-456' },
      async (g) => {
        const res = await g.app.inject({
          method: 'GET',
          url: '/auth/google?callbackURL=/resume-lab',
          headers: { host: 'localhost:3000' },
        });
        expect(res.statusCode).toBe(302);
        const location = new URL(String(res.headers.location));
        expect(location.hostname).toBe('accounts.google.com');
        expect(location.searchParams.get('client_id')).toBe('client-123');
        expect(location.searchParams.get('redirect_uri')).toBe(
          'http://localhost:3000/api/auth/callback/google',
        );
        expect(res.headers['set-cookie']).toBeTruthy();
        const providers = await g.app.inject({ method: 'GET', url: '/api/auth-providers' });
        expect(providers.json().google).toBe(true);
      },
    );
  });
});
