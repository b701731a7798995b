/**
 * OpenID Connect sign-in end to end, against a real identity provider (oidc-provider)
 * started here, with the app listening on a real port: no mocks on either side.
 */
import http from 'node:http';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { FastifyInstance } from 'fastify';
import { freePort, testConfig, testDatabase } from './helpers';
import type { Database } from '../src/db/client';

/** A cookie jar per origin, enough for a browser-like redirect walk. */
class Jar {
  private jars = new Map<string, Map<string, string>>();
  store(url: string, res: Response) {
    const host = new URL(url).host;
    const jar = this.jars.get(host) ?? new Map<string, string>();
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const idx = pair!.indexOf('=');
      const name = pair!.slice(0, idx);
      const value = pair!.slice(idx + 1);
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(c) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    this.jars.set(host, jar);
  }
  header(url: string) {
    const jar = this.jars.get(new URL(url).host);
    return jar ? [...jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  }
}

let app: FastifyInstance;
let db: Database;
let idp: http.Server;
let appUrl: string;

beforeAll(async () => {
  const idpPort = await freePort();
  const appPort = await freePort();
  const issuer = `http://127.0.0.1:${idpPort}`;
  appUrl = `http://localhost:${appPort}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'careerforge',
        client_secret: 'careerforge-test-secret',
        redirect_uris: [`${appUrl}/api/auth/callback/oidc`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email: `${id}@idp.example.com`,
        email_verified: true,
        name: 'Olivia Issuer',
        given_name: 'Olivia',
        family_name: 'Issuer',
      }),
    }),
    features: { devInteractions: { enabled: true } },
  });
  if (process.env.DEBUG_OIDC)
    provider.on('server_error', (_ctx: unknown, err: unknown) => console.error('IDP', err));
  idp = http.createServer(provider.callback());
  await new Promise<void>((r) => idp.listen(idpPort, '127.0.0.1', r));

  db = await testDatabase();
  app = await buildApp({
    config: testConfig({
      PORT: String(appPort),
      PUBLIC_URL: appUrl,
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'careerforge',
      OIDC_CLIENT_SECRET: 'careerforge-test-secret',
      OIDC_NAME: 'Test IdP',
      ...(process.env.DEBUG_OIDC ? { LOG_LEVEL: 'error' } : {}),
    }),
    database: db,
    webRoot: false,
    logger: Boolean(process.env.DEBUG_OIDC),
  });
  await app.listen({ port: appPort, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
  await new Promise((r) => idp?.close(r));
});

describe('OpenID Connect sign-in', () => {
  it('lists the provider by its configured name', async () => {
    const res = await fetch(`${appUrl}/api/auth-providers`);
    expect(await res.json()).toMatchObject({ oidc: { enabled: true, name: 'Test IdP' } });
  });

  it('signs a new user in through the provider and lands on the callback page', async () => {
    const jar = new Jar();
    let url = `${appUrl}/auth/oidc?callbackURL=/resume-lab`;
    let method = 'GET';
    let body: URLSearchParams | undefined;
    let finalLocation = '';
    for (let step = 0; step < 20; step++) {
      const res = await fetch(url, {
        method,
        body,
        redirect: 'manual',
        headers: {
          cookie: jar.header(url),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
      });
      jar.store(url, res);
      method = 'GET';
      body = undefined;
      if (res.status >= 300 && res.status < 400) {
        const next = new URL(res.headers.get('location')!, url).toString();
        if (
          next.startsWith(appUrl) &&
          !next.includes('/api/auth/') &&
          !next.includes('/auth/oidc')
        ) {
          finalLocation = next;
          break;
        }
        url = next;
        continue;
      }
      const html = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      expect(action, `no form at ${url}: ${res.status} ${html.slice(0, 200)}`).toBeTruthy();
      const fields = new URLSearchParams();
      for (const [tag] of html.matchAll(/<input[^>]*>/g)) {
        const name = /name="([^"]+)"/.exec(tag)?.[1];
        if (name) fields.set(name, /value="([^"]*)"/.exec(tag)?.[1] ?? '');
      }
      if (fields.has('login')) fields.set('login', 'olivia');
      if (fields.has('password')) fields.set('password', 'any-password');
      url = new URL(action!.replace(/&amp;/g, '&'), url).toString();
      method = 'POST';
      body = fields;
    }
    expect(finalLocation).toBe(`${appUrl}/resume-lab`);
    const me = await fetch(`${appUrl}/auth/user`, { headers: { cookie: jar.header(appUrl) } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: 'olivia@idp.example.com',
      firstName: 'Olivia',
      lastName: 'Issuer',
      name: 'Olivia Issuer',
    });
  });
});
