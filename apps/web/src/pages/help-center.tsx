import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return <BeingBuilt title="Help Center" description="Answers to common questions." />;
}
