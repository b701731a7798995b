/**
 * WARM_WORKERS: the export and upload workers start when the server listens, so the first
 * export does not wait for a process to start and load the PDF writer; with it off they start
 * with their first task. An app only injected into (every other test) never starts them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { extractionWorkers } from '../src/modules/resumes/extract/pool';
import { renderWorkers } from '../src/modules/resume-builder/pool';
import { DOC } from './resume-builder-fixture';
import { as, signUp, testApp } from './helpers';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 60_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('workers kept warm', () => {
  it('start when the server listens, serve the first export, and stop with it', async () => {
    const t = await testApp({ WARM_WORKERS: 'on' });
    close = t.close;
    expect(renderWorkers()).toBe(0);
    expect(extractionWorkers()).toBe(0);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await until(() => renderWorkers() === 1 && extractionWorkers() === 1, 'the workers');
    const user = await signUp(t.app);
    const res = await as(
      t.app,
      user,
    )({ method: 'POST', url: '/api/resumes/export', payload: { format: 'pdf', document: DOC } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // the same workers served it: none was started for the export
    expect(renderWorkers()).toBe(1);
    await t.close();
    close = undefined;
    expect(renderWorkers()).toBe(0);
    expect(extractionWorkers()).toBe(0);
  }, 120_000);

  it('start with their first task when WARM_WORKERS is off', async () => {
    const t = await testApp({ WARM_WORKERS: 'off' });
    close = t.close;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await new Promise((r) => setTimeout(r, 500));
    expect(renderWorkers()).toBe(0);
    expect(extractionWorkers()).toBe(0);
  });
});
