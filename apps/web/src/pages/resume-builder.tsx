import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return (
    <BeingBuilt
      title="Resume Builder"
      description="Build a resume from six templates and export it."
    />
  );
}
