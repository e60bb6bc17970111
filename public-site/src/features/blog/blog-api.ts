import type { BlogCategory, BlogPost, BlogPostTag, BlogTag } from '@folio/contracts';
import { api } from '../../api/api';

export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Published posts (for a persona when given), highest displayOrder first. */
    getPublishedPosts: build.query<BlogPost[], number | undefined>({
      query: (personaId) => ({
        url: 'blog/posts',
        params: personaId === undefined ? { status: 'published' } : { status: 'published', personaId },
      }),
      transformResponse: (posts: BlogPost[]) => [...posts].sort((a, b) => b.displayOrder - a.displayOrder),
      providesTags: [{ type: 'BlogPost', id: 'LIST' }],
    }),
    getPostBySlug: build.query<BlogPost, string>({
      query: (slug) => `blog/posts/slug/${encodeURIComponent(slug)}`,
      providesTags: (post) => (post ? [{ type: 'BlogPost', id: post.id }] : []),
    }),
    getCategories: build.query<BlogCategory[], void>({
      query: () => 'blog/categories',
      providesTags: [{ type: 'BlogCategory', id: 'LIST' }],
    }),
    getCategory: build.query<BlogCategory, number>({
      query: (id) => `blog/categories/${id}`,
      providesTags: (_category, _error, id) => [{ type: 'BlogCategory', id }],
    }),
    getPostTags: build.query<BlogPostTag[], number>({
      query: (postId) => `blog/posts/${postId}/tags`,
      providesTags: (_links, _error, postId) => [{ type: 'BlogTag', id: `post-${postId}` }],
    }),
    getTags: build.query<BlogTag[], void>({
      query: () => 'blog/tags',
      providesTags: [{ type: 'BlogTag', id: 'LIST' }],
    }),
    /** Counts one view; the answer is not shown (§7). */
    countView: build.mutation<unknown, number>({
      query: (postId) => ({ url: `blog/posts/${postId}/view`, method: 'POST' }),
    }),
  }),
});

export const {
  useGetPublishedPostsQuery,
  useGetPostBySlugQuery,
  useGetCategoriesQuery,
  useGetCategoryQuery,
  useGetPostTagsQuery,
  useGetTagsQuery,
  useCountViewMutation,
} = blogApi;
