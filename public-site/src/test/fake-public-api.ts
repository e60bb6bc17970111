import { isVisibleToPublic, type BlogCategory, type BlogTag, type CaseStudy, type SiteInfo } from '@folio/contracts';
import { http, HttpResponse, passthrough } from 'msw';
import { server } from './server';
import type { FeedPost } from '../server/feeds/feed-post';

/** Test helper: the public API as an anonymous reader sees it, at API_URL, through the shared msw server. */
export const API_URL = 'http://api.test';

export interface ApiData {
  site: SiteInfo;
  posts: FeedPost[];
  categories?: BlogCategory[];
  tags?: BlogTag[];
  /** Every case study (the sitemap lists their pages); none by default. */
  caseStudies?: Pick<CaseStudy, 'slug'>[];
}

const api = (path: string) => `${API_URL}/api/${path}`;
const visible = (post: FeedPost, personaId: string | null) =>
  isVisibleToPublic(post) && (!personaId || post.personaIds.length === 0 || post.personaIds.includes(Number(personaId)));

/** Records each request to the fake API as '/api/path?query', in order (the list returned). */
export function recordApiRequests(): string[] {
  const requests: string[] = [];
  server.events.removeAllListeners('request:start');
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.origin === API_URL) requests.push(`${url.pathname}${url.search}`);
  });
  return requests;
}

/** supertest's own requests to the app under test go through untouched. */
export const passTestRequests = () => http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough());

/** Answers from `data` (read at each request, so a test may change it) and records each request as '/api/path?query'. */
export function fakeApi(data: ApiData): string[] {
  const requests = recordApiRequests();
  server.use(
    passTestRequests(),
    http.get(api('site'), () => HttpResponse.json(data.site)),
    // Paged as the API pages it (default 12), without bodies.
    http.get(api('blog/posts'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const offset = Number(query.get('offset') ?? 0);
      const page = data.posts.filter((post) => visible(post, query.get('personaId'))).slice(offset, offset + Number(query.get('limit') ?? 12));
      return HttpResponse.json(page.map(({ content: _content, ...post }) => post));
    }),
    http.get(api('blog/feed'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      // ?tag= and ?category=: by slug, as the API filters them (an unknown slug: none).
      const tagId = query.has('tag') ? (data.tags?.find((tag) => tag.slug === query.get('tag'))?.id ?? -1) : null;
      const categoryId = query.has('category') ? (data.categories?.find((category) => category.slug === query.get('category'))?.id ?? -1) : null;
      const found = data.posts
        .filter((post) => visible(post, query.get('personaId')))
        .filter((post) => (tagId === null || post.tagIds.includes(tagId)) && (categoryId === null || post.categoryId === categoryId));
      return HttpResponse.json(found.slice(0, 20));
    }),
    http.get(api('blog/posts/slug/:slug'), ({ params }) => {
      const found = data.posts.find((post) => post.slug === params.slug && visible(post, null));
      return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Post not found' }, { status: 404 });
    }),
    http.get(api('blog/categories'), () => HttpResponse.json(data.categories ?? [])),
    http.get(api('blog/tags'), () => HttpResponse.json(data.tags ?? [])),
    http.get(api('case-studies'), () => HttpResponse.json(data.caseStudies ?? [])),
  );
  return requests;
}

/** The API down: every read fails as a refused connection would. */
export function apiDown(): void {
  server.use(
    http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()),
    http.all(`${API_URL}/*`, () => HttpResponse.error()),
  );
}
