import { z } from 'zod';
import {
  pageQuerySchema,
  HTTP_STATUS_PARAM,
  MAX_DB_ID,
  TEXT_LIMITS,
  ignoredUserId,
  isHttpUrl,
  nonBlank,
  optionalText,
  safeQueryText,
  safeText,
  oneOf,
  formatCount,
} from './common';
import { MAX_JOB_DESCRIPTION_CHARS } from './constants';
import { interviewAtField, optionalDayField } from './application-calendar';
import {
  APPLICATION_LIMITS,
  APPLICATION_PRIORITIES,
  APPLICATION_STATUSES,
} from './application-tracker-rules';

/**
 * The application tracker's requests and responses. Its statuses, limits and metrics are in
 * application-tracker-rules.ts, its CSV import in application-tracker-import.ts, its calendar in
 * application-calendar.ts; all are exported from here.
 */
export * from './application-tracker-rules';
export * from './application-tracker-import';
export * from './application-calendar';

/* ---------- Field rules ---------- */

const statusSchema = oneOf('Status', APPLICATION_STATUSES);
const prioritySchema = oneOf('Priority', APPLICATION_PRIORITIES);

/** A calendar date 'YYYY-MM-DD' that exists (no 2025-02-30). */
export const isoDate = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date (YYYY-MM-DD)` })
    .refine(
      (v) => {
        const d = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
      },
      { error: `${label} must be a real calendar date` },
    )
    .refine((v) => v >= '1970-01-01' && v <= '2999-12-31', {
      error: `${label} must be between 1970 and 2999`,
    });

/** An optional http(s) URL: missing, null and blank are null. */
const optionalHttpUrl = (label: string) =>
  safeText(label, { max: TEXT_LIMITS.url })
    .refine((v) => !v || isHttpUrl(v), { error: `${label} must be an http(s) URL` })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const APPLICATION_JOB_DESCRIPTION_TOO_LONG = `The job description is longer than ${formatCount(MAX_JOB_DESCRIPTION_CHARS)} characters.`;

const optionalJobDescription = optionalText('Job description', MAX_JOB_DESCRIPTION_CHARS, {
  status: 413,
  message: APPLICATION_JOB_DESCRIPTION_TOO_LONG,
});

/** A link to one of the user's rows: an id, or null to remove it. Out of range: 404. */
const optionalLinkId = (label: string) =>
  z
    .union([z.number(), z.string()], { error: `${label} must be a whole number` })
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d{0,12}$/, { error: `${label} must be a whole number` }))
    .transform((v) => (v === '' ? null : Number(v)))
    .refine((n) => n === null || (n >= 1 && n <= MAX_DB_ID), {
      error: `${label} not found.`,
      params: { [HTTP_STATUS_PARAM]: 404 },
    })
    .optional()
    .nullable()
    .transform((v) => v ?? null);

const fields = {
  jobTitle: nonBlank('Job title', APPLICATION_LIMITS.jobTitle),
  company: nonBlank('Company', APPLICATION_LIMITS.company),
  location: optionalText('Location', APPLICATION_LIMITS.location),
  salaryRange: optionalText('Salary range', APPLICATION_LIMITS.salaryRange),
  status: statusSchema,
  jobUrl: optionalHttpUrl('Job URL'),
  notes: optionalText('Notes', APPLICATION_LIMITS.notes),
  contacts: optionalText('Contacts', APPLICATION_LIMITS.contacts),
  priority: prioritySchema,
  source: optionalText('Source', APPLICATION_LIMITS.source),
  applicationDate: isoDate('Application date'),
  jobDescription: optionalJobDescription,
  /** the saved (tailored) resume that was sent */
  savedResumeId: optionalLinkId('Saved resume'),
  /** the saved cover letter that was sent */
  coverLetterId: optionalLinkId('Cover letter'),
  /** the next interview: 'YYYY-MM-DD' (all day) or a date-time with its offset; null clears */
  interviewAt: interviewAtField,
  /** the day an offer must be answered by, 'YYYY-MM-DD'; null clears */
  offerDeadline: optionalDayField('Offer deadline'),
};

/* ---------- Requests ---------- */

/** The spec's add payload; status and priority default to applied and medium, the date to today. */
export const createApplicationSchema = z.object({
  ...fields,
  status: fields.status.optional().default('applied'),
  priority: fields.priority.optional().default('medium'),
  applicationDate: fields.applicationDate.optional(),
  userId: ignoredUserId,
});
export type CreateApplicationInput = z.input<typeof createApplicationSchema>;
export type CreateApplicationData = z.output<typeof createApplicationSchema>;

/** The changed fields (the spec's UI sends only status). */
export const updateApplicationSchema = z
  .object({
    ...fields,
    /** the day a status change happened (default today): back-dates the stage history */
    statusDate: isoDate('Status date'),
  })
  .partial()
  .extend({ userId: ignoredUserId })
  .refine((v) => Object.keys(v).some((k) => k !== 'userId' && k !== 'statusDate'), {
    error: 'Nothing to update',
  });
export type UpdateApplicationInput = z.input<typeof updateApplicationSchema>;
export type UpdateApplicationData = z.output<typeof updateApplicationSchema>;

export const APPLICATION_SORTS = ['date', 'priority', 'status'] as const;
export const applicationListQuerySchema = pageQuerySchema.extend({
  status: statusSchema.optional(),
  /** matches the company or the job title */
  q: safeQueryText('Search'),
  sort: oneOf('Sort', APPLICATION_SORTS).optional(),
  userId: ignoredUserId,
});
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;
export type ApplicationListQueryData = z.output<typeof applicationListQuerySchema>;

/* ---------- Responses ---------- */

/** The stored scores of a linked saved resume at the moment of applying. */
export const resumeSnapshotSchema = z.object({
  savedResumeId: z.number().int(),
  title: z.string(),
  /** when that version of the resume was last changed: a new edit is a new version */
  versionAt: z.iso.datetime(),
  atsScore: z.number().int().nullable(),
  keywordMatchScore: z.number().int().nullable(),
  /** scored against this application's job description, or the resume's own stored scores */
  scoredAgainst: z.enum(['application', 'resume']),
  takenAt: z.iso.datetime(),
});
export type ResumeSnapshot = z.infer<typeof resumeSnapshotSchema>;

export const applicationEventSchema = z
  .object({
    id: z.number().int(),
    fromStatus: statusSchema.nullable(),
    toStatus: statusSchema,
    /** the day of the change, YYYY-MM-DD */
    date: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ApplicationEvent' });
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

export const applicationSchema = z
  .object({
    id: z.number().int(),
    userId: z.string(),
    jobTitle: z.string(),
    company: z.string(),
    location: z.string().nullable(),
    salaryRange: z.string().nullable(),
    status: statusSchema,
    jobUrl: z.string().nullable(),
    notes: z.string().nullable(),
    contacts: z.string().nullable(),
    priority: prioritySchema,
    source: z.string().nullable(),
    applicationDate: z.string(),
    /** the job description is sent with one application (GET /api/applications/{id}) */
    hasJobDescription: z.boolean(),
    savedResumeId: z.number().int().nullable(),
    coverLetterId: z.number().int().nullable(),
    resumeSnapshot: resumeSnapshotSchema.nullable(),
    /** the next interview: 'YYYY-MM-DD' for all day, else the time in UTC (ISO 8601) */
    interviewAt: z.string().nullable(),
    /** the day an offer must be answered by, 'YYYY-MM-DD' */
    offerDeadline: z.string().nullable(),
    /** the day of the latest status change (the application date when none) */
    statusDate: z.string(),
    /** an active status with no change for STALE_AFTER_DAYS days: "no answer for 21 days" */
    stale: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Application' });
export type Application = z.infer<typeof applicationSchema>;

export const applicationDetailSchema = applicationSchema
  .extend({ jobDescription: z.string().nullable(), events: z.array(applicationEventSchema) })
  .meta({ id: 'ApplicationDetail' });
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** A rate over a group of applications, honest about small numbers. */
const outcomeGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  applications: z.number().int(),
  responses: z.number().int(),
  interviews: z.number().int(),
  responseRate: z.number().int(),
  interviewRate: z.number().int(),
  /** false below MIN_APPLICATIONS_FOR_RATES: the rates are shown as too few to mean anything */
  enough: z.boolean(),
});
export type OutcomeGroup = z.infer<typeof outcomeGroupSchema>;

export const applicationInsightsSchema = z
  .object({
    metrics: z.object({
      total: z.number().int(),
      interviews: z.number().int(),
      offers: z.number().int(),
      rejected: z.number().int(),
      responseRate: z.number().int(),
      interviewRate: z.number().int(),
    }),
    pipeline: z.array(
      z.object({ status: statusSchema, count: z.number().int(), percent: z.number().int() }),
    ),
    /** from the stage history: applications that ever reached each step */
    funnel: z.array(
      z.object({
        step: z.enum(['applied', 'response', 'interview', 'offer']),
        label: z.string(),
        count: z.number().int(),
        percent: z.number().int(),
      }),
    ),
    /** average whole days spent in each status, over the visits that status had */
    timeInStage: z.array(
      z.object({
        status: statusSchema,
        averageDays: z.number().nullable(),
        visits: z.number().int(),
      }),
    ),
    /** applications per week by application date, the last 12 weeks, zero-filled */
    overTime: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
    stale: z.object({
      count: z.number().int(),
      days: z.number().int(),
      applications: z.array(
        z.object({
          id: z.number().int(),
          jobTitle: z.string(),
          company: z.string(),
          status: statusSchema,
          statusDate: z.string(),
          daysWaiting: z.number().int(),
        }),
      ),
    }),
    outcomes: z.object({
      minimum: z.number().int(),
      byScoreBand: z.array(outcomeGroupSchema),
      byResumeVersion: z.array(outcomeGroupSchema),
      bySource: z.array(outcomeGroupSchema),
      /** a plain sentence when there are too few applications overall */
      note: z.string().nullable(),
    }),
  })
  .meta({ id: 'ApplicationInsights' });
export type ApplicationInsights = z.infer<typeof applicationInsightsSchema>;
