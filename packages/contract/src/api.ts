import type { z } from 'zod';
import type { ApiName } from './api-routes';
import type { Endpoint } from './endpoints/endpoint';
import { authEndpoints } from './endpoints/auth';
import { accountEndpoints } from './endpoints/account';
import { telemetryEndpoints } from './endpoints/telemetry';
import { resumesEndpoints } from './endpoints/resumes';
import { resumeBuilderEndpoints } from './endpoints/resume-builder';
import { resumeLabEndpoints } from './endpoints/resume-lab';
import { dashboardEndpoints } from './endpoints/dashboard';
import { coverLetterEndpoints } from './endpoints/cover-letter';
import { linkedinEndpoints } from './endpoints/linkedin';
import { applicationTrackerEndpoints } from './endpoints/application-tracker';
import { jobImportEndpoints } from './endpoints/job-import';
import { analyticsEndpoints } from './endpoints/analytics';
import { billingEndpoints } from './endpoints/billing';
import { contentEndpoints } from './endpoints/content';
import { inboxEndpoints } from './endpoints/inbox';
import { interviewArenaEndpoints } from './endpoints/interview-arena';
import { salaryNegotiatorEndpoints } from './endpoints/salary-negotiator';
import { careerPlannerEndpoints } from './endpoints/career-planner';
import { agentsEndpoints } from './endpoints/agents';

export * from './api-routes';
export type { Endpoint, EndpointSchema } from './endpoints/endpoint';
export { accountExportSchema, type AccountExport } from './endpoints/account';

/**
 * The one typed request table: every API endpoint with its request schemas (path parameters,
 * query, body) and its responses by status. The server registers each route from its entry
 * (method, path and schema; the handler is the module's), the OpenAPI document is generated from
 * the same schemas, and the web client calls endpoints by name with the shapes typed from here,
 * so a web call cannot name a path or send a shape the server does not have.
 */

export const apiEndpoints = {
  ...authEndpoints,
  ...accountEndpoints,
  ...telemetryEndpoints,
  ...resumesEndpoints,
  ...resumeBuilderEndpoints,
  ...resumeLabEndpoints,
  ...dashboardEndpoints,
  ...coverLetterEndpoints,
  ...linkedinEndpoints,
  ...applicationTrackerEndpoints,
  ...jobImportEndpoints,
  ...analyticsEndpoints,
  ...billingEndpoints,
  ...contentEndpoints,
  ...inboxEndpoints,
  ...interviewArenaEndpoints,
  ...salaryNegotiatorEndpoints,
  ...careerPlannerEndpoints,
  ...agentsEndpoints,
} satisfies { [N in ApiName]: Endpoint };

export type ApiEndpoints = typeof apiEndpoints;

type SchemaOf<N extends ApiName> = ApiEndpoints[N]['schema'];
type InputPart<S, K extends string, As extends string> = S extends {
  [P in K]: infer T extends z.ZodType;
}
  ? // A part whose fields are all optional (paging, filters) may be left out.
    Record<string, never> extends z.input<T>
    ? { [P in As]?: z.input<T> }
    : { [P in As]: z.input<T> }
  : { [P in As]?: never };

/** What a call of `name` sends: `params` for the path, `query`, `body`, each typed from the table. */
export type ApiInput<N extends ApiName> = InputPart<SchemaOf<N>, 'params', 'params'> &
  InputPart<SchemaOf<N>, 'querystring', 'query'> &
  InputPart<SchemaOf<N>, 'body', 'body'>;

/** What a successful call of `name` answers (its 200 response). */
export type ApiOutput<N extends ApiName> =
  SchemaOf<N> extends { response: { 200: infer T extends z.ZodType } } ? z.output<T> : unknown;

/**
 * A route's method, URL and schema, as the server registers it: `app.route({ ...routeOf(name),
 * handler })`. The operation id in the OpenAPI document is the entry's name.
 */
export function routeOf<N extends ApiName>(name: N) {
  const e: Endpoint = apiEndpoints[name];
  return {
    method: e.method,
    url: e.path,
    schema: { ...e.schema, operationId: name },
  } as unknown as {
    method: ApiEndpoints[N]['method'];
    url: ApiEndpoints[N]['path'];
    schema: SchemaOf<N> & { operationId: N };
  };
}

/** The auth library endpoints the proxy checks, by their path under /api/auth. */
export const authProxyBodies: ReadonlyMap<string, z.ZodType> = new Map(
  Object.values(apiEndpoints as Record<string, Endpoint>)
    .filter((e) => e.proxy === 'auth' && e.schema.body)
    .map((e) => [e.path.slice('/api/auth'.length), e.schema.body!]),
);
