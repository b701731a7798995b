/** The blog: article lists, article pages and the cards other pages show. */
export { blogKeys } from './api/keys';
export { featuredPostsQueryOptions, useFeaturedPosts } from './api/get-featured-posts';
export { postQueryOptions, usePost } from './api/get-post';
export { postsQueryOptions, usePosts } from './api/get-posts';
export { BlogCard, BlogCardSkeleton } from './components/blog-card';
export { PostList } from './components/post-list';
export { blogEmptyState } from './content';
export { BlogArticleView } from './components/article-view';
export { BlogView } from './components/blog-view';
