import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DELETE_CONFIRMATION, type Account } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { ApiError, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { text } from '../content';
import { CurrentPasswordField } from './new-password-fields';
import { SettingsSection } from './settings-section';
import { UsernameHint } from './username-hint';
import { ErrorText } from '../../../components/ui/error-text';

/**
 * Deleting the account: confirmed with the password, or by typing DELETE when the account signs
 * in only with Google or single sign-on. Afterwards the visitor is signed out and sent home.
 */
export function DeleteAccountCard({ account }: { account: Account }) {
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection id="delete" title={text.deleteTitle} hint={text.deleteHint} tone="danger">
      <Button variant="destructive" onClick={() => setOpen(true)}>
        {text.deleteButton}
      </Button>
      {open && <DeleteAccountDialog account={account} onClose={() => setOpen(false)} />}
    </SettingsSection>
  );
}

function DeleteAccountDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const navigate = useNavigate();
  const del = useDeleteAccount(() => {
    toast({ title: text.deleted, description: text.deletedHint });
    void navigate('/', { replace: true });
  });
  const [value, setValue] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const withPassword = account.hasPassword;
  const serverError = del.error instanceof ApiError ? del.error : null;
  const fieldError =
    localError ??
    (withPassword ? serverError?.fields?.password : serverError?.fields?.confirm) ??
    undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setLocalError(null);
    if (!withPassword && value.trim() !== DELETE_CONFIRMATION) {
      setLocalError(text.deleteConfirmMismatch);
      return;
    }
    del.mutate(withPassword ? { password: value } : { confirm: value.trim() });
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => {
        if (!o && !del.isPending) onClose();
      }}
      title={text.deleteDialogTitle}
      description={text.deleteDialogDescription}
    >
      <form onSubmit={submit} className="grid gap-4">
        <UsernameHint email={account.email} />
        {withPassword ? (
          <CurrentPasswordField
            label={text.deletePasswordLabel}
            name="password"
            autoFocus
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={fieldError}
          />
        ) : (
          <TextField
            label={text.deleteConfirmLabel}
            name="confirm"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            autoFocus
            hint={text.deleteConfirmHint}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={fieldError}
          />
        )}
        {del.isError && !fieldError && (
          <ErrorText>
            {text.deleteFailed}: {errorMessage(del.error, text.genericError)}
          </ErrorText>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={del.isPending}>
            {text.cancel}
          </Button>
          <Button type="submit" variant="destructive" disabled={del.isPending || !value}>
            {del.isPending ? text.deleting : text.deleteConfirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
