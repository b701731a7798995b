import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  PUBLIC_URL: optionalString.pipe(
    z.url({ error: 'must be a full URL such as https://careers.example.com' }).optional(),
  ),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  TRUST_PROXY: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  OIDC_ISSUER: optionalString.pipe(z.url({ error: 'must be the issuer URL' }).optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: z.string().default('Single sign-on'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW: z.coerce.number().int().positive().default(60),
  BODY_LIMIT_MB: z.coerce.number().positive().max(100).default(15),
  UPLOAD_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  UPLOAD_RATE_LIMIT_WINDOW: z.coerce.number().int().positive().default(600),
  UPLOAD_WORKER_MEMORY_MB: z.coerce.number().int().min(32).max(4096).default(256),
  WARM_WORKERS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AI_PROVIDER: z.enum(['local', 'openai', 'anthropic']).default('local'),
  AI_MODEL: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(z.url().optional()),
  OPENAI_API_KEY: optionalString,
  ANTHROPIC_API_KEY: optionalString,
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  WEB_DIST: optionalString,
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(
        /^smtps?:\/\//,
        'must start with smtp:// or smtps://, e.g. smtps://user:pass@mail.example.com',
      )
      .optional(),
  ),
  MAIL_FROM: optionalString,
  SAMPLE_CONTENT: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  TRANSCRIBE_BASE_URL: optionalString.pipe(
    z
      .url({
        protocol: /^https?$/,
        error:
          'must be the http(s) base URL of an OpenAI-compatible server, e.g. http://localhost:8000/v1',
      })
      .optional(),
  ),
  TRANSCRIBE_API_KEY: optionalString,
  TRANSCRIBE_MODEL: optionalString,
  BILLING_MODE: z.enum(['free', 'stripe'], { error: 'must be free or stripe' }).default('free'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_PRO_MONTHLY: optionalString,
  STRIPE_PRICE_PRO_YEARLY: optionalString,
  STRIPE_PRICE_ENTERPRISE_MONTHLY: optionalString,
  STRIPE_PRICE_ENTERPRISE_YEARLY: optionalString,
  STRIPE_API_URL: optionalString.pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://localhost:12111' })
      .optional(),
  ),
  JOB_IMPORT_ALLOW_PRIVATE: optionalString
    .transform((v) => v?.toLowerCase())
    .pipe(
      z
        .enum(['1', 'true', 'yes', 'on', '0', 'false', 'no', 'off'], {
          error: 'must be true or false (1 or 0)',
        })
        .optional(),
    ),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  authSecret: string;
  /** Proxies whose X-Forwarded-* headers are believed: none, a hop count, or their addresses. */
  trustProxy: false | number | string[];
  google: { clientId: string; clientSecret: string } | undefined;
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | undefined;
  authRateLimit: { max: number; window: number };
  bodyLimit: number;
  /** Resume uploads: per-user rate limit (max per window in seconds) and each parsing worker's heap. */
  uploads: { rateLimit: { max: number; window: number }; workerMemoryMb: number };
  /**
   * Whether the export and upload workers start with the server and one of each is kept ready
   * (on), or each starts with its first task and stops after 5 minutes idle (off: less memory
   * while idle, a few seconds more for the first export and upload).
   */
  warmWorkers: boolean;
  logLevel: Env['LOG_LEVEL'];
  ai: {
    provider: Env['AI_PROVIDER'];
    model: string | undefined;
    openaiBaseUrl: string | undefined;
    openaiApiKey: string | undefined;
    anthropicApiKey: string | undefined;
    timeoutMs: number;
  };
  webDist: string | undefined;
  /** Outgoing mail (password reset links); undefined when SMTP_URL is not set. */
  mail: { smtpUrl: string; from: string } | undefined;
  /** Whether the example testimonials and community members are seeded (on) or removed (off). */
  sampleContent: boolean;
  /** Spoken answers transcribed by an OpenAI-compatible /audio/transcriptions server; undefined: off. */
  transcribe?: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number };
  /** 'free': every plan change is immediate and no limit is enforced; 'stripe': paid plans. */
  billing: BillingConfig;
  /**
   * Reading job postings from links. `allowPrivate` (JOB_IMPORT_ALLOW_PRIVATE, default false)
   * lets a link reach private and local addresses: for tests against 127.0.0.1 only, since it
   * lets any signed-in user make the server fetch from its own network.
   */
  jobImport: { allowPrivate: boolean };
}

