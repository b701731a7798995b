import { PageContainer } from '../components/ui/page';
import { LinkedinView } from '../features/linkedin';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function LinkedinOptimizerPage() {
  usePageMeta('LinkedIn Optimizer', 'Polish your LinkedIn About section.');
  usePageView('linkedin-optimizer');
  return (
    <PageContainer>
      <LinkedinView />
    </PageContainer>
  );
}
