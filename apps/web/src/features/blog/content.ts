/** Copy of the blog pages. */

export const blogEmptyState = {
  title: 'No blog posts yet',
  description: 'New articles on resumes, interviews and career growth are on the way.',
};
