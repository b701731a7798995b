/**
 * Every API endpoint by name: its method and path (Fastify syntax, `:name` is one path
 * segment). Plain data with no schema code, so the web app can carry it in its first bundle;
 * `api.ts` gives each name its request and response schemas, and the compiler holds the two
 * lists to the same names.
 */
export const apiRoutes = {
  // Session and sign-in
  'auth.user': { method: 'GET', path: '/auth/user' },
  'auth.providers': { method: 'GET', path: '/api/auth-providers' },
  'auth.logout': { method: 'GET', path: '/api/logout' },
  'auth.logoutPost': { method: 'POST', path: '/api/logout' },
  'auth.google': { method: 'GET', path: '/auth/google' },
  'auth.oidc': { method: 'GET', path: '/auth/oidc' },
  // The auth library's endpoints, reached through the /api/auth/* proxy
  'auth.signUp': { method: 'POST', path: '/api/auth/sign-up/email' },
  'auth.signIn': { method: 'POST', path: '/api/auth/sign-in/email' },
  'auth.updateUser': { method: 'POST', path: '/api/auth/update-user' },
  'auth.changePassword': { method: 'POST', path: '/api/auth/change-password' },
  'auth.requestPasswordReset': { method: 'POST', path: '/api/auth/request-password-reset' },
  'auth.forgetPassword': { method: 'POST', path: '/api/auth/forget-password' },
  'auth.resetPassword': { method: 'POST', path: '/api/auth/reset-password' },
  'auth.twoFactorEnable': { method: 'POST', path: '/api/auth/two-factor/enable' },
  'auth.twoFactorDisable': { method: 'POST', path: '/api/auth/two-factor/disable' },
  'auth.twoFactorBackupCodes': {
    method: 'POST',
    path: '/api/auth/two-factor/generate-backup-codes',
  },
  'auth.twoFactorVerifyTotp': { method: 'POST', path: '/api/auth/two-factor/verify-totp' },
  'auth.passkeyRegisterOptions': {
    method: 'GET',
    path: '/api/auth/passkey/generate-register-options',
  },
  'auth.passkeyRegister': { method: 'POST', path: '/api/auth/passkey/verify-registration' },
  'auth.passkeySignInOptions': {
    method: 'GET',
    path: '/api/auth/passkey/generate-authenticate-options',
  },
  'auth.passkeySignIn': { method: 'POST', path: '/api/auth/passkey/verify-authentication' },
  'auth.passkeys': { method: 'GET', path: '/api/auth/passkey/list-user-passkeys' },
  'auth.passkeyDelete': { method: 'POST', path: '/api/auth/passkey/delete-passkey' },
  'auth.twoFactorVerifyBackupCode': {
    method: 'POST',
    path: '/api/auth/two-factor/verify-backup-code',
  },

  // Account
  'account.get': { method: 'GET', path: '/api/account' },
  'tokens.list': { method: 'GET', path: '/api/tokens' },
  'tokens.create': { method: 'POST', path: '/api/tokens' },
  'tokens.remove': { method: 'DELETE', path: '/api/tokens/:id' },
  'account.consents': { method: 'GET', path: '/api/account/consents' },
  'account.updateConsents': { method: 'PATCH', path: '/api/account/consents' },
  'account.updateProfile': { method: 'PATCH', path: '/api/account/profile' },
  'account.changePassword': { method: 'POST', path: '/api/account/password' },
  'account.export': { method: 'GET', path: '/api/account/export' },
  'account.delete': { method: 'DELETE', path: '/api/account' },
  'account.passwordResetMethod': { method: 'GET', path: '/api/account/password-reset' },

  // Usage telemetry (the spec's /api/analytics paths)
  'telemetry.pageView': { method: 'POST', path: '/api/analytics/page-view' },
  'telemetry.event': { method: 'POST', path: '/api/analytics/event' },
  'telemetry.sessionStart': { method: 'POST', path: '/api/analytics/session/start' },
  'telemetry.sessionEnd': { method: 'POST', path: '/api/analytics/session/end' },
  'telemetry.download': { method: 'POST', path: '/api/analytics/download' },

  // Resumes
  'resumes.list': { method: 'GET', path: '/api/resumes' },
  'resumes.create': { method: 'POST', path: '/api/resumes' },
  'resumes.upload': { method: 'POST', path: '/api/resumes/upload' },
  'resumes.import': { method: 'POST', path: '/api/resumes/import' },
  'resumes.get': { method: 'GET', path: '/api/resumes/:id' },
  'resumes.update': { method: 'PATCH', path: '/api/resumes/:id' },
  'resumes.remove': { method: 'DELETE', path: '/api/resumes/:id' },
  'resumes.export': { method: 'POST', path: '/api/resumes/export' },
  'builder.parse': { method: 'POST', path: '/api/resume-builder/parse' },
  'builder.save': { method: 'PUT', path: '/api/resume-builder/:id' },
  'savedResumes.list': { method: 'GET', path: '/api/saved-resumes' },
  'savedResumes.get': { method: 'GET', path: '/api/saved-resumes/:id' },
  'savedResumes.create': { method: 'POST', path: '/api/saved-resumes' },
  'savedResumes.update': { method: 'PUT', path: '/api/saved-resumes/:id' },
  'savedResumes.remove': { method: 'DELETE', path: '/api/saved-resumes/:id' },

  // Resume Lab and dashboard
  'lab.tailorResume': { method: 'POST', path: '/api/ai/tailor-resume' },
  'lab.score': { method: 'POST', path: '/api/lab/score' },
  'dashboard.get': { method: 'GET', path: '/api/dashboard' },

  // Cover letters and the LinkedIn optimizer
  'coverLetters.list': { method: 'GET', path: '/api/cover-letters' },
  'coverLetters.get': { method: 'GET', path: '/api/cover-letters/:id' },
  'coverLetters.generate': { method: 'POST', path: '/api/cover-letters/generate' },
  'coverLetters.remove': { method: 'DELETE', path: '/api/cover-letters/:id' },
  'coverLetters.enhanceAts': { method: 'POST', path: '/api/cover-letter/enhance-ats' },
  'coverLetters.export': { method: 'POST', path: '/api/cover-letters/export' },
  'savedCoverLetters.list': { method: 'GET', path: '/api/saved-cover-letters' },
  'savedCoverLetters.get': { method: 'GET', path: '/api/saved-cover-letters/:id' },
  'savedCoverLetters.create': { method: 'POST', path: '/api/saved-cover-letters' },
  'savedCoverLetters.update': { method: 'PATCH', path: '/api/saved-cover-letters/:id' },
  'savedCoverLetters.remove': { method: 'DELETE', path: '/api/saved-cover-letters/:id' },
  'linkedin.optimize': { method: 'POST', path: '/api/linkedin/optimize' },
  'savedLinkedin.list': { method: 'GET', path: '/api/saved-linkedin' },
  'savedLinkedin.get': { method: 'GET', path: '/api/saved-linkedin/:id' },
  'savedLinkedin.create': { method: 'POST', path: '/api/saved-linkedin' },
  'savedLinkedin.update': { method: 'PATCH', path: '/api/saved-linkedin/:id' },
  'savedLinkedin.remove': { method: 'DELETE', path: '/api/saved-linkedin/:id' },

  // Application tracker, personal analytics and the leaderboard
  'jobs.import': { method: 'POST', path: '/api/jobs/import' },
  'applications.list': { method: 'GET', path: '/api/applications' },
  'applications.create': { method: 'POST', path: '/api/applications' },
  'applications.insights': { method: 'GET', path: '/api/applications/insights' },
  'applications.export': { method: 'GET', path: '/api/applications/export' },
  'applications.importPreview': { method: 'POST', path: '/api/applications/import/preview' },
  'applications.import': { method: 'POST', path: '/api/applications/import' },
  'applications.calendar': { method: 'GET', path: '/api/applications/calendar.ics' },
  'applications.calendarFeed': { method: 'GET', path: '/api/applications/calendar-feed' },
  'applications.createCalendarFeed': { method: 'POST', path: '/api/applications/calendar-feed' },
  'applications.revokeCalendarFeed': { method: 'DELETE', path: '/api/applications/calendar-feed' },
  'applications.calendarFeedIcs': { method: 'GET', path: '/api/calendar/:token.ics' },
  'applications.settings': { method: 'GET', path: '/api/applications/settings' },
  'applications.updateSettings': { method: 'PATCH', path: '/api/applications/settings' },
  'applications.get': { method: 'GET', path: '/api/applications/:id' },
  'applications.update': { method: 'PATCH', path: '/api/applications/:id' },
  'applications.remove': { method: 'DELETE', path: '/api/applications/:id' },
  'analytics.get': { method: 'GET', path: '/api/analytics' },
  'leaderboard.get': { method: 'GET', path: '/api/leaderboard' },
  'leaderboard.join': { method: 'PUT', path: '/api/leaderboard/membership' },
  'leaderboard.leave': { method: 'DELETE', path: '/api/leaderboard/membership' },

  // Plans, usage and billing
  'subscription.get': { method: 'GET', path: '/api/subscription' },
  'subscription.upgrade': { method: 'POST', path: '/api/subscription/upgrade' },
  'subscription.cancel': { method: 'POST', path: '/api/subscription/cancel' },
  'billing.portal': { method: 'GET', path: '/billing/portal' },
  'billing.webhook': { method: 'POST', path: '/api/billing/webhook' },

  // Public content
  'blog.list': { method: 'GET', path: '/api/blog' },
  'blog.featured': { method: 'GET', path: '/api/blog/featured' },
  'blog.post': { method: 'GET', path: '/api/blog/:slug' },
  'testimonials.list': { method: 'GET', path: '/api/testimonials' },
  'testimonials.featured': { method: 'GET', path: '/api/testimonials/featured' },
  'community.members': { method: 'GET', path: '/api/community/members' },
  'community.featured': { method: 'GET', path: '/api/community/featured' },
  'resources.pdf': { method: 'GET', path: '/api/resources/:id.pdf' },

  // What visitors send us
  'inbox.newsletter': { method: 'POST', path: '/api/newsletter' },
  'inbox.waitlist': { method: 'POST', path: '/api/waitlist' },
  'inbox.contact': { method: 'POST', path: '/api/contact' },
  // Interview Arena
  'interviews.list': { method: 'GET', path: '/api/interviews' },
  'interviews.generate': { method: 'POST', path: '/api/interviews/generate' },
  'interviews.analyze': { method: 'POST', path: '/api/interviews/analyze' },
  'interviews.progress': { method: 'GET', path: '/api/interviews/progress' },
  'interviews.transcribeStatus': { method: 'GET', path: '/api/interviews/transcribe' },
  'interviews.transcribe': { method: 'POST', path: '/api/interviews/transcribe' },
  'interviews.get': { method: 'GET', path: '/api/interviews/:id' },
  // Salary negotiator and career planner
  'salary.analyze': { method: 'POST', path: '/api/salary/analyze' },
  'salary.list': { method: 'GET', path: '/api/salary/analyses' },
  'salary.get': { method: 'GET', path: '/api/salary/analyses/:id' },
  'salary.remove': { method: 'DELETE', path: '/api/salary/analyses/:id' },
  'career.plan': { method: 'POST', path: '/api/career/plan' },
  'career.list': { method: 'GET', path: '/api/career/plans' },
  'career.get': { method: 'GET', path: '/api/career/plans/:id' },
  'career.remove': { method: 'DELETE', path: '/api/career/plans/:id' },

  // The MCP server for agents (personal access tokens only)
  mcp: { method: 'POST', path: '/mcp' },
} as const satisfies Record<string, ApiRoute>;

/**
 * POST endpoints that only compute and store nothing: a read-only personal access token may
 * call them (every other POST, PUT, PATCH and DELETE is a write).
 */
export const COMPUTE_ONLY_ENDPOINTS = [
  'lab.score',
  'builder.parse',
  'coverLetters.enhanceAts',
  'jobs.import',
  'mcp',
] as const satisfies readonly (keyof typeof apiRoutes)[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  /** Fastify's path syntax: `:name` is one path segment. */
  path: string;
}

export type ApiName = keyof typeof apiRoutes;

/**
 * The path of an endpoint with its `:name` segments filled in (each value URL-encoded) and the
 * query appended (null and undefined values left out).
 */
export function apiPath(
  name: ApiName,
  params?: Record<string, string | number>,
  query?: Record<string, unknown>,
): string {
  const path = apiRoutes[name].path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`${name}: path parameter "${key}" is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
