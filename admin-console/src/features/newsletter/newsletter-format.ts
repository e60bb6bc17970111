import { PERSONA_TITLES, RECIPIENT_STATES, type NewsletterSend, type TagType } from '@folio/contracts';

const numbers = new Intl.NumberFormat();
export const formatCount = (value: number): string => numbers.format(value);

/** '5 subscribers', '1 subscriber'. */
export const subscribersText = (count: number): string => `${formatCount(count)} ${count === 1 ? 'subscriber' : 'subscribers'}`;

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
/** A stored instant as the owner's calendar day ('4 Mar 2026'); '—' for none. */
export const dateText = (iso: string | null): string => (iso ? dayFormat.format(new Date(iso)) : '—');

/** Personas by their titles ('Enterprise Tech, Fitness Coach'); `none` when there are none. */
export const personasText = (personas: readonly TagType[], none: string): string => (personas.length === 0 ? none : personas.map((persona) => PERSONA_TITLES[persona]).join(', '));

/** A send's recipients, all states together, and those already dealt with (sent, failed or suppressed). */
export function sendTotals(send: NewsletterSend): { total: number; handled: number } {
  const total = RECIPIENT_STATES.reduce((sum, state) => sum + send.counts[state], 0);
  return { total, handled: total - send.counts.queued };
}
