import {
  NEWSLETTER_CONSENT_VERSION,
  NEWSLETTER_CONSENT_WORDING,
  NEWSLETTER_TEXTS,
  type Parsed,
  type SpamReason,
  type SubscribeInput,
  type SubscriptionView,
  type TagType,
} from '@folio/contracts';
import { toDbDateTime } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';
import { conflict, DomainError } from '../../domain-error.js';
import { transactionWithRetry } from '../content/item-version.js';
import type { ConfirmationEmail } from './confirmation-email.js';
import { hashConfirmationToken, newConfirmationToken } from './confirmation-token.js';
import { checkFormToken, contactKey } from '../messages/index.js';
import type { SubscribeLimits } from './subscribe-limits.js';
import { SUBSCRIBER_STATUS } from './subscriber-status.js';
import { orderedPersonas, subscribersRepository as repository, type SubscriberRow } from './subscribers.repository.js';
import { dropQueuedRecipients } from './suppress.js';
import { parseUnsubscribeToken, sameKey } from './unsubscribe-link.js';

/**
 * What became of a subscribe form. Only 'stored' writes anything: a consent row with its token, and
 * `email` is the confirmation to send (null past the site's daily limit). Every outcome gets the same answer.
 */
export type SubscribeOutcome =
  | { outcome: 'honeypot' }
  | { outcome: 'bad-token'; reason: SpamReason }
  | { outcome: 'too-soon' }
  | { outcome: 'stored'; consentId: number; email: ConfirmationEmail | null };

/** A confirmation link that has expired or was used: the router answers 410. */
export class LinkExpired extends Error {
  constructor() {
    super(NEWSLETTER_TEXTS.linkExpired);
    this.name = 'LinkExpired';
  }
}
const LINK_EXPIRED = () => new LinkExpired();
const UNKNOWN_LINK = () => new DomainError('not-found', NEWSLETTER_TEXTS.unknownLink);
export const NOT_SUBSCRIBED =
  'Only a confirmed subscription can change the personas it follows. Please subscribe again: a new confirmation email will be sent.';

/** The address as kept: one row per address, whatever its case. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** What the unsubscribe page may show of an address: its first character and its domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** The subscriber an unsubscribe token names, with its key checked in constant time; else null. */
async function subscriberOfToken(db: Db, token: string | null): Promise<SubscriberRow | null> {
  const parsed = token === null ? null : parseUnsubscribeToken(token);
  if (!parsed) return null;
  const subscriber = await repository.byId(db, parsed.subscriberId);
  return subscriber && sameKey(parsed.key, subscriber.unsubscribeKey) ? subscriber : null;
}

