import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { AccountEmailField, TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import {
  needsSecondFactor,
  signIn,
  signInWithPasskey,
  signUp,
  useCredentialsMutation,
} from '../api/credentials';
import { FormAlert } from './form-alert';
import { TwoFactorStep } from './two-factor-step';

type Mode = 'signin' | 'signup';
type Form = { firstName: string; lastName: string; email: string; password: string };

/** Email and password, with the names on sign-up and the reset link on sign-in. */
function CredentialFields({
  mode,
  form,
  set,
}: {
  mode: Mode;
  form: Form;
  set: (k: keyof Form) => (e: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <>
      {mode === 'signup' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            value={form.firstName}
            onChange={set('firstName')}
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            value={form.lastName}
            onChange={set('lastName')}
          />
        </div>
      )}
      <AccountEmailField value={form.email} onChange={set('email')} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
        required
        minLength={mode === 'signup' ? PASSWORD_MIN_LENGTH : undefined}
        hint={mode === 'signup' ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined}
        value={form.password}
        onChange={set('password')}
      />
      {mode === 'signin' && (
        <p className="-mt-2 text-right text-sm">
          <Link
            to="/forgot-password"
            className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
          >
            Forgot password?
          </Link>
        </p>
      )}
    </>
  );
}

export function AuthForm({ initialMode, onSuccess }: { initialMode: Mode; onSuccess: () => void }) {
  const [mode, setMode] = useState(initialMode);
  const [form, setForm] = useState<Form>({ firstName: '', lastName: '', email: '', password: '' });
  const [localError, setLocalError] = useState<string | null>(null);
  const [secondFactor, setSecondFactor] = useState(false);
  const signInM = useCredentialsMutation(signIn);
  const signUpM = useCredentialsMutation(signUp);
  const passkeyM = useCredentialsMutation(signInWithPasskey);
  const mutation = mode === 'signin' ? signInM : signUpM;
  const set = (k: keyof Form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setLocalError(null);
    if (mode === 'signup' && form.password.length < PASSWORD_MIN_LENGTH) {
      setLocalError(`Password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
      return;
    }
    try {
      if (mode === 'signin') {
        const answer = await signInM.mutateAsync({ email: form.email, password: form.password });
        if (needsSecondFactor(answer)) {
          setSecondFactor(true);
          return;
        }
      } else await signUpM.mutateAsync(form);
      onSuccess();
    } catch {
      /* shown below */
    }
  };

  const error =
    localError ??
    (mutation.error
      ? errorMessage(mutation.error, 'Something went wrong. Please try again.')
      : null);

  const tab = (m: Mode, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={mode === m}
      onClick={() => {
        setMode(m);
        setLocalError(null);
        signInM.reset();
        signUpM.reset();
      }}
      className={cn(
        'flex-1 rounded-md px-3 py-2 text-sm font-medium',
        mode === m ? 'bg-white shadow dark:bg-slate-700' : 'text-slate-600 dark:text-slate-300',
      )}
    >
      {label}
    </button>
  );

  if (secondFactor) {
    return (
      <TwoFactorStep
        onSuccess={onSuccess}
        onRestart={() => {
          setSecondFactor(false);
          setForm((f) => ({ ...f, password: '' }));
          setLocalError('The sign-in took too long. Enter your password again.');
        }}
      />
    );
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label="Sign in or create an account"
        className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
      >
        {tab('signin', 'Sign in')}
        {tab('signup', 'Create account')}
      </div>
      <form onSubmit={(e) => void submit(e)} className="grid gap-4" noValidate={false}>
        <CredentialFields mode={mode} form={form} set={set} />
        {error && <FormAlert>{error}</FormAlert>}
        <Button type="submit" size="lg" disabled={mutation.isPending}>
          {mutation.isPending ? 'Please wait…' : mode === 'signin' ? 'Sign in' : 'Create account'}
        </Button>
      </form>
      {mode === 'signin' && (
        <div className="mt-4 grid gap-2">
          <Button
            variant="outline"
            size="lg"
            disabled={passkeyM.isPending}
            onClick={() => passkeyM.mutate(undefined, { onSuccess })}
          >
            {passkeyM.isPending ? 'Waiting for your device…' : 'Sign in with a passkey'}
          </Button>
          {passkeyM.error && (
            <FormAlert>
              {errorMessage(
                passkeyM.error,
                'The passkey did not sign you in. Use your password, or try again.',
              )}
            </FormAlert>
          )}
        </div>
      )}
    </div>
  );
}
