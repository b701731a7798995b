/**
 * Route-walking fuzz: every operation of the OpenAPI document, every endpoint of the auth library
 * behind /api/auth/* (hidden from the document) and the hidden server routes, signed out and
 * signed in, get malformed input derived from their own request schemas: NUL bytes and lone
 * surrogates in every string field and query parameter, JSON nested 5,000 levels deep, ids out of
 * range, strings over every cap, wrong types, empty and malformed bodies, wrong content types.
 * Nothing may answer 5xx, and the server must keep answering. A route added later is walked
 * without touching this file: its fields come from the document.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiEndpoints, authProxyBodies, type Endpoint } from '@careerforge/contract';
import { ORIGIN, cookieFrom, randomIp, useApp } from './helpers';

/* ---------- The request schemas, as JSON Schema ---------- */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  nullable?: boolean;
  required?: string[];
}

interface OpenApiParameter {
  name: string;
  in: string;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface Param {
  name: string;
  in: 'query' | 'path';
  schema: JsonSchema;
}

interface Operation {
  method: string;
  /** With `{name}` for each path parameter. */
  path: string;
  params: Param[];
  body?: JsonSchema;
  source: 'openapi' | 'auth' | 'hidden';
  /** The body schema is the contract's (walked in depth), not only the auth library's. */
  contract?: boolean;
}

/** The auth endpoints the web app uses and the common ones: all must be found and walked. */
const REQUIRED_AUTH_ENDPOINTS = [
  'POST /sign-up/email',
  'POST /sign-in/email',
  'POST /sign-out',
  'POST /update-user',
  'POST /change-password',
  'POST /request-password-reset',
  'POST /reset-password',
  'GET /list-sessions',
  'POST /revoke-session',
  'GET /get-session',
  'POST /two-factor/enable',
  'POST /two-factor/disable',
  'POST /two-factor/verify-totp',
  'POST /two-factor/verify-backup-code',
  'POST /two-factor/generate-backup-codes',
];

/** Routes kept out of the document on purpose. */
const HIDDEN_ROUTES: Operation[] = [
  { method: 'GET', path: '/api/health', params: [], source: 'hidden' },
  { method: 'GET', path: '/api/docs/json', params: [], source: 'hidden' },
];

const toJsonSchema = (schema: unknown): JsonSchema | undefined => {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return { type: 'object', additionalProperties: true };
  }
};

function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema | undefined {
  let s = schema;
  for (let i = 0; i < 10 && s?.$ref; i++) {
    const name = s.$ref.split('/').pop() ?? '';
    s = doc.components?.schemas?.[name];
  }
  return s;
}

function openApiOperations(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params: Param[] = (op.parameters ?? [])
        .filter((p) => p.in === 'query' || p.in === 'path')
        .map((p) => ({
          name: p.name,
          in: p.in as Param['in'],
          schema: resolve(doc, p.schema) ?? {},
        }));
      const content = op.requestBody?.content ?? {};
      const json = content['application/json'] ?? Object.values(content)[0];
      ops.push({
        method: method.toUpperCase(),
        path,
        params,
        body: resolve(doc, json?.schema),
        source: 'openapi',
      });
    }
  }
  return ops;
}

interface AuthEndpoint {
  path?: string;
  options?: { method?: string | string[]; body?: unknown; query?: unknown; metadata?: unknown };
}

