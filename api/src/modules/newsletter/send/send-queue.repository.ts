import { parseTagType, type TagType } from '@folio/contracts';
import { fromDbDateTime } from '../../../db/dates.js';
import type { Db } from '../../../db/knex.js';
import { personasFromColumn } from './post-personas.js';
import type { PostEmail } from './post-email.js';

/**
 * Every knex call of the newsletter's queue: `newsletter_recipients`, one row per recipient of a send.
 * A row is due while its status is 'queued', its `next_at` has come and no live lease
 * (`locked_until`) holds it: the contact outbox's rule (outbox.repository.ts), so any number of API
 * processes share the queue and each row goes through one of them at a time. Times are the text
 * form both engines store (db/dates.ts).
 */
const RECIPIENTS = 'newsletter_recipients';
const ERROR_LENGTH = 300;

export type QueuedRecipient = {
  id: number;
  sendId: number;
  subscriberId: number;
  attempts: number;
  email: string;
  subscriberStatus: string;
  unsubscribeKey: string;
  /** The personas the subscriber follows now. */
  follows: TagType[];
};

export type SendContent = { email: PostEmail; personas: TagType[]; createdAt: string };

/** The conditions that make a row due at `now`: the claim repeats them, so only one process wins it. */
const due = (now: string) => (query: ReturnType<Db>) =>
  query
    .where('status', 'queued')
    .where('next_at', '<=', now)
    .where((lock) => lock.whereNull('locked_until').orWhere('locked_until', '<', now));

const short = (text: string) => text.slice(0, ERROR_LENGTH);

export const sendQueueRepository = {
  /** Ids of due rows, the longest waiting first. */
  async dueIds(db: Db, now: string, limit: number): Promise<number[]> {
    const ids = await due(now)(db(RECIPIENTS)).orderBy([{ column: 'next_at' }, { column: 'id' }]).limit(limit).pluck('id');
    return (ids as Array<number | string>).map(Number);
  },

  /** Takes the row until `leaseUntil` with a conditional UPDATE that one process alone can win; true when won. */
  async claim(db: Db, id: number, now: string, leaseUntil: string): Promise<boolean> {
    const changed = await due(now)(db(RECIPIENTS).where({ id })).update({ locked_until: leaseUntil });
    return Number(changed) === 1;
  },

  async find(db: Db, id: number): Promise<QueuedRecipient | undefined> {
    const row = await db(`${RECIPIENTS} as r`)
      .join('newsletter_subscribers as s', 's.id', 'r.subscriber_id')
      .where('r.id', id)
      .first('r.id', 'r.send_id', 'r.subscriber_id', 'r.attempts', 's.email', 's.status as subscriber_status', 's.unsubscribe_key');
    if (!row) return undefined;
    const personas = (await db('newsletter_subscriber_personas').where({ subscriber_id: row.subscriber_id }).pluck('persona')) as string[];
    return {
      id: Number(row.id),
      sendId: Number(row.send_id),
      subscriberId: Number(row.subscriber_id),
      attempts: Number(row.attempts),
      email: String(row.email),
      subscriberStatus: String(row.subscriber_status),
      unsubscribeKey: String(row.unsubscribe_key),
      follows: personas.map((persona) => parseTagType(persona)).filter((persona): persona is TagType => persona !== null),
    };
  },

  /** The email of a send as stored when it was made (the same for every process and every retry). */
  async content(db: Db, sendId: number): Promise<SendContent | undefined> {
    const row = await db('newsletter_sends').where({ id: sendId }).first('subject', 'html', 'text', 'personas', 'created_at');
    if (!row) return undefined;
    return {
      email: { subject: String(row.subject), html: String(row.html), text: String(row.text) },
      personas: personasFromColumn(row.personas),
      createdAt: fromDbDateTime(row.created_at) ?? new Date().toISOString(),
    };
  },

  /** Sent: recorded even if the lease ran out meanwhile, so that the counts show what happened. */
  async markSent(db: Db, id: number, attempts: number, sentAt: string): Promise<void> {
    await db(RECIPIENTS).where({ id, status: 'queued' }).update({ status: 'sent', attempts, sent_at: sentAt, locked_until: null, error: null });
  },

  /** Another try at `nextAt`, by whichever process claims it then; only the lease holder writes it. */
  async markRetry(db: Db, id: number, lease: string, change: { attempts: number; nextAt: string; error: string }): Promise<void> {
    await db(RECIPIENTS)
      .where({ id, status: 'queued', locked_until: lease })
      .update({ attempts: change.attempts, next_at: change.nextAt, locked_until: null, error: short(change.error) });
  },

  /** Done without a send: 'failed' (given up) or 'suppressed' (refused for good, or the subscriber left). */
  async markOff(db: Db, id: number, lease: string, change: { status: 'failed' | 'suppressed'; attempts: number; error: string }): Promise<void> {
    await db(RECIPIENTS)
      .where({ id, status: 'queued', locked_until: lease })
      .update({ status: change.status, attempts: change.attempts, locked_until: null, error: short(change.error) });
  },

  /** Every send with no queued row left becomes 'done' (whoever finished its last row); answers their ids. */
  async finishSends(db: Db, now: string): Promise<number[]> {
    const finished = (await db('newsletter_sends as n')
      .where('n.status', 'sending')
      .whereNotExists(db(RECIPIENTS).select(1).whereRaw(`${RECIPIENTS}.send_id = n.id`).where(`${RECIPIENTS}.status`, 'queued'))
      .pluck('n.id')) as Array<number | string>;
    const ids = finished.map(Number);
    if (ids.length > 0) await db('newsletter_sends').whereIn('id', ids).where({ status: 'sending' }).update({ status: 'done', finished_at: now });
    return ids;
  },
};
