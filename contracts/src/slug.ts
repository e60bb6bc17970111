/** The one slug rule of the site's addresses (posts, categories, tags, case studies) and how one is made from a title. */
import { optional } from 'superstruct';
import { bounded, field } from './fields.js';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 200;
export const SLUG_RULE = 'Slug may contain only lower-case letters, digits and single hyphens';

/** The rule itself; `blank` is what a missing or empty slug says (true: allowed). */
const slugCheck = (blank: string | true) => (value: unknown) => {
  if (value === null || value === undefined || value === '') return blank;
  if (typeof value !== 'string') return blank === true ? SLUG_RULE : blank;
  if (value.length > SLUG_MAX) return `Must be at most ${SLUG_MAX} characters`;
  return SLUG_PATTERN.test(value) || SLUG_RULE;
};
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** A slug the owner writes (posts, categories, tags). */
export const slugField = () => bounded(field<string>('slug', slugCheck('Slug is required'), trimmed), { maxLength: SLUG_MAX });

/**
 * A slug the owner may leave blank (stored as null in the body): the API then makes one from the
 * item's title with `slugify`, unique among its kind.
 */
export const optionalSlugField = () =>
  bounded(
    optional(
      field<string | null>('optionalSlug', slugCheck(true), (value) => {
        const slug = trimmed(value);
        return slug === '' || slug === undefined ? null : slug;
      }),
    ),
    { maxLength: SLUG_MAX },
  );

/** 'Hello, World!' → 'hello-world': what the console fills in from a title, and the API when a slug is left blank ('' when nothing is left). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/**
 * The slug made from `title` that `taken` does not hold yet: 'title', else 'title-2', 'title-3'…;
 * made from `fallback` when the title has no letter or digit to make one from.
 */
export function freeSlugFrom(title: string, taken: ReadonlySet<string>, fallback: string): string {
  const base = slugify(title) || slugify(fallback);
  if (!taken.has(base)) return base;
  for (let number = 2; ; number += 1) {
    const suffix = `-${number}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
