import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { WhenVisible } from '../../../components/ui/when-visible';

const BelowTheFold = /* @__PURE__ */ lazy(() => import('./below-the-fold'));

/**
 * The home page below the first screen: its code and data load when someone scrolls towards
 * it. A link to a lower section (/#faq) shows it at once.
 */
export function HomeBelowTheFold({ eager }: { eager: boolean }) {
  return (
    <WhenVisible minHeight={2400} eager={eager}>
      <Suspense fallback={<Spinner />}>
        <BelowTheFold />
      </Suspense>
    </WhenVisible>
  );
}
