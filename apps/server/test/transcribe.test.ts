/**
 * Spoken answers through an OpenAI-compatible /v1/audio/transcriptions server started here:
 * the upload is checked (audio only, 25 MB at most), passed on once and never stored.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AUDIO_BYTES } from '@careerforge/contract';
import { useApp } from './helpers';

type Mode = 'ok' | 'fail' | 'garbage';
let mode: Mode = 'ok';
const seen: { path: string; auth: string; contentType: string; body: string }[] = [];
let fake: http.Server;

const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2048, 7)]);

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        path: req.url ?? '',
        auth: String(req.headers.authorization ?? ''),
        contentType: String(req.headers['content-type'] ?? ''),
        body: Buffer.concat(chunks).toString('latin1'),
      });
      if (mode === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' });
        return res.end('{"error":"boom"}');
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        mode === 'garbage'
          ? 'not json'
          : JSON.stringify({ text: '  I led the migration and cut costs by 30%.  ' }),
      );
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
});
afterAll(async () => {
  fake.closeAllConnections();
  await new Promise((r) => fake.close(r));
});

const ctx = useApp({
  env: () => ({
    TRANSCRIBE_BASE_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`,
    TRANSCRIBE_API_KEY: 'tr-key',
    TRANSCRIBE_MODEL: 'whisper-small',
  }),
  users: 1,
});
const [user] = ctx.users;

const upload = (payload: Buffer | string, contentType: string, query = '') =>
  ctx.as(user)({
    method: 'POST',
    url: `/api/interviews/transcribe${query}`,
    headers: { 'content-type': contentType },
    payload,
  });

describe('POST /api/interviews/transcribe', () => {
  it('says it is on', async () => {
    const res = await ctx.call(user, 'GET', '/api/interviews/transcribe');
    expect(res.json()).toEqual({ enabled: true, maxBytes: MAX_AUDIO_BYTES, maxSeconds: 600 });
  });

  it('passes the recording to the transcription server with the model and key', async () => {
    mode = 'ok';
    seen.length = 0;
    const res = await upload(WEBM, 'audio/webm;codecs=opus', '?durationSeconds=42');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      text: 'I led the migration and cut costs by 30%.',
      durationSeconds: 42,
    });
    expect(seen[0]?.path).toBe('/v1/audio/transcriptions');
    expect(seen[0]?.auth).toBe('Bearer tr-key');
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data/);
    expect(seen[0]?.body).toContain('whisper-small');
    expect(seen[0]?.body).toContain('filename="answer.webm"');
  });

  it('refuses what is not audio with 415, by header and by content', async () => {
    const json = await ctx.call(user, 'POST', '/api/interviews/transcribe', { audio: 'x' });
    expect(json.statusCode).toBe(415);
    const pdf = await upload(Buffer.from('%PDF-1.7 hello'), 'application/pdf');
    expect(pdf.statusCode).toBe(415);
    const lying = await upload(Buffer.from('plain text pretending to be audio'), 'audio/webm');
    expect(lying.statusCode).toBe(415);
    expect(lying.json().error.message).toMatch(/not audio/);
  });

  it('refuses a recording over 25 MB or 10 minutes with 413', async () => {
    const big = Buffer.concat([WEBM, Buffer.alloc(MAX_AUDIO_BYTES, 1)]);
    const res = await upload(big, 'audio/webm');
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toMatch(/larger than 25 MB/);
    const long = await upload(WEBM, 'audio/webm', '?durationSeconds=601');
    expect(long.statusCode).toBe(413);
  });

  it('answers 502 when the transcription server fails or answers nonsense', async () => {
    mode = 'fail';
    expect((await upload(WEBM, 'audio/webm')).statusCode).toBe(502);
    mode = 'garbage';
    expect((await upload(WEBM, 'audio/webm')).statusCode).toBe(502);
    mode = 'ok';
  });

  it("keeps nothing of a recording: the user's data holds neither the audio nor its text", async () => {
    mode = 'ok';
    const marker = 'VOICE-MARKER-7f3a9c';
    const recording = Buffer.concat([WEBM, Buffer.from(marker, 'latin1')]);
    const res = await upload(recording, 'audio/webm');
    expect(res.statusCode, res.body).toBe(200);
    // the transcription service saw the audio once; this server kept none of it
    expect(seen.at(-1)?.body).toContain(marker);
    const data = await ctx.call(user, 'GET', '/api/account/export');
    expect(data.statusCode, data.body).toBe(200);
    expect(data.body).not.toContain(marker);
    expect(data.body).not.toContain('I led the migration and cut costs by 30%');
    expect(data.json().interview_answers ?? []).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await ctx.as(null)({
      method: 'POST',
      url: '/api/interviews/transcribe',
      headers: { 'content-type': 'audio/webm' },
      payload: WEBM,
    });
    expect(res.statusCode).toBe(401);
  });
});
