import {
  routeOf,
  type ApiEndpoints,
  type ApiOutput,
  type CareerPlan,
  type CareerPlanSummary,
  type CreateSavedCoverLetterData,
  type CreateSavedLinkedinData,
  type SalaryAnalysis,
  type SalaryAnalysisSummary,
  type SavedCoverLetter,
  type SavedLinkedin,
  type SavedResume,
  type SavedResumeListItem,
  type UpdateSavedCoverLetterData,
  type UpdateSavedLinkedinData,
} from '@careerforge/contract';
import type { Page } from '../db/query';
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { tooManyRequests } from './errors';
import { perUserRateLimit } from './rate-limit';
import type { SavedResults } from './saved-results';

const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** The app as routes declare themselves on it: bodies, queries and replies typed by the contract. */
export type ContractRoutes = ReturnType<typeof typed>;

/**
 * A plugin of routes for the signed-in user only: a request without a session or token gets
 * its 401 before any handler runs. `register` declares the routes on `r`; `app` is there for
 * the plugin's own hooks and parsers.
 */
export function signedInRoutes<Options extends FastifyPluginOptions>(
  register: (r: ContractRoutes, options: Options, app: FastifyInstance) => void,
): FastifyPluginAsync<Options> {
  return async (app, options) => {
    app.addHook('onRequest', app.requireUser);
    register(typed(app), options, app);
  };
}

/**
 * A plugin of routes anyone may call, signed in or not (a route that wants the user asks for
 * it). `register` declares the routes on `r`; `app` is there for the plugin's own hooks.
 */
export function publicRoutes<Options extends FastifyPluginOptions>(
  register: (r: ContractRoutes, options: Options, app: FastifyInstance) => void,
): FastifyPluginAsync<Options> {
  return async (app, options) => register(typed(app), options, app);
}

/** A handler's answer for work that has nothing to send back: `{ ok: true }` once it is done. */
export const okAfter = async (work: Promise<unknown>) => {
  await work;
  return { ok: true as const };
};

/** A route's `config` limiting it to `max` requests a minute per user: see `perUserRateLimit`. */
export const perUser = (name: string, max: number) => ({ rateLimit: perUserRateLimit(name, max) });

/** A route's `config` limiting it to `max` requests a minute per client address. */
export const perClientPerMinute = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: 60_000,
    errorResponseBuilder: () =>
      tooManyRequests('Too many requests. Please wait a minute and try again.'),
  },
});

/** The tools whose saved results are listed, read and deleted as `<tool>.list|get|remove`. */
interface SavedResultTools {
  career: SavedResults<CareerPlan, CareerPlanSummary>;
  salary: SavedResults<SalaryAnalysis, SalaryAnalysisSummary>;
}

/**
 * The routes of a tool's saved results: a page of them, one in full and deleting one, each the
 * signed-in user's own (see `savedResults`).
 */
export function savedResultRoutes<T extends keyof SavedResultTools>(
  r: ContractRoutes,
  tool: T,
  saved: SavedResultTools[T],
): void;
export function savedResultRoutes(
  r: ContractRoutes,
  tool: keyof SavedResultTools,
  saved: SavedResultTools[keyof SavedResultTools],
) {
  r.route({
    ...routeOf(`${tool}.list`),
    handler: async (req) => saved.list(req.user.id, req.query),
  });
  r.route({
    ...routeOf(`${tool}.get`),
    handler: async (req) => saved.get(req.user.id, req.params.id),
  });
  r.route({
    ...routeOf(`${tool}.remove`),
    handler: async (req) => okAfter(saved.remove(req.user.id, req.params.id)),
  });
}

/** How a tool reads the items a user keeps in it (see `savedItems`). */
interface SavedItemReads<Item, ListItem = Item> {
  list(userId: string, page?: Page): Promise<ListItem[]>;
  get(userId: string, id: number): Promise<Item>;
}

/** The kept items read as `<kind>.list` and `<kind>.get`. */
interface SavedItemKinds {
  savedCoverLetters: SavedItemReads<SavedCoverLetter>;
  savedLinkedin: SavedItemReads<SavedLinkedin>;
  savedResumes: SavedItemReads<SavedResume, SavedResumeListItem>;
}

