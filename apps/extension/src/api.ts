import type { Application, ImportedJob } from '@careerforge/contract';
import type { Connection } from './connection';
import type { ApplicationBody } from './posting';

/**
 * The three calls the popup makes, with the personal access token as a bearer and no cookies:
 * a bearer request without a cookie is what the server lets through without an Origin check.
 * Every failure becomes a sentence the user can act on.
 */

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** What the call was for: a 403 means something else when reading than when saving. */
type Purpose = 'connect' | 'read' | 'save';

const TIMEOUT_MS = 30_000;
/** Larger answers are not Careerforge's (a posting is at most 30,000 characters). */
const MAX_RESPONSE_CHARS = 2_000_000;

export type Fetch = typeof fetch;

function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() ? message.trim().slice(0, 500) : null;
}

/** The sentence for an HTTP failure; the server's own message where it is the clearest. */
export function failureMessage(status: number, body: unknown, purpose: Purpose): string {
  const said = serverMessage(body);
  if (status === 401)
    return 'Careerforge did not accept the token: it may be mistyped, revoked or expired. Create a new one under Settings → Personal access tokens.';
  if (status === 403)
    return purpose === 'save'
      ? 'This token can only read. Saving needs a token with write access: create one under Settings → Personal access tokens.'
      : (said ?? 'This token is not allowed to do that.');
  if (status === 404 && purpose === 'connect')
    return 'No Careerforge answered at this address. Check it (for example https://careerforge.example.com).';
  if (status === 429) return said ?? 'Too many requests for now. Wait a few minutes and try again.';
  if (status >= 500) return `Careerforge had a problem (error ${status}). Try again in a moment.`;
  return said ?? `Careerforge refused the request (error ${status}).`;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text.length > MAX_RESPONSE_CHARS) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function call(
  connection: Connection,
  purpose: Purpose,
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown },
  fetchImpl: Fetch,
): Promise<unknown> {
  let res: Response;
  try {
    res = await fetchImpl(`${connection.instance}${path}`, {
      method: init.method,
      headers: {
        authorization: `Bearer ${connection.token}`,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      // the token is the only credential: a session cookie would bring back the Origin check
      credentials: 'omit',
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    throw new ApiError(
      timedOut
        ? `${connection.instance} took too long to answer. Try again in a moment.`
        : `Could not reach ${connection.instance}. Check the address and that the server is running.`,
      0,
    );
  }
  const body = await readBody(res);
  if (!res.ok) throw new ApiError(failureMessage(res.status, body, purpose), res.status);
  if (body === undefined)
    throw new ApiError(
      `${connection.instance} answered, but not as Careerforge does. Check the address.`,
      res.status,
    );
  return body;
}

/** GET /api/applications?limit=1: the address is a Careerforge and the token is accepted. */
export async function testConnection(connection: Connection, fetchImpl: Fetch = fetch) {
  const path = '/api/applications?limit=1';
  const body = await call(connection, 'connect', path, { method: 'GET' }, fetchImpl);
  // the list is an array of applications
  if (!Array.isArray(body))
    throw new ApiError(`${connection.instance} answered, but not as Careerforge does.`, 200);
}

const SALARY_UNITS = ['hour', 'day', 'week', 'month', 'year'] as const;
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The server's job, each field checked: an odd answer gives blanks, never a crash. */
function importedJob(body: unknown): ImportedJob {
  const job = (body as { job?: unknown } | null)?.job;
  if (typeof job !== 'object' || job === null)
    throw new ApiError('Careerforge sent back no job for this page.', 200);
  const j = job as Record<string, unknown>;
  const s = j.salary as Record<string, unknown> | null | undefined;
  const salary =
    s && typeof s === 'object'
      ? {
          min: amount(s.min),
          max: amount(s.max),
          currency: text(s.currency),
          unit: SALARY_UNITS.find((u) => u === s.unit) ?? 'year',
        }
      : null;
  return {
    title: text(j.title),
    company: text(j.company),
    location: text(j.location),
    description: text(j.description),
    employmentType: text(j.employmentType),
    salary,
    datePosted: text(j.datePosted),
    url: text(j.url),
    source: 'page',
  };
}

/** POST /api/jobs/import with the page the popup built. */
export async function importJob(
  connection: Connection,
  page: { html: string; url: string },
  fetchImpl: Fetch = fetch,
): Promise<ImportedJob> {
  const body = await call(
    connection,
    'read',
    '/api/jobs/import',
    { method: 'POST', body: page.url ? page : { html: page.html } },
    fetchImpl,
  );
  return importedJob(body);
}

/** POST /api/applications; answers the new application's id. */
export async function saveApplication(
  connection: Connection,
  application: ApplicationBody,
  fetchImpl: Fetch = fetch,
): Promise<Pick<Application, 'id'>> {
  const init = { method: 'POST', body: application } as const;
  const body = await call(connection, 'save', '/api/applications', init, fetchImpl);
  const id = (body as { id?: unknown } | null)?.id;
  if (typeof id !== 'number') throw new ApiError('Careerforge did not confirm the save.', 200);
  return { id };
}
