import { useSearchParams } from 'react-router';
import { BLOG_TABS, type BlogTab } from '@careerforge/contract';
import { PageContainer } from '../../../components/ui/page';
import { Tabs } from '../../../components/ui/tabs';
import { NewsletterForm } from '../../inbox';
import { PostList } from './post-list';

const isTab = (v: string | null): v is BlogTab => BLOG_TABS.some((t) => t.id === v);

export function BlogView() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('category');
  const category: BlogTab = isTab(requested) ? requested : 'all';
  return (
    <PageContainer>
      <div className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">Career Blog</h1>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">
          Practical advice on resumes, interviews and growing your career, written to be used, not
          just read.
        </p>
      </div>
      <Tabs
        tabs={BLOG_TABS}
        value={category}
        onChange={(v) => setParams(v === 'all' ? {} : { category: v }, { replace: true })}
        label="Article categories"
        className="mt-10"
      >
        <PostList category={category} />
      </Tabs>
      <NewsletterForm
        className="mt-20"
        source="blog"
        title="Get new articles in your inbox"
        description="One e-mail when we publish something worth reading. No spam, and you can unsubscribe at any time."
      />
    </PageContainer>
  );
}
