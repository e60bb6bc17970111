import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createBackup } from '../src/backup/backup.js';
import type { Backup } from '../src/backup/format.js';
import { restoreBackup } from '../src/backup/restore.js';
import { createDb, type DatabaseConfig, type Db } from '../src/db/knex.js';
import { migrateToLatest, migrationSource } from '../src/db/migrations/index.js';
import { VERSIONED_TABLES } from '../src/db/migrations/20261123002000_updated_at.js';
import { fromDbDateTime } from '../src/db/dates.js';
import { mediaContentType } from '@folio/contracts';
import { createLoginLimiter } from '../src/modules/auth/login-limiter.js';
import { createLocalMediaStorage, createMediaStorage, type MediaStorage } from '../src/modules/media/storage/index.js';
import { startS3 } from './support/s3rver.js';
import { ADMIN, createTestContext, engines, freshMysqlDatabase, type AdminClient, type Engine, type TestContext } from './support/test-context.js';

/** What a backup deliberately leaves out (sessions, the generated signing key, sign-in counters). */
const LEFT_OUT = [
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
/** A contact message's outbox lease travels as NULL. */
const withoutTransientColumns = (tables: Record<string, Record<string, unknown>[]>) => ({
  ...tables,
  contact_messages: tables.contact_messages!.map((row) => ({ ...row, notify_locked_until: null })),
});
/** The schema version a backup made by this code carries: its last migration. */
const LATEST = readdirSync(join(__dirname, '../src/db/migrations'))
  .filter((file) => /^\d{14}_\w+\.ts$/.test(file))
  .sort()
  .at(-1)!
  .replace(/\.ts$/, '');
const folder = mkdtempSync(join(tmpdir(), 'folio-backup-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let targets = 0;
type Target = { database: DatabaseConfig; db: Db; close(): Promise<void> };

/** A new, empty database (no tables at all) on the engine; `db` is opened lazily by knex. */
async function emptyTarget(engine: Engine): Promise<Target> {
  targets += 1;
  const database: DatabaseConfig =
    engine === 'sqlite'
      ? { engine, file: join(folder, `target-${targets}.sqlite`) }
      : { engine, url: await freshMysqlDatabase(`bk${process.pid}_${targets}`) };
  const db = createDb(database);
  return {
    database,
    db,
    async close() {
      if (database.engine === 'mysql') await db.raw('DROP DATABASE IF EXISTS ??', [new URL(database.url).pathname.slice(1)]);
      await db.destroy();
    },
  };
}

/** Every table's rows, found without the code under test: the table list from the engine itself. */
async function contents(db: Db, engine: Engine): Promise<Record<string, Record<string, unknown>[]>> {
  const names: string[] =
    engine === 'sqlite'
      ? await db('sqlite_master').where({ type: 'table' }).pluck('name')
      : (await db.raw('SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()'))[0].map((row: { name: string }) => row.name);
  const result: Record<string, Record<string, unknown>[]> = {};
  // blog_posts_fts*: SQLite's search index, which MySQL keeps inside its own indexes; the restored site's
  // search is checked through the API instead.
  const internal = (table: string) => table.startsWith('sqlite_') || table.startsWith('knex_') || table.startsWith('blog_posts_fts');
  for (const name of names.filter((table) => !internal(table)).sort()) {
    const rows: Record<string, unknown>[] = await db(name).select();
    result[name] = rows.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  }
  return result;
}

const migrationNames = (db: Db) => db('knex_migrations').orderBy('id').pluck('name');

/** Table by table, so that a failure names the table that came back different. */
function expectSameRows(actual: Record<string, unknown[]>, expected: Record<string, unknown[]>, except: string[] = LEFT_OUT) {
  expect(Object.keys(actual)).toEqual(Object.keys(expected));
  for (const table of Object.keys(expected).filter((name) => !except.includes(name))) {
    expect({ table, rows: actual[table] }).toEqual({ table, rows: expected[table] });
  }
}

/** Tables that migrations after the first two (portfolio, blog) create: those a database migrated only that far lacks. */
async function laterTables(engine: Engine, tables: string[]): Promise<string[]> {
  const early = await emptyTarget(engine);
  try {
    for (let step = 0; step < 2; step += 1) await early.db.migrate.up({ migrationSource });
    const present = Object.keys(await contents(early.db, engine));
    return tables.filter((table) => !present.includes(table));
  } finally {
    await early.close();
  }
}

/**
 * A table as it was before the items had updated_at (and write_digest, added later still), and before
 * posts carried has_personas (which its migration computes from the links restored).
 */
/** A post's featured-image alt text (20261201100300): a backup from before has none, its posts get none (or the library's). */
/** Columns later migrations added to tables an older backup already had: the featured image's alt text, case studies' slugs, roles and timelines, skills' years. */
const LATER_COLUMNS: Record<string, string[]> = {
  blog_posts: ['featured_image_alt', 'featured_image_decorative'],
  case_studies: ['slug', 'role', 'timeline'],
  skills: ['years'],
};
const isLaterColumn = (table: string, column: string) => LATER_COLUMNS[table]?.includes(column) ?? false;

function withoutItemVersions(table: Backup['tables'][number]): Backup['tables'][number] {
  const later = (column: string) =>
    column === 'write_digest' ||
    (column === 'has_personas' && table.name === 'blog_posts') ||
    isLaterColumn(table.name, column) ||
    (column === 'updated_at' && (VERSIONED_TABLES as readonly string[]).includes(table.name));
  const keep = table.columns.map((column) => !later(column));
  return { ...table, columns: table.columns.filter((_, i) => keep[i]), rows: table.rows.map((row) => row.filter((_, i) => keep[i])) };
}

/** The lines of a backup file: the database part, then one per media file. */
function backupLines(file: string): string[] {
  return gunzipSync(readFileSync(file)).toString('utf8').split('\n').filter(Boolean);
}

function readBackupFile(file: string): Backup {
  return JSON.parse(backupLines(file)[0]!) as Backup;
}

type MediaLine = { name: string; byteSize: number; data: string };
const mediaLines = (file: string) => backupLines(file).slice(1).map((line) => JSON.parse(line) as MediaLine);

let storages = 0;
/** A media storage in a new, empty folder. */
const emptyMedia = () => createLocalMediaStorage(join(folder, `media-${(storages += 1)}`));

function writeBackupFile(name: string, backup: unknown): string {
  const file = join(folder, name);
  writeFileSync(file, gzipSync(JSON.stringify(backup)));
  return file;
}

/** The API in front of a restored database, as `npm start` would serve it. */
function serve(target: Target) {
  const { database, db } = target;
  const config = loadConfig({ LOG_LEVEL: 'silent', ...(database.engine === 'mysql' ? { DATABASE_URL: database.url } : { SQLITE_FILE: database.file }) });
  const app = createApp({ config, db, logger: pino({ level: 'silent' }), limiter: createLoginLimiter(db, config.loginLimit, false), sessionKey: 'restored-session-key-0123456789abcdef' });
  return request.agent(app.callback());
}

describe.each(engines)('backup and restore on %s', (engine) => {
  let ctx: TestContext;
  let admin: AdminClient;
  let file: string;
  let target: Target;
  const write = (method: 'post' | 'delete', path: string) => admin.agent[method](path).set('x-csrf-token', admin.csrf);

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    admin = await ctx.admin();
    // Beyond the seed: a post with tags and characters outside the BMP, and a gap in the ids.
    const tags = (await ctx.client().get('/api/blog/tags').expect(200)).body as { id: number }[];
    await write('post', '/api/admin/blog/posts')
      .send({ title: 'Backups 💾 · Sauvegardes', slug: 'backups', content: 'Ünïcödé ✓ and `code`', status: 'published', tagIds: tags.slice(0, 2).map((tag) => tag.id) })
      .expect(201);
    const links = (await ctx.client().get('/api/social-links').expect(200)).body as { id: number }[];
    await write('delete', `/api/admin/social-links/${Math.max(...links.map((link) => link.id))}`).expect(204);
    // The inbox: a message whose email an API process is sending (its lease held), one deleted (restorable), and the subject lists.
    for (const n of [1, 2, 3]) {
      await ctx.client().post('/api/contact/messages').send({ name: `Visitor ${n} ✉️`, email: `visitor${n}@example.com`, message: `Bonjour ${n} — 👋`, persona: 'fitness', idempotencyKey: `k${n}` }).expect(201);
    }
    const [leased, , deleted] = (await ctx.db('contact_messages').orderBy('id').pluck('id')) as number[];
    await ctx.db('contact_messages').where({ id: leased }).update({ folder: 'inbox', spam_reason: null, notify_status: 'pending', notify_attempts: 1, notify_next_at: '2026-01-01 00:00:00.000', notify_locked_until: '2999-01-01 00:00:00.000' });
    await admin.agent.delete(`/api/admin/messages/${deleted}`).set('x-csrf-token', admin.csrf).expect(204);
    await admin.agent.put('/api/admin/contact/subjects').set('x-csrf-token', admin.csrf).send({ enterprise: ['Hiring'], business: [], fitness: ['Coaching', 'Nutrition'] }).expect(200);

    file = (await createBackup(ctx.config.database, join(folder, engine), emptyMedia())).file;
    target = await emptyTarget(engine);
    await restoreBackup(target.database, file, emptyMedia());
  });
  afterAll(async () => {
    await target?.close();
    await ctx?.close();
  });

  it('writes one timestamped, gzipped JSON file with the schema version and no sessions', () => {
    expect(basename(file)).toMatch(/^folio-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.json\.gz$/);
    expect(readdirSync(join(folder, engine))).toEqual([basename(file)]);
    const backup = readBackupFile(file);
    expect(backup).toMatchObject({ format: 'folio-backup', formatVersion: 2, source: { engine } });
    expect(backupLines(file)).toHaveLength(1);
    expect(backup.migrations.at(-1)).toBe(LATEST);
    const names = backup.tables.map((table) => table.name);
    expect(names).toEqual(expect.arrayContaining(['personas', 'blog_posts', 'blog_post_tags', 'admin_users']));
    for (const table of LEFT_OUT) expect(names).not.toContain(table);
  });

  it('restores every row of every table into an empty database, ids included', async () => {
    const source = await contents(ctx.db, engine);
    const restored = await contents(target.db, engine);
    expect(source.blog_posts!.length).toBeGreaterThan(7);
    expect(source.blog_posts!.some((post) => post.title === 'Backups 💾 · Sauvegardes')).toBe(true);
    expect([source.contact_messages!.length, source.contact_subjects!.length, source.contact_subject_lists!.length]).toEqual([3, 3, 3]);
    expectSameRows(restored, withoutTransientColumns(source));
    expect(await migrationNames(target.db)).toEqual(await migrationNames(ctx.db));
  });

  it('leaves sessions, the generated signing key and sign-in counters behind', async () => {
    expect(Number((await ctx.db('sessions').count({ n: '*' }).first())?.n)).toBe(1);
    const restored = await contents(target.db, engine);
    for (const table of LEFT_OUT) expect({ table, rows: restored[table] }).toEqual({ table, rows: [] });
  });

  it('serves the restored site: the owner signs in with the same password, new rows take fresh ids', async () => {
    const restoredSite = serve(target);
    const original = (await ctx.client().get('/api/blog/posts').expect(200)).body;
    expect((await restoredSite.get('/api/blog/posts').expect(200)).body).toEqual(original);
    const found = (await ctx.client().get('/api/blog/posts?q=sauvegardes').expect(200)).body as unknown[];
    expect(found).toHaveLength(1);
    expect((await restoredSite.get('/api/blog/posts?q=sauvegardes').expect(200)).body).toEqual(found);

    await restoredSite.post('/api/auth/login').send(ADMIN).expect(200);
    const { token } = (await restoredSite.get('/api/csrf-token').expect(200)).body as { token: string };
    const highest = Math.max(...((await target.db('social_links').pluck('id')) as number[]));
    const { body } = await restoredSite
      .post('/api/admin/social-links')
      .set('x-csrf-token', token)
      .send({ platform: 'Mastodon', url: 'https://mastodon.example/@jordan', icon: '/images/icons/mastodon.svg', displayOrder: 9 })
      .expect(201);
    expect(body.id).toBe(highest + 1);
    const tag = (await restoredSite.post('/api/admin/blog/tags').set('x-csrf-token', token).send({ name: 'Restored', slug: 'restored' }).expect(201)).body;
    expect(tag.id).toBe(Math.max(...((await ctx.db('blog_tags').pluck('id')) as number[])) + 1);
  });

  it("carries the inbox without the outbox's lease: a message whose email was being sent is due again at once", async () => {
    const source = (await ctx.db('contact_messages').orderBy('id')) as Array<Record<string, unknown>>;
    expect(source[0]).toMatchObject({ notify_status: 'pending', notify_locked_until: expect.stringMatching(/^2999-/) });
    const restored = (await target.db('contact_messages').orderBy('id')) as Array<Record<string, unknown>>;
    expect(restored.map((row) => row.notify_locked_until)).toEqual(source.map(() => null));
    expect(restored[0]).toMatchObject({ notify_status: 'pending', notify_attempts: 1, notify_next_at: '2026-01-01 00:00:00.000' });
    expect(JSON.stringify(readBackupFile(file))).not.toContain('2999-01-01');

    const restoredSite = serve(target);
    await restoredSite.post('/api/auth/login').send(ADMIN).expect(200);
    const { token } = (await restoredSite.get('/api/csrf-token').expect(200)).body as { token: string };
    const inbox = (await restoredSite.get('/api/admin/messages').expect(200)).body as { items: Array<{ id: number; message: string }>; total: number };
    expect(inbox.items.map((item) => item.message)).toEqual(['Bonjour 2 — 👋', 'Bonjour 1 — 👋']);
    // The deleted message is still restorable there.
    await restoredSite.post(`/api/admin/messages/${String(source[2]!.id)}/restore`).set('x-csrf-token', token).expect(200);
    expect((await restoredSite.get('/api/admin/contact/subjects').expect(200)).body).toEqual({ enterprise: ['Hiring'], business: [], fitness: ['Coaching', 'Nutrition'] });
    expect((await restoredSite.get('/api/contact/form?persona=fitness').expect(200)).body.subjects).toEqual(['Coaching', 'Nutrition']);
  });

  it('refuses a database that is not empty, says what to do, and leaves it as it was', async () => {
    const before = await contents(ctx.db, engine);
    const fresh = engine === 'sqlite' ? 'set SQLITE_FILE to a new file' : 'create a new, empty database and point DATABASE_URL at it';
    await expect(restoreBackup(ctx.config.database, file, emptyMedia())).rejects.toThrow(/is not empty: \d+ tables hold rows \(admin_users: 1, /);
    await expect(restoreBackup(ctx.config.database, file, emptyMedia())).rejects.toThrow(`Stop the API, ${fresh}, restore, then start the API on it.`);
    expect(await contents(ctx.db, engine)).toEqual(before);
  });

  it('restores an older backup into an empty database already migrated further: its schema first, then the newer migrations', async () => {
    const backup = readBackupFile(file);
    const later = await laterTables(engine, backup.tables.map((table) => table.name));
    expect(later).toEqual(expect.arrayContaining(['admin_users', 'media', 'blog_post_revisions', 'blog_post_slug_redirects']));
    // As the same rows would have been backed up before the auth migration existed (nor the media
    // library's). Nor did the portfolio and blog items carry updated_at yet (20261123002000_updated_at adds it).
    const older = writeBackupFile(`older-${engine}.json.gz`, {
      ...backup,
      migrations: backup.migrations.slice(0, 2),
      tables: backup.tables.filter((table) => !later.includes(table.name)).map(withoutItemVersions),
    });
    const migrated = await emptyTarget(engine);
    try {
      await migrateToLatest(migrated.db);
      await restoreBackup(migrated.database, older, emptyMedia());
      expect(await migrationNames(migrated.db)).toEqual(backup.migrations);
      const source = await contents(ctx.db, engine);
      const restored = await contents(migrated.db, engine);
      // The newer migration gives every restored item an updated_at; the rest of each row is the backup's.
      for (const table of VERSIONED_TABLES) expect(restored[table]!.every((row) => fromDbDateTime(row.updated_at) !== null)).toBe(true);
      const unversioned = (rows: Record<string, Record<string, unknown>[]>) =>
        Object.fromEntries(
          Object.entries(rows).map(([table, list]) => [
            table,
            list.map(({ updated_at, write_digest: _, ...row }) => {
              const kept = Object.fromEntries(Object.entries(row).filter(([column]) => !isLaterColumn(table, column)));
              return (VERSIONED_TABLES as readonly string[]).includes(table) ? kept : { ...kept, updated_at };
            }),
          ]),
        );
      // The revisions migration starts each restored post's history with what the post holds.
      const postsOf = (rows: Record<string, unknown>[], key: string) => rows.map((row) => `${String(row[key])} ${String(row.slug)} ${String(row.title)}`).sort();
      expect(postsOf(restored.blog_post_revisions!, 'post_id')).toEqual(postsOf(restored.blog_posts!, 'id'));
      expectSameRows(
        unversioned({ ...restored, blog_post_revisions: [] }),
        unversioned({ ...source, ...Object.fromEntries(later.map((table) => [table, []])) }),
      );
    } finally {
      await migrated.close();
    }
  });
});

describe.each(engines)('a backup while the site writes, on %s', (engine) => {
  it('is one consistent snapshot: every write is in it whole or not at all, and it restores', async () => {
    const ctx = await createTestContext(engine);
    const target = await emptyTarget(engine);
    // Each write inserts a category and a tag with the same slug in one transaction.
    const stopWriting = engine === 'sqlite' ? await writeFromAnotherProcess(ctx) : writeInTheBackground(ctx.db);
    try {
      const pairs = async (db: Db) => Number((await db('blog_categories').where('slug', 'like', 'pair-%').count({ n: '*' }).first())?.n);
      await waitFor(async () => (await pairs(ctx.db)) > 20);
      const before = await pairs(ctx.db);
      const { file } = await createBackup(ctx.config.database, join(folder, `writing-${engine}`), emptyMedia());
      const after = await pairs(ctx.db);
      await stopWriting();
      expect(after).toBeGreaterThan(before);

      await restoreBackup(target.database, file, emptyMedia());
      const categories = await target.db('blog_categories').where('slug', 'like', 'pair-%').orderBy('slug').pluck('slug');
      const tags = await target.db('blog_tags').where('slug', 'like', 'pair-%').orderBy('slug').pluck('slug');
      expect(tags).toEqual(categories);
      expect(categories.length).toBeGreaterThanOrEqual(before);
      expect(categories.length).toBeLessThanOrEqual(after);
    } finally {
      await stopWriting();
      await target.close();
      await ctx.close();
    }
  });
});

/** A separate process writing to the SQLite file through its own connection, as the running API does. */
async function writeFromAnotherProcess(ctx: TestContext): Promise<() => Promise<void>> {
  if (ctx.config.database.engine !== 'sqlite') throw new Error('SQLite only');
  const script = `
    const db = new (require('better-sqlite3'))(process.argv[1]);
    db.pragma('busy_timeout = 5000');
    const category = db.prepare("INSERT INTO blog_categories (name, slug, display_order) VALUES (?, ?, 0)");
    const tag = db.prepare("INSERT INTO blog_tags (name, slug, display_order) VALUES (?, ?, 0)");
    const pair = db.transaction((n) => { category.run('Pair ' + n, 'pair-' + n); tag.run('Pair ' + n, 'pair-' + n); });
    let n = 0;
    (function next() { pair(String(++n).padStart(6, '0')); setImmediate(next); })();
  `;
  const writer = spawn(process.execPath, ['-e', script, ctx.config.database.file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  writer.stderr.on('data', (chunk) => (errors += chunk));
  const exited = new Promise<void>((resolve) => writer.once('exit', () => resolve()));
  return async () => {
    if (writer.exitCode === null && writer.signalCode === null) writer.kill('SIGTERM');
    await exited;
    expect(errors).toBe('');
  };
}

/** Transactions through the site's own connection pool while the backup reads through another. */
function writeInTheBackground(db: Db): () => Promise<void> {
  let stopped = false;
  const loop = (async () => {
    for (let n = 1; !stopped; n += 1) {
      const slug = `pair-${String(n).padStart(6, '0')}`;
      await db.transaction(async (trx) => {
        await trx('blog_categories').insert({ name: slug, slug, display_order: 0 });
        await trx('blog_tags').insert({ name: slug, slug, display_order: 0 });
      });
    }
  })();
  return async () => {
    stopped = true;
    await loop;
  };
}

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; !(await condition()); tries += 1) {
    if (tries > 200) throw new Error('the writer did not start writing');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const describeAcross = engines.includes('mysql') ? describe : describe.skip;

describeAcross('across engines', () => {
  it('a SQLite backup restores into MySQL, and a backup of that MySQL database back into SQLite, row for row', async () => {
    const ctx = await createTestContext('sqlite');
    const mysql = await emptyTarget('mysql');
    const sqlite = await emptyTarget('sqlite');
    try {
      await restoreBackup(mysql.database, (await createBackup(ctx.config.database, join(folder, 'across-sqlite'), emptyMedia())).file, emptyMedia());
      const source = await contents(ctx.db, 'sqlite');
      expectSameRows(await contents(mysql.db, 'mysql'), source);
      await restoreBackup(sqlite.database, (await createBackup(mysql.database, join(folder, 'across-mysql'), emptyMedia())).file, emptyMedia());
      expectSameRows(await contents(sqlite.db, 'sqlite'), source);
    } finally {
      await Promise.all([mysql.close(), sqlite.close()]);
      await ctx.close();
    }
  });
});

describe('what restore and backup refuse', () => {
  let ctx: TestContext;
  let backup: Backup;
  let file: string;
  const targetFile = join(folder, 'refusals-target.sqlite');
  const target: DatabaseConfig = { engine: 'sqlite', file: targetFile };

  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    file = (await createBackup(ctx.config.database, join(folder, 'refusals'), emptyMedia())).file;
    backup = readBackupFile(file);
  });
  afterAll(() => ctx.close());
  // Refused before the target is even opened: no database file appears.
  afterEach(() => expect(existsSync(targetFile)).toBe(false));

  it.each([
    ['a path where there is no file', () => join(folder, 'nope.json.gz'), /^No backup file at .*nope\.json\.gz\. Pass the path of a file written by `npm run backup`/],
    ['a folder', () => folder, /is a folder\. Pass one backup file in it/],
    ['a file that is not gzip', () => (writeFileSync(join(folder, 'notes.txt'), 'hello'), join(folder, 'notes.txt')), /notes\.txt is not a Folio backup \(it is not a gzip file\)/],
    ['gzip that is not JSON', () => (writeFileSync(join(folder, 'x.gz'), gzipSync('<html>')), join(folder, 'x.gz')), /x\.gz is not a Folio backup \(its content is not JSON/],
    ['JSON of something else', () => writeBackupFile('other.json.gz', { hello: 'world' }), /other\.json\.gz is not a Folio backup \(it has no "format": "folio-backup" marker\)/],
    ['a later backup format', () => writeBackupFile('format3.json.gz', { ...backup, formatVersion: 3 }), /was written by a newer Folio \(backup format 3; this code reads format 2\)\. Update Folio, then restore\./],
    [
      'a schema newer than the code',
      () => writeBackupFile('future.json.gz', { ...backup, migrations: [...backup.migrations, '20991231000000_future'] }),
      new RegExp(`This backup's schema \\(20991231000000_future\\) is newer than this code's \\(${LATEST}\\).*Update Folio to that version or later`),
    ],
    [
      'a row that does not fit its table',
      () => writeBackupFile('torn.json.gz', { ...backup, tables: backup.tables.map((table) => (table.name === 'personas' ? { ...table, rows: [[1]] } : table)) }),
      /is not a Folio backup \(row 1 of table personas does not match its \d+ columns\)/,
    ],
  ])('refuses %s, saying why', async (_case, makeFile, message) => {
    await expect(restoreBackup(target, makeFile(), emptyMedia())).rejects.toThrow(message);
  });

  it('refuses a backup that lacks a table of its schema, before loading any row', async () => {
    const partial = writeBackupFile('partial.json.gz', { ...backup, tables: backup.tables.filter((table) => table.name !== 'personas') });
    const other: DatabaseConfig = { engine: 'sqlite', file: join(folder, 'partial-target.sqlite') };
    await expect(restoreBackup(other, partial, emptyMedia())).rejects.toThrow(new RegExp(`The backup's tables do not match its schema \\(${LATEST}\\): missing personas\\. Nothing was restored\\.`));
    const db = createDb(other);
    try {
      expect(Object.values(await contents(db, 'sqlite')).flat()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('refuses to back up a SQLite file that does not exist, and writes nothing', async () => {
    const out = join(folder, 'nothing');
    await expect(createBackup({ engine: 'sqlite', file: join(folder, 'missing.sqlite') }, out, emptyMedia())).rejects.toThrow(
      /^No SQLite database at .*missing\.sqlite \(SQLITE_FILE\): nothing to back up/,
    );
    expect(existsSync(out)).toBe(false);
    expect(existsSync(join(folder, 'missing.sqlite'))).toBe(false);
  });
});

const HASH = '0123456789abcdef';
/** A small library as the media module stores it: an image and two variants, an SVG, and an empty file for the edge. */
const LIBRARY: Record<string, Buffer> = {
  [`${HASH}-1200x800.jpg`]: Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 7) % 256)),
  [`${HASH}-320w.avif`]: Buffer.alloc(3000, 1),
  [`${HASH}-320w.webp`]: Buffer.alloc(2000, 2),
  'fedcba9876543210-64x64.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle r="9"/></svg>'),
  '00000000000000ff-1x1.gif': Buffer.alloc(0),
};
const LIBRARY_BYTES = Object.values(LIBRARY).reduce((sum, bytes) => sum + bytes.length, 0);

async function putLibrary(storage: MediaStorage): Promise<void> {
  for (const [name, bytes] of Object.entries(LIBRARY)) await storage.put(name, bytes, mediaContentType(name)!);
}

/** Every file of the storage, by name. */
async function filesOf(storage: MediaStorage): Promise<Record<string, Buffer>> {
  const files: Record<string, Buffer> = {};
  for await (const name of storage.list()) {
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.get(name))!.body) chunks.push(chunk as Buffer);
    files[name] = Buffer.concat(chunks);
  }
  return files;
}

const rowCount = async (db: Db) => Number((await db('personas').count({ n: '*' }).first())?.n);

describe('media files in backups', () => {
  let ctx: TestContext;
  let file: string;
  let mediaDir: string;
  let summary: Awaited<ReturnType<typeof createBackup>>;

  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    mediaDir = join(folder, 'library');
    await putLibrary(createLocalMediaStorage(mediaDir));
    writeFileSync(join(mediaDir, 'notes.txt'), 'not part of the library');
    summary = await createBackup(ctx.config.database, join(folder, 'with-media'), createLocalMediaStorage(mediaDir));
    file = summary.file;
  });
  afterAll(() => ctx.close());

  it('carries every file of the media storage, one line each after the database, and nothing else of its folder', () => {
    expect(summary.media).toEqual({ files: 5, bytes: LIBRARY_BYTES });
    expect(readBackupFile(file)).toMatchObject({ formatVersion: 2, source: { engine: 'sqlite' } });
    const lines = mediaLines(file);
    expect(lines.map((line) => line.name).sort()).toEqual(Object.keys(LIBRARY).sort());
    for (const { name, byteSize, data } of lines) expect({ name, byteSize, bytes: Buffer.from(data, 'base64') }).toEqual({ name, byteSize: LIBRARY[name]!.length, bytes: LIBRARY[name] });
  });

  it('restores them, with the database, into an empty storage', async () => {
    const target = await emptyTarget('sqlite');
    const media = emptyMedia();
    try {
      const restored = await restoreBackup(target.database, file, media);
      expect(restored.media).toEqual({ files: 5, bytes: LIBRARY_BYTES, present: 0 });
      expect(await filesOf(media)).toEqual(LIBRARY);
      expect(await rowCount(target.db)).toBe(await rowCount(ctx.db));
    } finally {
      await target.close();
    }
  });

  it('leaves the names the storage already holds as they are', async () => {
    const target = await emptyTarget('sqlite');
    const media = emptyMedia();
    const kept = `${HASH}-320w.avif`;
    await media.put(kept, Buffer.from('already there'), 'image/avif');
    try {
      expect((await restoreBackup(target.database, file, media)).media).toEqual({ files: 5, bytes: LIBRARY_BYTES, present: 1 });
      expect(await filesOf(media)).toEqual({ ...LIBRARY, [kept]: Buffer.from('already there') });
    } finally {
      await target.close();
    }
  });

  it('restores an older backup, which has no media, and leaves the storage as it was', async () => {
    const older = writeBackupFile('format-1.json.gz', { ...readBackupFile(file), formatVersion: 1 });
    const target = await emptyTarget('sqlite');
    const media = emptyMedia();
    await media.put(`${HASH}-1x1.png`, Buffer.from('png'), 'image/png');
    try {
      expect((await restoreBackup(target.database, older, media)).media).toEqual({ files: 0, bytes: 0, present: 0 });
      expect(await filesOf(media)).toEqual({ [`${HASH}-1x1.png`]: Buffer.from('png') });
      expect(await rowCount(target.db)).toBe(await rowCount(ctx.db));
    } finally {
      await target.close();
    }
  });

  const withLines = (name: string, ...lines: string[]) => {
    const path = join(folder, name);
    writeFileSync(path, gzipSync([backupLines(file)[0], ...lines].join('\n')));
    return path;
  };
  const line = (name: string, bytes: Buffer, change: Partial<MediaLine> = {}) => JSON.stringify({ name, byteSize: bytes.length, data: bytes.toString('base64'), ...change });
  const good = line(`${HASH}-320w.webp`, Buffer.alloc(10, 3));

  it.each([
    ['a name that is not of the library', () => withLines('escape.json.gz', good, line('../escape.jpg', Buffer.alloc(3))), /escape\.json\.gz is not a Folio backup \(line 3 is not a media file of the library\)/],
    ['bytes that are not base64', () => withLines('base64.json.gz', good, line(`${HASH}-1x1.png`, Buffer.alloc(3), { data: '#not base64#', byteSize: 9 })), /the media file 0123456789abcdef-1x1\.png \(line 3\) is damaged/],
    ['a size that does not match the bytes', () => withLines('size.json.gz', line(`${HASH}-1x1.png`, Buffer.alloc(3), { byteSize: 4 })), /the media file 0123456789abcdef-1x1\.png \(line 2\) is damaged/],
    ['a line that is not JSON', () => withLines('torn-line.json.gz', good, '{"name": "0123'), /torn-line\.json\.gz is not a Folio backup \(line 3 is not JSON\)/],
    [
      'a file cut short',
      () => (writeFileSync(join(folder, 'cut.json.gz'), readFileSync(file).subarray(0, statSync(file).size - 5000)), join(folder, 'cut.json.gz')),
      /cut\.json\.gz is not a Folio backup \(it is damaged or incomplete: unexpected end of file\)/,
    ],
  ])('refuses %s before writing a row or a file', async (_case, makeFile, message) => {
    const database: DatabaseConfig = { engine: 'sqlite', file: join(folder, `refused-${(storages += 1)}.sqlite`) };
    const media = emptyMedia();
    await expect(restoreBackup(database, makeFile(), media)).rejects.toThrow(message);
    expect(existsSync(database.file)).toBe(false);
    expect(await filesOf(media)).toEqual({});
  });

  it('writes no media file into the storage of a database that is not empty', async () => {
    const media = emptyMedia();
    await expect(restoreBackup(ctx.config.database, file, media)).rejects.toThrow(/is not empty/);
    expect(await filesOf(media)).toEqual({});
  });

  it('says which setting to check when the storage fails; a restore that failed there can run again', async () => {
    // A file where the folder should be: listing and writing both fail.
    const notAFolder = join(folder, 'not-a-folder');
    writeFileSync(notAFolder, '');
    const out = join(folder, 'failed-backup');
    await expect(createBackup(ctx.config.database, out, createLocalMediaStorage(notAFolder))).rejects.toThrow(
      /^Cannot read the files of the local media storage: ENOTDIR: .*\. Check MEDIA_STORAGE and MEDIA_DIR\.$/,
    );
    expect(readdirSync(out)).toEqual([]);

    const target = await emptyTarget('sqlite');
    try {
      await expect(restoreBackup(target.database, file, createLocalMediaStorage(notAFolder))).rejects.toThrow(
        /^Cannot write the files to the local media storage: .*\. Check MEDIA_STORAGE and MEDIA_DIR\.$/,
      );
      const media = emptyMedia();
      await restoreBackup(target.database, file, media);
      expect(await filesOf(media)).toEqual(LIBRARY);
    } finally {
      await target.close();
    }
  });
});

