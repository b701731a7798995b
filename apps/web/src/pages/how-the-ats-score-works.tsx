import { AtsScoreView } from '../features/marketing';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function HowTheAtsScoreWorksPage() {
  usePageMeta(
    'How the ATS score works',
    'What the Resume Lab’s ATS score is made of, how its weights are fitted on public data, what it cannot know, and how well it ranks postings it never saw.',
  );
  usePageView('how-the-ats-score-works');
  return <AtsScoreView />;
}
