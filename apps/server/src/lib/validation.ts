/**
 * Validation problems as one answer: whoever finds them (a route schema, the auth proxy, a
 * guard) turns them into a single HttpError here, so every route words them the same way.
 */
import { HTTP_STATUS_PARAM } from '@careerforge/contract';
import { HttpError } from './errors';

export const byStatus: Record<number, [string, string]> = {
  400: ['BAD_REQUEST', 'The request could not be read.'],
  401: ['UNAUTHORIZED', 'Please sign in to continue.'],
  403: ['FORBIDDEN', 'This request is not allowed.'],
  404: ['NOT_FOUND', 'Not found.'],
  405: ['METHOD_NOT_ALLOWED', 'Method not allowed.'],
  406: ['NOT_ACCEPTABLE', 'Not acceptable.'],
  413: ['PAYLOAD_TOO_LARGE', 'The request body is too large.'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported.'],
  429: ['RATE_LIMITED', 'Too many requests. Please wait a minute and try again.'],
};

export function humanField(path: string): string {
  const last = path.split('.').pop() ?? path;
  return last.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** One validation problem, whoever found it (a route schema, the auth proxy, a guard). */
export interface InputIssue {
  path: (string | number)[];
  message: string;
  /** An HTTP status the issue asks for instead of 400 (404 for an id out of range, 413). */
  status?: number;
}

/**
 * Turns validation issues into one HttpError: 404 when an id cannot exist, else 400 naming every
 * field, else 413 when the only problem is size. The message is the first field's, as a sentence.
 */
export function validationError(issues: InputIssue[]): HttpError {
  const notFound = issues.find((i) => i.status === 404);
  if (notFound) return new HttpError(404, 'NOT_FOUND', sentence(notFound.message));
  const plain = issues.filter((i) => !i.status || i.status === 400);
  if (plain.length === 0 && issues.length > 0) {
    const first = issues[0]!;
    return new HttpError(
      first.status!,
      byStatus[first.status!]?.[0] ?? 'BAD_REQUEST',
      first.message,
    );
  }
  const fields: Record<string, string> = {};
  for (const issue of plain) {
    const key = issue.path.join('.') || 'body';
    if (!fields[key]) fields[key] = issue.message || 'Invalid value';
  }
  const [firstKey, firstMsg] = Object.entries(fields)[0] ?? ['body', 'Invalid request'];
  const message =
    firstKey === 'body' || firstMsg.toLowerCase().includes(humanField(firstKey).toLowerCase())
      ? firstMsg
      : `${humanField(firstKey)}: ${firstMsg}`;
  return new HttpError(400, 'VALIDATION_ERROR', sentence(message), fields);
}

/** Issues of a zod error (zod's own shape), for routes that parse by hand. */
export function zodIssues(
  issues: readonly { path: PropertyKey[]; message: string; params?: unknown }[],
): InputIssue[] {
  return issues.map((i) => ({
    path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
    message: i.message,
    status: statusParam(i.params),
  }));
}

export function statusParam(params: unknown): number | undefined {
  const value =
    params && typeof params === 'object'
      ? (params as Record<string, unknown>)[HTTP_STATUS_PARAM]
      : undefined;
  return typeof value === 'number' ? value : undefined;
}
