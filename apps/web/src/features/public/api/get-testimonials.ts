import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@careerforge/contract';
import { api } from '../../../lib/api';

export const getTestimonials = () => api.get<Testimonial[]>('/api/testimonials');

export const testimonialsQueryOptions = () =>
  queryOptions({ queryKey: ['testimonials', 'all'], queryFn: getTestimonials });

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
