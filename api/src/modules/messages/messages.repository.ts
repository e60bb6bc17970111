import type { Knex } from 'knex';
import type { ContactMessage, MessageFolder, MessageSummary, NotifyState, SpamReason, TagType } from '@folio/contracts';
import { TAG_TYPES } from '@folio/contracts';
import { fromDbDateTime, toDbDateTime } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';
import type { MessageColumns } from './message-columns.js';

type Queryable = Db | Knex.Transaction;

/** A message as stored (the columns an answer reads; the idempotency key and the outbox's lease stay inside). */
type MessageRow = MessageColumns & {
  is_read: number | boolean;
  spam_reason: string | null;
  received_at: string;
  notify_status: string;
  notify_error: string | null;
  replied_at: string | null;
  note: string | null;
};
const COLUMNS = ['id', 'name', 'email', 'subject', 'message', 'persona', 'page', 'folder', 'is_read', 'spam_reason', 'received_at', 'notify_status', 'notify_error', 'replied_at', 'note'];

const toMessage = (row: MessageRow): ContactMessage => ({
  id: Number(row.id),
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  persona: row.persona as TagType | null,
  page: row.page,
  folder: row.folder as MessageFolder,
  read: Boolean(Number(row.is_read)),
  spamReason: row.spam_reason as SpamReason | null,
  receivedAt: fromDbDateTime(row.received_at)!,
  notify: row.notify_status as NotifyState,
  notifyError: row.notify_error,
  repliedAt: fromDbDateTime(row.replied_at),
  note: row.note,
});

/** What a new message stores. */
export type NewMessage = {
  name: string;
  email: string;
  subject: string | null;
  message: string;
  persona: TagType | null;
  page: string | null;
  folder: MessageFolder;
  spamReason: SpamReason | null;
  idempotencyKey: string;
  receivedAt: Date;
  notify: 'pending' | 'off';
};

/** The inbox list's filters, checked (message-list-query.ts). persona 'none': messages sent with no persona. */
export type MessageFilter = {
  folder: MessageFolder | null;
  unread: boolean;
  persona: TagType | 'none' | null;
  subject: string | null;
  words: string[];
};

/** The columns a search reads. */
const SEARCHED = ['name', 'email', 'subject', 'message'];
/** LIKE's wildcards (and the escape character itself) taken literally. */
const likePattern = (word: string) => `%${word.replace(/[!%_]/g, (char) => `!${char}`)}%`;

