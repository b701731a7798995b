import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { BLOG_TABS, type BlogTab } from '@careerforge/contract';
import { PageContainer } from '../../../components/ui/page';
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
      <Tabs.Root
        value={category}
        onValueChange={(v) => setParams(v === 'all' ? {} : { category: v }, { replace: true })}
        className="mt-10"
      >
        <Tabs.List
          aria-label="Article categories"
          className="flex gap-2 overflow-x-auto border-b border-slate-200 pb-px dark:border-slate-800"
        >
          {BLOG_TABS.map((t) => (
            <Tabs.Trigger
              key={t.id}
              value={t.id}
              className="shrink-0 rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:border-brand-500 dark:data-[state=active]:text-brand-100"
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {BLOG_TABS.map((t) => (
          <Tabs.Content key={t.id} value={t.id} className="pt-8 focus-visible:outline-none">
            {t.id === category && <PostList category={t.id} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <NewsletterForm
        className="mt-20"
        source="blog"
        title="Get new articles in your inbox"
        description="One e-mail when we publish something worth reading. No spam, and you can unsubscribe at any time."
      />
    </PageContainer>
  );
}
