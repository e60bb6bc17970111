import type { Logger } from 'pino';
import type { Config } from '../../../config.js';
import { toDbDateTime } from '../../../db/dates.js';
import type { Db } from '../../../db/knex.js';
import { startPollingWorker } from '../../../db/polling-worker.js';
import type { MailTransport } from '../../messages/index.js';
import { SUBSCRIBER_STATUS, suppressSubscriber, unsubscribeToken } from '../index.js';
import { createNewsletterTransport, NEWSLETTER_CONNECTIONS, newsletterRatePerMinute } from './newsletter-transport.js';
import { reasonFor } from './post-email.js';
import { recipientEmail, recipientMessageId } from './recipient-email.js';
import { sendQueueRepository as repository, type SendContent } from './send-queue.repository.js';
import { defaultBackoff, describeSmtpError, isPermanentSmtpFailure } from '../../messages/index.js';

export const SEND_QUEUE_DEFAULTS = {
  /** How often each API process looks for due rows (a new send also wakes it at once). */
  pollMs: 5_000,
  /**
   * How long a claimed row belongs to the process that claimed it: beyond a send's timeouts plus the
   * longest wait the rate limit may make a message do in the pool (a minute).
   */
  leaseMs: 5 * 60_000,
  /** Retries stop this long after the send was made: the row is then 'failed'. */
  giveUpAfterMs: 3 * 24 * 3_600_000,
  /** Messages in flight at once: twice the pool's connections, so none waits on the database. */
  concurrency: NEWSLETTER_CONNECTIONS * 2,
  /** Ids read from the queue in one query. */
  batchSize: 100,
} as const;

/** Why a row came up and went without a send, kept as its error. */
export const LEFT_BEFORE_SEND = { unsubscribed: 'unsubscribed', suppressed: 'suppressed' } as const;

export type SendQueueOptions = {
  db: Db;
  mail: { smtpUrl: string; from: string };
  siteUrl: string;
  logger: Logger;
  /** NEWSLETTER_RATE_PER_MINUTE; 0: no limit. Ignored when `transport` is given. */
  ratePerMinute: number;
  /** The pooled transport from mail.smtpUrl unless given. */
  transport?: MailTransport;
  pollMs?: number;
  leaseMs?: number;
  giveUpAfterMs?: number;
  concurrency?: number;
  batchSize?: number;
  /** Milliseconds to wait after the nth failed attempt (the contact outbox's: 30 s doubling, at most an hour). */
  backoff?: (attempts: number) => number;
  /**
   * True while the process has something more urgent to do (main.ts: requests in flight): before each
   * message a lane waits, up to YIELD_MAX_MS, until it is false, so that a send at any rate leaves the
   * site's pages their speed (a send to thousands is not urgent to the millisecond; a visitor's page is).
   */
  busy?: () => boolean;
  now?: () => Date;
};

/** The longest a lane waits for the site's requests before sending its next message anyway. */
export const YIELD_MAX_MS = 250;
const YIELD_STEP_MS = 5;

export type NewsletterQueue = {
  /** Looks for due rows now rather than at the next poll (after a send is made). */
  wake(): void;
  /** Resolves when no look is running (tests: after start, after wake). */
  idle(): Promise<void>;
  /** No new claims; the messages in flight are sent and recorded, then the pool closes. */
  stop(): Promise<void>;
};

/** The queues running in this process: the admin router wakes them without plumbing. */
const running = new Set<NewsletterQueue>();

/** Wakes every queue of this process (none when mail is off: the rows wait for any process's poll). */
export function wakeNewsletterQueue(): void {
  for (const queue of running) queue.wake();
}

/** How one row went: 'unreachable' says the SMTP server could not be reached, so the look stops there. */
type Outcome = 'skipped' | 'sent' | 'off' | 'retry' | 'unreachable';

/** No SMTP reply at all (refused, timed out, DNS): the server, not the message; every other row would fail alike. */
const isUnreachable = (error: unknown) => typeof (error as { responseCode?: unknown } | null)?.responseCode !== 'number';

