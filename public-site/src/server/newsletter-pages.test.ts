import { NEWSLETTER_MESSAGES, NEWSLETTER_TEXTS, SUBSCRIBER_STATUS_LABELS } from '@folio/contracts';
import { http, HttpResponse } from 'msw';
import { NEWSLETTER_ACTION_FAILED } from '../features/newsletter/newsletter-answer';
import {
  CONFIRM_TOKEN,
  documentOf,
  expectAccessible,
  formBody,
  getPage,
  logged,
  newsletterCalls,
  postForm,
  standInNewsletterApi,
  UNSUBSCRIBE_TOKEN,
  VISITOR,
} from '../test/newsletter-api';
import { appHtml } from '../test/render-on-server';
import { api, server } from '../test/server';

const CONFIRM = `/subscribe/confirm/${CONFIRM_TOKEN}`;
const UNSUBSCRIBE = `/unsubscribe/${UNSUBSCRIBE_TOKEN}`;
const calls = () => newsletterCalls.map(({ method, path }) => `${method} ${path}`);
const statusText = (html: string) => documentOf(html).querySelector('[role="status"]')?.textContent ?? '';

/** Answers only one subscriber may see: kept by no cache, out of search engines. */
function expectPrivate(answer: { headers: Record<string, string>; text: string }) {
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['x-robots-tag']).toBe('noindex');
  expect(answer.text).toContain('<meta data-head name="robots" content="noindex">');
  expect(answer.text).not.toContain('rel="canonical"');
}

beforeEach(() => {
  logged.length = 0;
  standInNewsletterApi();
});

