import { CURSOR_PARAM, NEXT_CURSOR_HEADER, postPath, TOTAL_COUNT_HEADER, type BlogPost, type BlogPostNames, type BlogPostSummary, type WithMedia } from '@folio/contracts';
import type { FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import { api } from '../../api/api';
import { onRenderingServer, type ApiError } from '../../api/base-query';
import { PAGE_SIZE } from './blog-list-params';
import { markdownRendered, type RenderedMarkdown } from './rendered-markdown-slice';
import { renderedPostPath } from './rendered-post-path';

/** A post as GET /api/blog/posts/slug/{slug} answers it: whole, with its category's and tags' names and its library images. */
export type PostWithNames = BlogPost & BlogPostNames & WithMedia;

/** A post of a list: no body, with its names and its library images. */
export type PostListItem = BlogPostSummary & WithMedia;

/** One page of the published posts (for a persona, matching a search), and how many match in all. */
export interface PostPageArgs {
  personaId?: number;
  /** Normalised (blog-list-params.ts); '' for no search. */
  q: string;
  page: number;
}

export interface PostPage {
  posts: PostListItem[];
  total: number;
  /** The API's X-Next-Cursor: where 'Load more' goes on from; null on the last page. */
  nextCursor: string | null;
}

/** The page after a cursor ('Load more'): the list's filter and the X-Next-Cursor of the page before. */
export interface MorePostsArgs {
  personaId?: number;
  q: string;
  cursor: string;
}

export type MorePosts = Pick<PostPage, 'posts' | 'nextCursor'>;

const nextCursorOf = (meta: { response?: Response } | undefined) => meta?.response?.headers.get(NEXT_CURSOR_HEADER) || null;

/** A post as the rendering server answers it to a click: the API's answer, and its body rendered (keyed by post and content). */
export interface PostWithBody {
  post: PostWithNames;
  body: RenderedMarkdown & { key: string };
}

/** The public site's own origin (not the API's): where the rendering server's routes live. */
const SITE_ORIGIN = globalThis.location?.origin ?? '';

export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A page of published posts, in the API's order (highest displayOrder first; by relevance for a
     * search). The first page's address is the spec's own call: the default size, no offset.
     */
    getPostPage: build.query<PostPage, PostPageArgs>({
      query: ({ personaId, q, page }) => ({
        url: 'blog/posts',
        params: { status: 'published', personaId, q: q || undefined, offset: page > 1 ? (page - 1) * PAGE_SIZE : undefined },
      }),
      transformResponse: (posts: PostListItem[], meta, { page }) => {
        const total = Number(meta?.response?.headers.get(TOTAL_COUNT_HEADER));
        // Without the header (a proxy that drops it), as many as this page reaches.
        return { posts, total: Number.isInteger(total) && total >= 0 ? total : (page - 1) * PAGE_SIZE + posts.length, nextCursor: nextCursorOf(meta) };
      },
      providesTags: [{ type: 'BlogPost', id: 'LIST' }],
    }),
    /**
     * 'Load more': the page right after the one whose X-Next-Cursor is `cursor`, by the API's keyset
     * cursor (no offset), so a page deep in the blog costs what the first does. One cache entry per
     * cursor: a page loaded once shows again at once (Back to the list, another visit).
     */
    getMorePosts: build.query<MorePosts, MorePostsArgs>({
      query: ({ personaId, q, cursor }) => ({
        url: 'blog/posts',
        params: { status: 'published', personaId, q: q || undefined, [CURSOR_PARAM]: cursor },
      }),
      transformResponse: (posts: PostListItem[], meta) => ({ posts, nextCursor: nextCursorOf(meta) }),
      providesTags: [{ type: 'BlogPost', id: 'LIST' }],
    }),
    /**
     * A published post; a draft or a scheduled post too for the signed-in owner (their session goes
     * along from the rendering server as well). The answer to a former slug is the post under its
     * current one: fetch follows the API's 301, and the page then moves to the post's own address.
     * In the browser one request to the rendering server brings the post and its body rendered as a
     * page carries it (kept in the rendered-markdown slice); the API itself only when the rendering
     * server cannot answer, and the page then renders the body itself (post-body.tsx).
     */
    getPostBySlug: build.query<PostWithNames, string>({
      async queryFn(slug, queryApi, _extraOptions, baseQuery) {
        const fromApi = () => baseQuery(`blog/posts/slug/${encodeURIComponent(slug)}`) as Promise<QueryReturnValue<PostWithNames, ApiError, FetchBaseQueryMeta>>;
        if (onRenderingServer(queryApi.extra)) return fromApi();
        const rendered = (await baseQuery(`${SITE_ORIGIN}${renderedPostPath(slug)}`)) as QueryReturnValue<PostWithBody, ApiError, FetchBaseQueryMeta>;
        if (rendered.error === undefined) {
          queryApi.dispatch(markdownRendered(rendered.data.body));
          return { data: rendered.data.post, meta: rendered.meta };
        }
        return rendered.error.status === 404 ? { error: rendered.error } : fromApi();
      },
      extraOptions: { withSession: true },
      providesTags: (post) => (post ? [{ type: 'BlogPost', id: post.id }] : []),
    }),
    /** Counts one view; the answer is not shown (the spec's view call). */
    countView: build.mutation<unknown, number>({
      query: (postId) => ({ url: `blog/posts/${postId}/view`, method: 'POST' }),
    }),
  }),
});

export const { useGetPostPageQuery, useGetMorePostsQuery, useGetPostBySlugQuery, useCountViewMutation } = blogApi;

/**
 * Where the post answered for `askedSlug` lives now (path, and the query it was asked with), or null
 * when it was asked for by its own slug: the answer to a former slug is the post under its current one.
 */
export const movedPostPath = (post: Pick<PostWithNames, 'slug'>, askedSlug: string, search: string) =>
  post.slug === askedSlug ? null : `${postPath(post.slug)}${search}`;
