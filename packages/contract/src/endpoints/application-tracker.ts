import { z } from 'zod';
import {
  applicationDetailSchema,
  applicationInsightsSchema,
  applicationListQuerySchema,
  applicationSchema,
  calendarFeedParamsSchema,
  calendarFeedSchema,
  calendarFeedStatusSchema,
  calendarTextSchema,
  createApplicationSchema,
  importApplicationsSchema,
  importPreviewSchema,
  importResultSchema,
  trackerSettingsSchema,
  updateApplicationSchema,
  updateTrackerSettingsSchema,
} from '../application-tracker';
import { idParamSchema, okSchema } from '../common';
import { E, endpoint, ownItem, ownRemoval } from './endpoint';

/** The application tracker and its calendar. */
export const applicationTrackerEndpoints = {
  'applications.list': endpoint('applications.list', {
    tags: ['applications'],
    summary:
      "The signed-in user's job applications, newest application date first; filter by status, search company and title, sort by date, priority or status",
    querystring: applicationListQuerySchema,
    response: { 200: z.array(applicationSchema), 400: E, 401: E },
  }),
  'applications.create': endpoint('applications.create', {
    tags: ['applications'],
    summary:
      'Tracks a job application (status applied, priority medium and today by default); the first stage of its history is recorded',
    body: createApplicationSchema,
    response: { 200: applicationSchema, 400: E, 401: E, 404: E, 413: E },
  }),
  'applications.insights': endpoint('applications.insights', {
    tags: ['applications'],
    summary:
      'Pipeline, funnel, time in stage, applications over time, stale applications and response rates by resume score band, resume version and source',
    response: { 200: applicationInsightsSchema, 401: E },
  }),
  'applications.export': endpoint('applications.export', {
    tags: ['applications'],
    summary: "Every application as a CSV file (the tracker's columns)",
    produces: ['text/csv'],
    response: { 200: z.string().meta({ description: 'The CSV file' }), 401: E },
  }),
  'applications.importPreview': endpoint('applications.importPreview', {
    tags: ['applications'],
    summary:
      'Reads a CSV file and shows what an import would do: the column mapping, new rows, duplicates and rows with problems (nothing is stored)',
    body: importApplicationsSchema,
    response: { 200: importPreviewSchema, 400: E, 401: E, 413: E, 429: E },
  }),
  'applications.import': endpoint('applications.import', {
    tags: ['applications'],
    summary:
      'Imports up to 1,000 rows of a CSV file: duplicates (same URL, or same company and title) and bad rows are skipped and reported by line',
    body: importApplicationsSchema,
    response: { 200: importResultSchema, 400: E, 401: E, 413: E, 429: E },
  }),
  'applications.calendar': endpoint('applications.calendar', {
    tags: ['applications'],
    summary:
      'The tracker as an iCalendar file (RFC 5545): each interview, each offer deadline and a follow-up reminder for each active application with no answer',
    produces: ['text/calendar'],
    response: { 200: calendarTextSchema, 401: E },
  }),
  'applications.calendarFeed': endpoint('applications.calendarFeed', {
    tags: ['applications'],
    summary: 'Whether a private calendar feed exists (its address is shown only when made)',
    response: { 200: calendarFeedStatusSchema, 401: E },
  }),
  'applications.createCalendarFeed': endpoint('applications.createCalendarFeed', {
    tags: ['applications'],
    summary:
      'Makes a secret calendar feed address for calendar apps, replacing (and ending) any earlier one',
    response: { 200: calendarFeedSchema, 401: E, 429: E },
  }),
  'applications.revokeCalendarFeed': endpoint('applications.revokeCalendarFeed', {
    tags: ['applications'],
    summary: 'Ends the calendar feed at once: its address answers 404 from now on',
    response: { 200: okSchema, 401: E, 429: E },
  }),
  'applications.calendarFeedIcs': endpoint('applications.calendarFeedIcs', {
    tags: ['applications'],
    summary:
      "The calendar of the feed's owner, for calendar apps: no session, the secret address is the key (404 when unknown or ended)",
    params: calendarFeedParamsSchema,
    produces: ['text/calendar'],
    response: { 200: calendarTextSchema, 404: E, 429: E },
  }),
  'applications.settings': endpoint('applications.settings', {
    tags: ['applications'],
    summary: "The tracker's settings: the follow-up reminder (days without an answer, or off)",
    response: { 200: trackerSettingsSchema, 401: E },
  }),
  'applications.updateSettings': endpoint('applications.updateSettings', {
    tags: ['applications'],
    summary: 'Changes the follow-up reminder: 1 to 90 days without an answer, or null for off',
    body: updateTrackerSettingsSchema,
    response: { 200: trackerSettingsSchema, 400: E, 401: E, 429: E },
  }),
  'applications.get': endpoint(
    'applications.get',
    ownItem(['applications'], 'One application with its stage history', applicationDetailSchema),
  ),
  'applications.update': endpoint('applications.update', {
    tags: ['applications'],
    summary: 'Changes an application; a new status is recorded in its stage history',
    params: idParamSchema,
    body: updateApplicationSchema,
    response: { 200: applicationSchema, 400: E, 401: E, 404: E, 413: E },
  }),
  'applications.remove': endpoint(
    'applications.remove',
    ownRemoval(['applications'], 'Deletes an application and its stage history'),
  ),
};
