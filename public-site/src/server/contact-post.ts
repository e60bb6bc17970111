import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import { check, CONTACT_LIMITS, isCrossSiteRequest, CONTACT_MESSAGES, contactMessageStruct, isSitePath, parseTagType, type ContactMessageInput, type TagType } from '@folio/contracts';
import type Koa from 'koa';
import {
  CONTACT_ACTION,
  CONTACT_FIELDS,
  CONTACT_SEND_FAILED,
  CONTACT_SENT_ID,
  contactPagePath,
  SENT_PARAM,
  type ContactField,
  type ContactValues,
  type PostedContactForm,
} from '../features/contact/posted-form';
import { ApiUnavailableError } from './api-fetch';
import type { ServerLog } from './failures';
import { readBody } from './request-body';

/** The most a form of the site can weigh (a 5,000-character message, percent-encoded, is far less); nginx stops larger bodies first. */
export const CONTACT_BODY_LIMIT = 32 * 1024;
/** How long the API has to receive a message. A timeout may have stored it: the page says to send again, with the same key. */
export const CONTACT_API_TIMEOUT_MS = 10_000;

export interface ContactPostDeps {
  /** The API's internal origin; /api/… is added. */
  apiUrl: string;
  log: ServerLog;
  /**
   * Renders the page at `url` (path and query) with the posted form in it, for the visitor of `ctx`
   * (their saved persona and theme); undefined when the page cannot be rendered (the API is out of reach).
   */
  renderWithForm(ctx: Koa.Context, url: string, posted: PostedContactForm): Promise<string | undefined>;
}

/** A form sent from another site's page (contracts' isCrossSiteRequest); behind nginx the Host carries no port. */
export function isCrossSite(ctx: Koa.Context): boolean {
  return isCrossSiteRequest(ctx.get('sec-fetch-site'), ctx.get('origin'), [ctx.host, ctx.hostname]);
}

/**
 * The visitor's address: the last entry of X-Forwarded-For, which nginx or the gateway of `npm start`
 * sets (nginx's own view of the client, or a trusted proxy's list as it came, whose last entry is the
 * client that proxy saw), else the connection's. Only they reach the renderer (compose publishes it
 * nowhere; `npm start` binds it to 127.0.0.1), as the API, behind them, trusts only that last entry.
 */
export function visitorAddress(ctx: Koa.Context): string {
  const forwarded = ctx.get('x-forwarded-for').split(',').map((entry) => entry.trim()).filter(Boolean);
  return forwarded.at(-1) ?? ctx.req.socket.remoteAddress ?? '';
}


/** What the form sends, every field as text ('' when missing; the first value when repeated). */
export interface PostedFields extends ContactValues {
  persona: string;
  page: string;
  formToken: string;
  idempotencyKey: string;
  website: string;
}

export function postedFields(body: string): PostedFields {
  const params = new URLSearchParams(body);
  const text = (name: string) => params.get(name) ?? '';
  return {
    name: text('name'),
    email: text('email'),
    subject: text('subject'),
    // A form sends line breaks as CRLF; the browser's own count, and the API's limit, count one character each.
    message: text('message').replace(/\r\n?/g, '\n'),
    persona: text('persona'),
    page: text('page'),
    formToken: text('formToken'),
    idempotencyKey: text('idempotencyKey'),
    website: text('website'),
  };
}

/**
 * The page the form was sent from, as the form's `page` says it, when that is a path of this site
 * (never another host: `//host`, `/\host`, a scheme); else the home page. The path is checked again
 * once the URL parser has resolved its dot segments, since `/..//host` becomes `//host`. Its persona
 * (or, when it names none, the form's) keeps the page the persona's page, where the form is.
 */
export function returnPath(page: string, persona: TagType | null): string {
  let path = '/';
  let search = '';
  if (page.length <= CONTACT_LIMITS.page && isSitePath(page)) {
    const url = new URL(page, 'http://folio.invalid');
    if (url.origin === 'http://folio.invalid' && isSitePath(url.pathname)) [path, search] = [url.pathname, url.search];
  }
  const shown = contactPagePath(path, search);
  if (shown.includes('?') || !persona || path !== '/') return shown;
  return `/?${new URLSearchParams({ persona }).toString()}`;
}

/**
 * Where a sent form goes (Post/Redirect/Get): its page with `?sent=1`, at the panel that says the message
 * arrived (the browser scrolls it into view and moves focus to it, as it does for any focusable target).
 */
export const sentAddress = (path: string) => `${path}${path.includes('?') ? '&' : '?'}${SENT_PARAM}=1#${CONTACT_SENT_ID}`;

/**
 * The send's idempotency key: the form's, else (a form the server rendered, which carries none: a
 * micro-cached page is shared by every visitor in its window) one made from what it says, so that a
 * second click, or the same form sent again after a timeout, is the same message.
 */
export function keyOf(fields: PostedFields): string {
  if (fields.idempotencyKey) return fields.idempotencyKey;
  const hash = createHash('sha256').update(JSON.stringify([fields.formToken, fields.persona, fields.name, fields.email, fields.subject, fields.message]));
  return `form-${hash.digest('hex').slice(0, 40)}`;
}

type ApiAnswer = { status: number; body: unknown; retryAfter: string | null } | { unreachable: string };

