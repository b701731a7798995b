import type { ChangeEvent, ComponentProps } from 'react';
import { PASSWORD_MIN_LENGTH } from '@careerforge/contract';
import { TextField } from '../../../components/ui/field';
import { text } from '../content';

type OnChange = (e: ChangeEvent<HTMLInputElement>) => void;

/** The password the account signs in with now, asked for before a change that needs it. */
export function CurrentPasswordField(
  props: Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'required'>,
) {
  return <TextField type="password" autoComplete="current-password" required {...props} />;
}

/**
 * A new password and its confirmation, as the password card and the reset page ask for them:
 * the minimum length shown, the browser told both are new passwords, and "the passwords
 * differ" under the confirmation when `mismatch` is set.
 */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  passwordError,
  mismatch,
}: {
  password: string;
  confirm: string;
  onPassword: OnChange;
  onConfirm: OnChange;
  passwordError: string | undefined;
  mismatch: boolean;
}) {
  return (
    <>
      <TextField
        label={text.newPassword}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        value={password}
        onChange={onPassword}
        error={passwordError}
      />
      <TextField
        label={text.confirmPassword}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={onConfirm}
        error={mismatch ? text.passwordsDiffer : undefined}
      />
    </>
  );
}
