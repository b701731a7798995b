import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return <BeingBuilt title="Community" description="Job seekers helping each other get hired." />;
}
