import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return (
    <BeingBuilt
      title="Career Guides"
      description="Guides and free resources for your job search."
    />
  );
}
