import { createHmac } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_COOKIE } from '@folio/contracts';
import Database from 'better-sqlite3';
import pino from 'pino';
import request from 'supertest';
import { createApp, type AppDeps } from '../src/app.js';
import { bootstrap } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { createBackup } from '../src/backup/backup.js';
import { createMediaStorage } from '../src/modules/media/storage/index.js';
import { ADMIN, BUNDLED_IMAGES } from './support/test-context.js';

// A local user other than the site's (uid nobody) must not be able to read the database, the media
// library or a backup, and a copy of the database, were one taken, must open no session.

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8).padStart(4, '0');

/** What a browser sends for a koa-session cookie: the id, and its keygrip signature (HMAC-SHA1, base64url). */
function signedCookie(id: string, key: string): string {
  const sig = createHmac('sha1', key).update(`${SESSION_COOKIE}=${id}`).digest('base64').replace(/\/|\+|=/g, (c) => ({ '/': '_', '+': '-', '=': '' })[c]!);
  return `${SESSION_COOKIE}=${id}; ${SESSION_COOKIE}.sig=${sig}`;
}

describe('the files of an embedded site, created with umask 022', () => {
  const root = mkdtempSync(join(tmpdir(), 'folio-private-'));
  // Folders that do not exist yet: the start creates them.
  const dataDir = join(root, 'data');
  const sqliteFile = join(dataDir, 'folio.sqlite');
  const mediaDir = join(dataDir, 'media');
  const backupDir = join(root, 'backups');
  let umask: number;
  let deps: AppDeps;
  let server: Server;
  let cookie: string;

  beforeAll(async () => {
    umask = process.umask(0o022);
    // The API's start path (what main.ts runs): migrate, seed, move the sample images into the library.
    const config = loadConfig({ SQLITE_FILE: sqliteFile, MEDIA_DIR: mediaDir, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'silent' });
    deps = await bootstrap(config, pino({ level: 'silent' }), () => undefined, BUNDLED_IMAGES);
    server = createServer(createApp(deps).callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const login = await request(server).post('/api/auth/login').send(ADMIN).expect(200);
    const cookies = login.headers['set-cookie'] as unknown as string[];
    cookie = cookies.map((line) => line.split(';')[0]).join('; ');
    await request(server).get('/api/admin/blog/posts?status=draft').set('cookie', cookie).expect(200);
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await deps.db.destroy();
    process.umask(umask);
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps the database, its WAL and shared memory, and the media library to the owner (0600 files, 0700 folders)', () => {
    expect(existsSync(`${sqliteFile}-wal`)).toBe(true);
    expect(existsSync(`${sqliteFile}-shm`)).toBe(true);
    const media = readdirSync(mediaDir);
    expect(media.length).toBeGreaterThan(0);
    expect({
      data: modeOf(dataDir),
      database: modeOf(sqliteFile),
      wal: modeOf(`${sqliteFile}-wal`),
      shm: modeOf(`${sqliteFile}-shm`),
      media: modeOf(mediaDir),
      mediaFiles: [...new Set(media.map((name) => modeOf(join(mediaDir, name))))],
    }).toEqual({ data: '0700', database: '0600', wal: '0600', shm: '0600', media: '0700', mediaFiles: ['0600'] });
  });

  it('writes a backup 0600 in a 0700 folder', async () => {
    const storage = createMediaStorage(deps.config.media.storage);
    const done = await createBackup(deps.config.database, backupDir, storage);
    expect({ folder: modeOf(backupDir), file: modeOf(done.file), left: readdirSync(backupDir).length }).toEqual({ folder: '0700', file: '0600', left: 1 });
  });

  it('opens no session from a copy of the database, even with the signing key stored in it', async () => {
    // What a local user who could read the file would do: copy it (with its WAL), read the sessions
    // and the generated signing key, and sign a cookie for each row.
    const copy = join(root, 'stolen.sqlite');
    copyFileSync(sqliteFile, copy);
    copyFileSync(`${sqliteFile}-wal`, `${copy}-wal`);
    const stolen = new Database(copy);
    const key = (stolen.prepare("SELECT value FROM app_secrets WHERE name = 'session'").get() as { value: string }).value;
    const ids = (stolen.prepare('SELECT id FROM sessions WHERE data LIKE ?').all('%"userId"%') as Array<{ id: string }>).map((row) => row.id);
    stolen.close();
    expect(ids.length).toBeGreaterThan(0);

    // The recipe is right: the owner's own id, signed with the stolen key, is the owner's cookie.
    const ownerId = new RegExp(`${SESSION_COOKIE.replace('.', '\\.')}=([^;]+)`).exec(cookie)![1]!;
    await request(server).get('/api/admin/blog/posts?status=draft').set('cookie', signedCookie(ownerId, key)).expect(200);
    // But no row of the file opens a session: none carries that id, only its hash.
    for (const id of ids) {
      await request(server).get('/api/admin/blog/posts?status=draft').set('cookie', signedCookie(id, key)).expect(401);
    }
    expect(ids).not.toContain(ownerId);
  });
});
