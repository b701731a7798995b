/**
 * A fake OpenAI-compatible server for the language-model tests: real HTTP, answering chat
 * completions with whatever the test sets (a JSON object as the model's text, raw text, an error
 * status, or a slow answer). Every request is recorded.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { useApp } from './helpers';

export type Behaviour =
  | { kind: 'json'; body: unknown }
  | { kind: 'raw'; content: string }
  /** an error status; with `then`, only once, and `then` answers the requests after it */
  | { kind: 'status'; status: number; headers?: Record<string, string>; then?: Behaviour }
  /** the connection dropped without an answer; with `then`, only once */
  | { kind: 'reset'; then?: Behaviour }
  | { kind: 'slow'; ms: number };

export interface FakeLlm {
  /** `http://127.0.0.1:<port>/v1` */
  baseUrl: string;
  requests: { path: string; body: Record<string, unknown> }[];
  /** what the next answers are */
  behave(next: Behaviour): void;
  /** the environment of an app that uses this server */
  env(extra?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

export async function startFakeLlm(): Promise<FakeLlm> {
  let behaviour: Behaviour = { kind: 'json', body: {} };
  const requests: FakeLlm['requests'] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', body: JSON.parse(raw || '{}') });
      const send = (status: number, payload: unknown) => {
        // A fresh connection per request: a kept-alive socket that the server closes just as the
        // next test reuses it (a slow, loaded machine) fails the call with a reset, read as 502.
        res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
        res.end(JSON.stringify(payload));
      };
      if (behaviour.kind === 'reset' || behaviour.kind === 'status') {
        const failure = behaviour;
        if (failure.then) behaviour = failure.then;
        if (failure.kind === 'reset') return req.socket.destroy();
        res.writeHead(failure.status, {
          'content-type': 'application/json',
          connection: 'close',
          ...failure.headers,
        });
        return res.end(
          JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }),
        );
      }
      if (behaviour.kind === 'slow') {
        const t = setTimeout(() => send(200, completion('{}')), behaviour.ms);
        res.on('close', () => clearTimeout(t));
        return;
      }
      const content = behaviour.kind === 'raw' ? behaviour.content : JSON.stringify(behaviour.body);
      send(200, completion(content));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    baseUrl,
    requests,
    behave: (next) => (behaviour = next),
    env: (extra = {}) => ({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: baseUrl,
      OPENAI_API_KEY: 'test-key',
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '1500',
      ...extra,
    }),
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

/**
 * The fake model server for the enclosing file and an app configured to use it, with `users`
 * signed up (see `useApp`). The server starts before the app and closes after it; the requests
 * it recorded are cleared before each test.
 */
export function useLlmApp<const N extends number = 0>(options: { users?: N } = {}) {
  let server: FakeLlm | undefined;
  const running = () => {
    if (!server) throw new Error('useLlmApp: the fake model starts in beforeAll');
    return server;
  };
  beforeAll(async () => {
    server = await startFakeLlm();
  });
  afterAll(async () => server?.close());
  const ctx = useApp<N>({ env: () => running().env(), ...options });
  beforeEach(() => {
    running().requests.length = 0;
  });
  const llm: FakeLlm = {
    get baseUrl() {
      return running().baseUrl;
    },
    get requests() {
      return running().requests;
    },
    behave: (next) => running().behave(next),
    env: (extra) => running().env(extra),
    close: () => running().close(),
  };
  return { ctx, llm };
}