function filtered(db: Queryable, filter: MessageFilter): Knex.QueryBuilder {
  const query = db('contact_messages').whereNull('deleted_at');
  if (filter.folder) query.where('folder', filter.folder);
  if (filter.unread) query.where('is_read', false);
  if (filter.persona === 'none') query.whereNull('persona');
  else if (filter.persona) query.where('persona', filter.persona);
  if (filter.subject !== null) query.where('subject', filter.subject);
  // Every word, each in any of the columns.
  for (const word of filter.words) {
    query.where((any) => {
      for (const column of SEARCHED) any.orWhereRaw(`?? LIKE ? ESCAPE '!'`, [column, likePattern(word)]);
    });
  }
  return query;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The UTC midnight that began the day of `now`. */
const startOfUtcDay = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
const count = (value: unknown) => Number(value ?? 0);

export const messagesRepository = {
  async insert(db: Queryable, message: NewMessage): Promise<number> {
    const [id] = await db('contact_messages').insert({
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      persona: message.persona,
      page: message.page,
      folder: message.folder,
      is_read: false,
      spam_reason: message.spamReason,
      idempotency_key: message.idempotencyKey,
      received_at: toDbDateTime(message.receivedAt),
      notify_status: message.notify,
      notify_next_at: message.notify === 'pending' ? toDbDateTime(message.receivedAt) : null,
    });
    return Number(id);
  },

  /** Whether a message with this idempotency key is stored (deleted or not). */
  async hasIdempotencyKey(db: Queryable, idempotencyKey: string): Promise<boolean> {
    return (await db('contact_messages').where({ idempotency_key: idempotencyKey }).first('id')) !== undefined;
  },

  /** The message, unless the owner deleted it (or, with `deleted: true`, only if the owner deleted it). */
  async findById(db: Queryable, id: number, { deleted = false } = {}): Promise<ContactMessage | null> {
    const query = db('contact_messages').where({ id }).first(COLUMNS);
    if (deleted) query.whereNotNull('deleted_at');
    else query.whereNull('deleted_at');
    const row = (await query) as MessageRow | undefined;
    return row ? toMessage(row) : null;
  },

  /** One page of the messages the filter keeps, newest first, and how many it keeps in all. */
  async list(db: Queryable, filter: MessageFilter, page: number, pageSize: number): Promise<{ items: ContactMessage[]; total: number }> {
    const rows = (await filtered(db, filter)
      .select(COLUMNS)
      .orderBy([{ column: 'received_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(pageSize)
      .offset((page - 1) * pageSize)) as MessageRow[];
    const total = await filtered(db, filter).count({ n: '*' }).first();
    return { items: rows.map(toMessage), total: count(total?.n) };
  },

  /** The inbox tab's figures at `now` (deleted messages left out). */
  async summary(db: Queryable, now: Date): Promise<Omit<MessageSummary, 'mailConfigured'>> {
    const since = (days: number) => toDbDateTime(new Date(now.getTime() - days * DAY_MS));
    const totals = (await db('contact_messages')
      .whereNull('deleted_at')
      .first(
        db.raw("SUM(CASE WHEN folder = 'inbox' AND is_read = ? THEN 1 ELSE 0 END) AS unread", [false]),
        db.raw("SUM(CASE WHEN folder = 'spam' THEN 1 ELSE 0 END) AS spam"),
        db.raw("SUM(CASE WHEN notify_status = 'failed' THEN 1 ELSE 0 END) AS failed"),
        db.raw("SUM(CASE WHEN folder = 'spam' AND spam_reason = 'daily-cap' AND received_at >= ? THEN 1 ELSE 0 END) AS over_cap", [toDbDateTime(startOfUtcDay(now))]),
      )) as { unread: unknown; spam: unknown; failed: unknown; over_cap: unknown } | undefined;
    const byPersona = (await db('contact_messages')
      .whereNull('deleted_at')
      .whereIn('folder', ['inbox', 'archived'])
      .where('received_at', '>=', since(90))
      .groupBy('persona')
      .select(
        'persona',
        db.raw('SUM(CASE WHEN received_at >= ? THEN 1 ELSE 0 END) AS last7', [since(7)]),
        db.raw('SUM(CASE WHEN received_at >= ? THEN 1 ELSE 0 END) AS last30', [since(30)]),
        db.raw('COUNT(*) AS last90'),
      )) as Array<{ persona: string | null; last7: unknown; last30: unknown; last90: unknown }>;
    // Every persona and 'no persona', in a fixed order, zeros included: the console's table keeps its rows.
    const personas: Array<TagType | null> = [...TAG_TYPES, null];
    return {
      unread: count(totals?.unread),
      spam: count(totals?.spam),
      failedEmails: count(totals?.failed),
      overCapToday: count(totals?.over_cap),
      byPersona: personas.map((persona) => {
        const row = byPersona.find((candidate) => candidate.persona === persona);
        return { persona, last7: count(row?.last7), last30: count(row?.last30), last90: count(row?.last90) };
      }),
    };
  },

  /** Changes a message the owner has not deleted; false when there is none. */
  async update(db: Queryable, id: number, values: Record<string, unknown>): Promise<boolean> {
    return (await db('contact_messages').where({ id }).whereNull('deleted_at').update(values)) > 0;
  },

  /** Stops an email not yet sent (a message moved to Spam sends none). */
  async cancelPendingEmail(db: Queryable, id: number): Promise<void> {
    await db('contact_messages').where({ id, notify_status: 'pending' }).update({ notify_status: 'off', notify_next_at: null });
  },

  async softDelete(db: Queryable, id: number, at: Date): Promise<boolean> {
    return (await db('contact_messages').where({ id }).whereNull('deleted_at').update({ deleted_at: toDbDateTime(at) })) > 0;
  },

  async undelete(db: Queryable, id: number): Promise<void> {
    await db('contact_messages').where({ id }).update({ deleted_at: null });
  },

  /** Removes for good the messages received before `receivedBefore` and those deleted before `deletedBefore`. */
  async removeOlderThan(db: Queryable, receivedBefore: Date, deletedBefore: Date): Promise<number> {
    return db('contact_messages')
      .where('received_at', '<', toDbDateTime(receivedBefore))
      .orWhere('deleted_at', '<', toDbDateTime(deletedBefore))
      .delete();
  },
};
