import { appHtml, build } from '../test/render-on-server';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@folio/contracts';
import { http, HttpResponse, passthrough } from 'msw';
import request from 'supertest';
import { CONTACT_SEND_FAILED, type PostedContactForm } from '../features/contact/posted-form';
import type { IslandProps } from '../islands/registry';
import { api, contactInbox, server } from '../test/server';
import { createRenderServer } from './app';
import { CONTACT_BODY_LIMIT, returnPath } from './contact-post';

const logged: string[] = [];
const renderer = () => createRenderServer({ apiUrl: globalThis.location.origin, build, log: (message) => logged.push(message) }).callback();

const VISITOR = {
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  Origin: 'http://127.0.0.1',
  'Sec-Fetch-Site': 'same-origin',
  // As nginx sends it behind a trusted proxy: the proxy's list, whose last entry is the visitor.
  'X-Forwarded-For': '198.51.100.20, 203.0.113.9',
};

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const filled = (extra: Record<string, string> = {}) =>
  form({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'Hiring',
    message: 'First line\r\nSecond line',
    persona: 'business',
    page: '/?persona=business',
    formToken: 'form-token-business',
    idempotencyKey: '',
    website: '',
    ...extra,
  });

const post = (body: string | Buffer, headers: Record<string, string> = VISITOR, type = 'application/x-www-form-urlencoded') =>
  request(renderer()).post('/contact').set(headers).type(type).send(body);

/** The form as the page answering a POST carries it for the browser: in the contact form island's props. */
const postedOf = (html: string): PostedContactForm | null => {
  const island = new DOMParser().parseFromString(html, 'text/html').querySelector('[data-island="contactForm"]');
  const props = island?.getAttribute('data-island-props');
  return props ? (JSON.parse(props) as IslandProps<'contactForm'>).posted : null;
};
/** The answered page's contact form, as a browser reads it. */
function formIn(html: string): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = appHtml(html);
  return page.querySelector<HTMLElement>('#contact-form')!;
}
const control = (form: HTMLElement, name: string) => form.querySelector<HTMLInputElement>(`#contact-${name}`)!;

/** The API calls the renderer made. */
let apiCalls: { method: string; path: string; headers: Record<string, string> }[];

beforeEach(() => {
  logged.length = 0;
  apiCalls = [];
  server.events.removeAllListeners('request:start');
  server.events.on('request:start', ({ request: sent }) => {
    const url = new URL(sent.url);
    if (url.pathname.startsWith('/api/')) apiCalls.push({ method: sent.method, path: url.pathname + url.search, headers: Object.fromEntries(sent.headers) });
  });
  server.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
});

