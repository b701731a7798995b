import { randomUUID } from 'node:crypto';
import type { EventInput } from '@careerforge/contract';
import type { TelemetryRepo } from './repo';

export interface TelemetryDeps {
  repo: TelemetryRepo;
  /** Session ids (injectable for tests). */
  newId?: () => string;
}

/**
 * Usage telemetry, stored only with consent: a row is written when the signed-in user has turned
 * on analytics consent. Signed-out visitors and users without consent get the same answers and
 * nothing is stored; a module session still gets an id (so the client works the same) that is
 * never written anywhere.
 */
export function telemetryService({ repo, newId = randomUUID }: TelemetryDeps) {
  /** The user whose telemetry may be stored, or null. */
  const consenting = async (userId: string | null) =>
    userId !== null && (await repo.hasConsent(userId)) ? userId : null;

  return {
    async pageView(userId: string | null, pageName: string) {
      const uid = await consenting(userId);
      if (uid) await repo.pageView(uid, pageName);
    },
    async event(userId: string | null, event: EventInput) {
      const uid = await consenting(userId);
      if (uid) await repo.event(uid, event);
    },
    async startSession(userId: string | null, module: string): Promise<string> {
      const id = newId();
      const uid = await consenting(userId);
      if (uid) await repo.startSession(id, uid, module);
      return id;
    },
    async endSession(userId: string | null, sessionId: string) {
      const uid = await consenting(userId);
      if (uid) await repo.endSession(uid, sessionId);
    },
    async download(userId: string | null, resumeId: string | number | null, downloadType: string) {
      const uid = await consenting(userId);
      if (uid) await repo.download(uid, resumeId === null ? null : String(resumeId), downloadType);
    },
  };
}
export type TelemetryService = ReturnType<typeof telemetryService>;
