/** Query keys of the testimonials. */
export const testimonialKeys = {
  all: ['testimonials'] as const,
  featured: () => ['testimonials', 'featured'] as const,
  list: () => ['testimonials', 'all'] as const,
};
