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

export async function apiRequest<T>(method: string, path: string, payload?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'include', headers: {} };
  if (payload !== undefined) {
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
    init.body = JSON.stringify(payload);
  }
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

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, payload?: unknown) => apiRequest<T>('POST', path, payload),
  put: <T>(path: string, payload?: unknown) => apiRequest<T>('PUT', path, payload),
  patch: <T>(path: string, payload?: unknown) => apiRequest<T>('PATCH', path, payload),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};

/** A message fit for a toast: the server's words when it gave any. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.detail || fallback;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
