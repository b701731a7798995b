import { z } from 'zod';

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

/** Positive integer id in a path, e.g. /api/saved-resumes/{id}. */
export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

/** Clients of the original product send a fixed userId; the server ignores it. */
export const ignoredUserId = z.unknown().optional();

export const okSchema = z.object({ ok: z.literal(true) });

/** A string that must not be blank after trimming. */
export const nonBlank = (label: string, max = 10_000) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });
