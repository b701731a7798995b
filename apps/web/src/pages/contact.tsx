import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return <BeingBuilt title="Contact" description="Get in touch with the Careerforge team." />;
}
