import {
  ANALYTICS_RECENT_TYPES,
  LEADERBOARD_SIZE,
  LEADERBOARD_TTL_MS,
  type Analytics,
  type ApplicationInsights,
  type Leaderboard,
  type LeaderboardMembership,
} from '@careerforge/contract';
import type { Executor } from '../../db/query';
import type { Clock } from '../../lib/clock';
import { DAY_MS, dayOf, weekStartOf } from '../../lib/dates';
import { activityLog, type ActivityRow, type ActivityStats } from '../activity/service';
import { careerInsightFor, recommendationsFor } from './advice';
import { displayName, rankMembers, streakOf, type RankedMember } from './ranking';
import { analyticsRepo, type AnalyticsRepo } from './repo';
import { companyTargetsOf, mostTailored, scoresByJob } from './scores';

export { careerInsightFor, recommendationsFor } from './advice';
export { activityScore, displayName, streakOf } from './ranking';
export { scoresByJob, type JobScores } from './scores';

const RECENT = 15;
const HISTORY = 50;

type Activity = Awaited<ReturnType<AnalyticsRepo['activitiesOf']>>[number];

/** Tailorings, interviews and applications per week, over the tracker's weeks. */
function activityByWeekOf(
  tracker: ApplicationInsights,
  tailored: readonly Activity[],
  interviews: readonly Activity[],
) {
  const weeks: string[] = tracker.overTime.map((w) => w.weekStart);
  const weekOf = (d: Date) => weekStartOf(dayOf(d));
  return weeks.map((weekStart) => ({
    weekStart,
    resumesTailored: tailored.filter((a) => weekOf(a.createdAt) === weekStart).length,
    interviewsPracticed: interviews.filter((a) => weekOf(a.createdAt) === weekStart).length,
    applications: tracker.overTime.find((w) => w.weekStart === weekStart)?.count ?? 0,
  }));
}

/** One line of the recent activity, as the page lists it. */
function recentEntry(a: ActivityRow) {
  const q = (a.data as { questionsAnswered?: unknown } | null)?.questionsAnswered;
  return {
    type: a.type as (typeof ANALYTICS_RECENT_TYPES)[number],
    title: a.title,
    timestamp: a.createdAt.toISOString(),
    score: a.score,
    questionsAnswered: typeof q === 'number' && Number.isInteger(q) ? q : null,
  };
}

export interface AnalyticsDeps {
  db: Executor;
  clock: Clock;
  /** The tracker's insights (stale applications, outcomes by score band). */
  insights: (userId: string) => Promise<ApplicationInsights>;
  /** The activity log's reads (default: the log of `db`). */
  activities?: Pick<ActivityStats, 'recent'>;
  repo?: (db: Executor) => AnalyticsRepo;
  /** How long a computed leaderboard is served (default LEADERBOARD_TTL_MS). */
  leaderboardTtlMs?: number;
}

