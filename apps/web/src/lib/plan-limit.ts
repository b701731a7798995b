import { LIMIT_REACHED_CODE } from '@careerforge/contract';
import { ApiError } from './api';
import { toast } from './toast';

/** Where a user reads their plan, usage and the plans that lift a limit. */
export const SUBSCRIPTION_PATH = '/subscription';

/** Long enough to read the limit and reach the button. */
const PLAN_LIMIT_TOAST_MS = 15_000;

/** Whether an error is the server refusing a creation because the plan's limit is reached (402). */
export function isPlanLimitError(err: unknown): err is ApiError {
  return err instanceof ApiError && (err.status === 402 || err.code === LIMIT_REACHED_CODE);
}

/**
 * Shows a plan-limit refusal in the server's words (which limit, and the plan that lifts it),
 * with a button to the subscription page, and answers true; answers false for any other error,
 * so a page's own failure toast runs instead:
 *
 *   catch (err) { if (!toastPlanLimit(err)) toast({ title: 'Generation Failed', ... }) }
 */
export function toastPlanLimit(err: unknown): boolean {
  if (!isPlanLimitError(err)) return false;
  toast({
    title: 'Plan Limit Reached',
    description: err.detail || 'This plan’s limit is reached. See the plans to lift it.',
    variant: 'destructive',
    duration: PLAN_LIMIT_TOAST_MS,
    action: {
      label: 'See Plans',
      altText: 'Open the subscription page to see your usage and the plans',
      onClick: () => window.location.assign(SUBSCRIPTION_PATH),
    },
  });
  return true;
}
