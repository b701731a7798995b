import { useMutation } from '@tanstack/react-query';
import type { WaitlistInput } from '@careerforge/contract';
import { api } from '../../../lib/api';

export const joinWaitlist = (input: WaitlistInput) => api.call('inbox.waitlist', { body: input });

export const useJoinWaitlist = () => useMutation({ mutationFn: joinWaitlist });