/** Subscribing with double opt-in, confirming, and leaving or changing the personas followed. */
export const subscriptionService = {
  /**
   * A subscribe form sent from `address` at `now`: the honeypot, the network's hourly limit (throws
   * SubscribeLimitReached), the form token, one confirmation per address per 10 minutes, then a consent
   * row with a fresh 48-hour token. The address's status does not change until it is confirmed (a new
   * address is 'pending', and follows what it asked for meanwhile). Past the site's daily limit the
   * consent is kept but no email goes out.
   */
  async subscribe(db: Db, limits: SubscribeLimits, input: Parsed<SubscribeInput>, address: string, now: number): Promise<SubscribeOutcome> {
    if (input.website !== null) return { outcome: 'honeypot' };
    await limits.takeNetwork(address, now);
    const checked = checkFormToken(await contactKey(db), input.formToken, now);
    if (checked.verdict || !checked.genuine) return { outcome: 'bad-token', reason: checked.verdict ?? 'bad-token' };
    const email = normalEmail(input.email);
    if (!(await limits.takeEmail(email, now))) return { outcome: 'too-soon' };
    const personas = orderedPersonas(input.personas);
    const link = newConfirmationToken(now);
    // A token is not single-use here: nginx's micro-cache gives every visitor of one cached page the
    // same token, and a second subscriber from it must not be dropped. The confirmation email, the
    // per-network and per-address limits are what hold a robot back.
    const stored = await transactionWithRetry(db, async (trx) => {
        const subscriber = await repository.findOrCreate(trx, email, now);
        if (subscriber.status === SUBSCRIBER_STATUS.pending) await repository.setPersonas(trx, subscriber.id, personas);
        const consentId = await repository.insertConsent(trx, {
          subscriberId: subscriber.id,
          wordingVersion: NEWSLETTER_CONSENT_VERSION,
          wording: NEWSLETTER_CONSENT_WORDING,
          page: input.page,
          personas,
          askedAt: now,
          tokenHash: link.hash,
          tokenExpiresAt: link.expiresAt,
        });
        return { consentId, subscribedAlready: subscriber.status === SUBSCRIBER_STATUS.confirmed };
    });
    const mailable = await limits.takeSiteDay(now);
    return {
      outcome: 'stored',
      consentId: stored.consentId,
      email: mailable ? { to: email, consentId: stored.consentId, token: link.token, personas, wording: NEWSLETTER_CONSENT_WORDING, subscribedAlready: stored.subscribedAlready } : null,
    };
  },

  /**
   * Follows a confirmation link: the consent is confirmed and its token used up (410 when it has expired
   * or was used). A confirmed address adds the consent's personas to those it follows; any other
   * (pending, unsubscribed, suppressed) becomes confirmed with exactly the consent's personas.
   */
  async confirm(db: Db, token: string, now: number): Promise<{ personas: TagType[] }> {
    const hash = hashConfirmationToken(token);
    const consent = await repository.consentByTokenHash(db, hash);
    if (!consent || consent.tokenExpiresAt === null || Date.parse(consent.tokenExpiresAt) <= now) throw LINK_EXPIRED();
    return transactionWithRetry(db, async (trx) => {
      if (!(await repository.confirmConsent(trx, consent.id, hash, now))) throw LINK_EXPIRED();
      const subscriber = (await repository.byId(trx, consent.subscriberId))!;
      let personas = consent.personas;
      if (subscriber.status === SUBSCRIBER_STATUS.confirmed) {
        personas = orderedPersonas([...(await repository.personasOf(trx, subscriber.id)), ...consent.personas]);
      } else {
        await repository.update(trx, subscriber.id, { status: SUBSCRIBER_STATUS.confirmed, confirmed_at: toDbDateTime(new Date(now)), unsubscribed_at: null, suppressed_reason: null }, now);
      }
      await repository.setPersonas(trx, subscriber.id, personas);
      return { personas };
    });
  },

  /** What the unsubscribe page shows; 404 for a token this site did not give. */
  async view(db: Db, token: string | null): Promise<SubscriptionView> {
    const subscriber = await subscriberOfToken(db, token);
    if (!subscriber) throw UNKNOWN_LINK();
    return { status: subscriber.status, personas: await repository.personasOf(db, subscriber.id), maskedEmail: maskEmail(subscriber.email) };
  },

  /** A confirmed subscriber changes the personas followed (409 for any other status: they must subscribe again). */
  async change(db: Db, token: string | null, personas: TagType[], now: number): Promise<SubscriptionView> {
    const subscriber = await subscriberOfToken(db, token);
    if (!subscriber) throw UNKNOWN_LINK();
    if (subscriber.status !== SUBSCRIBER_STATUS.confirmed) throw conflict(NOT_SUBSCRIBED);
    const chosen = orderedPersonas(personas);
    await transactionWithRetry(db, async (trx) => {
      await repository.setPersonas(trx, subscriber.id, chosen);
      await repository.update(trx, subscriber.id, {}, now);
    });
    return { status: subscriber.status, personas: chosen, maskedEmail: maskEmail(subscriber.email) };
  },

  /**
   * Unsubscribes at once: status 'unsubscribed' (a suppressed address stays suppressed), no queued email
   * of any send goes to them any more, and every confirmation link they were sent stops working, so
   * that only a new double opt-in brings them back. Doing it twice changes nothing.
   */
  async unsubscribe(db: Db, token: string | null, now: number): Promise<void> {
    const subscriber = await subscriberOfToken(db, token);
    if (!subscriber) throw UNKNOWN_LINK();
    await transactionWithRetry(db, async (trx) => {
      if (subscriber.status === SUBSCRIBER_STATUS.pending || subscriber.status === SUBSCRIBER_STATUS.confirmed) {
        await repository.update(trx, subscriber.id, { status: SUBSCRIBER_STATUS.unsubscribed, unsubscribed_at: toDbDateTime(new Date(now)) }, now);
      }
      await dropQueuedRecipients(trx, subscriber.id, 'unsubscribed');
      await repository.voidConfirmationLinks(trx, subscriber.id);
    });
  },
};
