import { PageContainer } from '../components/ui/page';
import { SavedResumesView } from '../features/saved-resumes';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function SavedResumesPage() {
  usePageMeta('Saved Resumes', 'Your tailored resumes, searchable and tagged.');
  usePageView('saved-resumes');
  return (
    <PageContainer>
      <SavedResumesView />
    </PageContainer>
  );
}