/** Every endpoint the auth library serves under /api/auth, read from the library itself. */
function authOperations(app: FastifyInstance): Operation[] {
  const ops: Operation[] = [];
  for (const endpoint of Object.values(app.auth.api as unknown as Record<string, AuthEndpoint>)) {
    const { path, options } = endpoint ?? {};
    if (typeof path !== 'string' || !options) continue;
    if ((options.metadata as { SERVER_ONLY?: boolean } | undefined)?.SERVER_ONLY) continue;
    const methods = [options.method ?? 'GET'].flat().filter((m) => m === 'GET' || m === 'POST');
    // The proxy enforces the contract's schema where it has one: walk that, else the library's.
    const contractSchema = toJsonSchema(authProxyBodies.get(path));
    const body = contractSchema ?? toJsonSchema(options.body);
    const query = toJsonSchema(options.query);
    const params: Param[] = Object.entries(query?.properties ?? {}).map(([name, schema]) => ({
      name,
      in: 'query',
      schema,
    }));
    const openApiPath = path.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
      params.push({ name, in: 'path', schema: { type: 'string' } });
      return `{${name}}`;
    });
    for (const method of methods) {
      ops.push({
        method,
        path: `/api/auth${openApiPath}`,
        params,
        body: method === 'POST' ? (body ?? { type: 'object' }) : undefined,
        source: 'auth',
        contract: Boolean(contractSchema),
      });
    }
  }
  return ops;
}

/* ---------- Well-formed values, from a schema ---------- */

let counter = 0;
const freshEmail = () => `fuzz-${Date.now().toString(36)}-${counter++}@example.com`;

const branches = (s: JsonSchema) =>
  (s.anyOf ?? s.oneOf ?? []).filter((b) => b.type !== 'null' && !('not' in b));

const types = (s: JsonSchema) => [s.type ?? []].flat();

/** A value the schema accepts, as far as it can tell: the starting point of every mutation. */
function sample(s: JsonSchema | undefined, name = '', depth = 0): unknown {
  if (!s || depth > 6) return 'x';
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const alt = branches(s);
  if (alt.length) return sample(alt[0], name, depth + 1);
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((p) => sample(p, name, depth + 1)));
  const t = types(s).find((x) => x !== 'null') ?? (s.properties ? 'object' : undefined);
  switch (t) {
    case 'string': {
      if (s.format === 'email' || /email/i.test(name)) return freshEmail();
      if (/url|image|redirect/i.test(name)) return '/dashboard';
      // Never the fuzz user's own password: no mutation may change it or delete the account.
      if (/password/i.test(name)) return 'not-the-password-1';
      if (/^fileData$/.test(name)) return 'data:text/plain;base64,aGVsbG8gd29ybGQ=';
      return 'x'.repeat(Math.max(3, s.minLength ?? 0));
    }
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array': {
      const item = Array.isArray(s.items) ? s.items[0] : s.items;
      return [sample(item, name, depth + 1)];
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = sample(v, k, depth + 1);
      return out;
    }
    default:
      return 'x';
  }
}

/* ---------- Malformed inputs ---------- */

const HUGE = 120_000; // over every text cap (resume 50,000, job description 30,000)
const DEEP = 5_000;
const deepArray = '['.repeat(DEEP) + ']'.repeat(DEEP);
const deepObject = '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP);

/** A placeholder replaced by raw JSON text after JSON.stringify (1e400, deep nesting). */
class Raw {
  constructor(readonly text: string) {}
}

function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_k, v: unknown) => {
    if (v instanceof Raw) {
      raws.push(v.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return v;
  });
  return (text ?? '').replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)]!);
}

interface Mutation {
  kind: string;
  /** `undefined` removes the field. */
  value: unknown;
}

const MISSING = Symbol('missing');

const kindsOf = (s: JsonSchema) => {
  const all = [s, ...branches(s)].flatMap(types);
  const unknown = Object.keys(s).filter((k) => k !== 'description').length === 0;
  return {
    text: unknown || all.includes('string'),
    number: all.includes('integer') || all.includes('number'),
    array: all.includes('array'),
  };
};

/**
 * What a field gets, by its type: every field a wrong type, null, nothing and deep nesting; text
 * fields NUL bytes, lone surrogates, blanks and strings over every cap; numbers and ids the values
 * no database column holds.
 */
