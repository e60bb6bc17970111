import {
  check,
  CONTACT_MESSAGES,
  contactMessageStruct,
  CURSOR_PARAM,
  DEFAULT_CONTACT_SUBJECTS,
  GENERAL_CONTACT_SUBJECTS,
  isVisibleToPublic,
  NEXT_CURSOR_HEADER,
  parseTagType,
  PERSONA_IDS,
  POST_PAGE,
  TAG_TYPES,
  TOTAL_COUNT_HEADER,
  type BlogPost,
  type BlogPostNames,
  type ContactMessageInput,
} from '@folio/contracts';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as data from './fixtures';

/** Absolute, as the app's base URL is (jsdom's origin is http://localhost). */
export const api = (path: string) => `${globalThis.location.origin}/api/${path}`;

/** A post as the API answers it: with its category's name and its tags' names (in the tags' display order). */
export const withNames = (post: BlogPost): BlogPost & BlogPostNames => ({
  ...post,
  categoryName: data.categories.find((category) => category.id === post.categoryId)?.name ?? null,
  categorySlug: data.categories.find((category) => category.id === post.categoryId)?.slug ?? null,
  tags: data.tags.filter((tag) => post.tagIds.includes(tag.id)).map(({ id, name, slug }) => ({ id, name, slug })),
});

const matches = (post: BlogPost, words: string[]) =>
  words.every((word) => [post.title, post.excerpt ?? '', post.content].some((text) => text.toLowerCase().includes(word)));

/**
 * GET /api/blog/posts as the API answers a visitor: the published posts for `personaId` (a post
 * assigned to none is everyone's) matching every word of `q`, highest displayOrder first, a page of
 * `limit` from `offset`, without bodies, and how many match in X-Total-Count.
 */