describe('media across storages', () => {
  it('a backup from a folder restores into S3, and a backup of that site back into a folder, file for file', async () => {
    const s3 = await startS3(folder);
    const bucket = createMediaStorage(s3.config);
    const client = new S3Client({ endpoint: s3.config.endpoint!, region: s3.config.region, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    const ctx = await createTestContext('sqlite');
    const [onS3, backHome] = [await emptyTarget('sqlite'), await emptyTarget('sqlite')];
    try {
      const local = emptyMedia();
      await putLibrary(local);
      await restoreBackup(onS3.database, (await createBackup(ctx.config.database, join(folder, 'to-s3'), local)).file, bucket);
      expect(await filesOf(bucket)).toEqual(LIBRARY);
      const svg = await client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: 'media/fedcba9876543210-64x64.svg' }));
      expect(svg).toMatchObject({ ContentType: 'image/svg+xml', CacheControl: 'public, max-age=31536000, immutable' });

      const home = emptyMedia();
      const back = await createBackup(onS3.database, join(folder, 'from-s3'), bucket);
      expect(back.media).toEqual({ files: 5, bytes: LIBRARY_BYTES });
      await restoreBackup(backHome.database, back.file, home);
      expect(await filesOf(home)).toEqual(LIBRARY);
      expectSameRows(await contents(backHome.db, 'sqlite'), await contents(ctx.db, 'sqlite'));
    } finally {
      await Promise.all([onS3.close(), backHome.close()]);
      await ctx.close();
      client.destroy();
      await bucket.close?.();
      await s3.close();
    }
  });
});

