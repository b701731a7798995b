import { useState, type FormEvent } from 'react';
import { ACCOUNT_NAME_MAX, type Account } from '@careerforge/contract';
import { TextField } from '../../../components/ui/field';
import { ApiError, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { text } from '../content';
import { SettingsSection, SubmitRow } from './settings-section';
import { ErrorText } from '../../../components/ui/error-text';

/** The e-mail (read only) and the first and last name. */
export function ProfileCard({ account }: { account: Account }) {
  const update = useUpdateProfile(account.id);
  const [firstName, setFirstName] = useState(account.firstName ?? '');
  const [lastName, setLastName] = useState(account.lastName ?? '');
  const fields = update.error instanceof ApiError ? update.error.fields : undefined;
  const unchanged =
    firstName.trim() === (account.firstName ?? '') && lastName.trim() === (account.lastName ?? '');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      { firstName, lastName },
      {
        onSuccess: (a) => {
          setFirstName(a.firstName ?? '');
          setLastName(a.lastName ?? '');
          toast({ title: text.nameSaved });
        },
      },
    );
  };

  return (
    <SettingsSection id="profile" title={text.profileTitle} hint={text.profileHint}>
      <form onSubmit={submit} className="grid gap-4">
        <TextField
          label={text.email}
          name="email"
          type="email"
          readOnly
          value={account.email}
          hint={text.emailHint}
          className="[&_input]:bg-slate-50 dark:[&_input]:bg-slate-800"
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField
            label={text.firstName}
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={ACCOUNT_NAME_MAX}
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
            error={fields?.firstName}
          />
          <TextField
            label={text.lastName}
            name="lastName"
            autoComplete="family-name"
            maxLength={ACCOUNT_NAME_MAX}
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
            error={fields?.lastName}
          />
        </div>
        {update.isError && !fields && (
          <ErrorText>
            {text.nameSaveFailed}: {errorMessage(update.error, text.genericError)}
          </ErrorText>
        )}
        <SubmitRow
          pending={update.isPending}
          disabled={unchanged || !firstName.trim()}
          busy={text.saving}
        >
          {text.saveName}
        </SubmitRow>
      </form>
    </SettingsSection>
  );
}
