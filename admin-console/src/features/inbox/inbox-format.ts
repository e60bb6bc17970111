import { PERSONA_TITLES, SPAM_REASONS, type ContactMessage, type MessageFolder, type NotifyState, type TagType } from '@folio/contracts';

/** The folders as the inbox names them. */
export const FOLDER_LABELS: Record<MessageFolder, string> = { inbox: 'Inbox', spam: 'Spam', archived: 'Archived' };

/** The persona a message came through, by its title ('Enterprise Tech'); none when sent from a page of no persona. */
export const personaLabel = (persona: TagType | null): string => (persona ? PERSONA_TITLES[persona] : 'No persona');

export const subjectLabel = (subject: string | null): string => subject ?? 'No subject';

/** Why the checks put a message in Spam, in the owner's words. */
export const spamReasonText = (message: Pick<ContactMessage, 'spamReason'>): string | null =>
  message.spamReason ? (SPAM_REASONS[message.spamReason] ?? message.spamReason) : null;

/** The owner's email about a message, in words. */
export function notifyText({ notify, notifyError }: Pick<ContactMessage, 'notify' | 'notifyError'>): string {
  const texts: Record<NotifyState, string> = {
    off: 'Not sent: email notifications are not set up',
    pending: 'Waiting to be sent',
    sent: 'Sent to you',
    failed: `Could not be sent${notifyError ? `: ${notifyError}` : ''}`,
  };
  return texts[notify] ?? notify;
}

/** The first line of the text that says something, cut at `max` characters. */
export function firstLine(text: string, max = 120): string {
  const line = text.split(/\r\n|\r|\n/).find((candidate) => candidate.trim() !== '')?.trim() ?? '';
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** The date and time in full, as the browser writes them ('Nov 26, 2026, 3:04 PM'). */
export const fullDate = (iso: string): string => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** How long ago: 'just now', '5 minutes ago', 'yesterday', '3 weeks ago'. */
export function relativeTime(iso: string, now = Date.now()): string {
  let amount = (new Date(iso).getTime() - now) / 1000;
  if (!Number.isFinite(amount)) return '';
  if (Math.abs(amount) < 45) return 'just now';
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return '';
}

/**
 * A `mailto:` link that answers the visitor: 'Re: <subject>' (or 'Re: Your message'), and the
 * message quoted below an empty line, each line behind '> '. Every part is encoded, so nothing the
 * visitor wrote can add a recipient or a header; line breaks are CRLF, as mail links want them.
 */
export function replyHref({ email, subject, message }: Pick<ContactMessage, 'email' | 'subject' | 'message'>): string {
  const quoted = message
    .split(/\r\n|\r|\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\r\n');
  const address = encodeURIComponent(email).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(`Re: ${subject ?? 'Your message'}`)}&body=${encodeURIComponent(`\r\n\r\n${quoted}`)}`;
}
