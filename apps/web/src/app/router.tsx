import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';

type Page = LazyExoticComponent<ComponentType>;

/** Every route of the route table; each page is its own chunk. */
export const publicPages: [string, Page][] = [
  ['/', lazy(() => import('../pages/home'))],
  ['/lspaces', lazy(() => import('../pages/lspaces'))],
  ['/pricing', lazy(() => import('../pages/pricing'))],
  ['/blog', lazy(() => import('../pages/blog'))],
  ['/blog/:slug', lazy(() => import('../pages/blog-post'))],
  ['/community', lazy(() => import('../pages/community'))],
  ['/testimonials', lazy(() => import('../pages/testimonials'))],
  ['/about', lazy(() => import('../pages/about'))],
  ['/contact', lazy(() => import('../pages/contact'))],
  ['/privacy-policy', lazy(() => import('../pages/privacy-policy'))],
  ['/terms-of-service', lazy(() => import('../pages/terms-of-service'))],
  ['/help-center', lazy(() => import('../pages/help-center'))],
  ['/career-guides', lazy(() => import('../pages/career-guides'))],
  ['/career-guides/:slug', lazy(() => import('../pages/career-guide'))],
  ['/help/:topic', lazy(() => import('../pages/help-topic'))],
  ['/auth', lazy(() => import('../pages/auth'))],
  ['/goodbye', lazy(() => import('../pages/goodbye'))],
];

export const protectedPages: [string, Page][] = [
  ['/dashboard', lazy(() => import('../pages/dashboard'))],
  ['/resume-lab', lazy(() => import('../pages/resume-lab'))],
  ['/saved-resumes', lazy(() => import('../pages/saved-resumes'))],
  ['/saved-cover-letters', lazy(() => import('../pages/saved-cover-letters'))],
  ['/interview-coach', lazy(() => import('../pages/interview-coach'))],
  ['/cover-letter', lazy(() => import('../pages/cover-letter'))],
  ['/linkedin-optimizer', lazy(() => import('../pages/linkedin-optimizer'))],
  ['/salary-negotiator', lazy(() => import('../pages/salary-negotiator'))],
  ['/career-planner', lazy(() => import('../pages/career-planner'))],
  ['/resume-builder', lazy(() => import('../pages/resume-builder'))],
  ['/application-tracker', lazy(() => import('../pages/application-tracker'))],
  ['/subscription', lazy(() => import('../pages/subscription'))],
  ['/analytics', lazy(() => import('../pages/analytics'))],
];

const NotFound = lazy(() => import('../pages/not-found'));

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
