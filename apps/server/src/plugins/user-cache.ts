import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../lib/clock';
import { compressText, encodingFor, type Encoding } from '../lib/compression';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * The signed-in user's answer to a read call, served from memory while the user's data
     * version is unchanged (the database raises it on every write the answer depends on) and
     * the day is the same; otherwise `compute` runs and its answer, serialized once by the
     * route's response schema, is kept. `key` names the call and everything else it reads
     * (its query); the user is always part of the key. Only for routes behind requireUser.
     * Resolves to the JSON text to send (or, when the request accepts it, that text compressed
     * once and kept beside it), typed as the answer so the route keeps its check.
     */
    cachedForUser<T>(key: string, compute: () => Promise<T>): Promise<T>;
  }
}

interface Entry {
  version: number;
  day: string;
  body: string;
  /** The body's size in UTF-8, measured once. */
  bytes: number;
  /** The body compressed, by encoding, made on the first read that asks for each. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

const entrySize = (entry: Entry) =>
  entry.body.length * 2 + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);

/** Memory for kept answers, all users together; the least recently used go first. */
export const USER_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** An answer is recomputed at least this often, whatever the data version says. */
export const USER_CACHE_TTL_MS = 5 * 60_000;

export const userCachePlugin = fp(
  async (app: FastifyInstance, opts: { clock: Clock; enabled: boolean }) => {
    const cache = new LRUCache<string, Entry>({
      maxSize: USER_CACHE_MAX_BYTES,
      sizeCalculation: (entry, key) => entrySize(entry) + key.length * 2 + 64,
      ttl: USER_CACHE_TTL_MS,
    });

    app.decorateReply('cachedForUser', async function cachedForUser<
      T,
    >(this: FastifyReply, key: string, compute: () => Promise<T>): Promise<T> {
      const request: FastifyRequest = this.request;
      const version = request.dataVersion;
      const day = opts.clock().toISOString().slice(0, 10);
      const id = `${request.user.id}\u0000${key}`;
      this.type('application/json; charset=utf-8');
      const hit = cache.get(id);
      let entry: Entry;
      if (hit && hit.version === version && hit.day === day) entry = hit;
      else {
        const body = String(this.serialize(await compute()));
        entry = { version, day, body, bytes: Buffer.byteLength(body), encoded: {} };
        if (opts.enabled) cache.set(id, entry);
      }
      // Compressed here, once per kept answer, in one call: the compression plugin passes an
      // answer that has its encoding through, and would otherwise compress it on every read.
      const encoding = encodingFor(request, entry.bytes);
      if (!encoding) return entry.body as T;
      let encoded = entry.encoded[encoding];
      if (!encoded) {
        encoded = entry.encoded[encoding] = compressText(entry.body, encoding);
        // stored again so the memory it takes counts the compressed copy
        if (opts.enabled && cache.get(id) === entry) cache.set(id, entry);
      }
      const vary = this.getHeader('vary');
      this.header('content-encoding', encoding);
      this.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      return encoded as T;
    });
  },
);
