import { CommunityView } from '../features/community';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function CommunityPage() {
  usePageMeta(
    'Community',
    'Job seekers, career changers and volunteer recruiters helping each other get hired: success stories, peer support and guidelines.',
  );
  usePageView('community');
  return <CommunityView />;
}
