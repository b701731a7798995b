import { z } from 'zod';
import { ignoredUserId, nonBlank } from './common';

/* ---------- Personal analytics (spec part 2 §3 Analytics response) ---------- */

export const ANALYTICS_RECENT_TYPES = ['resume_tailored', 'interview_practiced'] as const;

const periodStats = z.object({
  resumesTailored: z.number().int(),
  interviewsPracticed: z.number().int(),
});

export const analyticsSchema = z
  .object({
    platformStats: z.object({
      totalResumesCreated: z.number().int().meta({ description: 'Tailorings run' }),
      totalInterviewsPracticed: z.number().int(),
      averageATSScore: z.number().int(),
      highestATSScore: z.number().int(),
      lowestATSScore: z.number().int(),
      currentStreak: z
        .number()
        .int()
        .meta({ description: 'Days in a row, up to today or yesterday (UTC), with any activity' }),
    }),
    timeBasedStats: z.object({ thisWeek: periodStats, thisMonth: periodStats }),
    /** every tailoring's ATS score, oldest first (at most the last 50) */
    atsScoreHistory: z.array(z.number().int()),
    intelligentInsights: z.object({
      companyTargets: z.array(
        z.object({
          company: z.string(),
          count: z.number().int(),
          averageScore: z.number().int(),
          trend: z.enum(['increasing', 'decreasing', 'stable']),
        }),
      ),
      recommendations: z.array(z.string()),
      careerInsight: z.string(),
    }),
    recentActivity: z.array(
      z.object({
        type: z.enum(ANALYTICS_RECENT_TYPES),
        title: z.string(),
        timestamp: z.iso.datetime(),
        score: z.number().int().nullable(),
        questionsAnswered: z.number().int().nullable(),
      }),
    ),
    /** activity per week (Monday, UTC), the last 12 weeks, zero-filled: the activity chart */
    activityByWeek: z.array(
      z.object({
        weekStart: z.string(),
        resumesTailored: z.number().int(),
        interviewsPracticed: z.number().int(),
        applications: z.number().int(),
      }),
    ),
    user: z.object({ id: z.string() }),
  })
  .meta({ id: 'Analytics' });
export type Analytics = z.infer<typeof analyticsSchema>;

/* ---------- Leaderboard (spec part 2 §3 Leaderboard response; opt-in) ---------- */

/** How the activity score is made, shown on the page. Effort and improvement, never outcomes. */
export const LEADERBOARD_POINTS = {
  resumeTailored: 10,
  interviewPracticed: 15,
  coverLetterOrLinkedin: 5,
  /**
   * per point of ATS improvement for one posting: the score of the best later resume tailored to
   * it minus that of the first (as sent, before tailoring); the best posting's gain counts
   */
  atsGain: 1,
  /** per point of interview score improvement: best practice score minus the first */
  interviewGain: 1,
  /** per day of the current streak */
  streakDay: 2,
} as const;

/** How long a computed leaderboard is served before it is computed again (milliseconds). */
export const LEADERBOARD_TTL_MS = 60_000;
/** Rows shown. */
export const LEADERBOARD_SIZE = 50;

export const LEADERBOARD_ALIAS_MAX = 30;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  user: z.object({
    /** an opaque handle of the leaderboard entry, never the account id */
    id: z.string(),
    /** the alias the member picked, or first name and last initial */
    name: z.string(),
    /** never shown for anyone: always null */
    profileImage: z.null(),
    /** the day the member joined the leaderboard */
    joinDate: z.string(),
  }),
  stats: z.object({
    totalResumesTailored: z.number().int(),
    totalInterviewsPracticed: z.number().int(),
    averageATSScore: z.number().int(),
    /** the day (not the time) of the latest activity, or null */
    lastActivity: z.string().nullable(),
  }),
  activityScore: z.number().int(),
  isYou: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z
  .object({
    /** members of the leaderboard (users who opted in) */
    totalUsers: z.number().int(),
    leaderboard: z.array(leaderboardEntrySchema),
    me: z.object({
      optedIn: z.boolean(),
      alias: z.string().nullable(),
      /** the name others see when opted in */
      displayName: z.string(),
      rank: z.number().int().nullable(),
    }),
    /** when the ranking was computed: it is at most LEADERBOARD_TTL_MS old */
    generatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Leaderboard' });
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const joinLeaderboardSchema = z.object({
  /** shown instead of the first name and last initial; blank or absent: no alias */
  alias: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    nonBlank('Alias', LEADERBOARD_ALIAS_MAX)
      .refine((v) => /^[\p{L}\p{N} ._-]+$/u.test(v), {
        error: 'Alias may use letters, digits, spaces, dots, dashes and underscores',
      })
      .optional()
      .nullable(),
  ),
  userId: ignoredUserId,
});
export type JoinLeaderboardInput = z.input<typeof joinLeaderboardSchema>;

export const leaderboardMembershipSchema = z
  .object({ optedIn: z.boolean(), alias: z.string().nullable(), displayName: z.string() })
  .meta({ id: 'LeaderboardMembership' });
export type LeaderboardMembership = z.infer<typeof leaderboardMembershipSchema>;
