import type { Logger } from 'pino';
import type { Config } from './config.js';
import { ensureFixedPersonas } from './db/fixed-personas.js';
import type { Db } from './db/knex.js';
import { migrateToLatest, releaseStaleMigrationLock, schemaState } from './db/migrations/index.js';
import { oneStartAtATime } from './db/start-up-lock.js';
import { seedIfEmpty } from './seed/seed.js';
import { ensureAdmin } from './modules/auth/auth.service.js';
import { importBundledImages } from './modules/media/bundled-images.js';
import type { MediaStorage } from './modules/media/storage/index.js';

export const MIGRATE_COMMAND = 'npm run migrate (in the API image: node api/dist/migrate-cli.js)';

/** The database lacks migrations this code needs, and the API was told not to migrate at start. */
export class SchemaBehindError extends Error {
  constructor(missing: string[]) {
    const named = missing.length <= 10 ? missing.join(', ') : `${missing[0]} to ${missing[missing.length - 1]}`;
    super(
      `The database schema is behind this API: it lacks ${missing.length} ${missing.length === 1 ? 'migration' : 'migrations'} (${named}). ` +
        `Run them first with ${MIGRATE_COMMAND}, or start with DB_MIGRATE_ON_START=true.`,
    );
    this.name = 'SchemaBehindError';
  }
}

export type PreparedDatabase = {
  /** Migrations this run applied, oldest first. */
  applied: string[];
  /** Migrations a newer release applied, which this code does not know (allowed: expand, then contract). */
  ahead: string[];
  seeded: boolean;
};

/**
 * What a database needs before an API serves from it, the same at every API start and in the one-off
 * `npm run migrate` (migrate-cli.ts): this code's migrations (with `migrate` false, only a check that
 * none is missing), the sample portfolio in an empty database (SEED_ON_FIRST_START) with its images
 * moved into the media library (from `bundledImagesDir`), the fixed personas and the admin. Under
 * the start-up lock, so processes starting together take turns.
 */
export async function prepareDatabase(
  db: Db,
  config: Config,
  storage: MediaStorage,
  logger: Logger,
  print: (text: string) => void,
  bundledImagesDir: string,
  { migrate }: { migrate: boolean },
): Promise<PreparedDatabase> {
  return oneStartAtATime(db, config.database, async () => {
    let applied: string[] = [];
    if (migrate) {
      await releaseStaleMigrationLock(db);
      applied = await migrateToLatest(db);
    }
    if (applied.length > 0) logger.info({ migrations: applied }, 'applied the migrations the database lacked');
    const { missing, unknown } = await schemaState(db);
    if (missing.length > 0) throw new SchemaBehindError(missing);
    if (unknown.length > 0) logger.info({ migrations: unknown }, 'the database schema is ahead of this code (a newer release migrated it): running on it, as expand and contract allow');
    const seeded = config.seed && (await seedIfEmpty(db));
    if (seeded) logger.info('seeded an empty database with the sample portfolio');
    const moved = await importBundledImages(db, storage, bundledImagesDir);
    if (moved > 0) logger.info({ images: moved }, 'moved the sample portfolio images into the media library');
    const created = await ensureFixedPersonas(db);
    if (created.length > 0) logger.info({ ids: created }, 'created the fixed personas the site is built on, with neutral text to edit in the console');
    await ensureAdmin(db, config.admin, logger, print);
    return { applied, ahead: unknown, seeded };
  });
}
