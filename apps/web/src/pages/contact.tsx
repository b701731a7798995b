import { ContactView } from '../features/inbox';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function ContactPage() {
  usePageMeta(
    'Contact',
    'Questions, feedback or a story to share? Write to the people who run this Careerforge instance; replies depend on them.',
  );
  usePageView('contact');
  return <ContactView />;
}
