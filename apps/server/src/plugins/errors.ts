import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HTTP_STATUS_PARAM } from '@careerforge/contract';
import { HttpError } from '../lib/errors';

const byStatus: Record<number, [string, string]> = {
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

function statusParam(params: unknown): number | undefined {
  const value =
    params && typeof params === 'object'
      ? (params as Record<string, unknown>)[HTTP_STATUS_PARAM]
      : undefined;
  return typeof value === 'number' ? value : undefined;
}

/** PostgreSQL SQLSTATE of an error or of one of its causes (drizzle wraps driver errors). */
function sqlState(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Database errors caused by the input itself: data exceptions (22xxx: a NUL byte, a number out
 * of range, a bad escape in JSON) and program limits (54xxx: nesting too deep). The schemas refuse
 * these first; this is the net under them, so a value the database cannot take is never a 500.
 */
const isInputDatabaseError = (state: string | undefined) =>
  state !== undefined && (state.startsWith('22') || state.startsWith('54'));

/** One error handler: every error answers {"error":{code,message,fields?}}; 5xx never shows details. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      err = validationError(
        err.validation.map((issue) => {
          const params = issue.params as { params?: unknown } | undefined;
          const path = issue.instancePath.replace(/^\//, '');
          return {
            path: path ? path.split('/') : [],
            message: issue.message ?? 'Invalid value',
            status: statusParam(params?.params),
          };
        }),
      ) as unknown as FastifyError;
    }
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({
        error: {
          code: err.code,
          message: err.message,
          ...(err.fields ? { fields: err.fields } : {}),
        },
      });
    }
    const state = sqlState(err);
    if (isInputDatabaseError(state)) {
      request.log.warn({ err }, 'input refused by the database');
      return reply.status(400).send({
        error: {
          code: 'INVALID_INPUT',
          message: 'The request contains a value that cannot be stored.',
        },
      });
    }
    const status =
      err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(status).send({
        error: {
          code: 'INTERNAL_ERROR',
          message: 'Something went wrong on our side. Please try again.',
        },
      });
    }
    let [code, message] = byStatus[status] ?? [
      'BAD_REQUEST',
      'The request could not be processed.',
    ];
    if (
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      err instanceof SyntaxError
    ) {
      code = 'MALFORMED_JSON';
      message = 'The request body is not valid JSON.';
    } else if (status === 413) {
      message = 'The request body is too large.';
    } else if (status === 429 && err.message) {
      message = err.message;
    }
    return reply.status(status).send({ error: { code, message } });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      error: {
        code: 'NOT_FOUND',
        message: `No API route for ${request.method} ${request.url.split('?')[0]}.`,
      },
    });
  });
});
