import { companionProduct as product, WaitlistView } from '../features/inbox';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function WaitlistPage() {
  usePageMeta(
    `${product.name}: ${product.headline}`,
    `${product.name} is coming soon from the team behind Careerforge: a personal thinking and growth partner. Join the waitlist.`,
  );
  usePageView('lspaces');
  return <WaitlistView />;
}
