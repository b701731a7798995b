import { Info } from 'lucide-react';
import type { Subscription } from '@careerforge/contract';

/**
 * Says plainly when nothing is charged or enforced: during development every feature is free
 * (the about page's promise), so a plan change takes effect at once and the limits only show.
 */
export function FreeModeNotice({
  subscription,
  context,
}: {
  subscription: Pick<Subscription, 'mode' | 'enforced'> | undefined;
  context: 'plans' | 'usage' | 'billing';
}) {
  if (!subscription) return null;
  const free = subscription.mode === 'free';
  if (!free && subscription.enforced) return null;
  const text = free
    ? {
        plans:
          'All features are free during development. Plan limits are not enforced and no payment is taken: choosing a plan here changes it at once, at no charge.',
        usage:
          'All features are free during development, so these limits are not enforced. The counts are your real use in this period.',
        billing:
          'All features are free during development. No payment details are held and nothing is charged.',
      }[context]
    : 'Plan limits are not enforced on this server.';
  return (
    <p
      data-testid="free-mode-notice"
      className="mb-6 flex items-start gap-2 rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-700/20 dark:bg-sky-950 dark:text-sky-100"
    >
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>{text}</span>
    </p>
  );
}
