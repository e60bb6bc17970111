import { taxonomyPath, type BlogTaxonomy } from '@folio/contracts';
import { lastChanged, publishedOnly, type FeedPost } from './feed-post';
import { timeOf } from './xml-text';

/** A tag or a category as its list gives it: what its page's address needs. */
export type TaxonomyItem = { id: number; slug: string };

/** A page of a tag's or a category's posts, and when its newest post last changed. */
export interface TaxonomyPage {
  path: string;
  lastChanged: string | null;
}

/**
 * The tag and category pages that list something: every tag and category one published post has at
 * least (tags first, then categories, each in its list's order), dated by their latest change.
 */
export function taxonomyPages(posts: readonly FeedPost[], tags: readonly TaxonomyItem[], categories: readonly TaxonomyItem[]): TaxonomyPage[] {
  const published = publishedOnly(posts);
  const pagesOf = (taxonomy: BlogTaxonomy, items: readonly TaxonomyItem[], has: (post: FeedPost, id: number) => boolean) =>
    items.flatMap((item) => {
      const listed = published.filter((post) => has(post, item.id));
      if (listed.length === 0) return [];
      const newest = listed.map(lastChanged).reduce((latest, date) => (timeOf(date) > timeOf(latest) ? date : latest), null as string | null);
      return [{ path: taxonomyPath(taxonomy, item.slug), lastChanged: newest }];
    });
  return [...pagesOf('tag', tags, (post, id) => post.tagIds.includes(id)), ...pagesOf('category', categories, (post, id) => post.categoryId === id)];
}
