import { z } from 'zod';

/**
 * The one input layer: every request schema is built from these helpers, so every string
 * refuses NUL and lone surrogates (PostgreSQL cannot store them), every field has a length
 * cap, ids are range-checked and JSON values have a depth and size cap.
 */

/** The one error body every API error answers with. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Length caps shared by the schemas (characters). */
export const TEXT_LIMITS = {
  name: 120,
  title: 200,
  email: 254,
  shortText: 200,
  url: 2048,
  notes: 5000,
  message: 5000,
  query: 200,
} as const;

/** Largest id a PostgreSQL `serial` column holds. */
export const MAX_DB_ID = 2_147_483_647;

/** JSON fields: nesting depth and serialized size caps. */
export const JSON_LIMITS = { depth: 8, bytes: 64 * 1024 } as const;

/**
 * An issue carrying this param answers with that HTTP status instead of 400 (the server's error
 * handler reads it): a too-long resume is 413, an id out of range is 404.
 */
export const HTTP_STATUS_PARAM = 'httpStatus';

/** Ends a field's checks with `message` (a 400, or the HTTP `status` given). */
export function rejected(ctx: z.RefinementCtx, message: string, status?: number): never {
  ctx.addIssue({
    code: 'custom',
    message,
    ...(status === undefined ? {} : { params: { [HTTP_STATUS_PARAM]: status } }),
  });
  return z.NEVER;
}

// A NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one.
const FORBIDDEN_CHARS =
  // eslint-disable-next-line no-control-regex -- matching NUL is the point
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a string holds a character no text column can store (NUL, lone surrogate). */
export const hasForbiddenChars = (value: string): boolean => FORBIDDEN_CHARS.test(value);

export const forbiddenCharsMessage = (label: string) =>
  `${label} contains characters that are not allowed`;

/** A count as the messages write it: 20,000. */
export const formatCount = (n: number) => n.toLocaleString('en-US');

interface TextOptions {
  /** Maximum length after trimming. */
  max: number;
  /** Trim surrounding whitespace (default true). */
  trim?: boolean;
  /** Answer this HTTP status (e.g. 413) with this message when the text is over `max`. */
  tooLong?: { status: number; message: string };
}

/** A string field with a human label, a length cap and no NUL or lone surrogates. */
export function safeText(label: string, opts: TextOptions) {
  const base = z.string({ error: `${label} must be text` });
  const trimmed = opts.trim === false ? base : base.trim();
  const capped = opts.tooLong
    ? trimmed.refine((v) => v.length <= opts.max, {
        error: opts.tooLong.message,
        params: { [HTTP_STATUS_PARAM]: opts.tooLong.status },
      })
    : trimmed.max(opts.max, {
        error: `${label} must be at most ${formatCount(opts.max)} characters`,
      });
  return capped.refine((v) => !hasForbiddenChars(v), { error: forbiddenCharsMessage(label) });
}

/** One of `values`; anything else is refused naming them all ("Tone must be one of: …"). */
export const oneOf = <const T extends readonly string[]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

/** A string that must not be blank after trimming, `message` when it is missing or blank. */
export const requiredText = (
  label: string,
  message: string,
  max: number,
  tooLong?: TextOptions['tooLong'],
) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .pipe(safeText(label, { max, ...(tooLong ? { tooLong } : {}) }));

/** A string that must not be blank after trimming. */
export const nonBlank = (label: string, max = 10_000, tooLong?: TextOptions['tooLong']) =>
  requiredText(label, `${label} is required`, max, tooLong);

/**
 * A text kept as written (not trimmed: the writer's layout is kept) that must not be blank,
 * answering 413 with `tooLongMessage` when it is over `max`.
 */
export const requiredAsWritten = (label: string, max: number, tooLongMessage: string) =>
  z
    .string({ error: `${label} is required` })
    .refine((v) => v.trim().length > 0, { error: `${label} is required` })
    .pipe(safeText(label, { max, trim: false, tooLong: { status: 413, message: tooLongMessage } }));

/** An optional string: missing, null and blank all become null. */
export const optionalText = (label: string, max: number, tooLong?: TextOptions['tooLong']) =>
  safeText(label, { max, ...(tooLong ? { tooLong } : {}) })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** The company and job title a request may name (each optional), as fresh schemas. */
export const jobTargetFields = () => ({
  companyName: optionalText('Company name', TEXT_LIMITS.title),
  jobTitle: optionalText('Job title', TEXT_LIMITS.title),
});

/** What a kept text (a letter, a saved resume) answers first: its id, title, text and job. */
export const keptTextFields = () => ({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  companyName: z.string().nullable(),
  jobTitle: z.string().nullable(),
});

/**
 * A tool's result as the user keeps it (a career plan, a salary analysis): the result, with
 * its id, when it was made, and the request it answered, as checked.
 */
export const keptResultSchema = <Shape extends z.ZodRawShape, Request extends z.ZodRawShape>(
  result: z.ZodObject<Shape>,
  request: Request,
) =>
  result.extend({ id: z.number().int(), createdAt: z.iso.datetime(), request: z.object(request) });

/** A kept result in a list: its id, the fields the list shows, and when it was made. */
export const keptSummarySchema = <Shape extends z.ZodRawShape>(fields: Shape) =>
  z.object({ id: z.number().int(), ...fields, createdAt: z.iso.datetime() });

