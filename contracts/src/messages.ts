/**
 * The contact form and the console's inbox: one set of rules for the public form (with and without
 * JavaScript), the API that stores a message and the console that reads it.
 */
import { array, object, optional, size, type Infer } from 'superstruct';
import { TAG_TYPES, type TagType } from './constants.js';
import { arrayOnly, bounded, field, isSitePath, optionalOneOf, optionalText, requiredText, type Check } from './fields.js';

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 80, message: 5_000, page: 255, subjects: 8 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter an email address such as you@example.com',
  messageRequired: 'Please write a message',
  /** 201: shown in the form's live region, and on the page a form without JavaScript comes back to. */
  sent: 'Thank you, your message has been sent. I will reply as soon as I can.',
  /** 429: the visitor's text stays in the form. */
  tooMany: 'Too many messages have been sent from here in a short time. Please try again later; your message is still in the form.',
  /** 400 on `subject`: the API checks it against the list the persona's form offers (the owner's, which no contract knows). */
  subjectNotOffered: 'Please choose one of the subjects offered',
} as const;

/** What a name or a subject may not hold, each with its own message (400 on the field). */
export const ONE_LINE_RULES = {
  singleLine: 'Must be a single line',
  controlCharacter: 'Must not contain control characters',
  textDirection: 'Must not contain characters that change the direction of text',
  encodedWord: 'Must not contain “=?”, which starts an encoded email header',
} as const;

/** The page a message was sent from (`page`): a path of this site, never another host. */
export const CONTACT_PAGE_RULE = 'Page must be a path of this site, such as /blog';

/** The subjects a persona's form offers until the owner chooses its own in the console. */
export const DEFAULT_CONTACT_SUBJECTS: Record<TagType, string[]> = {
  enterprise: ['Hiring', 'A project', 'Something else'],
  business: ['A project', 'Hiring', 'Something else'],
  fitness: ['Coaching', 'Something else'],
};
/** The form shown with no persona chosen. */
export const GENERAL_CONTACT_SUBJECTS = ['Hiring', 'A project', 'Coaching', 'Something else'];

/** A persona named by its tag type (the form's `persona`, the form token's and the inbox's `persona` filters). */
export const CONTACT_PERSONA_RULE = 'Persona must be one of enterprise, business, fitness';

/** Control characters (C0 and DEL): in no address, name or subject. A test rather than a regular expression range, which linters flag. */
const hasControlCharacter = (value: string) => [...value].some((char) => char.charCodeAt(0) <= 0x1f || char.charCodeAt(0) === 0x7f);

/** A single address: no spaces or control characters, one @, a dot in the domain. Mail servers decide the rest. */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
export const isEmailAddress = (value: string): boolean => value.length <= CONTACT_LIMITS.email && !hasControlCharacter(value) && EMAIL.test(value);

/** The email field's check, shared by the contact form and the newsletter's. */
export const emailCheck: Check = (value) => {
  if (typeof value !== 'string' || value.trim() === '') return CONTACT_MESSAGES.emailRequired;
  return isEmailAddress(value) || CONTACT_MESSAGES.emailInvalid;
};

const LINE_SEPARATOR = /[\u2028\u2029]/;
/** C1 control characters (U+0080 to U+009F): NEL among them ends a line in some mail programs. */
const hasC1Control = (value: string) => [...value].some((char) => char.charCodeAt(0) >= 0x80 && char.charCodeAt(0) <= 0x9f);
/** Bidirectional marks, embeddings, overrides and isolates: they make a name or subject read as other text than it holds. */
const TEXT_DIRECTION = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;
/** The opener of an RFC 2047 encoded word, which a mail program would decode into other text (or other header lines). */
const ENCODED_WORD = '=?';

/**
 * Names and subjects go into an email's headers and the console's lists: one line, shown as typed.
 * No control characters, no characters that reorder the text, no encoded-word opener.
 */
