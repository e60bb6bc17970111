import { fileURLToPath } from 'node:url';
import { bootstrap } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { SchemaBehindError } from './prepare-database.js';
import { postsService } from './modules/blog/index.js';
import { startAnalyticsJobs } from './modules/analytics/rollup-jobs.js';
import { startContactMail } from './modules/messages/mail/outbox.js';
import { startNewsletterQueue } from './modules/newsletter/send/send-queue.js';
import { requestsInFlight } from './http/requests-in-flight.js';
import { startServer } from './server.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const bundledImages = fileURLToPath(new URL('../seed-images/', import.meta.url));
  const deps = await bootstrap(config, logger, (text) => process.stdout.write(`${text}\n`), bundledImages);
  const running = await startServer(deps, config.port, config.host);
  logger.info({ port: running.port, database: config.database.engine }, `Folio API listening on http://localhost:${running.port}/api`);
  // The owner's email about each contact message, when SMTP_URL is set (null otherwise).
  const contactMail = startContactMail(config, deps.db, logger);
  // The posts sent by email to subscribers, recipient by recipient, when SMTP_URL is set (null otherwise).
  // The queue gives way to the requests this process is answering: visitors' pages keep their speed while a send runs.
  const newsletterQueue = startNewsletterQueue(config, deps.db, logger, { busy: () => requestsInFlight() > 0 });
  // Finished days of analytics rolled up, old raw events removed, the weekly digest sent (rollup-jobs.ts).
  const analyticsJobs = startAnalyticsJobs(deps.db, config, logger, postsService.atPaths);

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down: no new connections, draining the open ones');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    // The outbox, the newsletter's queue and the analytics jobs first (an email in flight is sent and
    // recorded, a rollup finishes its transaction), then the server and the database.
    const mailStopped = contactMail ? contactMail.stop() : Promise.resolve();
    const newsletterStopped = newsletterQueue ? newsletterQueue.stop() : Promise.resolve();
    Promise.all([mailStopped, newsletterStopped, analyticsJobs.stop()]).then(() => running.close()).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof SchemaBehindError) process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`Folio API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
