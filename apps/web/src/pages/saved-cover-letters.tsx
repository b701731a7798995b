import { PageContainer } from '../components/ui/page';
import { SavedCoverLettersView } from '../features/saved-cover-letters';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function SavedCoverLettersPage() {
  usePageMeta('Saved Cover Letters', 'Your saved cover letters.');
  usePageView('saved-cover-letters');
  return (
    <PageContainer>
      <SavedCoverLettersView />
    </PageContainer>
  );
}