/** The Stripe price id of each paid plan and interval. */
export interface StripePrices {
  pro: { month: string; year: string };
  enterprise: { month: string; year: string };
}

export type BillingConfig =
  | { mode: 'free' }
  | {
      mode: 'stripe';
      secretKey: string;
      webhookSecret: string;
      prices: StripePrices;
      /** another Stripe API address (a test double or stripe-mock); Stripe's own when unset */
      apiUrl: string | undefined;
    };

const STRIPE_VARIABLES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO_MONTHLY',
  'STRIPE_PRICE_PRO_YEARLY',
  'STRIPE_PRICE_ENTERPRISE_MONTHLY',
  'STRIPE_PRICE_ENTERPRISE_YEARLY',
] as const;

function billingConfig(env: Env): BillingConfig {
  if (env.BILLING_MODE === 'free') return { mode: 'free' };
  const missing = STRIPE_VARIABLES.filter((k) => !env[k]);
  if (missing.length) throw new ConfigError(`BILLING_MODE=stripe needs ${missing.join(', ')}.`);
  return {
    mode: 'stripe',
    secretKey: env.STRIPE_SECRET_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    prices: {
      pro: { month: env.STRIPE_PRICE_PRO_MONTHLY!, year: env.STRIPE_PRICE_PRO_YEARLY! },
      enterprise: {
        month: env.STRIPE_PRICE_ENTERPRISE_MONTHLY!,
        year: env.STRIPE_PRICE_ENTERPRISE_YEARLY!,
      },
    },
    apiUrl: env.STRIPE_API_URL,
  };
}

export class ConfigError extends Error {}

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: unset, `false` or `0` trusts no proxy; a whole number trusts that many hops in
 * front of the app (the client address is the one the outermost of them saw); otherwise a
 * comma-separated list of proxy addresses or CIDR ranges (or `loopback`, `linklocal`,
 * `uniquelocal`). `true` would trust every hop, letting any client choose its address with
 * X-Forwarded-For, so it is refused.
 */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false' || value === 'no' || value === '0') return false;
  if (value === 'true' || value === 'yes') {
    throw new ConfigError(
      'TRUST_PROXY=true trusts every hop, so any client can choose its IP; set the number of proxies in front of the app (e.g. TRUST_PROXY=1) or their addresses',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 20) throw new ConfigError(`TRUST_PROXY=${hops}: at most 20 proxy hops.`);
    return hops;
  }
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (PROXY_RANGE_NAMES.includes(entry)) continue;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxPrefix = family === 4 ? 32 : 128;
    const prefixOk =
      prefix === undefined ||
      (/^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= maxPrefix);
    if (!family || rest.length > 0 || !prefixOk) {
      throw new ConfigError(
        `TRUST_PROXY: "${entry}" is not a proxy address or CIDR range. Use the number of proxies in front of the app (e.g. TRUST_PROXY=1) or a comma-separated list such as 10.0.0.0/8,192.168.1.10 (a /0 range is refused: it trusts every address).`,
      );
    }
  }
  return entries;
}

/**
 * Fastify's `trustProxy` for a parsed TRUST_PROXY. A hop count becomes a function trusting the
 * peer and the next `hops - 1` addresses of X-Forwarded-For, read from the right: the client
 * address is the one the outermost trusted proxy appended, whatever a client put before it.
 * (Fastify itself treats a bare number as "trust nothing".)
 */
