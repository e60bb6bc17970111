import type { Db } from '../../../db/knex.js';
import type { MessageColumns } from '../message-columns.js';
import type { NotifiedMessage } from './notification-email.js';

/**
 * Every knex call of the owner's email: the `notify_*` columns of `contact_messages` are its outbox.
 * A row is due while `notify_status` is 'pending', `notify_next_at` has come and no live lease
 * (`notify_locked_until`) holds it. Times are the text form both engines store (db/dates.ts), so
 * they compare the same way on both.
 */
export type OutboxMessage = Omit<NotifiedMessage, 'receivedAt'> & { folder: string; receivedAt: unknown; deletedAt: unknown; attempts: number };

type Row = MessageColumns & {
  received_at: unknown;
  deleted_at: unknown;
  notify_attempts: number | string;
};

const TABLE = 'contact_messages';

/** The conditions that make a row due at `now`: the claim repeats them, so only one process wins it. */
const due = (now: string) => (query: ReturnType<Db>) =>
  query
    .where('notify_status', 'pending')
    .where((next) => next.whereNull('notify_next_at').orWhere('notify_next_at', '<=', now))
    .where((lock) => lock.whereNull('notify_locked_until').orWhere('notify_locked_until', '<', now));

export const outboxRepository = {
  /** Ids of due rows, the longest waiting first. */
  async dueIds(db: Db, now: string, limit: number): Promise<number[]> {
    const ids = await due(now)(db(TABLE)).orderBy([{ column: 'notify_next_at' }, { column: 'id' }]).limit(limit).pluck('id');
    return (ids as Array<number | string>).map(Number);
  },

  /**
   * Takes the row for this process until `leaseUntil`: a conditional UPDATE that only one of any
   * number of processes can win (the loser's re-checked WHERE no longer matches); true when won.
   */
  async claim(db: Db, id: number, now: string, leaseUntil: string): Promise<boolean> {
    const changed = await due(now)(db(TABLE).where({ id })).update({ notify_locked_until: leaseUntil });
    return Number(changed) === 1;
  },

  async find(db: Db, id: number): Promise<OutboxMessage | undefined> {
    const row = (await db(TABLE)
      .where({ id })
      .first('id', 'name', 'email', 'subject', 'message', 'persona', 'page', 'folder', 'received_at', 'deleted_at', 'notify_attempts')) as Row | undefined;
    if (!row) return undefined;
    return {
      id: Number(row.id),
      name: row.name,
      email: row.email,
      subject: row.subject,
      message: row.message,
      persona: row.persona,
      page: row.page,
      folder: row.folder,
      receivedAt: row.received_at,
      deletedAt: row.deleted_at,
      attempts: Number(row.notify_attempts),
    };
  },

  /** Sent: recorded even if the lease ran out meanwhile, so the console shows what happened. */
  async markSent(db: Db, id: number, attempts: number): Promise<void> {
    await db(TABLE)
      .where({ id, notify_status: 'pending' })
      .update({ notify_status: 'sent', notify_attempts: attempts, notify_next_at: null, notify_locked_until: null, notify_error: null });
  },

  /** Another try at `nextAt`, by whichever process claims it then; only the lease holder writes it. */
  async markRetry(db: Db, id: number, lease: string, change: { attempts: number; nextAt: string; error: string }): Promise<boolean> {
    const changed = await db(TABLE)
      .where({ id, notify_status: 'pending', notify_locked_until: lease })
      .update({ notify_attempts: change.attempts, notify_next_at: change.nextAt, notify_locked_until: null, notify_error: change.error });
    return Number(changed) === 1;
  },

  /** Given up: a permanent rejection, or retried for as long as the outbox tries. */
  async markFailed(db: Db, id: number, lease: string, change: { attempts: number; error: string }): Promise<boolean> {
    const changed = await db(TABLE)
      .where({ id, notify_status: 'pending', notify_locked_until: lease })
      .update({ notify_status: 'failed', notify_attempts: change.attempts, notify_next_at: null, notify_locked_until: null, notify_error: change.error });
    return Number(changed) === 1;
  },

  /** A message moved to Spam or deleted before its email went: it sends none. */
  async markOff(db: Db, id: number, lease: string): Promise<void> {
    await db(TABLE)
      .where({ id, notify_status: 'pending', notify_locked_until: lease })
      .update({ notify_status: 'off', notify_next_at: null, notify_locked_until: null });
  },
};
