import type { Page } from '../db/query';
import { notFound } from './errors';

/** A saved tool result as its table keeps it: the output, and the request it answered. */
interface SavedRow<Result, Request> {
  id: number;
  createdAt: Date;
  result: Result;
  request: Request;
}

/** What a tool's repository offers for the results it keeps per user. */
interface SavedRepo<Row, Summary> {
  list(userId: string, page?: Page): PromiseLike<Summary[]>;
  get(userId: string, id: number): Promise<Row | undefined>;
  remove(userId: string, id: number): Promise<boolean>;
}

/** The saved results of one tool as the API's contract names them: full and in a list. */
export interface SavedResults<Full, Summary> {
  list(userId: string, page?: Page): Promise<Summary[]>;
  get(userId: string, id: number): Promise<Full>;
  remove(userId: string, id: number): Promise<void>;
}

/** A saved result as the API sends it: the output, with its id, date and request. */
export function savedResultOf<Result extends object, Request>(row: SavedRow<Result, Request>) {
  return {
    ...row.result,
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    request: row.request,
  };
}

/**
 * The saved results a tool keeps for each user (salary analyses, career plans): the list of
 * them, one of them in full, and deleting one. `noun` names one in the not-found error
 * ("Career plan not found."); another user's result is not found either. Typed as
 * `SavedResults<Full, Summary>` where it is used, the compiler checks it against the contract.
 */
export function savedResults<Result extends object, Request, Summary extends { createdAt: Date }>(
  repo: () => SavedRepo<SavedRow<Result, Request>, Summary>,
  noun: string,
) {
  return {
    async list(userId: string, page?: Page) {
      const rows = await repo().list(userId, page);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },

    async get(userId: string, id: number) {
      const row = await repo().get(userId, id);
      if (!row) throw notFound(noun);
      return savedResultOf(row);
    },

    async remove(userId: string, id: number): Promise<void> {
      if (!(await repo().remove(userId, id))) throw notFound(noun);
    },
  };
}

/** The reads and the delete of the items a user keeps in a tool, as the API answers them. */
export interface SavedItems<Item, ListItem> {
  list(userId: string, page?: Page): Promise<ListItem[]>;
  get(userId: string, id: number): Promise<Item>;
  remove(userId: string, id: number): Promise<{ ok: true }>;
}

/**
 * The reads and the delete of the items a user keeps in a tool (saved letters, About drafts,
 * saved resumes) as the API answers them: each row through `toItem` (a listed row through
 * `toListItem`, when the list reads fewer columns); a missing item, or another user's, is
 * `noun` not found.
 */
export function savedItems<Row, Item>(
  repo: SavedRepo<Row, Row>,
  noun: string,
  toItem: (row: Row) => Item,
): SavedItems<Item, Item>;
export function savedItems<Row, Item, ListRow, ListItem>(
  repo: SavedRepo<Row, ListRow>,
  noun: string,
  toItem: (row: Row) => Item,
  toListItem: (row: ListRow) => ListItem,
): SavedItems<Item, ListItem>;
export function savedItems(
  repo: SavedRepo<unknown, unknown>,
  noun: string,
  toItem: (row: unknown) => unknown,
  toListItem = toItem,
): SavedItems<unknown, unknown> {
  return {
    list: async (userId, page) => (await repo.list(userId, page)).map(toListItem),

    async get(userId, id) {
      const row = await repo.get(userId, id);
      if (!row) throw notFound(noun);
      return toItem(row);
    },

    async remove(userId, id) {
      if (!(await repo.remove(userId, id))) throw notFound(noun);
      return { ok: true as const };
    },
  };
}

/**
 * A kept text's row as the fields its answer opens with (the contract's `keptTextFields`).
 * Add the rest with `Object.assign(keptTextOf(row), {...})`, not a spread at the head of a
 * literal: on Node 20, `{ ...keptTextOf(row), a, b, ... }` takes V8's slow path, about 15 µs a
 * row against 1.4 µs, which was a third of a saved-resume list read.
 */
export const keptTextOf = (row: {
  id: number;
  title: string;
  content: string;
  companyName: string | null;
  jobTitle: string | null;
}) => ({
  id: row.id,
  title: row.title,
  content: row.content,
  companyName: row.companyName,
  jobTitle: row.jobTitle,
});
