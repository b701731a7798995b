/** The spec's failure text for the analytics page. */
export function LoadFailed() {
  return (
    <div role="alert" className="py-16 text-center">
      <p className="text-lg font-semibold">Unable to load analytics</p>
      <p className="mt-1 text-slate-600 dark:text-slate-300">Please try refreshing the page</p>
    </div>
  );
}
