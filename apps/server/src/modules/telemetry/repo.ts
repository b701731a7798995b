import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { downloads, pageViews, usageEvents, usageSessions, user } from '../../db/schema';

/** Usage telemetry rows (page views, events, module sessions, downloads) and the consent. */
export function telemetryRepo(db: Db) {
  return {
    /** True when the user turned on usage analytics consent (one indexed read). */
    async hasConsent(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ consent: user.consentAnalytics })
        .from(user)
        .where(eq(user.id, userId))
        .limit(1);
      return row?.consent === true;
    },
    pageView: (userId: string, pageName: string) =>
      db.insert(pageViews).values({ userId, pageName }),
    event: (
      userId: string,
      e: {
        eventType: string;
        eventTarget?: string | null;
        metadata?: Record<string, unknown> | null;
      },
    ) =>
      db.insert(usageEvents).values({
        userId,
        eventType: e.eventType,
        eventTarget: e.eventTarget ?? null,
        metadata: e.metadata ?? null,
      }),
    startSession: (id: string, userId: string, module: string) =>
      db.insert(usageSessions).values({ id, userId, module }),
    /** Ends a session of this user; unknown ids and other users' sessions change nothing. */
    endSession: (userId: string, sessionId: string) =>
      db
        .update(usageSessions)
        .set({ endedAt: new Date() })
        .where(
          and(
            eq(usageSessions.id, sessionId),
            eq(usageSessions.userId, userId),
            isNull(usageSessions.endedAt),
          ),
        ),
    download: (userId: string, resumeId: string | null, downloadType: string) =>
      db.insert(downloads).values({ userId, resumeId, downloadType }),
  };
}
export type TelemetryRepo = ReturnType<typeof telemetryRepo>;
