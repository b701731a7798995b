import { useEffect, useRef } from 'react';
import { BarChart3, FileText, MessagesSquare } from 'lucide-react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { buttonClass } from '../../../components/ui/button';
import { setSessionHint, useSignedIn, useUser } from '../../../lib/auth';
import { useAuthProviders } from '../api/credentials';
import { AuthForm } from './auth-form';

/** Where to go after signing in: a path of ours from ?redirect=, else the dashboard. */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/auth')
    ? value
    : '/dashboard';
}

const blurbs = [
  {
    icon: FileText,
    title: 'Resume Lab',
    text: 'Tailor your resume to any job description and see an ATS score that explains itself.',
  },
  {
    icon: MessagesSquare,
    title: 'Interview Coach',
    text: 'Practise questions built from the job, answer by voice or typing, and get feedback.',
  },
  {
    icon: BarChart3,
    title: 'Career Intelligence',
    text: 'Track applications, scores and streaks, and see where to focus next.',
  },
];

/** "Continue with Google" and the like, for the providers this instance has set up. */
function ProviderLinks({ redirect }: { redirect: string }) {
  const providers = useAuthProviders();
  if (!providers.data?.google && !providers.data?.oidc.enabled) return null;
  const callback = encodeURIComponent(redirect);
  return (
    <div className="mb-6 grid gap-3">
      {providers.data.google && (
        <a
          href={`/auth/google?callbackURL=${callback}`}
          onClick={() => setSessionHint(true)}
          className={buttonClass('outline', 'lg')}
        >
          Continue with Google
        </a>
      )}
      {providers.data.oidc.enabled && (
        <a
          href={`/auth/oidc?callbackURL=${callback}`}
          onClick={() => setSessionHint(true)}
          className={buttonClass('outline', 'lg')}
        >
          Continue with {providers.data.oidc.name}
        </a>
      )}
      <p className="text-center text-xs text-slate-600 dark:text-slate-400">or use your email</p>
    </div>
  );
}

/**
 * Sign in or sign up, with the configured social providers, beside what the account is for.
 * A signed-in visitor is sent on to ?redirect= (or the dashboard).
 */
export function AuthView() {
  const { user } = useUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirect(params.get('redirect'));
  const signedIn = useSignedIn();
  // the form's first field takes focus, so typing starts at once (no tabbing past the header)
  const formBox = useRef<HTMLDivElement>(null);
  const hasUser = Boolean(user);
  useEffect(() => {
    if (!hasUser) formBox.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [hasUser]);

  // The form shows at once (it is prerendered); a signed-in visitor sees a spinner while leaving.
  if (user)
    return (
      <>
        <Spinner label="Loading" />
        <Navigate to={redirect} replace />
      </>
    );

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2">
      <Card className="mx-auto w-full max-w-md">
        <h1 className="text-2xl font-bold">Welcome to Careerforge</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
          Sign in to tailor resumes, practise interviews and track your search.
        </p>
        {params.get('error') && (
          <p
            role="alert"
            className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
          >
            That sign-in method did not work. Please try again or use your email and password.
          </p>
        )}
        <ProviderLinks redirect={redirect} />
        <div ref={formBox}>
          <AuthForm
            initialMode={params.get('mode') === 'signup' ? 'signup' : 'signin'}
            onSuccess={() => void signedIn().then(() => navigate(redirect, { replace: true }))}
          />
        </div>
        <p className="mt-6 text-center text-xs text-slate-600 dark:text-slate-400">
          By signing in, you agree to our{' '}
          <Link to="/terms-of-service" className="underline">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy-policy" className="underline">
            Privacy Policy
          </Link>
        </p>
      </Card>
      <div className="grid content-center gap-6">
        {blurbs.map((b) => (
          <div key={b.title} className="flex gap-4">
            <b.icon
              className="mt-1 h-6 w-6 shrink-0 text-brand-700 dark:text-brand-100"
              aria-hidden
            />
            <div>
              <h2 className="font-semibold">{b.title}</h2>
              <p className="text-sm text-slate-600 dark:text-slate-300">{b.text}</p>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
