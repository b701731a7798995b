import type { NewsletterInput } from '@careerforge/contract';
import { api } from '../../../lib/api';

export const subscribeNewsletter = (input: NewsletterInput) =>
  api.call('inbox.newsletter', { body: input });
