import { PageContainer } from '../components/ui/page';
import { InterviewArenaView } from '../features/interview-arena';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function InterviewCoachPage() {
  usePageMeta('Interview Arena', 'Practise interview questions from a real job and get feedback.');
  usePageView('interview-coach');
  return (
    <PageContainer>
      <InterviewArenaView />
    </PageContainer>
  );
}
