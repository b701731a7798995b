import { StrictMode, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppRoutes } from './router';

/** Marks the document once React has taken over the page (tests wait for it after navigation). */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

/** The whole app under a router: BrowserRouter in the browser, StaticRouter when prerendering. */
export function App({
  queryClient,
  router: Router,
}: {
  queryClient: QueryClient;
  router: (p: { children: ReactNode }) => ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router>
          <AppRoutes />
          <ReadyMark />
        </Router>
      </QueryClientProvider>
    </StrictMode>
  );
}
