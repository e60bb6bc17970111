import type { ResourceKey } from './resources';

/**
 * Cache tags that are no kind of content: the media library, the contact inbox (its lists, summary
 * and messages), the contact form's subject lists, the analytics (overview and settings), and the
 * CSRF token.
 */
export const BASE_TAG_TYPES = ['Media', 'Messages', 'ContactSubjects', 'Analytics', 'CsrfToken'] as const;

/** Cache tags of the console's lists: one per kind of content (its key, added as the definitions register) and the base ones. */
export type TagType = ResourceKey | (typeof BASE_TAG_TYPES)[number];
