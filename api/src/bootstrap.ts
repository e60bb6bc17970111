import type { Logger } from 'pino';
import type { AppDeps } from './app.js';
import type { Config } from './config.js';
import { ensureFixedPersonas } from './db/fixed-personas.js';
import { createDb } from './db/knex.js';
import { migrateToLatest } from './db/migrations/index.js';
import { seedIfEmpty } from './seed/seed.js';
import { oneStartAtATime } from './db/start-up-lock.js';
import { sessionSigningKey } from './http/session.js';
import { ensureAdmin, prepareSignIn } from './modules/auth/auth.service.js';
import { createLoginLimiter } from './modules/auth/login-limiter.js';
import { importBundledImages } from './modules/media/bundled-images.js';
import { createMediaStorage } from './modules/media/storage/index.js';

/**
 * Connects, migrates, seeds an empty database (its images into the media library, from
 * `bundledImagesDir`) and makes sure the fixed personas and the admin exist.
 */
export async function bootstrap(config: Config, logger: Logger, print: (text: string) => void, bundledImagesDir: string): Promise<AppDeps> {
  const db = createDb(config.database);
  const storage = createMediaStorage(config.media.storage);
  await oneStartAtATime(db, config.database.engine, async () => {
    await migrateToLatest(db);
    if (config.seed && (await seedIfEmpty(db))) logger.info('seeded an empty database with the sample portfolio');
    const moved = await importBundledImages(db, storage, bundledImagesDir);
    if (moved > 0) logger.info({ images: moved }, 'moved the sample portfolio images into the media library');
    const created = await ensureFixedPersonas(db);
    if (created.length > 0) logger.info({ ids: created }, 'created the fixed personas the site is built on, with neutral text to edit in the console');
    await ensureAdmin(db, config.admin, logger, print);
  });
  await prepareSignIn();
  const sessionKey = await sessionSigningKey(db, config.session.secret);
  const limiter = createLoginLimiter(db, config.loginLimit, true);
  return { config, db, logger, limiter, sessionKey, storage };
}
