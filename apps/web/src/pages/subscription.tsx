import { PageContainer } from '../components/ui/page';
import { SubscriptionView } from '../features/subscription';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function SubscriptionPage() {
  usePageMeta('Subscription', 'Your plan, your usage this period and billing.');
  usePageView('subscription');
  return (
    <PageContainer>
      <SubscriptionView />
    </PageContainer>
  );
}
