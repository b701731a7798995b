import { useMutation } from '@tanstack/react-query';
import type { ContactInput, InboxReceipt } from '@careerforge/contract';
import { api } from '../../../lib/api';

export const sendContact = (input: ContactInput) => api.post<InboxReceipt>('/api/contact', input);

export const useSendContact = () => useMutation({ mutationFn: sendContact });
