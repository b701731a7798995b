import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { usePageMeta } from '../lib/meta';

export const GOODBYE_REDIRECT_MS = 5000;

export default function GoodbyePage() {
  const navigate = useNavigate();
  usePageMeta('Signed out');
  useEffect(() => {
    const t = setTimeout(() => void navigate('/', { replace: true }), GOODBYE_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [navigate]);
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">We'll miss you!</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        You are signed out. Taking you home in a few seconds.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          Back to Home
        </Link>
        <Link to="/auth" className={buttonClass('outline')}>
          Sign In Again
        </Link>
      </div>
    </div>
  );
}
