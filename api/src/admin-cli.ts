// `npm run admin -- reset --two-factor` (in the API image: `node api/dist/admin-cli.js reset --two-factor`):
// the same configuration as the API (the environment, and the repository's .env as `npm start` reads
// it), so that it reaches the database the site uses.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.js';
import { createDb } from './db/knex.js';
import { createLogger } from './logger.js';
import { AdminCommandError, runAdminCommand } from './modules/auth/admin-commands.js';

async function main(args: string[]): Promise<void> {
  const envFile = fileURLToPath(new URL('../../.env', import.meta.url));
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  // The security line goes to stderr as JSON (where the API's logs go too); the summary to stdout.
  const log = createLogger(config.logLevel === 'silent' ? 'info' : config.logLevel, process.stderr);
  const db = createDb(config.database);
  try {
    console.log(await runAdminCommand(args, db, log));
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof AdminCommandError || error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`The admin command failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
