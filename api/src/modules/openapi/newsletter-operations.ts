/** The newsletter's public routes and the console's subscriber routes (api/src/modules/newsletter/), described (their answers: newsletter-schemas.ts). */
import { NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES, NEWSLETTER_TEXTS, SUBSCRIBER_STATUSES, TAG_TYPES } from '@folio/contracts';
import { NOT_SUBSCRIBED, SUBSCRIBER_CSV_COLUMNS, SUBSCRIBER_LIST_RULES, SUBSCRIBER_PAGE_SIZE, SUBSCRIBER_QUERY_MAX } from '../newsletter/index.js';
import { ref } from './components.js';
import { object } from './schema-builders.js';
import { NO_CONTENT, answer, type Described } from './described.js';

const NEWSLETTER = 'newsletter';
const SUBSCRIBERS = 'subscribers';
const SENDS = 'newsletter sends';
const oneOf = (values: readonly string[]) => ({ type: 'string', enum: [...values] });
const error = ref('Error');
const LINK_GONE = { 410: answer(`The link has expired (${NEWSLETTER_LIMITS.confirmHours} hours) or was used already: '${NEWSLETTER_TEXTS.linkExpired}'.`, error) };
const UNKNOWN = `A token this site did not give: 404 '${NEWSLETTER_TEXTS.unknownLink}'.`;
const TOKEN = 'The unsubscribe token every email carries (`<subscriberId>.<key>`); it never expires.';

const filters = [
  { name: 'q', in: 'query', required: false, schema: { type: 'string', maxLength: SUBSCRIBER_QUERY_MAX }, description: `Part of the address (any case). Otherwise 400: '${SUBSCRIBER_LIST_RULES.q}'.` },
  { name: 'status', in: 'query', required: false, schema: oneOf(SUBSCRIBER_STATUSES), description: `Only that status. Otherwise 400: '${SUBSCRIBER_LIST_RULES.status}'.` },
  { name: 'persona', in: 'query', required: false, schema: oneOf(TAG_TYPES), description: `Only addresses following that persona. Otherwise 400: '${SUBSCRIBER_LIST_RULES.persona}'.` },
];
const paging = [
  { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1, default: 1 }, description: `Otherwise 400: '${SUBSCRIBER_LIST_RULES.page}'.` },
  { name: 'pageSize', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: NEWSLETTER_LIMITS.pageSize, default: SUBSCRIBER_PAGE_SIZE }, description: `Otherwise 400: '${SUBSCRIBER_LIST_RULES.pageSize}'.` },
];

