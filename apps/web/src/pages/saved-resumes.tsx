import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return (
    <BeingBuilt title="Saved Resumes" description="Your tailored resumes, searchable and tagged." />
  );
}