export function postListAnswer(posts: readonly BlogPost[], request: Request) {
  const query = new URL(request.url).searchParams;
  const personaId = Number(query.get('personaId') ?? 0);
  const words = (query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const limit = Number(query.get('limit') ?? POST_PAGE.defaultLimit);
  const tag = query.get('tag');
  const category = query.get('category');
  const found = posts
    .filter((post) => isVisibleToPublic(post))
    .filter((post) => !personaId || post.personaIds.length === 0 || post.personaIds.includes(personaId))
    // ?tag= and ?category=: by slug; an unknown one lists none.
    .filter((post) => tag === null || post.tagIds.includes(data.tags.find((item) => item.slug === tag)?.id ?? -1))
    .filter((post) => category === null || post.categoryId === (data.categories.find((item) => item.slug === category)?.id ?? -1))
    .filter((post) => matches(post, words))
    .sort((a, b) => b.displayOrder - a.displayOrder);
  // The API's cursor is opaque; here it is 'after-<id of the page's last post>'.
  const cursor = query.get(CURSOR_PARAM);
  const offset = cursor === null ? Number(query.get('offset') ?? 0) : found.findIndex((post) => `after-${post.id}` === cursor) + 1;
  if (cursor !== null && offset === 0) return HttpResponse.json({ message: 'bad cursor' }, { status: 400 });
  const page = found.slice(offset, offset + limit).map((post) => {
    const { content: _content, ...summary } = withNames(post);
    return summary;
  });
  const headers: Record<string, string> = { [TOTAL_COUNT_HEADER]: String(found.length) };
  if (offset + limit < found.length && page.length > 0) headers[NEXT_CURSOR_HEADER] = `after-${page.at(-1)!.id}`;
  return HttpResponse.json(page, { headers });
}

const summaryOf = (post: BlogPost) => {
  const { content: _content, ...summary } = withNames(post);
  return summary;
};

/**
 * GET /api/blog/posts/slug/{slug}/read-next as the API answers a visitor (read-next.service.ts): the
 * persona asked for when the post is one of its posts (assigned to none: everyone's), else its first;
 * its published posts just before and after it by date (undated last), and up to three related ones
 * (most shared tags, then its category).
 */
export function readNextAnswer(posts: readonly BlogPost[], slug: string, request: Request) {
  const post = posts.find((item) => item.slug === slug && isVisibleToPublic(item));
  if (!post) return HttpResponse.json({ message: 'Post not found' }, { status: 404 });
  const asked = TAG_TYPES.find((persona) => PERSONA_IDS[persona] === Number(new URL(request.url).searchParams.get('personaId')));
  const own = post.personaIds.length > 0 ? TAG_TYPES.filter((persona) => post.personaIds.includes(PERSONA_IDS[persona])) : TAG_TYPES.filter((persona) => persona === post.tagType);
  const persona = asked && (own.length === 0 || own.includes(asked)) ? asked : (own[0] ?? null);
  const personaId = persona ? PERSONA_IDS[persona] : 0;
  const time = (item: BlogPost) => (item.publishedAt ? Date.parse(item.publishedAt) : -Infinity);
  const inOrder = posts
    .filter((item) => isVisibleToPublic(item) && (item.id === post.id || !personaId || item.personaIds.length === 0 || item.personaIds.includes(personaId)))
    .sort((a, b) => time(b) - time(a) || b.id - a.id);
  const at = inOrder.findIndex((item) => item.id === post.id);
  const others = inOrder.filter((item) => item.id !== post.id);
  const shared = (item: BlogPost) => item.tagIds.filter((id) => post.tagIds.includes(id)).length;
  const related = [
    ...others.filter((item) => shared(item) > 0).sort((a, b) => shared(b) - shared(a)),
    ...others.filter((item) => post.categoryId !== null && item.categoryId === post.categoryId),
  ].filter((item, index, list) => list.indexOf(item) === index);
  return HttpResponse.json({
    persona,
    previous: inOrder[at + 1] ? summaryOf(inOrder[at + 1]!) : null,
    next: at > 0 ? summaryOf(inOrder[at - 1]!) : null,
    related: related.slice(0, 3).map(summaryOf),
  });
}

/** The messages the contact API stand-in stored in this test, by idempotency key (cleared after each test: setup.ts). */
export const contactInbox = new Map<string, ContactMessageInput & { headers: Record<string, string> }>();

/** GET /api/contact/form as the API answers it (docs/leads.md): a token and the persona's subjects. */
export function contactFormAnswer(request: Request) {
  const persona = parseTagType(new URL(request.url).searchParams.get('persona'));
  return HttpResponse.json({ token: `form-token-${persona ?? 'general'}`, subjects: persona ? DEFAULT_CONTACT_SUBJECTS[persona] : GENERAL_CONTACT_SUBJECTS });
}

/** POST /api/contact/messages as the API answers it: 400 with the contract's messages, 201 once, 200 for the same key again. */
export async function contactMessageAnswer(request: Request) {
  const body = (await request.json()) as Record<string, unknown>;
  const checked = check(contactMessageStruct, body);
  if (!checked.ok) return HttpResponse.json({ message: 'Please check the form', fields: checked.fields }, { status: 400 });
  const key = checked.value.idempotencyKey ?? `no-key-${contactInbox.size}`;
  const receipt = { received: true, message: CONTACT_MESSAGES.sent };
  if (contactInbox.has(key)) return HttpResponse.json(receipt, { status: 200 });
  contactInbox.set(key, { ...checked.value, headers: Object.fromEntries(request.headers) });
  return HttpResponse.json(receipt, { status: 201 });
}

/** The rendering server's own address, where the browser asks for a post reached by a click (/rendered/post/…). */
export const site = (path: string) => `${globalThis.location.origin}${path}`;

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
  // As the API filters them: a testimonial assigned to no persona is every persona's.
  http.get(api('testimonials'), ({ request }) => {
    const personaId = Number(new URL(request.url).searchParams.get('personaId') ?? 0);
    return HttpResponse.json(data.testimonials.filter((item) => !personaId || item.personaIds.length === 0 || item.personaIds.includes(personaId)));
  }),
  http.get(api('social-links'), () => HttpResponse.json(data.socialLinks)),
  http.get(api('blog/posts'), ({ request }) => postListAnswer(data.posts, request)),
  http.get(api('blog/posts/slug/:slug'), ({ params }) => {
    const found = data.posts.find((p) => p.slug === params.slug);
    return found ? HttpResponse.json(withNames(found)) : HttpResponse.json({ message: 'Post not found' }, { status: 404 });
  }),
  http.get(api('blog/posts/slug/:slug/read-next'), ({ params, request }) => readNextAnswer(data.posts, String(params.slug), request)),
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
  http.get(api('contact/form'), ({ request }) => contactFormAnswer(request)),
  http.post(api('contact/messages'), ({ request }) => contactMessageAnswer(request)),
  // As the API answers without SMTP_URL: no subscribe form is shown (tests of the form say available: true).
  http.get(api('newsletter/form'), () => HttpResponse.json({ available: false, token: '' })),
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
