import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the server's logs may carry. Requests are logged as method, path (never the query string)
 * and client address: no headers (cookies), no body. Errors are logged from an allowlist of
 * fields: database errors carry the SQL parameters (resume text, e-mail addresses, messages) in
 * `params` and in the message itself, so those are cut and the message is shortened.
 */

const MAX_MESSAGE = 300;
const MAX_CAUSE_DEPTH = 3;

/** Fields safe to log: codes and identifiers, never values. */
const SAFE_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
] as const;

export function pathOnly(url: string | undefined): string {
  return (url ?? '').split('?')[0]!.slice(0, 500);
}

/** PostgreSQL data exceptions (22xxx) and integrity violations (23xxx) quote the offending value. */
function quotesValues(code: unknown): boolean {
  return typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code);
}

export function safeMessage(message: string, code?: unknown): string {
  // drizzle: "Failed query: <sql>\nparams: <values>"
  let text = message.split(/\nparams:/)[0]!;
  if (quotesValues(code)) text = text.replace(/"[^"]*"/g, '"[redacted]"');
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}… (truncated)` : text;
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error)) {
    return { type: typeof err, message: safeMessage(String(err)), stack: '' };
  }
  const source = err as Error & Record<string, unknown>;
  const type = source.constructor?.name || 'Error';
  const message = safeMessage(source.message ?? '', source.code);
  const out: SerializedError = { type, message, stack: '' };
  for (const field of SAFE_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (typeof source.stack === 'string') {
    // The stack starts with the (unsafe) message; keep only the frames.
    const frames = source.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  if (source.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    out.cause = serializeError(source.cause, depth + 1);
  }
  return out;
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: pathOnly(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function serializeReply(reply: Pick<FastifyReply, 'statusCode'>) {
  return { statusCode: reply.statusCode };
}

export const logSerializers = {
  req: serializeRequest,
  res: serializeReply,
  err: serializeError,
  error: serializeError,
};

const EMAIL_IN_TEXT = /[^\s@"'<>()[\]{},;:]+@[^\s@"'<>()[\]{},;:]+\.[^\s@"'<>()[\]{},;:]+/g;

/** A message with any e-mail address in it masked. */
export const withoutEmails = (text: string) => text.replace(EMAIL_IN_TEXT, '[e-mail]');

type LogLevel = 'error' | 'warn' | 'info' | 'debug';
export type LevelLogger = Record<LogLevel, (fields: object, message: string) => void>;

/**
 * The auth library's logger, routed through the server's: its message with e-mail addresses
 * masked and cut like ours, and of its other arguments only errors, serialised without their
 * SQL parameters (a failed sign-up insert carries the e-mail and name there). Nothing else the
 * library passes (users, request bodies) is written.
 */
export function authLibraryLogger(log: LevelLogger, level: LogLevel) {
  return {
    level,
    log(lvl: LogLevel | 'success', message: string, ...args: unknown[]) {
      const err = args.find((a): a is Error => a instanceof Error);
      const fields = err ? { err: serializeError(err) } : {};
      log[lvl === 'success' ? 'info' : lvl](fields, withoutEmails(safeMessage(String(message))));
    },
  };
}
