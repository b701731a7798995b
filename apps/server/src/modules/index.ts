import type { FastifyInstance } from 'fastify';
import type { UsageCounter } from '@careerforge/contract';
import { aiProvider, localProvider, type AiTaskDefinitions, type AiTasks } from '../ai';
import type { Config } from '../config';
import { transactor } from '../db/query';
import { accessTokensModule } from './access-tokens';
import { accountModule } from './account';
import { activityLog, type ActivityType } from './activity/service';
import { analyticsModule } from './analytics';
import { applicationTrackerModule } from './application-tracker';
import { billingModule } from './billing';
import { billingService, type UsageSource, type UsageSources } from './billing/service';
import { stripeGateway } from './billing/stripe';
import { careerPlannerModule } from './career-planner';
import { contentModule } from './content';
import { coverLetterModule } from './cover-letter';
import { dashboardModule } from './dashboard';
import type { AnyModule, ModuleContext, ModuleDeps } from './descriptor';
import { inboxModule } from './inbox';
import { interviewArenaModule } from './interview-arena';
import { jobImportModule } from './job-import';
import { linkedinModule } from './linkedin';
import { mcpModule } from './mcp';
import { resumeBuilderModule } from './resume-builder';
import { resumeLabModule } from './resume-lab';
import { resumesModule } from './resumes';
import { salaryNegotiatorModule } from './salary-negotiator';
import { telemetryModule } from './telemetry';

export type { ModuleContext, ModuleDeps } from './descriptor';

/**
 * Every module, once, in the order their routes are registered. A new module adds its
 * descriptor (`modules/<name>/index.ts`) here: its service, routes, AI tasks, activity types and
 * plan meters are all read from it.
 */
export const MODULES = [
  resumesModule,
  resumeLabModule,
  coverLetterModule,
  linkedinModule,
  salaryNegotiatorModule,
  careerPlannerModule,
  dashboardModule,
  contentModule,
  inboxModule,
  telemetryModule,
  accountModule,
  accessTokensModule,
  mcpModule,
  billingModule,
  resumeBuilderModule,
  interviewArenaModule,
  applicationTrackerModule,
  analyticsModule,
  jobImportModule,
] as const;

type Module = (typeof MODULES)[number];
const modules: readonly AnyModule[] = MODULES;

/** Every module's service by the module's name. */
export type Services = { [M in Module as M['name']]: ReturnType<M['service']> };

/** Every AI task, as the modules registered them. */
export const aiTasks = Object.assign({}, ...modules.map((m) => m.ai)) as AiTaskDefinitions;

/** What each plan counter counts, gathered from the modules that meter it. */
export const usageMeters: UsageSources = modules.reduce<Record<string, UsageSource[]>>((all, m) => {
  for (const [counter, source] of Object.entries(m.meters ?? {}))
    if (source) (all[counter] ??= []).push(source);
  return all;
}, {});

/** The AI provider the configuration asks for, answering every module's tasks. */
export const createAiProvider = (config: Config) => aiProvider(config, aiTasks);
/** The offline provider (the built-in engine), for benchmarks and tests. */
export const createLocalProvider = () => localProvider(aiTasks);

/* The compiler holds the registrations to the declarations: a task, an activity type or a plan
 * counter declared in a module but missing from every descriptor above fails here, by name. */
type Keys<T> = T extends unknown ? keyof T : never;
/** A field of the modules that give it (a module without AI tasks has no `ai`). */
type Given<K extends string> = Module extends infer M
  ? M extends Record<K, infer V>
    ? V
    : never
  : never;
type Missing<Declared, Listed> = [Exclude<Declared, Listed>] extends [never]
  ? true
  : Exclude<Declared, Listed>;
const everyAiTaskRegistered: Missing<keyof AiTasks, Keys<Given<'ai'>>> = true;
const everyActivityTypeListed: Missing<ActivityType, Given<'activities'>[number]> = true;
const everyCounterMetered: Missing<UsageCounter, Keys<Given<'meters'>>> = true;
void [everyAiTaskRegistered, everyActivityTypeListed, everyCounterMetered];

/** The shared context every module's service is built from. */
function moduleContext(deps: ModuleDeps): ModuleContext {
  const { db, config, clock } = deps;
  const transact = transactor(db);
  const billing = billingService({
    db,
    transact,
    billing: config.billing,
    clock,
    gateway: config.billing.mode === 'stripe' ? stripeGateway(config.billing) : null,
    meters: usageMeters,
  });
  const shared = new Map<unknown, unknown>();
  const ctx: ModuleContext = {
    ...deps,
    transact,
    activityLog: activityLog({ db }),
    billing,
    entitlements: billing.entitlements,
    use(factory) {
      if (!shared.has(factory)) shared.set(factory, factory(ctx));
      return shared.get(factory) as ReturnType<typeof factory>;
    },
  };
  return ctx;
}

/** Builds every module's service and registers its routes, each with its service as options. */
export async function registerModules(app: FastifyInstance, deps: ModuleDeps): Promise<Services> {
  const ctx = moduleContext(deps);
  const services: Record<string, unknown> = {};
  for (const m of modules) {
    const service = (services[m.name] = m.service(ctx));
    const onReady = m.onReady?.bind(m);
    if (onReady)
      app.addHook('onReady', async () => {
        await onReady(service);
      });
    await m.register(app, service);
  }
  return services as Services;
}
