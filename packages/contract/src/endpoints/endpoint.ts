import { z } from 'zod';
import { apiRoutes, type ApiName, type HttpMethod } from '../api-routes';
import { errorBodySchema, idParamSchema, okSchema, pageQuerySchema } from '../common';

/**
 * An entry of the API table: a route's method and path (from `apiRoutes`) with its request and
 * response schemas. Each tool's endpoint table (a file beside this one) is built with
 * `endpoint`; api.ts composes them into the one table.
 */

/** What a route's `schema` holds: Fastify's keys, plus what the OpenAPI document shows. */
export interface EndpointSchema {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Responses by HTTP status; 200 is what a successful call answers (none for a redirect). */
  response?: { 200: z.ZodType } & Record<number, z.ZodType>;
  tags: readonly string[];
  summary: string;
  description?: string;
  consumes?: readonly string[];
  produces?: readonly string[];
}

export interface Endpoint {
  method: HttpMethod;
  path: string;
  schema: EndpointSchema;
  /**
   * Served by the auth library behind the /api/auth/* proxy rather than by a route of ours: the
   * proxy checks the body with `schema.body` and passes on only its fields.
   */
  proxy?: 'auth';
}

/** An entry: method and path from `apiRoutes`, schemas given here. */
export const endpoint = <const N extends ApiName, S extends EndpointSchema, const P = undefined>(
  name: N,
  schema: S,
  proxy?: P,
) =>
  ({
    ...apiRoutes[name],
    schema,
    ...(proxy === undefined ? {} : { proxy }),
  }) as (typeof apiRoutes)[N] & { schema: S } & (P extends 'auth' ? { proxy: P } : unknown);

/** The media types of the files the API writes. */
export const PDF_TYPE = 'application/pdf';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A file as an answer: its bytes, described for the API document. */
export const fileBytes = (description: string) =>
  z.custom<Uint8Array>((v) => v instanceof Uint8Array).meta({ description });

/** The one error body every error answers with. */
export const E = errorBodySchema;

/** Error answers shared by several tools. */
export const resumeErrors = { 400: E, 401: E, 404: E, 413: E };
export const accountErrors = { 400: E, 401: E, 404: E };
export const letterErrors = { 400: E, 401: E, 404: E, 413: E, 429: E };

/** The schema of a page of the user's own items (newest first, as `summary` says). */
export const ownList = <T extends z.ZodType>(tags: string[], summary: string, item: T) => ({
  tags,
  summary,
  querystring: pageQuerySchema,
  response: { 200: z.array(item), 401: E },
});

/** The schema of one of the user's own items, by id: another user's is not found. */
export const ownItem = <T extends z.ZodType>(tags: string[], summary: string, item: T) => ({
  tags,
  summary,
  params: idParamSchema,
  response: { 200: item, 401: E, 404: E },
});

/** The schema of deleting one of the user's own items, by id. */
export const ownRemoval = (tags: string[], summary: string) => ({
  tags,
  summary,
  params: idParamSchema,
  response: { 200: okSchema, 401: E, 404: E },
});
