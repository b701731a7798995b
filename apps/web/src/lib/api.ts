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
 * The ApiError of a non-OK answer, from the error body every endpoint answers with
 * ({"error":{"message","code","fields"}}), or from the answer's text or status when it is not
 * such a body.
 */
async function apiErrorOf(res: Response): Promise<ApiError> {
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
  return new ApiError(res.status, detail, code, fields, text, res.statusText);
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
  // a file goes as multipart/form-data (the browser writes the boundary); anything else as JSON
  if (payload instanceof FormData) init.body = payload;
  else if (payload !== undefined) {
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
    init.body = JSON.stringify(payload);
  }
  if (options.keepalive) init.keepalive = true;
  if (options.signal) init.signal = options.signal;
  const res = await fetch(path, init);
  if (!res.ok) throw await apiErrorOf(res);
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
function call<N extends ApiName>(name: N, ...args: CallArgs<N>): Promise<ApiOutput<N>>;
// The implementation reads the input loosely: the typed signature above is what callers see.
function call(name: ApiName, input?: unknown, options?: CallOptions): Promise<unknown> {
  const { params, query, body } = (input ?? {}) as LooseInput;
  return apiRequest(apiRoutes[name].method, apiPath(name, params, query), body, options);
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

/** A file answered by an endpoint: its bytes and the name the server gave it, if any. */
export interface ApiFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a Content-Disposition header (filename*=UTF-8'' first, then filename=). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* a malformed escape: fall back to the plain name */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || null;
}

/**
 * Calls an endpoint that answers a file (a PDF or DOCX export) by name, like `api.call`, and
 * gives its bytes as a Blob. A non-OK answer throws the same ApiError as `api.call`.
 */
export async function callFile<N extends ApiName>(name: N, ...args: CallArgs<N>): Promise<ApiFile>;
export async function callFile(
  name: ApiName,
  input?: unknown,
  options?: CallOptions,
): Promise<ApiFile> {
  const { params, query, body } = (input ?? {}) as LooseInput;
  const init: RequestInit = { method: apiRoutes[name].method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  if (options?.signal) init.signal = options.signal;
  const res = await fetch(apiPath(name, params, query), init);
  if (!res.ok) throw await apiErrorOf(res);
  return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('content-disposition')) };
}
