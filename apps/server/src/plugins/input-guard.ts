import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { checkJsonValue, hasForbiddenChars } from '@careerforge/contract';
import { badRequest } from '../lib/errors';
import { humanField } from '../lib/validation';

/**
 * Body-level guards for every request, under the contract's schemas:
 * - JSON bodies nested deeper than MAX_JSON_DEPTH are refused while reading, before they are
 *   parsed (a linear scan, no recursion), so no code downstream walks a 5,000-level value;
 * - routes without a schema for their body, query or path (the auth proxy, the web app) refuse
 *   NUL bytes and lone surrogates there, naming the field.
 * Routes with a schema refuse them through the contract's string builders, with their own labels.
 */

export const MAX_JSON_DEPTH = 64;

/** The nesting depth of a JSON text, outside strings; stops counting past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return false;
}

const tooDeep = () =>
  badRequest(`The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`, {
    body: `Nested more than ${MAX_JSON_DEPTH} levels deep`,
  });

function forbiddenIn(part: string, value: unknown) {
  const problem = checkJsonValue(value, { depth: MAX_JSON_DEPTH, bytes: Number.POSITIVE_INFINITY });
  if (!problem) return null;
  const field = problem.path || part;
  return badRequest(`${humanField(field)} ${problem.message}.`, { [field]: problem.message });
}

/** A value a text or JSON parser produced: a string, an array or a plain object. */
export function isParsedValue(body: unknown): boolean {
  if (typeof body === 'string' || Array.isArray(body)) return true;
  if (body === null || typeof body !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(body);
  return proto === Object.prototype || proto === null;
}

export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  // The default JSON parser (secure-json-parse: refuses __proto__ and constructor.prototype),
  // behind a depth check on the raw text.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
      parseJson(request, text, done);
    },
  );

  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema ?? {};
    if (!schema.querystring) {
      const q = request.query;
      if (q && typeof q === 'object' && Object.keys(q).length) {
        const err = forbiddenIn('query', q);
        if (err) throw err;
      }
    }
    if (!schema.params) {
      const p = request.params;
      if (p && typeof p === 'object') {
        for (const value of Object.values(p)) {
          if (typeof value === 'string' && hasForbiddenChars(value)) {
            throw badRequest('The path contains characters that are not allowed.', {
              path: 'contains characters that are not allowed',
            });
          }
        }
      }
    }
    // Only parsed JSON or text is walked: raw bytes (audio, a webhook's signed payload, a
    // stream) are read by their own route, and walking a Buffer visits every byte.
    if (!schema.body && isParsedValue(request.body)) {
      const err = forbiddenIn('body', request.body);
      if (err) throw err;
    }
  });
});
