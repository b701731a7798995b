import { BeingBuilt } from '../components/ui/page';

export default function Page() {
  return (
    <BeingBuilt
      title="Interview Arena"
      description="Practise interview questions and get feedback."
    />
  );
}