describe('POST /contact: the contact form without JavaScript', () => {
  it('forwards the message with the visitor’s address, browser and origin, then sends the visitor back to the page with ?sent=1 (303)', async () => {
    const answer = await post(filled());

    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/?persona=business&sent=1#contact-sent');
    expect(answer.headers['cache-control']).toBe('no-store');
    const [stored] = [...contactInbox.values()];
    expect(stored).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Hiring',
      // One character per line break, as the browser counted them.
      message: 'First line\nSecond line',
      persona: 'business',
      page: '/?persona=business',
      formToken: 'form-token-business',
      idempotencyKey: expect.stringMatching(/^form-[0-9a-f]{40}$/),
      website: null,
    });
    expect(stored!.headers).toMatchObject({
      'user-agent': VISITOR['User-Agent'],
      origin: VISITOR.Origin,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': '203.0.113.9',
      'content-type': 'application/json',
    });
    expect(apiCalls.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/contact/messages']);
  });

  it('without a proxy in front, gives the API the address of the connection', async () => {
    const { 'X-Forwarded-For': _proxy, ...direct } = VISITOR;
    await post(filled(), direct);
    expect(apiCalls[0]!.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
  });

  it('makes the same form sent twice (a second click, a resend after a timeout) one message: the same idempotency key', async () => {
    const [first, second] = [await post(filled()), await post(filled())];
    expect([first.status, second.status]).toEqual([303, 303]);
    // Both reached the API, which stored the first and knew the second by its key.
    expect(apiCalls).toHaveLength(2);
    expect(contactInbox.size).toBe(1);
    // A form that carries its own key keeps it.
    await post(filled({ idempotencyKey: 'browser-key-1' }));
    expect(contactInbox.has('browser-key-1')).toBe(true);
  });

  it.each([
    ['a persona page with a case study open', '/?persona=business&case=3&utm_source=mail', '/?persona=business&sent=1#contact-sent'],
    ['the home page of the saved persona', '/', '/?persona=business&sent=1#contact-sent'],
    ['another host', '//evil.example/steal', '/?persona=business&sent=1#contact-sent'],
    ['another host through a backslash', '/\\evil.example', '/?persona=business&sent=1#contact-sent'],
    ['an absolute address', 'https://evil.example/', '/?persona=business&sent=1#contact-sent'],
    ['a page of the site', '/blog?persona=fitness', '/blog?persona=fitness&sent=1#contact-sent'],
    ['too long an address', `/?persona=enterprise&x=${'a'.repeat(CONTACT_LIMITS.page)}`, '/?persona=business&sent=1#contact-sent'],
  ])('sends the visitor back only to a path of this site: %s', async (_case, page, location) => {
    const answer = await post(filled({ page }));
    expect([answer.status, answer.headers.location]).toEqual([303, location]);
  });

  it('answers a form with mistakes with its page again (400): the values kept, each error beside its field, a summary, stored by no cache', async () => {
    const answer = await post(filled({ name: '   ', email: 'ada@', message: 'Still here <b>& here</b>' }));

    expect(answer.status).toBe(400);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    // The page the form was on, whole.
    expect(appHtml(answer.text)).toContain('I automate the repetitive middle.');
    expect(appHtml(answer.text)).toContain('Still here &lt;b&gt;&amp; here&lt;/b&gt;');
    const form = formIn(answer.text);
    const described = (name: string) => control(form, name).getAttribute('aria-describedby');
    expect(control(form, 'name')).toHaveAttribute('aria-invalid', 'true');
    expect(form.querySelector(`#${described('name')}`)).toHaveTextContent(CONTACT_MESSAGES.nameRequired);
    expect(control(form, 'email')).toHaveValue('ada@');
    expect(control(form, 'email')).toHaveAttribute('aria-invalid', 'true');
    expect(form.querySelector('#contact-email-error')).toHaveTextContent(CONTACT_MESSAGES.emailInvalid);
    expect(control(form, 'subject')).toHaveValue('Hiring');
    expect(control(form, 'message')).toHaveValue('Still here <b>& here</b>');
    expect(control(form, 'message')).not.toHaveAttribute('aria-invalid');
    // The summary at the top of the form takes focus as the page loads.
    const summary = form.querySelector('[aria-labelledby="contact-summary-title"]')!;
    expect(summary).toHaveAttribute('autofocus');
    expect(summary).toHaveAttribute('tabindex', '-1');
    expect([...summary.querySelectorAll('a')].map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['#contact-name', CONTACT_MESSAGES.nameRequired],
      ['#contact-email', CONTACT_MESSAGES.emailInvalid],
    ]);
    // Sent again as it is, it is the same message (the key the server made for it).
    expect(form.querySelector('input[name="idempotencyKey"]')).toHaveValue(postedOf(answer.text)?.idempotencyKey);
    expect(postedOf(answer.text)).toEqual({
      values: { name: '   ', email: 'ada@', subject: 'Hiring', message: 'Still here <b>& here</b>' },
      formToken: 'form-token-business',
      idempotencyKey: expect.stringMatching(/^form-/),
      errors: { name: CONTACT_MESSAGES.nameRequired, email: CONTACT_MESSAGES.emailInvalid },
      formError: null,
    });
    // Its own address, for the browser's address bar (it says /contact).
    expect(answer.text).toContain('data-address="/?persona=business"');
    // Checked as the API checks it: the API was not asked to store it.
    expect(apiCalls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the API’s own 400 errors beside their fields', async () => {
    server.use(http.post(api('contact/messages'), () => HttpResponse.json({ message: 'Check the form', fields: { message: 'Too many links for one message' } }, { status: 400 })));
    const answer = await post(filled());
    expect(answer.status).toBe(400);
    expect(postedOf(answer.text)?.errors).toEqual({ message: 'Too many links for one message' });
    const form = formIn(answer.text);
    expect(control(form, 'message')).toHaveAttribute('aria-invalid', 'true');
    expect(control(form, 'message')).toHaveValue('First line\nSecond line');
  });

  it('answers a 429 with the page again, its message in the form and the text kept, and the API’s Retry-After', async () => {
    // Words of the API's own (not the form's fallback), to show they are the ones shown.
    const said = `${CONTACT_MESSAGES.tooMany} (the API's words)`;
    server.use(http.post(api('contact/messages'), () => HttpResponse.json({ message: said }, { status: 429, headers: { 'Retry-After': '7200' } })));
    const answer = await post(filled());

    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBe('7200');
    expect(answer.headers['cache-control']).toBe('no-store');
    const form = formIn(answer.text);
    const notice = form.querySelector('[role="status"] > p');
    expect(notice).toHaveTextContent(said);
    expect(notice).toHaveAttribute('autofocus');
    expect(control(form, 'message')).toHaveValue('First line\nSecond line');
    expect(control(form, 'name')).toHaveValue('Ada Lovelace');
    expect(postedOf(answer.text)).toMatchObject({ formError: said, errors: {} });
  });

  it.each([
    ['does not answer', http.post(api('contact/messages'), () => HttpResponse.error())],
    ['fails', http.post(api('contact/messages'), () => new HttpResponse('Database unavailable', { status: 500 }))],
    ['has no contact form yet', http.post(api('contact/messages'), () => HttpResponse.json({ message: 'Not found' }, { status: 404 }))],
  ])('answers 503 with the page and the text kept when the API %s', async (_case, handler) => {
    server.use(handler);
    const answer = await post(filled());
    expect(answer.status).toBe(503);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(formIn(answer.text).querySelector('[role="status"]')).toHaveTextContent(CONTACT_SEND_FAILED);
    expect(postedOf(answer.text)?.values.message).toBe('First line\nSecond line');
    expect(logged).toHaveLength(1);
  });

  it('refuses a body over 32 KB (413), another type than a form (415), and a post from another site’s page (403)', async () => {
    const big = await post(filled({ message: 'x'.repeat(CONTACT_BODY_LIMIT) }));
    expect(big.status).toBe(413);
    const json = await post(JSON.stringify({ name: 'Ada' }), VISITOR, 'application/json');
    expect(json.status).toBe(415);
    const crossSite = await post(filled(), { ...VISITOR, 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const sibling = await post(filled(), { ...VISITOR, 'Sec-Fetch-Site': 'same-site' });
    expect(sibling.status).toBe(403);
    const { 'Sec-Fetch-Site': _site, ...olderBrowser } = VISITOR;
    const otherOrigin = await post(filled(), { ...olderBrowser, Origin: 'https://evil.example' });
    expect(otherOrigin.status).toBe(403);
    const nullOrigin = await post(filled(), { ...olderBrowser, Origin: 'null' });
    expect(nullOrigin.status).toBe(403);
    expect(contactInbox.size).toBe(0);
    // An older browser on this site's own page (no Sec-Fetch-Site, its Origin this host) is not refused.
    expect((await post(filled(), { ...olderBrowser, Origin: 'http://127.0.0.1:8080' })).status).toBe(303);
  });

  it.each([
    ['an empty body', ''],
    ['broken percent-encoding', 'name=%E0%A4%A&email=%&message=%zz&persona=%00'],
    ['bytes that are not UTF-8', Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe, 0x26, 0x26, 0x3d, 0x3d])],
    ['every field twice and unknown ones', 'name=A&name=B&email=a@example.com&email=b&message=hi&message=there&toString=1&__proto__=x&constructor=y'],
    ['a persona and a token out of bounds', filled({ persona: 'admin', formToken: 'x'.repeat(600), website: 'y'.repeat(3000), idempotencyKey: 'k'.repeat(200) })],
    ['control characters in a name', filled({ name: 'Ada\u0000\u001b[31m', subject: 'Line\nbreak' })],
  ])('never fails on what a visitor sends (%s): a 4xx page or a 303, no 500', async (_case, body) => {
    const answer = await post(body);
    expect([303, 400]).toContain(answer.status);
    expect(logged).toEqual([]);
  });
});

