import { AlertTriangle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useUser } from '../../../lib/auth';
import { useAccount } from '../api/get-account';
import { SETTINGS_SUBTITLE, SETTINGS_TITLE, text } from '../content';
import { ConsentsCard } from './consents-card';
import { DataCard } from './data-card';
import { DeleteAccountCard } from './delete-account';
import { PasskeysCard } from './passkeys-card';
import { PasswordCard } from './password-card';
import { PlanCard } from './plan-card';
import { ProfileCard } from './profile-card';
import { TokensCard } from './tokens-card';
import { TwoFactorCard } from './two-factor-card';

/** The account settings of the signed-in user (the page sits behind the sign-in guard). */
export function SettingsView() {
  const { user } = useUser();
  if (!user) return null;
  return <AccountSettings userId={user.id} />;
}

function AccountSettings({ userId }: { userId: string }) {
  const account = useAccount(userId);
  return (
    <div className="mx-auto w-full max-w-3xl">
      <div className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight">{SETTINGS_TITLE}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{SETTINGS_SUBTITLE}</p>
      </div>
      {account.isPending ? (
        <LoadingRegion label="Loading your account">
          <div className="grid gap-6">
            {[0, 1, 2].map((i) => (
              <Card key={i} className="grid gap-3">
                <Skeleton className="h-6 w-40" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-10 w-full" />
              </Card>
            ))}
          </div>
        </LoadingRegion>
      ) : account.isError ? (
        <Card role="alert" className="flex items-start gap-4">
          <AlertTriangle className="mt-1 h-6 w-6 shrink-0 text-red-700" aria-hidden />
          <div>
            <h2 className="font-semibold">{text.loadError}</h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{text.loadErrorHint}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => void account.refetch()}
            >
              Try again
            </Button>
          </div>
        </Card>
      ) : (
        <div className="grid gap-6">
          <ProfileCard key={account.data.id} account={account.data} />
          <ConsentsCard userId={userId} consents={account.data.consents} />
          <PasswordCard account={account.data} />
          <TwoFactorCard account={account.data} />
          <PasskeysCard userId={userId} />
          <TokensCard userId={userId} />
          <PlanCard />
          <DataCard />
          <DeleteAccountCard account={account.data} />
        </div>
      )}
    </div>
  );
}
