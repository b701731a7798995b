import { Link } from 'react-router';
import { buttonClass } from '../ui/button';
import { usePageMeta } from '../../lib/meta';

/** The 404 page for an address inside a section (an unknown article, guide or help topic). */
export function NotFoundContent({
  what,
  backTo,
  backLabel,
}: {
  what: string;
  backTo: string;
  backLabel: string;
}) {
  usePageMeta('Page not found');
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        We could not find {what} at this address. It may have moved, or the link may have a typo.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={backTo} className={buttonClass('primary')}>
          {backLabel}
        </Link>
        <Link to="/" className={buttonClass('outline')}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}
