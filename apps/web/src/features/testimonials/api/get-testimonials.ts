import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@careerforge/contract';
import { testimonialKeys } from './keys';
import { api } from '../../../lib/api';

export const getTestimonials = () => api.get<Testimonial[]>('/api/testimonials');

export const testimonialsQueryOptions = () =>
  queryOptions({ queryKey: testimonialKeys.list(), queryFn: getTestimonials });

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
