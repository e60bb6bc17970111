import type { Logger } from 'pino';
import type { Config } from '../../../config.js';
import { fromDbDateTime, toDbDateTime } from '../../../db/dates.js';
import type { Db } from '../../../db/knex.js';
import { startPollingWorker } from '../../../db/polling-worker.js';
import { composeNotification, type NotificationSettings } from './notification-email.js';
import { outboxRepository } from './outbox.repository.js';
import { createSmtpTransport, describeSmtpError, isPermanentSmtpFailure, type MailTransport } from './smtp-transport.js';

export const OUTBOX_DEFAULTS = {
  /** How often each API process looks for due rows (a store also wakes it at once). */
  pollMs: 5_000,
  /** How long a claimed row belongs to the process that claimed it: far beyond a send's timeouts. */
  leaseMs: 2 * 60_000,
  /** Retries stop this long after the message was received: it is then 'failed', shown in the console. */
  giveUpAfterMs: 2 * 24 * 3_600_000,
  /** Rows claimed in one look (one at a time, each right before its send). */
  batchSize: 10,
} as const;

/** 30 s after the first failure, doubling, at most an hour apart. */
export const defaultBackoff = (attempts: number): number => Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);

export type OutboxOptions = {
  db: Db;
  mail: { smtpUrl: string; notifyTo: string; from: string };
  siteUrl: string;
  logger: Logger;
  /** Built from mail.smtpUrl unless given. */
  transport?: MailTransport;
  pollMs?: number;
  leaseMs?: number;
  giveUpAfterMs?: number;
  batchSize?: number;
  /** Milliseconds to wait after the nth failed attempt. */
  backoff?: (attempts: number) => number;
  now?: () => Date;
};

export type ContactMailOutbox = {
  /** Looks for due rows now rather than at the next poll (the inbox calls it after storing a message). */
  wake(): void;
  /** Resolves when no look is running (tests: after start, after wake). */
  idle(): Promise<void>;
  /** No new sends; waits for the one in flight and records its outcome, then closes the transport. */
  stop(): Promise<void>;
};

/** The outboxes running in this process: wakeContactMail() reaches them without plumbing. */
const running = new Set<ContactMailOutbox>();

/**
 * Wakes every outbox running in this process, so that the email about a message just stored goes
 * now rather than at the next poll. Nothing happens when none runs (mail not configured, tests):
 * the row waits, and any process's next poll sends it.
 */
export function wakeContactMail(): void {
  for (const outbox of running) outbox.wake();
}

/**
 * The outbox worker: each API process runs one, and any number may share a database. A look takes
 * the due rows' ids, then claims each one right before its send with a conditional UPDATE that
 * sets a lease (outbox.repository.ts): the process whose UPDATE changed the row sends it, the others
 * skip it. Sent: 'sent'. Failed: tried again after `backoff(attempts)`, with a short error kept for
 * the console, until `giveUpAfterMs` after the message arrived ('failed'); an SMTP server's
 * permanent rejection (5xx) fails it at once. A process that dies mid-send leaves a lease that
 * expires, and another process (or this one restarted) sends the row then.
 */
export function startContactMailOutbox(options: OutboxOptions): ContactMailOutbox {
  const { db, logger } = options;
  const pollMs = options.pollMs ?? OUTBOX_DEFAULTS.pollMs;
  const leaseMs = options.leaseMs ?? OUTBOX_DEFAULTS.leaseMs;
  const giveUpAfterMs = options.giveUpAfterMs ?? OUTBOX_DEFAULTS.giveUpAfterMs;
  const batchSize = options.batchSize ?? OUTBOX_DEFAULTS.batchSize;
  const backoff = options.backoff ?? defaultBackoff;
  const now = options.now ?? (() => new Date());
  const transport = options.transport ?? createSmtpTransport(options.mail.smtpUrl);
  const settings: NotificationSettings = { notifyTo: options.mail.notifyTo, from: options.mail.from, siteUrl: options.siteUrl };

  /** Every due row, each at most once per look (a backoff of 0 must not spin here). */
  const sendDue = async () => {
    const seen = new Set<number>();
    for (;;) {
      const ids = (await outboxRepository.dueIds(db, toDbDateTime(now()), batchSize)).filter((id) => !seen.has(id));
      if (ids.length === 0) return;
      for (const id of ids) {
        if (worker.isStopped()) return;
        seen.add(id);
        await sendOne(id);
      }
    }
  };

  const sendOne = async (id: number) => {
    const started = now();
    const lease = toDbDateTime(new Date(started.getTime() + leaseMs));
    if (!(await outboxRepository.claim(db, id, toDbDateTime(started), lease))) return;
    const message = await outboxRepository.find(db, id);
    if (!message) return;
    // Moved to Spam or deleted in the seconds before its email went: none goes.
    if (message.folder === 'spam' || fromDbDateTime(message.deletedAt) !== null) {
      await outboxRepository.markOff(db, id, lease);
      return;
    }
    const receivedAt = fromDbDateTime(message.receivedAt) ?? started.toISOString();
    const attempts = message.attempts + 1;
    try {
      await transport.send(composeNotification({ ...message, receivedAt }, settings));
    } catch (error) {
      const text = describeSmtpError(error, options.mail.smtpUrl);
      const failedAt = now().getTime();
      const nextAt = failedAt + Math.max(0, backoff(attempts));
      const permanent = isPermanentSmtpFailure(error);
      if (permanent || nextAt - Date.parse(receivedAt) > giveUpAfterMs) {
        await outboxRepository.markFailed(db, id, lease, { attempts, error: text });
        logger.error({ messageId: id, attempts, error: text }, permanent ? 'contact email: the SMTP server refused it; not retried' : 'contact email: giving up after retrying');
      } else {
        await outboxRepository.markRetry(db, id, lease, { attempts, nextAt: toDbDateTime(new Date(nextAt)), error: text });
        logger.warn({ messageId: id, attempts, error: text, retryAt: new Date(nextAt).toISOString() }, 'contact email: not sent; will retry');
      }
      return;
    }
    await outboxRepository.markSent(db, id, attempts);
    logger.info({ messageId: id, attempts }, 'contact email: sent to the owner');
  };

  const worker = startPollingWorker({
    pollMs,
    look: sendDue,
    onError: (error) => logger.warn({ err: error }, 'contact email outbox: could not read or update the outbox; trying again at the next poll'),
    onStop: () => transport.close(),
  });
  const outbox: ContactMailOutbox = {
    wake: worker.wake,
    idle: worker.idle,
    async stop() {
      running.delete(outbox);
      await worker.stop();
    },
  };
  running.add(outbox);
  // At start: the rows a previous run left pending (or another process's expired leases).
  worker.wake();
  return outbox;
}

/**
 * main.ts: the outbox when mail is configured (SMTP_URL, CONTACT_FROM and CONTACT_NOTIFY_TO or
 * SITE_CONTACT_EMAIL), null otherwise; stop it on shutdown before the database closes.
 */
export function startContactMail(config: Config, db: Db, logger: Logger, overrides: Partial<OutboxOptions> = {}): ContactMailOutbox | null {
  const mail = config.contact.mail;
  if (!mail) return null;
  return startContactMailOutbox({ db, mail, siteUrl: config.site.siteUrl, logger, ...overrides });
}
