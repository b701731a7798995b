import { ContactView } from '../features/inbox';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function ContactPage() {
  usePageMeta(
    'Contact',
    'Questions, feedback or a story to share? Write to the Careerforge team; we reply within 24 to 48 hours.',
  );
  usePageView('contact');
  return <ContactView />;
}
