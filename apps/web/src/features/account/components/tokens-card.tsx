import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { TokenScope } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api';
import { copyText } from '../../../lib/clipboard';
import { toast } from '../../../lib/toast';
import { useCreateToken, useRevokeToken, useTokens } from '../api/tokens';
import { tokenText as t } from '../content';
import { SettingsSection, SubmitRow } from './settings-section';

const day = (v: string | null) =>
  v ? new Date(v).toLocaleDateString(undefined, { dateStyle: 'medium' }) : null;

/** The MCP client configuration for this instance (the token stays a placeholder). */
function mcpConfig(origin: string) {
  const server = {
    type: 'http',
    url: `${origin}/mcp`,
    headers: { Authorization: 'Bearer <token>' },
  };
  return JSON.stringify({ mcpServers: { careerforge: server } }, null, 2);
}

type Token = NonNullable<ReturnType<typeof useTokens>['data']>[number];

const copy = (text: string, done: { title: string; description?: string } = { title: t.copied }) =>
  copyText(text).then(
    () => toast(done),
    (err: unknown) => toast({ title: errorMessage(err, 'Could not copy'), variant: 'destructive' }),
  );

/** A new token's secret, shown once, with its Copy button (which takes the focus). */
function SecretNotice({ secret }: { secret: string }) {
  // the Create button is disabled once the name is cleared: keyboard focus moves to Copy
  const copySecret = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    copySecret.current?.focus();
  }, [secret]);
  return (
    <div
      role="status"
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950"
    >
      <p className="font-medium">{t.created}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="break-all rounded bg-white px-2 py-1 text-xs dark:bg-slate-900">
          {secret}
        </code>
        <Button ref={copySecret} size="sm" variant="outline" onClick={() => void copy(secret)}>
          {t.copy}
        </Button>
      </div>
    </div>
  );
}

/** One token: its name, scope, last use and expiry, and its Revoke button. */
function TokenRow({
  token: k,
  disabled,
  onRevoke,
}: {
  token: Token;
  disabled: boolean;
  onRevoke: () => void;
}) {
  return (
    <li
      key={k.id}
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
    >
      <span className="min-w-0 flex-1 break-words">
        <span className="font-medium">{k.name}</span>
        <span className="text-slate-600 dark:text-slate-300">
          {' '}
          · {k.scope === 'read' ? t.read : t.write} · {t.lastUsed(day(k.lastUsedAt))} ·{' '}
          {t.expires(day(k.expiresAt))}
        </span>
      </span>
      <Button
        variant="outline"
        size="sm"
        aria-label={t.revokeLabel(k.name)}
        disabled={disabled}
        onClick={onRevoke}
      >
        {t.revoke}
      </Button>
    </li>
  );
}

/** The form for a new token: its name, scope and expiry. */
function CreateTokenForm({
  userId,
  nameInput,
  onCreated,
}: {
  userId: string;
  nameInput: RefObject<HTMLInputElement | null>;
  onCreated: (secret: string) => void;
}) {
  const create = useCreateToken(userId);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TokenScope>('read');
  const [expiry, setExpiry] = useState('90');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { name: name.trim(), scope, expiresInDays: expiry === 'never' ? null : Number(expiry) },
      {
        onSuccess: (res) => {
          onCreated(res.secret);
          setName('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <TextField
        ref={nameInput}
        label={t.nameLabel}
        name="tokenName"
        hint={t.nameHint}
        value={name}
        maxLength={100}
        required
        className="sm:col-span-2"
        onChange={(e) => setName(e.target.value)}
      />
      <SelectField
        id="token-scope"
        label={t.scopeLabel}
        value={scope}
        onChange={(v) => setScope(v as TokenScope)}
        options={t.scopes}
      />
      <SelectField
        id="token-expiry"
        label={t.expiryLabel}
        value={expiry}
        onChange={setExpiry}
        options={t.expiries}
      />
      {create.isError && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2 dark:text-red-400">
          {errorMessage(create.error, t.failed)}
        </p>
      )}
      <SubmitRow
        pending={create.isPending}
        disabled={!name.trim()}
        busy={t.creating}
        className="sm:col-span-2"
      >
        {t.create}
      </SubmitRow>
    </form>
  );
}

/** The settings to connect an MCP client to this instance, to copy. */
function McpConfigDetails() {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">{t.mcpTitle}</summary>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t.mcpHint}</p>
      <pre className="mt-2 overflow-x-auto rounded-md bg-slate-100 p-3 text-xs dark:bg-slate-800">
        {mcpConfig(origin)}
      </pre>
      <Button
        size="sm"
        variant="outline"
        className="mt-2"
        onClick={() =>
          void copy(mcpConfig(origin), {
            title: t.configCopied,
            description: t.configCopiedHint,
          })
        }
      >
        {t.copy}
      </Button>
    </details>
  );
}

/** Personal access tokens: created with a secret shown once, listed with last use, revoked. */
export function TokensCard({ userId }: { userId: string }) {
  const list = useTokens(userId);
  const revoke = useRevokeToken(userId);
  const [secret, setSecret] = useState<string | null>(null);
  // a revoked token's row (and its focused button) goes: focus moves to the form
  const nameInput = useRef<HTMLInputElement>(null);
  const onRevoke = (id: number) =>
    revoke.mutate(id, {
      onSuccess: () => {
        toast({ title: t.revoked });
        nameInput.current?.focus();
      },
    });

  return (
    <SettingsSection id="tokens" title={t.title} hint={t.hint}>
      <div className="grid gap-4">
        {secret && <SecretNotice secret={secret} />}
        {list.data && list.data.length > 0 ? (
          <ul aria-label={t.listLabel} className="grid gap-2">
            {list.data.map((k) => (
              <TokenRow
                key={k.id}
                token={k}
                disabled={revoke.isPending}
                onRevoke={() => onRevoke(k.id)}
              />
            ))}
          </ul>
        ) : list.isSuccess ? (
          <p className="text-sm text-slate-700 dark:text-slate-200">{t.none}</p>
        ) : null}
        <CreateTokenForm userId={userId} nameInput={nameInput} onCreated={setSecret} />
        <McpConfigDetails />
      </div>
    </SettingsSection>
  );
}
