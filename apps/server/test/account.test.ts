import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from 'better-auth/crypto';
import { openDatabase } from '../src/db/client';
import {
  account,
  activities,
  applicationEvents,
  applications,
  applicationTrackerSettings,
  careerPlans,
  contactMessages,
  coverLetters,
  downloads,
  leaderboardMembers,
  newsletterSubscribers,
  pageViews,
  resumes,
  salaryAnalyses,
  savedCoverLetters,
  savedLinkedin,
  savedResumes,
  session,
  subscriptions,
  tailorings,
  waitlistEntries,
  usageEvents,
  usageSessions,
  user,
  interviewAnswers,
  interviewQuestions,
  interviewSessions,
} from '../src/db/schema';
import {
  AUTH_TABLES,
  DERIVED_TABLES,
  USER_DATA_TABLES,
  accountRepo,
} from '../src/modules/account/repo';
import { resetPasswordAsOperator } from '../src/modules/account/service';
import {
  as,
  cookieFrom,
  freshPostgresDatabase,
  ORIGIN,
  randomIp,
  signUp,
  testApp,
  useApp,
  type TestUser,
} from './helpers';

const ctx = useApp();

const get = (u: TestUser | null, url: string) => ctx.as(u)({ method: 'GET', url });
const send = ctx.call;

/** One row in every user-owned table, marked with the owner's tag so leaks are easy to spot. */
async function seed(userId: string, tag: string) {
  const db = ctx.db.db;
  await db.insert(resumes).values({ userId, title: `resume ${tag}`, content: `content ${tag}` });
  await db.insert(savedResumes).values({ userId, title: `saved ${tag}`, content: `saved ${tag}` });
  await db.insert(tailorings).values({
    userId,
    companyName: `company ${tag}`,
    mode: 'basic',
    provider: 'local',
    atsScore: 70,
    keywordMatchScore: 60,
  });
  await db.insert(activities).values({ userId, type: 'resume_tailored', title: `activity ${tag}` });
  await db.insert(pageViews).values({ userId, pageName: `page ${tag}` });
  await db.insert(usageEvents).values({ userId, eventType: `event ${tag}` });
  await db.insert(usageSessions).values({ id: `session-${tag}`, userId, module: `module ${tag}` });
  await db.insert(downloads).values({ userId, downloadType: `download ${tag}` });
  await db.insert(contactMessages).values({
    userId,
    fullName: `name ${tag}`,
    email: `${tag}@example.com`,
    subject: `subject ${tag}`,
    message: `message ${tag}`,
  });
  const [application] = await db
    .insert(applications)
    .values({
      userId,
      jobTitle: `job ${tag}`,
      company: `company ${tag}`,
      applicationDate: '2025-01-01',
      statusDate: '2025-01-01',
    })
    .returning();
  await db.insert(applicationEvents).values({
    userId,
    applicationId: application!.id,
    fromStatus: `from ${tag}`,
    toStatus: 'applied',
    date: '2025-01-01',
  });
  await db.insert(leaderboardMembers).values({ userId, alias: `alias ${tag}` });
  await db
    .insert(applicationTrackerSettings)
    .values({ userId, followUpDays: 14, calendarFeedDigest: `digest ${tag}` });
  await db.insert(coverLetters).values({
    userId,
    title: `letter ${tag}`,
    content: `letter ${tag}`,
    tone: 'formal',
    provider: 'local',
  });
  await db.insert(savedCoverLetters).values({ userId, title: `saved letter ${tag}`, content: tag });
  await db.insert(savedLinkedin).values({ userId, title: `about ${tag}`, content: `about ${tag}` });
  await db.insert(subscriptions).values({ userId, plan: 'pro', stripeCustomerId: `cus_${tag}` });
  await db.insert(salaryAnalyses).values({
    userId,
    jobTitle: `title ${tag}`,
    occupationCode: '00-0000',
    occupationTitle: 'All Occupations',
    currentSalary: 50_000,
    confidence: 10,
    provider: 'local',
    // a stand-in row: only the owner matters here
    request: { tag } as never,
    result: { tag } as never,
  });
  await db.insert(careerPlans).values({
    userId,
    currentRole: `from ${tag}`,
    targetRole: `to ${tag}`,
    pathViability: 50,
    provider: 'local',
    // a stand-in row: only the owner matters here
    request: { tag } as never,
    result: { tag } as never,
  });
  const [interview] = await db
    .insert(interviewSessions)
    .values({ userId, title: `interview ${tag}`, interviewType: 'behavioral', provider: 'local' })
    .returning();
  const [question] = await db
    .insert(interviewQuestions)
    .values({
      userId,
      sessionId: interview!.id,
      position: 0,
      text: `question ${tag}`,
      difficulty: 'easy',
      source: 'bank',
      competency: 'conflict',
    })
    .returning();
  await db.insert(interviewAnswers).values({
    userId,
    sessionId: interview!.id,
    questionId: question!.id,
    answer: `answer ${tag}`,
    score: 50,
    analysis: { tag } as never,
  });
}

