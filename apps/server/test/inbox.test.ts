import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscribers, waitlistEntries } from '../src/db/schema';
import { INBOX_RATE_LIMIT } from '../src/modules/inbox/routes';
import { ORIGIN, randomIp, testApp, uniqueEmail, useApp } from './helpers';

const ctx = useApp();

/** A POST from a browser on our own site, from a fresh client address. */
const post = (url: string, payload: unknown, ip = randomIp()) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: ip,
    headers: { origin: ORIGIN, host: 'localhost:3000' },
  });

/** The waitlist's rows for an address. */
const waitlisted = (email: string) =>
  ctx.db.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email));

const validContact = () => ({
  fullName: 'Ada Lovelace',
  email: uniqueEmail('ada'),
  subject: 'A question about tailoring',
  message: 'Does the Resume Lab keep my original resume?',
});

describe('POST /api/waitlist', () => {
  it('stores a new address, trimmed and lower-cased', async () => {
    const email = uniqueEmail('wait');
    const res = await post('/api/waitlist', { email: `  ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      message: "You're on the list! We'll let you know when it is ready.",
    });
    expect(await waitlisted(email)).toHaveLength(1);
  });

  it('answers 409 for an address already on the list, whatever its case', async () => {
    const email = uniqueEmail('dup');
    expect((await post('/api/waitlist', { email })).statusCode).toBe(200);
    const res = await post('/api/waitlist', { email: email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'CONFLICT',
      message: "This email address is already on the list. We'll let you know when it is ready.",
    });
    expect(await waitlisted(email)).toHaveLength(1);
  });

  it('rejects a missing or invalid address with a clear message', async () => {
    for (const [email, message] of [
      [undefined, 'Email is required.'],
      ['   ', 'Email is required.'],
      ['not-an-email', 'Please enter a valid email address.'],
      ['a@b', 'Please enter a valid email address.'],
      [`${'x'.repeat(260)}@example.com`, 'Please enter a valid email address.'],
    ] as const) {
      const res = await post('/api/waitlist', email === undefined ? {} : { email });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message,
        fields: { email: message },
      });
    }
  });
});

describe('POST /api/newsletter', () => {
  it('subscribes once and answers 409 the second time', async () => {
    const email = uniqueEmail('news');
    const first = await post('/api/newsletter', { email, source: 'blog' });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Thanks for subscribing! Watch your inbox for new articles.');
    const again = await post('/api/newsletter', {
      email: email.toUpperCase(),
      source: 'career-guides',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'This email address is already subscribed to the newsletter.',
    );
    const rows = await ctx.db.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(rows).toEqual([expect.objectContaining({ email, source: 'blog' })]);
  });

  it('rejects an invalid address', async () => {
    const res = await post('/api/newsletter', { email: 'nope', source: 'blog' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'Please enter a valid email address.' });
  });
});

describe('POST /api/contact', () => {
  it('stores every field of the message', async () => {
    const msg = validContact();
    const res = await post('/api/contact', { ...msg, userId: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().ok).toBe(true);
    const [row] = await ctx.db.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, msg.email));
    expect(row).toMatchObject({ ...msg, userId: null });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('records the signed-in sender, never a userId from the body', async () => {
    const user = await ctx.signUp();
    const msg = validContact();
    const res = await ctx.call(user, 'POST', '/api/contact', { ...msg, userId: 'someone-else' });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, msg.email));
    expect(row?.userId).toBe(user.id);
  });

  it('rejects blank fields, naming each one', async () => {
    const res = await post('/api/contact', {
      fullName: '  ',
      email: '',
      subject: '\n',
      message: '   ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      fullName: 'Full name is required.',
      email: 'Email is required.',
      subject: 'Subject is required.',
      message: 'Message is required.',
    });
    const missing = await post('/api/contact', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields).sort()).toEqual([
      'email',
      'fullName',
      'message',
      'subject',
    ]);
  });

  it('rejects a message over 5,000 characters and accepts exactly 5,000', async () => {
    const tooLong = await post('/api/contact', { ...validContact(), message: 'x'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatchObject({
      message: 'Message must be at most 5,000 characters.',
      fields: { message: 'Message must be at most 5,000 characters.' },
    });
    const msg = { ...validContact(), message: 'y'.repeat(5000) };
    expect((await post('/api/contact', msg)).statusCode).toBe(200);
  });

  it('rejects an invalid e-mail address', async () => {
    const res = await post('/api/contact', { ...validContact(), email: 'ada at example' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please enter a valid email address.');
  });

  it('refuses a message posted from another site', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: validContact(),
      remoteAddress: randomIp(),
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('rate limits per client address', () => {
  it.each([
    ['/api/contact', INBOX_RATE_LIMIT.contact, () => validContact()],
    ['/api/waitlist', INBOX_RATE_LIMIT.waitlist, () => ({ email: uniqueEmail('rl') })],
    ['/api/newsletter', INBOX_RATE_LIMIT.newsletter, () => ({ email: uniqueEmail('rl') })],
  ] as const)(
    '%s answers 429 with a clear message after %i requests a minute',
    async (url, max, body) => {
      const ip = randomIp();
      for (let i = 0; i < max; i++) expect((await post(url, body(), ip)).statusCode).toBe(200);
      const res = await post(url, body(), ip);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        error: {
          code: 'RATE_LIMITED',
          message: 'Too many requests. Please wait a minute and try again.',
        },
      });
      // Another address is not affected.
      expect((await post(url, body())).statusCode).toBe(200);
    },
  );
});

describe('rate limits across app instances', () => {
  it('counts requests to any instance sharing the database against one limit', async () => {
    const second = await testApp({}, ctx.db);
    try {
      const ip = randomIp();
      const send = (app: typeof ctx.app) =>
        app.inject({
          method: 'POST',
          url: '/api/waitlist',
          payload: { email: uniqueEmail('multi') },
          remoteAddress: ip,
          headers: { origin: ORIGIN, host: 'localhost:3000' },
        });
      const codes: number[] = [];
      for (let i = 0; i < INBOX_RATE_LIMIT.waitlist; i++)
        codes.push((await send(i % 2 ? second.app : ctx.app)).statusCode);
      expect(codes.every((c) => c === 200)).toBe(true);
      expect((await send(second.app)).statusCode).toBe(429);
      expect((await send(ctx.app)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