/**
 * The two read routes of the items a user keeps (a page of them, one by id); with `cached` the
 * list is kept per user until their data changes (see `cachedForUser`).
 */
export function savedItemReadRoutes<K extends keyof SavedItemKinds>(
  r: ContractRoutes,
  kind: K,
  saved: SavedItemKinds[K],
  options?: { cached?: boolean },
): void;
export function savedItemReadRoutes(
  r: ContractRoutes,
  kind: keyof SavedItemKinds,
  saved: SavedItemKinds[keyof SavedItemKinds],
  { cached = false } = {},
) {
  type Items = Awaited<ReturnType<typeof saved.list>>;
  r.route({
    ...routeOf(`${kind}.list`),
    handler: async (req, reply) => {
      const list = (): Promise<Items> => saved.list(req.user.id, req.query);
      return cached
        ? reply.cachedForUser(`${kind}.list ${JSON.stringify(req.query)}`, list)
        : list();
    },
  });
  r.route({
    ...routeOf(`${kind}.get`),
    handler: async (req) => saved.get(req.user.id, req.params.id),
  });
}

/** How a tool writes the items a user keeps in it. */
interface SavedItemWrites<Create, Update, Item> {
  create(userId: string, body: Create): Promise<Item>;
  update(userId: string, id: number, patch: Update): Promise<Item>;
  remove(userId: string, id: number): Promise<{ ok: true }>;
}

/** The kept items written as `<kind>.create`, `<kind>.update` and `<kind>.remove`. */
interface SavedItemWriteKinds {
  savedCoverLetters: SavedItemWrites<
    CreateSavedCoverLetterData,
    UpdateSavedCoverLetterData,
    SavedCoverLetter
  >;
  savedLinkedin: SavedItemWrites<CreateSavedLinkedinData, UpdateSavedLinkedinData, SavedLinkedin>;
}
type AnySavedItemWrites = SavedItemWrites<
  CreateSavedCoverLetterData | CreateSavedLinkedinData,
  UpdateSavedCoverLetterData | UpdateSavedLinkedinData,
  SavedCoverLetter | SavedLinkedin
>;

/** The three write routes of the items a user keeps: saving one, editing it, deleting it. */
export function savedItemWriteRoutes<K extends keyof SavedItemWriteKinds>(
  r: ContractRoutes,
  kind: K,
  saved: SavedItemWriteKinds[K],
): void;
export function savedItemWriteRoutes(
  r: ContractRoutes,
  kind: keyof SavedItemWriteKinds,
  saved: AnySavedItemWrites,
) {
  r.route({
    ...routeOf(`${kind}.create`),
    handler: async (req) => saved.create(req.user.id, req.body),
  });
  r.route({
    ...routeOf(`${kind}.update`),
    handler: async (req) => saved.update(req.user.id, req.params.id, req.body),
  });
  r.route({
    ...routeOf(`${kind}.remove`),
    handler: async (req) => saved.remove(req.user.id, req.params.id),
  });
}

/** The lists kept per user, one answer per query, until the user's data changes. */
type CachedListName =
  'applications.list' | 'coverLetters.list' | 'interviews.list' | 'resumes.list';
type ListQuery<N extends CachedListName> = z.output<ApiEndpoints[N]['schema']['querystring']>;
type ListAnswers = { [N in CachedListName]: ApiOutput<N> };

/**
 * The route of a list the signed-in user reads often: its answer is kept per user and query
 * until their data changes (see `cachedForUser`).
 */
export function cachedListRoute<N extends CachedListName>(
  r: ContractRoutes,
  name: N,
  list: (userId: string, query: ListQuery<N>) => Promise<ListAnswers[N]>,
): void;
export function cachedListRoute(
  r: ContractRoutes,
  name: CachedListName,
  list: (userId: string, query: ListQuery<CachedListName>) => Promise<ListAnswers[CachedListName]>,
) {
  r.route({
    ...routeOf(name),
    handler: async (req, reply) =>
      reply.cachedForUser(`${name} ${JSON.stringify(req.query)}`, () =>
        list(req.user.id, req.query),
      ),
  });
}
