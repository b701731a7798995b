import { createHash, randomBytes } from 'node:crypto';
import {
  CALENDAR_FEED_TOKEN,
  FOLLOW_UP_DAYS,
  type CalendarFeedStatus,
  type TrackerSettings,
} from '@careerforge/contract';
import type { Executor } from '../../db/query';
import type { Clock } from '../../lib/clock';
import { trackerCalendar } from './calendar';
import { calendarRepo, type TrackerSettingsRow } from './calendar-repo';

/** Bytes of randomness in a feed token (base64url: 43 characters). */
const FEED_TOKEN_BYTES = 32;

/** What is stored of a feed token: its SHA-256, hex. */
export const feedDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** The follow-up days of a settings row; no row means the default. */
const followUpDaysOf = (row: TrackerSettingsRow | undefined): number | null =>
  row ? row.followUpDays : FOLLOW_UP_DAYS.default;

/**
 * The tracker's calendar: the .ics of a signed-in user, the follow-up setting, and the private
 * feed (made, looked up by the digest of its token, revoked).
 */
export function trackerCalendarService({ db, clock }: { db: Executor; clock: Clock }) {
  const repo = calendarRepo(db);

  async function calendarOf(userId: string, settings: TrackerSettingsRow | undefined) {
    const rows = await repo.calendarRows(userId);
    return trackerCalendar(rows, followUpDaysOf(settings), clock());
  }

  return {
    /** The signed-in user's calendar file. */
    async calendar(userId: string): Promise<string> {
      return calendarOf(userId, await repo.settings(userId));
    },

    /** The calendar of a feed token's owner, or null for a token that opens no feed. */
    async calendarForToken(token: string): Promise<string | null> {
      if (!CALENDAR_FEED_TOKEN.test(token)) return null;
      const settings = await repo.byFeedDigest(feedDigest(token));
      return settings ? calendarOf(settings.userId, settings) : null;
    },

    async settings(userId: string): Promise<TrackerSettings> {
      return { followUpDays: followUpDaysOf(await repo.settings(userId)) };
    },

    async updateSettings(userId: string, followUpDays: number | null): Promise<TrackerSettings> {
      const row = await repo.setFollowUpDays(userId, followUpDays);
      return { followUpDays: row.followUpDays };
    },

    async feedStatus(userId: string): Promise<CalendarFeedStatus> {
      const row = await repo.settings(userId);
      const active = !!row?.calendarFeedDigest;
      const createdAt = active ? row.calendarFeedCreatedAt : null;
      return { active, createdAt: createdAt?.toISOString() ?? null };
    },

    /**
     * A new feed token; the earlier one (if any) stops working in the same write. Only its
     * digest is stored, so the token is answered here once and never again.
     */
    async createFeed(userId: string): Promise<{ token: string; createdAt: Date }> {
      const token = randomBytes(FEED_TOKEN_BYTES).toString('base64url');
      const createdAt = clock();
      await repo.setFeed(userId, feedDigest(token), createdAt);
      return { token, createdAt };
    },

    async revokeFeed(userId: string): Promise<void> {
      await repo.clearFeed(userId);
    },
  };
}
export type TrackerCalendarService = ReturnType<typeof trackerCalendarService>;