/** A free-text query parameter (search, filters). */
export const safeQueryText = (label: string, max: number = TEXT_LIMITS.query) =>
  safeText(label, { max }).optional();

/** Whether a text is an absolute http(s) URL. */
export const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

/** An http(s) URL, at most 2,048 characters. */
export const httpUrl = (label: string) =>
  safeText(label, { max: TEXT_LIMITS.url }).refine(isHttpUrl, {
    error: `${label} must be an http(s) URL`,
  });

/**
 * A database id: a whole number. Out of 1..2147483647 it cannot exist, so it answers 404
 * (never a database error).
 */
export const dbIdSchema = z
  .union([z.string(), z.number()], { error: 'Id must be a whole number' })
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^[+-]?\d{1,30}$/, { error: 'Id must be a whole number' }))
  .transform(Number)
  .refine((n) => Number.isSafeInteger(n) && n >= 1 && n <= MAX_DB_ID, {
    error: 'Not found.',
    params: { [HTTP_STATUS_PARAM]: 404 },
  });

/** Positive integer id in a path, e.g. /api/saved-resumes/{id}; beyond the column range: 404. */
export const idParamSchema = z.object({ id: dbIdSchema });

/** Clients of the original product send a fixed userId; the server ignores it. */
export const ignoredUserId = z.unknown().optional();

export const okSchema = z.object({ ok: z.literal(true) });

/** An edit of a kept item: any of `fields`, at least one (the ignored `userId` aside). */
export const keptItemPatch = <Shape extends z.ZodRawShape>(fields: Shape) =>
  z
    .object({ ...fields, userId: ignoredUserId })
    .partial()
    .refine((v) => Object.keys(v).some((k) => k !== 'userId'), { error: 'Nothing to update' });

/* ---------- JSON values ---------- */

export interface JsonProblem {
  path: string;
  message: string;
}

/**
 * Walks a parsed JSON value without recursion: depth (the outer object or array is 1), total
 * serialized size (approximate, counted as it walks, stopping at the cap) and every string
 * and key free of NUL and lone surrogates. Answers the first problem, or null.
 */
export function checkJsonValue(
  value: unknown,
  limits: { depth: number; bytes: number },
): JsonProblem | null {
  const stack: { v: unknown; depth: number; path: string }[] = [{ v: value, depth: 0, path: '' }];
  let bytes = 0;
  while (stack.length) {
    const { v, depth, path } = stack.pop()!;
    if (v === null || typeof v === 'boolean') bytes += 5;
    else if (typeof v === 'number') {
      if (!Number.isFinite(v)) return { path, message: 'must be a finite number' };
      bytes += 24;
    } else if (typeof v === 'string') {
      if (hasForbiddenChars(v))
        return { path, message: 'contains characters that are not allowed' };
      bytes += v.length + 2;
    } else if (typeof v === 'object') {
      if (depth + 1 > limits.depth) {
        return { path, message: `is nested more than ${limits.depth} levels deep` };
      }
      bytes += 2;
      if (Array.isArray(v)) {
        for (let i = v.length - 1; i >= 0; i--) {
          stack.push({ v: v[i], depth: depth + 1, path: path ? `${path}.${i}` : String(i) });
        }
      } else {
        for (const [k, child] of Object.entries(v as Record<string, unknown>)) {
          const childPath = path ? `${path}.${k}` : k;
          if (hasForbiddenChars(k)) {
            return { path: childPath, message: 'has a key with characters that are not allowed' };
          }
          bytes += k.length + 3;
          stack.push({ v: child, depth: depth + 1, path: childPath });
        }
      }
    } else {
      return { path, message: 'is not a JSON value' };
    }
    if (bytes > limits.bytes) {
      return { path: '', message: `is larger than ${formatCount(limits.bytes)} bytes` };
    }
  }
  return null;
}

/** A JSON object field with a depth cap (default 8) and a serialized-size cap. */
export function jsonObject(
  label: string,
  limits: { depth?: number; bytes?: number } = {},
): z.ZodType<Record<string, unknown>, Record<string, unknown>> {
  const depth = limits.depth ?? JSON_LIMITS.depth;
  const bytes = limits.bytes ?? JSON_LIMITS.bytes;
  return z
    .record(z.string(), z.unknown(), { error: `${label} must be an object` })
    .superRefine((value, ctx) => {
      const problem = checkJsonValue(value, { depth, bytes });
      if (problem) {
        ctx.addIssue({
          code: 'custom',
          message: `${label}${problem.path ? ` (${problem.path})` : ''} ${problem.message}`,
        });
      }
    });
}

/* ---------- Paging ---------- */

/** The most rows one page of a list answers. */
export const MAX_PAGE_SIZE = 200;

const pageNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` })
    .optional();

/**
 * Paging for every list: `limit` rows (1 to MAX_PAGE_SIZE) after skipping `offset`, in the
 * list's own order. A client that sends neither gets the list the spec describes.
 */
export const pageQuerySchema = z.object({
  limit: pageNumber('Limit', 1, MAX_PAGE_SIZE),
  offset: pageNumber('Offset', 0, MAX_DB_ID),
});
export type PageQuery = z.output<typeof pageQuerySchema>;
