import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return <BeingBuilt title="Career Planner" description="Map your next career move." />;
}
