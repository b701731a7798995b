import { contactSchema, inboxReceiptSchema, newsletterSchema, waitlistSchema } from '../inbox';
import { E, endpoint } from './endpoint';

/** What visitors send: newsletter, waitlist, contact. */
const inboxErrors = { 400: E, 409: E, 429: E };

export const inboxEndpoints = {
  'inbox.newsletter': endpoint('inbox.newsletter', {
    tags: ['inbox'],
    summary: 'Subscribe an e-mail address to the newsletter (409 when already subscribed)',
    body: newsletterSchema,
    response: { 200: inboxReceiptSchema, ...inboxErrors },
  }),
  'inbox.waitlist': endpoint('inbox.waitlist', {
    tags: ['inbox'],
    summary: 'Join the waitlist of the upcoming companion product (409 when already on it)',
    body: waitlistSchema,
    response: { 200: inboxReceiptSchema, ...inboxErrors },
  }),
  'inbox.contact': endpoint('inbox.contact', {
    tags: ['inbox'],
    summary: 'Send a message to the team (every field required; message up to 5,000 characters)',
    body: contactSchema,
    response: { 200: inboxReceiptSchema, 400: E, 429: E },
  }),
};
