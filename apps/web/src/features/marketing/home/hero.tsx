import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { useUser } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { hero, marketingFigures } from '../content/home';

const loadDemo = () => import('./demo-dialog');
const DemoDialog = /* @__PURE__ */ lazy(loadDemo);

function PlayIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4" fill="currentColor">
      <path d="M6.3 3.3A1 1 0 0 0 4.8 4.2v11.6a1 1 0 0 0 1.5.9l9.3-5.8a1 1 0 0 0 0-1.8L6.3 3.3Z" />
    </svg>
  );
}

const FOUND_CHIP = 'bg-brand-50 text-brand-800 dark:bg-brand-900/50 dark:text-brand-100';
const MISSING_CHIP = 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100';

/** The illustration's keywords of one kind, under their heading, as chips. */
function KeywordGroup({
  title,
  words,
  className,
  chipClass,
}: {
  title: string;
  words: string[];
  className: string;
  chipClass: string;
}) {
  return (
    <>
      <p
        className={cn(
          'text-xs font-semibold text-slate-700 uppercase dark:text-slate-300',
          className,
        )}
      >
        {title}
      </p>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {words.map((k) => (
          <span key={k} className={cn('rounded-full px-2.5 py-1 text-xs font-medium', chipClass)}>
            {k}
          </span>
        ))}
      </div>
    </>
  );
}

/** A small illustration of what a tailored result looks like. */
function ScorePreview() {
  const found = ['SQL', 'Stakeholder management', 'Forecasting', 'Tableau'];
  const missing = ['Airflow', 'dbt'];
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-brand-900/10 dark:border-slate-800 dark:bg-slate-900"
    >
      <p className="absolute -top-3 left-6 rounded-full border border-dashed border-slate-400 bg-white px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-200">
        Example result
      </p>
      <div className="flex items-center justify-between">
        <div>
          <p className="text-sm font-medium text-slate-600 dark:text-slate-300">ATS score</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">Data Analyst · Northwind</p>
        </div>
        <div className="flex h-16 w-16 items-center justify-center rounded-full border-4 border-brand-600 text-xl font-bold text-brand-800 dark:text-brand-100">
          87
        </div>
      </div>
      <div className="mt-5">
        <div className="flex justify-between text-xs font-medium">
          <span>Keyword match</span>
          <span>78%</span>
        </div>
        <div className="mt-1 h-2 rounded-full bg-slate-100 dark:bg-slate-800">
          <div className="h-2 w-[78%] rounded-full bg-brand-600" />
        </div>
      </div>
      <KeywordGroup title="Found" words={found} className="mt-5" chipClass={FOUND_CHIP} />
      <KeywordGroup title="Missing" words={missing} className="mt-4" chipClass={MISSING_CHIP} />
      <p className="mt-4 rounded-lg bg-slate-50 p-3 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200">
        Add “Airflow” if you have scheduled data pipelines with it. We never add it for you.
      </p>
    </div>
  );
}

/** Careerforge in numbers: the figures under the hero, each linked to its source when it has one. */
function MarketingFigures() {
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <h2 className="sr-only">Careerforge in numbers</h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {marketingFigures.map((f) => (
          <div
            key={f.label}
            className="flex flex-col rounded-xl border border-slate-200 bg-white/70 p-5 dark:border-slate-800 dark:bg-slate-900/70"
          >
            <dt className="text-sm text-slate-600 dark:text-slate-300">
              {f.href ? (
                <Link to={f.href} className="underline underline-offset-2 hover:text-brand-800">
                  {f.label}
                </Link>
              ) : (
                f.label
              )}
            </dt>
            <dd className="order-first text-3xl font-bold tracking-tight text-brand-800 dark:text-brand-100">
              {f.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function Hero() {
  const { isAuthenticated } = useUser();
  const [demoOpen, setDemoOpen] = useState(false);
  // Once opened, the dialog stays mounted so closing it can return focus to the button.
  const [demoLoaded, setDemoLoaded] = useState(false);
  const demoButton = useRef<HTMLButtonElement>(null);
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-700/20 dark:bg-slate-900 dark:text-brand-100">
            {hero.eyebrow}
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {hero.headline}
          </h1>
          <p className="mt-6 text-lg text-slate-700 dark:text-slate-300">{hero.subhead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to={isAuthenticated ? hero.signedInCtaHref : hero.signedOutCtaHref}
              className={buttonClass('primary', 'lg')}
            >
              {isAuthenticated ? hero.signedInCtaLabel : hero.signedOutCtaLabel}
            </Link>
            <Button
              ref={demoButton}
              variant="outline"
              size="lg"
              onClick={() => {
                setDemoLoaded(true);
                setDemoOpen(true);
              }}
              onPointerEnter={() => void loadDemo()}
              onFocus={() => void loadDemo()}
              aria-haspopup="dialog"
            >
              <PlayIcon />
              {hero.demoCtaLabel}
            </Button>
          </div>
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{hero.trustNote}</p>
        </div>
        <ScorePreview />
      </div>
      <MarketingFigures />
      {demoLoaded && (
        <Suspense fallback={null}>
          <DemoDialog
            open={demoOpen}
            onOpenChange={setDemoOpen}
            signedIn={isAuthenticated}
            returnFocusTo={demoButton}
          />
        </Suspense>
      )}
    </section>
  );
}
