import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { downloads, pageViews, usageEvents, usageSessions } from '../../db/schema';

export function analyticsRepo(db: Db) {
  return {
    pageView: (userId: string | null, pageName: string) =>
      db.insert(pageViews).values({ userId, pageName }),
    event: (
      userId: string | null,
      e: {
        eventType: string;
        eventTarget?: string | null;
        metadata?: Record<string, unknown> | null;
      },
    ) =>
      db
        .insert(usageEvents)
        .values({
          userId,
          eventType: e.eventType,
          eventTarget: e.eventTarget ?? null,
          metadata: e.metadata ?? null,
        }),
    async startSession(userId: string | null, module: string) {
      const id = randomUUID();
      await db.insert(usageSessions).values({ id, userId, module });
      return id;
    },
    /** Ends a session that belongs to this user (or to no user); unknown ids change nothing. */
    endSession: (userId: string | null, sessionId: string) =>
      db
        .update(usageSessions)
        .set({ endedAt: new Date() })
        .where(
          and(
            eq(usageSessions.id, sessionId),
            userId ? eq(usageSessions.userId, userId) : isNull(usageSessions.userId),
            isNull(usageSessions.endedAt),
          ),
        ),
    download: (userId: string | null, resumeId: string | null, downloadType: string) =>
      db.insert(downloads).values({ userId, resumeId, downloadType }),
  };
}
export type AnalyticsRepo = ReturnType<typeof analyticsRepo>;
