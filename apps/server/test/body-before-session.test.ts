/**
 * No body is read for nothing: a signed-in route answers 401 before reading a byte of the body,
 * whatever its size or type, and the input guard never walks raw bytes. Each route is sent the
 * headers of a 25 MB body and only its first 64 KB: the answer must come while the rest is
 * still unsent, and the server must keep answering other requests meanwhile.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { isParsedValue } from '../src/plugins/input-guard';
import { useApp } from './helpers';

const DECLARED = 25 * 1024 * 1024;
const SENT = 64 * 1024;

interface Answer {
  status: number;
  body: string;
}

/** Sends headers for DECLARED bytes, writes SENT of them, and waits for the answer. */
function partialPost(
  port: number,
  url: string,
  contentType: string,
  method = 'POST',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path: url,
      method,
      headers: {
        'content-type': contentType,
        'content-length': String(DECLARED),
        origin: `http://127.0.0.1:${port}`,
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`${url}: no answer while the body was incomplete`));
    }, 10_000);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    // The server may close the socket once it has answered; the answer is what counts.
    req.on('error', () => undefined);
    req.write(Buffer.alloc(SENT, 0x61));
  });
}

describe('bodies are not read before the session is checked', () => {
  const ctx = useApp();
  let port: number;
  let writes: { method: string; url: string }[];

  beforeAll(async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as AddressInfo).port;
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    // Every write route in the document and the auth library's sign-in, on a concrete path.
    writes = Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.keys(methods)
        .filter((m) => ['post', 'put', 'patch'].includes(m))
        .map((m) => ({ method: m.toUpperCase(), url: p.replace(/\{[^}]+\}/g, '1') })),
    );
    writes.push({ method: 'POST', url: '/api/auth/sign-in/email' });
    writes.push({ method: 'POST', url: '/api/no-such-route' });
  });

  it('walks the document', () => {
    expect(writes.map((w) => w.url)).toContain('/api/interviews/transcribe');
    expect(writes.length).toBeGreaterThan(30);
  });

  it('answers an anonymous 25 MB body before reading it, on every write route', async () => {
    const wrong: string[] = [];
    const answers = new Map<string, number>();
    for (const { method, url } of writes) {
      for (const type of ['audio/webm', 'application/json', 'application/octet-stream']) {
        const answer = await partialPost(port, url, type, method);
        answers.set(`${method} ${url} ${type}`, answer.status);
        // 401 signed out, 404 no such route, 413 too large, 415 a type the route never reads.
        if (![401, 404, 413, 415].includes(answer.status)) {
          wrong.push(`${method} ${url} ${type} -> ${answer.status} ${answer.body.slice(0, 80)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // The routes behind a session say so, whatever the body.
    expect(answers.get('POST /api/interviews/transcribe audio/webm')).toBe(401);
    expect(answers.get('POST /api/saved-resumes application/json')).toBe(401);
    expect(answers.get('POST /api/resumes/upload application/octet-stream')).toBe(401);
  }, 120_000);

  it('answers the Stripe webhook before reading its body when billing is off', async () => {
    const answer = await partialPost(port, '/api/billing/webhook', 'application/json');
    expect(answer.status).toBe(404);
  });

  it('keeps answering other requests while an anonymous body is refused', async () => {
    const big = partialPost(port, '/api/interviews/transcribe', 'audio/webm');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect((await big).status).toBe(401);
  });

  it('never walks raw bytes in the input guard', () => {
    expect(isParsedValue(Buffer.alloc(DECLARED))).toBe(false);
    expect(isParsedValue(new Uint8Array(8))).toBe(false);
    expect(isParsedValue({ a: 1 })).toBe(true);
    expect(isParsedValue(Object.create(null))).toBe(true);
    expect(isParsedValue(['x'])).toBe(true);
    expect(isParsedValue('text')).toBe(true);
    expect(isParsedValue(null)).toBe(false);
  });
});
