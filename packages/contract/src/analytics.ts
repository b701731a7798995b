import { z } from 'zod';

const shortText = z.string().trim().min(1).max(200);

export const pageViewSchema = z.object({ pageName: shortText });
export const eventSchema = z.object({
  eventType: shortText,
  eventTarget: z.string().max(500).optional().nullable(),
  metadata: z.record(z.string(), z.unknown()).optional().nullable(),
});
export const sessionStartSchema = z.object({ module: shortText });
export const sessionStartResponseSchema = z.object({ sessionId: z.string() });
export const sessionEndSchema = z.object({ sessionId: z.string().min(1).max(100) });
export const downloadSchema = z.object({
  resumeId: z.union([z.number(), z.string()]).optional().nullable(),
  downloadType: shortText,
});
export type PageViewInput = z.infer<typeof pageViewSchema>;
export type EventInput = z.infer<typeof eventSchema>;