export function fastifyTrustProxy(
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return trust > 0 ? (_address, hop) => hop < trust : false;
  return trust;
}

/** Reads a secret from AUTH_SECRET, or creates one once in DATA_DIR so sessions survive restarts. */
function resolveSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.DATABASE_URL && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'AUTH_SECRET is required when DATABASE_URL is set (every app instance must share it). Generate one with: openssl rand -base64 48',
    );
  }
  const dir = path.resolve(env.DATA_DIR);
  const file = path.join(dir, '.auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The environment read against its schema: every problem listed at once. */
function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Settings that only work together: both Google keys, all three OIDC ones, the AI key. */
function checkCombinations(env: Env): void {
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither.');
  }
  const oidcSet = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(
    Boolean,
  ).length;
  if (oidcSet !== 0 && oidcSet !== 3) {
    throw new ConfigError(
      'Set all of OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, or none.',
    );
  }
  if (env.AI_PROVIDER === 'anthropic' && !env.ANTHROPIC_API_KEY) {
    throw new ConfigError('AI_PROVIDER=anthropic needs ANTHROPIC_API_KEY.');
  }
  if (env.AI_PROVIDER === 'openai' && !env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
    throw new ConfigError(
      'AI_PROVIDER=openai needs OPENAI_API_KEY (or OPENAI_BASE_URL for a local server).',
    );
  }
}

/** Sign-in with Google and with an OpenID Connect provider, each when its keys are set. */
function signInProviders(env: Env): Pick<Config, 'google' | 'oidc'> {
  return {
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            issuer: env.OIDC_ISSUER.replace(/\/$/, ''),
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            name: env.OIDC_NAME,
          }
        : undefined,
  };
}

/** Speech to text for interview answers, when TRANSCRIBE_BASE_URL is set. */
function transcribeConfig(env: Env): Config['transcribe'] {
  return env.TRANSCRIBE_BASE_URL
    ? {
        baseUrl: env.TRANSCRIBE_BASE_URL.replace(/\/+$/, ''),
        apiKey: env.TRANSCRIBE_API_KEY,
        model: env.TRANSCRIBE_MODEL ?? 'whisper-1',
        timeoutMs: env.AI_TIMEOUT_MS,
      }
    : undefined;
}

export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const env = parseEnv(source);
  checkCombinations(env);
  const config: Config = {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
    authSecret: overrides.authSecret ?? resolveSecret(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    ...signInProviders(env),
    authRateLimit: { max: env.AUTH_RATE_LIMIT_MAX, window: env.AUTH_RATE_LIMIT_WINDOW },
    bodyLimit: Math.round(env.BODY_LIMIT_MB * 1024 * 1024),
    uploads: {
      rateLimit: { max: env.UPLOAD_RATE_LIMIT_MAX, window: env.UPLOAD_RATE_LIMIT_WINDOW },
      workerMemoryMb: env.UPLOAD_WORKER_MEMORY_MB,
    },
    logLevel: env.LOG_LEVEL,
    ai: {
      provider: env.AI_PROVIDER,
      model: env.AI_MODEL,
      openaiBaseUrl: env.OPENAI_BASE_URL,
      openaiApiKey: env.OPENAI_API_KEY,
      anthropicApiKey: env.ANTHROPIC_API_KEY,
      timeoutMs: env.AI_TIMEOUT_MS,
    },
    webDist: env.WEB_DIST,
    mail: env.SMTP_URL
      ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? 'Careerforge <no-reply@localhost>' }
      : undefined,
    sampleContent: env.SAMPLE_CONTENT === 'on',
    warmWorkers: env.WARM_WORKERS === 'on',
    transcribe: transcribeConfig(env),
    billing: billingConfig(env),
    jobImport: {
      allowPrivate: ['1', 'true', 'yes', 'on'].includes(env.JOB_IMPORT_ALLOW_PRIVATE ?? ''),
    },
  };
  return { ...config, ...overrides };
}
