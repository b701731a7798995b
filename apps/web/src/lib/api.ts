import {
  apiPath,
  apiRoutes,
  type ApiInput,
  type ApiName,
  type ApiOutput,
} from '@careerforge/contract';

/** The one HTTP client: credentials always, JSON only when there is a payload. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's own words, from {"error":{"message"}} when present. */
    readonly detail: string,
    readonly code: string | undefined,
    readonly fields: Record<string, string> | undefined,
    bodyText: string,
    statusText: string,
  ) {
    // The message is the status code, a colon, a space, then the body text (or status text).
    super(`${status}: ${bodyText || statusText}`);
  }
}

/** Per-call transport options. */
export interface CallOptions {
  /** Let the request outlive the page (usage analytics sent as a page closes). */
  keepalive?: boolean;
  signal?: AbortSignal;
}

/**
 * The transport under `api.call`: one request, its answer parsed (JSON by content type) or an
 * ApiError. Features call endpoints by name through `api.call`, never a path by hand.
 */
export async function apiRequest<T>(
  method: string,
  path: string,
  payload?: unknown,
  options: CallOptions = {},
): Promise<T> {
  const init: RequestInit = { method, credentials: 'include', headers: {} };
  if (payload !== undefined) {
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
    init.body = JSON.stringify(payload);
  }
  if (options.keepalive) init.keepalive = true;
  if (options.signal) init.signal = options.signal;
  const res = await fetch(path, init);
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    let detail = res.statusText;
    let code: string | undefined;
    let fields: Record<string, string> | undefined;
    try {
      const body = JSON.parse(text) as {
        error?: { message?: string; code?: string; fields?: Record<string, string> };
      };
      detail = body.error?.message ?? detail;
      code = body.error?.code;
      fields = body.error?.fields;
    } catch {
      if (text) detail = text;
    }
    throw new ApiError(res.status, detail, code, fields, text, res.statusText);
  }
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

/** The input argument is optional only for endpoints that take nothing required. */
type CallArgs<N extends ApiName> =
  Record<string, never> extends ApiInput<N>
    ? [input?: ApiInput<N>, options?: CallOptions]
    : [input: ApiInput<N>, options?: CallOptions];

interface LooseInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/**
 * Calls an endpoint of the contract's request table by name: its method and path come from the
 * table, and the path parameters, query and body it takes and the answer it gives are typed from
 * the table's schemas.
 */
function call<N extends ApiName>(name: N, ...[input, options]: CallArgs<N>): Promise<ApiOutput<N>> {
  const { params, query, body } = (input ?? {}) as LooseInput;
  return apiRequest<ApiOutput<N>>(
    apiRoutes[name].method,
    apiPath(name, params, query),
    body,
    options,
  );
}

/** The URL of an endpoint, for links and navigations (sign-in redirects, file downloads). */
function url<N extends ApiName>(name: N, input?: Pick<LooseInput, 'params' | 'query'>): string {
  return apiPath(name, input?.params, input?.query);
}

export const api = { call, url };

/** A message fit for a toast: the server's words when it gave any. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.detail || fallback;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
