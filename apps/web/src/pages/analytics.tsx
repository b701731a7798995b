import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return (
    <BeingBuilt title="Analytics" description="Your personal analytics and the leaderboard." />
  );
}
