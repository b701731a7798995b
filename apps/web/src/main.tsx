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
if (container.firstElementChild) {
  // A prerendered public page is on screen: load its chunk, then attach to the markup in place.
  await preloadRoute(window.location.pathname);
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
