import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { bootstrap } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { BUNDLED_IMAGES, engines, freshMysqlDatabase } from './support/test-context.js';

const silent = pino({ level: 'silent' });

// `docker compose up --scale api=3` on a new MySQL database: three API processes migrate, seed and
// create the admin at the same moment, each with a connection pool of its own as here. (The
// embedded SQLite file is for one process, `npm start`.)
const describeOnMysql = engines.includes('mysql') ? describe : describe.skip;

describeOnMysql('three API processes starting at once on one empty MySQL database', () => {
  it('all start, the portfolio is seeded once, one admin exists and they share one session key', async () => {
    const url = await freshMysqlDatabase(`concurrent_${process.pid}`);
    const media = mkdtempSync(join(tmpdir(), 'folio-media-'));
    const config = loadConfig({ LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'concurrent-start-password', DATABASE_URL: url, MEDIA_DIR: media });

    const results = await Promise.allSettled([1, 2, 3].map(() => bootstrap(config, silent, () => undefined, BUNDLED_IMAGES)));
    const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started', 'started']);
      const { db } = started[0]!;
      const count = async (table: string) => Number((await db(table).count({ n: '*' }).first())?.n);
      expect(await count('personas')).toBe(3);
      expect(await count('blog_categories')).toBe(3);
      // The sample images moved into the media library once, and no content names /images/ any more.
      const bundled = readdirSync(BUNDLED_IMAGES, { recursive: true }).filter((name) => String(name).endsWith('.svg'));
      const distinct = new Set(bundled.map((name) => createHash('sha256').update(readFileSync(join(BUNDLED_IMAGES, String(name)))).digest('hex')));
      expect(await count('media')).toBe(distinct.size);
      expect(await db('companies').where('logo_path', 'like', '/images/%').count({ n: '*' }).first()).toEqual({ n: 0 });
      expect(await count('admin_users')).toBe(1);
      expect(new Set(started.map((deps) => deps.sessionKey)).size).toBe(1);
    } finally {
      await started[0]?.db.raw('DROP DATABASE IF EXISTS ??', [new URL(url).pathname.slice(1)]);
      await Promise.all(started.map((deps) => deps.db.destroy()));
    }
  });
});
