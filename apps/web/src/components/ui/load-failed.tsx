import { Button } from './button';
import { EmptyState } from './empty-state';
import { errorMessage } from '../../lib/api';

/** What could not be loaded, the server's reason, and (given `onRetry`) a way to ask again. */
export function LoadFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry?: (() => unknown) | undefined;
}) {
  return (
    <EmptyState
      title={title}
      description={errorMessage(error, 'Please try again.')}
      action={
        onRetry && (
          <Button variant="outline" onClick={() => void onRetry()}>
            Try again
          </Button>
        )
      }
    />
  );
}
