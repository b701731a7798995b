import { PageContainer } from '../components/ui/page';
import { TrackerView } from '../features/application-tracker';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function ApplicationTrackerPage() {
  usePageMeta('Application Tracker', 'Track every job application through the pipeline.');
  usePageView('application-tracker');
  return (
    <PageContainer>
      <TrackerView />
    </PageContainer>
  );
}
