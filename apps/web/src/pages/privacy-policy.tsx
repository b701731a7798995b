import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return <BeingBuilt title="Privacy Policy" description="How Careerforge handles your data." />;
}
