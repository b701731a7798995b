import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useVerifiedUser } from '../lib/auth';
import { keepHashForSignIn } from '../lib/return-hash';

/** Protected pages: a spinner while the user loads, /auth (and back here after) when signed out. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useVerifiedUser();
  const location = useLocation();
  if (isLoading) return <Spinner label="Loading" />;
  if (!user) {
    const back = `${location.pathname}${location.search}`;
    keepHashForSignIn(location.pathname, location.hash);
    return <Navigate to={`/auth?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return <>{children}</>;
}
