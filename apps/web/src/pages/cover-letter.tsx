import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return (
    <BeingBuilt
      title="Cover Letter Generator"
      description="Write a cover letter with an ATS analysis."
    />
  );
}
