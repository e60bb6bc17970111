import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { shortHash } from '../site/og-image';

/**
 * Post bodies the rendering server already turned into HTML, keyed by post and content, so that the
 * browser shows them without the markdown renderer. A body edited since then no longer matches its
 * key, and the page renders it itself.
 */
export interface RenderedMarkdownState {
  html: Record<string, string>;
}

export const renderedMarkdownKey = (postId: number, content: string) => `${postId}:${shortHash(content)}`;

export const renderedMarkdownSlice = createSlice({
  name: 'renderedMarkdown',
  initialState: { html: {} } as RenderedMarkdownState,
  reducers: {
    markdownRendered(state, action: PayloadAction<{ key: string; html: string }>) {
      state.html[action.payload.key] = action.payload.html;
    },
  },
  selectors: {
    selectRenderedMarkdown: (state, key: string): string | undefined => state.html[key],
  },
});

export const { markdownRendered } = renderedMarkdownSlice.actions;
export const { selectRenderedMarkdown } = renderedMarkdownSlice.selectors;
