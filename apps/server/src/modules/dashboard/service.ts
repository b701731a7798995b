import { DASHBOARD_ACTIVITY_TYPES, type Dashboard, type SessionUser } from '@careerforge/contract';
import type { Clock } from '../../lib/clock';
import type { ActivityStats, ActivityType, ActivityTypeStats } from '../activity/service';
import { groupJobs } from './jobs';
import { startOfMonth, startOfWeek } from '../../lib/dates';

// what other modules use of the dashboard: the job a tailoring was for, and jobs grouped
export { fingerprintOf, groupJobs, jobKey, type JobKey, type TailoringEntry } from './jobs';

export const WEEKLY_GOAL = 5;
export const MONTHLY_GOAL = 20;
const RECENT = 10;

export interface DashboardDeps {
  activities: ActivityStats;
  clock: Clock;
}

/**
 * The dashboard, computed from the user's activity log and nothing else.
 *
 * Resume stats count jobs, not runs: re-running the Resume Lab on one posting (the same text, or
 * the same company and title) refines one tailored resume, so seven runs for one job are one.
 * - resumesCreated: the jobs the user tailored a resume for (shown as "Jobs Tailored For");
 * - tailoringsRun: every tailoring, re-runs included;
 * - averageATSScore: the mean over those jobs of each job's latest score;
 * - goals: the jobs with a tailoring this week / this month.
 * `returning` is false until the user has done anything at all.
 */
export function dashboardService({ activities, clock }: DashboardDeps) {
  return {
    async get(user: SessionUser): Promise<Dashboard> {
      const now = clock();
      const week = startOfWeek(now);
      const month = startOfMonth(now);
      const [stats, recent, tailorings] = await Promise.all([
        activities.byType(user.id),
        activities.recent(user.id, DASHBOARD_ACTIVITY_TYPES, RECENT),
        activities.ofType(user.id, 'resume_tailored'),
      ]);
      const of = (type: ActivityType): ActivityTypeStats =>
        stats.get(type) ?? { count: 0, countSince: [], averageScore: null };
      const jobs = groupJobs(tailorings);
      const scores = jobs.map((j) => j.latestScore).filter((v): v is number => v != null);
      const jobsSince = (since: Date) =>
        jobs.filter((j) => j.entries.some((e) => e.createdAt >= since)).length;
      const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name || 'User';
      return {
        user: { name },
        returning: [...stats.values()].some((s) => s.count > 0),
        stats: {
          resumesCreated: jobs.length,
          tailoringsRun: tailorings.length,
          interviewsPracticed: of('interview_practiced').count,
          coverLettersGenerated: of('cover_letter_generated').count,
          linkedinOptimizations: of('linkedin_optimized').count,
          averageATSScore: scores.length
            ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length)
            : 0,
        },
        goals: {
          weeklyGoal: WEEKLY_GOAL,
          weeklyProgress: jobsSince(week),
          monthlyGoal: MONTHLY_GOAL,
          monthlyProgress: jobsSince(month),
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