async function rowsOf(table: string, userId: string): Promise<number> {
  const res = await ctx.db.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
  );
  return (res.rows[0] as { n: number }).n;
}

/** Every table in the schema with a user_id column. */
async function tablesWithUserId(): Promise<string[]> {
  const res = await ctx.db.db.execute(
    sql`select table_name from information_schema.columns
        where table_schema = current_schema() and column_name = 'user_id' order by table_name`,
  );
  return (res.rows as { table_name: string }[]).map((r) => r.table_name);
}

describe('consents', () => {
  it('are all off for a new account, and each toggles on and off', async () => {
    const u = await ctx.signUp();
    const initial = await get(u, '/api/account/consents');
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({ analytics: false, marketing: false, linkedin_check: false });

    const on = await send(u, 'PATCH', '/api/account/consents', { analytics: true });
    expect(on.json()).toEqual({ analytics: true, marketing: false, linkedin_check: false });
    const two = await send(u, 'PATCH', '/api/account/consents', {
      marketing: true,
      linkedin_check: true,
    });
    expect(two.json()).toEqual({ analytics: true, marketing: true, linkedin_check: true });
    await send(u, 'PATCH', '/api/account/consents', { analytics: false, marketing: false });
    expect((await get(u, '/api/account/consents')).json()).toEqual({
      analytics: false,
      marketing: false,
      linkedin_check: true,
    });
    const [row] = await ctx.db.db.select().from(user).where(eq(user.id, u.id));
    expect(row).toMatchObject({
      consentAnalytics: false,
      consentMarketing: false,
      consentLinkedinCheck: true,
    });
    expect((await get(u, '/api/account')).json().consents.linkedin_check).toBe(true);
  });

  it('refuses unknown keys, non-booleans and an empty change; 401 signed out', async () => {
    const u = await ctx.signUp();
    for (const payload of [{}, { analytics: 'yes' }, { tracking: true }, { analytics: null }]) {
      const res = await send(u, 'PATCH', '/api/account/consents', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await get(null, '/api/account/consents')).statusCode).toBe(401);
    expect(
      (await send(null, 'PATCH', '/api/account/consents', { analytics: true })).statusCode,
    ).toBe(401);
  });
});

