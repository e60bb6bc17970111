/**
 * An in-memory stand-in for the Folio API, served through msw: the session, the CSRF token, the
 * simple collections, the blog, the media library (fake-media-api.ts), the contact inbox
 * (fake-inbox-api.ts) and the analytics (fake-analytics-api.ts), validated with the same
 * contracts as the real API. Tests can hold a call (to see pending labels), fail the next call, end
 * the session or rotate the token.
 */
import {
  check,
  isVisibleToPublic,
  POST_LIST_RULES,
  POST_PAGE,
  STALE_ITEM_MESSAGE,
  TOTAL_COUNT_HEADER,
  type BlogPost,
} from '@folio/contracts';
import { http, HttpResponse } from 'msw';
import { pathsOf, type ResourceKey } from '../api/resources';
import { DEFINITION_LIST, definitionOf } from '../sections/definitions';
import { createFakeAnalytics, type FakeAnalyticsOptions } from './fake-analytics-api';
import { createFakeInbox, type FakeInboxOptions } from './fake-inbox-api';
import { createFakeMedia, type FakeMediaOptions } from './fake-media-api';
import { seedData, type Row } from './fixtures';
import { server } from './server';

export const ADMIN = { username: 'admin', password: 'correct-horse-battery' };

/** Where each kind is read and written, from the contracts' routes (so a new kind needs nothing here). */
const KINDS = DEFINITION_LIST.map(({ resource }) => {
  const api = pathsOf(resource);
  return { resource, list: `/api/${api.list}`, write: `/api/${api.write}`, paged: Boolean(api.paged) };
});
/** The kind a write path (`<write>` or `<write>/<id>`) or one of its actions (`<write>/restore`, `<write>/order`) is for. */
function kindAt(path: string) {
  for (const kind of KINDS) {
    if (path === kind.write) return { resource: kind.resource, id: null, action: null };
    const rest = path.startsWith(`${kind.write}/`) ? path.slice(kind.write.length + 1) : null;
    if (rest === 'restore' || rest === 'order') return { resource: kind.resource, id: null, action: rest };
    if (rest !== null && /^\d+$/.test(rest)) return { resource: kind.resource, id: Number(rest), action: null };
  }
  return null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  csrf: string | null;
  body: unknown;
}

type Override = { method: string; path: string | RegExp; respond: () => Response | Promise<Response> };

interface Gate {
  method: string;
  path: string | RegExp;
  promise: Promise<void>;
  release: () => void;
  reached: Promise<void>;
  markReached: () => void;
}

const matches = (rule: { method: string; path: string | RegExp }, method: string, path: string) =>
  rule.method === method && (typeof rule.path === 'string' ? rule.path === path : rule.path.test(path));

const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });

export interface FakeApiOptions {
  signedIn?: boolean;
  data?: Partial<Record<ResourceKey, Row[]>>;
  /** The library's images, and the upload size limit. */
  media?: FakeMediaOptions;
  /** The contact inbox's messages and the subject lists the owner has set (none by default). */
  inbox?: FakeInboxOptions;
  /** What the analytics overview holds (nothing counted by default) and the digest's setting. */
  analytics?: FakeAnalyticsOptions;
}

