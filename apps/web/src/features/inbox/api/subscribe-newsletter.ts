import { useMutation } from '@tanstack/react-query';
import type { InboxReceipt, NewsletterInput } from '@careerforge/contract';
import { api } from '../../../lib/api';

export const subscribeNewsletter = (input: NewsletterInput) =>
  api.post<InboxReceipt>('/api/newsletter', input);

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
