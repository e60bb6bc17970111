import type { TagType } from '@folio/contracts';

/** The query parameter naming the case study whose dialog the page shows open: `/?persona=<type>&case=<id>#case-studies`. */
export const CASE_PARAM = 'case';
export const CASE_STUDIES_ANCHOR = 'case-studies';

/** The page with the case study `id` open (none: closed). Only the persona and the case: the server renders exactly this (render-params.ts). */
export function caseStudyHref(persona: TagType, id?: number): string {
  const query = new URLSearchParams({ persona });
  if (id !== undefined) query.set(CASE_PARAM, String(id));
  return `/?${query.toString()}#${CASE_STUDIES_ANCHOR}`;
}

/** The case study an address opens: its `?case=` when that is an id as the server writes one, else none. */
export function caseIdOf(search: URLSearchParams | string): number | null {
  const value = new URLSearchParams(search).get(CASE_PARAM);
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && String(id) === value ? id : null;
}

/** History state of an entry this page pushed to open a case study: closing it goes back to the entry before. */
export const OPENED_HERE = { caseStudyOpened: true } as const;
export const openedHere = (state: unknown) => (state as Partial<typeof OPENED_HERE> | null)?.caseStudyOpened === true;
