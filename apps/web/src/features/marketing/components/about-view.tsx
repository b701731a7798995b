import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { PageContainer } from '../../../components/ui/page';
import { Markdown } from '../../../components/ui/markdown';
import { about } from '../content/about';
import { Card } from '../../../components/ui/card';
import { InDevelopmentBadge } from '../../../components/ui/badge';
import { TitledSection } from '../../../components/ui/section-heading';

/** What Careerforge does, one card a capability, the ones in development marked. */
function CapabilitiesSection() {
  return (
    <section aria-labelledby="capabilities-title" className="mt-12">
      <h2 id="capabilities-title" className="text-center text-2xl font-bold tracking-tight">
        What Careerforge does
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {about.capabilities.map((c) => (
          <Card as="li" key={c.title}>
            <h3 className="flex flex-wrap items-center gap-2 font-semibold">
              {c.title}
              {!c.ready && <InDevelopmentBadge />}
            </h3>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{c.description}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}

/** The data sets the app uses, each with its link, use, licence and attribution. */
function CreditsSection() {
  return (
    <TitledSection id="credits-title" title="Data credits" size="2xl" className="mt-16">
      <ul className="mt-6 grid gap-6">
        {about.credits.map((c) => (
          <li key={c.name} className="rounded-xl bg-slate-50 p-5 dark:bg-slate-900">
            <h3 className="font-semibold">
              <a
                href={c.url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-700 underline underline-offset-2 dark:text-brand-100"
              >
                {c.name}
              </a>
            </h3>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{c.usedFor}</p>
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
              Licence: {c.licence}. {c.attribution}
            </p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** Prose from the page's copy (the mission, the open-source note) under its heading. */
function ProseSection({
  id,
  copy,
  className,
}: {
  id: string;
  copy: { heading: string; body: string };
  className: string;
}) {
  return (
    <TitledSection id={id} title={copy.heading} size="2xl" className={className}>
      <Markdown headingOffset={1} className="text-slate-800 dark:text-slate-200">
        {copy.body}
      </Markdown>
    </TitledSection>
  );
}

export function AboutView() {
  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">{about.title}</h1>
        <p className="mt-3 text-xl text-slate-600 dark:text-slate-300">{about.tagline}</p>
        <section
          aria-labelledby="status-title"
          className="mt-8 rounded-xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-700/20 dark:bg-amber-950 dark:text-amber-100"
        >
          <h2 id="status-title" className="font-semibold">
            Development status
          </h2>
          <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm">
            {about.developmentStatements.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </section>
        <ProseSection id="mission-title" copy={about.mission} className="mt-12" />
      </div>
      <CapabilitiesSection />
      <div className="mx-auto max-w-3xl">
        <TitledSection id="principles-title" title="Our principles" size="2xl" className="mt-16">
          <dl className="mt-6 grid gap-6">
            {about.principles.map((p) => (
              <div key={p.heading} className="border-l-4 border-brand-600 pl-4">
                <dt className="font-semibold">{p.heading}</dt>
                <dd className="mt-1 text-slate-700 dark:text-slate-300">{p.body}</dd>
              </div>
            ))}
          </dl>
        </TitledSection>
        <ProseSection id="oss-title" copy={about.openSource} className="mt-16" />
        <CreditsSection />
        <div className="mt-16 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/resume-lab" className={buttonClass('primary', 'lg')}>
            Try the Resume Lab
          </Link>
          <Link to="/contact" className={buttonClass('outline', 'lg')}>
            Contact us
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
