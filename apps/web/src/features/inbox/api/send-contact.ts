import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@careerforge/contract';
import { api } from '../../../lib/api';

export const sendContact = (input: ContactInput) => api.call('inbox.contact', { body: input });

export const useSendContact = () => useMutation({ mutationFn: sendContact });
