import { shortHash } from '../site/og-image';

/**
 * The rendering server's copy of a post body as it renders it (HTML with code highlighted, and the
 * table of contents), for a post the browser reached by a click: /rendered/post/{slug}.json?v={hash
 * of the body}. The version makes an edited body a new address, so no cache hands back the old one.
 */
export const RENDERED_POST_ROUTE = '/rendered/post/:slug.json';

export const renderedPostVersion = (content: string) => shortHash(content);

export const renderedPostPath = (slug: string, version: string) => `/rendered/post/${encodeURIComponent(slug)}.json?v=${version}`;