export function createFakeApi({ signedIn = true, data, media: mediaOptions, inbox: inboxOptions, analytics: analyticsOptions }: FakeApiOptions = {}) {
  // Like the API, every stored item carries the time it was last saved (a later one on each save).
  let clock = Date.parse('2026-11-01T09:00:00.000Z');
  const nextVersion = () => new Date((clock += 1000)).toISOString();
  const empty = Object.fromEntries(KINDS.map(({ resource }) => [resource, [] as Row[]]));
  const db = Object.fromEntries(
    Object.entries({ ...empty, ...seedData(), ...data }).map(([resource, rows]) => [resource, rows.map((row) => ({ updatedAt: nextVersion(), ...row }))]),
  ) as unknown as Record<ResourceKey, Row[]>;
  const media = createFakeMedia(db, mediaOptions);
  const inbox = createFakeInbox(inboxOptions);
  const analytics = createFakeAnalytics(analyticsOptions);
  let session = { signedIn, token: 'token-1', tokens: 1 };
  let nextId = 1000;
  const requests: RecordedRequest[] = [];
  const overrides: Override[] = [];
  const gates: Gate[] = [];

  const list = (resource: ResourceKey) => db[resource];
  const unauthorized = () => json({ message: 'Please sign in to continue' }, 401);

  /** A post's kept saves, newest first, as the API keeps them (the last 20). */
  const revisions = new Map<number, Row[]>();
  let nextRevision = 1;
  function keepRevision(post: Row) {
    const kept = { id: nextRevision++, postId: post.id, title: post.title, slug: post.slug, excerpt: post.excerpt ?? null, content: post.content, createdAt: post.updatedAt };
    revisions.set(post.id, [kept, ...(revisions.get(post.id) ?? [])].slice(0, 20));
  }

  /** POST …/restore (the same id back) and PUT …/order (a run of the list in its new order). */
  function restoreOrReorder(resource: ResourceKey, action: string, body: unknown) {
    const rows = db[resource];
    if (action === 'restore') {
      const item = body as Row;
      if (rows.some((row) => row.id === item.id)) return json({ message: `A ${resource} with id ${item.id} exists already, so it cannot be restored` }, 409);
      const stored = { ...item, updatedAt: nextVersion() };
      rows.push(stored);
      return json(stored, 201);
    }
    const ids = (body as { ids?: number[] } | undefined)?.ids ?? [];
    const run = rows.filter((row) => ids.includes(row.id));
    const start = rows.indexOf(run[0]!);
    rows.splice(start, run.length, ...ids.map((id) => run.find((row) => row.id === id)!));
    // The posts list reads highest first, every other list lowest first.
    rows.forEach((row, index) => Object.assign(row, { displayOrder: resource === 'blog-posts' ? rows.length - index : index, updatedAt: nextVersion() }));
    return new HttpResponse(null, { status: 204 });
  }

  function postRevisions(method: string, postId: number, revisionId: number | null, body: unknown) {
    const index = db['blog-posts'].findIndex((row) => row.id === postId);
    if (index < 0) return json({ message: 'Post not found' }, 404);
    if (method === 'GET') return json(revisions.get(postId) ?? []);
    const revision = (revisions.get(postId) ?? []).find((kept) => kept.id === revisionId);
    if (!revision) return json({ message: 'Revision not found' }, 404);
    const post = db['blog-posts'][index]!;
    if ((body as { updatedAt?: unknown } | undefined)?.updatedAt !== post.updatedAt) return json({ message: STALE_ITEM_MESSAGE }, 409);
    const stored = { ...post, title: revision.title, excerpt: revision.excerpt, content: revision.content, updatedAt: nextVersion() };
    db['blog-posts'][index] = stored;
    keepRevision(stored);
    return json(withNames(stored));
  }

  /** GET `${write}/{id}`: a paged kind's item whole (the only kind the API reads one by one: posts). */
  function wholeItem(resource: ResourceKey, id: number | null) {
    const item = KINDS.find((kind) => kind.resource === resource)!.paged ? db[resource].find((row) => row.id === id) : undefined;
    return item ? json(withNames(item)) : json({ message: 'Post not found' }, 404);
  }

  function write(resource: ResourceKey, method: string, id: number | null, body: unknown) {
    if (method === 'DELETE') {
      const index = db[resource].findIndex((row) => row.id === id);
      if (index < 0) return json({ message: 'Not found' }, 404);
      db[resource].splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }
    const result = check(definitionOf(resource).struct, body);
    if (!result.ok) return json({ message: 'Please correct the highlighted fields', fields: result.fields }, 400);
    const values = result.value as Record<string, unknown>;
    if ('slug' in values && db[resource].some((row) => row.slug === values.slug && row.id !== id)) {
      return json({ message: 'Slug is already in use', fields: { slug: 'Slug is already in use' } }, 409);
    }
    if (method === 'POST') {
      nextId += 1;
      const stored = { ...values, id: nextId, updatedAt: nextVersion(), ...(resource === 'blog-posts' ? { viewCount: 0 } : {}) };
      db[resource].push(stored);
      if (resource === 'blog-posts') keepRevision(stored);
      return json(stored, 201);
    }
    const index = db[resource].findIndex((row) => row.id === id);
    if (index < 0) return json({ message: 'Not found' }, 404);
    const expected = (body as { updatedAt?: unknown } | undefined)?.updatedAt;
    if (expected != null && expected !== db[resource][index]!.updatedAt) return json({ message: STALE_ITEM_MESSAGE }, 409);
    const stored = { ...db[resource][index], ...values, id: id!, updatedAt: nextVersion() };
    db[resource][index] = stored;
    if (resource === 'blog-posts') keepRevision(stored);
    return json(stored);
  }

  /** A post answer carries its category's name and its tags' names, as the API's does. */
  const withNames = (post: Row) => ({
    ...post,
    categoryName: db['blog-categories'].find((category) => category.id === post.categoryId)?.name ?? null,
    tags: ((post.tagIds as number[] | undefined) ?? []).flatMap((id) => db['blog-tags'].filter((tag) => tag.id === id).map((tag) => ({ id, name: tag.name }))),
  });

  /** GET /api/blog/posts and /api/admin/blog/posts: filtered, one page, no bodies, the total in X-Total-Count. */
  const visibleToVisitors = (post: Row) => isVisibleToPublic(post as unknown as Pick<BlogPost, 'status' | 'publishedAt'>);

  /** The API's two orders: the blog's manual one, and the console's newest first (the posts not dated yet before them). */
  const postOrder = (sort: string) => (a: Row, b: Row) => {
    const newer = String(b.publishedAt ?? '').localeCompare(String(a.publishedAt ?? ''));
    if (sort === 'manual') return Number(b.displayOrder ?? 0) - Number(a.displayOrder ?? 0) || newer || b.id - a.id;
    return Number(!b.publishedAt) - Number(!a.publishedAt) || newer || b.id - a.id;
  };

  function listPosts(url: URL, everyPost: boolean, defaultSort: 'manual' | 'date'): Response {
    const query = url.searchParams;
    const whole = (name: string, min: number, max = Infinity) => {
      const raw = query.get(name);
      if (raw === null) return undefined;
      const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
      return value >= min && value <= max ? value : null;
    };
    const limit = whole('limit', 1, POST_PAGE.maxLimit);
    const offset = whole('offset', 0);
    const fields: Record<string, string> = {};
    if (limit === null) fields.limit = POST_LIST_RULES.limit;
    if (offset === null) fields.offset = POST_LIST_RULES.offset;
    if (Object.keys(fields).length > 0) return json({ message: Object.values(fields).join('; '), fields }, 400);

    const status = everyPost ? query.get('status') : null;
    const categoryId = query.get('categoryId');
    const personaId = query.get('personaId');
    const persona = personaId ? db.personas.find((row) => row.id === Number(personaId)) : undefined;
    const words = (query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const tagNames = (post: Row) => withNames(post).tags.map((tag) => tag.name).join(' ');
    const matching = db['blog-posts']
      .filter((post) => (everyPost ? !status || post.status === status : visibleToVisitors(post)))
      .filter((post) => !categoryId || post.categoryId === Number(categoryId))
      .filter((post) => {
        if (!personaId) return true;
        const ids = (post.personaIds as number[] | undefined) ?? [];
        if (ids.length > 0) return ids.includes(Number(personaId));
        return post.tagType == null || post.tagType === persona?.tagType;
      })
      .filter((post) => {
        const text = [post.title, post.excerpt, post.content, tagNames(post)].join(' ').toLowerCase();
        return words.every((word) => text.includes(word));
      })
      .sort(postOrder(query.get('sort') || defaultSort));
    const start = offset ?? 0;
    const page = matching.slice(start, start + (limit ?? POST_PAGE.defaultLimit)).map(({ content: _content, ...post }) => withNames(post as Row));
    return HttpResponse.json(page as never, { headers: { [TOTAL_COUNT_HEADER]: String(matching.length) } });
  }

  async function route(method: string, path: string, request: Request): Promise<Response> {
    const body = method === 'GET' || method === 'DELETE' ? undefined : await request.clone().json().catch(() => undefined);
    const csrf = request.headers.get('x-csrf-token');
    requests.push({ method, path, query: Object.fromEntries(new URL(request.url).searchParams), csrf, body });

    const gate = gates.find((candidate) => matches(candidate, method, path));
    if (gate) {
      gates.splice(gates.indexOf(gate), 1);
      gate.markReached();
      await gate.promise;
    }
    const override = overrides.find((candidate) => matches(candidate, method, path));
    if (override) {
      overrides.splice(overrides.indexOf(override), 1);
      return override.respond();
    }

    if (path === '/api/auth/me') return session.signedIn ? json({ username: ADMIN.username }) : unauthorized();
    if (path === '/api/auth/login' && method === 'POST') {
      const credentials = body as { username?: string; password?: string } | undefined;
      if (credentials?.username !== ADMIN.username || credentials?.password !== ADMIN.password) {
        return json({ message: 'Invalid username or password' }, 401);
      }
      session = { signedIn: true, tokens: session.tokens + 1, token: `token-${session.tokens + 1}` };
      return json({ username: ADMIN.username });
    }
    if (path === '/api/auth/logout' && method === 'POST') {
      session.signedIn = false;
      return new HttpResponse(null, { status: 204 });
    }
    if (path === '/api/auth/logout-everywhere' && method === 'POST') {
      if (!session.signedIn) return unauthorized();
      if (csrf !== session.token) return json({ message: 'Missing or invalid CSRF token.' }, 403);
      session.signedIn = false;
      return new HttpResponse(null, { status: 204 });
    }
    if (path === '/api/csrf-token') return json({ token: session.token });
    if (path === '/api/personas' && method === 'GET') return json(list('personas'));
    if (path === '/api/blog/posts' && method === 'GET') return listPosts(new URL(request.url), session.signedIn, 'manual');
    if (path === '/api/admin/blog/posts' && method === 'GET') return session.signedIn ? listPosts(new URL(request.url), true, 'date') : unauthorized();
    const bySlug = /^\/api\/blog\/posts\/slug\/([^/]+)$/.exec(path);
    if (bySlug && method === 'GET') {
      const post = db['blog-posts'].find((row) => row.slug === decodeURIComponent(bySlug[1]!) && (session.signedIn || visibleToVisitors(row)));
      return post ? json(withNames(post)) : json({ message: 'Post not found' }, 404);
    }
    const listed = method === 'GET' ? KINDS.find((kind) => !kind.paged && kind.list === path) : undefined;
    if (listed) return listed.list.startsWith('/api/admin/') && !session.signedIn ? unauthorized() : json(list(listed.resource));

    if (path === '/api/admin/media' || path.startsWith('/api/admin/media/')) {
      if (!session.signedIn) return unauthorized();
      if (method !== 'GET' && csrf !== session.token) return json({ message: 'Missing or invalid CSRF token.' }, 403);
      return media.route(method, path, request, body);
    }

    if (path.startsWith('/api/admin/messages') || path === '/api/admin/contact/subjects') {
      if (!session.signedIn) return unauthorized();
      if (method !== 'GET' && csrf !== session.token) return json({ message: 'Missing or invalid CSRF token.' }, 403);
      return inbox.route(method, path, request, body);
    }

    if (path === '/api/admin/analytics' || path.startsWith('/api/admin/analytics/')) {
      if (!session.signedIn) return unauthorized();
      if (method !== 'GET' && csrf !== session.token) return json({ message: 'Missing or invalid CSRF token.' }, 403);
      return analytics.route(method, path, request, body);
    }

    const history = /^\/api\/admin\/blog\/posts\/(\d+)\/revisions(?:\/(\d+)\/restore)?$/.exec(path);
    const target = kindAt(path);
    if (history || target) {
      if (!session.signedIn) return unauthorized();
      if (method !== 'GET' && csrf !== session.token) return json({ message: 'Missing or invalid CSRF token.' }, 403);
      if (history) return postRevisions(method, Number(history[1]), history[2] ? Number(history[2]) : null, body);
      if (target!.action) return restoreOrReorder(target!.resource, target!.action, body);
      if (method === 'GET') return wholeItem(target!.resource, target!.id);
      return write(target!.resource, method, target!.id, body);
    }
    return json({ message: 'Not found' }, 404);
  }

  const handler = http.all('*/api/*', ({ request }) => route(request.method, new URL(request.url).pathname, request));
  server.use(handler);

  return {
    db,
    /** The library's images as stored, and what each upload carried. */
    media: media.media,
    uploads: media.uploads,
    /** The inbox's messages as stored, those deleted (kept for Undo), and the subject lists. */
    inbox,
    /** Whether the analytics were deleted, and the digest's setting as stored. */
    analytics: analytics.state,
    requests,
    /** Requests matching a method and path. */
    calls: (method: string, path: string | RegExp) => requests.filter((request) => matches({ method, path }, request.method, request.path)),
    /** The next matching call answers with `respond`. */
    failNext(method: string, path: string | RegExp, respond: () => Response | Promise<Response>) {
      overrides.push({ method, path, respond });
    },
    /** The next matching call waits until `release()`; `reached` resolves once it has arrived. */
    hold(method: string, path: string | RegExp) {
      let release!: () => void;
      let markReached!: () => void;
      const promise = new Promise<void>((resolve) => (release = resolve));
      const reached = new Promise<void>((resolve) => (markReached = resolve));
      gates.push({ method, path, promise, release, reached, markReached });
      return { release, reached };
    },
    /** The server forgets the session (it expired). */
    endSession() {
      session.signedIn = false;
    },
    /** The server issues a new CSRF token (the cached one becomes stale). */
    rotateToken() {
      session = { ...session, tokens: session.tokens + 1, token: `token-${session.tokens + 1}` };
    },
    get token() {
      return session.token;
    },
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