describe('/subscribe/confirm/<token>: the confirmation email’s link', () => {
  it('shows a Confirm button on GET (a POST form to the same address) and asks the API nothing: a link scanner confirms nothing', async () => {
    const answer = await getPage(CONFIRM);
    expect(answer.status).toBe(200);
    expectPrivate(answer);
    const page = documentOf(answer.text);
    expect(page.querySelector('h1')).toHaveTextContent(NEWSLETTER_TEXTS.confirmHeading);
    const form = page.querySelector('form[method="post"]')!;
    expect(form.getAttribute('action')).toBe(CONFIRM);
    expect(form.querySelector('button[type="submit"]')).toHaveTextContent(NEWSLETTER_TEXTS.confirm);
    expectAccessible(page);
    expect(calls()).toEqual([]);
  });

  it('confirms on POST, and says so with the personas followed', async () => {
    const answer = await postForm(CONFIRM, '');
    expect(answer.status).toBe(200);
    expectPrivate(answer);
    expect(calls()).toEqual(['POST /api/newsletter/confirmations']);
    expect(newsletterCalls[0]!.body).toEqual({ token: CONFIRM_TOKEN });
    expect(newsletterCalls[0]!.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(statusText(answer.text)).toBe(NEWSLETTER_TEXTS.confirmed);
    expect(appHtml(answer.text)).toContain('Enterprise Tech, Fitness Coach');
    expect(documentOf(answer.text).querySelector('form')).toBeNull();
    expectAccessible(documentOf(answer.text));
  });

  it('answers an expired or used link with 410 and the way to subscribe again', async () => {
    expect((await postForm(CONFIRM, '')).status).toBe(200);
    const again = await postForm(CONFIRM, '');
    expect(again.status).toBe(410);
    expectPrivate(again);
    expect(statusText(again.text)).toBe(NEWSLETTER_TEXTS.linkExpired);
    expect(documentOf(again.text).querySelector('a[href="/subscribe"]')).not.toBeNull();
    const other = await postForm('/subscribe/confirm/someone-elses-token', '');
    expect(other.status).toBe(410);
  });

  it('keeps the button and says to try again when the API is out of reach (503), and refuses another site’s POST (403)', async () => {
    server.use(http.post(api('newsletter/confirmations'), () => HttpResponse.error()));
    const answer = await postForm(CONFIRM, '');
    expect(answer.status).toBe(503);
    expect(statusText(answer.text)).toBe(NEWSLETTER_ACTION_FAILED);
    expect(documentOf(answer.text).querySelector(`form[action="${CONFIRM}"] button`)).not.toBeNull();
    expect(logged).toHaveLength(1);
    const crossSite = await postForm(CONFIRM, '', { ...VISITOR, 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
  });
});

describe('/unsubscribe/<token>: every email’s unsubscribe link', () => {
  it('shows the masked address, the status, Unsubscribe, and the personas followed with Save', async () => {
    const answer = await getPage(UNSUBSCRIBE);
    expect(answer.status).toBe(200);
    expectPrivate(answer);
    expect(calls()).toEqual([`GET /api/newsletter/subscription?token=${encodeURIComponent(UNSUBSCRIBE_TOKEN)}`]);
    const page = documentOf(answer.text);
    expect(page.querySelector('h1')).toHaveTextContent(NEWSLETTER_TEXTS.unsubscribeHeading);
    expect(appHtml(answer.text)).toContain('a***@example.com');
    expect(appHtml(answer.text)).toContain(SUBSCRIBER_STATUS_LABELS.confirmed);
    const forms = [...page.querySelectorAll<HTMLFormElement>('form[method="post"]')];
    expect(forms.map((form) => [form.getAttribute('action'), form.querySelector<HTMLInputElement>('input[name="action"]')?.value, form.querySelector('button')?.textContent])).toEqual([
      [UNSUBSCRIBE, 'unsubscribe', NEWSLETTER_TEXTS.unsubscribe],
      [UNSUBSCRIBE, 'save', NEWSLETTER_TEXTS.savePersonas],
    ]);
    expect([...forms[1]!.querySelectorAll<HTMLInputElement>('input[name="personas"]')].filter((box) => box.checked).map((box) => box.value)).toEqual(['enterprise']);
    expectAccessible(page);
  });

  it('unsubscribes on the button’s POST, then comes back (303) to a page that says so, without the button', async () => {
    const answer = await postForm(UNSUBSCRIBE, formBody([['action', 'unsubscribe']]));
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(`${UNSUBSCRIBE}?done=unsubscribed`);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(calls()).toEqual(['POST /api/newsletter/unsubscribe']);
    expect(newsletterCalls[0]!.body).toEqual({ token: UNSUBSCRIBE_TOKEN });

    const after = await getPage(answer.headers.location!);
    expectPrivate(after);
    expect(statusText(after.text)).toBe(NEWSLETTER_TEXTS.unsubscribed);
    expect(appHtml(after.text)).toContain(SUBSCRIBER_STATUS_LABELS.unsubscribed);
    expect(documentOf(after.text).querySelector('input[name="action"]')).toBeNull();
  });

  it('saves the personas checked on Save, then comes back (303) to a page that says so', async () => {
    const answer = await postForm(UNSUBSCRIBE, formBody([['action', 'save'], ['personas', 'business'], ['personas', 'fitness']]));
    expect([answer.status, answer.headers.location]).toEqual([303, `${UNSUBSCRIBE}?done=saved`]);
    expect(newsletterCalls.at(-1)).toMatchObject({ method: 'PUT', path: '/api/newsletter/subscription', body: { token: UNSUBSCRIBE_TOKEN, personas: ['business', 'fitness'] } });

    const after = await getPage(answer.headers.location!);
    expect(statusText(after.text)).toBe(NEWSLETTER_TEXTS.personasSaved);
    const boxes = [...documentOf(after.text).querySelectorAll<HTMLInputElement>('input[name="personas"]')];
    expect(boxes.filter((box) => box.checked).map((box) => box.value)).toEqual(['business', 'fitness']);
  });

  it('answers Save with no persona checked with the page again (400), saying why, and asks the API nothing', async () => {
    const answer = await postForm(UNSUBSCRIBE, formBody([['action', 'save']]));
    expect(answer.status).toBe(400);
    expectPrivate(answer);
    expect(statusText(answer.text)).toBe(NEWSLETTER_MESSAGES.personasRequired);
    expect(calls()).toEqual([`GET /api/newsletter/subscription?token=${encodeURIComponent(UNSUBSCRIBE_TOKEN)}`]);
  });

  it('says the link is unknown (404) for a token the API does not know, GET or POST', async () => {
    const answer = await getPage('/unsubscribe/7.not-a-key');
    expect(answer.status).toBe(404);
    expectPrivate(answer);
    expect(appHtml(answer.text)).toContain(NEWSLETTER_TEXTS.unknownLink);
    expect(documentOf(answer.text).querySelector('form')).toBeNull();
    expectAccessible(documentOf(answer.text));
    const posted = await postForm('/unsubscribe/7.not-a-key', formBody([['action', 'unsubscribe']]));
    expect(posted.status).toBe(404);
    expect(appHtml(posted.text)).toContain(NEWSLETTER_TEXTS.unknownLink);
  });

  it('offers no Save to a subscriber who has not confirmed, and nothing to leave for one who left', async () => {
    standInNewsletterApi({ status: 'pending', personas: ['fitness'], maskedEmail: 'b***@example.com' });
    const pending = documentOf((await getPage(UNSUBSCRIBE)).text);
    expect([...pending.querySelectorAll<HTMLInputElement>('input[name="action"]')].map((input) => input.value)).toEqual(['unsubscribe']);
    standInNewsletterApi({ status: 'unsubscribed', personas: [], maskedEmail: 'b***@example.com' });
    const left = documentOf((await getPage(UNSUBSCRIBE)).text);
    expect(left.querySelectorAll('form')).toHaveLength(0);
    expect(left.querySelector('a[href="/subscribe"]')).not.toBeNull();
  });

  it('refuses a POST from another site’s page (403), another type (415) and an unknown action (400)', async () => {
    expect((await postForm(UNSUBSCRIBE, formBody([['action', 'unsubscribe']]), { ...VISITOR, 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' })).status).toBe(403);
    expect((await postForm(UNSUBSCRIBE, '{"action":"unsubscribe"}', VISITOR, 'application/json')).status).toBe(415);
    expect((await postForm(UNSUBSCRIBE, formBody([['action', 'delete-everything']]))).status).toBe(400);
    expect(calls()).toEqual([]);
  });
});
