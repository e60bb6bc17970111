import { CONTACT_MESSAGES, NEWSLETTER_MESSAGES, NEWSLETTER_TEXTS } from '@folio/contracts';
import { http, HttpResponse } from 'msw';
import { SUBSCRIBE_FAILED } from '../features/newsletter/newsletter-answer';
import {
  documentOf,
  expectAccessible,
  formBody,
  getPage,
  logged,
  NEWSLETTER_FORM_TOKEN,
  newsletterCalls,
  postForm,
  standInNewsletterApi,
  subscriptionsSent,
  VISITOR,
} from '../test/newsletter-api';
import { api, server } from '../test/server';
import { SUBSCRIBE_BODY_LIMIT, subscribeReturnPath } from './subscribe-post';

const filled = (extra: [string, string][] = [], page = '/blog/architecture-decision-records') =>
  formBody([
    ['email', 'ada@example.com'],
    ['personas', 'enterprise'],
    ['personas', 'fitness'],
    ['website', ''],
    ['page', page],
    ['formToken', NEWSLETTER_FORM_TOKEN],
    ...extra,
  ]);
const subscribe = (body: string | Buffer, headers?: Record<string, string>, type?: string) => postForm('/subscribe', body, headers, type);

/** The answered page's subscribe form. */
const formIn = (html: string) => documentOf(html).querySelector<HTMLElement>('section#subscribe form')!;
const checkedIn = (form: HTMLElement) => [...form.querySelectorAll<HTMLInputElement>('input[name="personas"]')].filter((box) => box.checked).map((box) => box.value);

beforeEach(() => {
  logged.length = 0;
  standInNewsletterApi();
});

