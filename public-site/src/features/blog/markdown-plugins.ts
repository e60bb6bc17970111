import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';

/**
 * The one markdown pipeline of a post body: GitHub-flavoured markdown, and an id on every heading
 * (github-slugger, as GitHub does: lower case, punctuation dropped, repeats numbered `-1`, `-2`). The
 * body and its table of contents both take it, so a contents link always finds its heading.
 */
export const REMARK_PLUGINS = [remarkGfm];
export const REHYPE_PLUGINS = [rehypeSlug];
