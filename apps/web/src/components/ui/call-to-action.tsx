import { Link } from 'react-router';
import { buttonClass } from './button';

export interface CallToAction {
  title: string;
  description: string;
  primaryLabel: string;
  primaryHref: string;
  secondaryLabel: string;
  secondaryHref: string;
}

export function CallToActionBand({ cta, id }: { cta: CallToAction; id: string }) {
  return (
    <section
      aria-labelledby={id}
      className="focus-on-dark mt-20 rounded-3xl bg-gradient-to-br from-brand-800 to-slate-900 px-6 py-12 text-center text-white sm:px-12"
    >
      <h2 id={id} className="text-3xl font-bold tracking-tight">
        {cta.title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-brand-50">{cta.description}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={cta.primaryHref} className={buttonClass('outline', 'lg')}>
          {cta.primaryLabel}
        </Link>
        <Link
          to={cta.secondaryHref}
          className="inline-flex h-12 items-center justify-center rounded-md border border-white/60 px-6 font-medium text-white hover:bg-white/10"
        >
          {cta.secondaryLabel}
        </Link>
      </div>
    </section>
  );
}
