import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys';
import { passkeyText as t } from '../content';
import { SettingsSection, SubmitRow } from './settings-section';
import { ErrorText } from '../../../components/ui/error-text';

const day = (v: unknown) =>
  v ? new Date(String(v)).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '';

/** Passkeys: sign in with the phone's or computer's own lock instead of a password. */
export function PasskeysCard({ userId }: { userId: string }) {
  const list = usePasskeys(userId);
  const add = useAddPasskey(userId);
  const remove = useRemovePasskey(userId);
  const [name, setName] = useState('');
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(name.trim(), {
      onSuccess: () => {
        setName('');
        toast({ title: t.added });
      },
    });
  };

  return (
    <SettingsSection id="passkeys" title={t.title} hint={t.hint}>
      <div className="grid gap-4">
        {list.data && list.data.length > 0 ? (
          <ul aria-label={t.listLabel} className="grid gap-2">
            {list.data.map((p) => (
              <li
                key={p.id}
                className="flex items-center justify-between gap-3 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
              >
                <span>
                  <span className="font-medium">{p.name || t.unnamed}</span>
                  {p.createdAt ? (
                    <span className="text-slate-600 dark:text-slate-300">
                      {' '}
                      · {t.addedOn(day(p.createdAt))}
                    </span>
                  ) : null}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t.removeLabel(p.name || t.unnamed)}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(p.id, { onSuccess: () => toast({ title: t.removed }) })
                  }
                >
                  {t.remove}
                </Button>
              </li>
            ))}
          </ul>
        ) : list.isSuccess ? (
          <p className="text-sm text-slate-700 dark:text-slate-200">{t.none}</p>
        ) : null}
        {supported ? (
          <form onSubmit={submit} className="grid gap-3">
            <TextField
              label={t.nameLabel}
              name="passkeyName"
              hint={t.nameHint}
              value={name}
              maxLength={100}
              onChange={(e) => setName(e.target.value)}
            />
            {add.isError && <ErrorText>{errorMessage(add.error, t.failed)}</ErrorText>}
            <SubmitRow pending={add.isPending} busy={t.adding}>
              {t.add}
            </SubmitRow>
          </form>
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-200">{t.unsupported}</p>
        )}
      </div>
    </SettingsSection>
  );
}
