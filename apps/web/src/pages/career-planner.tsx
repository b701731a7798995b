import { PageContainer } from '../components/ui/page';
import { CareerPlannerView } from '../features/career-planner';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function CareerPlannerPage() {
  usePageMeta('Career Planner', 'Plan your next career move on real occupation and wage data.');
  usePageView('career-planner');
  return (
    <PageContainer>
      <CareerPlannerView />
    </PageContainer>
  );
}
