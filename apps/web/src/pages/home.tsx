import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { WhenVisible } from '../features/public/components/when-visible';
import { FeaturesSection, HowItWorks } from '../features/public/home/features-section';
import { Hero } from '../features/public/home/hero';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

const BelowTheFold = lazy(() => import('../features/public/home/below-the-fold'));

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
      {/* A link to a lower section (/#faq) shows it at once; otherwise it loads on scroll. */}
      <WhenVisible minHeight={2400} eager={Boolean(hash) && hash !== '#features'}>
        <Suspense fallback={<Spinner />}>
          <BelowTheFold />
        </Suspense>
      </WhenVisible>
    </>
  );
}
