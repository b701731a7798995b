import { PageContainer } from '../components/ui/page';
import { AnalyticsView } from '../features/analytics';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function AnalyticsPage() {
  usePageMeta('Analytics', 'Your personal analytics and the opt-in leaderboard.');
  usePageView('analytics');
  return (
    <PageContainer>
      <AnalyticsView />
    </PageContainer>
  );
}
