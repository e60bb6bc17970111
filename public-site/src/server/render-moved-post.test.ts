import { build } from '../test/render-on-server';
import { http, HttpResponse, passthrough } from 'msw';
import request from 'supertest';
import { post } from '../test/fixtures';
import { api, server, withNames } from '../test/server';
import { createRenderServer } from './app';

const CURRENT = post({ id: 31, slug: 'webhooks-that-retry', title: 'Webhooks That Retry' });
const FORMER = 'webhook-retries';

let asked: string[];

/** The API after a rename: the former slug answers 301 to the current one (its query kept), as fetch then follows. */
function renamedPostApi() {
  asked = [];
  server.events.removeAllListeners('request:start');
  server.events.on('request:start', ({ request: sent }) => {
    const url = new URL(sent.url);
    // The post itself (what ends it, `/read-next`, is asked beside it and answers 404 for a former slug).
    if (url.pathname.startsWith('/api/blog/posts/slug/') && !url.pathname.endsWith('/read-next')) asked.push(`${url.pathname}${url.search}`);
  });
  server.use(
    http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()),
    http.get(api(`blog/posts/slug/${FORMER}`), ({ request: sent }) => {
      const { search } = new URL(sent.url);
      return new HttpResponse(null, { status: 301, headers: { Location: `/api/blog/posts/slug/${CURRENT.slug}${search}` } });
    }),
    http.get(api(`blog/posts/slug/${CURRENT.slug}`), () => HttpResponse.json(withNames(CURRENT))),
  );
}

const getPage = (path: string) => request(createRenderServer({ apiUrl: globalThis.location.origin, build, log: () => {} }).callback()).get(path);

describe('a post asked for by a former slug, on the rendering server', () => {
  beforeEach(renamedPostApi);

  it("answers 301 to the post under its current slug, keeping the visitor's whole query (a campaign's utm_ parameters too)", async () => {
    const answer = await getPage(`/blog/${FORMER}?persona=fitness&utm_source=newsletter`);

    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`/blog/${CURRENT.slug}?persona=fitness&utm_source=newsletter`);
    expect(asked).toEqual([`/api/blog/posts/slug/${FORMER}`, `/api/blog/posts/slug/${CURRENT.slug}`]);
  });

  it('lets no browser keep the redirect for good: a former slug may be given to a new post', async () => {
    const answer = await getPage(`/blog/${FORMER}`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`/blog/${CURRENT.slug}`);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it("keeps the query nginx sends in X-Folio-Query (it asks with the parameters pages read only), re-encoded so it stays a query", async () => {
    const answer = await getPage(`/blog/${FORMER}?persona=fitness`).set('X-Folio-Query', 'persona=fitness&utm_source=a%20b&x=/\\evil.example');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`/blog/${CURRENT.slug}?persona=fitness&utm_source=a+b&x=%2F%5Cevil.example`);
  });

  it('renders the post itself at its current slug', async () => {
    const answer = await getPage(`/blog/${CURRENT.slug}?persona=fitness`);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Webhooks That Retry');
    expect(answer.headers.location).toBeUndefined();
  });
});
