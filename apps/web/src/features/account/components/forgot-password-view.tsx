import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Terminal } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { AccountEmailField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api';
import { usePasswordResetMethod, useRequestPasswordReset } from '../api/password-reset';
import { forgotText } from '../content';

/**
 * Asks for a reset link by e-mail when the server can send mail; otherwise says how the
 * operator of the server sets a new password.
 */
export function ForgotPasswordView() {
  const method = usePasswordResetMethod();
  return (
    <Card className="mx-auto w-full max-w-md">
      <h1 className="text-2xl font-bold">{forgotText.title}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">{forgotText.subtitle}</p>
      {method.isPending ? (
        <Spinner label="Loading" />
      ) : method.isError ? (
        <p
          role="alert"
          className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {forgotText.loadError}
        </p>
      ) : method.data.email ? (
        <RequestLinkForm />
      ) : (
        <OperatorReset />
      )}
      <p className="mt-6 text-xs text-slate-600 dark:text-slate-400">{forgotText.google}</p>
      <p className="mt-4 text-center text-sm">
        <Link to="/auth" className="text-brand-700 underline dark:text-brand-100">
          {forgotText.backToSignIn}
        </Link>
      </p>
    </Card>
  );
}

function RequestLinkForm() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const fieldError = request.error instanceof ApiError ? request.error.fields?.email : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    request.mutate(email.trim());
  };

  if (request.isSuccess) {
    return (
      <p
        role="status"
        className="flex gap-3 rounded-md bg-emerald-50 p-4 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
      >
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        <span>{forgotText.sent(request.variables)}</span>
      </p>
    );
  }
  return (
    <form onSubmit={submit} className="grid gap-4">
      <AccountEmailField
        hint={forgotText.emailHint}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldError}
      />
      {request.isError && !fieldError && (
        <p
          role="alert"
          className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {errorMessage(request.error, 'Something went wrong. Please try again.')}
        </p>
      )}
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending ? forgotText.sending : forgotText.send}
      </Button>
    </form>
  );
}

function OperatorReset() {
  return (
    <div className="grid gap-3 text-sm">
      <h2 className="flex items-center gap-2 font-semibold">
        <Terminal className="h-4 w-4" aria-hidden />
        {forgotText.noMailTitle}
      </h2>
      <p className="text-slate-700 dark:text-slate-200">{forgotText.noMail}</p>
      <pre className="overflow-x-auto rounded-md bg-slate-100 p-3 text-xs dark:bg-slate-800">
        <code>{forgotText.command}</code>
      </pre>
      <p className="text-slate-700 dark:text-slate-200">{forgotText.noMailAfter}</p>
    </div>
  );
}
