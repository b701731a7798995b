/**
 * The web app's route table: every path the single-page app draws a page for. The web router
 * builds its routes from these lists and the server answers 404 for any other page path, so the
 * two can never disagree. `:name` is one dynamic path segment.
 */
export const PUBLIC_WEB_ROUTES = [
  '/',
  '/lspaces',
  '/pricing',
  '/blog',
  '/blog/:slug',
  '/community',
  '/testimonials',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/help-center',
  '/career-guides',
  '/career-guides/:slug',
  '/help/:topic',
  '/how-the-ats-score-works',
  '/auth',
  '/goodbye',
  '/forgot-password',
  '/reset-password',
] as const;

/** Pages behind sign-in (the app sends signed-out visitors to /auth). */
export const PROTECTED_WEB_ROUTES = [
  '/dashboard',
  '/resume-lab',
  '/saved-resumes',
  '/saved-cover-letters',
  '/interview-coach',
  '/cover-letter',
  '/linkedin-optimizer',
  '/salary-negotiator',
  '/career-planner',
  '/resume-builder',
  '/application-tracker',
  '/subscription',
  '/analytics',
  '/settings',
] as const;

export type PublicWebRoute = (typeof PUBLIC_WEB_ROUTES)[number];
export type ProtectedWebRoute = (typeof PROTECTED_WEB_ROUTES)[number];
export type WebRoute = PublicWebRoute | ProtectedWebRoute;

export const WEB_ROUTES: readonly WebRoute[] = [...PUBLIC_WEB_ROUTES, ...PROTECTED_WEB_ROUTES];

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

const compiled = WEB_ROUTES.map(segments);

/**
 * Whether a URL path (no query string) is a page of the web app. Matches as the client router
 * does: case-insensitive, a trailing slash ignored, a `:name` segment matches any one non-empty
 * segment.
 */
export function isWebRoute(pathname: string): boolean {
  let parts: string[];
  try {
    parts = segments(pathname).map((s) => decodeURIComponent(s).toLowerCase());
  } catch {
    return false; // malformed percent-encoding
  }
  return compiled.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((seg, i) => seg.startsWith(':') || seg === parts[i]),
  );
}
