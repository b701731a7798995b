import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Shown when a page fails to render or load (for example a chunk that vanished after a deploy). */
export class RouteErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed)
      this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="mx-auto max-w-lg px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          This page could not be shown. Reloading usually helps.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            className="inline-flex h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
            onClick={() => window.location.reload()}
          >
            Reload
          </button>
          <a
            href="/"
            className="inline-flex h-10 items-center rounded-md border border-slate-300 px-4 text-sm font-medium"
          >
            Back to Home
          </a>
        </div>
      </div>
    );
  }
}
