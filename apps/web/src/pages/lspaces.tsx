import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return <BeingBuilt title="Coming Soon" description="A personal thinking and growth partner." />;
}
