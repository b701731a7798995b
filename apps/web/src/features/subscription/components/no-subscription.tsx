import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api';

/** The spec's empty state when the subscription could not be read, with the reason when known. */
export function NoSubscription({
  title,
  error,
  onChoosePlan,
}: {
  title: string;
  error: unknown;
  onChoosePlan: () => void;
}) {
  const reason = error ? errorMessage(error, '') : '';
  return (
    <EmptyState
      title={title}
      {...(reason ? { description: `Your subscription could not be loaded: ${reason}` } : {})}
      action={<Button onClick={onChoosePlan}>Choose a Plan</Button>}
    />
  );
}
