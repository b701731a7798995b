import { useParams } from 'react-router';
import { BlogArticleView, usePost } from '../features/blog';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const query = usePost(slug);
  usePageMeta(query.data?.title ?? 'Career Blog', query.data?.excerpt);
  usePageView('blog-post');
  return <BlogArticleView slug={slug} />;
}