export function analyticsService({
  db,
  clock,
  insights,
  activities = activityLog({ db }),
  repo: makeRepo = analyticsRepo,
  leaderboardTtlMs = LEADERBOARD_TTL_MS,
}: AnalyticsDeps) {
  const repo = makeRepo(db);
  let cache: { at: Date; version: number; ranked: RankedMember[] } | null = null;
  let computing: Promise<{ at: Date; version: number; ranked: RankedMember[] }> | null = null;

  /**
   * Every member ranked: two grouped queries over the members' activities, kept for the TTL
   * (so a request never scans every user's rows) and only while the members are unchanged: the
   * database raises a version when anyone joins, leaves, is renamed or is deleted, on whichever
   * instance, and a one-row read of it comes before every answer.
   */
  async function ranking() {
    const now = clock();
    const version = await repo.membersVersion();
    if (
      cache &&
      cache.version === version &&
      now.getTime() - cache.at.getTime() < leaderboardTtlMs
    ) {
      return cache;
    }
    computing ??= (async () => {
      try {
        const today = dayOf(now);
        const [stats, days] = await Promise.all([
          repo.memberStats(),
          repo.memberDays(new Date(now.getTime() - 400 * DAY_MS)),
        ]);
        const ranked = rankMembers(stats, days, today);
        cache = { at: now, version, ranked };
        return cache;
      } finally {
        computing = null;
      }
    })();
    return computing;
  }

  async function membershipOf(userId: string): Promise<LeaderboardMembership> {
    const [member, names] = await Promise.all([repo.membership(userId), repo.names(userId)]);
    const alias = member?.alias ?? null;
    return {
      optedIn: !!member,
      alias,
      displayName: displayName({
        alias,
        firstName: names?.firstName ?? null,
        lastName: names?.lastName ?? null,
        name: names?.name ?? '',
      }),
    };
  }

  return {
    async get(userId: string): Promise<Analytics> {
      const now = clock();
      const today = dayOf(now);
      const week = new Date(`${weekStartOf(today)}T00:00:00Z`);
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const [acts, recent, days, apps, tracker] = await Promise.all([
        repo.activitiesOf(userId, ['resume_tailored', 'interview_practiced']),
        activities.recent(userId, ANALYTICS_RECENT_TYPES, RECENT),
        repo.activeDays(userId, new Date(now.getTime() - 400 * DAY_MS)),
        repo.applications(userId),
        insights(userId),
      ]);
      const tailored = acts.filter((a) => a.type === 'resume_tailored');
      const interviews = acts.filter((a) => a.type === 'interview_practiced');
      const scores = tailored.map((a) => a.score).filter((s): s is number => s != null);
      const since = (list: typeof acts, d: Date) => list.filter((a) => a.createdAt >= d).length;
      const average = scores.length
        ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length)
        : 0;
      const streak = streakOf(days, today);

      const jobs = scoresByJob(tailored);
      const companyTargets = companyTargetsOf(apps, tailored);

      const activityByWeek = activityByWeekOf(tracker, tailored, interviews);

      const facts = {
        tailorings: tailored.length,
        interviews: interviews.length,
        interviewsThisWeek: since(interviews, week),
        average,
        sameJob: mostTailored(jobs),
        postings: jobs.length,
        streak,
        tracker,
        unlinked: apps.filter((a) => a.snapshotAtsScore == null).length,
      };

      return {
        platformStats: {
          totalResumesCreated: tailored.length,
          totalInterviewsPracticed: interviews.length,
          averageATSScore: average,
          highestATSScore: scores.length ? Math.max(...scores) : 0,
          lowestATSScore: scores.length ? Math.min(...scores) : 0,
          currentStreak: streak,
        },
        timeBasedStats: {
          thisWeek: {
            resumesTailored: since(tailored, week),
            interviewsPracticed: since(interviews, week),
          },
          thisMonth: {
            resumesTailored: since(tailored, month),
            interviewsPracticed: since(interviews, month),
          },
        },
        atsScoreHistory: scores.slice(-HISTORY),
        intelligentInsights: {
          companyTargets,
          recommendations: recommendationsFor(facts),
          careerInsight: careerInsightFor(facts),
        },
        recentActivity: recent.map(recentEntry),
        activityByWeek,
        user: { id: userId },
      };
    },

    /** When the ranking the next leaderboard answer uses was computed (ISO time). */
    async rankingTime(): Promise<string> {
      return (await ranking()).at.toISOString();
    },

    async leaderboard(userId: string): Promise<Leaderboard> {
      const [{ at, ranked }, me] = await Promise.all([ranking(), membershipOf(userId)]);
      const mine = ranked.find((r) => r.userId === userId);
      const top = ranked.slice(0, LEADERBOARD_SIZE);
      if (mine && mine.entry.rank > LEADERBOARD_SIZE) top.push(mine);
      return {
        totalUsers: ranked.length,
        leaderboard: top.map((r) => ({ ...r.entry, isYou: r.userId === userId })),
        me: { ...me, rank: me.optedIn ? (mine?.entry.rank ?? null) : null },
        generatedAt: at.toISOString(),
      };
    },

    async join(userId: string, alias: string | null): Promise<LeaderboardMembership> {
      await repo.join(userId, alias);
      cache = null;
      return membershipOf(userId);
    },

    async leave(userId: string): Promise<LeaderboardMembership> {
      await repo.leave(userId);
      cache = null;
      return membershipOf(userId);
    },
  };
}
export type AnalyticsService = ReturnType<typeof analyticsService>;
