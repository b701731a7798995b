import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return <BeingBuilt title="Terms of Service" description="The terms for using Careerforge." />;
}