function mutations(s: JsonSchema, name: string): Mutation[] {
  const kind = kindsOf(s);
  const out: Mutation[] = [
    { kind: 'null', value: null },
    { kind: 'missing', value: MISSING },
    { kind: 'array for a value', value: ['x', 1] },
    { kind: 'object for a value', value: { a: 'x' } },
    { kind: 'boolean', value: true },
    { kind: 'number 1e400', value: new Raw('1e400') },
    { kind: 'nested 5000 deep', value: new Raw(deepArray) },
  ];
  if (kind.text) {
    out.push(
      { kind: 'number for text', value: 12345 },
      { kind: 'NUL byte', value: 'a\u0000b' },
      { kind: 'lone high surrogate', value: '\ud800' },
      { kind: 'lone low surrogate', value: 'x\udc00y' },
      { kind: 'blank', value: '   ' },
      { kind: `huge string (${HUGE})`, value: 'a'.repeat(HUGE) },
    );
    if (s.maxLength !== undefined) {
      out.push({ kind: `over cap (${s.maxLength + 1})`, value: 'a'.repeat(s.maxLength + 1) });
    }
  }
  if (kind.number || /id$/i.test(name)) {
    out.push(
      { kind: 'id 0', value: 0 },
      { kind: 'id -1', value: -1 },
      { kind: 'id 2147483648', value: 2147483648 },
      { kind: 'id 1.5', value: 1.5 },
      { kind: 'id "abc"', value: 'abc' },
      { kind: 'id "2147483648"', value: '2147483648' },
    );
  }
  if (kind.array) {
    out.push(
      { kind: 'NUL in an item', value: ['a\u0000b'] },
      { kind: 'nested arrays', value: [[['x']]] },
      { kind: '10,000 items', value: Array.from({ length: 10_000 }, () => 'x') },
    );
  }
  if (!kind.text && !kind.number && !kind.array) {
    out.push({ kind: 'text for a value', value: 'abc' });
    out.push({ kind: 'object with NUL key', value: { 'a\u0000b': 'x' } });
  }
  return out;
}

/**
 * For the auth library's own endpoints the proxy has no schema for: the library checks types
 * itself; what our layer must stop is every kind once per field.
 */
const LIBRARY_KINDS = new Set([
  'null',
  'number for text',
  'NUL byte',
  'lone high surrogate',
  `huge string (${HUGE})`,
  'nested 5000 deep',
  'number 1e400',
  'id 2147483648',
]);

/** Unknown fields and query parameters: the payloads a guard must catch without a schema. */
const UNEXPECTED: Mutation[] = [
  { kind: 'NUL byte', value: 'a\u0000b' },
  { kind: 'lone high surrogate', value: '\ud800' },
  { kind: 'object with NUL key', value: { 'a\u0000b': 'x' } },
  { kind: 'nested 5000 deep', value: new Raw(deepArray) },
  { kind: `huge string (${HUGE})`, value: 'a'.repeat(HUGE) },
];

/** Field paths to mutate: every property, nested objects and the first item of arrays. */
function fieldPaths(
  s: JsonSchema | undefined,
  prefix: (string | number)[],
  depth: number,
  maxDepth: number,
) {
  const out: { path: (string | number)[]; schema: JsonSchema }[] = [];
  if (!s || depth > maxDepth) return out;
  const alt = branches(s);
  const objectish = [s, ...alt, ...(s.allOf ?? [])];
  const props: Record<string, JsonSchema> = {};
  for (const o of objectish) Object.assign(props, o.properties ?? {});
  for (const [name, child] of Object.entries(props)) {
    const path = [...prefix, name];
    out.push({ path, schema: child });
    for (const c of [child, ...branches(child)]) {
      if (c.properties) out.push(...fieldPaths(c, path, depth + 1, maxDepth));
      if (depth < maxDepth && types(c).includes('array') && c.items && !Array.isArray(c.items)) {
        out.push({ path: [...path, 0], schema: c.items });
      }
    }
  }
  return out;
}

function setAt(base: unknown, path: (string | number)[], value: unknown): unknown {
  const root = (base !== null && typeof base === 'object' ? structuredClone(base) : {}) as Record<
    string | number,
    unknown
  >;
  let node: Record<string | number, unknown> = root;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object') node[key] = typeof key === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1]!;
  if (value === MISSING) delete node[last];
  else node[last] = value;
  return root;
}

