/** The answers of the contact form's and the inbox's routes (message-operations.ts); the request bodies come from the contracts (components.ts). */
import { CONTACT_LIMITS, MESSAGE_FOLDERS, MESSAGE_NOTE_MAX, MESSAGE_PAGE_MAX, NOTIFY_STATES, SPAM_REASONS, TAG_TYPES } from '@folio/contracts';
import type { JsonSchema } from './contract-schema.js';
import { object, ref } from './schema-builders.js';

const count = { type: 'integer', minimum: 0 };
const persona = { type: ['string', 'null'], enum: [...TAG_TYPES, null] };
const subjectList = { type: 'array', maxItems: CONTACT_LIMITS.subjects, items: { type: 'string', maxLength: CONTACT_LIMITS.subject } };

export const messageSchemas: Record<string, JsonSchema> = {
  ContactForm: object({
    token: { type: 'string', description: 'Send it back as `formToken`: it dates the form (signed by this site, nothing about the visitor).' },
    subjects: { type: 'array', items: { type: 'string' }, description: "The subjects to offer, in order; empty: no subject field." },
  }),
  ContactReceipt: object({ received: { const: true }, message: { type: 'string', description: 'The text to show (read out by the form\'s live region).' } }),
  ContactMessage: object({
    id: { type: 'integer', minimum: 1 },
    name: { type: 'string' },
    email: { type: 'string' },
    subject: { type: ['string', 'null'] },
    message: { type: 'string' },
    persona: { ...persona, description: 'The persona whose page the form was on; null for the general form.' },
    page: { type: ['string', 'null'], description: 'The page the form was on.' },
    folder: { type: 'string', enum: [...MESSAGE_FOLDERS] },
    read: { type: 'boolean' },
    spamReason: {
      type: ['string', 'null'],
      enum: [...Object.keys(SPAM_REASONS), null],
      description: `Why it is in Spam: ${Object.entries(SPAM_REASONS).map(([reason, text]) => `\`${reason}\` (${text})`).join(', ')}; null outside Spam.`,
    },
    receivedAt: { type: 'string', format: 'date-time' },
    notify: {
      type: 'string',
      enum: [...NOTIFY_STATES],
      description: "The owner's email about it: `off` (no SMTP server, or Spam), `pending` (waiting or retrying), `sent`, `failed` (given up).",
    },
    notifyError: { type: ['string', 'null'], description: 'Why the email could not be sent, when it could not.' },
    repliedAt: { type: ['string', 'null'], format: 'date-time', description: "When the owner last answered it (Reply in the console, or marked replied); null until then." },
    note: { type: ['string', 'null'], maxLength: MESSAGE_NOTE_MAX, description: "The owner's private note; never shown or sent to the visitor." },
  }),
  MessageList: object({
    items: { type: 'array', items: ref('ContactMessage') },
    total: { ...count, description: 'How many messages match, all pages together.' },
    page: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: MESSAGE_PAGE_MAX },
  }),
  MessageSummary: object({
    mailConfigured: { type: 'boolean', description: 'Whether the owner is emailed about each new message (SMTP_URL, CONTACT_FROM and CONTACT_NOTIFY_TO set); the console shows a lasting notice while it is false.' },
    unread: { ...count, description: 'Unread messages in the inbox.' },
    spam: { ...count, description: 'Messages in Spam.' },
    failedEmails: { ...count, description: 'Messages whose email to the owner could not be sent.' },
    overCapToday: { ...count, description: "Messages received today (UTC) after the day's limit (CONTACT_MAX_PER_DAY) and still in Spam for it." },
    byPersona: {
      type: 'array',
      description: 'Each persona, then no persona (null), always in that order: the messages received through it (inbox and archived, not Spam) in the last 7, 30 and 90 days.',
      items: object({ persona, last7: count, last30: count, last90: count }),
    },
  }),
  ContactSubjects: object(Object.fromEntries(TAG_TYPES.map((tag) => [tag, subjectList]))),
};

