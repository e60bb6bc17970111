import { nowForDb } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';
import { LEFT_RECIPIENT_STATUS, SUBSCRIBER_STATUS } from './subscriber-status.js';

const REASON_LENGTH = 300;

/**
 * Marks every queued recipient row of a subscriber as suppressed, with `error` saying why, so that no
 * send reaches them again and the sends' counts stay right.
 */
export async function dropQueuedRecipients(db: Db, subscriberId: number, error: string): Promise<void> {
  await db('newsletter_recipients')
    .where({ subscriber_id: subscriberId, status: 'queued' })
    .update({ status: LEFT_RECIPIENT_STATUS, error: error.slice(0, REASON_LENGTH), locked_until: null });
}

/**
 * A mail server refused the address for good (a 5xx): the subscriber becomes 'suppressed' with the
 * server's reply, and is never sent to again. Every one of their recipient rows still queued (this
 * send's included, if the caller has not marked it yet) becomes 'suppressed' too. Only a new double
 * opt-in brings the address back.
 */
export async function suppressSubscriber(db: Db, subscriberId: number, reason: string): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('newsletter_subscribers')
      .where({ id: subscriberId })
      .update({ status: SUBSCRIBER_STATUS.suppressed, suppressed_reason: reason.slice(0, REASON_LENGTH), updated_at: nowForDb() });
    await dropQueuedRecipients(trx, subscriberId, reason);
  });
}
