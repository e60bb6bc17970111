import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as data from './fixtures';

/** Absolute, as the app's base URL is (jsdom's origin is http://localhost). */
export const api = (path: string) => `${globalThis.location.origin}/api/${path}`;

/** The API as the seeded database answers it; tests override single calls with server.use(). */
export const handlers = [
  http.get(api('site'), () => HttpResponse.json(data.site)),
  http.get(api('personas'), ({ request }) => {
    const personaId = new URL(request.url).searchParams.get('personaId');
    return HttpResponse.json(personaId ? data.personas.filter((p) => p.id === Number(personaId)) : data.personas);
  }),
  http.get(api('hero-items'), () => HttpResponse.json(data.heroItems)),
  http.get(api('experiences'), () => HttpResponse.json(data.experiences)),
  http.get(api('skills'), () => HttpResponse.json(data.skills)),
  http.get(api('education'), () => HttpResponse.json(data.educationList)),
  http.get(api('certifications'), () => HttpResponse.json(data.certifications)),
  http.get(api('case-studies'), () => HttpResponse.json(data.caseStudies)),
  http.get(api('social-links'), () => HttpResponse.json(data.socialLinks)),
  http.get(api('blog/posts'), () => HttpResponse.json(data.posts)),
  http.get(api('blog/posts/slug/:slug'), ({ params }) => {
    const found = data.posts.find((p) => p.slug === params.slug);
    return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Post not found' }, { status: 404 });
  }),
  http.get(api('blog/posts/:id/tags'), ({ params }) => {
    const found = data.posts.find((p) => p.id === Number(params.id));
    return HttpResponse.json((found?.tagIds ?? []).map((tagId) => ({ postId: Number(params.id), tagId })));
  }),
  http.post(api('blog/posts/:id/view'), () => HttpResponse.json({ viewCount: 13 })),
  http.get(api('blog/categories'), () => HttpResponse.json(data.categories)),
  http.get(api('blog/categories/:id'), ({ params }) => {
    const found = data.categories.find((c) => c.id === Number(params.id));
    return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
  }),
  http.get(api('blog/tags'), () => HttpResponse.json(data.tags)),
];

export const server = setupServer(...handlers);

/** An answer that never comes, to hold a screen in its loading state. */
export const never = () => new Promise<never>(() => undefined);

/** Records every request the app makes, as 'METHOD /api/path?query'. */
export function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return seen;
}