describe('npm run backup and npm run restore', () => {
  const root = join(__dirname, '..', '..');
  const npm = (args: string[], env: Record<string, string>) => {
    // The API's configuration from the environment only: no DATABASE_URL nor S3 storage, whatever the shell or .env says.
    const result = spawnSync('npm', ['run', '--silent', ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '', BACKUP_DIR: '', MEDIA_STORAGE: 'local', ...env },
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr.replace(/^npm warn .*\n/gm, '') };
  };

  it('build what they need, back up, restore, and refuse with a message and a non-zero exit', async () => {
    const ctx = await createTestContext('sqlite');
    try {
      if (ctx.config.database.engine !== 'sqlite') throw new Error('a SQLite context');
      const dir = join(folder, 'cli');
      mkdirSync(dir);
      const mediaDir = join(folder, 'cli-media');
      await createLocalMediaStorage(mediaDir).put(`${HASH}-4x2.png`, Buffer.alloc(1536, 7), 'image/png');
      const backedUp = npm(['backup', '--', '--dir', dir], { SQLITE_FILE: ctx.config.database.file, MEDIA_DIR: mediaDir });
      expect(backedUp).toMatchObject({ status: 0, stderr: '' });
      expect(backedUp.stdout).toMatch(
        new RegExp(`^Backed up \\d+ rows of \\d+ tables \\(schema ${LATEST}\\) from the sqlite database .* and 1 media file \\(2 kB\\) from the folder .*cli-media to .*folio-.*\\.json\\.gz\\n$`),
      );
      const [written] = readdirSync(dir);

      const restoredInto = join(folder, 'cli-restored.sqlite');
      const restoredMedia = join(folder, 'cli-restored-media');
      const restored = npm(['restore', join(dir, written!)], { SQLITE_FILE: restoredInto, MEDIA_DIR: restoredMedia });
      expect(restored).toMatchObject({ status: 0, stderr: '' });
      expect(restored.stdout).toMatch(
        /^Restored \d+ rows of \d+ tables .*, and 1 media file \(2 kB\) into the folder .*cli-restored-media\. Sessions are not in backups: sign in again once the API runs on it\.\n$/,
      );
      expect(readFileSync(join(restoredMedia, `${HASH}-4x2.png`))).toEqual(Buffer.alloc(1536, 7));

      const again = npm(['restore', join(dir, written!)], { SQLITE_FILE: restoredInto, MEDIA_DIR: restoredMedia });
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/^The database .*cli-restored\.sqlite is not empty: .* Stop the API, set SQLITE_FILE to a new file, restore, then start the API on it\.\n$/);

      const missing = npm(['restore', 'backups/nope.json.gz'], { SQLITE_FILE: join(folder, 'cli-other.sqlite') });
      expect(missing.status).toBe(1);
      expect(missing.stderr).toMatch(/^No backup file at .*backups\/nope\.json\.gz\./);
      expect(npm(['restore'], {})).toMatchObject({ status: 1, stderr: expect.stringMatching(/^Usage:\n {2}npm run backup/) });
      expect(npm(['backup', '--', '--dir', dir], { SQLITE_FILE: ctx.config.database.file, MEDIA_STORAGE: 's3' })).toMatchObject({
        status: 1,
        stderr: expect.stringMatching(/^Invalid configuration:\n {2}- MEDIA_S3_BUCKET is required when MEDIA_STORAGE=s3/),
      });
    } finally {
      await ctx.close();
    }
  }, 180_000);
});
