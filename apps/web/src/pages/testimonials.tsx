import { TestimonialsView } from '../features/testimonials';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function TestimonialsPage() {
  usePageMeta(
    'Testimonials',
    'Stories from job seekers who used Careerforge to tailor applications, prepare for interviews and change careers.',
  );
  usePageView('testimonials');
  return <TestimonialsView />;
}
