import { Link, useRouteError } from 'react-router';
import { buttonClass } from '../components/ui/button';

/** Shown when a page fails to load (for example a chunk that vanished after a deploy). */
export function RouteError() {
  const err = useRouteError();
  console.error(err);
  return (
    <div className="mx-auto max-w-lg px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        This page could not be shown. Reloading usually helps.
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
        <Link to="/" className={buttonClass('outline')}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}
