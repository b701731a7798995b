import { z } from 'zod';

/**
 * What a user did with a tool, as recorded in the activity log. Each tool records its own
 * types in the same transaction as its own row; the dashboard, the analytics page and the
 * leaderboard read them. A new tool adds its types here (names: `<thing>_<past tense verb>`).
 */
export const ACTIVITY_TYPES = [
  // The dashboard's four (spec): shown in Recent Activity and counted in the stats.
  'resume_tailored',
  'interview_practiced',
  'cover_letter_generated',
  'linkedin_optimized',
  // Resumes.
  'resume_saved',
  'resume_uploaded',
  'resume_exported',
  // Cover letters and LinkedIn.
  'cover_letter_saved',
  'cover_letter_exported',
  'linkedin_saved',
  // Application tracker.
  'application_added',
  'applications_imported',
  // Salary negotiator and career planner.
  'salary_analyzed',
  'career_planned',
] as const;

export const activityTypeSchema = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof activityTypeSchema>;

/** The activity types the dashboard lists under Recent Activity (the spec's four). */
export const DASHBOARD_ACTIVITY_TYPES = [
  'resume_tailored',
  'interview_practiced',
  'cover_letter_generated',
  'linkedin_optimized',
] as const satisfies readonly ActivityType[];

export const dashboardActivityTypeSchema = activityTypeSchema.extract(DASHBOARD_ACTIVITY_TYPES);
export type DashboardActivityType = z.infer<typeof dashboardActivityTypeSchema>;
