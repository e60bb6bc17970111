import { build } from '../test/render-on-server';
import { http, HttpResponse, passthrough } from 'msw';
import request from 'supertest';
import { post } from '../test/fixtures';
import { api, server, withNames } from '../test/server';
import { createRenderServer } from './app';

/** The session as the API's koa-session writes it: the key and its signature, two cookies. */
const OWNER_SESSION = 'folio.sid=1700000000000-owner-key; folio.sid.sig=Abc_def-123';
const OTHER_COOKIES = 'folio-persona=fitness; folio-theme=dark; _ga=GA1.1.42; folio.csrf=visitor-token; folio.csrf.sig=xyz';

const DRAFT = post({ id: 21, slug: 'draft-in-progress', title: 'A Draft In Progress', status: 'draft', publishedAt: null });
const SCHEDULED = post({ id: 22, slug: 'coming-soon', title: 'Coming Soon', publishedAt: '2030-06-15T12:30:00.000Z' });
const PUBLISHED = post({ id: 23, slug: 'out-already', title: 'Out Already', publishedAt: '2026-03-04T10:00:00.000Z' });

/** The Cookie header of each API call the renderer made, by path ('' for none). */
let cookiesSent: Record<string, string>;

/**
 * GET /api/blog/posts/slug/{slug} as the API answers it: a published post to anyone, a draft or a
 * scheduled post only to the owner's session (the exact cookie pair; anything else is a visitor).
 */
function fakePostApi() {
  cookiesSent = {};
  server.events.removeAllListeners('request:start');
  server.events.on('request:start', ({ request: sent }) => {
    const url = new URL(sent.url);
    if (url.pathname.startsWith('/api/')) cookiesSent[url.pathname] = sent.headers.get('cookie') ?? '';
  });
  server.use(
    http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()),
    http.get(api('blog/posts/slug/:slug'), ({ params, request: asked }) => {
      const owner = asked.headers.get('cookie') === OWNER_SESSION;
      const found = [DRAFT, SCHEDULED, PUBLISHED].find((candidate) => candidate.slug === params.slug);
      const visible = found && (owner || found === PUBLISHED);
      return visible ? HttpResponse.json(withNames(found)) : HttpResponse.json({ message: 'Post not found' }, { status: 404 });
    }),
  );
}

const app = () => createRenderServer({ apiUrl: globalThis.location.origin, build, log: () => {} }).callback();
const getPage = (path: string, cookie?: string) => {
  const asked = request(app()).get(path);
  return cookie ? asked.set('Cookie', cookie) : asked;
};

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
/** The rendered app's text, without the page data block (which holds the API's answers too). */
const appText = (document: Document) => document.getElementById('root')?.textContent ?? '';

describe('a draft or scheduled post on the rendering server', () => {
  beforeEach(fakePostApi);

  it("renders the owner's draft as visitors will see it, under the preview banner, kept by no cache and no search engine", async () => {
    const answer = await getPage(`/blog/${DRAFT.slug}`, `${OTHER_COOKIES}; ${OWNER_SESSION}`);

    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    const document = parse(answer.text);
    const banner = document.querySelector('#root [role="note"][aria-label="Preview"]');
    expect(banner?.textContent).toBe('Preview — not publishedThis draft is visible only to you.');
    expect(document.querySelector('#root h1')?.textContent).toBe('A Draft In Progress');
    expect(appText(document)).toContain('Decisions get lost.');
    // Nothing advertises it: no canonical address, no link preview, no structured data.
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]')).toHaveLength(0);
  });

  it('sends the API the session cookie alone, and only with the call for the post', async () => {
    await getPage(`/blog/${DRAFT.slug}`, `${OTHER_COOKIES}; ${OWNER_SESSION}`);
    expect(cookiesSent).toEqual({
      [`/api/blog/posts/slug/${DRAFT.slug}`]: OWNER_SESSION,
      '/api/site': '',
      '/api/social-links': '',
      // The subscribe form at the end of the post.
      '/api/newsletter/form': '',
      // What ends a post: asked without the session (a draft's preview ends without it).
      [`/api/blog/posts/slug/${DRAFT.slug}/read-next`]: '',
    });
  });

  it('says when a scheduled post goes out (in UTC until the browser shows the owner their own clock)', async () => {
    const answer = await getPage(`/blog/${SCHEDULED.slug}`, OWNER_SESSION);

    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    const banner = parse(answer.text).querySelector('#root [role="note"][aria-label="Preview"]');
    expect(banner?.textContent).toBe('Preview — not publishedScheduled for June 15, 2030 at 12:30 UTC; visible only to you until then.');
    expect(banner?.querySelector('time')?.getAttribute('datetime')).toBe(SCHEDULED.publishedAt);
  });

  it.each([
    ['without a cookie', undefined],
    ['with cookies but no session', OTHER_COOKIES],
    ['with a session the API does not accept', 'folio.sid=expired-key; folio.sid.sig=forged'],
    ['with half a session', 'folio.sid=1700000000000-owner-key'],
  ])("answers a visitor %s 404 'Post Not Found', with nothing of the post in it", async (_case, cookie) => {
    for (const hidden of [DRAFT, SCHEDULED]) {
      const answer = await getPage(`/blog/${hidden.slug}`, cookie);
      expect(answer.status).toBe(404);
      expect(answer.headers['x-robots-tag']).toBeUndefined();
      const document = parse(answer.text);
      expect(document.querySelector('#root h1')?.textContent).toBe('Post Not Found');
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
      expect(answer.text).not.toContain(hidden.title);
      expect(answer.text).not.toContain('Preview — not published');
    }
  });

  it("keeps a visitor's page as cacheable as ever, and the page of anyone whose session went along out of shared caches", async () => {
    const visitor = await getPage(`/blog/${DRAFT.slug}`);
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(cookiesSent[`/api/blog/posts/slug/${DRAFT.slug}`]).toBe('');

    const rejected = await getPage(`/blog/${DRAFT.slug}`, 'folio.sid=expired-key; folio.sid.sig=forged');
    expect(rejected.headers['cache-control']).toBe('private, no-cache');

    // The session goes to the post call only: a page without one is the visitors' page.
    cookiesSent = {};
    const list = await getPage('/blog', OWNER_SESSION);
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(Object.values(cookiesSent).filter(Boolean)).toEqual([]);
  });

  it('shows the owner a published post as everyone sees it: no banner, its canonical address and link preview', async () => {
    const answer = await getPage(`/blog/${PUBLISHED.slug}`, OWNER_SESSION);

    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.headers['x-robots-tag']).toBeUndefined();
    const document = parse(answer.text);
    expect(document.querySelector('#root [aria-label="Preview"]')).toBeNull();
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`https://jordan.example/blog/${PUBLISHED.slug}`);
    expect(document.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
  });
});
