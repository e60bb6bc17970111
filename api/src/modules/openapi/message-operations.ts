/** The contact form's and the inbox's routes (api/src/modules/messages/messages.router.ts), described (their answers: message-schemas.ts). */
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  CONTACT_PERSONA_RULE,
  DELETED_MESSAGE_DAYS,
  MESSAGE_CHANGE_EMPTY,
  MESSAGE_FOLDERS,
  MESSAGE_LIST_RULES,
  MESSAGE_PAGE_MAX,
  MESSAGE_PAGE_SIZE,
  MESSAGE_QUERY_MAX,
  TAG_TYPES,
} from '@folio/contracts';
import { ref } from './components.js';
import { NO_CONTENT, answer, type Described } from './described.js';

const CONTACT = 'contact';
const INBOX = 'messages';

const WHOLE = `Deleted messages are left out of every list, count and read (404) until restored; ${DELETED_MESSAGE_DAYS} days after their delete they are removed for good.`;
const oneOf = (values: readonly string[]) => ({ type: 'string', enum: [...values] });

export const messageRoutes: Record<string, Described> = {
  'GET /api/contact/form': {
    tag: CONTACT,
    operationId: 'contactForm',
    summary: 'A form token and the subjects to offer, for a contact form about to be shown',
    description:
      'Answered with `Cache-Control: no-store`: every form gets a token of its own, dated now. A message sent less than 3 seconds or more than a day ' +
      'after its token was made, or with a token this site did not give, is stored in Spam.',
    query: [
      {
        name: 'persona',
        in: 'query',
        required: false,
        schema: oneOf(TAG_TYPES),
        description: `The persona whose page shows the form: its subjects (the owner's list, else the defaults). Absent: the general list. Otherwise 400: '${CONTACT_PERSONA_RULE}'.`,
      },
    ],
    responses: { 200: answer('The token and the subjects.', ref('ContactForm')) },
    errors: [400],
  },
  'POST /api/contact/messages': {
    tag: CONTACT,
    operationId: 'sendContactMessage',
    summary: 'Send a message to the owner',
    description:
      'Stored in the inbox (and, with an SMTP server configured, emailed to the owner), or in Spam when the form token is missing, forged, ' +
      `less than 3 seconds or more than a day old, or already used by another message, or the text holds more than CONTACT_MAX_LINKS links. With the honeypot \`website\` filled the answer is the same 201 and nothing is stored. ` +
      'The same send again (same `idempotencyKey`, email and message) answers 200 with the same body and stores nothing more, whatever the limits say now. ' +
      `A \`subject\` must be one the persona's form offers (GET /api/contact/form), else 400: '${CONTACT_MESSAGES.subjectNotOffered}'; \`page\` must be a path of this site. ` +
      `Past CONTACT_MAX_PER_ADDRESS_PER_HOUR messages from one sender network (an IPv4 address, or an IPv6 /64: CLIENT_IPV6_PREFIX) nothing is stored: 429 with \`Retry-After\` and '${CONTACT_MESSAGES.tooMany}'. ` +
      "Past CONTACT_MAX_PER_DAY messages for the site in a UTC day, a message is still received (201) but kept in Spam, with no email to the owner. " +
      "A browser request from another site's page is refused (403). No session, no CSRF token; the sender's address is not stored.",
    body: 'ContactMessageInput',
    responses: {
      200: answer('This message was stored already (a resend): nothing more is stored.', ref('ContactReceipt')),
      201: answer('Received.', ref('ContactReceipt')),
    },
    errors: [403, 429],
  },
  'GET /api/admin/messages': {
    tag: INBOX,
    operationId: 'listMessages',
    summary: 'One page of the inbox, newest first',
    description: `Every folder unless \`folder\` says one. ${WHOLE} A bad parameter is a 400 naming it in \`fields\`.`,
    query: [
      { name: 'folder', in: 'query', required: false, schema: oneOf(MESSAGE_FOLDERS), description: `Only that folder. Otherwise 400: '${MESSAGE_LIST_RULES.folder}'.` },
      { name: 'unread', in: 'query', required: false, schema: oneOf(['true', 'false']), description: `\`true\`: only unread messages; \`false\` or absent: read or not. Otherwise 400: '${MESSAGE_LIST_RULES.unread}'.` },
      { name: 'persona', in: 'query', required: false, schema: oneOf([...TAG_TYPES, 'none']), description: `Only messages sent through that persona's page; \`none\`: sent with no persona. Otherwise 400: '${MESSAGE_LIST_RULES.persona}'.` },
      { name: 'subject', in: 'query', required: false, schema: { type: 'string', maxLength: CONTACT_LIMITS.subject }, description: `Only messages with exactly that subject. Otherwise 400: '${MESSAGE_LIST_RULES.subject}'.` },
      { name: 'q', in: 'query', required: false, schema: { type: 'string', maxLength: MESSAGE_QUERY_MAX }, description: `Words, each of which must appear in the name, email, subject or message (the first ten count). Otherwise 400: '${MESSAGE_LIST_RULES.q}'.` },
      { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1, default: 1 }, description: `Otherwise 400: '${MESSAGE_LIST_RULES.page}'.` },
      { name: 'pageSize', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: MESSAGE_PAGE_MAX, default: MESSAGE_PAGE_SIZE }, description: `Otherwise 400: '${MESSAGE_LIST_RULES.pageSize}'.` },
    ],
    responses: { 200: answer('The page and the total.', ref('MessageList')) },
    errors: [400],
  },
  'GET /api/admin/messages/summary': {
    tag: INBOX,
    operationId: 'messageSummary',
    summary: "The inbox tab's badge and the leads each persona brought",
    description: 'Deleted messages are not counted. `mailConfigured` says whether the owner is emailed about new messages.',
    responses: { 200: answer('The figures.', ref('MessageSummary')) },
  },
  'GET /api/admin/messages/{id}': {
    tag: INBOX,
    operationId: 'getMessage',
    summary: 'One message',
    description: 'Reading it does not mark it read (`PATCH` with `read: true` does). A deleted message is a 404.',
    responses: { 200: answer('The message.', ref('ContactMessage')) },
  },
  'PATCH /api/admin/messages/{id}': {
    tag: INBOX,
    operationId: 'changeMessage',
    summary: 'Mark a message read or unread, or move it to another folder',
    description:
      "Into `spam`: its `spamReason` becomes `owner` (one the checks put there keeps theirs) and an email not yet sent is not sent. Out of Spam ('Not spam'): no reason. " +
      '`replied: true` records now as `repliedAt` (the latest answer), `false` clears it; `note` replaces the private note, blank or null removes it, left out it stays. ' +
      `The body is checked first (400; with no field: '${MESSAGE_CHANGE_EMPTY}'), then the id (404, a deleted message too).`,
    body: 'MessageChangeInput',
    responses: { 200: answer('The message as stored now.', ref('ContactMessage')) },
  },
  'DELETE /api/admin/messages/{id}': {
    tag: INBOX,
    operationId: 'deleteMessage',
    summary: 'Delete a message (it can be restored)',
    description: `Kept whole for ${DELETED_MESSAGE_DAYS} days, for Undo (\`POST …/restore\`), then removed for good. A message deleted already is a 404.`,
    responses: NO_CONTENT,
  },
  'POST /api/admin/messages/{id}/restore': {
    tag: INBOX,
    operationId: 'restoreMessage',
    summary: 'Undo the delete of a message',
    description: 'No body. Answers the message as it was (a message that is not deleted, as it is). 404 when it was never there or is removed for good.',
    responses: { 200: answer('The message.', ref('ContactMessage')) },
  },
  'GET /api/admin/contact/subjects': {
    tag: CONTACT,
    operationId: 'contactSubjects',
    summary: "Each persona's subjects, as its contact form offers them",
    description: 'The list the owner set, or the defaults for a persona whose list was never set.',
    responses: { 200: answer('The lists.', ref('ContactSubjects')) },
  },
  'PUT /api/admin/contact/subjects': {
    tag: CONTACT,
    operationId: 'replaceContactSubjects',
    summary: "Replace every persona's subjects",
    description: `Each list in order, at most ${CONTACT_LIMITS.subjects} subjects of one line and at most ${CONTACT_LIMITS.subject} characters; an empty list hides the subject field of that persona's form.`,
    body: 'ContactSubjectsInput',
    responses: { 200: answer('The lists as stored.', ref('ContactSubjects')) },
  },
};
