import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { ApiError, errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { subscribeNewsletter } from '../api/subscribe-newsletter';

type Source = 'blog' | 'career-guides' | 'home' | 'other';

/**
 * E-mail box with Subscribe: stores the address once and says what happened. It sends with a plain
 * call rather than a query-library mutation: the form stands on public pages, whose visitors would
 * otherwise download the mutation machinery (about 2 KB gzip) for this one request.
 */
export function NewsletterForm({
  source,
  title,
  description,
  placeholder = 'Enter your email',
  buttonLabel = 'Subscribe',
  className,
}: {
  source: Source;
  title: string;
  description: string;
  placeholder?: string;
  buttonLabel?: string;
  className?: string;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setResult(null);
    setPending(true);
    try {
      const r = await subscribeNewsletter({ email, source });
      setResult({ ok: true, text: r.message });
      setEmail('');
    } catch (err) {
      setResult(
        err instanceof ApiError && err.status === 409
          ? { ok: true, text: "You're already subscribed. Thanks for reading!" }
          : { ok: false, text: errorMessage(err, 'Subscription failed. Please try again.') },
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'rounded-2xl bg-brand-900 px-6 py-10 text-white sm:px-10 dark:bg-brand-900/60',
        className,
      )}
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          {title}
        </h2>
        <p className="mt-2 text-brand-50">{description}</p>
        <form onSubmit={onSubmit} className="mt-6 flex flex-col gap-3 sm:flex-row">
          <label htmlFor={`${id}-email`} className="sr-only">
            Email address
          </label>
          <input
            id={`${id}-email`}
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder={placeholder}
            aria-describedby={result ? `${id}-result` : undefined}
            aria-invalid={result && !result.ok ? true : undefined}
            className={cn(inputClass, 'h-12 flex-1')}
          />
          <Button type="submit" variant="outline" size="lg" disabled={pending}>
            {pending ? 'Subscribing...' : buttonLabel}
          </Button>
        </form>
        <p
          id={`${id}-result`}
          role="status"
          className={cn(
            'mt-3 min-h-5 text-sm',
            result && !result.ok ? 'text-red-100 font-medium' : 'text-brand-50',
          )}
        >
          {result?.text}
        </p>
      </div>
    </section>
  );
}
