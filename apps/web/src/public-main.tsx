/**
 * The light entry of the prerendered public pages, for signed-out visitors (the server sends the
 * full app, ./main.tsx, to a browser with the session hint). It hydrates the page in place with
 * only what the page needs: its own chunk, the layout, and a document router (built with
 * `vite build --mode public`, where `react-router` is ./app/document-router.tsx). Going to
 * another path loads that path's document.
 */
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { DocumentRouter } from './app/document-router';
import { prerenderedPage } from './app/public-pages';
import { RootLayout } from './app/root-layout';
import { createQueryClient } from './lib/query-client';
import './index.css';

/** Marks the document once React has taken over the page (tests wait for it), as App does. */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

const path = window.location.pathname.replace(/(.)\/$/, '$1');
const Page = prerenderedPage(path);
if (!Page) {
  // Not a prerendered page: the server sends this document only for those (this is the template
  // opened as a file, /public.html), so go to the home page rather than reload it for ever.
  window.location.replace('/');
} else {
  await Page.preload();
  // The same element tree as App over the route table, so the markup and React's ids match.
  const app = (
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <DocumentRouter outlet={<Page />}>
          <RootLayout />
          <ReadyMark />
        </DocumentRouter>
      </QueryClientProvider>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // With a query string (/auth?mode=signup) the first render differs from the markup: render anew.
  if (container.firstElementChild && window.location.search === '') hydrateRoot(container, app);
  else createRoot(container).render(app);
}
