import { HelpCenterView } from '../features/help';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function HelpCenterPage() {
  usePageMeta(
    'Help Center',
    'Answers about the Resume Lab, Interview Arena, your account, billing and privacy, plus ways to reach a person.',
  );
  usePageView('help-center');
  return <HelpCenterView />;
}
