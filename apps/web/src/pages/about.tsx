import { about, AboutView } from '../features/marketing';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function AboutPage() {
  usePageMeta('About', about.tagline);
  usePageView('about');
  return <AboutView />;
}
