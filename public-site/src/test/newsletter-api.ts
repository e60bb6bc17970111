import { check, NEWSLETTER_TEXTS, subscribeStruct, type SubscriptionView, type TagType } from '@folio/contracts';
import { http, HttpResponse, passthrough } from 'msw';
import request from 'supertest';
import { createRenderServer } from '../server/app';
import { build } from './render-on-server';
import { api, server } from './server';

/**
 * The newsletter's API as the rendering server's tests meet it (contracts/src/newsletter.ts and the
 * routes of the plan): msw stand-ins that record what they were sent.
 */

export const NEWSLETTER_FORM_TOKEN = 'newsletter-form-token';
export const CONFIRM_TOKEN = 'c0nfirm-T0ken_abcdefghijklmnopqrstuvwxyz012345';
export const UNSUBSCRIBE_TOKEN = '42.uNsUbScRiBe-key_0123';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** Every newsletter call the renderer made in this test (cleared by `standInNewsletterApi`). */
export const newsletterCalls: ApiCall[] = [];

async function record(sent: Request): Promise<ApiCall> {
  const url = new URL(sent.url);
  const text = await sent.clone().text();
  const call = { method: sent.method, path: url.pathname + url.search, body: text ? (JSON.parse(text) as unknown) : null, headers: Object.fromEntries(sent.headers) };
  newsletterCalls.push(call);
  return call;
}

/**
 * The API with mail configured: the form available, subscribing (202 for any valid address, 400 with
 * the contract's messages), confirming `CONFIRM_TOKEN` once (410 after, and for any other token), and
 * the subscription of `UNSUBSCRIBE_TOKEN` (404 for any other) as `view` says, changed as the API changes it.
 */
export function standInNewsletterApi(view: SubscriptionView = { status: 'confirmed', personas: ['enterprise'], maskedEmail: 'a***@example.com' }) {
  newsletterCalls.length = 0;
  let confirmed = false;
  const subscription = { ...view };
  server.use(
    // The renderer itself, under supertest, on loopback.
    http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()),
    http.get(api('newsletter/form'), async ({ request: sent }) => {
      await record(sent);
      return HttpResponse.json({ available: true, token: NEWSLETTER_FORM_TOKEN });
    }),
    http.post(api('newsletter/subscriptions'), async ({ request: sent }) => {
      const { body } = await record(sent);
      const checked = check(subscribeStruct, body);
      if (!checked.ok) return HttpResponse.json({ message: 'Please check the form', fields: checked.fields }, { status: 400 });
      return HttpResponse.json({ received: true, message: NEWSLETTER_TEXTS.sent }, { status: 202 });
    }),
    http.post(api('newsletter/confirmations'), async ({ request: sent }) => {
      const { body } = await record(sent);
      if ((body as { token?: string }).token !== CONFIRM_TOKEN || confirmed) return HttpResponse.json({ message: NEWSLETTER_TEXTS.linkExpired }, { status: 410 });
      confirmed = true;
      return HttpResponse.json({ personas: ['enterprise', 'fitness'] satisfies TagType[] });
    }),
    http.get(api('newsletter/subscription'), async ({ request: sent }) => {
      await record(sent);
      if (new URL(sent.url).searchParams.get('token') !== UNSUBSCRIBE_TOKEN) return HttpResponse.json({ message: NEWSLETTER_TEXTS.unknownLink }, { status: 404 });
      return HttpResponse.json(subscription);
    }),
    http.put(api('newsletter/subscription'), async ({ request: sent }) => {
      const { body } = await record(sent);
      const { token, personas } = body as { token: string; personas: TagType[] };
      if (token !== UNSUBSCRIBE_TOKEN) return HttpResponse.json({ message: NEWSLETTER_TEXTS.unknownLink }, { status: 404 });
      if (subscription.status !== 'confirmed') return HttpResponse.json({ message: 'Only a confirmed subscription can change its personas.' }, { status: 409 });
      subscription.personas = personas;
      return HttpResponse.json(subscription);
    }),
    http.post(api('newsletter/unsubscribe'), async ({ request: sent }) => {
      const { body } = await record(sent);
      if ((body as { token?: string }).token !== UNSUBSCRIBE_TOKEN) return HttpResponse.json({ message: NEWSLETTER_TEXTS.unknownLink }, { status: 404 });
      subscription.status = 'unsubscribed';
      return HttpResponse.json({ unsubscribed: true });
    }),
  );
}

/** The subscriptions the stand-in was sent, as the API received them. */
export const subscriptionsSent = () => newsletterCalls.filter((call) => call.method === 'POST' && call.path === '/api/newsletter/subscriptions');

export const logged: string[] = [];
export const renderer = () => createRenderServer({ apiUrl: globalThis.location.origin, build, log: (message) => logged.push(message) }).callback();

/** A visitor's browser on this site's page, behind nginx (the last X-Forwarded-For entry is the visitor). */
export const VISITOR = {
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  Origin: 'http://127.0.0.1',
  'Sec-Fetch-Site': 'same-origin',
  'X-Forwarded-For': '198.51.100.20, 203.0.113.9',
};

export const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A POST as the browser sends a form. */
export const postForm = (path: string, body: string | Buffer, headers: Record<string, string> = VISITOR, type = FORM_TYPE) =>
  request(renderer()).post(path).set(headers).type(type).send(body);

export const getPage = (path: string) => request(renderer()).get(path).set(VISITOR);

/**
 * The page as a browser reads it, in an element of the test's own document (so that jest-dom's
 * matchers know its nodes): <head>'s title, links and metas are in it too.
 */
export function documentOf(html: string): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = html.replace(/^<!doctype html>/i, '');
  return page;
}

/** Checks a page as a screen-reader user meets it: one h1, and a label for every control a visitor can reach. */
export function expectAccessible(doc: HTMLElement) {
  expect(doc.querySelectorAll('h1')).toHaveLength(1);
  const controls = [...doc.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input:not([type="hidden"]), select, textarea')];
  const unlabelled = controls.filter((control) => control.labels === null || control.labels.length === 0).map((control) => control.outerHTML);
  expect(unlabelled).toEqual([]);
}

/** A form as urlencoded, each entry in order (a name may repeat, as checkboxes do). */
export const formBody = (entries: [string, string][]) => new URLSearchParams(entries).toString();
