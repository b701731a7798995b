import { okSchema } from '../common';
import {
  downloadSchema,
  eventSchema,
  pageViewSchema,
  sessionEndSchema,
  sessionStartResponseSchema,
  sessionStartSchema,
} from '../telemetry';
import { E, endpoint } from './endpoint';

/** Usage analytics (page views, events, module sessions, downloads). */
const telemetry = ['telemetry'];
const telemetryDescription =
  'Stored only for a signed-in user who turned on analytics consent; otherwise answered the same and nothing is stored.';
const telemetryErrors = { 400: E, 413: E, 429: E };

export const telemetryEndpoints = {
  'telemetry.pageView': endpoint('telemetry.pageView', {
    tags: telemetry,
    summary: 'Records a page view',
    description: telemetryDescription,
    body: pageViewSchema,
    response: { 200: okSchema, ...telemetryErrors },
  }),
  'telemetry.event': endpoint('telemetry.event', {
    tags: telemetry,
    summary: 'Records a feature event (metadata up to 2 KB, 8 levels deep)',
    description: telemetryDescription,
    body: eventSchema,
    response: { 200: okSchema, ...telemetryErrors },
  }),
  'telemetry.sessionStart': endpoint('telemetry.sessionStart', {
    tags: telemetry,
    summary: 'Starts a module session and answers its id',
    description: telemetryDescription,
    body: sessionStartSchema,
    response: { 200: sessionStartResponseSchema, ...telemetryErrors },
  }),
  'telemetry.sessionEnd': endpoint('telemetry.sessionEnd', {
    tags: telemetry,
    summary: 'Ends a module session of the signed-in user',
    description: telemetryDescription,
    body: sessionEndSchema,
    response: { 200: okSchema, ...telemetryErrors },
  }),
  'telemetry.download': endpoint('telemetry.download', {
    tags: telemetry,
    summary: 'Records a download',
    description: telemetryDescription,
    body: downloadSchema,
    response: { 200: okSchema, ...telemetryErrors },
  }),
};