interface Case {
  kind: string;
  /** Another method than the operation's. */
  method?: string;
  /** A session cookie of its own (a forged or broken one). */
  cookie?: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

const JSON_TYPE = 'application/json';

const query = (pairs: [string, string][]) =>
  pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : '';

/** Raw (already encoded) values for query and path parameters. */
const RAW_PARAMS: [string, string][] = [
  ['NUL byte', 'a%00b'],
  ['lone surrogate (CESU bytes)', '%ED%A0%80'],
  ['lone surrogate (%u escape)', '%uD800'],
  ['bad percent escape', '%zz'],
  ['id 0', '0'],
  ['id -1', '-1'],
  ['id 2147483648', '2147483648'],
  ['id 1e400', '1e400'],
  ['id "abc"', 'abc'],
  ['id 1.5', '1.5'],
  ['empty', ''],
  ['huge', 'a'.repeat(HUGE)],
];
/** For the auth library's query parameters (it checks their types itself). */
const RAW_LIBRARY = RAW_PARAMS.filter(([kind]) =>
  [
    'NUL byte',
    'lone surrogate (CESU bytes)',
    'bad percent escape',
    'id 2147483648',
    'huge',
  ].includes(kind),
);
/** For a query parameter no schema declares. */
const RAW_UNEXPECTED: [string, string][] = [
  ['NUL byte', 'a%00b'],
  ['lone surrogate (CESU bytes)', '%ED%A0%80'],
  ['huge', 'a'.repeat(HUGE)],
];

/** Session cookies no session was ever issued for. */
const BROKEN_SESSIONS: [string, string][] = [
  ['garbage', 'garbage'],
  ['forged signature', 'abcdefghijklmnopqrstuvwxyz012345.c2lnbmF0dXJl'],
  ['NUL byte', 'a%00b'],
  ['lone surrogate', '%ED%A0%80'],
  ['huge', 'a'.repeat(8_000)],
];

const MULTIPART_BOUNDARY = 'fuzzboundary';
const multipart = (filename: string, content: string) =>
  [
    `--${MULTIPART_BOUNDARY}`,
    `Content-Disposition: form-data; name="file"; filename="${filename}"`,
    'Content-Type: application/pdf',
    '',
    content,
    `--${MULTIPART_BOUNDARY}--`,
    '',
  ].join('\r\n');

function cases(op: Operation, pathValue: (p: Param) => string, sessionCookieName: string): Case[] {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const urlWith = (override: Record<string, string> = {}, q: [string, string][] = []) =>
    op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
      const param = pathParams.find((p) => p.name === name);
      return override[name] ?? (param ? pathValue(param) : '1');
    }) + query(q);
  const url = urlWith();
  const hasBody = op.method !== 'GET';
  const base = hasBody ? sample(op.body) : undefined;
  const baseJson = () => toJson(sample(op.body));
  const out: Case[] = [];
  // A well-formed request, so a route that only fails on good input is caught too.
  out.push({
    kind: 'well-formed',
    url,
    ...(hasBody ? { payload: baseJson(), contentType: JSON_TYPE } : {}),
  });
  if (op.method === 'GET') out.push({ kind: 'HEAD', method: 'HEAD', url });
  out.push({ kind: 'undeclared method', method: op.method === 'PATCH' ? 'PUT' : 'PATCH', url });
  for (const [kind, value] of BROKEN_SESSIONS) {
    out.push({
      kind: `session cookie: ${kind}`,
      cookie: `${sessionCookieName}=${value}`,
      url,
      ...(hasBody ? { payload: baseJson(), contentType: JSON_TYPE } : {}),
    });
  }

  for (const p of pathParams) {
    for (const [kind, raw] of RAW_PARAMS) {
      out.push({
        kind: `path ${p.name}: ${kind}`,
        url: urlWith({ [p.name]: raw }),
        ...(hasBody ? { payload: baseJson(), contentType: JSON_TYPE } : {}),
      });
    }
  }

  for (const p of queryParams) {
    for (const [kind, raw] of op.source === 'auth' ? RAW_LIBRARY : RAW_PARAMS) {
      out.push({ kind: `query ${p.name}: ${kind}`, url: urlWith({}, [[p.name, raw]]) });
    }
    out.push({
      kind: `query ${p.name}: repeated`,
      url: urlWith({}, [
        [p.name, '1'],
        [p.name, '2'],
      ]),
    });
    out.push({
      kind: `query ${p.name}: bracket object`,
      url: urlWith({}, [[`${p.name}[a]`, '1']]),
    });
    if (p.schema.maxLength !== undefined) {
      out.push({
        kind: `query ${p.name}: over cap`,
        url: urlWith({}, [[p.name, 'a'.repeat(p.schema.maxLength + 1)]]),
      });
    }
  }
  for (const [kind, raw] of RAW_UNEXPECTED) {
    out.push({ kind: `query unexpected: ${kind}`, url: urlWith({}, [['unexpected', raw]]) });
  }
  out.push({ kind: 'query: NUL key', url: urlWith({}, [['%00', '1']]) });
  out.push({ kind: 'query: __proto__', url: urlWith({}, [['__proto__', 'x']]) });
  out.push({ kind: 'query: deep brackets', url: urlWith({}, [[`x${'[a]'.repeat(DEEP)}`, '1']]) });

  if (!hasBody) return out;

  const libraryOnly = op.source === 'auth' && !op.contract;
  for (const field of fieldPaths(op.body, [], 0, libraryOnly ? 0 : 3)) {
    for (const m of mutations(field.schema, String(field.path[field.path.length - 1]))) {
      if (libraryOnly && !LIBRARY_KINDS.has(m.kind)) continue;
      out.push({
        kind: `body ${field.path.join('.')}: ${m.kind}`,
        url,
        payload: toJson(setAt(sample(op.body), field.path, m.value)),
        contentType: JSON_TYPE,
      });
    }
  }
  // Unknown fields carrying the same payloads.
  for (const m of UNEXPECTED) {
    out.push({
      kind: `body unexpected field: ${m.kind}`,
      url,
      payload: toJson(setAt(base ?? {}, ['unexpected'], m.value)),
      contentType: JSON_TYPE,
    });
  }

  const bodies: [string, string | Buffer, string | undefined][] = [
    ['no body', '', undefined],
    ['empty JSON body', '', JSON_TYPE],
    ['malformed JSON (truncated)', '{"a":', JSON_TYPE],
    ['malformed JSON (bare key)', '{a:1}', JSON_TYPE],
    ['malformed JSON (NUL)', '\u0000', JSON_TYPE],
    ['malformed JSON (unclosed deep)', '['.repeat(DEEP), JSON_TYPE],
    ['array 5000 deep', deepArray, JSON_TYPE],
    ['object 5000 deep', deepObject, JSON_TYPE],
    ['top-level null', 'null', JSON_TYPE],
    ['top-level array', '[]', JSON_TYPE],
    ['top-level string', '"x"', JSON_TYPE],
    ['top-level number', '1e400', JSON_TYPE],
    ['top-level lone surrogate', '"\\ud800"', JSON_TYPE],
    ['__proto__ key', '{"__proto__":{"isAdmin":true}}', JSON_TYPE],
    ['constructor.prototype', '{"constructor":{"prototype":{"isAdmin":true}}}', JSON_TYPE],
    ['NUL key', '{"\\u0000":1}', JSON_TYPE],
    ['lone surrogate key', '{"\\ud800":1}', JSON_TYPE],
    [
      'CESU-8 bytes (raw lone surrogate)',
      Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
      JSON_TYPE,
    ],
    ['invalid UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), JSON_TYPE],
    ['UTF-16 charset', base === undefined ? '{}' : baseJson(), 'application/json; charset=utf-16'],
    ['text/plain', base === undefined ? '{}' : baseJson(), 'text/plain'],
    ['form-urlencoded', 'a=b&c=%00', 'application/x-www-form-urlencoded'],
    ['unknown content type', 'x', 'application/x-fuzz'],
    ['multipart without boundary', 'garbage', 'multipart/form-data'],
    ['multipart garbage', 'garbage', `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`],
    [
      'multipart NUL file name',
      multipart('a\u0000b.pdf', '%PDF-1.4'),
      `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
    ],
    [
      'multipart truncated',
      multipart('a.pdf', 'x').slice(0, 80),
      `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
    ],
  ];
  // Raw bytes under every content type a client might claim: no route may walk or choke on them.
  for (const type of BINARY_TYPES) bodies.push([`binary as ${type}`, BINARY, type]);
  for (const [kind, payload, contentType] of bodies) {
    out.push({ kind, url, payload, ...(contentType ? { contentType } : {}) });
  }
  return out;
}

