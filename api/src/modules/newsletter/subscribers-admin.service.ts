import { SUBSCRIBER_STATUSES, TAG_TYPES, type NewsletterSummary, type Subscriber, type SubscriberPage, type SubscriberStatus } from '@folio/contracts';
import { fromDbDateTime, toDbDateTime } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';
import type { SubscriberFilter, SubscriberListQuery } from './subscriber-list-query.js';
import { publicSubscriber, subscriberOf, subscribersRepository as repository } from './subscribers.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const GROWTH_DAYS = 90;

/** LIKE's wildcards (and the escape character itself) taken literally. */
const likePattern = (text: string) => `%${text.replace(/[!%_]/g, (char) => `!${char}`)}%`;

function filtered(db: Db, filter: SubscriberFilter) {
  const query = db('newsletter_subscribers');
  if (filter.q) query.whereRaw(`email LIKE ? ESCAPE '!'`, [likePattern(filter.q)]);
  if (filter.status) query.where('status', filter.status);
  if (filter.persona) query.whereIn('id', db('newsletter_subscriber_personas').where('persona', filter.persona).select('subscriber_id'));
  return query;
}

async function withPersonas(db: Db, rows: Array<Record<string, unknown>>): Promise<Subscriber[]> {
  const subscribers = rows.map(subscriberOf);
  const personas = await repository.personasByIds(db, subscribers.map((subscriber) => subscriber.id));
  return subscribers.map((subscriber) => publicSubscriber(subscriber, personas.get(subscriber.id) ?? []));
}

const zeroes = (): Record<SubscriberStatus, number> => Object.fromEntries(SUBSCRIBER_STATUSES.map((status) => [status, 0])) as Record<SubscriberStatus, number>;
const dayOf = (value: unknown) => fromDbDateTime(value)?.slice(0, 10) ?? null;

/** The console's view of the subscribers: counts and growth, the list, its export, and erasure. */
export const subscribersAdminService = {
  async list(db: Db, { filter, page, pageSize }: SubscriberListQuery): Promise<SubscriberPage> {
    const total = Number((await filtered(db, filter).count({ n: '*' }).first())?.n ?? 0);
    const rows = await filtered(db, filter).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(pageSize).offset((page - 1) * pageSize).select('*');
    return { items: await withPersonas(db, rows), total, page, pageSize };
  },

  /** Every subscriber the filter keeps, newest first, for the CSV export. */
  async all(db: Db, filter: SubscriberFilter): Promise<Subscriber[]> {
    const rows = await filtered(db, filter).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).select('*');
    return withPersonas(db, rows);
  },

  /**
   * Addresses by status, each persona's by status, and the last 90 UTC days' growth: the addresses
   * confirmed that day (by their latest confirmation) and those that left it (unsubscribed, or
   * suppressed by a mail server), as the subscribers stand now.
   */
  async summary(db: Db, mailConfigured: boolean, now: number): Promise<NewsletterSummary> {
    const total = zeroes();
    for (const row of (await db('newsletter_subscribers').select('status').count({ n: '*' }).groupBy('status')) as Array<{ status: string; n: unknown }>) {
      if (row.status in total) total[row.status as SubscriberStatus] = Number(row.n);
    }
    const byPersona = TAG_TYPES.map((persona) => ({ persona, ...zeroes() }));
    const personaRows = (await db('newsletter_subscriber_personas as p')
      .join('newsletter_subscribers as s', 's.id', 'p.subscriber_id')
      .select('p.persona', 's.status')
      .count({ n: '*' })
      .groupBy('p.persona', 's.status')) as Array<{ persona: string; status: string; n: unknown }>;
    for (const row of personaRows) {
      const entry = byPersona.find((item) => item.persona === row.persona);
      if (entry && row.status in total) entry[row.status as SubscriberStatus] = Number(row.n);
    }

    const firstDay = Math.floor(now / DAY_MS) * DAY_MS - (GROWTH_DAYS - 1) * DAY_MS;
    const since = toDbDateTime(new Date(firstDay));
    const growth = Array.from({ length: GROWTH_DAYS }, (_, index) => ({ day: new Date(firstDay + index * DAY_MS).toISOString().slice(0, 10), confirmed: 0, left: 0 }));
    const byDay = new Map(growth.map((entry) => [entry.day, entry]));
    const confirmed = await db('newsletter_subscribers').where('status', 'confirmed').where('confirmed_at', '>=', since).select('confirmed_at');
    for (const row of confirmed) {
      const entry = byDay.get(dayOf(row.confirmed_at) ?? '');
      if (entry) entry.confirmed += 1;
    }
    const left = await db('newsletter_subscribers')
      .where((where) => where.where('status', 'unsubscribed').where('unsubscribed_at', '>=', since))
      .orWhere((where) => where.where('status', 'suppressed').where('updated_at', '>=', since))
      .select('status', 'unsubscribed_at', 'updated_at');
    for (const row of left) {
      const entry = byDay.get(dayOf(row.status === 'unsubscribed' ? row.unsubscribed_at : row.updated_at) ?? '');
      if (entry) entry.left += 1;
    }
    return { mailConfigured, byPersona, total, growth };
  },

  /** Erasure: the address and everything about it (personas, consents, recipient rows). False for an unknown id. */
  remove: (db: Db, id: number): Promise<boolean> => repository.remove(db, id),
};
