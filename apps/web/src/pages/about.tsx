import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return <BeingBuilt title="About" description="About Careerforge." />;
}