/** 256 KB of every byte value, repeated: not text, not JSON, not any document format. */
const BINARY = Buffer.from(Array.from({ length: 256 * 1024 }, (_, i) => (i * 131 + 7) % 256));
const BINARY_TYPES = [
  'application/json',
  'text/plain',
  'application/octet-stream',
  'audio/webm',
  'video/mp4',
  'application/pdf',
  'image/png',
  'application/x-www-form-urlencoded',
  `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
];

/* ---------- The walk ---------- */

describe('route-walking fuzz', () => {
  const ctx = useApp({ users: 1 });
  const [user] = ctx.users;
  let doc: OpenApiDocument;
  let savedId = 0;

  beforeAll(async () => {
    const docRes = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docRes.statusCode).toBe(200);
    doc = docRes.json() as OpenApiDocument;
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/saved-resumes',
      headers: { origin: ORIGIN, host: 'localhost:3000', cookie: user.cookie },
      remoteAddress: user.ip,
      payload: { title: 'Fuzz target', content: 'Resume text' },
    });
    expect(saved.statusCode).toBe(200);
    savedId = (saved.json() as { id: number }).id;
  });

  const send = (c: Case, method: string, cookie: string | null) => {
    const opts: InjectOptions = {
      method: method as InjectOptions['method'],
      url: c.url,
      remoteAddress: randomIp(),
      headers: {
        origin: ORIGIN,
        host: 'localhost:3000',
        ...(cookie ? { cookie } : {}),
        ...(c.contentType ? { 'content-type': c.contentType } : {}),
      },
      ...(c.payload !== undefined ? { payload: c.payload } : {}),
    };
    return ctx.app.inject(opts);
  };

  /** Signs the fuzz user in again when a walked route ended the session (sign-out, revoke). */
  async function liveCookie(): Promise<string> {
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/auth/user',
      headers: { cookie: user.cookie },
      remoteAddress: user.ip,
    });
    if (me.statusCode === 200) return user.cookie;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN, host: 'localhost:3000' },
      remoteAddress: randomIp(),
      payload: { email: user.email, password: user.password },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    user.cookie = cookieFrom(res);
    return user.cookie;
  }

  /** Every known route: the document's, the auth library's, the hidden ones. */
  function operations(): Operation[] {
    const fromDoc = openApiOperations(doc);
    const fromAuth = authOperations(ctx.app);
    const walked = new Set(fromAuth.map((o) => `${o.method} ${o.path.slice('/api/auth'.length)}`));
    for (const needed of REQUIRED_AUTH_ENDPOINTS) expect(walked.has(needed), needed).toBe(true);
    // The document was read: the walk covers the routes it lists, not an empty list.
    expect(fromDoc.length).toBeGreaterThanOrEqual(40);
    const all = [...fromDoc, ...fromAuth, ...HIDDEN_ROUTES];
    // Routes that end the session go last, so the signed-in walk rarely needs a new session.
    const endsSession = (o: Operation) =>
      /sign-out|revoke|logout|delete-user|change-password|reset-password|\/api\/account$/.test(
        o.path,
      );
    return all.sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
  }

  it('serves every route of the request table, and the document lists only those', () => {
    const documented = new Map<string, string>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        documented.set(`${method.toUpperCase()} ${path}`, op.operationId ?? '');
      }
    }
    const expected = new Map<string, string>();
    for (const [name, e] of Object.entries(apiEndpoints as Record<string, Endpoint>)) {
      if (e.proxy) continue; // served by the auth library, walked below
      expected.set(`${e.method} ${e.path.replace(/:([A-Za-z_]\w*)/g, '{$1}')}`, name);
    }
    expect(documented).toEqual(expected);
  });

  it('answers no 5xx to malformed input on any route, signed out or in', async () => {
    const ops = operations();
    const cookieName = user.cookie.split('=')[0]!;
    // A real row for routes that take an id, so body mutations reach the handler.
    const pathValueFor = (op: Operation) => (p: Param) =>
      p.name === 'id' && op.path.startsWith('/api/saved-resumes') ? String(savedId) : 'x';
    const extras: Case[] = [
      { method: 'GET', url: '/api/auth/%00', kind: 'NUL in auth path' },
      { method: 'POST', url: '/api/auth/sign-in/email%00', kind: 'NUL after auth path' },
      { method: 'GET', url: `/api/auth/${'a'.repeat(HUGE)}`, kind: 'huge auth path' },
      { method: 'GET', url: '/api/%ED%A0%80', kind: 'lone surrogate in API path' },
      { method: 'GET', url: '/api/saved-resumes/%', kind: 'bad escape in path' },
      { method: 'GET', url: '/%00', kind: 'NUL page path' },
      { method: 'GET', url: '/auth/%ED%A0%80', kind: 'lone surrogate in page path' },
    ];

    const failures: string[] = [];
    const unanswered: string[] = [];
    let sent = 0;
    const attempt = async (state: string, label: string, c: Case, cookie: string | null) => {
      sent++;
      // The walk is about input, not budgets (write-limits.test.ts covers those): every few
      // requests the per-user counters start again, so each case reaches the route's handler.
      if (sent % 8 === 0)
        await ctx.app.db.execute(sql`delete from rate_limit where key like '%:user:%'`);
      try {
        const res = await send(c, c.method!, c.cookie ?? cookie);
        if (res.statusCode >= 500) {
          failures.push(
            `${state} ${label} [${c.kind}] -> ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
        }
      } catch (err) {
        failures.push(`${state} ${label} [${c.kind}] -> threw ${(err as Error).message}`);
      }
    };

    // The auth library logs every refused request (a bad OAuth state, an unknown provider);
    // thousands of those lines say nothing here and slow the walk down.
    const quiet = (['error', 'warn', 'info', 'log'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => undefined),
    );
    try {
      for (const state of ['signed out', 'signed in'] as const) {
        for (const op of ops) {
          const cookie = state === 'signed in' ? await liveCookie() : null;
          for (const c of cases(op, pathValueFor(op), cookieName)) {
            if (c.cookie && state === 'signed in') continue; // a broken cookie is signed out
            await attempt(
              state,
              `${op.method} ${op.path}`,
              { ...c, method: c.method ?? op.method },
              cookie,
            );
          }
          const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
          if (health.statusCode !== 200) unanswered.push(`${state} after ${op.method} ${op.path}`);
        }
        for (const c of extras) {
          const cookie = state === 'signed in' ? await liveCookie() : null;
          await attempt(state, `${c.method} ${c.url.slice(0, 60)}`, c, cookie);
        }
      }
    } finally {
      for (const spy of quiet) spy.mockRestore();
    }

    expect(
      failures,
      `${failures.length} of ${sent} requests answered 5xx:\n${failures.join('\n')}`,
    ).toEqual([]);
    expect(unanswered, 'the server stopped answering /api/health').toEqual([]);
    // Still serving a signed-in user after the walk.
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/auth/user',
      headers: { cookie: await liveCookie() },
    });
    expect(me.statusCode).toBe(200);
  }, 600_000);
});
