import { z } from 'zod';
import { jsonObject, safeText } from './common';

/*
 * Usage telemetry (page views, feature events, module sessions, downloads). The URL paths stay
 * /api/analytics/* as the spec's client calls them. Rows are stored only for signed-in users
 * who turned on analytics consent; everyone else gets the same answer and nothing is stored.
 */

/** Telemetry body limits: the whole body, and the `metadata` of an event. */
export const TELEMETRY_LIMITS = {
  bodyBytes: 4 * 1024,
  metadataBytes: 2 * 1024,
  metadataDepth: 8,
  /** Requests per user (or per client address when signed out) per minute, on each route. */
  perMinute: 120,
} as const;

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .pipe(safeText(label, { max: 200 }));

export const pageViewSchema = z.object({ pageName: name('Page name') });
export const eventSchema = z.object({
  eventType: name('Event type'),
  eventTarget: safeText('Event target', { max: 500 }).optional().nullable(),
  metadata: jsonObject('Metadata', {
    depth: TELEMETRY_LIMITS.metadataDepth,
    bytes: TELEMETRY_LIMITS.metadataBytes,
  })
    .optional()
    .nullable(),
});
export const sessionStartSchema = z.object({ module: name('Module') });
export const sessionStartResponseSchema = z.object({
  sessionId: z.string().meta({
    description: 'Id to end the session with; without consent it is issued but nothing is stored',
  }),
});
export const sessionEndSchema = z.object({
  sessionId: z
    .string({ error: 'Session id is required' })
    .min(1, { error: 'Session id is required' })
    .pipe(safeText('Session id', { max: 100 })),
});
export const downloadSchema = z.object({
  resumeId: z
    .union([z.number().int(), safeText('Resume id', { max: 100 }), z.null()], {
      error: 'Resume id must be a number or text',
    })
    .optional()
    .meta({ description: 'What was downloaded (a resume id or a resource id), if known' }),
  downloadType: name('Download type'),
});
export type PageViewInput = z.infer<typeof pageViewSchema>;
export type EventInput = z.infer<typeof eventSchema>;
