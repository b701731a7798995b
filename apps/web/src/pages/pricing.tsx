import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return <BeingBuilt title="Pricing" description="Simple plans for every job search." />;
}
