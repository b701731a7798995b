import {
  DASHBOARD_ACTIVITY_TYPES,
  type ActivityType,
  type Dashboard,
  type SessionUser,
} from '@careerforge/contract';
import type { Clock } from '../../lib/clock';
import type { ActivityStats, ActivityTypeStats } from '../activity/service';

export const WEEKLY_GOAL = 5;
export const MONTHLY_GOAL = 20;
const RECENT = 10;

/** Weeks start on Monday, UTC. */
export function startOfWeek(now: Date): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const day = (d.getUTCDay() + 6) % 7; // Monday = 0
  d.setUTCDate(d.getUTCDate() - day);
  return d;
}
export const startOfMonth = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

export interface DashboardDeps {
  activities: ActivityStats;
  clock: Clock;
}

/** The dashboard, computed from the user's activity log and nothing else. */
export function dashboardService({ activities, clock }: DashboardDeps) {
  return {
    async get(user: SessionUser): Promise<Dashboard> {
      const now = clock();
      const [stats, recent] = await Promise.all([
        activities.byType(user.id, [startOfWeek(now), startOfMonth(now)]),
        activities.recent(user.id, DASHBOARD_ACTIVITY_TYPES, RECENT),
      ]);
      const of = (type: ActivityType): ActivityTypeStats =>
        stats.get(type) ?? { count: 0, countSince: [0, 0], averageScore: null };
      const tailored = of('resume_tailored');
      const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name || 'User';
      return {
        user: { name },
        stats: {
          // Resumes tailored, or saved if the user saved more than they tailored here (older data).
          resumesCreated: Math.max(tailored.count, of('resume_saved').count),
          interviewsPracticed: of('interview_practiced').count,
          coverLettersGenerated: of('cover_letter_generated').count,
          linkedinOptimizations: of('linkedin_optimized').count,
          averageATSScore: Math.round(tailored.averageScore ?? 0),
        },
        goals: {
          weeklyGoal: WEEKLY_GOAL,
          weeklyProgress: tailored.countSince[0] ?? 0,
          monthlyGoal: MONTHLY_GOAL,
          monthlyProgress: tailored.countSince[1] ?? 0,
        },
        recentActivity: recent.map((a) => ({
          type: a.type as (typeof DASHBOARD_ACTIVITY_TYPES)[number],
          title: a.title,
          timestamp: a.createdAt.toISOString(),
          ...(a.score == null ? {} : { score: a.score }),
        })),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof dashboardService>;
