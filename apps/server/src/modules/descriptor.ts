import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { UsageCounter } from '@careerforge/contract';
import type { AiProvider, AiTaskDefinitions } from '../ai';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Transact } from '../db/query';
import type { Clock } from '../lib/clock';
import type { ActivityLog, ActivityStats, ActivityType } from './activity/service';
import type { BillingService, Entitlements, UsageSource } from './billing/service';

/**
 * A module as the server sees it: one descriptor in `modules/<name>/index.ts`, listed once in
 * `modules/index.ts`. Everything a tool adds to the shared parts of the server is declared
 * here, from its own folder: its service, its routes, its AI tasks, the activity types it
 * records and what its plan counter counts.
 */

/** What every module is built from. Nothing else reaches a service. */
export interface ModuleDeps {
  db: Db;
  ai: AiProvider;
  config: Config;
  clock: Clock;
  /** The auth library (passwords, sessions), for the account rules. */
  auth: FastifyInstance['auth'];
}

/** The shared dependencies, and the shared services built from them, that a module's service takes. */
export interface ModuleContext extends ModuleDeps {
  transact: Transact;
  /** each service records what the user did in its own transaction; the dashboard reads it */
  activityLog: ActivityLog & ActivityStats;
  billing: BillingService;
  /** the plan's limits, checked before a tool writes */
  entitlements: Entitlements;
  /**
   * Another module's public service, built once from this context and shared: the analytics
   * page reads the application tracker's insights from the tracker's own instance.
   */
  use<Service>(factory: (ctx: ModuleContext) => Service): Service;
}

/** What a module registers besides its service and routes. */
export interface ModuleRegistrations {
  /** its AI tasks, one implementation per provider (the tasks' types in `<name>/ai/types.ts`) */
  ai?: Partial<AiTaskDefinitions>;
  /** the activity types its service records (declared for the compiler in the same file) */
  activities?: readonly ActivityType[];
  /** what each plan counter it meters counts (the counter and its limit are in the contract's plans.ts) */
  meters?: Partial<Record<UsageCounter, UsageSource>>;
}

export interface ModuleSpec<Name extends string, Service> {
  /** the key of its service (`services.<name>`), the module's one name in camelCase */
  name: Name;
  /**
   * builds the module's service from the shared context; a service factory whose dependencies
   * all have their context names (`db`, `ai`, `transact`, `activityLog`, ...) is given as it is
   */
  service: (ctx: ModuleContext) => Service;
  /** its HTTP routes, given the service as plugin options */
  routes?: FastifyPluginAsync<{ service: Service }>;
  /** work once the server is ready (seeding the public content) */
  onReady?: (service: Service) => Promise<unknown>;
}

/** Any module, as the registry iterates them (method syntax: any service type fits). */
export interface AnyModule extends ModuleRegistrations {
  readonly name: string;
  service(ctx: ModuleContext): unknown;
  register(app: FastifyInstance, service: unknown): Promise<void>;
  onReady?(service: unknown): Promise<unknown>;
}

/** A module's descriptor, with its routes' registration bound to its own service type. */
export function defineModule<
  Name extends string,
  Service,
  const Registrations extends ModuleRegistrations = Record<never, never>,
>(spec: ModuleSpec<Name, Service> & Registrations) {
  return {
    ...spec,
    async register(app: FastifyInstance, service: Service): Promise<void> {
      if (spec.routes) await app.register(spec.routes, { service });
    },
  };
}
