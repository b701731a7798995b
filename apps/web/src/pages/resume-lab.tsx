import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return (
    <BeingBuilt
      title="Resume Lab"
      description="Tailor your resume to a job description and see an honest ATS score."
    />
  );
}