/** Dot segments and their encodings that the URL parser resolves into `//host`, and other ways to name another host. */
const OTHER_HOST_PAGES = [
  '/..//evil.test',
  '/.//evil.test',
  '/%2e%2e//evil.test',
  '/a/..//evil.test',
  '/%2E%2E//evil.test',
  '/.%2e//evil.test',
  '/%2e//evil.test',
  '/a/b/../..//evil.test',
  '/..//evil.test/?persona=fitness',
  '/..//evil.test?persona=fitness#contact',
  '/..///evil.test',
  '/..%2f%2fevil.test',
  '/%2f%2fevil.test',
  '/..%5c%5cevil.test',
  '/..\\evil.test',
  '/.\\evil.test',
  '/..//\\evil.test',
  '/\t/evil.test',
  '/..\t//evil.test',
  '/.%09//evil.test',
  '/..//%09evil.test',
  '/\n/evil.test',
  '///evil.test',
  '/\u3002/evil.test',
];

/** A Location of this site: one leading '/', no second one nor a backslash, nothing a browser skips, and resolved against the site it stays there. */
const isPathOfThisSite = (location: string) =>
  /^\/(?![/\\])/.test(location) &&
  !/[\\\s]/.test(location) &&
  ![...location].some((char) => char.charCodeAt(0) < 0x20) &&
  new URL(location, 'https://folio.example').origin === 'https://folio.example';

