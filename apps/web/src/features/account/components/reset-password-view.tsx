import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ApiError, errorMessage } from '../../../lib/api';
import { useResetPassword } from '../api/password-reset';
import { resetText, text } from '../content';
import { NewPasswordFields } from './new-password-fields';

/** The page the e-mailed link leads to: /reset-password?token=... (or ?error=INVALID_TOKEN). */
export function ResetPasswordView() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const invalid = !token || params.has('error');
  return (
    <Card className="mx-auto w-full max-w-md">
      <h1 className="text-2xl font-bold">{resetText.title}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">{resetText.subtitle}</p>
      {invalid ? <InvalidLink /> : <NewPasswordForm token={token} />}
    </Card>
  );
}

function InvalidLink() {
  return (
    <div role="alert" className="grid gap-3">
      <h2 className="font-semibold text-red-800 dark:text-red-300">{resetText.invalid}</h2>
      <p className="text-sm text-slate-700 dark:text-slate-200">{resetText.invalidHint}</p>
      <Link to="/forgot-password" className={buttonClass('primary')}>
        {resetText.askAgain}
      </Link>
    </div>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const apiError = reset.error instanceof ApiError ? reset.error : null;
  const tokenRejected = apiError?.code === 'INVALID_TOKEN';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (password !== confirm) {
      setMismatch(true);
      return;
    }
    reset.mutate({ token, newPassword: password });
  };

  if (reset.isSuccess) {
    return (
      <div role="status" className="grid gap-4">
        <p className="flex gap-3 rounded-md bg-emerald-50 p-4 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <span>
            <strong className="block">{resetText.done}</strong>
            {resetText.doneHint}
          </span>
        </p>
        <Link to="/auth" className={buttonClass('primary')}>
          {resetText.signIn}
        </Link>
      </div>
    );
  }
  if (tokenRejected) return <InvalidLink />;
  return (
    <form onSubmit={submit} className="grid gap-4">
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPassword={(e) => {
          setPassword(e.target.value);
          setMismatch(false);
        }}
        onConfirm={(e) => {
          setConfirm(e.target.value);
          setMismatch(false);
        }}
        passwordError={apiError?.fields?.newPassword}
        mismatch={mismatch}
      />
      {reset.isError && !apiError?.fields?.newPassword && (
        <p
          role="alert"
          className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {resetText.failed}: {errorMessage(reset.error, text.genericError)}
        </p>
      )}
      <Button type="submit" size="lg" disabled={reset.isPending}>
        {reset.isPending ? resetText.submitting : resetText.submit}
      </Button>
    </form>
  );
}
