import { useLocation } from 'react-router';
import { FeaturesSection, Hero, HomeBelowTheFold, HowItWorks } from '../features/marketing';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function HomePage() {
  usePageMeta(
    'Careerforge',
    'Tailor your resume to every job with an honest, explained ATS score, then practise the interview. Open source and free during development.',
  );
  usePageView('home');
  const { hash } = useLocation();
  return (
    <>
      <Hero />
      <FeaturesSection />
      <HowItWorks />
      <HomeBelowTheFold eager={Boolean(hash) && hash !== '#features'} />
    </>
  );
}
