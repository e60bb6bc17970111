import { object, type Infer } from 'superstruct';
import { bounded, field, type Check } from './fields.js';
import { ALT_TEXT_MAX } from './media.js';

export const ALT_TEXT_REQUIRED = 'Alt text is required: send "" for an image that only decorates';

const fitsAltText: Check = (value) => {
  if (value === undefined) return ALT_TEXT_REQUIRED;
  if (typeof value !== 'string') return 'Must be text';
  return value.length <= ALT_TEXT_MAX || `Must be at most ${ALT_TEXT_MAX.toLocaleString('en-US')} characters`;
};
const trimmedOrEmpty = (value: unknown) => (value === null ? '' : typeof value === 'string' ? value.trim() : value);

/**
 * PUT /api/admin/media/{id}: the alt text, trimmed; '' (or null) for an image that is only decoration,
 * which a page then shows with alt="". Always sent, so that an empty or lost body never clears it.
 * Described as optional text (contract-schema.ts), required.
 */
export const mediaAltStruct = object({ altText: bounded(field<string>('optionalText', fitsAltText, trimmedOrEmpty), { maxLength: ALT_TEXT_MAX }) });
export type MediaAltInput = Infer<typeof mediaAltStruct>;
