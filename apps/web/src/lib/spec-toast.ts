import { ApiError, errorMessage } from './api';
import { toastPlanLimit } from './plan-limit';
import { toast } from './toast';

/** A request that failed, as a destructive toast: `title`, then the server's words or "Please try again." */
export function toastFailure(title: string, err: unknown) {
  toast({ title, description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
}

/** A spec message "Title - Description" as a toast's title and description. */
export function splitMessage(message: string): { title: string; description: string } {
  const at = message.indexOf(' - ');
  return at < 0
    ? { title: message, description: '' }
    : { title: message.slice(0, at), description: message.slice(at + 3) };
}

/** Answers whose server words tell the user what to change (too long, not found, limits). */
const TELLING = new Set([400, 402, 404, 413, 429]);

/**
 * Shows a spec error message ("Title - Description") as a destructive toast. When the server
 * said what to change (a text too long, a resume gone, a rate limit), its words follow the spec's.
 */
export function toastSpecError(message: string, err?: unknown) {
  // a creation refused by the plan's limit: the server's reason and a way to the plans instead
  if (toastPlanLimit(err)) return;
  const { title, description } = splitMessage(message);
  const detail = err instanceof ApiError && TELLING.has(err.status) && err.detail ? err.detail : '';
  toast({
    title,
    description: detail && detail !== description ? `${description} ${detail}` : description,
    variant: 'destructive',
  });
}

/**
 * Opens a saved result in full: loads it, shows it and scrolls to the top of the page, or toasts
 * the spec's `failed` message when it cannot be loaded.
 */
export async function openSaved<T>(
  load: () => Promise<T>,
  show: (full: T) => void,
  failed: string,
) {
  try {
    show(await load());
    window.scrollTo({ top: 0, behavior: 'smooth' });
  } catch (err) {
    toastSpecError(failed, err);
  }
}
