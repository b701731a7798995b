import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** Every route of the route table; each page is its own chunk. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', ...page(() => import('../pages/home')) },
      { path: '/lspaces', ...page(() => import('../pages/lspaces')) },
      { path: '/pricing', ...page(() => import('../pages/pricing')) },
      { path: '/blog', ...page(() => import('../pages/blog')) },
      { path: '/blog/:slug', ...page(() => import('../pages/blog-post')) },
      { path: '/community', ...page(() => import('../pages/community')) },
      { path: '/testimonials', ...page(() => import('../pages/testimonials')) },
      { path: '/about', ...page(() => import('../pages/about')) },
      { path: '/contact', ...page(() => import('../pages/contact')) },
      { path: '/privacy-policy', ...page(() => import('../pages/privacy-policy')) },
      { path: '/terms-of-service', ...page(() => import('../pages/terms-of-service')) },
      { path: '/help-center', ...page(() => import('../pages/help-center')) },
      { path: '/career-guides', ...page(() => import('../pages/career-guides')) },
      { path: '/auth', ...page(() => import('../pages/auth')) },
      { path: '/goodbye', ...page(() => import('../pages/goodbye')) },
      {
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          { path: '/dashboard', ...page(() => import('../pages/dashboard')) },
          { path: '/resume-lab', ...page(() => import('../pages/resume-lab')) },
          { path: '/saved-resumes', ...page(() => import('../pages/saved-resumes')) },
          { path: '/saved-cover-letters', ...page(() => import('../pages/saved-cover-letters')) },
          { path: '/interview-coach', ...page(() => import('../pages/interview-coach')) },
          { path: '/cover-letter', ...page(() => import('../pages/cover-letter')) },
          { path: '/linkedin-optimizer', ...page(() => import('../pages/linkedin-optimizer')) },
          { path: '/salary-negotiator', ...page(() => import('../pages/salary-negotiator')) },
          { path: '/career-planner', ...page(() => import('../pages/career-planner')) },
          { path: '/resume-builder', ...page(() => import('../pages/resume-builder')) },
          { path: '/application-tracker', ...page(() => import('../pages/application-tracker')) },
          { path: '/subscription', ...page(() => import('../pages/subscription')) },
          { path: '/analytics', ...page(() => import('../pages/analytics')) },
        ],
      },
      { path: '*', ...page(() => import('../pages/not-found')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
