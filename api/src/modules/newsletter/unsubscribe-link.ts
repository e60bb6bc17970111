import { randomBytes, timingSafeEqual } from 'node:crypto';

/** A new subscriber's unsubscribe key: 16 random bytes, base64url (22 characters). */
export const newUnsubscribeKey = (): string => randomBytes(16).toString('base64url');

/** The token of a subscriber's unsubscribe link: `<subscriberId>.<unsubscribe_key>`. It never expires. */
export const unsubscribeToken = (subscriberId: number, key: string): string => `${subscriberId}.${key}`;

/** The subscriber id and key a token names, or null when it is not shaped like one. */
export function parseUnsubscribeToken(token: string): { subscriberId: number; key: string } | null {
  const parts = /^([1-9]\d{0,9})\.([\w-]{1,32})$/.exec(token);
  if (!parts) return null;
  const subscriberId = Number(parts[1]);
  return Number.isSafeInteger(subscriberId) ? { subscriberId, key: parts[2]! } : null;
}

/** Whether `given` is the subscriber's key, compared in constant time. */
export function sameKey(given: string, stored: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(stored, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The two unsubscribe addresses of an email's List-Unsubscribe header: the https one (a POST there
 * is RFC 8058's one click; a GET leads to the page), and a mailto to the owner's mailbox (`from`,
 * CONTACT_FROM), which the owner reads and acts on by hand.
 */
export function unsubscribeUrls(siteUrl: string, from: string, token: string): { https: string; mailto: string } {
  return {
    https: `${siteUrl.replace(/\/+$/, '')}/api/newsletter/unsubscribe/${encodeURIComponent(token)}`,
    mailto: `mailto:${from}?subject=unsubscribe`,
  };
}
