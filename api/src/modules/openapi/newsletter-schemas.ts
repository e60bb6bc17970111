/** The answers of the newsletter's subscribe and subscriber routes (newsletter-operations.ts); the request bodies come from the contracts (components.ts). */
import { NEWSLETTER_LIMITS, RECIPIENT_STATES, SUBSCRIBER_STATUSES, SUBSCRIBER_STATUS_LABELS, TAG_TYPES } from '@folio/contracts';
import type { JsonSchema } from './contract-schema.js';
import { object, ref } from './schema-builders.js';

const count = { type: 'integer', minimum: 0 };
const persona = { type: 'string', enum: [...TAG_TYPES] };
const personas = { type: 'array', items: persona, uniqueItems: true, description: 'Tag types, in the order enterprise, business, fitness.' };
const status = {
  type: 'string',
  enum: [...SUBSCRIBER_STATUSES],
  description: Object.entries(SUBSCRIBER_STATUS_LABELS).map(([value, label]) => `\`${value}\`: ${label}`).join('; ') + '. Only `confirmed` addresses are sent posts.',
};
const dateTime = { type: 'string', format: 'date-time' };
const byStatus = Object.fromEntries(SUBSCRIBER_STATUSES.map((value) => [value, count]));

export const newsletterSchemas: Record<string, JsonSchema> = {
  NewsletterForm: object({
    available: { type: 'boolean', description: 'False without SMTP_URL: the forms are not shown (a subscription would be answered 503).' },
    token: { type: 'string', description: 'Send it back as `formToken` (the contact form\'s kind of token: it dates the form, nothing about the visitor).' },
  }),
  SubscribeReceipt: object({ received: { const: true }, message: { type: 'string', description: 'The same text whatever the address: no one learns who is on the list.' } }),
  ConfirmedPersonas: object({ personas: { ...personas, description: 'Every persona the address follows now.' } }),
  SubscriptionView: object({
    status,
    personas,
    maskedEmail: { type: 'string', description: "The address's first character and its domain (`a***@example.com`): the page never shows the whole address." },
  }),
  Unsubscribed: object({ unsubscribed: { const: true } }),
  Subscriber: object({
    id: { type: 'integer', minimum: 1 },
    email: { type: 'string', description: 'Lower-cased.' },
    status,
    personas,
    createdAt: { ...dateTime, description: 'When the address first asked to subscribe.' },
    confirmedAt: { type: ['string', 'null'], format: 'date-time', description: 'Its latest confirmation (becoming `confirmed`); null before any.' },
    unsubscribedAt: { type: ['string', 'null'], format: 'date-time' },
    suppressedReason: { type: ['string', 'null'], description: "The mail server's reply when it refused the address (status `suppressed`)." },
  }),
  SubscriberPage: object({
    items: { type: 'array', items: ref('Subscriber') },
    total: { ...count, description: 'How many subscribers match, all pages together.' },
    page: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: NEWSLETTER_LIMITS.pageSize },
  }),
  NewsletterSummary: object({
    mailConfigured: { type: 'boolean', description: 'False without SMTP_URL: the forms are hidden and nothing can be sent.' },
    byPersona: { type: 'array', description: 'Each persona, in order: its addresses by status (an address following two personas counts in both).', items: object({ persona, ...byStatus }) },
    total: { ...object(byStatus), description: 'Addresses by status.' },
    growth: {
      type: 'array',
      description: 'The last 90 UTC days, oldest first: the addresses confirmed that day (by their latest confirmation) and those that left it (unsubscribed, or suppressed), as the subscribers stand now.',
      items: object({ day: { type: 'string', format: 'date' }, confirmed: count, left: count }),
    },
  }),
  NewsletterSend: object({
    id: { type: 'integer', minimum: 1 },
    postId: { type: 'integer', minimum: 1 },
    postTitle: { type: 'string' },
    subject: { type: 'string' },
    personas: { ...personas, description: "The personas whose subscribers it went to; empty: the post is for no persona, so every confirmed subscriber." },
    status: { type: 'string', enum: ['sending', 'done'], description: '`done` once no recipient is queued.' },
    createdAt: dateTime,
    finishedAt: { type: ['string', 'null'], format: 'date-time' },
    counts: { ...object(Object.fromEntries(RECIPIENT_STATES.map((state) => [state, count]))), description: 'Its recipients by state.' },
  }),
  NewsletterPreview: object({
    subject: { type: 'string' },
    html: { type: 'string' },
    text: { type: 'string' },
    recipients: { ...count, description: 'How many confirmed subscribers the send would reach now.' },
    alreadySent: { anyOf: [ref('NewsletterSend'), { type: 'null' }], description: "The post's send, when it was sent." },
  }),
};
