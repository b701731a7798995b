import { useState } from 'react';
import { BarChart3, Trophy } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page';
import { Tabs } from '../../../components/ui/tabs';
import { LeaderboardView } from './leaderboard-view';
import { MyAnalytics } from './my-analytics';

type View = 'overview' | 'leaderboard';
const VIEWS = [
  { id: 'overview', label: 'My Analytics', icon: <BarChart3 className="h-4 w-4" aria-hidden /> },
  { id: 'leaderboard', label: 'Leaderboard', icon: <Trophy className="h-4 w-4" aria-hidden /> },
] as const;

/** The analytics page: 'My Analytics' and 'Leaderboard'. */
export function AnalyticsView() {
  const [view, setView] = useState<View>('overview');
  return (
    <>
      <PageHeader
        title="Analytics"
        subtitle="Your progress from your own activity, and an opt-in leaderboard of effort."
      />
      <Tabs kind="page" tabs={VIEWS} value={view} onChange={setView} label="Analytics views">
        {view === 'overview' ? <MyAnalytics /> : <LeaderboardView />}
      </Tabs>
    </>
  );
}
