import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@careerforge/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';

/** Header our HTTP adapter sets from the socket (or trusted proxy) address; clients cannot set it. */
export const CLIENT_IP_HEADER = 'x-careerforge-client-ip';
export const OIDC_PROVIDER_ID = 'oidc';

export function createAuth(config: Config, db: Db, baseURL: string) {
  const secure = baseURL.startsWith('https://');
  return betterAuth({
    appName: 'Careerforge',
    baseURL,
    basePath: '/api/auth',
    secret: config.authSecret,
    telemetry: { enabled: false },
    logger: { level: config.env === 'test' ? 'error' : 'warn' },
    // The origin-check plugin already refuses foreign origins; here the request's own host is trusted too.
    trustedOrigins: (request?: Request) => {
      const host = request?.headers.get('host');
      const proto = request ? new URL(request.url).protocol : 'http:';
      return host ? [baseURL, `${proto}//${host}`] : [baseURL];
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            mapProfileToUser: (profile) => ({
              firstName: profile.given_name ?? null,
              lastName: profile.family_name ?? null,
            }),
          },
        }
      : {},
    plugins: config.oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: OIDC_PROVIDER_ID,
                discoveryUrl: `${config.oidc.issuer}/.well-known/openid-configuration`,
                clientId: config.oidc.clientId,
                clientSecret: config.oidc.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
                mapProfileToUser: (profile) => ({
                  firstName: (profile.given_name as string | undefined) ?? null,
                  lastName: (profile.family_name as string | undefined) ?? null,
                }),
              },
            ],
          }),
        ]
      : [],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: config.authRateLimit.window, max: config.authRateLimit.max },
        '/sign-up/email': { window: config.authRateLimit.window, max: config.authRateLimit.max },
      },
    },
    advanced: {
      useSecureCookies: secure,
      cookiePrefix: 'careerforge',
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
