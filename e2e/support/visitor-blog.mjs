// How the blog shows a seeded post's badges, date and view count, written out from the spec (its blog screens and constants).
import * as seed from '../../api/src/seed/samples/index.ts';

export const CATEGORY_NAMES = Object.fromEntries(seed.categories.map((category) => [category.slug, category.name]));

/** The tag-type badge: the persona's label, 'All' for a post meant for everyone (on its page; its card shows none). */
export const TAG_TYPE_BADGES = { enterprise: 'Enterprise', business: 'Business', fitness: 'Fitness', null: 'All' };

/** US English long format ('February 11, 2025'), or 'Recently' without a date. */
export const publishDate = (publishedAt) =>
  publishedAt ? new Date(publishedAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : 'Recently';

/** The view count as shown: nothing at 0, 'view' for exactly 1, 'views' otherwise. */
export const viewsText = (count) => (count > 0 ? `${count} ${count === 1 ? 'view' : 'views'}` : null);

/** The view count a visitor reads in a piece of text, or null when none is shown. */
export function viewCountOn(text) {
  const found = text.match(/(?:^|\s)(\d+ views?)(?=\s|$)/);
  return found ? found[1] : null;
}
