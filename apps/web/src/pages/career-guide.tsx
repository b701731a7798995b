import { useParams } from 'react-router';
import { CareerGuideView, featuredGuides } from '../features/help';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function CareerGuidePage() {
  const { slug } = useParams();
  const guide = featuredGuides.find((g) => g.slug === slug);
  usePageMeta(guide?.title ?? 'Career Guides', guide?.description);
  usePageView('career-guides');
  return <CareerGuideView slug={slug} />;
}
