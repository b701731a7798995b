import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return <BeingBuilt title="Salary Negotiator" description="Plan your salary negotiation." />;
}
