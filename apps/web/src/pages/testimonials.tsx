import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return <BeingBuilt title="Testimonials" description="What job seekers say about Careerforge." />;
}