const oneLine = (message: string, max: number): Check => (value) => {
  if (typeof value !== 'string' || value.trim() === '') return message;
  if (hasControlCharacter(value) || LINE_SEPARATOR.test(value)) return ONE_LINE_RULES.singleLine;
  if (hasC1Control(value)) return ONE_LINE_RULES.controlCharacter;
  if (TEXT_DIRECTION.test(value)) return ONE_LINE_RULES.textDirection;
  if (value.includes(ENCODED_WORD)) return ONE_LINE_RULES.encodedWord;
  return value.length <= max || `Must be at most ${max} characters`;
};
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** `page` (the contact form's and the subscribe form's): missing or blank is null; else a path of this site (one leading '/', not '//', no backslash, space or control character). */
export const contactPage = bounded(
  optional(
    field<string | null>('contactPage', (value) => {
      if (value === null) return true;
      if (typeof value !== 'string') return 'Must be text';
      if (value.length > CONTACT_LIMITS.page) return `Must be at most ${CONTACT_LIMITS.page} characters`;
      return isSitePath(value) || CONTACT_PAGE_RULE;
    }, (value) => {
      const text = trimmed(value);
      return text === '' || text === undefined ? null : text;
    }),
  ),
  { maxLength: CONTACT_LIMITS.page },
);

/**
 * What a visitor sends (POST /api/contact/messages). `formToken` dates the form (GET /api/contact/form);
 * `idempotencyKey` makes a second click, a retry or a resend one message; `website` is the honeypot,
 * a field hidden from people that only robots fill.
 */
export const contactMessageStruct = object({
  name: bounded(field<string>('contactName', oneLine(CONTACT_MESSAGES.nameRequired, CONTACT_LIMITS.name), trimmed), { maxLength: CONTACT_LIMITS.name }),
  email: bounded(field<string>('contactEmail', emailCheck, trimmed), { maxLength: CONTACT_LIMITS.email }),
  subject: bounded(
    optional(field<string | null>('contactSubject', (value) => value === null || (typeof value === 'string' ? oneLine('', CONTACT_LIMITS.subject)(value) : 'Must be text'), (value) => {
      const text = trimmed(value);
      return text === '' || text === undefined ? null : text;
    })),
    { maxLength: CONTACT_LIMITS.subject },
  ),
  message: requiredText(CONTACT_MESSAGES.messageRequired, CONTACT_LIMITS.message, false),
  persona: optionalOneOf(TAG_TYPES, CONTACT_PERSONA_RULE),
  page: contactPage,
  formToken: optionalText(512),
  idempotencyKey: optionalText(100),
  website: optionalText(2048),
});
export type ContactMessageInput = Infer<typeof contactMessageStruct>;

/** GET /api/contact/form?persona=<tagType>: a freshly signed token and the subjects to offer. */
export type ContactForm = { token: string; subjects: string[] };
/** POST /api/contact/messages → 201 (a repeat of the same send answers 200 with the same body). */
export type ContactReceipt = { received: true; message: string };

export const MESSAGE_FOLDERS = ['inbox', 'spam', 'archived'] as const;
export type MessageFolder = (typeof MESSAGE_FOLDERS)[number];
/** Why the checks doubted a message (it went to Spam), in words the console shows. */
export const SPAM_REASONS = {
  'too-fast': 'Sent within seconds of the form appearing',
  'stale-form': 'The form was more than a day old',
  'bad-token': 'The form was not one this site gave out',
  'reused-token': 'The form had already been used to send a message',
  'daily-cap': "Arrived after the day's limit of messages was reached",
  'too-many-links': 'Too many links',
  owner: 'Marked as spam by you',
} as const;
export type SpamReason = keyof typeof SPAM_REASONS;
/** The owner's email about a message: not configured, waiting (or retrying), sent, or given up on. */
export const NOTIFY_STATES = ['off', 'pending', 'sent', 'failed'] as const;
export type NotifyState = (typeof NOTIFY_STATES)[number];

export type ContactMessage = {
  id: number;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  persona: TagType | null;
  page: string | null;
  folder: MessageFolder;
  read: boolean;
  spamReason: SpamReason | null;
  receivedAt: string;
  notify: NotifyState;
  notifyError: string | null;
  /** When the owner last answered it (Reply, or marked replied); null: not answered yet. */
  repliedAt: string | null;
  /** The owner's private note about it (never sent to the visitor); null: none. */
  note: string | null;
};

