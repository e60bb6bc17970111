import type { Knex } from 'knex';

/**
 * The posts whose pages these paths are (`/blog/<slug>` of a post that exists now), by path: the
 * blog's answer (postsService.atPaths), handed in by what composes the API (app.ts, main.ts), since
 * the analytics cannot import the blog, which imports them for its view counts. A path of no post
 * (a deleted one, a page of tags) is not in the map.
 */
export type PostsAtPaths = (db: Knex, paths: readonly string[]) => Promise<Map<string, { id: number; title: string }>>;
