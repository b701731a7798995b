import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return <BeingBuilt title="Application Tracker" description="Track every job application." />;
}
