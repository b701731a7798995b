import { describe, expect, it, vi } from 'vitest';
import { ApiError, importJob, saveApplication, testConnection, type Fetch } from '../src/api';
import type { ApplicationBody } from '../src/posting';

const connection = { instance: 'https://cf.example.com', token: 'cfpat_secret' };
const application: ApplicationBody = {
  jobTitle: 'Engineer',
  company: 'Acme',
  location: null,
  salaryRange: null,
  status: 'applied',
  jobUrl: null,
  jobDescription: null,
  source: 'Browser extension',
};

const answering = (status: number, body: unknown) =>
  vi.fn<Fetch>(
    async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
const serverError = (message: string) => ({ error: { code: 'x', message } });

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe('calling Careerforge', () => {
  it('sends the token as a bearer, without cookies', async () => {
    const fetch = answering(200, []);
    await testConnection(connection, fetch);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://cf.example.com/api/applications?limit=1');
    expect(init).toMatchObject({
      method: 'GET',
      credentials: 'omit',
      headers: { authorization: 'Bearer cfpat_secret' },
    });
  });

  it('says what a refused token means', async () => {
    expect((await failure(testConnection(connection, answering(401, {})))).message).toMatch(
      /did not accept the token/,
    );
    const readOnly = answering(403, serverError('This token can only read.'));
    expect((await failure(saveApplication(connection, application, readOnly))).message).toMatch(
      /^This token can only read\. Saving needs a token with write access/,
    );
  });

  it('says when the address is not a Careerforge, or cannot be reached', async () => {
    expect(
      (await failure(testConnection(connection, answering(404, 'Not found')))).message,
    ).toMatch(/No Careerforge answered at this address/);
    expect(
      (await failure(testConnection(connection, answering(200, '<html>login</html>')))).message,
    ).toMatch(/not as Careerforge does/);
    expect((await failure(testConnection(connection, answering(200, { a: 1 })))).message).toMatch(
      /not as Careerforge does/,
    );
    const offline = vi.fn<Fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await failure(testConnection(connection, offline))).message).toBe(
      'Could not reach https://cf.example.com. Check the address and that the server is running.',
    );
  });

  it("passes the server's own words on, and words its failures", async () => {
    const tooMany = answering(429, serverError('Too many job imports.'));
    expect((await failure(importJob(connection, { html: 'x', url: '' }, tooMany))).message).toBe(
      'Too many job imports.',
    );
    expect(
      (await failure(saveApplication(connection, application, answering(503, '')))).status,
    ).toBe(503);
  });

  it('reads an odd job answer as blanks, never a crash', async () => {
    const fetch = answering(200, {
      job: { title: 'Engineer', company: 42, salary: { min: 'a', max: 9, unit: 'fortnight' } },
    });
    const job = await importJob(
      connection,
      { html: '<p>x</p>', url: 'https://a.example/1' },
      fetch,
    );
    expect(job).toMatchObject({
      title: 'Engineer',
      company: '',
      description: '',
      salary: { min: null, max: 9, currency: '', unit: 'year' },
    });
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      html: '<p>x</p>',
      url: 'https://a.example/1',
    });
    await failure(importJob(connection, { html: 'x', url: '' }, answering(200, { job: null })));
  });

  it('sends no address the server would refuse', async () => {
    const fetch = answering(200, { job: {} });
    await importJob(connection, { html: 'x', url: '' }, fetch);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ html: 'x' });
  });

  it('answers the new application', async () => {
    const fetch = answering(201, { id: 7, jobTitle: 'Engineer' });
    expect(await saveApplication(connection, application, fetch)).toEqual({ id: 7 });
    await failure(saveApplication(connection, application, answering(201, { ok: true })));
  });
});