describe('profile and password', () => {
  it('changes the first and last name', async () => {
    const u = await ctx.signUp();
    const res = await send(u, 'PATCH', '/api/account/profile', {
      firstName: '  Ada ',
      lastName: 'Lovelace',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', hasPassword: true });
    expect((await get(u, '/auth/user')).json()).toMatchObject({
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    for (const payload of [
      { firstName: ' ', lastName: 'x' },
      { firstName: 'a'.repeat(121), lastName: '' },
      { firstName: 'a\u0000b', lastName: '' },
    ]) {
      expect((await send(u, 'PATCH', '/api/account/profile', payload)).statusCode).toBe(400);
    }
  });

  it('changes the password with the current one and ends every other session', async () => {
    const u = await ctx.signUp();
    const other = await signIn(u.email, u.password);
    const wrong = await send(u, 'POST', '/api/account/password', {
      currentPassword: 'not-the-password',
      newPassword: 'a-brand-new-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'INVALID_PASSWORD',
      fields: { currentPassword: 'The current password is not correct.' },
    });
    const short = await send(u, 'POST', '/api/account/password', {
      currentPassword: u.password,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);

    const ok = await send(u, 'POST', '/api/account/password', {
      currentPassword: u.password,
      newPassword: 'a-brand-new-password',
    });
    expect(ok.statusCode).toBe(200);
    // The other device is signed out at once; this one carries on with its new cookie.
    expect((await get({ ...u, cookie: other }, '/auth/user')).statusCode).toBe(401);
    const renewed = cookieFrom(ok) || u.cookie;
    expect((await get({ ...u, cookie: renewed }, '/auth/user')).statusCode).toBe(200);
    expect((await signInRes(u.email, u.password)).statusCode).toBe(401);
    expect((await signInRes(u.email, 'a-brand-new-password')).statusCode).toBe(200);
  });
});

function signInRes(email: string, password: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN, host: 'localhost:3000' },
    remoteAddress: randomIp(),
    payload: { email, password },
  });
}
async function signIn(email: string, password: string): Promise<string> {
  const res = await signInRes(email, password);
  expect(res.statusCode).toBe(200);
  return cookieFrom(res);
}

describe('download all my data', () => {
  it("holds the user's rows in every table, no other user's and no secret", async () => {
    const owner = await ctx.signUp({ firstName: 'Owner', lastName: 'One' });
    const stranger = await ctx.signUp();
    await seed(owner.id, 'mine');
    await seed(stranger.id, 'theirs');
    await send(owner, 'PATCH', '/api/account/consents', { analytics: true });

    const res = await get(owner, '/api/account/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="careerforge-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = JSON.parse(res.body);
    expect(data.profile).toMatchObject({
      id: owner.id,
      email: owner.email,
      firstName: 'Owner',
      consents: { analytics: true, marketing: false, linkedin_check: false },
    });
    for (const [name] of USER_DATA_TABLES) {
      expect(data[name], name).toHaveLength(1);
      expect(JSON.stringify(data[name]), name).toContain('mine');
      expect(data[name][0].userId, name).toBe(owner.id);
    }
    expect(data.signInMethods).toEqual([expect.objectContaining({ providerId: 'credential' })]);
    expect(data.sessions.length).toBeGreaterThan(0);

    // Nothing of the other user, and no secret of this one.
    expect(res.body).not.toContain('theirs');
    expect(res.body).not.toContain(stranger.id);
    const [cred] = await ctx.db.db.select().from(account).where(eq(account.userId, owner.id));
    const sessions = await ctx.db.db.select().from(session).where(eq(session.userId, owner.id));
    expect(res.body).not.toContain(cred!.password!);
    for (const s of sessions) expect(res.body).not.toContain(s.token);
    const cookieToken = decodeURIComponent(owner.cookie.split('=')[1]!).split('.')[0]!;
    expect(res.body).not.toContain(cookieToken);
    expect(res.body).not.toMatch(/"(password|token|accessToken|refreshToken|idToken)"/);
  });

  it('is for signed-in users only', async () => {
    expect((await get(null, '/api/account/export')).statusCode).toBe(401);
  });

  it('covers every table that has a user_id column', async () => {
    const known = [
      ...USER_DATA_TABLES.map(([name]) => name),
      ...AUTH_TABLES,
      ...DERIVED_TABLES,
    ].sort();
    expect(await tablesWithUserId()).toEqual(known);
  });
});

describe('delete my account', () => {
  it('every foreign key to the user cascades', async () => {
    const res = await ctx.db.db.execute(
      sql`select tc.table_name, rc.delete_rule
          from information_schema.referential_constraints rc
          join information_schema.table_constraints tc on tc.constraint_name = rc.constraint_name
          join information_schema.constraint_column_usage cu on cu.constraint_name = rc.constraint_name
          where cu.table_name = 'user' and tc.table_schema = current_schema()`,
    );
    const rules = res.rows as { table_name: string; delete_rule: string }[];
    const derived: readonly string[] = DERIVED_TABLES;
    expect(rules.map((r) => r.table_name).sort()).toEqual(
      (await tablesWithUserId()).filter((t) => !derived.includes(t)),
    );
    for (const r of rules) expect(r.delete_rule, r.table_name).toBe('CASCADE');
  });

  it('needs the password, removes every row of the user (and only theirs), and ends the session', async () => {
    const u = await ctx.signUp();
    const keep = await ctx.signUp();
    const otherDevice = await signIn(u.email, u.password);
    await seed(u.id, 'gone');
    await seed(keep.id, 'kept');

    const missing = await send(u, 'DELETE', '/api/account', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('password');
    const wrong = await send(u, 'DELETE', '/api/account', { password: 'wrong-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_PASSWORD');
    // Typing DELETE is not enough for an account that has a password.
    expect((await send(u, 'DELETE', '/api/account', { confirm: 'DELETE' })).statusCode).toBe(400);
    expect(await rowsOf('resumes', u.id)).toBe(1);

    const res = await send(u, 'DELETE', '/api/account', { password: u.password });
    expect(res.statusCode).toBe(200);
    const cleared = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cleared.some((c) => /session_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);

    for (const table of await tablesWithUserId()) {
      expect(await rowsOf(table, u.id), table).toBe(0);
      if (!(AUTH_TABLES as readonly string[]).includes(table)) {
        expect(await rowsOf(table, keep.id), table).toBe(1);
      }
    }
    expect(await ctx.db.db.select().from(user).where(eq(user.id, u.id))).toEqual([]);
    expect((await get(u, '/auth/user')).statusCode).toBe(401);
    expect((await get({ ...u, cookie: otherDevice }, '/auth/user')).statusCode).toBe(401);
    expect((await get(u, '/api/account/export')).statusCode).toBe(401);
    expect((await signInRes(u.email, u.password)).statusCode).toBe(401);
    expect((await get(keep, '/auth/user')).statusCode).toBe(200);
  });

  it("takes the newsletter and waitlist sign-ups made with the account's e-mail", async () => {
    const u = await ctx.signUp();
    const keep = await ctx.signUp();
    for (const who of [u, keep]) {
      // Signed up in any case, before or after the account was made.
      await send(who, 'POST', '/api/newsletter', { email: who.email.toUpperCase() });
      await send(who, 'POST', '/api/waitlist', { email: who.email });
    }
    const count = async (email: string) =>
      (
        await ctx.db.db
          .select()
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.email, email))
      ).length +
      (await ctx.db.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email)))
        .length;
    expect(await count(u.email)).toBe(2);
    expect((await send(u, 'DELETE', '/api/account', { password: u.password })).statusCode).toBe(
      200,
    );
    expect(await count(u.email)).toBe(0);
    expect(await count(keep.email)).toBe(2);
  });

  it('a Google/OIDC-only account confirms by typing DELETE', async () => {
    const u = await ctx.signUp();
    // Turn the account into one without a password, as a Google or OIDC sign-up creates it.
    await ctx.db.db
      .update(account)
      .set({ providerId: 'oidc', password: null, accountId: 'sub-123' })
      .where(eq(account.userId, u.id));
    const info = (await get(u, '/api/account')).json();
    expect(info).toMatchObject({ hasPassword: false, providers: ['oidc'] });
    const bad = await send(u, 'DELETE', '/api/account', { confirm: 'delete me' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('confirm');
    const res = await send(u, 'DELETE', '/api/account', { confirm: 'DELETE' });
    expect(res.statusCode).toBe(200);
    expect((await get(u, '/auth/user')).statusCode).toBe(401);
    expect(await rowsOf('account', u.id)).toBe(0);
  });

  it('is refused signed out and from a foreign origin', async () => {
    expect((await send(null, 'DELETE', '/api/account', { confirm: 'DELETE' })).statusCode).toBe(
      401,
    );
    const u = await ctx.signUp();
    const foreign = await ctx.as(u)({
      method: 'DELETE',
      url: '/api/account',
      headers: { origin: 'https://evil.example' },
      payload: { password: u.password },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await get(u, '/auth/user')).statusCode).toBe(200);
  });
});

describe('password reset by an operator (no SMTP)', () => {
  it('the server says reset links cannot be e-mailed', async () => {
    expect((await get(null, '/api/account/password-reset')).json()).toEqual({ email: false });
  });

  it('sets a new password with the library hashing and ends every session', async () => {
    const u = await ctx.signUp();
    const repo = accountRepo(ctx.db.db);
    await resetPasswordAsOperator(repo, hashPassword, u.email.toUpperCase(), 'operator-set-pass');
    expect((await get(u, '/auth/user')).statusCode).toBe(401);
    expect((await signInRes(u.email, u.password)).statusCode).toBe(401);
    expect((await signInRes(u.email, 'operator-set-pass')).statusCode).toBe(200);
    await expect(
      resetPasswordAsOperator(repo, hashPassword, 'nobody@example.com', 'whatever-pass'),
    ).rejects.toThrow(/not found/);
  });

  it('the npm script does it from the command line', { timeout: 90_000 }, async () => {
    // The script opens the server's database; an embedded one lives in DATA_DIR.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cf-reset-'));
    const fresh = process.env.DATABASE_URL
      ? await freshPostgresDatabase(process.env.DATABASE_URL)
      : undefined;
    const env: Record<string, string> = fresh ? { DATABASE_URL: fresh.url } : { DATA_DIR: dataDir };
    const open = () => openDatabase({ databaseUrl: fresh?.url, dataDir: path.join(dataDir) });
    try {
      let database = await open();
      let app = await testApp({}, database);
      const u = await signUp(app.app);
      await app.close();
      await database.close();

      const root = path.resolve(import.meta.dirname, '../../..');
      const run = (args: string[], extra: Record<string, string>) =>
        promisify(execFile)('npm', ['run', '--silent', 'reset-password', '--', ...args], {
          cwd: root,
          env: { ...process.env, ...env, ...extra },
        });
      const { stdout } = await run([u.email], { NEW_PASSWORD: 'script-set-password' });
      expect(stdout).toContain(`New password for ${u.email}`);
      const random = await run([u.email], {});
      const generated = /New password for \S+: (\S+)/.exec(random.stdout)?.[1];
      expect(generated).toMatch(/^[\w-]{20}$/);
      await expect(run(['nobody@example.com'], {})).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('not found'),
      });

      database = await open();
      app = await testApp({}, database);
      const signInThere = (password: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: ORIGIN, host: 'localhost:3000' },
          remoteAddress: randomIp(),
          payload: { email: u.email, password },
        });
      expect((await signInThere('script-set-password')).statusCode).toBe(401);
      expect((await signInThere(generated!)).statusCode).toBe(200);
      await app.close();
      await database.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await fresh?.drop();
    }
  });
});

