// `npm run migrate` (in the API image: `node api/dist/migrate-cli.js`): the one-off task of an upgrade,
// run once before the new API takes traffic (docs/migrations.md). It does what an API's first start
// does to the database (prepare-database.ts: migrate, seed an empty one, the fixed personas, the
// admin), with the same configuration (the environment, and the repository's .env as `npm start`
// reads it), prints what it applied and exits 0, or 1 with the reason. Run twice, the second finds
// nothing to do; run at once, the start-up lock makes them take turns.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describeDatabase } from './backup/target.js';
import { ConfigError, loadConfig } from './config.js';
import { createDb } from './db/knex.js';
import { createLogger } from './logger.js';
import { createMediaStorage } from './modules/media/storage/index.js';
import { prepareDatabase, type PreparedDatabase } from './prepare-database.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function summary(done: PreparedDatabase, where: string): string {
  const lines = [
    done.applied.length > 0
      ? `Applied ${plural(done.applied.length, 'migration')} to ${where}: ${done.applied.join(', ')}.`
      : `${where[0]!.toUpperCase()}${where.slice(1)} was up to date: no migration to apply.`,
  ];
  if (done.ahead.length > 0) {
    lines.push(`It also holds ${plural(done.ahead.length, 'migration')} a newer release applied, which this one does not know (${done.ahead.join(', ')}): left as they are.`);
  }
  if (done.seeded) lines.push('Seeded the empty database with the sample portfolio.');
  return lines.join('\n');
}

async function main(): Promise<void> {
  const envFile = fileURLToPath(new URL('../../.env', import.meta.url));
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  // Log lines (the seed's, the admin's security events) go to stderr as JSON, as the API's; the summary to stdout.
  const logger = createLogger(config.logLevel, process.stderr);
  const db = createDb(config.database);
  const storage = createMediaStorage(config.media.storage);
  try {
    const bundledImages = fileURLToPath(new URL('../seed-images/', import.meta.url));
    const done = await prepareDatabase(db, config, storage, logger, (text) => console.log(text), bundledImages, { migrate: true });
    console.log(summary(done, `the ${config.database.engine} database ${describeDatabase(config.database)}`));
  } finally {
    await db.destroy();
    await storage.close?.();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`The migration failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
