import { useSearchParams } from 'react-router';
import { BLOG_TABS, type BlogTab } from '@careerforge/contract';
import { PageContainer, PageIntro } from '../../../components/ui/page';
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
      <PageIntro
        title="Career Blog"
        subtitle="Practical advice on resumes, interviews and growing your career, written to be used, not just read."
      />
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
