import { z } from 'zod';

/**
 * What a user did with a tool, as the activity log records it. Each server module declares the
 * types it records (`<thing>_<past tense verb>`) in its own descriptor
 * (`apps/server/src/modules/<name>/index.ts`); the contract holds only the types an API answer
 * names: the dashboard's four (spec), shown in Recent Activity and counted in the stats.
 */
export const DASHBOARD_ACTIVITY_TYPES = [
  'resume_tailored',
  'interview_practiced',
  'cover_letter_generated',
  'linkedin_optimized',
] as const;

export const dashboardActivityTypeSchema = z.enum(DASHBOARD_ACTIVITY_TYPES);
export type DashboardActivityType = z.infer<typeof dashboardActivityTypeSchema>;
