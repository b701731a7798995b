import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@careerforge/contract';
import { testimonialKeys } from './keys';
import { api } from '../../../lib/api';

export const getFeaturedTestimonials = () => api.get<Testimonial[]>('/api/testimonials/featured');

export const featuredTestimonialsQueryOptions = () =>
  queryOptions({ queryKey: testimonialKeys.featured(), queryFn: getFeaturedTestimonials });

export const useFeaturedTestimonials = () => useQuery(featuredTestimonialsQueryOptions());
