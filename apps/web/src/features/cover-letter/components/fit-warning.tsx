import { AlertTriangle } from 'lucide-react';

/**
 * The engine's plain word that the chosen resume meets few of the posting's requirements
 * ("Your resume shows few of this posting's requirements: ..."), above the letter so it is read
 * before the letter is sent. Nothing when there is no warning.
 */
export function FitWarning({ warning }: { warning: string | null | undefined }) {
  if (!warning) return null;
  return (
    <div
      role="status"
      className="mt-3 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">Check the fit before you send this</p>
        <p className="mt-1">{warning}</p>
      </div>
    </div>
  );
}
