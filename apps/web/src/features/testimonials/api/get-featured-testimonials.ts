import { queryOptions, useQuery } from '@tanstack/react-query';
import { testimonialKeys } from './keys';
import { api } from '../../../lib/api';

export const getFeaturedTestimonials = () => api.call('testimonials.featured');

export const featuredTestimonialsQueryOptions = () =>
  queryOptions({ queryKey: testimonialKeys.featured(), queryFn: getFeaturedTestimonials });

export const useFeaturedTestimonials = () => useQuery(featuredTestimonialsQueryOptions());
