import { Link, useLocation } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { usePageMeta } from '../lib/meta';

/** Unknown routes: the spec's heading, then what a visitor can do next. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta('Page not found');
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        We could not find{' '}
        <code className="rounded bg-slate-100 px-1 break-all dark:bg-slate-800">{pathname}</code>.
        The link may be out of date, or the address may have a typo. Check the address, or carry on
        from one of the pages below.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary', 'md')}>
          Back to Home
        </Link>
        <Link to="/help-center" className={buttonClass('outline', 'md')}>
          Help Center
        </Link>
        <Link to="/contact" className={buttonClass('outline', 'md')}>
          Contact us
        </Link>
      </div>
    </div>
  );
}