async function sendToApi(apiUrl: string, ctx: Koa.Context, message: ContactMessageInput): Promise<ApiAnswer> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    // What the API learns of the visitor: the address it counts, and what the browser said of itself and of where the form was.
    'x-forwarded-for': visitorAddress(ctx),
  };
  for (const name of ['user-agent', 'origin', 'sec-fetch-site', 'x-request-id']) {
    const value = ctx.get(name);
    if (value) headers[name] = value;
  }
  try {
    const answer = await fetch(`${apiUrl.replace(/\/+$/, '')}/api/contact/messages`, {
      method: 'POST',
      headers,
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(CONTACT_API_TIMEOUT_MS),
    });
    const text = await answer.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: a proxy's error page
    }
    return { status: answer.status, body, retryAfter: answer.headers.get('retry-after') };
  } catch (error) {
    return { unreachable: error instanceof Error ? error.message : String(error) };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A 400's `fields`: the form's own beside their fields, any other (a field the visitor cannot change) as the form's message. */
function errorsOf(fields: Record<string, unknown>): Pick<PostedContactForm, 'errors' | 'formError'> {
  const errors: Partial<Record<ContactField, string>> = {};
  const other: string[] = [];
  for (const [field, message] of Object.entries(fields)) {
    if (typeof message !== 'string') continue;
    if ((CONTACT_FIELDS as readonly string[]).includes(field)) errors[field as ContactField] = message;
    else other.push(message);
  }
  return { errors, formError: other.length > 0 ? other.join(' ') : Object.keys(errors).length > 0 ? null : CONTACT_SEND_FAILED };
}

/** The page again, with the form as it was sent (never stored by anyone: it holds the visitor's words). */
async function answerWithForm(ctx: Koa.Context, deps: ContactPostDeps, status: number, path: string, posted: PostedContactForm) {
  const html = await deps.renderWithForm(ctx, path, posted);
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Robots-Tag', 'noindex');
  // The page itself cannot be rendered (the API is out of reach): the 503 page (failures.ts).
  if (html === undefined) throw new ApiUnavailableError(CONTACT_ACTION, 'the page the form was sent from could not be rendered');
  ctx.status = status;
  ctx.type = 'html';
  ctx.body = html;
}

function refuse(ctx: Koa.Context, status: number, text: string) {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/plain';
  ctx.body = text;
}

/**
 * POST /contact: the contact form sent without JavaScript (docs/leads.md). The body is a urlencoded
 * form of at most 32 KB (413 past it, 415 for any other type, 403 from another site's page), checked
 * with the contract the API checks it with, then forwarded to the API with what it needs of the
 * visitor: their address (X-Forwarded-For), User-Agent, Origin and Sec-Fetch-Site. Received: 303 to
 * the page it was sent from with `?sent=1#contact-sent` (Post/Redirect/Get), which thanks the visitor. Not: that
 * page again, 400 or 429 (503 when the API did not answer), with the visitor's values in the form and
 * each error beside its field. Nothing a visitor sends makes it fail (500).
 */
export function mountContactPost(router: Router, deps: ContactPostDeps): void {
  router.post(CONTACT_ACTION, async (ctx) => {
    if (isCrossSite(ctx)) return refuse(ctx, 403, 'This form can only be sent from the pages of this site.');
    if (!ctx.is('application/x-www-form-urlencoded')) return refuse(ctx, 415, 'The form must be sent as application/x-www-form-urlencoded.');
    const read = await readBody(ctx.req, CONTACT_BODY_LIMIT);
    if ('tooLarge' in read) {
      ctx.set('Connection', 'close');
      return refuse(ctx, 413, `The form is larger than ${CONTACT_BODY_LIMIT / 1024} KB.`);
    }
    if ('aborted' in read) return refuse(ctx, 400, 'The form did not arrive whole.');

    const fields = postedFields(read.text);
    const persona = parseTagType(fields.persona);
    const path = returnPath(fields.page, persona);
    const idempotencyKey = keyOf(fields);
    const values: ContactValues = { name: fields.name, email: fields.email, subject: fields.subject, message: fields.message };
    const message: ContactMessageInput = { ...values, persona, page: path, formToken: fields.formToken, idempotencyKey, website: fields.website };
    const posted = (outcome: Pick<PostedContactForm, 'errors' | 'formError'>): PostedContactForm => ({
      values,
      formToken: fields.formToken,
      idempotencyKey,
      ...outcome,
    });

    // The contract's own messages at once, without asking the API (which checks the same).
    const checked = check(contactMessageStruct, message);
    if (!checked.ok) return answerWithForm(ctx, deps, 400, path, posted(errorsOf(checked.fields)));

    const answer = await sendToApi(deps.apiUrl, ctx, message);
    if ('unreachable' in answer) {
      deps.log(`POST ${CONTACT_ACTION}: the API did not answer (${answer.unreachable})`);
      return answerWithForm(ctx, deps, 503, path, posted({ errors: {}, formError: CONTACT_SEND_FAILED }));
    }
    if (answer.status === 200 || answer.status === 201) {
      ctx.status = 303;
      ctx.set('Location', sentAddress(path));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = '';
      return undefined;
    }
    if (answer.status === 400 && isRecord(answer.body) && isRecord(answer.body.fields)) {
      return answerWithForm(ctx, deps, 400, path, posted(errorsOf(answer.body.fields)));
    }
    if (answer.status === 429) {
      const said = isRecord(answer.body) && typeof answer.body.message === 'string' ? answer.body.message : CONTACT_MESSAGES.tooMany;
      if (answer.retryAfter && /^\d+$/.test(answer.retryAfter)) ctx.set('Retry-After', answer.retryAfter);
      return answerWithForm(ctx, deps, 429, path, posted({ errors: {}, formError: said }));
    }
    deps.log(`POST ${CONTACT_ACTION}: the API answered ${answer.status}`);
    return answerWithForm(ctx, deps, 503, path, posted({ errors: {}, formError: CONTACT_SEND_FAILED }));
  });
}
