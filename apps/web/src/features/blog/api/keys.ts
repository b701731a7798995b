/** Query keys of the blog; other features invalidate through these, never by spelling them. */
export const blogKeys = {
  all: ['blog'] as const,
  featured: () => ['blog', 'featured'] as const,
  list: (category: string) => ['blog', 'list', category] as const,
  post: (slug: string) => ['blog', 'post', slug] as const,
};
