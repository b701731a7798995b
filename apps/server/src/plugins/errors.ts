import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors';
import { byStatus, statusParam, validationError } from '../lib/validation';

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
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const err: FastifyError | HttpError = hasZodFastifySchemaValidationErrors(thrown)
      ? validationError(
          thrown.validation.map((issue) => {
            const params = issue.params as { params?: unknown } | undefined;
            const path = issue.instancePath.replace(/^\//, '');
            return {
              path: path ? path.split('/') : [],
              message: issue.message ?? 'Invalid value',
              status: statusParam(params?.params),
            };
          }),
        )
      : thrown;
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
