import type { ContactMessage, MessageChange, MessageList, MessageSummary, Parsed } from '@folio/contracts';
import { toDbDateTime } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';
import { transactionWithRetry } from '../content/item-version.js';
import type { MessageListQuery } from './message-list-query.js';
import { messagesRepository as repository } from './messages.repository.js';

/** A change that sets something: at least one of its fields was sent. */
export const changesSomething = (change: Parsed<MessageChange>): boolean =>
  typeof change.read === 'boolean' || Boolean(change.folder) || typeof change.replied === 'boolean' || change.note !== undefined;

/** The console's inbox: browse, read, change (read, folder, replied, note), delete and restore. null: no such message. */
export const messagesService = {
  async list(db: Db, { filter, page, pageSize }: MessageListQuery): Promise<MessageList> {
    const { items, total } = await repository.list(db, filter, page, pageSize);
    return { items, total, page, pageSize };
  },

  /** `mailConfigured`: whether the owner is emailed about new messages (config.contact.mail). */
  async summary(db: Db, now: number, mailConfigured: boolean): Promise<MessageSummary> {
    return { mailConfigured, ...(await repository.summary(db, new Date(now))) };
  },

  get(db: Db, id: number): Promise<ContactMessage | null> {
    return repository.findById(db, id);
  },

  /**
   * Marks a message read or unread and moves it between folders. Into Spam: the reason is the owner's
   * (a message the checks put there keeps theirs), and an email not yet sent is not sent. Out of Spam
   * ('Not spam'): no reason; no email is sent for it afterwards (the owner has read it in the console).
   * Replied: `now` is the time of the latest answer. A note replaces the one before (null removes it).
   */
  async change(db: Db, id: number, change: Parsed<MessageChange>, now: number): Promise<ContactMessage | null> {
    const found = await transactionWithRetry(db, async (trx) => {
      const current = await repository.findById(trx, id);
      if (!current) return false;
      const values: Record<string, unknown> = {};
      if (typeof change.read === 'boolean') values.is_read = change.read;
      if (change.folder) {
        values.folder = change.folder;
        values.spam_reason = change.folder === 'spam' ? (current.folder === 'spam' ? current.spamReason : 'owner') : null;
      }
      if (typeof change.replied === 'boolean') values.replied_at = change.replied ? toDbDateTime(new Date(now)) : null;
      if (change.note !== undefined) values.note = change.note;
      await repository.update(trx, id, values);
      if (change.folder === 'spam') await repository.cancelPendingEmail(trx, id);
      return true;
    });
    return found ? repository.findById(db, id) : null;
  },

  /** Deleted, kept whole for Undo (DELETED_MESSAGE_DAYS); false when there is no such message. */
  remove(db: Db, id: number, now: number): Promise<boolean> {
    return repository.softDelete(db, id, new Date(now));
  },

  /** The message back as it was (one not deleted stays as it is); null when it was never there or is gone for good. */
  async restore(db: Db, id: number): Promise<ContactMessage | null> {
    const deleted = await repository.findById(db, id, { deleted: true });
    if (deleted) await repository.undelete(db, id);
    return repository.findById(db, id);
  },
};
