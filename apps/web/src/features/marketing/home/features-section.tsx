import { Link } from 'react-router';
import { featureCards, homeSections, workflowSteps } from '../content/home';
import { SectionHeading } from '../../../components/ui/section-heading';
import { Card } from '../../../components/ui/card';
import { InDevelopmentBadge } from '../../../components/ui/badge';
import { isWorkingTool } from '../../../components/layout/tools';

const featureIcons: Record<string, string> = {
  // Simple line icons: a document, a speech bubble and a chart.
  'resume-lab': 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
  'interview-coach': 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  'career-intelligence': 'M4 20V10M10 20V4M16 20v-7M22 20H2',
};

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="features-title" {...homeSections.features} />
        <div className="grid gap-6 md:grid-cols-3">
          {featureCards.map((card) => (
            <Card as="article" key={card.id} className="flex flex-col">
              <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-100">
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  className="h-6 w-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={featureIcons[card.id] ?? featureIcons['resume-lab']} />
                </svg>
              </span>
              <h3 className="mt-4 flex flex-wrap items-center gap-2 text-xl font-semibold">
                {card.title}
                {!isWorkingTool(card.href) && <InDevelopmentBadge />}
              </h3>
              <p className="mt-2 flex-1 text-slate-600 dark:text-slate-300">{card.description}</p>
              <ul className="mt-4 grid gap-1.5 text-sm">
                {card.highlights.map((h) => (
                  <li key={h} className="flex gap-2">
                    <span aria-hidden="true" className="text-brand-700 dark:text-brand-500">
                      ✓
                    </span>
                    {h}
                  </li>
                ))}
              </ul>
              <Link
                to={card.href}
                className="mt-6 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
              >
                {isWorkingTool(card.href) ? `Open ${card.title}` : 'See where it stands'}{' '}
                <span aria-hidden="true">→</span>
              </Link>
            </Card>
          ))}
        </div>
      </div>
    </section>
  );
}

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="bg-slate-50 py-20 dark:bg-slate-900/50">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="how-title" {...homeSections.howItWorks} />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {workflowSteps.map((s) => (
            <Card as="li" key={s.id}>
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                {s.step}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{s.title}</h3>
              <p className="mt-1 text-slate-600 dark:text-slate-300">{s.description}</p>
            </Card>
          ))}
        </ol>
      </div>
    </section>
  );
}
