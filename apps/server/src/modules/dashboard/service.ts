import { and, avg, count, desc, eq, gte } from 'drizzle-orm';
import type { Dashboard, SessionUser } from '@careerforge/contract';
import type { Db } from '../../db/client';
import { savedResumes, tailorings } from '../../db/schema';

export const WEEKLY_GOAL = 5;
export const MONTHLY_GOAL = 20;
const RECENT = 10;

function startOfWeek(now: Date): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const day = (d.getUTCDay() + 6) % 7; // Monday = 0
  d.setUTCDate(d.getUTCDate() - day);
  return d;
}
const startOfMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

function activityTitle(t: { jobTitle: string | null; companyName: string | null }): string {
  const role = t.jobTitle || 'a role';
  return t.companyName
    ? `Tailored resume for ${role} at ${t.companyName}`
    : `Tailored resume for ${role}`;
}

/** The dashboard, computed from the user's own data (weeks start on Monday, UTC). */
export async function getDashboard(
  db: Db,
  user: SessionUser,
  now = new Date(),
): Promise<Dashboard> {
  const mine = eq(tailorings.userId, user.id);
  const [totals] = await db
    .select({ n: count(), avgScore: avg(tailorings.atsScore) })
    .from(tailorings)
    .where(mine);
  const [saved] = await db
    .select({ n: count() })
    .from(savedResumes)
    .where(eq(savedResumes.userId, user.id));
  const [week] = await db
    .select({ n: count() })
    .from(tailorings)
    .where(and(mine, gte(tailorings.createdAt, startOfWeek(now))));
  const [month] = await db
    .select({ n: count() })
    .from(tailorings)
    .where(and(mine, gte(tailorings.createdAt, startOfMonth(now))));
  const recent = await db
    .select()
    .from(tailorings)
    .where(mine)
    .orderBy(desc(tailorings.createdAt), desc(tailorings.id))
    .limit(RECENT);

  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name || 'User';
  return {
    user: { name },
    stats: {
      // Resumes tailored, or saved if the user saved more than they tailored here (older data).
      resumesCreated: Math.max(Number(totals?.n ?? 0), Number(saved?.n ?? 0)),
      interviewsPracticed: 0,
      coverLettersGenerated: 0,
      linkedinOptimizations: 0,
      averageATSScore: Math.round(Number(totals?.avgScore ?? 0)),
    },
    goals: {
      weeklyGoal: WEEKLY_GOAL,
      weeklyProgress: Number(week?.n ?? 0),
      monthlyGoal: MONTHLY_GOAL,
      monthlyProgress: Number(month?.n ?? 0),
    },
    recentActivity: recent.map((t) => ({
      type: 'resume_tailored' as const,
      title: activityTitle(t),
      timestamp: t.createdAt.toISOString(),
      score: t.atsScore,
    })),
  };
}
