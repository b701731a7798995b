import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return <BeingBuilt title="Subscription" description="Plans, usage and billing." />;
}
