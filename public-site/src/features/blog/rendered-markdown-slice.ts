import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { shortHash } from '../site/og-image';
import type { PostHeading } from './post-headings';

/** A post body as the rendering server made it: its HTML (code highlighted) and its contents. */
export interface RenderedMarkdown {
  html: string;
  headings: PostHeading[];
}

/**
 * Post bodies the rendering server already turned into HTML, keyed by post and content, so that the
 * browser shows them without the markdown renderer or the highlighter. A body edited since then no longer matches its
 * key, and the page renders it itself.
 */
export interface RenderedMarkdownState {
  html: Record<string, RenderedMarkdown>;
  /** By post id: what the page needs of a post whose markdown its data block leaves out (body-in-markup.ts). */
  served: Record<number, ServedBody>;
}

/**
 * What the page shows of a post's markdown besides its body, for a post the server rendered: its
 * body's key, its reading time, and its summary (for the description, when it has no excerpt).
 */
export interface ServedBody {
  key: string;
  readingMinutes: number;
  summary?: string;
}

export const renderedMarkdownKey = (postId: number, content: string) => `${postId}:${shortHash(content)}`;

export const renderedMarkdownSlice = createSlice({
  name: 'renderedMarkdown',
  initialState: { html: {}, served: {} } as RenderedMarkdownState,
  reducers: {
    markdownRendered(state, action: PayloadAction<{ key: string } & RenderedMarkdown>) {
      state.html[action.payload.key] = { html: action.payload.html, headings: action.payload.headings };
    },
  },
  selectors: {
    selectRenderedMarkdown: (state, key: string): RenderedMarkdown | undefined => state.html[key],
    selectServedBody: (state, postId: number): ServedBody | undefined => state.served[postId],
  },
});

export const { markdownRendered } = renderedMarkdownSlice.actions;
export const { selectRenderedMarkdown, selectServedBody } = renderedMarkdownSlice.selectors;

/** The part of the store this slice's selectors read. */
export type RenderedMarkdownRoot = { [renderedMarkdownSlice.reducerPath]: RenderedMarkdownState };
