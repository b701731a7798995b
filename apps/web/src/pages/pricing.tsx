import { PLANS } from '@careerforge/contract';
import { Accordion } from '../components/ui/accordion';
import { PageContainer, PageIntro } from '../components/ui/page';
import { PageSection } from '../components/ui/section-heading';
import { PlanCards, pricingFaq, pricingNote } from '../features/marketing';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

/** "Starter at $0, Professional at $19 and Enterprise at $49 a month" */
const priceSummary = (() => {
  const parts = PLANS.map((p) => `${p.name} at $${p.price.month}`);
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]} a month`;
})();

export default function PricingPage() {
  usePageMeta(
    'Pricing',
    `Careerforge plans: ${priceSummary}. Every plan has every tool; plans differ in their monthly limits.`,
  );
  usePageView('pricing');
  return (
    <PageContainer>
      <PageIntro
        title="Simple, honest pricing"
        subtitle="Every plan has every tool. Plans differ only in how much you can do each month."
        className="mx-auto max-w-2xl text-center"
      >
        <p className="mt-6 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-700/20 dark:bg-amber-950 dark:text-amber-100">
          {pricingNote.developmentNote}
        </p>
      </PageIntro>
      <div className="mt-12">
        <PlanCards headingLevel={2} />
      </div>
      <section
        aria-labelledby="cancel-title"
        className="mx-auto mt-12 flex max-w-4xl flex-col items-center gap-2 rounded-2xl border border-brand-600/30 bg-brand-50 px-6 py-8 text-center dark:bg-brand-900/30"
      >
        <h2 id="cancel-title" className="text-xl font-semibold">
          {pricingNote.title}
        </h2>
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">{pricingNote.text}</p>
      </section>
      <PageSection id="pricing-faq-title" title="Pricing questions">
        <Accordion
          className="mx-auto max-w-3xl"
          items={pricingFaq.map((f, i) => ({ id: `q${i}`, title: f.question, content: f.answer }))}
        />
      </PageSection>
    </PageContainer>
  );
}
