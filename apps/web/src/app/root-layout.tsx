import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { Spinner } from '../components/ui/spinner';
import { hasSessionHint } from '../lib/auth';
import { subscribeToasts } from '../lib/toast';
import { RouteErrorBoundary } from './route-error';

// The toast machinery (Radix Toast, about 14 KB gzip) loads on the first toast, not on first
// paint; signed in (the session hint), also when the browser is idle, ready for the app's toasts.
// A signed-out visitor of a public page rarely sees one, so does not download it up front.
const Toaster = lazy(() => import('../components/ui/toaster'));

function useLazyToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const unsubscribe = subscribeToasts(() => setReady(true));
    if (!hasSessionHint()) return unsubscribe;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    const handle = idle(() => setReady(true));
    return () => {
      unsubscribe();
      window.cancelIdleCallback?.(handle as number);
    };
  }, [ready]);
  return ready;
}

/** New page: scroll to the top, or to the #anchor when there is one. */
function ScrollManager() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const t = setTimeout(
      () => document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth' }),
      50,
    );
    return () => clearTimeout(t);
  }, [hash, pathname]);
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  const toasterReady = useLazyToaster();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        <RouteErrorBoundary resetKey={pathname}>
          {/* The fallback fills the screen so the footer does not jump when the page arrives. */}
          <Suspense
            fallback={
              <div className="min-h-screen">
                <Spinner />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      {toasterReady && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
      <ScrollManager />
    </div>
  );
}
