import { CONTENT_KINDS, type ContentKind } from '@folio/contracts';

/**
 * Cache tags that are no kind of content: the media library, the contact inbox (its lists, summary
 * and messages), the contact form's subject lists, the analytics (overview and settings), the
 * newsletter (its summary, subscribers, previews and sends), and the CSRF token.
 */
export const BASE_TAG_TYPES = ['Media', 'Messages', 'ContactSubjects', 'Analytics', 'Newsletter', 'CsrfToken'] as const;

/** Cache tags of the console's lists: one per kind of content (its key) and the base ones. */
export type TagType = ContentKind | (typeof BASE_TAG_TYPES)[number];

export const TAG_TYPES: readonly TagType[] = [...CONTENT_KINDS, ...BASE_TAG_TYPES];
