import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { z } from 'zod';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { createQueryClient } from './lib/query-client';
import './index.css';

// No compiled validators: zod's probe for `new Function` is itself a CSP violation report.
z.config({ jitless: true });

const container = document.getElementById('root')!;
const app = <App queryClient={createQueryClient()} router={BrowserRouter} />;
// A page is prerendered for its path alone (/auth, /contact, /blog), never for a query string:
// with one (/auth?mode=signup, /contact?via=chat, /blog?category=...) the first client render
// differs from the markup (React error #418), so the page renders afresh over it instead.
const prerendered = container.firstElementChild !== null && window.location.search === '';
if (prerendered) {
  // A prerendered public page is on screen: load its chunk, then attach to the markup in place.
  await preloadRoute(window.location.pathname);
  hydrateRoot(container, app);
} else {
  if (container.firstElementChild) await preloadRoute(window.location.pathname);
  createRoot(container).render(app);
}
