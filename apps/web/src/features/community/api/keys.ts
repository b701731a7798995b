/** Query keys of the community. */
export const communityKeys = {
  all: ['community'] as const,
  featured: () => ['community', 'featured'] as const,
  members: () => ['community', 'members'] as const,
};
