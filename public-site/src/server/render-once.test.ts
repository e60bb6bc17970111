import { appHtml, build } from '../test/render-on-server';
import { http, HttpResponse, passthrough } from 'msw';
import request from 'supertest';
import { post } from '../test/fixtures';
import { api, server, withNames } from '../test/server';
import { createRenderServer } from './app';
import type * as LoadRouteModule from './run-loaders';
import { loadRoute } from './run-loaders';
import type * as RenderReactModule from './render-react';
import { renderWhenAllReady } from './render-react';

// The real loader and renderer, counted.
jest.mock('./run-loaders', () => ({ loadRoute: jest.fn() }));
jest.mock('./render-react', () => ({ renderWhenAllReady: jest.fn() }));
const actual = {
  loadRoute: jest.requireActual<typeof LoadRouteModule>('./run-loaders').loadRoute,
  renderWhenAllReady: jest.requireActual<typeof RenderReactModule>('./render-react').renderWhenAllReady,
};
const loads = jest.mocked(loadRoute);
const renders = jest.mocked(renderWhenAllReady);
/** How often the page itself was rendered (its islands' own renders aside). */
const pageRenders = () => renders.mock.calls.filter(([, options]) => !options?.identifierPrefix).length;

/** The API calls the renderer made, and how many of them it had made when it started rendering. */
let apiCalls: string[];
let callsBeforeRendering: number[];

