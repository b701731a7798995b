import { queryOptions, useQuery } from '@tanstack/react-query';
import { testimonialKeys } from './keys';
import { api } from '../../../lib/api';

export const getTestimonials = () => api.call('testimonials.list', { query: {} });

export const testimonialsQueryOptions = () =>
  queryOptions({ queryKey: testimonialKeys.list(), queryFn: getTestimonials });

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
