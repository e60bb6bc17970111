import type { TagType } from '@folio/contracts';

/** Images shipped in public/images that stand in when content images fail (the spec's image fallbacks). */
export const DEFAULT_IMAGE = '/images/default.svg';
export const PLACEHOLDER_LOGO = '/images/logos/placeholder-logo.svg';
export const personaImage = (tagType: TagType) => `/images/personas/${tagType}.svg`;
