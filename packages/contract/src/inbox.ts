import { z } from 'zod';
import { forbiddenCharsMessage, hasForbiddenChars, ignoredUserId, formatCount } from './common';
import { CONTACT_LIMITS } from './public-rules';

const INVALID_EMAIL = 'Please enter a valid email address.';

/** A trimmed, lower-cased e-mail address with a human message when it is not one. */
export const emailAddress = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, { error: 'Email is required.' })
  .max(CONTACT_LIMITS.email, { error: INVALID_EMAIL })
  .refine((v) => !hasForbiddenChars(v), { error: INVALID_EMAIL, abort: true })
  .pipe(z.email({ error: INVALID_EMAIL }))
  .transform((v) => v.toLowerCase());

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, {
      error: `${label} must be at most ${formatCount(max)} characters.`,
    })
    .refine((v) => !hasForbiddenChars(v), { error: `${forbiddenCharsMessage(label)}.` });

export const NEWSLETTER_SOURCES = ['blog', 'career-guides', 'home', 'other'] as const;

export const newsletterSchema = z
  .object({
    email: emailAddress,
    source: z.enum(NEWSLETTER_SOURCES).default('other'),
    userId: ignoredUserId,
  })
  .meta({ id: 'NewsletterSubscription' });
export type NewsletterInput = z.input<typeof newsletterSchema>;

export const waitlistSchema = z
  .object({ email: emailAddress, userId: ignoredUserId })
  .meta({ id: 'WaitlistEntry' });
export type WaitlistInput = z.input<typeof waitlistSchema>;

export const contactSchema = z
  .object({
    fullName: required('Full name', CONTACT_LIMITS.fullName),
    email: emailAddress,
    subject: required('Subject', CONTACT_LIMITS.subject),
    message: required('Message', CONTACT_LIMITS.message),
    userId: ignoredUserId,
  })
  .meta({ id: 'ContactMessage' });
export type ContactInput = z.input<typeof contactSchema>;

export const inboxReceiptSchema = z.object({
  ok: z.literal(true),
  message: z.string().meta({ description: 'What happened, in words fit to show' }),
});
export type InboxReceipt = z.infer<typeof inboxReceiptSchema>;
