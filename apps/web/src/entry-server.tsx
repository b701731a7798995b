import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { createQueryClient } from './lib/query-client';

/** Public pages rendered to static HTML at build time, shown before the JavaScript runs. */
export { PRERENDERED_ROUTES } from './app/public-pages';

export async function render(url: string): Promise<string> {
  await preloadRoute(url);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  // Every boundary inline: past React's default chunk size it would move content behind an
  // inline <script> that reveals it, which the Content-Security-Policy refuses.
  const { prelude } = await prerender(<App queryClient={createQueryClient()} router={Router} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}
