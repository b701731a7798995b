import { useParams } from 'react-router';
import { helpCategories, HelpTopicView } from '../features/help';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function HelpTopicPage() {
  const { topic } = useParams();
  const category = helpCategories.find((c) => c.id === topic);
  usePageMeta(category ? `${category.title} help` : 'Help Center', category?.description);
  usePageView('help-center');
  return <HelpTopicView topic={topic} />;
}
