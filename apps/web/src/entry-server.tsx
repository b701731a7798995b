import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { createQueryClient } from './lib/query-client';

/** Public pages rendered to static HTML at build time, shown before the JavaScript runs. */
export const PRERENDERED_ROUTES = [
  '/',
  '/lspaces',
  '/pricing',
  '/blog',
  '/community',
  '/testimonials',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/help-center',
  '/career-guides',
  '/auth',
];

export async function render(url: string): Promise<string> {
  await preloadRoute(url);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const { prelude } = await prerender(<App queryClient={createQueryClient()} router={Router} />);
  return new Response(prelude).text();
}
