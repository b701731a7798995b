import { PageContainer } from '../components/ui/page';
import { DashboardView } from '../features/dashboard';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function DashboardPage() {
  usePageMeta('Dashboard', 'Your progress at a glance: stats, goals and recent activity.');
  usePageView('dashboard');
  return (
    <PageContainer>
      <DashboardView />
    </PageContainer>
  );
}