describe('the page a form without JavaScript comes back to', () => {
  it('is a path of this site, whatever `page` says: dot segments resolved into //host, encoded slashes, backslashes, tabs', () => {
    for (const page of OTHER_HOST_PAGES) {
      for (const persona of [null, 'business'] as const) {
        const path = returnPath(page, persona);
        expect([page, persona, path, isPathOfThisSite(path)]).toEqual([page, persona, path, true]);
      }
    }
  });

  it.each(['/..//evil.test', '/.//evil.test', '/%2e%2e//evil.test', '/a/..//evil.test'])('is never another host after a 303 (%s)', async (page) => {
    const answer = await post(filled({ page }));
    expect(answer.status).toBe(303);
    expect([page, answer.headers.location, isPathOfThisSite(answer.headers.location!)]).toEqual([page, '/?persona=business&sent=1#contact-sent', true]);
  });
});

describe('returnPath', () => {
  it.each([
    ['/?persona=fitness', 'business', '/?persona=fitness'],
    ['', 'fitness', '/?persona=fitness'],
    ['', null, '/'],
    ['/?sent=1&persona=enterprise', null, '/?persona=enterprise'],
    ['/%2F%2Fevil.example', null, '/%2F%2Fevil.example'],
    ['/ evil', null, '/'],
  ] as const)('%s (persona %s) → %s', (page, persona, expected) => {
    expect(returnPath(page, persona)).toBe(expected);
  });
});
