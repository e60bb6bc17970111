import type Koa from 'koa';
import { isCrossSite, visitorAddress } from './contact-post';
import { readBody } from './request-body';

/**
 * What the newsletter's forms sent without JavaScript share with the contact form's (contact-post.ts,
 * docs/leads.md 'Without JavaScript'): the body read with a limit, the same refusals, and the API
 * called with what it needs of the visitor.
 */

/** How long the API has to answer a form. */
export const FORM_API_TIMEOUT_MS = 10_000;


export function refuse(ctx: Koa.Context, status: number, text: string): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/plain';
  ctx.body = text;
}

/**
 * The form a browser sent, or null once the request has been answered: 403 from another site's page
 * (the contact form's rule), 415 for a body that is not urlencoded, 413 past `limit` bytes, 400 for a
 * body that did not arrive whole.
 */
export async function readPostedForm(ctx: Koa.Context, limit: number): Promise<URLSearchParams | null> {
  if (isCrossSite(ctx)) {
    refuse(ctx, 403, 'This form can only be sent from the pages of this site.');
    return null;
  }
  // A form with no field at all (the confirmation's button) may come with no body and no type.
  const empty = !ctx.get('content-type') && Number(ctx.get('content-length') || 0) === 0;
  if (!empty && !ctx.is('application/x-www-form-urlencoded')) {
    refuse(ctx, 415, 'The form must be sent as application/x-www-form-urlencoded.');
    return null;
  }
  const read = await readBody(ctx.req, limit);
  if ('tooLarge' in read) {
    ctx.set('Connection', 'close');
    refuse(ctx, 413, `The form is larger than ${limit / 1024} KB.`);
    return null;
  }
  if ('aborted' in read) {
    refuse(ctx, 400, 'The form did not arrive whole.');
    return null;
  }
  return new URLSearchParams(read.text);
}

export type ApiAnswer = { status: number; body: unknown; retryAfter: string | null } | { unreachable: string };

/**
 * `method` `${apiUrl}/api/${path}` with `body` as JSON, as the visitor: their address (the last
 * X-Forwarded-For entry nginx or the gateway set) in X-Forwarded-For, and their User-Agent, Origin,
 * Sec-Fetch-Site and request id, exactly as the contact form's POST forwards them.
 */
export async function callApi(apiUrl: string, ctx: Koa.Context, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<ApiAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-forwarded-for': visitorAddress(ctx) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  for (const name of ['user-agent', 'origin', 'sec-fetch-site', 'x-request-id']) {
    const value = ctx.get(name);
    if (value) headers[name] = value;
  }
  try {
    const answer = await fetch(`${apiUrl.replace(/\/+$/, '')}/api/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(FORM_API_TIMEOUT_MS),
    });
    const text = await answer.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: a proxy's error page
    }
    return { status: answer.status, body: parsed, retryAfter: answer.headers.get('retry-after') };
  } catch (error) {
    return { unreachable: error instanceof Error ? error.message : String(error) };
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The API's own words in an answer's `message`, else `fallback`. */
export const messageOf = (body: unknown, fallback: string): string => (isRecord(body) && typeof body.message === 'string' && body.message ? body.message : fallback);

/** Answers a POST with the page it renders (never stored by anyone: it answers one visitor's form). */
export function answerWithPage(ctx: Koa.Context, status: number, html: string): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Robots-Tag', 'noindex');
  ctx.type = 'html';
  ctx.body = html;
}

/** Post/Redirect/Get: 303 to `location`, stored by no one. */
export function seeOther(ctx: Koa.Context, location: string): void {
  ctx.status = 303;
  ctx.set('Location', location);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = '';
}
