import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { CONTACT_LIMITS } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { PageContainer, PageIntro } from '../../../components/ui/page';
import { useSendContact } from '../api/send-contact';
import { contactChannels, contactPage } from '../content';
import { ApiError, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { TitledSection } from '../../../components/ui/section-heading';

type Fields = 'fullName' | 'email' | 'subject' | 'message';
const empty: Record<Fields, string> = { fullName: '', email: '', subject: '', message: '' };

/** Notes for visitors sent here by the help center's Live Chat and Phone Support buttons. */
const viaNotes: Record<string, string> = {
  chat: 'Live chat is not staffed yet. Send your question here instead: it goes to whoever runs this instance, and any reply comes by e-mail, when they can.',
  phone:
    'Phone support is not available yet. Send your question here instead and, if you would like a call, a good time and number: it goes to whoever runs this instance, and whether a call is possible depends on them.',
};

const MAX = CONTACT_LIMITS.message;
const f = contactPage.form;

/** The contact form's values and field errors, and sending it. */
function useContactForm() {
  const [params] = useSearchParams();
  const [values, setValues] = useState(() => ({
    ...empty,
    subject: (params.get('subject') ?? '').slice(0, CONTACT_LIMITS.subject),
  }));
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const send = useSendContact();
  const set = (field: Fields) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((er) => ({ ...er, [field]: undefined }));
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (values.message.length > MAX) {
      setErrors({ message: `Message must be at most ${MAX.toLocaleString('en-US')} characters.` });
      return;
    }
    send.mutate(values, {
      onSuccess: () => {
        toast({ title: f.successToast, description: f.successDescription });
        setValues(empty);
        setErrors({});
      },
      onError: (err) => {
        const fields = err instanceof ApiError ? err.fields : undefined;
        if (fields) setErrors(fields as typeof errors);
        toast({
          title: 'Message not sent',
          description: fields
            ? 'Please check the highlighted fields.'
            : errorMessage(err, 'Please try again.'),
          variant: 'destructive',
        });
      },
    });
  };
  return { values, errors, set, onSubmit, sending: send.isPending };
}

function ContactForm() {
  const { values, errors, set, onSubmit, sending } = useContactForm();
  const length = values.message.length;
  return (
    <form onSubmit={onSubmit} className="mt-6 grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={f.fullNameLabel}
          name="fullName"
          required
          autoComplete="name"
          maxLength={CONTACT_LIMITS.fullName}
          value={values.fullName}
          onChange={set('fullName')}
          error={errors.fullName}
        />
        <TextField
          label={f.emailLabel}
          name="email"
          type="email"
          required
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
      </div>
      <TextField
        label={f.subjectLabel}
        name="subject"
        required
        maxLength={CONTACT_LIMITS.subject}
        value={values.subject}
        onChange={set('subject')}
        error={errors.subject}
      />
      <div>
        <TextAreaField
          label={f.messageLabel}
          name="message"
          required
          rows={7}
          value={values.message}
          onChange={set('message')}
          error={errors.message}
          hint={`Up to ${MAX.toLocaleString('en-US')} characters.`}
        />
        <p
          className={`mt-1 text-right text-xs ${length > MAX ? 'font-semibold text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'}`}
          aria-live="polite"
        >
          {length.toLocaleString('en-US')} / {MAX.toLocaleString('en-US')}
        </p>
      </div>
      <div>
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? f.sendingLabel : f.submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** Beside the form: the addresses to write to, and notes on who answers. */
function ContactAside() {
  return (
    <div className="grid content-start gap-6">
      <TitledSection id="channels-title" title="Write to us directly" size="xl">
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {contactPage.responseTime}
        </p>
        <ul className="mt-4 grid gap-4">
          {contactChannels.map((c) => (
            <li key={c.id}>
              <p className="font-medium">{c.label}</p>
              <a
                href={`mailto:${c.email}`}
                className="text-sm text-brand-700 underline underline-offset-2 dark:text-brand-100"
              >
                {c.email}
              </a>
              <p className="text-sm text-slate-600 dark:text-slate-400">{c.description}</p>
            </li>
          ))}
        </ul>
      </TitledSection>
      <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700 dark:bg-slate-900 dark:text-slate-300">
        {contactPage.selfHostedNote}
      </p>
      <section
        aria-labelledby="legal-title"
        className="rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-800"
      >
        <h2 id="legal-title" className="font-semibold">
          Legal matters
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{contactPage.legalNotice}</p>
      </section>
    </div>
  );
}

export function ContactView() {
  const [params] = useSearchParams();
  const via = params.get('via') ?? '';
  return (
    <PageContainer>
      <PageIntro title={contactPage.title} subtitle={contactPage.subtitle} />
      <div className="mt-10 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <Card>
          <h2 className="text-xl font-semibold">Send us a message</h2>
          {viaNotes[via] && (
            <p className="mt-3 rounded-lg bg-sky-50 p-3 text-sm text-sky-900 ring-1 ring-sky-700/20 dark:bg-sky-950 dark:text-sky-100">
              {viaNotes[via]}
            </p>
          )}
          <ContactForm />
        </Card>
        <ContactAside />
      </div>
    </PageContainer>
  );
}
