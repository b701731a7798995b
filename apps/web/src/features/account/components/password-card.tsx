import { useState, type FormEvent } from 'react';
import type { Account } from '@careerforge/contract';
import { ApiError, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { text } from '../content';
import { SettingsSection, SubmitRow } from './settings-section';
import { CurrentPasswordField, NewPasswordFields } from './new-password-fields';
import { UsernameHint } from './username-hint';
import { ErrorText } from '../../../components/ui/error-text';

const providerNames: Record<string, string> = { google: 'Google', oidc: 'single sign-on' };

/** Names of the sign-in methods other than a password, for people to read. */
export function otherProviders(providers: readonly string[]): string {
  const names = providers.filter((p) => p !== 'credential').map((p) => providerNames[p] ?? p);
  return names.length ? [...new Set(names)].join(' or ') : 'another sign-in method';
}

/** A block of the settings page that needs a password, on an account that signs in without one. */
export function NoPasswordSection({
  id,
  title,
  providers,
  explain,
}: {
  id: string;
  title: string;
  providers: readonly string[];
  explain: (providers: string) => string;
}) {
  return (
    <SettingsSection id={id} title={title}>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {explain(otherProviders(providers))}
      </p>
    </SettingsSection>
  );
}

const empty = { currentPassword: '', newPassword: '', confirm: '' };

/** Changes the password (current one required); explains instead when there is no password. */
export function PasswordCard({ account }: { account: Account }) {
  const change = useChangePassword();
  const [form, setForm] = useState(empty);
  const [mismatch, setMismatch] = useState(false);
  const fields = change.error instanceof ApiError ? change.error.fields : undefined;
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    if (k !== 'currentPassword') setMismatch(false);
  };

  if (!account.hasPassword) {
    return (
      <NoPasswordSection
        id="password"
        title={text.passwordTitle}
        providers={account.providers}
        explain={text.noPassword}
      />
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form.newPassword !== form.confirm) {
      setMismatch(true);
      return;
    }
    change.mutate(
      { currentPassword: form.currentPassword, newPassword: form.newPassword },
      {
        onSuccess: () => {
          setForm(empty);
          toast({ title: text.passwordChanged, description: text.passwordChangedHint });
        },
      },
    );
  };

  return (
    <SettingsSection id="password" title={text.passwordTitle}>
      <form onSubmit={submit} className="grid gap-4">
        <UsernameHint email={account.email} />
        <CurrentPasswordField
          label={text.currentPassword}
          name="currentPassword"
          value={form.currentPassword}
          onChange={set('currentPassword')}
          error={fields?.currentPassword}
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <NewPasswordFields
            password={form.newPassword}
            confirm={form.confirm}
            onPassword={set('newPassword')}
            onConfirm={set('confirm')}
            passwordError={fields?.newPassword}
            mismatch={mismatch}
          />
        </div>
        {change.isError && !fields?.currentPassword && !fields?.newPassword && (
          <ErrorText>
            {text.passwordChangeFailed}: {errorMessage(change.error, text.genericError)}
          </ErrorText>
        )}
        <SubmitRow pending={change.isPending} busy={text.saving}>
          {text.changePassword}
        </SubmitRow>
      </form>
    </SettingsSection>
  );
}
