import { BrowserRouter, matchPath, Outlet, Route, Routes } from 'react-router';
import {
  PROTECTED_WEB_ROUTES,
  PUBLIC_WEB_ROUTES,
  type ProtectedWebRoute,
  type PublicWebRoute,
} from '@careerforge/contract';
import { page, type Page } from './page';
import { PRERENDERED_PAGES } from './public-pages';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';

/** The page drawn for each route of the shared route table; each page is its own chunk. */
const publicPageByRoute: Record<PublicWebRoute, Page> = {
  ...PRERENDERED_PAGES,
  '/blog/:slug': page(() => import('../pages/blog-post')),
  '/career-guides/:slug': page(() => import('../pages/career-guide')),
  '/help/:topic': page(() => import('../pages/help-topic')),
  '/goodbye': page(() => import('../pages/goodbye')),
  '/forgot-password': page(() => import('../pages/forgot-password')),
  '/reset-password': page(() => import('../pages/reset-password')),
};

const protectedPageByRoute: Record<ProtectedWebRoute, Page> = {
  '/dashboard': page(() => import('../pages/dashboard')),
  '/resume-lab': page(() => import('../pages/resume-lab')),
  '/saved-resumes': page(() => import('../pages/saved-resumes')),
  '/saved-cover-letters': page(() => import('../pages/saved-cover-letters')),
  '/interview-coach': page(() => import('../pages/interview-arena')),
  '/cover-letter': page(() => import('../pages/cover-letter')),
  '/linkedin-optimizer': page(() => import('../pages/linkedin-optimizer')),
  '/salary-negotiator': page(() => import('../pages/salary-negotiator')),
  '/career-planner': page(() => import('../pages/career-planner')),
  '/resume-builder': page(() => import('../pages/resume-builder')),
  '/application-tracker': page(() => import('../pages/application-tracker')),
  '/subscription': page(() => import('../pages/subscription')),
  '/analytics': page(() => import('../pages/analytics')),
  '/settings': page(() => import('../pages/settings')),
};

/** Every route of the route table (the server answers 404 for any other page path). */
export const publicPages: [string, Page][] = PUBLIC_WEB_ROUTES.map((p) => [
  p,
  publicPageByRoute[p],
]);

export const protectedPages: [string, Page][] = PROTECTED_WEB_ROUTES.map((p) => [
  p,
  protectedPageByRoute[p],
]);

const NotFound = page(() => import('../pages/not-found'));

export type { Page };

/** Loads the page chunk for a path (used before showing a prerendered page, and when prerendering). */
export async function preloadRoute(pathname: string): Promise<void> {
  const match = [...publicPages, ...protectedPages].find(([path]) => matchPath(path, pathname));
  await (match ? match[1] : NotFound).preload();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {publicPages.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route
          element={
            <RequireAuth>
              <Outlet />
            </RequireAuth>
          }
        >
          {protectedPages.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
