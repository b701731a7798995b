/** The community: members, success stories, peer support and guidelines. */
export { communityKeys } from './api/keys';
export { featuredMembersQueryOptions, useFeaturedMembers } from './api/get-featured-members';
export { membersQueryOptions, useMembers } from './api/get-members';
export { MemberCard, MemberCardSkeleton } from './components/member-card';
export { CommunityView } from './components/community-view';
export { communityEmptyState } from './content';
