import { useState, type FormEvent, type ReactNode } from 'react';
import type { Account, TwoFactorSetup } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api';
import { downloadText } from '../../../lib/download';
import { toast } from '../../../lib/toast';
import {
  useConfirmTwoFactor,
  useNewBackupCodes,
  useStartTwoFactor,
  useTurnOffTwoFactor,
} from '../api/two-factor';
import { twoFactorText as t } from '../content';
import { NoPasswordSection } from './password-card';
import { CurrentPasswordField } from './new-password-fields';
import { QrCode } from './qr-code';
import { SettingsSection, SubmitRow } from './settings-section';
import { UsernameHint } from './username-hint';
import { ErrorText } from '../../../components/ui/error-text';

/** The authenticator app's secret from its setup URI, in groups of four for typing. */
export function secretOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

function Failure({ error }: { error: unknown }) {
  return <ErrorText>{errorMessage(error, t.genericError)}</ErrorText>;
}

/** The backup codes, each usable once, with a way to keep them. */
function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm text-slate-700 dark:text-slate-200">{t.backupCodesHint}</p>
      <ul
        aria-label={t.backupCodesLabel}
        className="grid grid-cols-2 gap-1 rounded-md bg-slate-100 p-3 font-mono text-sm dark:bg-slate-800"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => downloadText('careerforge-backup-codes.txt', `${codes.join('\n')}\n`)}
        >
          {t.downloadCodes}
        </Button>
      </div>
    </div>
  );
}

/** Setting up: scan or type the secret, keep the backup codes, confirm with a first code. */
function SetupSteps({
  setup,
  userId,
  onDone,
}: {
  setup: TwoFactorSetup;
  userId: string;
  onDone: () => void;
}) {
  const confirm = useConfirmTwoFactor(userId);
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    confirm.mutate(code, {
      onSuccess: () => {
        toast({ title: t.turnedOn, description: t.turnedOnHint });
        onDone();
      },
    });
  };
  return (
    <div className="grid gap-6">
      <div className="grid gap-3 sm:grid-cols-[auto_1fr] sm:items-start">
        <QrCode value={setup.totpURI} label={t.qrLabel} />
        <div className="grid gap-2 text-sm">
          <p>{t.scanHint}</p>
          <p className="text-slate-600 dark:text-slate-300">{t.manualHint}</p>
          <code className="break-all rounded-md bg-slate-100 p-2 font-mono dark:bg-slate-800">
            {secretOf(setup.totpURI)}
          </code>
        </div>
      </div>
      <BackupCodes codes={setup.backupCodes} />
      <form onSubmit={submit} className="grid gap-3">
        <TextField
          label={t.codeLabel}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          hint={t.codeHint}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        {confirm.isError && <Failure error={confirm.error} />}
        <SubmitRow pending={confirm.isPending} busy={t.checking}>
          {t.turnOn}
        </SubmitRow>
      </form>
    </div>
  );
}

/** Two-factor is off: the password, then the setup starts. */
function TurnOnForm({
  passwordField,
  password,
  start,
  onSetup,
}: {
  passwordField: ReactNode;
  password: string;
  start: ReturnType<typeof useStartTwoFactor>;
  onSetup: (setup: TwoFactorSetup) => void;
}) {
  return (
    <form
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        start.mutate(password, { onSuccess: (answer) => onSetup(answer) });
      }}
    >
      {passwordField}
      {start.isError && <Failure error={start.error} />}
      <SubmitRow pending={start.isPending} busy={t.checking}>
        {t.setUp}
      </SubmitRow>
    </form>
  );
}

/** Two-factor is on: with the password, new backup codes or turning it off. */
function TurnedOnForm({
  passwordField,
  password,
  off,
  codes,
  onTurnedOff,
}: {
  passwordField: ReactNode;
  password: string;
  off: ReturnType<typeof useTurnOffTwoFactor>;
  codes: ReturnType<typeof useNewBackupCodes>;
  onTurnedOff: () => void;
}) {
  return (
    <form className="grid gap-3" onSubmit={(e) => e.preventDefault()}>
      {passwordField}
      {(off.isError || codes.isError) && <Failure error={off.error ?? codes.error} />}
      {codes.data && <BackupCodes codes={codes.data.backupCodes} />}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          disabled={codes.isPending || !password}
          onClick={() => codes.mutate(password)}
        >
          {t.newCodes}
        </Button>
        <Button
          variant="destructive"
          disabled={off.isPending || !password}
          onClick={() => off.mutate(password, { onSuccess: onTurnedOff })}
        >
          {t.turnOff}
        </Button>
      </div>
    </form>
  );
}

/** Two-factor sign-in: set up with an authenticator app, new backup codes, turn off. */
export function TwoFactorCard({ account }: { account: Account }) {
  const start = useStartTwoFactor();
  const off = useTurnOffTwoFactor(account.id);
  const codes = useNewBackupCodes();
  const [password, setPassword] = useState('');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);

  if (!account.hasPassword) {
    return (
      <NoPasswordSection
        id="two-factor"
        title={t.title}
        providers={account.providers}
        explain={t.noPassword}
      />
    );
  }

  if (setup) {
    return (
      <SettingsSection id="two-factor" title={t.title} hint={t.setupHint}>
        <SetupSteps
          setup={setup}
          userId={account.id}
          onDone={() => {
            setSetup(null);
            setPassword('');
          }}
        />
      </SettingsSection>
    );
  }

  const passwordField = (
    <>
      <UsernameHint email={account.email} />
      <CurrentPasswordField
        label={t.passwordLabel}
        name="twoFactorPassword"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
    </>
  );

  const on = account.twoFactorEnabled;
  return (
    <SettingsSection id="two-factor" title={t.title} hint={on ? t.onHint : t.offHint}>
      {on ? (
        <TurnedOnForm
          passwordField={passwordField}
          password={password}
          off={off}
          codes={codes}
          onTurnedOff={() => {
            setPassword('');
            toast({ title: t.turnedOff });
          }}
        />
      ) : (
        <TurnOnForm
          passwordField={passwordField}
          password={password}
          start={start}
          onSetup={setSetup}
        />
      )}
    </SettingsSection>
  );
}
