/**
 * The real server process: data written before a clean restart and before a `kill -9`
 * is there afterwards (PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, uniqueEmail } from './helpers';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careerforge-persist-'));
let child: ChildProcess | undefined;

async function startServer(port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      WEB_DIST: '/nonexistent',
      AUTH_SECRET: 'persistence-test-secret-0123456789abcdef',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return proc;
    } catch {
      /* not up yet */
    }
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

const stop = (proc: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (proc.exitCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill(signal);
  });

afterAll(async () => {
  if (child) await stop(child, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('data survives', () => {
  it('a clean restart and a kill -9', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const email = uniqueEmail('persist');
    const password = 'persistent-password';
    child = await startServer(port);
    const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        name: 'Pat Persist',
        email,
        password,
        firstName: 'Pat',
        lastName: 'Persist',
      }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    // Clean restart.
    await stop(child, 'SIGTERM');
    child = await startServer(port);
    let me = await fetch(`${origin}/auth/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { firstName: string }).firstName).toBe('Pat');

    // Write, then kill -9 with no chance to flush or close.
    const second = uniqueEmail('after-kill');
    const res = await fetch(`${origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ name: 'Kim Killed', email: second, password }),
    });
    expect(res.status).toBe(200);
    await stop(child, 'SIGKILL');
    child = await startServer(port);

    me = await fetch(`${origin}/auth/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: second, password }),
    });
    expect(signIn.status).toBe(200);
  }, 120_000);
});
