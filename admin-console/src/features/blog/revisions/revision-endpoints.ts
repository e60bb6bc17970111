import type { BlogPost, BlogPostRevision } from '@folio/contracts';
import { adminApi } from '../../../api/api-slice';

const revisionsTag = (postId: number) => ({ type: 'blog-posts' as const, id: `revisions-${postId}` });

/** A post's kept versions (newest first), and restoring one as a new save of the post. */
export const revisionApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listPostRevisions: build.query<BlogPostRevision[], number>({
      query: (postId) => `admin/blog/posts/${postId}/revisions`,
      providesTags: (_revisions, _error, postId) => [revisionsTag(postId)],
    }),
    /** Sends the post's `updatedAt` as the form shows it: a 409 says the post was saved elsewhere since. */
    restorePostRevision: build.mutation<BlogPost, { postId: number; revisionId: number; updatedAt: string }>({
      query: ({ postId, revisionId, updatedAt }) => ({
        url: `admin/blog/posts/${postId}/revisions/${revisionId}/restore`,
        method: 'POST',
        body: { updatedAt },
      }),
      invalidatesTags: (_post, error, { postId }) =>
        error && error.status !== 409 ? [] : [revisionsTag(postId), { type: 'blog-posts', id: postId }, { type: 'blog-posts', id: 'LIST' }],
    }),
  }),
});

export const { useListPostRevisionsQuery, useRestorePostRevisionMutation } = revisionApi;
