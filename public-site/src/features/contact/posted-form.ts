import { createContext } from 'react';

/** Where the form posts without JavaScript (the rendering server answers it: server/contact-post.ts). */
export const CONTACT_ACTION = '/contact';
/** The query parameter of the page a form sent without JavaScript comes back to (Post/Redirect/Get): `?sent=1`. */
export const SENT_PARAM = 'sent';
/**
 * The id of the panel that says a message arrived (contact-sent-panel.tsx): the page a form sent without
 * JavaScript comes back to opens at it (`#contact-sent`), which scrolls it below the header and focuses it.
 */
export const CONTACT_SENT_ID = 'contact-sent';

/** The fields a visitor fills in, in the form's order (an error summary lists them in this order). */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export const EMPTY_CONTACT_VALUES: ContactValues = { name: '', email: '', subject: '', message: '' };

/** The id of a field's control (and the target of the error summary's links): one contact form per page. */
export const contactFieldId = (field: ContactField | 'website') => `contact-${field}`;

/**
 * When the API cannot be reached, fails or takes too long (a timeout: it may have stored the message,
 * which the same idempotency key makes safe to send again). Not the API's word, so not in contracts.
 */
export const CONTACT_SEND_FAILED = 'Your message could not be sent just now. Please try again in a moment; your message is still in the form.';

/**
 * A form sent without JavaScript that did not go through (400, 429, the API out of reach): the
 * rendering server answers the page again with it, and the form shows the visitor's values, the
 * errors beside their fields and a summary. Never in a cached answer (`no-store`).
 */
export interface PostedContactForm {
  values: ContactValues;
  /** The token of the form as it was first shown (the form's age is the API's test of haste), and the send's idempotency key. */
  formToken: string;
  idempotencyKey: string;
  /** Each error beside its field. */
  errors: Partial<Record<ContactField, string>>;
  /** A message for the whole form: a 429's, or why it could not be sent. */
  formError: string | null;
}

/**
 * The posted form on the rendering server: `{ posted }` provided around a page answering a POST
 * (`posted: null` around every other page). The contact section reads it there and hands it to the
 * form's island as a prop, so the browser hydrating the island has it too.
 */
export const PostedContactFormContext = createContext<{ posted: PostedContactForm | null } | undefined>(undefined);

/**
 * The page a message is sent from, as the form's `page` field says it: its path and persona. A
 * case study open in its dialog (`case`), the confirmation (`sent`) and parameters no route reads
 * (`utm_…`, which the server never sees) are not the page; the same on the server and in the
 * hydrating browser, so the hidden field's value matches.
 */
export function contactPagePath(pathname: string, search: string): string {
  const persona = new URLSearchParams(search).get('persona');
  return persona === null ? pathname : `${pathname}?${new URLSearchParams({ persona }).toString()}`;
}
