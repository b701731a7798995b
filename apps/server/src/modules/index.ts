import type { FastifyInstance } from 'fastify';
import type { AiProvider } from '../ai';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { transactor } from '../db/query';
import type { Clock } from '../lib/clock';
import { accessTokenRoutes } from './access-tokens/routes';
import { accessTokensService } from './access-tokens/service';
import { accountRoutes } from './account/routes';
import { mcpRoutes } from './mcp/routes';
import { authPort } from './account/auth-port';
import { accountRepo } from './account/repo';
import { accountService } from './account/service';
import { activityLog } from './activity/service';
import { billingRoutes } from './billing/routes';
import { billingService } from './billing/service';
import { resumeBuilderRoutes } from './resume-builder/routes';
import { resumeBuilderService } from './resume-builder/service';
import { stripeGateway } from './billing/stripe';
import { analyticsRoutes } from './analytics/routes';
import { analyticsService } from './analytics/service';
import { applicationTrackerRoutes } from './application-tracker/routes';
import { applicationTrackerService } from './application-tracker/service';
import { contentRoutes } from './content/routes';
import { contentService } from './content/service';
import { coverLetterRoutes } from './cover-letter/routes';
import { coverLetterService } from './cover-letter/service';
import { dashboardRoutes } from './dashboard/routes';
import { dashboardService } from './dashboard/service';
import { inboxRoutes } from './inbox/routes';
import { interviewArenaRoutes } from './interview-arena/routes';
import { jobImportRoutes } from './job-import/routes';
import { jobImportService } from './job-import/service';
import { interviewArenaService } from './interview-arena/service';
import { transcriber } from './interview-arena/transcribe';
import { inboxService } from './inbox/service';
import { resumeLabRoutes } from './resume-lab/routes';
import { linkedinRoutes } from './linkedin/routes';
import { linkedinService } from './linkedin/service';
import { resumeLabService } from './resume-lab/service';
import { resumeRoutes } from './resumes/routes';
import { resumesService } from './resumes/service';
import { salaryNegotiatorRoutes } from './salary-negotiator/routes';
import { salaryNegotiatorService } from './salary-negotiator/service';
import { careerPlannerRoutes } from './career-planner/routes';
import { careerPlannerService } from './career-planner/service';
import { telemetryRoutes } from './telemetry/routes';
import { telemetryRepo } from './telemetry/repo';
import { telemetryService } from './telemetry/service';

/** What every module is built from. Nothing else reaches a service. */
export interface ModuleDeps {
  db: Db;
  ai: AiProvider;
  config: Config;
  clock: Clock;
  /** The auth library (passwords, sessions), for the account rules. */
  auth: FastifyInstance['auth'];
}

/**
 * Builds every service from the shared dependencies: the one place that knows which service
 * needs what. A new module adds its service here and its routes in `registerModules`.
 */
export function buildServices({ db, ai, config, clock, auth }: ModuleDeps) {
  const transact = transactor(db);
  const activities = activityLog({ db });
  const billing = billingService({
    db,
    transact,
    billing: config.billing,
    clock,
    gateway: config.billing.mode === 'stripe' ? stripeGateway(config.billing) : null,
  });
  const applicationTracker = applicationTrackerService({
    db,
    transact,
    activityLog: activities,
    clock,
    entitlements: billing.entitlements,
  });
  return {
    activities,
    billing,
    resumes: resumesService({ db, transact, activityLog: activities }),
    resumeLab: resumeLabService({
      ai,
      transact,
      activityLog: activities,
      entitlements: billing.entitlements,
    }),
    coverLetter: coverLetterService({
      ai,
      db,
      transact,
      activityLog: activities,
      clock,
      entitlements: billing.entitlements,
    }),
    linkedin: linkedinService({ ai, db, transact, activityLog: activities }),
    salaryNegotiator: salaryNegotiatorService({ ai, db, transact, activityLog: activities }),
    careerPlanner: careerPlannerService({ ai, db, transact, activityLog: activities }),
    dashboard: dashboardService({ activities, clock }),
    content: contentService({ db, sampleContent: config.sampleContent }),
    inbox: inboxService({ db }),
    telemetry: telemetryService({ repo: telemetryRepo(db) }),
    accessTokens: accessTokensService({ db, clock }),
    account: accountService({ repo: accountRepo(db), auth: authPort(auth), now: clock }),
    interviewArena: interviewArenaService({
      db,
      ai,
      transact,
      activityLog: activities,
      clock,
      transcriber: transcriber(config.transcribe),
      entitlements: billing.entitlements,
    }),
    resumeBuilder: resumeBuilderService({
      db,
      transact,
      activityLog: activities,
      entitlements: billing.entitlements,
    }),
    applicationTracker,
    jobImport: jobImportService({ allowPrivate: config.jobImport.allowPrivate }),
    analytics: analyticsService({
      db,
      clock,
      insights: (userId) => applicationTracker.insights(userId),
    }),
  };
}
export type Services = ReturnType<typeof buildServices>;

/** Registers every module's routes, each with its service passed in as plugin options. */
export async function registerModules(app: FastifyInstance, deps: ModuleDeps) {
  const services = buildServices(deps);
  app.addHook('onReady', () => services.content.seed());

  await app.register(resumeRoutes, { service: services.resumes });
  await app.register(resumeLabRoutes, { service: services.resumeLab });
  await app.register(coverLetterRoutes, { service: services.coverLetter });
  await app.register(linkedinRoutes, { service: services.linkedin });
  await app.register(salaryNegotiatorRoutes, { service: services.salaryNegotiator });
  await app.register(careerPlannerRoutes, { service: services.careerPlanner });
  await app.register(dashboardRoutes, { service: services.dashboard });
  await app.register(contentRoutes, { service: services.content });
  await app.register(inboxRoutes, { service: services.inbox });
  await app.register(telemetryRoutes, { service: services.telemetry });
  await app.register(accountRoutes, { service: services.account });
  await app.register(accessTokenRoutes, { service: services.accessTokens });
  await app.register(mcpRoutes);
  await app.register(billingRoutes, { service: services.billing });
  await app.register(resumeBuilderRoutes, { service: services.resumeBuilder });
  await app.register(interviewArenaRoutes, { service: services.interviewArena });
  await app.register(applicationTrackerRoutes, { service: services.applicationTracker });
  await app.register(analyticsRoutes, { service: services.analytics });
  await app.register(jobImportRoutes, { service: services.jobImport });
  return services;
}
