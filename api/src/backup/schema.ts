import type { Knex } from 'knex';

export type Engine = 'sqlite' | 'mysql';

/** knex's own bookkeeping: the schema version travels as the backup's `migrations` list instead. */
const KNEX_TABLES = ['knex_migrations', 'knex_migrations_lock'];

/**
 * Tables a backup leaves out, because restoring them would be wrong rather than merely useless:
 * sessions (sign-in cookies, valid for hours; a backup file must not be a way into the console, and
 * a restored site asks the owner to sign in again), app_secrets (the generated cookie-signing key,
 * made afresh on the next start; it signs only those sessions) and login_limits (failed sign-in
 * counters that expire within minutes). Nor two-factor sign-in (admin_two_factor, admin_recovery_codes):
 * its secret is sealed with a key in app_secrets, which stays behind, so a restored site has two-factor
 * off and the owner signs in with the password, then sets it up again. Nor the day's visitor salts
 * and the view counter's visitors of the last two days (visitor_salts, blog_post_views): hashes that
 * only their salt makes anything of, and a salt that would let a backup's reader test guesses of who
 * read what; the counts themselves are in blog_posts. Nor the analytics' raw records: the events
 * (analytics_events), each carrying such a visitor hash (a backup would hold up to ANALYTICS_RAW_DAYS
 * of them, the bulk of the file), and the messages and day counts beside them (analytics_messages,
 * analytics_day_counts): what they say is kept in the rolled-up days (analytics_daily, the events
 * over the daily cap included, and its markers analytics_rollups, which travel, with the settings and the digests already sent,
 * so a restored site neither counts a day twice nor emails a week's digest again); the days not
 * rolled up yet (today's) are lost with them. Nor the last sign-in attempts (sign_in_events): client addresses,
 * and a restored site's list starts afresh. Nor the contact form's claims of a send in flight
 * (contact_message_claims): seconds long, and meaningless once that process is gone; nor its used
 * form tokens (used_form_tokens): a day long, and worth nothing without the key that signed them,
 * which stays in app_secrets (a restored site's tokens are all new). Nor the content's generation
 * (content_generation): it only tells running processes when their kept answers went stale, and a
 * restored site starts with none kept. Nor the items creates made, by their idempotency keys
 * (content_create_keys): a day long, for a create sent twice in a row. Every other
 * table travels, the owner's settings among them (analytics_settings, cv_settings: a restored site
 * has the same digest choice and the same CVs).
 */
export const NOT_BACKED_UP = [
  'sessions',
  'app_secrets',
  'login_limits',
  'admin_two_factor',
  'admin_recovery_codes',
  'visitor_salts',
  'blog_post_views',
  'analytics_events',
  'analytics_messages',
  'analytics_day_counts',
  'sign_in_events',
  'contact_message_claims',
  'used_form_tokens',
  'content_generation',
  'content_create_keys',
];

/**
 * Columns a backup carries as NULL, whatever the row holds: a contact message's outbox lease
 * (`notify_locked_until`: held by an API process of the site backed up, which a restored site does
 * not have; restored, a message whose email is due goes out at once instead of waiting for a lease
 * nobody holds); likewise a newsletter recipient's lease (`locked_until`). The newsletter's subscribers,
 * their personas, consents, sends and recipients travel whole: a restored site sends nothing twice.
 */
export const CLEARED_IN_BACKUP: Record<string, readonly string[]> = {
  contact_messages: ['notify_locked_until'],
  newsletter_recipients: ['locked_until'],
};

export async function tableNames(db: Knex, engine: Engine): Promise<string[]> {
  const rows: { name: string }[] =
    engine === 'sqlite'
      ? await db.select('name').from('sqlite_master').where({ type: 'table' })
      : (await db.raw("SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE'"))[0];
  return rows
    .map((row) => row.name)
    // blog_posts_fts*: SQLite's search index, rebuilt by its triggers as the posts are loaded.
    .filter((name) => !KNEX_TABLES.includes(name) && !name.startsWith('sqlite_') && !name.startsWith('blog_posts_fts'))
    .sort();
}

/** The tables whose rows a backup carries. */
export async function dataTables(db: Knex, engine: Engine): Promise<string[]> {
  return (await tableNames(db, engine)).filter((name) => !NOT_BACKED_UP.includes(name));
}

export type TableShape = { columns: string[]; primaryKey: string[]; autoIncrement: string | null };

export async function tableShape(db: Knex, engine: Engine, table: string): Promise<TableShape> {
  if (engine === 'sqlite') {
    const columns: { name: string; pk: number }[] = await db.raw('SELECT name, pk FROM pragma_table_info(?) ORDER BY cid', [table]);
    const primaryKey = columns.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk).map((column) => column.name);
    // SQLite moves its AUTOINCREMENT counter past every id inserted: nothing to reset after a load.
    return { columns: columns.map((column) => column.name), primaryKey, autoIncrement: null };
  }
  const columns: { name: string; extra: string }[] = (
    await db.raw(
      'SELECT COLUMN_NAME AS name, EXTRA AS extra FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION',
      [table],
    )
  )[0];
  const keys: { name: string }[] = (
    await db.raw(
      "SELECT COLUMN_NAME AS name FROM information_schema.KEY_COLUMN_USAGE WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND CONSTRAINT_NAME = 'PRIMARY' ORDER BY ORDINAL_POSITION",
      [table],
    )
  )[0];
  const autoIncrement = columns.find((column) => /auto_increment/i.test(column.extra))?.name ?? null;
  return { columns: columns.map((column) => column.name), primaryKey: keys.map((key) => key.name), autoIncrement };
}

/** Parents before children, so that rows load with foreign key checks on. */
export async function dependencyOrder(db: Knex, engine: Engine, tables: string[]): Promise<string[]> {
  const parents = new Map<string, Set<string>>();
  for (const table of tables) {
    const references: { parent: string }[] =
      engine === 'sqlite'
        ? await db.raw('SELECT "table" AS parent FROM pragma_foreign_key_list(?)', [table])
        : (
            await db.raw(
              'SELECT REFERENCED_TABLE_NAME AS parent FROM information_schema.KEY_COLUMN_USAGE WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND REFERENCED_TABLE_NAME IS NOT NULL',
              [table],
            )
          )[0];
    // A table referring to itself loads in id order, parents first, like every table here.
    parents.set(table, new Set(references.map((reference) => reference.parent).filter((parent) => parent !== table && tables.includes(parent))));
  }
  const ordered: string[] = [];
  while (ordered.length < tables.length) {
    const ready = tables.filter((table) => !ordered.includes(table) && [...parents.get(table)!].every((parent) => ordered.includes(parent)));
    if (ready.length === 0) throw new Error(`The foreign keys between ${tables.filter((table) => !ordered.includes(table)).join(', ')} form a cycle`);
    ordered.push(...ready);
  }
  return ordered;
}

export { appliedMigrations, knownMigrations } from '../db/migrations/index.js';
