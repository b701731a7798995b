/** Testimonials: the page with its industry filter, and the cards the home page shows. */
export { testimonialKeys } from './api/keys';
export {
  featuredTestimonialsQueryOptions,
  useFeaturedTestimonials,
} from './api/get-featured-testimonials';
export { testimonialsQueryOptions, useTestimonials } from './api/get-testimonials';
export {
  TestimonialCard,
  TestimonialCardSkeleton,
  VerifiedBadge,
} from './components/testimonial-card';
export { TestimonialsView } from './components/testimonials-view';
export { testimonialsEmptyState } from './content';
