import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError, errorMessage } from '../../../lib/api';
import { useCredentialsMutation, verifyBackupCode, verifyTotp } from '../api/credentials';
import { FormAlert } from './form-alert';

/**
 * The second step of signing in with two-factor on: the code the authenticator app shows, or
 * one of the backup codes. A challenge that has run out sends the person back to the password.
 */
export function TwoFactorStep({
  onSuccess,
  onRestart,
}: {
  onSuccess: () => void;
  onRestart: () => void;
}) {
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const app = useCredentialsMutation(verifyTotp);
  const codes = useCredentialsMutation(verifyBackupCode);
  const mutation = backup ? codes : app;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await mutation.mutateAsync(code);
      onSuccess();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'INVALID_TWO_FACTOR_COOKIE') onRestart();
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="grid gap-4"
      aria-labelledby="two-factor-title"
    >
      <div>
        <h2 id="two-factor-title" className="text-lg font-semibold">
          Two-factor sign-in
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {backup
            ? 'Enter one of your backup codes. Each code works once.'
            : 'Enter the 6-digit code your authenticator app shows for Careerforge.'}
        </p>
      </div>
      <TextField
        key={backup ? 'backup' : 'app'}
        label={backup ? 'Backup code' : 'Authentication code'}
        name="code"
        inputMode={backup ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoFocus
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      {mutation.error && (
        <FormAlert>
          {errorMessage(mutation.error, 'Something went wrong. Please try again.')}
        </FormAlert>
      )}
      <Button type="submit" size="lg" disabled={mutation.isPending}>
        {mutation.isPending ? 'Please wait…' : 'Verify and sign in'}
      </Button>
      <button
        type="button"
        className="text-sm text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
        onClick={() => {
          setBackup((b) => !b);
          setCode('');
          app.reset();
          codes.reset();
        }}
      >
        {backup ? 'Use the authenticator app instead' : 'Use a backup code instead'}
      </button>
    </form>
  );
}
