import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BarChart3, CreditCard, Receipt } from 'lucide-react';
import type { BillingInterval, PlanId } from '@careerforge/contract';
import { PageHeader } from '../../../components/ui/page';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { toastSpecError } from '../../../lib/spec-toast';
import { toast } from '../../../lib/toast';
import { useCancelSubscription, useSubscription, useUpgrade } from '../api/subscription';
import { BillingTab } from './billing-tab';
import { CancelDialog } from './cancel-dialog';
import { CheckoutNotice } from './checkout-notice';
import { PlansTab } from './plans-tab';
import { UsageTab } from './usage-tab';

type TabId = 'plans' | 'usage' | 'billing';

const TABS: readonly TabItem<TabId>[] = [
  { id: 'plans', label: 'Plans', icon: <CreditCard className="h-4 w-4" aria-hidden /> },
  { id: 'usage', label: 'Usage', icon: <BarChart3 className="h-4 w-4" aria-hidden /> },
  { id: 'billing', label: 'Billing', icon: <Receipt className="h-4 w-4" aria-hidden /> },
];

const tabOf = (value: string | null): TabId => TABS.find((t) => t.id === value)?.id ?? 'plans';

/** /subscription: Plans, Usage and Billing (spec part 2 §2 Subscription). */
export function SubscriptionView() {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<TabId>(() => tabOf(params.get('tab')));
  const [interval, setBillingInterval] = useState<BillingInterval>('month');
  const [pending, setPending] = useState<PlanId | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);

  const checkout = params.get('checkout');
  const subscription = useSubscription({ awaitingCheckout: checkout === 'success' });
  const upgrade = useUpgrade();
  const cancel = useCancelSubscription();
  const sub = subscription.data;

  const onUpgrade = (planId: PlanId) => {
    setPending(planId);
    upgrade.mutate(
      { planId, interval },
      {
        onSuccess: (res) => {
          if (res.checkoutUrl) {
            // Stripe Checkout takes over; the button keeps saying Processing... until it loads
            window.location.assign(res.checkoutUrl);
            return;
          }
          setPending(null);
          toast({
            title: 'Subscription Updated!',
            description: 'Your subscription has been successfully updated.',
          });
        },
        onError: (err) => {
          setPending(null);
          toastSpecError('Upgrade Failed - Unable to upgrade subscription. Please try again.', err);
        },
      },
    );
  };

  const openCancel = () => {
    setCancelError(null);
    setConfirming(true);
  };

  const confirmCancel = () => {
    setCancelError(null);
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: 'Subscription Canceled',
          description: 'Your subscription will remain active until the end of the billing period.',
        });
      },
      onError: (err) => {
        const reason = errorMessage(err, '');
        setCancelError(`Failed to cancel subscription${reason ? `: ${reason}` : ''}`);
      },
    });
  };

  // what the usage and billing tabs show, and their way to the plans
  const shown = {
    subscription: sub,
    loading: subscription.isPending,
    error: subscription.error,
    onChoosePlan: () => setTab('plans'),
  };

  return (
    <>
      <PageHeader
        title="Subscription"
        subtitle="Choose a plan, see what you have used this period and manage billing."
      />
      {(checkout === 'success' || checkout === 'canceled') && (
        <CheckoutNotice outcome={checkout} plan={sub?.plan} />
      )}
      <Tabs kind="page" tabs={TABS} value={tab} onChange={setTab} label="Subscription">
        {tab === 'plans' && (
          <PlansTab
            subscription={sub}
            interval={interval}
            onIntervalChange={setBillingInterval}
            pending={pending}
            onUpgrade={onUpgrade}
            onCancel={openCancel}
          />
        )}
        {tab === 'usage' && <UsageTab {...shown} />}
        {tab === 'billing' && <BillingTab {...shown} onCancel={openCancel} />}
      </Tabs>
      <CancelDialog
        open={confirming}
        onOpenChange={(open) => !cancel.isPending && setConfirming(open)}
        onConfirm={confirmCancel}
        busy={cancel.isPending}
        error={cancelError}
        endDate={sub?.currentPeriodEnd ? formatDate(sub.currentPeriodEnd) || null : null}
      />
    </>
  );
}
