import type { Knex } from 'knex';
import { engineOf, type Db } from '../../db/knex.js';

const MAX_WORDS = 16;

/**
 * The words of a visitor's query: letters, digits and marks only, so no quote, operator or
 * column filter of either engine's search syntax ever reaches it. None left: nothing matches.
 */
export function searchWords(q: string): string[] {
  const words = q.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * A derived table `hits` (post_id, search_rank) of the posts matching any of the words, the better
 * match with the higher rank: title and tag names weigh more than the excerpt, the excerpt more than
 * the body. `ranked: false`: the posts only (post_id), for the count, which needs no rank.
 */
export function searchHits(db: Db, words: string[], ranked = true): Knex.Raw {
  if (engineOf(db) === 'sqlite') {
    const match = words.map((word) => `"${word}"`).join(' OR ');
    if (!ranked) return db.raw('(SELECT rowid AS post_id FROM blog_posts_fts WHERE blog_posts_fts MATCH ?) AS hits', [match]);
    // bm25() is lower for better matches: negate it so that both engines sort the rank descending.
    return db.raw('(SELECT rowid AS post_id, -bm25(blog_posts_fts, 8.0, 3.0, 1.0, 5.0) AS search_rank FROM blog_posts_fts WHERE blog_posts_fts MATCH ?) AS hits', [match]);
  }
  const text = words.join(' ');
  if (!ranked) {
    return db.raw(
      `(SELECT id AS post_id FROM blog_posts WHERE MATCH(title, excerpt, content) AGAINST (? IN NATURAL LANGUAGE MODE)
        UNION
        SELECT pt.post_id FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id WHERE MATCH(t.name) AGAINST (? IN NATURAL LANGUAGE MODE)) AS hits`,
      [text, text],
    );
  }
  // Each weight from its own index: the title's relevance read row by row beside the whole text's
  // would search the title index again for every post matched (most of a common word's cost).
  return db.raw(
    `(SELECT post_id, SUM(search_rank) AS search_rank FROM (
        SELECT id AS post_id, MATCH(title, excerpt, content) AGAINST (? IN NATURAL LANGUAGE MODE) AS search_rank
          FROM blog_posts WHERE MATCH(title, excerpt, content) AGAINST (? IN NATURAL LANGUAGE MODE)
        UNION ALL
        SELECT id, MATCH(title) AGAINST (? IN NATURAL LANGUAGE MODE) * 2
          FROM blog_posts WHERE MATCH(title) AGAINST (? IN NATURAL LANGUAGE MODE)
        UNION ALL
        SELECT pt.post_id, MATCH(t.name) AGAINST (? IN NATURAL LANGUAGE MODE) * 3
          FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id WHERE MATCH(t.name) AGAINST (? IN NATURAL LANGUAGE MODE)
      ) AS matched GROUP BY post_id) AS hits`,
    [text, text, text, text, text, text],
  );
}