describe('POST /subscribe: the subscribe form without JavaScript', () => {
  it('forwards the subscription as the visitor, then sends them back to the page with ?subscribed=1 (303), which thanks them', async () => {
    const answer = await subscribe(filled());

    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/blog/architecture-decision-records?subscribed=1#subscribe');
    expect(answer.headers['cache-control']).toBe('no-store');
    const [sent] = subscriptionsSent();
    expect(sent!.body).toEqual({ email: 'ada@example.com', personas: ['enterprise', 'fitness'], page: '/blog/architecture-decision-records', formToken: NEWSLETTER_FORM_TOKEN, website: null });
    expect(sent!.headers).toMatchObject({
      'user-agent': VISITOR['User-Agent'],
      origin: VISITOR.Origin,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': '203.0.113.9',
      'content-type': 'application/json',
    });
    expect(newsletterCalls.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/newsletter/subscriptions']);

    const thanked = await getPage(answer.headers.location!.replace(/#.*/, ''));
    const section = documentOf(thanked.text).querySelector('section#subscribe')!;
    expect(section.querySelector('[role="status"]')).toHaveTextContent(NEWSLETTER_TEXTS.sent);
    expect(section.querySelector('form')).toBeNull();
  });

  it.each([
    ['a persona page', '/?persona=business&case=3&utm_source=mail', '/?persona=business&subscribed=1#subscribe'],
    ['the blog of a persona', '/blog?persona=fitness&q=x', '/blog?persona=fitness&subscribed=1#subscribe'],
    ['another host', '//evil.example/steal', '/subscribe?subscribed=1#subscribe'],
    ['dot segments that resolve to another host', '/..//evil.example', '/subscribe?subscribed=1#subscribe'],
    ['an absolute address', 'https://evil.example/', '/subscribe?subscribed=1#subscribe'],
    ['no page', '', '/subscribe?subscribed=1#subscribe'],
  ])('sends the visitor back only to a path of this site: %s', async (_case, page, location) => {
    const answer = await subscribe(filled([], page));
    expect([answer.status, answer.headers.location]).toEqual([303, location]);
  });

  it('answers a form with mistakes with the /subscribe page (400): values kept, each error beside its field, a summary that takes focus', async () => {
    const answer = await subscribe(formBody([['email', 'ada@'], ['page', '/?persona=fitness'], ['formToken', NEWSLETTER_FORM_TOKEN], ['website', '']]));

    expect(answer.status).toBe(400);
    expect(answer.headers['cache-control']).toBe('no-store');
    const page = documentOf(answer.text);
    expect(page.querySelector('h1')).toHaveTextContent(NEWSLETTER_TEXTS.pageTitle);
    const form = formIn(answer.text);
    const email = form.querySelector<HTMLInputElement>('#subscribe-email')!;
    expect(email).toHaveValue('ada@');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(form.querySelector(`#${email.getAttribute('aria-describedby')}`)).toHaveTextContent(CONTACT_MESSAGES.emailInvalid);
    const personas = form.querySelector('#subscribe-personas')!;
    expect(form.querySelector(`#${personas.getAttribute('aria-describedby')}`)).toHaveTextContent(NEWSLETTER_MESSAGES.personasRequired);
    expect(checkedIn(form)).toEqual([]);
    const summary = form.querySelector('[aria-labelledby="subscribe-summary-title"]')!;
    expect(summary).toHaveAttribute('autofocus');
    expect([...summary.querySelectorAll('a')].map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['#subscribe-email', CONTACT_MESSAGES.emailInvalid],
      ['#subscribe-personas', NEWSLETTER_MESSAGES.personasRequired],
    ]);
    // Sent again, it still goes back to the page it came from, with the token that dates the form.
    expect(form.querySelector('input[name="page"]')).toHaveValue('/?persona=fitness');
    expect(form.querySelector('input[name="formToken"]')).toHaveValue(NEWSLETTER_FORM_TOKEN);
    expectAccessible(page);
    // Checked as the API checks it: the API was not asked.
    expect(subscriptionsSent()).toEqual([]);
  });

  it('keeps the personas checked and shows the API’s own 400 beside its field', async () => {
    server.use(http.post(api('newsletter/subscriptions'), () => HttpResponse.json({ message: 'Check the form', fields: { email: 'This domain does not receive email' } }, { status: 400 })));
    const answer = await subscribe(filled());
    expect(answer.status).toBe(400);
    const form = formIn(answer.text);
    expect(form.querySelector('#subscribe-email')).toHaveValue('ada@example.com');
    expect(form.querySelector('#subscribe-email-error')).toHaveTextContent('This domain does not receive email');
    expect(checkedIn(form)).toEqual(['enterprise', 'fitness']);
  });

  it('answers a 429 with the page again, its message taking focus, the values kept and the API’s Retry-After', async () => {
    const said = `${NEWSLETTER_MESSAGES.tooMany} (the API's words)`;
    server.use(http.post(api('newsletter/subscriptions'), () => HttpResponse.json({ message: said }, { status: 429, headers: { 'Retry-After': '3600' } })));
    const answer = await subscribe(filled());

    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBe('3600');
    expect(answer.headers['cache-control']).toBe('no-store');
    const form = formIn(answer.text);
    const notice = form.querySelector('[role="status"] > p');
    expect(notice).toHaveTextContent(said);
    expect(notice).toHaveAttribute('autofocus');
    expect(form.querySelector('#subscribe-email')).toHaveValue('ada@example.com');
    expect(checkedIn(form)).toEqual(['enterprise', 'fitness']);
  });

  it.each([
    ['has no mail configured (503)', http.post(api('newsletter/subscriptions'), () => HttpResponse.json({ message: NEWSLETTER_MESSAGES.unavailable }, { status: 503 })), NEWSLETTER_MESSAGES.unavailable, 0],
    ['fails', http.post(api('newsletter/subscriptions'), () => new HttpResponse('Database unavailable', { status: 500 })), SUBSCRIBE_FAILED, 1],
    ['does not answer', http.post(api('newsletter/subscriptions'), () => HttpResponse.error()), SUBSCRIBE_FAILED, 1],
  ])('answers 503 with the page and the address kept when the API %s', async (_case, handler, said, logs) => {
    server.use(handler);
    const answer = await subscribe(filled());
    expect(answer.status).toBe(503);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(formIn(answer.text).querySelector('[role="status"]')).toHaveTextContent(said);
    expect(formIn(answer.text).querySelector('#subscribe-email')).toHaveValue('ada@example.com');
    expect(logged).toHaveLength(logs);
  });

  it('refuses a body over 16 KB (413), another type than a form (415), and a post from another site’s page (403)', async () => {
    const big = await subscribe(filled([['website', 'x'.repeat(SUBSCRIBE_BODY_LIMIT)]]));
    expect(big.status).toBe(413);
    const json = await subscribe(JSON.stringify({ email: 'ada@example.com' }), VISITOR, 'application/json');
    expect(json.status).toBe(415);
    const crossSite = await subscribe(filled(), { ...VISITOR, 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const { 'Sec-Fetch-Site': _site, ...olderBrowser } = VISITOR;
    expect((await subscribe(filled(), { ...olderBrowser, Origin: 'https://evil.example' })).status).toBe(403);
    expect(subscriptionsSent()).toEqual([]);
  });

  it.each([
    ['an empty body', ''],
    ['broken percent-encoding', 'email=%E0%A4%A&personas=%zz&page=%'],
    ['bytes that are not UTF-8', Buffer.from([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x3d, 0xff, 0xfe, 0x26, 0x26, 0x3d, 0x3d])],
    ['unknown personas, repeated ones and unknown fields', 'email=a@example.com&personas=admin&personas=enterprise&personas=enterprise&__proto__=x&toString=1'],
    ['a token and a honeypot out of bounds', filled([['formToken', 'x'.repeat(600)]])],
  ])('never fails on what a visitor sends (%s): a 400 page or a 303, no 500', async (_case, body) => {
    const answer = await subscribe(body);
    expect([303, 400]).toContain(answer.status);
    expect(logged).toEqual([]);
  });
});

describe('subscribeReturnPath', () => {
  it.each([
    ['/blog/a-post?persona=fitness&subscribed=1', '/blog/a-post?persona=fitness'],
    ['/blog?q=x&page=2', '/blog'],
    ['/..//evil.test', '/subscribe'],
    ['/%2e%2e//evil.test', '/subscribe'],
    ['/\\evil.test', '/subscribe'],
    ['', '/subscribe'],
  ])('%s → %s', (page, expected) => {
    expect(subscribeReturnPath(page)).toBe(expected);
  });
});