beforeEach(() => {
  apiCalls = [];
  callsBeforeRendering = [];
  loads.mockReset().mockImplementation(actual.loadRoute);
  renders.mockReset().mockImplementation((tree, options) => {
    // The page's own render; each island is then rendered as a root of its own (with its id prefix), from what the page had.
    if (!options?.identifierPrefix) callsBeforeRendering.push(apiCalls.length);
    return actual.renderWhenAllReady(tree, options);
  });
  server.events.removeAllListeners('request:start');
  server.events.on('request:start', ({ request: sent }) => {
    const url = new URL(sent.url);
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${url.pathname}${url.search}`);
  });
  server.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
});

const getPage = (path: string, cookie?: string) => {
  const asked = request(createRenderServer({ apiUrl: globalThis.location.origin, build, log: () => {} }).callback()).get(path);
  return cookie ? asked.set('Cookie', cookie) : asked;
};

/** The rendered app, without the page data block (which holds the API's answers too). */

describe('every route kind on the rendering server', () => {
  it.each([
    ['the chooser', '/', undefined, 200, 'Solutions Architect at Meridian Cloudworks'],
    ['a persona page', '/?persona=enterprise', undefined, 200, 'Certified Kubernetes Platform Engineer'],
    ['the saved persona’s page', '/', 'folio-persona=fitness', 200, 'Get strong for the long run'],
    ['the blog list', '/blog?persona=enterprise', undefined, 200, 'Architecture Decision Records People Read'],
    ['a search', '/blog?q=automation', undefined, 200, '1 result for &quot;automation&quot;'],
    ['a page of the blog past the last', '/blog?page=9', undefined, 404, 'There is no such page of the blog.'],
    ['a post', '/blog/architecture-decision-records', undefined, 200, 'Architecture Decision Records People Read'],
    ['an unknown address', '/no/such/page', undefined, 404, '404 - Page Not Found'],
  ])('loads %s once, then renders it once, whole: no loading state, nothing asked of the API while rendering', async (_kind, path, cookie, status, shown) => {
    const answer = await getPage(path, cookie);

    expect(answer.status).toBe(status);
    const app = appHtml(answer.text).replace(/<!-- -->/g, '');
    expect(app).toContain(shown);
    // The layout's own data: the owner's name in the header, the owner's links in the footer.
    expect(app).toMatch(/<header[^>]*>.*Jordan Avery.*<\/header>/s);
    expect(app).toMatch(/<footer[^>]*>.*href="https:\/\/github.com\/jordan".*<\/footer>/s);
    expect(app).not.toContain('aria-busy="true"');
    expect(loads).toHaveBeenCalledTimes(1);
    expect(pageRenders()).toBe(1);
    expect(apiCalls.length).toBeGreaterThan(0);
    expect(callsBeforeRendering).toEqual([apiCalls.length]);
  });

  it("answers a missing post 404 with the post route's 'Post Not Found', decided before its one render, which shows no post", async () => {
    const answer = await getPage('/blog/no-such-post');

    expect(answer.status).toBe(404);
    const app = appHtml(answer.text);
    expect(app).toMatch(/<h1[^>]*>Post Not Found<\/h1>/);
    expect(app).not.toContain('<article');
    expect(answer.text).toContain('<meta data-head name="robots" content="noindex, follow">');
    expect([loads.mock.calls.length, pageRenders()]).toEqual([1, 1]);
    expect(apiCalls).toContain('/api/blog/posts/slug/no-such-post');
  });

  it('answers a former slug 301 to the current one without rendering anything', async () => {
    const current = post({ id: 31, slug: 'webhooks-that-retry', title: 'Webhooks That Retry' });
    server.use(
      http.get(api('blog/posts/slug/webhook-retries'), () => new HttpResponse(null, { status: 301, headers: { Location: `/api/blog/posts/slug/${current.slug}` } })),
      http.get(api(`blog/posts/slug/${current.slug}`), () => HttpResponse.json(withNames(current))),
    );
    const answer = await getPage('/blog/webhook-retries?persona=fitness');

    expect([answer.status, answer.headers.location]).toEqual([301, `/blog/${current.slug}?persona=fitness`]);
    expect([loads.mock.calls.length, pageRenders()]).toEqual([1, 0]);
  });

  it.each([
    ['the API is out of reach', '/blog', http.get(/\/api\//, () => HttpResponse.error())],
    ['one section’s list fails', '/?persona=enterprise', http.get(api('skills'), () => new HttpResponse('Database unavailable', { status: 500 }))],
    ['the post fails other than not found', '/blog/architecture-decision-records', http.get(api('blog/posts/slug/:slug'), () => new HttpResponse(null, { status: 502 }))],
  ])('answers 503 without rendering anything when %s', async (_case, path, failure) => {
    server.use(failure);
    const answer = await getPage(path);

    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBeDefined();
    expect([loads.mock.calls.length, pageRenders()]).toEqual([1, 0]);
  });

  it('renders the persona page when only the contact form’s token fails: the form works without it (the API keeps such a message in Spam)', async () => {
    server.use(http.get(api('contact/form'), () => new HttpResponse('Database unavailable', { status: 500 })));
    const answer = await getPage('/?persona=business');

    expect(answer.status).toBe(200);
    const app = appHtml(answer.text);
    expect(app).toContain('action="/contact"');
    expect(app).toContain('<input type="hidden" name="formToken" value=""/>');
    expect([loads.mock.calls.length, pageRenders()]).toEqual([1, 1]);
  });

  it('answers a contact form sent without JavaScript that needs correcting with its page, loaded once and rendered once', async () => {
    const answer = await request(createRenderServer({ apiUrl: globalThis.location.origin, build, log: () => {} }).callback())
      .post('/contact')
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send({ name: 'Ada', email: '', message: 'Hello', persona: 'business', page: '/?persona=business' });

    expect(answer.status).toBe(400);
    expect(appHtml(answer.text)).toContain('Please enter your email address');
    expect(appHtml(answer.text)).toContain('I automate the repetitive middle.');
    expect([loads.mock.calls.length, pageRenders()]).toEqual([1, 1]);
    expect(callsBeforeRendering).toEqual([apiCalls.length]);
  });

  it("renders a list the API has no answer for (404) in its own failed state, as before, and answers 200", async () => {
    server.use(http.get(api('case-studies'), () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    const answer = await getPage('/?persona=enterprise');

    expect(answer.status).toBe(200);
    expect(appHtml(answer.text)).not.toContain('Event-Driven Integration Platform');
    expect(appHtml(answer.text)).not.toContain('aria-busy="true"');
    expect([loads.mock.calls.length, pageRenders()]).toEqual([1, 1]);
  });
});
