import type Router from '@koa/router';
import { check, NEWSLETTER_MESSAGES, subscriptionChangeStruct, type TagType } from '@folio/contracts';
import type Koa from 'koa';
import {
  CONFIRM_PATH,
  DONE_PARAM,
  knownPersonas,
  NEWSLETTER_ACTION_FAILED,
  UNSUBSCRIBE_PATH,
  unsubscribePath,
  type DoneState,
  type NewsletterAnswer,
} from '../features/newsletter/newsletter-answer';
import { ApiUnavailableError } from './api-fetch';
import { answerWithPage, callApi, isRecord, messageOf, readPostedForm, refuse, seeOther } from './form-post';
import { SUBSCRIBE_BODY_LIMIT, type NewsletterPostDeps } from './subscribe-post';

/** What a token of ours looks like (base64url, and `<id>.<key>` for the unsubscribe link); anything else is no link this site sent. */
const TOKEN = /^[A-Za-z0-9_.-]{1,512}$/;

/** The pages an email's links open: never stored by anyone, never indexed (their address is a secret of one subscriber's). */
function keepPrivate(ctx: Koa.Context): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Robots-Tag', 'noindex');
}

/** The page at `url`, with `answer` in it, as the answer to this request with `status` (the route's own when not given). */
async function answerPage(ctx: Koa.Context, deps: NewsletterPostDeps, url: string, answer?: NewsletterAnswer, status?: number): Promise<void> {
  const page = await deps.render(ctx, url, answer);
  if (!page) throw new ApiUnavailableError(ctx.path, 'the page could not be rendered');
  answerWithPage(ctx, status ?? page.status, page.html);
}

/** A persona list the API answered, as far as it names personas. */
const personasIn = (body: unknown): TagType[] => (isRecord(body) && Array.isArray(body.personas) ? knownPersonas(body.personas) : []);

/**
 * The confirmation email's link, /subscribe/confirm/<token>: its GET shows a 'Confirm' button and
 * asks the API nothing (mail systems open links to scan them); the button's POST asks the API to
 * confirm and answers with the page saying so (the personas followed), or that the link has expired
 * or was used (410, with the way to subscribe again).
 */
function mountConfirm(router: Router, deps: NewsletterPostDeps): void {
  const path = `${CONFIRM_PATH}/:token`;
  router.get(path, async (ctx) => {
    keepPrivate(ctx);
    await answerPage(ctx, deps, ctx.url);
  });
  router.post(path, async (ctx) => {
    const params = await readPostedForm(ctx, SUBSCRIBE_BODY_LIMIT);
    if (!params) return;
    const token = ctx.params.token ?? '';
    if (!TOKEN.test(token)) return answerPage(ctx, deps, ctx.path, { kind: 'expired' }, 410);
    const answer = await callApi(deps.apiUrl, ctx, 'POST', 'newsletter/confirmations', { token });
    if ('unreachable' in answer || answer.status >= 500) {
      deps.log(`POST ${CONFIRM_PATH}: ${'unreachable' in answer ? `the API did not answer (${answer.unreachable})` : `the API answered ${answer.status}`}`);
      return answerPage(ctx, deps, ctx.path, { kind: 'failed', message: NEWSLETTER_ACTION_FAILED }, 503);
    }
    if (answer.status === 200) return answerPage(ctx, deps, ctx.path, { kind: 'confirmed', personas: personasIn(answer.body) }, 200);
    // 410 (expired or used), and a token the API does not take at all (400, 404): the same page.
    return answerPage(ctx, deps, ctx.path, { kind: 'expired' }, 410);
  });
}

/**
 * Every email's unsubscribe link, /unsubscribe/<token>: its GET shows the subscription (the route's
 * loader asks the API; a token it does not know is a 404 page). Its POSTs: `action=unsubscribe`
 * leaves at once, `action=save` keeps the personas checked; each comes back to the page with
 * `?done=` (Post/Redirect/Get), or answers with the page and what went wrong.
 */
function mountUnsubscribe(router: Router, deps: NewsletterPostDeps): void {
  const path = `${UNSUBSCRIBE_PATH}/:token`;
  router.get(path, async (ctx) => {
    keepPrivate(ctx);
    await answerPage(ctx, deps, ctx.url);
  });
  router.post(path, async (ctx) => {
    const params = await readPostedForm(ctx, SUBSCRIBE_BODY_LIMIT);
    if (!params) return;
    const token = ctx.params.token ?? '';
    const page = unsubscribePath(token);
    const done = (state: DoneState) => seeOther(ctx, `${page}?${DONE_PARAM}=${state}`);
    const failed = (status: number, message: string, personas?: TagType[]) => answerPage(ctx, deps, page, { kind: 'failed', message, personas }, status);
    if (!TOKEN.test(token)) return answerPage(ctx, deps, page, { kind: 'unknown' }, 404);

    const action = params.get('action');
    let answer;
    if (action === 'unsubscribe') {
      answer = await callApi(deps.apiUrl, ctx, 'POST', 'newsletter/unsubscribe', { token });
    } else if (action === 'save') {
      const sent = [...new Set(params.getAll('personas'))];
      const personas = knownPersonas(sent);
      const checked = check(subscriptionChangeStruct, { token, personas: sent });
      if (!checked.ok) {
        const said = sent.length === 0 ? NEWSLETTER_MESSAGES.personasRequired : Object.values(checked.fields).join(' ');
        return failed(400, said, personas);
      }
      answer = await callApi(deps.apiUrl, ctx, 'PUT', 'newsletter/subscription', checked.value);
      if (!('unreachable' in answer) && (answer.status === 400 || answer.status === 409)) {
        const fields = isRecord(answer.body) && isRecord(answer.body.fields) ? Object.values(answer.body.fields).filter((value) => typeof value === 'string') : [];
        return failed(answer.status, fields.length > 0 ? fields.join(' ') : messageOf(answer.body, NEWSLETTER_ACTION_FAILED), personas);
      }
    } else {
      return refuse(ctx, 400, "The form's action must be 'unsubscribe' or 'save'.");
    }

    if ('unreachable' in answer) {
      deps.log(`POST ${UNSUBSCRIBE_PATH}: the API did not answer (${answer.unreachable})`);
      return failed(503, NEWSLETTER_ACTION_FAILED);
    }
    if (answer.status === 200) return done(action === 'save' ? 'saved' : 'unsubscribed');
    if (answer.status === 404) return answerPage(ctx, deps, page, { kind: 'unknown' }, 404);
    deps.log(`POST ${UNSUBSCRIBE_PATH}: the API answered ${answer.status}`);
    return failed(503, NEWSLETTER_ACTION_FAILED);
  });
}

/** The pages of an email's links: the confirmation and the unsubscribe page, GET and POST. */
export function mountNewsletterPages(router: Router, deps: NewsletterPostDeps): void {
  mountConfirm(router, deps);
  mountUnsubscribe(router, deps);
}
