import type { Knex } from 'knex';

export const name = '20261123004000_blog_indexes_and_search';

/** The portfolio lists sort by display_order then id; the owner tables also filter on persona_id. */
const PORTFOLIO_TABLES = ['companies', 'experiences', 'skills', 'education', 'certifications', 'personas', 'hero_items', 'social_links', 'case_studies'];
const OWNED_TABLES = ['hero_items', 'case_studies'];

/** The tag names of one post, space-separated, for the search index (SQLite). */
const tagNamesOf = (postId: string) =>
  `(SELECT COALESCE(group_concat(t.name, ' '), '') FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id WHERE pt.post_id = ${postId})`;

/**
 * SQLite: an FTS5 table with one row per post (rowid = post id), kept in step by triggers on the
 * posts, their tag links and the tag names, so no writer can forget it.
 */
const SQLITE_SEARCH = [
  "CREATE VIRTUAL TABLE blog_posts_fts USING fts5(title, excerpt, content, tags, tokenize = 'unicode61 remove_diacritics 2')",
  `CREATE TRIGGER blog_posts_fts_insert AFTER INSERT ON blog_posts BEGIN
     INSERT INTO blog_posts_fts(rowid, title, excerpt, content, tags) VALUES (new.id, new.title, COALESCE(new.excerpt, ''), new.content, ${tagNamesOf('new.id')});
   END`,
  `CREATE TRIGGER blog_posts_fts_update AFTER UPDATE OF title, excerpt, content ON blog_posts BEGIN
     UPDATE blog_posts_fts SET title = new.title, excerpt = COALESCE(new.excerpt, ''), content = new.content WHERE rowid = new.id;
   END`,
  'CREATE TRIGGER blog_posts_fts_delete AFTER DELETE ON blog_posts BEGIN DELETE FROM blog_posts_fts WHERE rowid = old.id; END',
  `CREATE TRIGGER blog_posts_fts_link AFTER INSERT ON blog_post_tags BEGIN
     UPDATE blog_posts_fts SET tags = ${tagNamesOf('new.post_id')} WHERE rowid = new.post_id;
   END`,
  `CREATE TRIGGER blog_posts_fts_unlink AFTER DELETE ON blog_post_tags BEGIN
     UPDATE blog_posts_fts SET tags = ${tagNamesOf('old.post_id')} WHERE rowid = old.post_id;
   END`,
  `CREATE TRIGGER blog_posts_fts_tag_rename AFTER UPDATE OF name ON blog_tags BEGIN
     UPDATE blog_posts_fts SET tags = ${tagNamesOf('blog_posts_fts.rowid')} WHERE rowid IN (SELECT post_id FROM blog_post_tags WHERE tag_id = new.id);
   END`,
  `INSERT INTO blog_posts_fts(rowid, title, excerpt, content, tags)
     SELECT p.id, p.title, COALESCE(p.excerpt, ''), p.content, ${tagNamesOf('p.id')} FROM blog_posts p`,
];

export async function up(knex: Knex): Promise<void> {
  const mysql = knex.client.config.client === 'mysql2';
  await knex.schema.alterTable('blog_posts', (t) => {
    t.index(['status', 'display_order', 'published_at', 'id'], 'blog_posts_public_order');
    t.index(['display_order', 'published_at', 'id'], 'blog_posts_order');
    t.index(['status', 'published_at', 'id'], 'blog_posts_newest');
    // A persona's list counts the unassigned posts of its tag type from this index alone.
    t.index(['status', 'tag_type'], 'blog_posts_status_tag_type');
    // MySQL indexes a foreign key by itself; SQLite does not.
    if (!mysql) t.index(['category_id'], 'blog_posts_category_id');
  });
  for (const table of PORTFOLIO_TABLES) {
    await knex.schema.alterTable(table, (t) => t.index(['display_order', 'id'], `${table}_display_order`));
  }
  for (const table of OWNED_TABLES) {
    if (!mysql) await knex.schema.alterTable(table, (t) => t.index(['persona_id'], `${table}_persona_id`));
  }
  if (mysql) {
    await knex.raw('ALTER TABLE blog_posts ADD FULLTEXT INDEX blog_posts_search (title, excerpt, content), ADD FULLTEXT INDEX blog_posts_search_title (title)');
    await knex.raw('ALTER TABLE blog_tags ADD FULLTEXT INDEX blog_tags_search (name)');
  } else {
    for (const statement of SQLITE_SEARCH) await knex.raw(statement);
  }
}

export async function down(knex: Knex): Promise<void> {
  const mysql = knex.client.config.client === 'mysql2';
  if (mysql) {
    await knex.raw('ALTER TABLE blog_tags DROP INDEX blog_tags_search');
    await knex.raw('ALTER TABLE blog_posts DROP INDEX blog_posts_search, DROP INDEX blog_posts_search_title');
  } else {
    for (const trigger of ['insert', 'update', 'delete', 'link', 'unlink', 'tag_rename']) await knex.raw(`DROP TRIGGER blog_posts_fts_${trigger}`);
    await knex.raw('DROP TABLE blog_posts_fts');
  }
  for (const table of OWNED_TABLES) {
    if (!mysql) await knex.schema.alterTable(table, (t) => t.dropIndex(['persona_id'], `${table}_persona_id`));
  }
  for (const table of PORTFOLIO_TABLES) {
    await knex.schema.alterTable(table, (t) => t.dropIndex(['display_order', 'id'], `${table}_display_order`));
  }
  await knex.schema.alterTable('blog_posts', (t) => {
    t.dropIndex([], 'blog_posts_public_order');
    t.dropIndex([], 'blog_posts_order');
    t.dropIndex([], 'blog_posts_newest');
    t.dropIndex([], 'blog_posts_status_tag_type');
    if (!mysql) t.dropIndex([], 'blog_posts_category_id');
  });
}
