import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ORIGIN, testApp, useApp } from './helpers';

const ctx = useApp({ env: { BODY_LIMIT_MB: '0.01' } });

const headers = { origin: ORIGIN, host: 'localhost:3000', 'content-type': 'application/json' };
/** A page view posted with `payload` as its body (a string is sent as written). */
const pageView = (payload: string | object) =>
  ctx.app.inject({ method: 'POST', url: '/api/analytics/page-view', headers, payload });

describe('one error handler', () => {
  it('answers malformed JSON with 400 and the error body', async () => {
    const res = await pageView('{"pageName": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' },
    });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('answers a body over the limit with 413', async () => {
    const big = JSON.stringify({ pageName: 'x'.repeat(20_000) });
    const res = await pageView(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
    });
  });

  it('answers a schema violation with 400, the field and a message', async () => {
    const res = await pageView({ pageName: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.error.fields)).toContain('pageName');
  });

  it('never shows a stack trace in a 5xx', async () => {
    const boom = await testApp({}, undefined, (app) => {
      app
        .withTypeProvider<ZodTypeProvider>()
        .get('/api/boom', { schema: { querystring: z.object({}) } }, async () => {
          throw new Error('secret internals at /srv/app/db.ts:42');
        });
    });
    const res = await boom.app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/secret internals|\.ts:|at /);
    expect(res.json().error.code).toBe('INTERNAL_ERROR');
    await boom.close();
  });
});

describe('API reference', () => {
  it('serves an OpenAPI document generated from the contract', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/auth/user']).toBeDefined();
    expect(doc.paths['/api/analytics/page-view'].post.requestBody).toBeDefined();
  });

  it('serves a browsable page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('compression', () => {
  it('compresses large responses for clients that accept it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
