/**
 * The newsletter: visitors follow personas by email (double opt-in), the owner sends a post to the
 * confirmed subscribers of its personas. One set of rules for the public forms (the rendering
 * server answers them without JavaScript), the API and the console.
 */
import { object, type Infer } from 'superstruct';
import { TAG_TYPES, type TagType } from './constants.js';
import { bounded, field, optionalText } from './fields.js';
import { CONTACT_LIMITS, contactPage, emailCheck } from './messages.js';

export const NEWSLETTER_LIMITS = {
  email: CONTACT_LIMITS.email,
  page: CONTACT_LIMITS.page,
  /** How long a confirmation link works. */
  confirmHours: 48,
  /** The console's subscriber list: at most this many per page. */
  pageSize: 100,
} as const;

/**
 * The consent a visitor gives, by version: the consent record keeps the version and these exact words.
 * A new wording is a new version; an old version's words never change.
 */
export const NEWSLETTER_CONSENT_WORDINGS = {
  1: 'Send me new posts by email for the personas I chose. I confirm from the email first, and every email has a one-click unsubscribe link.',
} as const;
export const NEWSLETTER_CONSENT_VERSION = 1 as const satisfies keyof typeof NEWSLETTER_CONSENT_WORDINGS;
export const NEWSLETTER_CONSENT_WORDING = NEWSLETTER_CONSENT_WORDINGS[NEWSLETTER_CONSENT_VERSION];

/** What the public forms and pages say. */
export const NEWSLETTER_TEXTS = {
  heading: 'Get new posts by email',
  email: 'Email',
  personas: 'Personas to follow',
  subscribe: 'Subscribe',
  pageTitle: 'Subscribe',
  /** The same answer for a new, pending or subscribed address: no one learns who is on the list. */
  sent: 'Thank you. Check your inbox: if the address can be subscribed, an email with a link to confirm is on its way. The link works for 48 hours.',
  confirmHeading: 'Confirm your subscription',
  confirm: 'Confirm',
  confirmed: 'You are subscribed. New posts for the personas you chose will come by email.',
  linkExpired: 'This link has expired or has already been used. Please subscribe again to get a new one.',
  unsubscribeHeading: 'Your subscription',
  unsubscribe: 'Unsubscribe',
  unsubscribed: 'You are unsubscribed. No more emails will be sent to this address.',
  savePersonas: 'Save',
  personasSaved: 'Your choice is saved.',
  unknownLink: 'This link is not one this site sent. Nothing was changed.',
} as const;

export const NEWSLETTER_MESSAGES = {
  personasRequired: 'Please choose at least one persona to follow',
  personaUnknown: 'Persona must be one of enterprise, business, fitness',
  /** 429 on subscribe. */
  tooMany: 'Too many subscriptions have been sent from here in a short time. Please try again later.',
  /** 503: no SMTP_URL, so no confirmation could be sent. */
  unavailable: 'Subscribing by email is not available on this site at the moment.',
  /** 409 on a second send of the same post. */
  alreadySent: 'This post has already been sent by email. A post is sent once.',
  /** 400: the post is a draft or not yet live. */
  notPublished: 'Only a published post can be sent by email.',
  /** 400: no confirmed subscriber follows the post's personas. */
  noRecipients: "No confirmed subscriber follows this post's personas: nothing was sent.",
  /** 503: the rendering server, which renders a post's body for its email, did not answer. */
  rendererDown: "The email could not be made: the site's rendering server did not answer. Try again in a moment.",
  /** The console, without SMTP_URL. */
  mailOff: 'Email is not configured (SMTP_URL is not set): the subscribe forms are hidden and nothing can be sent.',
} as const;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** Each chosen persona once, in any case; a single value (one checkbox sent as a form field) is a list of one. */
const personaList = (value: unknown) => {
  const values = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(values)) return values;
  return [...new Set(values.map((each) => (typeof each === 'string' ? each.trim().toLowerCase() : each)))];
};
const personasCheck = (value: unknown): true | string => {
  if (!Array.isArray(value) || value.length === 0) return NEWSLETTER_MESSAGES.personasRequired;
  return value.every((each) => (TAG_TYPES as readonly unknown[]).includes(each)) || NEWSLETTER_MESSAGES.personaUnknown;
};
const personasField = bounded(field<TagType[]>('newsletterPersonas', personasCheck, personaList), { choices: TAG_TYPES });

/**
 * POST /api/newsletter/subscriptions: the address, the personas (at least one, each once), the page
 * the form was on, the signed form token (GET /api/newsletter/form), the honeypot `website`.
 * An empty `personas` fails with NEWSLETTER_MESSAGES.personasRequired on `personas`.
 */
export const subscribeStruct = object({
  email: bounded(field<string>('newsletterEmail', emailCheck, trimmed), { maxLength: NEWSLETTER_LIMITS.email }),
  personas: personasField,
  page: contactPage,
  formToken: optionalText(512),
  website: optionalText(2048),
});
export type SubscribeInput = Infer<typeof subscribeStruct>;

/** PUT /api/newsletter/subscription: a subscriber changes the personas followed (from the unsubscribe page). */
export const subscriptionChangeStruct = object({ token: optionalText(512), personas: personasField });

/** GET /api/newsletter/form: whether the forms are shown (mail configured), and a signed form token. */
export type NewsletterForm = { available: boolean; token: string };
/** POST /api/newsletter/subscriptions → 202, whatever the address's state. */
export type SubscribeReceipt = { received: true; message: string };
/** GET /api/newsletter/subscription?token=… (the unsubscribe page): what it may show, never the whole address. */
export type SubscriptionView = { status: SubscriberStatus; personas: TagType[]; maskedEmail: string };

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'suppressed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const SUBSCRIBER_STATUS_LABELS = {
  pending: 'Waiting for confirmation',
  confirmed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
  suppressed: 'Suppressed (the mail server refused the address)',
} as const satisfies Record<SubscriberStatus, string>;

export type Subscriber = {
  id: number;
  email: string;
  status: SubscriberStatus;
  personas: TagType[];
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  /** The SMTP server's reply when it refused the address (status 'suppressed'). */
  suppressedReason: string | null;
};
export type SubscriberPage = { items: Subscriber[]; total: number; page: number; pageSize: number };

/** GET /api/admin/newsletter/summary. */
export type NewsletterSummary = {
  mailConfigured: boolean;
  /** Each persona's subscribers by status (an address following two personas counts in both). */
  byPersona: Array<{ persona: TagType } & Record<SubscriberStatus, number>>;
  /** Addresses by status. */
  total: Record<SubscriberStatus, number>;
  /** The last 90 UTC days, oldest first: confirmations and departures (unsubscribed or suppressed) each day. */
  growth: Array<{ day: string; confirmed: number; left: number }>;
};

export const RECIPIENT_STATES = ['queued', 'sent', 'failed', 'suppressed'] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];
export const RECIPIENT_STATE_LABELS = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  suppressed: 'Suppressed',
} as const satisfies Record<RecipientState, string>;

/** One post sent by email: created once, its recipients fixed then, counted as they go. */
export type NewsletterSend = {
  id: number;
  postId: number;
  postTitle: string;
  subject: string;
  /** The personas whose subscribers it went to; empty: the post is for no persona, so everyone. */
  personas: TagType[];
  status: 'sending' | 'done';
  createdAt: string;
  finishedAt: string | null;
  counts: Record<RecipientState, number>;
};

/** GET /api/admin/newsletter/posts/:id/preview: the email as subscribers get it, and how many would. */
export type NewsletterPreview = { subject: string; html: string; text: string; recipients: number; alreadySent: NewsletterSend | null };
