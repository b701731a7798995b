import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return (
    <BeingBuilt title="LinkedIn Optimizer" description="Polish your LinkedIn About section." />
  );
}
