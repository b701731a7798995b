import { Accordion } from '../components/ui/accordion';
import { PageContainer } from '../components/ui/page';
import { SectionHeading } from '../components/ui/section-heading';
import { PlanCards, pricingFaq, pricingGuarantee } from '../features/marketing';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function PricingPage() {
  usePageMeta(
    'Pricing',
    'Careerforge plans: Free at $0 and Premium at $29 per month, with a 14-day money-back guarantee. Everything is free during development.',
  );
  usePageView('pricing');
  return (
    <PageContainer>
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight">Simple, honest pricing</h1>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">
          Start free. Upgrade when your search needs the complete toolkit.
        </p>
        <p className="mt-6 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-700/20 dark:bg-amber-950 dark:text-amber-100">
          {pricingGuarantee.developmentNote}
        </p>
      </div>
      <div className="mt-12">
        <PlanCards headingLevel={2} />
      </div>
      <section
        aria-labelledby="guarantee-title"
        className="mx-auto mt-12 flex max-w-4xl flex-col items-center gap-2 rounded-2xl border border-brand-600/30 bg-brand-50 px-6 py-8 text-center dark:bg-brand-900/30"
      >
        <h2 id="guarantee-title" className="text-xl font-semibold">
          {pricingGuarantee.title}
        </h2>
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">{pricingGuarantee.text}</p>
      </section>
      <section aria-labelledby="pricing-faq-title" className="mt-20">
        <SectionHeading id="pricing-faq-title" title="Pricing questions" />
        <Accordion
          className="mx-auto max-w-3xl"
          items={pricingFaq.map((f, i) => ({ id: `q${i}`, title: f.question, content: f.answer }))}
        />
      </section>
    </PageContainer>
  );
}
