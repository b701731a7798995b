import { CircleAlert, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useDashboard } from '../api/get-dashboard';
import { GoalsCard } from './goals-card';
import { ProgressStats } from './progress-stats';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';

/** "Welcome" to someone who has not done anything yet, "Welcome back" once they have. */
function Heading({ name, returning }: { name?: string | undefined; returning?: boolean }) {
  return (
    <div className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
      {name !== undefined && (
        <p className="mt-2 text-lg text-slate-600 dark:text-slate-300">
          {returning ? 'Welcome back, ' : 'Welcome, '}
          <span className="font-semibold text-slate-900 dark:text-white">{name}</span>
        </p>
      )}
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <LoadingRegion label="Loading dashboard">
      <Skeleton className="-mt-6 mb-8 h-6 w-56" />
      <div className="grid gap-10">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-14 sm:h-32" />
          ))}
        </div>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
        <div className="grid gap-6 lg:grid-cols-3">
          <Skeleton className="h-56" />
          <Skeleton className="h-56 lg:col-span-2" />
        </div>
      </div>
    </LoadingRegion>
  );
}

/** The dashboard in its three states: loading, error (with a retry) and loaded. */
export function DashboardView() {
  const { data, isPending, isError, isFetching, refetch } = useDashboard();

  if (isPending) {
    return (
      <>
        <Heading />
        <DashboardSkeleton />
      </>
    );
  }

  if (isError) {
    return (
      <>
        <Heading />
        <Card role="alert" className="flex flex-col items-center px-6 py-12 text-center">
          <CircleAlert className="h-10 w-10 text-red-600 dark:text-red-400" aria-hidden />
          <h2 className="mt-4 text-xl font-semibold">Unable to load dashboard</h2>
          <p className="mt-1 text-slate-600 dark:text-slate-300">Please try refreshing the page</p>
          <Button className="mt-6" onClick={() => void refetch()} disabled={isFetching}>
            <RefreshCw className={isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden />
            {isFetching ? 'Retrying...' : 'Retry'}
          </Button>
        </Card>
      </>
    );
  }

  return (
    <>
      <Heading name={data.user.name?.trim() || 'User'} returning={data.returning} />
      <div className="grid gap-10">
        <QuickActions />
        <ProgressStats stats={data.stats} />
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <GoalsCard goals={data.goals} />
          <div className="lg:col-span-2">
            <RecentActivity items={data.recentActivity} />
          </div>
        </div>
      </div>
    </>
  );
}
