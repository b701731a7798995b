import { SpinnerIcon } from './icons';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 py-16 text-slate-600 dark:text-slate-300"
    >
      <SpinnerIcon className="h-6 w-6 animate-spin" />
      <span>{label}</span>
    </div>
  );
}
