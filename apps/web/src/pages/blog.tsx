import { BlogView } from '../features/blog';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function BlogPage() {
  usePageMeta(
    'Career Blog',
    'Practical, honest advice on resumes, ATS keyword matching, interviews, salary negotiation and career growth.',
  );
  usePageView('blog');
  return <BlogView />;
}
