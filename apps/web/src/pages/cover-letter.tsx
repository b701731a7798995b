import { PageContainer } from '../components/ui/page';
import { CoverLetterView } from '../features/cover-letter';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function CoverLetterPage() {
  usePageMeta('Cover Letter Generator', 'Write a cover letter with an ATS analysis.');
  usePageView('cover-letter-generator');
  return (
    <PageContainer>
      <CoverLetterView />
    </PageContainer>
  );
}