/** GET /api/admin/messages?folder=&unread=&persona=&subject=&q=&page=&pageSize= */
export type MessageList = { items: ContactMessage[]; total: number; page: number; pageSize: number };
export const MESSAGE_PAGE_SIZE = 20;
/** The largest `pageSize`, and the longest search (`q`). */
export const MESSAGE_PAGE_MAX = 100;
export const MESSAGE_QUERY_MAX = 200;
/** The inbox list's parameters: a value they refuse is a 400 whose `fields` names the parameter with this message. */
export const MESSAGE_LIST_RULES = {
  folder: 'folder must be one of inbox, spam, archived',
  unread: 'unread must be true or false',
  persona: 'persona must be one of enterprise, business, fitness, or none (messages sent with no persona)',
  subject: `subject must be text of at most ${CONTACT_LIMITS.subject} characters`,
  q: `q must be text of at most ${MESSAGE_QUERY_MAX} characters`,
  page: 'page must be a whole number of at least 1',
  pageSize: `pageSize must be a whole number from 1 to ${MESSAGE_PAGE_MAX}`,
} as const;
/** A deleted message can be restored (Undo) for this many days; then it is removed for good. */
export const DELETED_MESSAGE_DAYS = 30;

/** The longest private note on a message. */
export const MESSAGE_NOTE_MAX = 2_000;

/**
 * A change's note: left out, it stays as it is (undefined, unlike optionalText, which makes a missing
 * value null); blank or null removes it; else the text, trimmed, line breaks kept.
 */
const messageNote = bounded(
  optional(
    field<string | null>(
      'optionalText',
      (value) => value === null || (typeof value === 'string' ? value.length <= MESSAGE_NOTE_MAX || `Must be at most ${MESSAGE_NOTE_MAX.toLocaleString('en-US')} characters` : 'Must be text'),
      (value) => (typeof value === 'string' ? value.trim() || null : value),
    ),
  ),
  { maxLength: MESSAGE_NOTE_MAX },
);

/**
 * PATCH /api/admin/messages/:id. `replied: true` records now as the time of the owner's (latest)
 * answer, `false` clears it; `note` replaces the private note, and blank or null removes it.
 */
export const messageChangeStruct = object({
  read: optional(field<boolean>('read', (value) => typeof value === 'boolean' || 'read must be true or false', (value) => value)),
  folder: optionalOneOf(MESSAGE_FOLDERS, 'Folder must be one of inbox, spam, archived'),
  replied: optional(field<boolean>('boolean', (value) => typeof value === 'boolean' || 'replied must be true or false', (value) => value)),
  note: messageNote,
});
export type MessageChange = Infer<typeof messageChangeStruct>;
/** A PATCH that changes nothing (none of `read`, `folder`, `replied`, `note`) is a 400 with this message. */
export const MESSAGE_CHANGE_EMPTY = 'Send at least one of read, folder, replied and note';

/**
 * The console's lasting notice while the API sends the owner no email about new messages
 * (GET /api/admin/messages/summary answers `mailConfigured: false`): what it means and what to set.
 */
export const EMAIL_OFF_NOTICE = {
  title: 'Email to you is off.',
  text: 'New messages only show in the Inbox. To get an email for each one, set SMTP_URL, CONTACT_FROM and CONTACT_NOTIFY_TO on the server and restart it.',
} as const;

/** GET /api/admin/messages/summary: the inbox tab's badge and the leads each persona brought. */
export type MessageSummary = {
  /** Whether the owner is emailed about each new message (SMTP_URL, CONTACT_FROM and CONTACT_NOTIFY_TO set). */
  mailConfigured: boolean;
  unread: number;
  spam: number;
  failedEmails: number;
  /** Messages received today (UTC) after the day's limit (CONTACT_MAX_PER_DAY): kept in Spam, no email sent. */
  overCapToday: number;
  byPersona: { persona: TagType | null; last7: number; last30: number; last90: number }[];
};

/** GET/PUT /api/admin/contact/subjects: each persona's list, in order (an empty list hides the field). */
export type ContactSubjects = Record<TagType, string[]>;
const subjectList = bounded(size(arrayOnly(array(field<string>('subject', oneLine('A subject cannot be blank', CONTACT_LIMITS.subject), trimmed)), 'Subjects must be a list'), 0, CONTACT_LIMITS.subjects), {
  maxItems: CONTACT_LIMITS.subjects,
  itemMaxLength: CONTACT_LIMITS.subject,
});
export const contactSubjectsStruct = object({ enterprise: subjectList, business: subjectList, fitness: subjectList });
