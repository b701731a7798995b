import { useMutation } from '@tanstack/react-query';
import type { InboxReceipt, WaitlistInput } from '@careerforge/contract';
import { api } from '../../../lib/api';

export const joinWaitlist = (input: WaitlistInput) =>
  api.post<InboxReceipt>('/api/waitlist', input);

export const useJoinWaitlist = () => useMutation({ mutationFn: joinWaitlist });
