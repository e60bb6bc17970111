import { SESSION_COOKIE } from '@folio/contracts';
import { http, HttpResponse } from 'msw';
import request from 'supertest';
import { server } from '../test/server';
import { renderedMarkdownKey } from '../features/blog/rendered-markdown-slice';
import { renderedPostPath } from '../features/blog/rendered-post-path';
import { post, site } from '../test/feed-fixtures';
import { API_URL, apiDown, fakeApi } from '../test/fake-public-api';
import { appWith } from '../test/koa-app';
import { createRenderServer } from './app';
import { mountRenderedPosts } from './rendered-post-router';

const CONTENT = ['## Install', '', '```ts', 'const answer = 42;', '```', '', '## Use', '', 'Call it.'].join('\n');
const published = post({ id: 7, slug: 'adr', content: CONTENT });
const draft = post({ id: 9, slug: 'secret', status: 'draft', publishedAt: null });

describe('GET /rendered/post/{slug}.json', () => {
  let requests: string[];
  const get = (path: string) => request(appWith((router) => mountRenderedPosts(router, { apiUrl: API_URL })).callback()).get(path);

  beforeEach(() => {
    requests = fakeApi({ site, posts: [published, draft] });
  });

  it("answers a published post with its body as its page carries it: highlighted HTML, the contents, and which content it is of", async () => {
    const answer = await get(renderedPostPath('adr'));

    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body.post).toMatchObject({ id: 7, slug: 'adr', content: CONTENT });
    expect(answer.body.body.key).toBe(renderedMarkdownKey(7, CONTENT));
    expect(answer.body.body.html).toContain('<span class="hljs-keyword">const</span>');
    expect(answer.body.body.html).toContain('<h2 id="install"><a class="heading-anchor" href="#install">Install</a></h2>');
    expect(answer.body.body.headings).toEqual([
      { level: 2, id: 'install', text: 'Install' },
      { level: 2, id: 'use', text: 'Use' },
    ]);
    expect(requests).toEqual(['/api/blog/posts/slug/adr']);
  });

  it("asks the API with the owner's session, and lets nothing keep what it went into", async () => {
    let cookieSent: string | null = null;
    server.use(
      http.get(`${API_URL}/api/blog/posts/slug/secret`, ({ request }) => {
        cookieSent = request.headers.get('cookie');
        return HttpResponse.json(draft);
      }),
    );
    const answer = await get(renderedPostPath('secret')).set('Cookie', `${SESSION_COOKIE}=abc; ${SESSION_COOKIE}.sig=def; other=1`);
    expect(answer.status).toBe(200);
    expect(answer.body.post.slug).toBe('secret');
    expect(cookieSent).toBe(`${SESSION_COOKIE}=abc; ${SESSION_COOKIE}.sig=def`);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    ['a draft', '/rendered/post/secret.json'],
    ['an unknown post', '/rendered/post/no-such-post.json'],
  ])('answers 404 for %s', async (_case, path) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toEqual({ message: 'Post not found' });
  });

  it('answers 404 for what cannot be a slug, without asking the API', async () => {
    const answer = await get('/rendered/post/Not%20A%20Slug!.json');
    expect(answer.status).toBe(404);
    expect(requests).toEqual([]);
  });

  it('answers 503 when the API is out of reach (the browser then asks the API itself)', async () => {
    apiDown();
    const answer = await get(renderedPostPath('adr'));
    expect(answer.status).toBe(503);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('is one of the rendering server\'s routes', async () => {
    const build = { template: '', entry: '/assets/index.js', stylesOf: () => [] };
    const app = createRenderServer({ apiUrl: API_URL, build, log: () => {} });
    const answer = await request(app.callback()).get(renderedPostPath('adr'));
    expect(answer.status).toBe(200);
    expect(answer.body.body.key).toBe(renderedMarkdownKey(7, CONTENT));
  });
});
