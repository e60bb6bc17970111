import { LENGTH } from './fields.js';

/**
 * The rendering server's door for the API: POST a post's markdown (text/markdown, at most a post's
 * length) and get the body's HTML exactly as a post page carries it. The newsletter's email reads a
 * body there, so the page, the feeds and the email show one rendering. Only the API asks: nginx and
 * the gateway of `npm start` answer 404 under /internal/, and the renderer refuses a request a proxy
 * forwarded.
 */
export const POST_BODY_RENDER_PATH = '/internal/post-body';

/** The largest body the door takes, in bytes: a post's markdown at its longest, every character four bytes. */
export const POST_BODY_RENDER_LIMIT = LENGTH.markdown * 4;
