import { TAG_TYPES, type Subscriber, type SubscriberStatus, type TagType } from '@folio/contracts';
import { fromDbDateTime, toDbDateTime } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';
import { newUnsubscribeKey } from './unsubscribe-link.js';

export type SubscriberRow = {
  id: number;
  email: string;
  status: SubscriberStatus;
  unsubscribeKey: string;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  suppressedReason: string | null;
};

export type ConsentRow = {
  id: number;
  subscriberId: number;
  personas: TagType[];
  askedAt: string;
  confirmedAt: string | null;
  tokenExpiresAt: string | null;
};

/** A comma-separated list of tag types, as `newsletter_consents.personas` holds it, in TAG_TYPES' order. */
export const personaList = (personas: readonly TagType[]): string => TAG_TYPES.filter((tag) => personas.includes(tag)).join(',');
export const parsePersonaList = (value: unknown): TagType[] => TAG_TYPES.filter((tag) => String(value ?? '').split(',').includes(tag));
/** In TAG_TYPES' order, each once. */
export const orderedPersonas = (personas: Iterable<TagType>): TagType[] => {
  const set = new Set(personas);
  return TAG_TYPES.filter((tag) => set.has(tag));
};

const iso = (value: unknown) => fromDbDateTime(value);

export function subscriberOf(row: Record<string, unknown>): SubscriberRow {
  return {
    id: Number(row.id),
    email: String(row.email),
    status: row.status as SubscriberStatus,
    unsubscribeKey: String(row.unsubscribe_key),
    createdAt: iso(row.created_at)!,
    confirmedAt: iso(row.confirmed_at),
    unsubscribedAt: iso(row.unsubscribed_at),
    suppressedReason: (row.suppressed_reason as string | null) ?? null,
  };
}

/** The answer of the console: no unsubscribe key. */
export const publicSubscriber = (row: SubscriberRow, personas: TagType[]): Subscriber => ({
  id: row.id,
  email: row.email,
  status: row.status,
  personas,
  createdAt: row.createdAt,
  confirmedAt: row.confirmedAt,
  unsubscribedAt: row.unsubscribedAt,
  suppressedReason: row.suppressedReason,
});

/** The rows of `newsletter_subscribers`, `newsletter_subscriber_personas` and `newsletter_consents`. */
export const subscribersRepository = {
  async byId(db: Db, id: number): Promise<SubscriberRow | null> {
    const row = await db('newsletter_subscribers').where({ id }).first();
    return row ? subscriberOf(row) : null;
  },

  async byEmail(db: Db, email: string): Promise<SubscriberRow | null> {
    const row = await db('newsletter_subscribers').where({ email }).first();
    return row ? subscriberOf(row) : null;
  },

  /** The address's row, made 'pending' if it had none (the unique email keeps one row when two forms arrive at once). */
  async findOrCreate(db: Db, email: string, now: number): Promise<SubscriberRow> {
    const at = toDbDateTime(new Date(now));
    await db('newsletter_subscribers')
      .insert({ email, status: 'pending', unsubscribe_key: newUnsubscribeKey(), created_at: at, updated_at: at })
      .onConflict('email')
      .ignore();
    return (await this.byEmail(db, email))!;
  },

  async personasOf(db: Db, subscriberId: number): Promise<TagType[]> {
    const rows = (await db('newsletter_subscriber_personas').where({ subscriber_id: subscriberId }).select('persona')) as Array<{ persona: string }>;
    return orderedPersonas(rows.map((row) => row.persona as TagType));
  },

  async personasByIds(db: Db, ids: number[]): Promise<Map<number, TagType[]>> {
    const byId = new Map<number, TagType[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byId;
    const rows = (await db('newsletter_subscriber_personas').whereIn('subscriber_id', ids).select('subscriber_id', 'persona')) as Array<{ subscriber_id: number; persona: string }>;
    for (const row of rows) byId.get(Number(row.subscriber_id))?.push(row.persona as TagType);
    for (const [id, personas] of byId) byId.set(id, orderedPersonas(personas));
    return byId;
  },

  async setPersonas(db: Db, subscriberId: number, personas: readonly TagType[]): Promise<void> {
    await db('newsletter_subscriber_personas').where({ subscriber_id: subscriberId }).delete();
    const rows = orderedPersonas(personas).map((persona) => ({ subscriber_id: subscriberId, persona }));
    if (rows.length > 0) await db('newsletter_subscriber_personas').insert(rows);
  },

  async update(db: Db, id: number, values: Record<string, unknown>, now: number): Promise<void> {
    await db('newsletter_subscribers').where({ id }).update({ ...values, updated_at: toDbDateTime(new Date(now)) });
  },

  async insertConsent(
    db: Db,
    consent: { subscriberId: number; wordingVersion: number; wording: string; page: string | null; personas: readonly TagType[]; askedAt: number; tokenHash: string; tokenExpiresAt: number },
  ): Promise<number> {
    const [id] = await db('newsletter_consents').insert({
      subscriber_id: consent.subscriberId,
      wording_version: consent.wordingVersion,
      wording: consent.wording,
      page: consent.page,
      personas: personaList(consent.personas),
      asked_at: toDbDateTime(new Date(consent.askedAt)),
      confirmed_at: null,
      token_hash: consent.tokenHash,
      token_expires_at: toDbDateTime(new Date(consent.tokenExpiresAt)),
    });
    return Number(id);
  },

  async consentByTokenHash(db: Db, tokenHash: string): Promise<ConsentRow | null> {
    const row = await db('newsletter_consents').where({ token_hash: tokenHash }).first();
    if (!row) return null;
    return {
      id: Number(row.id),
      subscriberId: Number(row.subscriber_id),
      personas: parsePersonaList(row.personas),
      askedAt: iso(row.asked_at)!,
      confirmedAt: iso(row.confirmed_at),
      tokenExpiresAt: iso(row.token_expires_at),
    };
  },

  /** Uses the consent's token once: false when another confirmation used it first. */
  async confirmConsent(db: Db, consentId: number, tokenHash: string, now: number): Promise<boolean> {
    const changed = await db('newsletter_consents')
      .where({ id: consentId, token_hash: tokenHash })
      .update({ confirmed_at: toDbDateTime(new Date(now)), token_hash: null });
    return changed === 1;
  },

  /** Every confirmation link of the subscriber stops working (they unsubscribed: only a new opt-in brings them back). */
  async voidConfirmationLinks(db: Db, subscriberId: number): Promise<void> {
    await db('newsletter_consents').where({ subscriber_id: subscriberId }).whereNotNull('token_hash').update({ token_hash: null });
  },

  /** Erasure: the subscriber, and by cascade their personas, consents and recipient rows. */
  async remove(db: Db, id: number): Promise<boolean> {
    return db.transaction(async (trx) => {
      // Deleted explicitly too: a SQLite connection without foreign keys on would leave them.
      await trx('newsletter_recipients').where({ subscriber_id: id }).delete();
      await trx('newsletter_consents').where({ subscriber_id: id }).delete();
      await trx('newsletter_subscriber_personas').where({ subscriber_id: id }).delete();
      return (await trx('newsletter_subscribers').where({ id }).delete()) === 1;
    });
  },
};
