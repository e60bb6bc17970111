import { createServer } from 'node:http';
import { createApp } from './app.js';
import { bootstrap } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const deps = await bootstrap(config, logger, (text) => process.stdout.write(`${text}\n`));
  const server = createServer(createApp(deps).callback());
  server.listen(config.port, config.host, () => {
    logger.info({ port: config.port, database: config.database.engine }, `Folio API listening on http://localhost:${config.port}/api`);
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down: no new connections, draining the open ones');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    server.close(async () => {
      await deps.db.destroy();
      clearTimeout(force);
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`Folio API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