describe('password reset by e-mail (SMTP configured)', () => {
  let smtp: SMTPServer;
  const inbox: { to: string; body: string }[] = [];
  let mailCtx: Awaited<ReturnType<typeof testApp>>;
  let waiting: (() => void) | null = null;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, done) {
        let body = '';
        stream.setEncoding('utf8');
        stream.on('data', (c: string) => (body += c));
        stream.on('end', () => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
          waiting?.();
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    mailCtx = await testApp(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Careerforge <careers@example.com>' },
      ctx.db,
    );
  });
  afterAll(async () => {
    await mailCtx.app.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const nextMail = () =>
    new Promise<void>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('no mail within 10 s')), 10_000);
      waiting = () => {
        clearTimeout(t);
        resolve();
      };
    });

  it('request -> mail -> link -> new password -> sign in with it', async () => {
    const app = mailCtx.app;
    expect(
      (await app.inject({ method: 'GET', url: '/api/account/password-reset' })).json(),
    ).toEqual({ email: true });
    const u = await signUp(app);

    const arrived = nextMail();
    const req = await as(
      app,
      null,
    )({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: u.email, redirectTo: '/reset-password' },
    });
    expect(req.statusCode).toBe(200);
    await arrived;
    const mail = inbox.at(-1)!;
    expect(mail.to).toBe(u.email);
    expect(mail.body).toContain('From: Careerforge <careers@example.com>');
    expect(mail.body).toContain('Subject: Reset your Careerforge password');
    // Quoted-printable may wrap long lines with "=\r\n".
    const text = mail.body.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /http:\/\/localhost:3000\/api\/auth\/reset-password\/[^\s]+/.exec(text)?.[0];
    expect(link).toBeDefined();

    // The link leads to the web page with the token.
    const url = new URL(link!);
    const hop = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(hop.statusCode).toBe(302);
    const page = new URL(hop.headers.location as string, 'http://localhost:3000');
    expect(page.pathname).toBe('/reset-password');
    const token = page.searchParams.get('token');
    expect(token).toBeTruthy();

    const signedOut = as(app, null);
    const resetTo = (newPassword: string) =>
      signedOut({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword },
      });
    expect((await resetTo('reset-by-mail-password')).statusCode).toBe(200);
    // The old session ended; the old password no longer works; the new one does.
    expect((await as(app, u)({ method: 'GET', url: '/auth/user' })).statusCode).toBe(401);
    expect((await signInRes(u.email, u.password)).statusCode).toBe(401);
    expect((await signInRes(u.email, 'reset-by-mail-password')).statusCode).toBe(200);
    // A token works once.
    expect((await resetTo('another-password-1')).statusCode).toBe(400);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = inbox.length;
    const res = await as(
      mailCtx.app,
      null,
    )({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'nobody-here@example.com', redirectTo: '/reset-password' },
    });
    expect(res.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.length).toBe(before);
  });
});
