import { build } from '../test/render-on-server';
import { http, HttpResponse, passthrough } from 'msw';
import request from 'supertest';
import { posts } from '../test/fixtures';
import { api, postListAnswer, server } from '../test/server';
import { createRenderServer } from './app';
import { renderQueryUrl } from './render-params';

const getPage = (path: string) => request(createRenderServer({ apiUrl: globalThis.location.origin, build, log: () => {} }).callback()).get(path);
const canonicalOf = (html: string) => /<link[^>]*rel="canonical"[^>]*>/.exec(html)?.[0];

/** A page as compared: the whole document (it carries no store state whose ids and times would differ between two renders). */
const comparable = (html: string) => html;

describe('query parameters no route reads', () => {
  beforeEach(() => {
    server.use(
      http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()),
      http.get(api('blog/posts'), ({ request: sent }) => postListAnswer(posts, sent)),
    );
  });

  it.each([
    ['/blog?persona=fitness', '/blog?persona=fitness&utm_source=newsletter&x=7f3a9c'],
    ['/?persona=business', '/?x=b41e02&persona=business&fbclid=Iw4'],
    ['/blog/architecture-decision-records', '/blog/architecture-decision-records?x=1&q=ignored&page=2'],
    ['/no/such/page', '/no/such/page?x=2'],
  ])('are ignored: %s and %s give the same page, status and canonical link', async (plain, noisy) => {
    const [a, b] = await Promise.all([getPage(plain), getPage(noisy)]);
    expect(b.status).toBe(a.status);
    expect(canonicalOf(b.text)).toBe(canonicalOf(a.text));
    expect(comparable(b.text)).toEqual(comparable(a.text));
    expect(b.text).not.toMatch(/7f3a9c|b41e02|Iw4|utm_source/);
  });

  it("do not change the redirect the renderer answers, which carries the visitor's query on (a post asked for by its former slug)", async () => {
    server.use(http.get(api('blog/posts/slug/adr-former'), () => new HttpResponse(null, { status: 301, headers: { Location: '/api/blog/posts/slug/architecture-decision-records' } })));
    const answer = await getPage('/blog/adr-former?persona=fitness&x=7f3a9c');
    expect([answer.status, answer.headers.location]).toEqual([301, '/blog/architecture-decision-records?persona=fitness&x=7f3a9c']);
  });
});

describe('renderQueryUrl (the table nginx.conf keys its cache with)', () => {
  it.each([
    ['/?persona=fitness&x=1', '/?persona=fitness'],
    ['/?x=1', '/'],
    ['/?case=3&x=1&persona=enterprise', '/?persona=enterprise&case=3'],
    ['/blog/a-post?case=3&persona=fitness', '/blog/a-post?persona=fitness'],
    // The contact form's thanks, after a form sent without JavaScript (Post/Redirect/Get): the home page's alone.
    ['/?sent=1&utm_source=x&persona=business', '/?persona=business&sent=1'],
    ['/?sent=1&case=2&persona=business', '/?persona=business&case=2&sent=1'],
    ['/blog?sent=1&persona=business', '/blog?persona=business'],
    ['/blog?case=3', '/blog'],
    ['/?persona=', '/?persona='],
    ['/blog?page=2&x=1&q=cache&persona=business', '/blog?persona=business&q=cache&page=2'],
    ['/blog/?q=a&q=b', '/blog/?q=a'],
    ['/blog/a-post?q=a&page=2&persona=fitness', '/blog/a-post?persona=fitness'],
    ['/rss.xml?persona=fitness&x=1', '/rss.xml?persona=fitness'],
    ['/sitemap.xml?persona=fitness&x=1', '/sitemap.xml'],
    ['/robots.txt?x=1', '/robots.txt'],
    ['/og/post/adr.png?v=abc&x=1&persona=fitness', '/og/post/adr.png?v=abc'],
    ['/rendered/post/adr.json?v=abc&x=1&persona=fitness', '/rendered/post/adr.json'],
    ['/blog', '/blog'],
    // The subscribe form's thanks (POST /subscribe's Post/Redirect/Get), on every page that has the form; and the unsubscribe page's state.
    ['/blog/a-post?subscribed=1&x=1&persona=fitness', '/blog/a-post?persona=fitness&subscribed=1'],
    ['/?subscribed=1&sent=1&persona=business', '/?persona=business&sent=1&subscribed=1'],
    ['/blog?subscribed=1&page=2', '/blog?page=2&subscribed=1'],
    ['/subscribe?subscribed=1&utm_source=x', '/subscribe?subscribed=1'],
    ['/cv?subscribed=1&persona=fitness', '/cv?persona=fitness'],
    ['/rss.xml?subscribed=1', '/rss.xml'],
    ['/unsubscribe/42.key?done=saved&x=1', '/unsubscribe/42.key?done=saved'],
    ['/subscribe/confirm/abc?done=saved&subscribed=1', '/subscribe/confirm/abc'],
    // Tags and categories: their pages page without a search; their feeds; /blog's old filter, moved to the tag's page.
    ['/blog/tag/retries?q=x&page=2&tag=y&persona=fitness', '/blog/tag/retries?persona=fitness&page=2'],
    ['/blog/category/automation?subscribed=1&x=1', '/blog/category/automation?subscribed=1'],
    ['/rss.xml?tag=retries&page=2', '/rss.xml?tag=retries'],
    ['/feed.json?category=automation&persona=business', '/feed.json?persona=business&category=automation'],
    ['/blog?tag=retries&x=1', '/blog?tag=retries'],
  ])('%s → %s', (url, expected) => {
    expect(renderQueryUrl(url)).toBe(expected);
  });
});
