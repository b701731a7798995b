/**
 * Pure rules and limits of the public site, shared by the server and the web app.
 * No zod here: the web app imports this file without pulling in the schemas.
 */

/** Blog category tabs, in display order ("all" shows every category). */
export const BLOG_TABS = [
  { id: 'all', label: 'All' },
  { id: 'resume-tips', label: 'Resume Tips' },
  { id: 'interview-prep', label: 'Interview Prep' },
  { id: 'career-growth', label: 'Career Growth' },
] as const;
export type BlogTab = (typeof BLOG_TABS)[number]['id'];

/** Human labels for every blog category seen in stored posts. */
export const BLOG_CATEGORY_LABELS: Record<string, string> = {
  'resume-tips': 'Resume Tips',
  'interview-prep': 'Interview Prep',
  'career-growth': 'Career Growth',
  'career-development': 'Career Development',
  interview: 'Interview',
};
export const blogCategoryLabel = (category: string): string =>
  BLOG_CATEGORY_LABELS[category] ??
  category.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** Articles per page on /blog (Load More Articles fetches the next page). */
export const BLOG_PAGE_SIZE = 6;
export const BLOG_PAGE_SIZE_MAX = 50;
/** Home page lists: up to 3 testimonials, 3 blog posts and 4 community members. */
export const HOME_TESTIMONIALS = 3;
export const HOME_BLOG_POSTS = 3;
export const HOME_COMMUNITY_MEMBERS = 4;
export const DEFAULT_READ_TIME = 5;

/** Testimonial industry filters; "all" matches everything. */
export const INDUSTRY_FILTERS = [
  'all',
  'tech',
  'marketing',
  'sales',
  'design',
  'management',
] as const;
export type IndustryFilter = (typeof INDUSTRY_FILTERS)[number];

/** A testimonial matches an industry when its role or company contains it, ignoring case. */
export function matchesIndustry(
  t: { role: string; company?: string | null },
  industry: string,
): boolean {
  const needle = industry.trim().toLowerCase();
  if (!needle || needle === 'all') return true;
  return t.role.toLowerCase().includes(needle) || (t.company ?? '').toLowerCase().includes(needle);
}

/** Community member status labels; any unknown status reads New Member. */
export const COMMUNITY_STATUS_LABELS: Record<string, string> = {
  recently_hired: 'Recently Hired',
  community_helper: 'Community Helper',
  career_changer: 'Career Changer',
  new_member: 'New Member',
};
export const communityStatusLabel = (status: string | null | undefined): string =>
  (status && COMMUNITY_STATUS_LABELS[status]) || 'New Member';

/** Limits of the contact form, the waitlist and the newsletter box. */
export const CONTACT_LIMITS = {
  fullName: 120,
  email: 254,
  subject: 200,
  message: 5000,
} as const;
