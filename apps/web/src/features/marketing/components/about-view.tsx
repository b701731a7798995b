import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { PageContainer } from '../../../components/ui/page';
import { Markdown } from '../../../components/ui/markdown';
import { about } from '../content/about';
import { Card } from '../../../components/ui/card';
import { InDevelopmentBadge } from '../../../components/ui/badge';

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
    <section aria-labelledby="credits-title" className="mt-16">
      <h2 id="credits-title" className="text-2xl font-bold tracking-tight">
        Data credits
      </h2>
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
    </section>
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
        <section aria-labelledby="mission-title" className="mt-12">
          <h2 id="mission-title" className="text-2xl font-bold tracking-tight">
            {about.mission.heading}
          </h2>
          <Markdown headingOffset={1} className="text-slate-800 dark:text-slate-200">
            {about.mission.body}
          </Markdown>
        </section>
      </div>
      <CapabilitiesSection />
      <div className="mx-auto max-w-3xl">
        <section aria-labelledby="principles-title" className="mt-16">
          <h2 id="principles-title" className="text-2xl font-bold tracking-tight">
            Our principles
          </h2>
          <dl className="mt-6 grid gap-6">
            {about.principles.map((p) => (
              <div key={p.heading} className="border-l-4 border-brand-600 pl-4">
                <dt className="font-semibold">{p.heading}</dt>
                <dd className="mt-1 text-slate-700 dark:text-slate-300">{p.body}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="oss-title" className="mt-16">
          <h2 id="oss-title" className="text-2xl font-bold tracking-tight">
            {about.openSource.heading}
          </h2>
          <Markdown headingOffset={1} className="text-slate-800 dark:text-slate-200">
            {about.openSource.body}
          </Markdown>
        </section>
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
