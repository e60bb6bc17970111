/**
 * A post as the rendering server answers it to a click: the API's answer, and its body as a page of
 * it carries it (HTML with code highlighted, and the table of contents): /rendered/post/{slug}.json.
 */
export const RENDERED_POST_ROUTE = '/rendered/post/:slug.json';

export const renderedPostPath = (slug: string) => `/rendered/post/${encodeURIComponent(slug)}.json`;

