import { POST_BODY_RENDER_LIMIT, POST_BODY_RENDER_PATH } from '@folio/contracts';
import { http, HttpResponse } from 'msw';
import request from 'supertest';
import { post } from '../test/fixtures';
import { passTestRequests } from '../test/fake-public-api';
import { renderer } from '../test/newsletter-api';
import { RICH_POST_BODY } from '../test/rich-post-body';
import { api, server, withNames } from '../test/server';

const SLUG = 'architecture-decision-records';
// With a library image besides, which a post page shows as its own picture.
const BODY = `${RICH_POST_BODY}\n\n![A whiteboard](/media/0123456789abcdef.jpg "The board")`;

beforeEach(() => server.use(passTestRequests()));

const askForBody = (markdown: string, headers: Record<string, string> = {}) =>
  request(renderer()).post(POST_BODY_RENDER_PATH).set(headers).type('text/markdown').send(markdown);

describe("the API's door to a post's body", () => {
  it('answers the very HTML the post page carries for the same markdown', async () => {
    server.use(http.get(api(`blog/posts/slug/${SLUG}`), () => HttpResponse.json(withNames(post({ content: BODY })))));
    const page = await request(renderer()).get(`/blog/${SLUG}`);
    const body = await askForBody(BODY);

    expect(body.status).toBe(200);
    expect(body.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(body.headers['cache-control']).toBe('no-store');
    expect(body.text).toContain('<span class="hljs-keyword">const</span>');
    expect(body.text).toContain('<img title="The board" src="/media/0123456789abcdef.jpg"');
    expect(page.status).toBe(200);
    expect(page.text).toContain(body.text);
  });

  it('serves no request a proxy forwarded: nginx and the gateway set X-Forwarded-For on every one', async () => {
    const answer = await askForBody(BODY, { 'X-Forwarded-For': '203.0.113.7' });
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('hljs');
  });

  it('refuses a body that is not markdown, and one longer than any post', async () => {
    const json = await request(renderer()).post(POST_BODY_RENDER_PATH).send({ content: BODY });
    expect(json.status).toBe(415);
    const huge = await askForBody('x'.repeat(POST_BODY_RENDER_LIMIT + 1));
    expect(huge.status).toBe(413);
  });
});