/**
 * The newsletter's queue worker: each API process runs one, and any number may share a database. A
 * look reads due row ids and runs `concurrency` lanes over them; each lane claims a row right before
 * its send with the conditional UPDATE that sets a lease (send-queue.repository.ts), so a row goes
 * through one process at a time. Each recipient's copy carries its own unsubscribe link and
 * headers. Sent: 'sent'. A temporary failure (4xx, no connection): tried again after
 * `backoff(attempts)`, until `giveUpAfterMs` after the send was made ('failed'); with no server to
 * reach, the look stops and the rest wait for the next poll. A permanent rejection (5xx): the row
 * 'suppressed' and the subscriber suppressed. A subscriber no longer confirmed when their row comes
 * up: 'suppressed' with the reason, nothing sent. A process that dies mid-send leaves leases that
 * expire, and another process (or this one restarted) sends those rows then.
 */
export function startSendQueue(options: SendQueueOptions): NewsletterQueue {
  const { db, logger, siteUrl, mail } = options;
  const pollMs = options.pollMs ?? SEND_QUEUE_DEFAULTS.pollMs;
  const leaseMs = options.leaseMs ?? SEND_QUEUE_DEFAULTS.leaseMs;
  const giveUpAfterMs = options.giveUpAfterMs ?? SEND_QUEUE_DEFAULTS.giveUpAfterMs;
  const concurrency = Math.max(1, options.concurrency ?? SEND_QUEUE_DEFAULTS.concurrency);
  const batchSize = Math.max(concurrency, options.batchSize ?? SEND_QUEUE_DEFAULTS.batchSize);
  const backoff = options.backoff ?? defaultBackoff;
  const now = options.now ?? (() => new Date());
  const transport = options.transport ?? createNewsletterTransport(mail.smtpUrl, options.ratePerMinute);
  // A send's email, read once per process rather than once per recipient (a few sends at most at a time).
  const contents = new Map<number, SendContent>();

  /** Every due row, each at most once per look (a backoff of 0 must not spin here), `concurrency` at a time. */
  const sendDue = async () => {
    const seen = new Set<number>();
    const pending: number[] = [];
    let exhausted = false;
    let unreachable = false;
    let reading: Promise<void> | null = null;

    const refill = async () => {
      const ids = (await repository.dueIds(db, toDbDateTime(now()), batchSize)).filter((id) => !seen.has(id));
      if (ids.length === 0) exhausted = true;
      for (const id of ids) {
        seen.add(id);
        pending.push(id);
      }
    };
    const nextId = async (): Promise<number | null> => {
      while (pending.length === 0 && !exhausted && !unreachable && !worker.isStopped()) {
        reading ??= refill().finally(() => (reading = null));
        await reading;
      }
      return worker.isStopped() || unreachable ? null : (pending.shift() ?? null);
    };
    const lane = async () => {
      for (let id = await nextId(); id !== null; id = await nextId()) {
        await giveWay();
        if ((await sendOne(id)) === 'unreachable') unreachable = true;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, lane));
  };

  const busy = options.busy ?? (() => false);
  /** Waits while the process answers requests, at most YIELD_MAX_MS. */
  const giveWay = async () => {
    for (let waited = 0; busy() && waited < YIELD_MAX_MS && !worker.isStopped(); waited += YIELD_STEP_MS) {
      await new Promise((resolve) => setTimeout(resolve, YIELD_STEP_MS));
    }
  };

  const contentOf = async (sendId: number) => {
    let content = contents.get(sendId);
    if (!content) {
      content = await repository.content(db, sendId);
      if (content) contents.set(sendId, content);
    }
    return content;
  };

  const sendOne = async (id: number): Promise<Outcome> => {
    const started = now();
    const lease = toDbDateTime(new Date(started.getTime() + leaseMs));
    if (!(await repository.claim(db, id, toDbDateTime(started), lease))) return 'skipped';
    const recipient = await repository.find(db, id);
    const content = recipient && (await contentOf(recipient.sendId));
    if (!recipient || !content) return 'skipped';
    // Unsubscribed (or refused by a server) since the send was made: nothing goes.
    if (recipient.subscriberStatus !== SUBSCRIBER_STATUS.confirmed) {
      const reason = recipient.subscriberStatus === SUBSCRIBER_STATUS.suppressed ? LEFT_BEFORE_SEND.suppressed : LEFT_BEFORE_SEND.unsubscribed;
      await repository.markOff(db, id, lease, { status: 'suppressed', attempts: recipient.attempts, error: reason });
      return 'off';
    }
    const attempts = recipient.attempts + 1;
    try {
      await transport.send(
        recipientEmail({
          email: content.email,
          to: recipient.email,
          from: mail.from,
          siteUrl,
          token: unsubscribeToken(recipient.subscriberId, recipient.unsubscribeKey),
          reason: reasonFor(recipient.follows, content.personas, siteUrl),
          messageId: recipientMessageId(recipient.sendId, recipient.subscriberId, siteUrl),
        }),
      );
    } catch (error) {
      return failed(recipient.id, recipient.subscriberId, recipient.sendId, lease, attempts, content.createdAt, error);
    }
    await repository.markSent(db, id, attempts, toDbDateTime(now()));
    return 'sent';
  };

  const failed = async (id: number, subscriberId: number, sendId: number, lease: string, attempts: number, sendCreatedAt: string, error: unknown): Promise<Outcome> => {
    const text = describeSmtpError(error, mail.smtpUrl);
    const context = { newsletterSend: sendId, recipient: id, attempts, error: text };
    if (isPermanentSmtpFailure(error)) {
      await repository.markOff(db, id, lease, { status: 'suppressed', attempts, error: text });
      await suppressSubscriber(db, subscriberId, text);
      logger.warn(context, 'newsletter: the SMTP server refused the address for good; the subscriber is suppressed');
      return 'off';
    }
    const nextAt = now().getTime() + Math.max(0, backoff(attempts));
    if (nextAt - Date.parse(sendCreatedAt) > giveUpAfterMs) {
      await repository.markOff(db, id, lease, { status: 'failed', attempts, error: text });
      logger.error(context, 'newsletter: giving up on a recipient after retrying');
      return 'off';
    }
    await repository.markRetry(db, id, lease, { attempts, nextAt: toDbDateTime(new Date(nextAt)), error: text });
    if (isUnreachable(error)) {
      logger.warn({ ...context, retryAt: new Date(nextAt).toISOString() }, 'newsletter: the SMTP server cannot be reached; the queue waits');
      return 'unreachable';
    }
    logger.warn({ ...context, retryAt: new Date(nextAt).toISOString() }, 'newsletter: not sent; will retry');
    return 'retry';
  };

  /** One look: every due row, then the sends it finished. */
  const look = async () => {
    await sendDue();
    for (const id of await repository.finishSends(db, toDbDateTime(now()))) {
      contents.delete(id);
      logger.info({ newsletterSend: id }, 'newsletter: every recipient of the send is done');
    }
  };
  const worker = startPollingWorker({
    pollMs,
    look,
    onError: (error) => logger.warn({ err: error }, 'newsletter queue: could not read or update the queue; trying again at the next poll'),
    onStop: () => transport.close(),
  });
  const queue: NewsletterQueue = {
    wake: worker.wake,
    idle: worker.idle,
    async stop() {
      running.delete(queue);
      await worker.stop();
    },
  };
  running.add(queue);
  // At start: what a previous run left queued (or another process's expired leases).
  worker.wake();
  return queue;
}

/**
 * main.ts: the queue when mail is configured (SMTP_URL, CONTACT_FROM and CONTACT_NOTIFY_TO or
 * SITE_CONTACT_EMAIL), null otherwise; stop it on shutdown before the database closes.
 */
export function startNewsletterQueue(config: Config, db: Db, logger: Logger, overrides: Partial<SendQueueOptions> = {}): NewsletterQueue | null {
  const mail = config.contact.mail;
  if (!mail) return null;
  return startSendQueue({ db, mail, siteUrl: config.site.siteUrl, logger, ratePerMinute: newsletterRatePerMinute(config), ...overrides });
}
