import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return (
    <BeingBuilt
      title="Careerforge"
      description="Tailor your resume to any job with an honest ATS score."
    />
  );
}
