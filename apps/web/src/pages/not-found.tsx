import { Link, useLocation } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { usePageMeta } from '../lib/meta';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta('Page not found');
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        Nothing lives at{' '}
        <code className="rounded bg-slate-100 px-1 dark:bg-slate-800">{pathname}</code>. If you
        followed a link here, the page may have moved; check the address or add the route to the
        router.
      </p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-8')}>
        Back to Home
      </Link>
    </div>
  );
}
