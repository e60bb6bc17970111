import { MAX_INT, MEDIA_PAGE } from '@folio/contracts';
import { invalidInput } from '../../domain-error.js';
import { wholeNumber } from '../../http/input.js';

/** The media list's query string: a page of the library, a search, or one image by its path; 400 naming each bad parameter. */
export function parseMediaQuery(query: Record<string, unknown>) {
  const limit = wholeNumber(query.limit, MEDIA_PAGE.defaultLimit, 1, MEDIA_PAGE.maxLimit);
  const offset = wholeNumber(query.offset, 0, 0, MAX_INT);
  const text = (value: unknown) => (value === undefined ? '' : value);
  const q = text(query.q);
  const path = text(query.path);
  const faults = {
    ...(limit === null ? { limit: `limit must be a whole number from 1 to ${MEDIA_PAGE.maxLimit}` } : {}),
    ...(offset === null ? { offset: 'offset must be a whole number, 0 or more' } : {}),
    ...(typeof q === 'string' && q.length <= MEDIA_PAGE.maxQueryLength ? {} : { q: `q must be text of at most ${MEDIA_PAGE.maxQueryLength} characters` }),
    ...(typeof path === 'string' && path.length <= 2048 ? {} : { path: 'path must be one image path' }),
  };
  if (Object.keys(faults).length > 0) throw invalidInput(faults);
  return { limit: limit!, offset: offset!, q: (q as string).trim() || null, path: (path as string).trim() || null };
}

export type MediaListQuery = ReturnType<typeof parseMediaQuery>;
