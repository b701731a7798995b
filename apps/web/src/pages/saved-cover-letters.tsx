import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return <BeingBuilt title="Saved Cover Letters" description="Your saved cover letters." />;
}
