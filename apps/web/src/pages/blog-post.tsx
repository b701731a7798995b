import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return <BeingBuilt title="Article" description="An article from the Careerforge blog." />;
}