export const newsletterRoutes: Record<string, Described> = {
  'GET /api/newsletter/form': {
    tag: NEWSLETTER,
    operationId: 'newsletterForm',
    summary: 'Whether the subscribe forms are shown, and a form token',
    description: 'Answered with `Cache-Control: no-store`: every form gets a token of its own, dated now.',
    responses: { 200: answer('Whether mail is configured, and the token.', ref('NewsletterForm')) },
  },
  'POST /api/newsletter/subscriptions': {
    tag: NEWSLETTER,
    operationId: 'subscribe',
    summary: 'Ask to get new posts by email (double opt-in)',
    description:
      `The same 202 for a new, pending, confirmed, unsubscribed or suppressed address; the confirmation email (a link valid ${NEWSLETTER_LIMITS.confirmHours} hours) goes out after the answer. ` +
      'A consent row keeps the wording shown (its version and words), the page, the personas and the time, never the client\'s address. ' +
      'Nothing is stored or sent, with the same 202, when the honeypot `website` is filled or the form token is missing, forged, less than 3 seconds or more than a day old (a token may serve several visitors: a micro-cached page gives each the same); ' +
      'nor for an address already sent a confirmation in the last 10 minutes. Past NEWSLETTER_MAX_PER_DAY confirmation emails for the site in a UTC day the consent is stored but no email is sent. ' +
      `Past NEWSLETTER_MAX_PER_ADDRESS_PER_HOUR forms from one client network (an IPv4 address, an IPv6 /64): 429 with \`Retry-After\` and '${NEWSLETTER_MESSAGES.tooMany}'. ` +
      `Without SMTP_URL: 503 '${NEWSLETTER_MESSAGES.unavailable}'. A browser request from another site's page is refused (403). No session, no CSRF token.`,
    body: 'SubscribeInput',
    responses: { 202: answer('Received (whatever became of it).', ref('SubscribeReceipt')) },
    errors: [403, 429],
  },
  'POST /api/newsletter/confirmations': {
    tag: NEWSLETTER,
    operationId: 'confirmSubscription',
    summary: 'Follow the link of a confirmation email',
    description:
      "The address becomes `confirmed`, following exactly the consent's personas; an address confirmed already adds them to those it follows. The link works once.",
    body: 'LinkTokenInput',
    responses: { 200: answer('Confirmed.', ref('ConfirmedPersonas')), ...LINK_GONE },
  },
  'GET /api/newsletter/subscription': {
    tag: NEWSLETTER,
    operationId: 'getSubscription',
    summary: "What the unsubscribe page shows: the subscription's status and personas",
    description: `Answered with \`Cache-Control: no-store\`. ${UNKNOWN}`,
    query: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' }, description: TOKEN }],
    responses: { 200: answer('The subscription.', ref('SubscriptionView')) },
    errors: [404],
  },
  'PUT /api/newsletter/subscription': {
    tag: NEWSLETTER,
    operationId: 'changeSubscription',
    summary: 'Change the personas a confirmed subscription follows',
    description: `${UNKNOWN} Any status but \`confirmed\`: 409 '${NOT_SUBSCRIBED}'.`,
    body: 'SubscriptionChangeInput',
    responses: { 200: answer('The subscription as it is now.', ref('SubscriptionView')) },
    errors: [404, 409],
  },
  'POST /api/newsletter/unsubscribe': {
    tag: NEWSLETTER,
    operationId: 'unsubscribe',
    summary: 'Unsubscribe (the page\'s button)',
    description: `No email of any send goes to the address any more, and its unused confirmation links stop working: only a new double opt-in brings it back. Again: the same answer. ${UNKNOWN}`,
    body: 'LinkTokenInput',
    responses: { 200: answer('Unsubscribed.', ref('Unsubscribed')) },
    errors: [404],
  },
  'POST /api/newsletter/unsubscribe/{token}': {
    tag: NEWSLETTER,
    operationId: 'unsubscribeOneClick',
    summary: 'One-click unsubscribe (RFC 8058), the https address of every email\'s List-Unsubscribe',
    description:
      "Mail providers' servers POST `List-Unsubscribe=One-Click` as a form: any body is accepted and not read, and no cross-site check applies (the token is the key). " +
      `Unsubscribes at once, as \`POST /api/newsletter/unsubscribe\` does. ${UNKNOWN}`,
    responses: { 200: answer('Unsubscribed.', ref('Unsubscribed')) },
  },
  'GET /api/newsletter/unsubscribe/{token}': {
    tag: NEWSLETTER,
    operationId: 'unsubscribePage',
    summary: 'A person following the List-Unsubscribe link: sent to the page',
    description: `Changes nothing: 303 to \`/unsubscribe/<token>\`, the page that asks to confirm and lets the personas be changed. ${UNKNOWN}`,
    responses: { 303: answer('To the unsubscribe page (`Location`).') },
  },
  'GET /api/admin/newsletter/summary': {
    tag: SUBSCRIBERS,
    operationId: 'newsletterSummary',
    summary: 'Subscribers by persona and status, and their growth',
    responses: { 200: answer('The figures.', ref('NewsletterSummary')) },
  },
  'GET /api/admin/newsletter/subscribers': {
    tag: SUBSCRIBERS,
    operationId: 'listSubscribers',
    summary: 'One page of the subscribers, newest first',
    description: 'A bad parameter is a 400 naming it in `fields`.',
    query: [...filters, ...paging],
    responses: { 200: answer('The page and the total.', ref('SubscriberPage')) },
    errors: [400],
  },
  'GET /api/admin/newsletter/subscribers.csv': {
    tag: SUBSCRIBERS,
    operationId: 'exportSubscribers',
    summary: 'Every subscriber the filters keep, as CSV',
    description:
      `An attachment \`subscribers.csv\` (UTF-8, CRLF), newest first, columns ${SUBSCRIBER_CSV_COLUMNS.join(', ')}; personas separated by spaces. ` +
      "Formula-safe: a cell starting with = + - @, a tab or a carriage return starts with ' instead. A bad parameter is a 400.",
    query: filters,
    responses: { 200: { description: 'The CSV file.', content: { 'text/csv': { schema: { type: 'string' } } } } },
    errors: [400],
  },
  'DELETE /api/admin/newsletter/subscribers/{id}': {
    tag: SUBSCRIBERS,
    operationId: 'eraseSubscriber',
    summary: 'Erase an address and everything about it',
    description: 'The address, its personas, its consent records and its rows in every send, for good (no undo).',
    responses: NO_CONTENT,
  },
  'GET /api/admin/newsletter/posts/{id}/preview': {
    tag: SENDS,
    operationId: 'previewPostEmail',
    summary: 'A post as its email: subject, HTML, plain text, and how many would receive it',
    description: "The post's own markdown with the persona's accent, every link and image absolute, no tracking; the unsubscribe link is a sample. `alreadySent` is the post's send when it has one.",
    responses: { 200: answer('The email.', ref('NewsletterPreview')) },
    errors: [404],
  },
  'POST /api/admin/newsletter/posts/{id}/test': {
    tag: SENDS,
    operationId: 'testPostEmail',
    summary: 'Send the email to the owner (CONTACT_NOTIFY_TO) alone, now',
    description: `Waits for the SMTP server's answer: 502 with its reason (no password) when it fails. Without SMTP_URL: 503 '${NEWSLETTER_MESSAGES.mailOff}'.`,
    responses: { 202: answer('Sent.', object({ sentTo: { type: 'string', description: 'The owner\'s address.' } })) },
    errors: [404, 502, 503],
  },
  'POST /api/admin/newsletter/posts/{id}/send': {
    tag: SENDS,
    operationId: 'sendPostEmail',
    summary: "Send a published post to the confirmed subscribers of its personas (everyone's for a post of no persona)",
    description:
      'The recipients are fixed now, one queued row each; the queue sends them at NEWSLETTER_RATE_PER_MINUTE. ' +
      `A second send of the post: 409 '${NEWSLETTER_MESSAGES.alreadySent}'. A draft or a post not yet live: 400 '${NEWSLETTER_MESSAGES.notPublished}'. ` +
      `Nobody to send to: 400 '${NEWSLETTER_MESSAGES.noRecipients}'. Without SMTP_URL: 503 '${NEWSLETTER_MESSAGES.mailOff}'.`,
    responses: { 201: answer('The send, queued.', ref('NewsletterSend')) },
    errors: [400, 404, 409, 503],
  },
  'GET /api/admin/newsletter/sends': {
    tag: SENDS,
    operationId: 'listNewsletterSends',
    summary: 'Every post sent by email, newest first, with its progress',
    responses: { 200: answer('The sends.', { type: 'array', items: ref('NewsletterSend') }) },
  },
  'GET /api/admin/newsletter/sends/{id}': {
    tag: SENDS,
    operationId: 'getNewsletterSend',
    summary: "One send's progress: its recipients queued, sent, failed and suppressed",
    responses: { 200: answer('The send.', ref('NewsletterSend')) },
    errors: [404],
  },
};
