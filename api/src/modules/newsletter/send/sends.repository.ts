import { RECIPIENT_STATES, type NewsletterSend, type RecipientState, type TagType } from '@folio/contracts';
import { fromDbDateTime } from '../../../db/dates.js';
import type { Db } from '../../../db/knex.js';
import { SUBSCRIBER_STATUS } from '../index.js';
import { personasFromColumn, personasToColumn } from './post-personas.js';
import type { PostEmail } from './post-email.js';

const SENDS = 'newsletter_sends';
const RECIPIENTS = 'newsletter_recipients';

type SendRow = {
  id: number | string;
  post_id: number | string;
  post_title: string;
  subject: string;
  personas: string;
  status: string;
  created_at: unknown;
  finished_at: unknown;
};
const SEND_COLUMNS = ['id', 'post_id', 'post_title', 'subject', 'personas', 'status', 'created_at', 'finished_at'];

const noCounts = (): Record<RecipientState, number> => Object.fromEntries(RECIPIENT_STATES.map((state) => [state, 0])) as Record<RecipientState, number>;

/**
 * The confirmed subscribers a post for `personas` goes to: those following any of them, or every
 * confirmed subscriber for a post for no persona in particular (each once, whatever they follow).
 */
function audience(db: Db, personas: readonly TagType[]) {
  const query = db('newsletter_subscribers as s').where('s.status', SUBSCRIBER_STATUS.confirmed);
  if (personas.length > 0) {
    query.whereExists(db('newsletter_subscriber_personas as p').select(1).whereRaw('p.subscriber_id = s.id').whereIn('p.persona', [...personas]));
  }
  return query;
}

export const sendsRepository = {
  async audienceSize(db: Db, personas: readonly TagType[]): Promise<number> {
    const row = await audience(db, personas).count({ count: '*' }).first();
    return Number(row?.count ?? 0);
  },

  async idOfPost(db: Db, postId: number): Promise<number | null> {
    const row = await db(SENDS).where({ post_id: postId }).first('id');
    return row ? Number(row.id) : null;
  },

  /** The send's row; a second one for the same post fails on the unique post_id (isUniqueViolation). */
  async insert(trx: Db, values: { postId: number; postTitle: string; personas: readonly TagType[]; email: PostEmail; now: string }): Promise<number> {
    const [id] = await trx(SENDS).insert({
      post_id: values.postId,
      post_title: values.postTitle.slice(0, 255),
      subject: values.email.subject.slice(0, 300),
      personas: personasToColumn(values.personas),
      status: 'sending',
      created_at: values.now,
      finished_at: null,
      html: values.email.html,
      text: values.email.text,
    });
    return Number(id);
  },

  /**
   * One queued recipient row per subscriber of the audience, in one INSERT … SELECT: the list is fixed
   * by what the database holds at this moment, without carrying ten thousand ids through the API.
   * Answers how many were queued.
   */
  async queueAudience(trx: Db, sendId: number, personas: readonly TagType[], now: string): Promise<number> {
    const select = audience(trx, personas).select(trx.raw('?', [sendId]), 's.id', trx.raw('?', ['queued']), trx.raw('?', [0]), trx.raw('?', [now]));
    await trx.into(trx.raw('?? (??, ??, ??, ??, ??)', [RECIPIENTS, 'send_id', 'subscriber_id', 'status', 'attempts', 'next_at'])).insert(select);
    const row = await trx(RECIPIENTS).where({ send_id: sendId }).count({ count: '*' }).first();
    return Number(row?.count ?? 0);
  },

  /** Newest first; `id` narrows it to one. */
  async list(db: Db, where: { id?: number; postId?: number } = {}): Promise<NewsletterSend[]> {
    const query = db(SENDS).select(SEND_COLUMNS).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
    if (where.id !== undefined) query.where({ id: where.id });
    if (where.postId !== undefined) query.where({ post_id: where.postId });
    const rows = (await query) as SendRow[];
    const counts = await countsOf(db, rows.map((row) => Number(row.id)));
    return rows.map((row) => ({
      id: Number(row.id),
      postId: Number(row.post_id),
      postTitle: row.post_title,
      subject: row.subject,
      personas: personasFromColumn(row.personas),
      status: row.status === 'done' ? 'done' : 'sending',
      createdAt: fromDbDateTime(row.created_at) ?? '',
      finishedAt: fromDbDateTime(row.finished_at),
      counts: counts.get(Number(row.id)) ?? noCounts(),
    }));
  },
};

/** Each send's recipients by state, in one grouped query. */
async function countsOf(db: Db, sendIds: number[]): Promise<Map<number, Record<RecipientState, number>>> {
  const counts = new Map<number, Record<RecipientState, number>>();
  if (sendIds.length === 0) return counts;
  const rows = (await db(RECIPIENTS).whereIn('send_id', sendIds).groupBy('send_id', 'status').select('send_id', 'status').count({ count: '*' })) as Array<{
    send_id: number | string;
    status: string;
    count: number | string;
  }>;
  for (const row of rows) {
    const id = Number(row.send_id);
    const byState = counts.get(id) ?? noCounts();
    if ((RECIPIENT_STATES as readonly string[]).includes(row.status)) byState[row.status as RecipientState] += Number(row.count);
    counts.set(id, byState);
  }
  return counts;
}
