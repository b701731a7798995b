/**
 * Packages a server may never use are loaded on first use, not at start (bench/memory.ts: each
 * holds megabytes of heap for the life of the process): the AI SDK (only with a language-model
 * provider), the MCP SDK (only when an agent calls /mcp), Stripe (only with Stripe billing),
 * the mail library (only when a mail is sent), the PostgreSQL driver (only with DATABASE_URL;
 * the embedded database is the other driver), and the PDF and Word writers (reached only
 * through the exports' dynamic imports; the compiled server defers them too once its build
 * splits dynamic imports into chunks). A child process builds the app from the sources, with
 * a module hook recording every package the start resolves.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const LAZY = [
  'ai',
  '@ai-sdk/',
  'stripe',
  'nodemailer',
  '@modelcontextprotocol/sdk',
  '@react-pdf/renderer',
  'docx',
  'pg',
  'drizzle-orm/node-postgres',
];

/** Records each bare specifier resolved, then builds and readies the app (PGlite in memory). */
const CHILD = `
import { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
const { port1, port2 } = new MessageChannel();
const seen = new Set();
port1.on('message', (s) => seen.add(s));
const hook = 'data:text/javascript,' + encodeURIComponent(\`
  let port;
  export function initialize(data) { port = data.port; }
  export async function resolve(specifier, context, next) {
    if (!/^[./]|^node:|^file:|^data:/.test(specifier)) port.postMessage(specifier);
    return next(specifier, context);
  }\`);
register(hook, { data: { port: port2 }, transferList: [port2] });
const { loadConfig } = await import('./src/config.ts');
const { openDatabase } = await import('./src/db/client.ts');
const { buildApp } = await import('./src/app.ts');
const config = loadConfig(
  { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent-test-data' },
  { authSecret: 'lazy-packages-test-secret-0123456789abcdef', databaseUrl: undefined },
);
const database = await openDatabase({ dataDir: 'memory://' });
const app = await buildApp({ config, database, webRoot: false });
await app.ready();
await new Promise((r) => setTimeout(r, 100));
process.stdout.write(JSON.stringify([...seen]));
await app.close();
await database.close();
port1.close();
`;

describe('packages loaded on first use', () => {
  it('are not loaded when the app starts', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', CHILD],
      { cwd: serverDir, encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    const resolved = JSON.parse(run.stdout) as string[];
    // the hook sees the start's packages (the check would pass on an empty list otherwise)
    expect(resolved).toContain('fastify');
    const isLazy = (s: string) =>
      LAZY.some((p) => (p.endsWith('/') ? s.startsWith(p) : s === p || s.startsWith(`${p}/`)));
    const lazy = resolved.filter(isLazy);
    expect(lazy).toEqual([]);
  });
});
