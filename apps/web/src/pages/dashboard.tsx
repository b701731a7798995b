import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return <BeingBuilt title="Dashboard" description="Your progress at a glance." />;
}
