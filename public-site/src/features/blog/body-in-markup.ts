import { markdownSummary, type BlogPost } from '@folio/contracts';
import { useMemo } from 'react';
import type { api } from '../../api/api';
import { useSelector } from 'react-redux';
import { readingMinutes } from './reading-time';
import { renderedMarkdownKey, selectServedBody, type RenderedMarkdownRoot, type RenderedMarkdownState, type ServedBody } from './rendered-markdown-slice';

/**
 * A post's body reaches the first page once, as HTML in the markup. The page's data block leaves out
 * the post's markdown and the body's HTML (IN_MARKUP stands in for it); the browser reads the HTML
 * back from the element that carries the body's key in POST_BODY_ATTRIBUTE before hydrating, and
 * takes what else it needs of the markdown (reading time, summary) from `served`.
 */
export const IN_MARKUP = '';
export const POST_BODY_ATTRIBUTE = 'data-post-body';

type ApiState = ReturnType<typeof api.reducer>;

/** On the server: the state for the data block, every rendered post's markdown and body HTML left out. */
export function bodiesLeftInMarkup(apiState: ApiState, rendered: RenderedMarkdownState): { api: ApiState; renderedMarkdown: RenderedMarkdownState } {
  const html = { ...rendered.html };
  const served = { ...rendered.served };
  const queries = Object.fromEntries(
    Object.entries(apiState.queries).map(([name, query]) => {
      if (query?.endpointName !== 'getPostBySlug' || query.status !== 'fulfilled') return [name, query];
      const post = query.data as BlogPost;
      const key = renderedMarkdownKey(post.id, post.content);
      const entry = html[key];
      if (entry === undefined || post.content === '') return [name, query];
      html[key] = { ...entry, html: IN_MARKUP };
      served[post.id] = {
        key,
        readingMinutes: readingMinutes(post.content),
        ...(post.excerpt ? {} : { summary: markdownSummary(post.content) }),
      };
      return [name, { ...query, data: { ...post, content: '' } }];
    }),
  );
  return { api: { ...apiState, queries }, renderedMarkdown: { html, served } };
}

/** In the browser, before hydrating: the bodies the data block left in the markup, read back from it. */
export function bodiesReadFromMarkup(rendered: RenderedMarkdownState, root: ParentNode): RenderedMarkdownState {
  const inMarkup = new Map([...root.querySelectorAll(`[${POST_BODY_ATTRIBUTE}]`)].map((element) => [element.getAttribute(POST_BODY_ATTRIBUTE), element]));
  const html: RenderedMarkdownState['html'] = {};
  for (const [key, entry] of Object.entries(rendered.html)) {
    if (entry.html !== IN_MARKUP) html[key] = entry;
    else {
      const element = inMarkup.get(key);
      // Not in the markup after all: the page renders it itself (post-body.tsx).
      if (element) html[key] = { ...entry, html: element.innerHTML };
    }
  }
  return { html, served: rendered.served ?? {} };
}

/** What the post page needs of a post's markdown: from the post, or, for one the server rendered, from `served`. */
export interface PostText extends ServedBody {
  content: string;
}

export function usePostText(post: BlogPost): PostText {
  const served = useSelector((state: RenderedMarkdownRoot) => selectServedBody(state, post.id));
  return useMemo(
    () =>
      post.content === '' && served !== undefined
        ? { ...served, content: '' }
        : {
            key: renderedMarkdownKey(post.id, post.content),
                readingMinutes: readingMinutes(post.content),
            content: post.content,
          },
    [post.id, post.content, served],
  );
}
