import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
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

function humanField(path: string): string {
  const last = path.split('.').pop() ?? path;
  return last.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

/** One error handler: every error answers {"error":{code,message,fields?}}; 5xx never shows details. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({
        error: {
          code: err.code,
          message: err.message,
          ...(err.fields ? { fields: err.fields } : {}),
        },
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const params = issue.params as { issue?: { path?: (string | number)[] } } | undefined;
        const key =
          params?.issue?.path?.join('.') ||
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          'body';
        if (!fields[key]) fields[key] = issue.message ?? 'Invalid value';
      }
      const [firstKey, firstMsg] = Object.entries(fields)[0] ?? ['body', 'Invalid request'];
      const message =
        firstKey === 'body' || firstMsg.toLowerCase().includes(humanField(firstKey).toLowerCase())
          ? firstMsg
          : `${humanField(firstKey)}: ${firstMsg}`;
      return reply.status(400).send({ error: { code: 'VALIDATION_ERROR', message, fields } });
    }
    const status =
      err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply
        .status(status)
        .send({
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
    reply
      .status(404)
      .send({
        error: {
          code: 'NOT_FOUND',
          message: `No API route for ${request.method} ${request.url.split('?')[0]}.`,
        },
      });
  });
});
