import { PERSONA_IDS, TAG_TYPES, type TagType } from '@folio/contracts';
import { createContext, useContext } from 'react';

/** Where the subscribe form posts without JavaScript (the rendering server answers it: server/subscribe-post.ts), and the page of its own. */
export const SUBSCRIBE_ACTION = '/subscribe';
/** The confirmation link's page (the token after it): a GET shows a button, only its POST confirms. */
export const CONFIRM_PATH = '/subscribe/confirm';
/** The unsubscribe link's page (the token after it). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
/** The id of the subscribe form's section, where a sent form comes back to (`#subscribe`). */
export const SUBSCRIBE_SECTION_ID = 'subscribe';
/**
 * The query parameter of the page a subscribe form sent without JavaScript comes back to (Post/Redirect/Get):
 * `?subscribed=1` shows the thanks instead of the form. Kept by the renderer and nginx (render-params.ts, nginx.conf).
 */
export const SUBSCRIBED_PARAM = 'subscribed';
/** The unsubscribe page's state after its POST (Post/Redirect/Get): `?done=unsubscribed` or `?done=saved`. */
export const DONE_PARAM = 'done';
export const DONE_STATES = ['unsubscribed', 'saved'] as const;
export type DoneState = (typeof DONE_STATES)[number];

export const confirmPath = (token: string) => `${CONFIRM_PATH}/${encodeURIComponent(token)}`;
export const unsubscribePath = (token: string) => `${UNSUBSCRIBE_PATH}/${encodeURIComponent(token)}`;

/** The fields a visitor fills in, in the form's order (the error summary lists them so). */
export const SUBSCRIBE_FIELDS = ['email', 'personas'] as const;
export type SubscribeField = (typeof SUBSCRIBE_FIELDS)[number];
/** The id of a field's control (the summary's links go there): one subscribe form per page. */
export const subscribeFieldId = (field: SubscribeField | 'website') => (field === 'personas' ? 'subscribe-personas' : `subscribe-${field}`);

/** When the API cannot be reached or fails. Not the API's word, so not in contracts. */
export const SUBSCRIBE_FAILED = 'Your subscription could not be sent just now. Please try again in a moment; your address is still in the form.';
export const NEWSLETTER_ACTION_FAILED = 'This could not be done just now. Please try again in a moment.';

/**
 * A subscribe form sent without JavaScript that did not go through (400, 429, 503): the /subscribe
 * page again with it, the visitor's values in the fields, each error beside its field. Never in a
 * cached answer (`no-store`).
 */
export interface PostedSubscribeForm {
  values: { email: string; personas: TagType[] };
  /** The page the form was on (where a success returns), and the token that dates the form. */
  page: string;
  formToken: string;
  errors: Partial<Record<SubscribeField, string>>;
  /** A message for the whole form: a 429's, a 503's. */
  formError: string | null;
}

/** What a newsletter page shows in answer to its own POST (server/newsletter-pages.ts, subscribe-post.ts). */
export type NewsletterAnswer =
  | { kind: 'subscribe'; posted: PostedSubscribeForm }
  | { kind: 'confirmed'; personas: TagType[] }
  | { kind: 'expired' }
  | { kind: 'unknown' }
  /** The confirm or unsubscribe page again with a message (the API out of reach, a 409, a 400 on the personas). */
  | { kind: 'failed'; message: string; personas?: TagType[] };

/** Provided around a page answering a POST (server/render-page.tsx); null around every other page. */
export const NewsletterAnswerContext = createContext<NewsletterAnswer | null>(null);

export const useNewsletterAnswer = () => useContext(NewsletterAnswerContext);

/**
 * The page a form is on, as its hidden `page` field says it: its path and persona (a case study open
 * in its dialog, the thanks and parameters no route reads are not the page).
 */
export function subscribePagePath(pathname: string, search: string): string {
  const persona = new URLSearchParams(search).get('persona');
  return persona === null ? pathname : `${pathname}?${new URLSearchParams({ persona }).toString()}`;
}

/** Where a sent form goes (Post/Redirect/Get): its page with `?subscribed=1`, at the form's section. */
export const subscribedAddress = (path: string) => `${path}${path.includes('?') ? '&' : '?'}${SUBSCRIBED_PARAM}=1#${SUBSCRIBE_SECTION_ID}`;

/** Each persona once, in the site's order; anything else left out. */
export const knownPersonas = (values: readonly unknown[]): TagType[] => TAG_TYPES.filter((persona) => values.includes(persona));

/** The personas a form preselects: the page's (none named: all three). */
export const preselected = (personas: readonly (TagType | null | undefined)[]): TagType[] => {
  const known = knownPersonas(personas);
  return known.length > 0 ? known : [...TAG_TYPES];
};

/**
 * A post's personas, by the blog's rule: those it is assigned to, or, assigned to none, its tag type
 * (none: the post is everyone's, and the form preselects every persona).
 */
export function postPersonas(post: { personaIds?: readonly number[] | null; tagType?: TagType | null }): TagType[] {
  const assigned = TAG_TYPES.filter((persona) => (post.personaIds ?? []).includes(PERSONA_IDS[persona]));
  if (assigned.length > 0) return assigned;
  return post.tagType ? [post.tagType] : [];
}
