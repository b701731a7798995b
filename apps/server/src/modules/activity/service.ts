import type { Executor } from '../../db/query';
import {
  activityRepo as defaultRepo,
  type ActivityEntry,
  type ActivityRow,
  type ActivityType,
  type ActivityTypeStats,
} from './repo';

export type {
  ActivityEntry,
  ActivityRow,
  ActivityType,
  ActivityTypes,
  ActivityTypeStats,
} from './repo';

/**
 * What a service receives to record what the user did. `record` runs on the caller's
 * transaction, so the activity and the service's own row are written together or not at all.
 */
export interface ActivityLog {
  record(tx: Executor, entry: ActivityEntry): Promise<void>;
}

/** The read side, for the dashboard (and the analytics page and leaderboard to come). */
export interface ActivityStats {
  /** Per type: count, count since each date of `since`, average score. Absent type: none. */
  byType(userId: string, since?: readonly Date[]): Promise<Map<ActivityType, ActivityTypeStats>>;
  recent(userId: string, types: readonly ActivityType[], limit: number): Promise<ActivityRow[]>;
  /** Every activity of one type, oldest first: title, score, data and time. */
  ofType(
    userId: string,
    type: ActivityType,
  ): Promise<Pick<ActivityRow, 'title' | 'score' | 'data' | 'createdAt'>[]>;
}

export function activityLog(deps: {
  db: Executor;
  repo?: typeof defaultRepo;
}): ActivityLog & ActivityStats {
  const repo = deps.repo ?? defaultRepo;
  return {
    async record(tx, entry) {
      await repo(tx).record(entry);
    },
    byType: (userId, since) => repo(deps.db).statsByType(userId, since),
    recent: (userId, types, limit) => repo(deps.db).recent(userId, types, limit),
    ofType: (userId, type) => repo(deps.db).ofType(userId, type),
  };
}
