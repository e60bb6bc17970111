import type Router from '@koa/router';
import { check, isSitePath, NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES, subscribeStruct, type SubscribeInput } from '@folio/contracts';
import type Koa from 'koa';
import {
  knownPersonas,
  SUBSCRIBE_ACTION,
  SUBSCRIBE_FAILED,
  SUBSCRIBE_FIELDS,
  subscribedAddress,
  subscribePagePath,
  type NewsletterAnswer,
  type PostedSubscribeForm,
  type SubscribeField,
} from '../features/newsletter/newsletter-answer';
import { ApiUnavailableError } from './api-fetch';
import type { ServerLog } from './failures';
import { answerWithPage, callApi, isRecord, messageOf, readPostedForm, seeOther } from './form-post';

/** A subscribe form weighs a few hundred bytes; nginx stops larger bodies first (nginx.conf, location = /subscribe). */
export const SUBSCRIBE_BODY_LIMIT = 16 * 1024;

export interface NewsletterPostDeps {
  /** The API's internal origin; /api/… is added. */
  apiUrl: string;
  log: ServerLog;
  /**
   * Renders the page at `url` (path and query) for the visitor of `ctx` (their saved persona and
   * theme), with `answer` in it; undefined when the page cannot be rendered (the API is out of reach).
   */
  render(ctx: Koa.Context, url: string, answer?: NewsletterAnswer): Promise<{ status: number; html: string } | undefined>;
}

/**
 * The page the form was sent from, as its `page` field says it, when that is a path of this site
 * (never another host: `//host`, `/\host`, a scheme; checked again once the URL parser has resolved
 * its dot segments, as the contact form's), with its persona only; else /subscribe.
 */
export function subscribeReturnPath(page: string): string {
  if (page.length > NEWSLETTER_LIMITS.page || !isSitePath(page)) return SUBSCRIBE_ACTION;
  const url = new URL(page, 'http://folio.invalid');
  if (url.origin !== 'http://folio.invalid' || !isSitePath(url.pathname)) return SUBSCRIBE_ACTION;
  return subscribePagePath(url.pathname, url.search);
}

/** /subscribe with the persona of the page the form came from (its accent, its links). */
function subscribePageOf(path: string): string {
  const persona = new URL(path, 'http://folio.invalid').searchParams.get('persona');
  return persona === null ? SUBSCRIBE_ACTION : `${SUBSCRIBE_ACTION}?${new URLSearchParams({ persona }).toString()}`;
}

/** A 400's `fields`: the form's own beside their fields, any other as the form's message. */
function errorsOf(fields: Record<string, unknown>, personasSent: number): Pick<PostedSubscribeForm, 'errors' | 'formError'> {
  const errors: Partial<Record<SubscribeField, string>> = {};
  const other: string[] = [];
  for (const [field, message] of Object.entries(fields)) {
    if (typeof message !== 'string') continue;
    if ((SUBSCRIBE_FIELDS as readonly string[]).includes(field)) errors[field as SubscribeField] = message;
    else other.push(message);
  }
  // No box checked: the contract's own words for it (its size check names no persona).
  if (errors.personas && personasSent === 0) errors.personas = NEWSLETTER_MESSAGES.personasRequired;
  return { errors, formError: other.length > 0 ? other.join(' ') : Object.keys(errors).length > 0 ? null : SUBSCRIBE_FAILED };
}

/**
 * POST /subscribe: the subscribe form sent without JavaScript. A urlencoded body of at most 16 KB
 * (413 past it, 415 another type, 403 from another site's page); `personas` repeats, one per checked
 * box. Checked with the contract the API checks it with, then forwarded to the API as the visitor
 * (form-post.ts). Received (202, whatever the address's state): 303 to the page it came from with
 * `?subscribed=1#subscribe`, which thanks the visitor. Not: the /subscribe page with the visitor's
 * values, each error beside its field and a summary that takes focus; 400, 429 (the API's
 * Retry-After passed on) or 503; never stored.
 */
export function mountSubscribePost(router: Router, deps: NewsletterPostDeps): void {
  router.post(SUBSCRIBE_ACTION, async (ctx) => {
    const params = await readPostedForm(ctx, SUBSCRIBE_BODY_LIMIT);
    if (!params) return;

    const sentPersonas = [...new Set(params.getAll('personas'))];
    const path = subscribeReturnPath(params.get('page') ?? '');
    const formToken = params.get('formToken') ?? '';
    const input: SubscribeInput = {
      email: params.get('email') ?? '',
      personas: sentPersonas as SubscribeInput['personas'],
      page: path,
      formToken,
      website: params.get('website') ?? '',
    };
    const answerWithForm = async (status: number, outcome: Pick<PostedSubscribeForm, 'errors' | 'formError'>) => {
      const posted: PostedSubscribeForm = { values: { email: input.email, personas: knownPersonas(sentPersonas) }, page: path, formToken, ...outcome };
      const page = await deps.render(ctx, subscribePageOf(path), { kind: 'subscribe', posted });
      if (!page) throw new ApiUnavailableError(SUBSCRIBE_ACTION, 'the subscribe page could not be rendered');
      answerWithPage(ctx, status, page.html);
    };

    // The contract's own messages at once, without asking the API (which checks the same).
    const checked = check(subscribeStruct, input);
    if (!checked.ok) return answerWithForm(400, errorsOf(checked.fields, sentPersonas.length));

    const answer = await callApi(deps.apiUrl, ctx, 'POST', 'newsletter/subscriptions', checked.value);
    if ('unreachable' in answer) {
      deps.log(`POST ${SUBSCRIBE_ACTION}: the API did not answer (${answer.unreachable})`);
      return answerWithForm(503, { errors: {}, formError: SUBSCRIBE_FAILED });
    }
    if (answer.status >= 200 && answer.status < 300) return seeOther(ctx, subscribedAddress(path));
    if (answer.status === 400 && isRecord(answer.body) && isRecord(answer.body.fields)) {
      return answerWithForm(400, errorsOf(answer.body.fields, sentPersonas.length));
    }
    if (answer.status === 429) {
      if (answer.retryAfter && /^\d+$/.test(answer.retryAfter)) ctx.set('Retry-After', answer.retryAfter);
      return answerWithForm(429, { errors: {}, formError: messageOf(answer.body, NEWSLETTER_MESSAGES.tooMany) });
    }
    if (answer.status === 503) return answerWithForm(503, { errors: {}, formError: messageOf(answer.body, NEWSLETTER_MESSAGES.unavailable) });
    deps.log(`POST ${SUBSCRIBE_ACTION}: the API answered ${answer.status}`);
    return answerWithForm(503, { errors: {}, formError: SUBSCRIBE_FAILED });
  });
}
