import rehypeHighlight from 'rehype-highlight';
import rehypeSlug from 'rehype-slug';
import type { PluggableList } from 'unified';
import remarkGfm from 'remark-gfm';

/**
 * The one markdown pipeline of a post body: GitHub-flavoured markdown, and an id on every heading
 * (github-slugger, as GitHub does: lower case, punctuation dropped, repeats numbered `-1`, `-2`). The
 * body and its table of contents both take it, so a contents link always finds its heading.
 */
export const REMARK_PLUGINS: PluggableList = [remarkGfm];
export const REHYPE_PLUGINS: PluggableList = [rehypeSlug];

/**
 * The body itself also gets fenced code with a language (```ts) highlighted: highlight.js's class
 * names, coloured by the post's Prose styles. Code without a language, or in one highlight.js's
 * common set does not know, stays plain.
 */
export const BODY_REHYPE_PLUGINS: PluggableList = [...REHYPE_PLUGINS, [rehypeHighlight, { detect: false }]];
