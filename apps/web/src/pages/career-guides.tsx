import { CareerGuidesView } from '../features/help';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function CareerGuidesPage() {
  usePageMeta(
    'Career Guides',
    'Free, practical career guides on resumes, interviews, career changes, personal branding, pay and networking, plus printable checklists.',
  );
  usePageView('career-guides');
  return <CareerGuidesView />;
}
