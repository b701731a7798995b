import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return (
    <BeingBuilt title="Blog" description="Practical advice on resumes, interviews and careers." />
  );
}
