import type { ContactMessage } from '@folio/contracts';

let nextId = 1;

/** A message as the API answers it: read, in the inbox, from the enterprise persona, an hour old unless told otherwise. */
export function contactMessage(overrides: Partial<ContactMessage> & { minutesAgo?: number } = {}): ContactMessage {
  const { minutesAgo = 60, ...rest } = overrides;
  const id = rest.id ?? nextId++;
  return {
    id,
    name: `Visitor ${id}`,
    email: `visitor${id}@example.com`,
    subject: 'A project',
    message: `Hello,\nthis is message ${id}.`,
    persona: 'enterprise',
    page: '/enterprise',
    folder: 'inbox',
    read: true,
    spamReason: null,
    receivedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    notify: 'sent',
    notifyError: null,
    repliedAt: null,
    note: null,
    ...rest,
  };
}

/** Three messages in the inbox (two unread), one in Spam and one archived. */
export function inboxMessages(): ContactMessage[] {
  return [
    contactMessage({ id: 1, name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Hiring', message: 'We are hiring an architect.\n\nAre you free in March?', read: false, minutesAgo: 5 }),
    contactMessage({ id: 2, name: 'Grace Hopper', email: 'grace@example.com', subject: 'A project', persona: 'business', read: false, minutesAgo: 120, notify: 'failed', notifyError: 'SMTP server refused the connection' }),
    contactMessage({ id: 3, name: 'Linus Coach', email: 'linus@example.com', subject: 'Coaching', persona: 'fitness', minutesAgo: 60 * 24 * 3 }),
    contactMessage({ id: 4, name: 'Spammy Bot', email: 'bot@example.com', subject: null, message: 'Buy now http://a http://b http://c', folder: 'spam', spamReason: 'too-many-links', read: false, minutesAgo: 30 }),
    contactMessage({ id: 5, name: 'Old Friend', email: 'friend@example.com', subject: 'Something else', folder: 'archived', minutesAgo: 60 * 24 * 40 }),
  ];
}
