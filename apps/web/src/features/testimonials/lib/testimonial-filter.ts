import { matchesIndustry, type IndustryFilter, type Testimonial } from '@careerforge/contract';

/** The testimonials shown for an industry filter ("all" shows every one). */
export function filterTestimonials(list: Testimonial[], industry: IndustryFilter): Testimonial[] {
  return industry === 'all' ? list : list.filter((t) => matchesIndustry(t, industry));
}
