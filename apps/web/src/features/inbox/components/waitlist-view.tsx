import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useJoinWaitlist } from '../api/join-waitlist';
import { companionProduct as product } from '../content';
import { ApiError, errorMessage } from '../../../lib/api';

const featureIcons: Record<string, string> = {
  'ideas-amplified': 'M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2Z',
  'emotionally-intelligent':
    'M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z',
  'instant-clarity':
    'M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1',
  'personal-growth-companion':
    'M12 22V12M12 12C12 7 8 4 3 4c0 5 4 8 9 8Zm0 0c0-4 3-7 8-7 0 4-3 7-8 7Z',
};

function Waitlist() {
  const join = useJoinWaitlist();
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<null | 'joined' | 'already'>(null);
  const [error, setError] = useState<string>();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    join.mutate(
      { email },
      {
        onSuccess: () => setDone('joined'),
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409) setDone('already');
          else
            setError(
              err instanceof ApiError && err.fields?.email
                ? err.fields.email
                : errorMessage(err, 'Something went wrong. Please try again.'),
            );
        },
      },
    );
  };
  if (done) {
    return (
      <div role="status" className="text-center">
        <p className="text-2xl font-bold">
          {done === 'joined' ? product.waitlist.successTitle : "You're already on the list!"}
        </p>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{product.waitlist.successMessage}</p>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <TextField
        label={product.waitlist.emailLabel}
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder={product.waitlist.placeholder}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      <Button type="submit" size="lg" disabled={join.isPending}>
        {join.isPending ? 'Joining...' : product.waitlist.buttonLabel}
      </Button>
      <p className="text-xs text-slate-600 dark:text-slate-400">{product.waitlist.privacyNote}</p>
    </form>
  );
}

export function WaitlistView() {
  return (
    <div className="bg-gradient-to-b from-slate-900 to-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <Link to={product.backHref} className="text-sm font-medium text-brand-100 hover:underline">
          <span aria-hidden="true">← </span>
          {product.backLabel}
        </Link>
        <div className="mx-auto mt-10 max-w-3xl text-center">
          <span className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium ring-1 ring-white/30 ring-inset">
            {product.badge}
          </span>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            <span className="block text-brand-100">{product.name}</span>
            {product.headline}
          </h1>
          <p className="mt-6 text-lg text-slate-200">{product.subhead}</p>
        </div>
        <h2 className="sr-only">What {product.name} will do</h2>
        <ul className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {product.features.map((f) => (
            <li key={f.id} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/15">
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="h-7 w-7 text-brand-100"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={featureIcons[f.id]} />
              </svg>
              <h3 className="mt-4 font-semibold">{f.title}</h3>
              <p className="mt-2 text-sm text-slate-200">{f.description}</p>
            </li>
          ))}
        </ul>
        <p className="mt-16 text-center text-sm font-semibold tracking-widest text-brand-100 uppercase">
          {product.tagline}
        </p>
        <section
          aria-labelledby="waitlist-title"
          className="mx-auto mt-6 mb-10 max-w-md rounded-2xl bg-white p-8 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100"
        >
          <h2 id="waitlist-title" className="text-2xl font-bold">
            {product.waitlist.title}
          </h2>
          <p className="mt-2 mb-6 text-slate-600 dark:text-slate-300">
            {product.waitlist.description}
          </p>
          <Waitlist />
        </section>
      </div>
    </div>
  );
}
