import {
  personaIdOf,
  postPath,
  TOTAL_COUNT_HEADER,
  type BlogCategory,
  type BlogPost,
  type BlogPostNames,
  type BlogPostSummary,
  type BlogTaxonomy,
  type PostReadNext,
  type TagType,
  type WithMedia,
} from '@folio/contracts';
import { api } from '../../api/api';
import { PAGE_SIZE } from './blog-list-params';

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
  /** Only the posts of the tag, or of the category, of this slug (their pages). */
  tag?: string;
  category?: string;
}

/** A tag or a category as its list answers it (a tag has no description). */
export type TaxonomyTerm = Pick<BlogCategory, 'id' | 'name' | 'slug'> & { description?: string | null };

/** What ends a post, its posts with their library images. */
export type PostReadNextAnswer = Omit<PostReadNext, 'previous' | 'next' | 'related'> & {
  previous: PostListItem | null;
  next: PostListItem | null;
  related: PostListItem[];
};

/** The read-next of a post as a reader of a persona (the visitor's) asks for it. */
export interface ReadNextArgs {
  slug: string;
  personaId?: number;
}

/** What the post's page asks for its end: the post's slug and the visitor's persona (the loader and the page alike). */
export const readNextArgs = (slug: string, persona: TagType | null): ReadNextArgs => ({ slug, personaId: persona ? personaIdOf(persona) : undefined });

export interface PostPage {
  posts: PostListItem[];
  total: number;
}

export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A page of published posts, in the API's order (highest displayOrder first; by relevance for a
     * search). The first page's address is the spec's own call: the default size, no offset.
     */
    getPostPage: build.query<PostPage, PostPageArgs>({
      query: ({ personaId, q, page, tag, category }) => ({
        url: 'blog/posts',
        params: { status: 'published', personaId, tag, category, q: q || undefined, offset: page > 1 ? (page - 1) * PAGE_SIZE : undefined },
      }),
      transformResponse: (posts: PostListItem[], meta, { page }) => {
        const total = Number(meta?.response?.headers.get(TOTAL_COUNT_HEADER));
        // Without the header (a proxy that drops it), as many as this page reaches.
        return { posts, total: Number.isInteger(total) && total >= 0 ? total : (page - 1) * PAGE_SIZE + posts.length };
      },
      providesTags: [{ type: 'BlogPost', id: 'LIST' }],
    }),
    /**
     * A published post; a draft or a scheduled post too for the signed-in owner (their session goes
     * along from the rendering server). The answer to a former slug is the post under its current
     * one: fetch follows the API's 301, and the rendering server then answers 301 to the post's own
     * address (app/page-loaders.ts).
     */
    getPostBySlug: build.query<PostWithNames, string>({
      query: (slug) => `blog/posts/slug/${encodeURIComponent(slug)}`,
      extraOptions: { withSession: true },
      providesTags: (post) => (post ? [{ type: 'BlogPost', id: post.id }] : []),
    }),
    /** Every tag, or every category (the blog's lists, small): a tag's or category's page finds its own by slug. */
    getTaxonomy: build.query<TaxonomyTerm[], BlogTaxonomy>({
      query: (taxonomy) => (taxonomy === 'tag' ? 'blog/tags' : 'blog/categories'),
    }),
    /**
     * The posts before and after a published post, and related ones. Asked without the owner's session
     * (it goes with the post's own call alone): a draft's preview ends without them.
     */
    getPostReadNext: build.query<PostReadNextAnswer, ReadNextArgs>({
      query: ({ slug, personaId }) => ({ url: `blog/posts/slug/${encodeURIComponent(slug)}/read-next`, params: { personaId } }),
      providesTags: [{ type: 'BlogPost', id: 'LIST' }],
    }),
  }),
});

export const { useGetPostPageQuery, useGetPostBySlugQuery, useGetTaxonomyQuery, useGetPostReadNextQuery } = blogApi;

/**
 * Where the post answered for `askedSlug` lives now (path, and the query it was asked with), or null
 * when it was asked for by its own slug: the answer to a former slug is the post under its current one.
 */
export const movedPostPath = (post: Pick<PostWithNames, 'slug'>, askedSlug: string, search: string) =>
  post.slug === askedSlug ? null : `${postPath(post.slug)}${search}`;
