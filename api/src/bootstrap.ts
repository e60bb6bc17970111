import type { Logger } from 'pino';
import type { AppDeps } from './app.js';
import type { Config } from './config.js';
import { createDb } from './db/knex.js';
import { prepareDatabase } from './prepare-database.js';
import { sessionSigningKey } from './http/session.js';
import { prepareSignIn } from './modules/auth/auth.service.js';
import { createLoginLimiter } from './modules/auth/login-limiter.js';
import { createMediaStorage } from './modules/media/storage/index.js';

/**
 * Connects, then prepares the database (prepare-database.ts: migrates, unless DB_MIGRATE_ON_START is
 * false, then only refusing a schema that is behind; seeds an empty one, its images into the media
 * library from `bundledImagesDir`; the fixed personas and the admin).
 */
export async function bootstrap(config: Config, logger: Logger, print: (text: string) => void, bundledImagesDir: string): Promise<AppDeps> {
  const db = createDb(config.database);
  const storage = createMediaStorage(config.media.storage);
  await prepareDatabase(db, config, storage, logger, print, bundledImagesDir, { migrate: config.migrateOnStart });
  await prepareSignIn();
  const sessionKey = await sessionSigningKey(db, config.session.secret);
  const limiter = createLoginLimiter(db, config.loginLimit, true);
  return { config, db, logger, limiter, sessionKey, storage };
}
