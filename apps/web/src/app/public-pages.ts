import type { PublicWebRoute } from '@careerforge/contract';
import { page, type Page } from './page';

/**
 * The public pages rendered to static HTML at build time (apps/web/scripts/prerender.mjs), and
 * hydrated by the light public entry (../public-main.tsx) for signed-out visitors.
 */
export const PRERENDERED_PAGES = {
  '/': page(() => import('../pages/home')),
  '/lspaces': page(() => import('../pages/lspaces')),
  '/pricing': page(() => import('../pages/pricing')),
  '/blog': page(() => import('../pages/blog')),
  '/community': page(() => import('../pages/community')),
  '/testimonials': page(() => import('../pages/testimonials')),
  '/about': page(() => import('../pages/about')),
  '/contact': page(() => import('../pages/contact')),
  '/privacy-policy': page(() => import('../pages/privacy-policy')),
  '/terms-of-service': page(() => import('../pages/terms-of-service')),
  '/help-center': page(() => import('../pages/help-center')),
  '/career-guides': page(() => import('../pages/career-guides')),
  '/how-the-ats-score-works': page(() => import('../pages/how-the-ats-score-works')),
  '/auth': page(() => import('../pages/auth')),
} satisfies Partial<Record<PublicWebRoute, Page>>;

export const PRERENDERED_ROUTES = Object.keys(PRERENDERED_PAGES);

/** The prerendered page of a path, if it has one. */
export const prerenderedPage = (path: string): Page | undefined =>
  (PRERENDERED_PAGES as Record<string, Page>)[path];
