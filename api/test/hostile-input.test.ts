/**
 * Generated hostile input (fast-check) against every admin write and every public call with
 * parameters, the routes read from the router so that a new one is attacked too. Invariants:
 * never a 5xx; every rejection is 400/404/409/413/415 (sign-in also 401/429) with a JSON
 * `message`; the content tables are unchanged after a rejected call; an accepted write reads back
 * as its contract normalises it (contracts' `check`: trimming, defaults, blanks to null,
 * de-duplicated ids; the case-study HTML sanitised first; a published post without a date dated
 * at saving), and nothing else. The contact form's message, the analytics' beacon and the console's
 * inbox are attacked with bodies, ids and queries of their own (an accepted message or event stored as
 * its contract makes it, or not at all with the honeypot filled or GPC said). A failure prints fast-check's seed: `HOSTILE_SEED=<seed>` replays it.
 */
import {
  analyticsSettingsStruct,
  beaconStruct,
  blogPostStruct,
  check,
  deviceOf,
  contactMessageStruct,
  contactSubjectsStruct,
  MAX_INT,
  mediaAltStruct,
  messageChangeStruct,
  POST_PAGE,
  postStanding,
  type PostStatus,
  restoreStruct,
  slugify,
} from '@folio/contracts';
import fc from 'fast-check';
import type { Struct } from 'superstruct';
import type { Response } from 'supertest';
import { fromDbDateTime } from '../src/db/dates.js';
import { splitPath } from '../src/modules/analytics/collect.service.js';
import { sanitizeFields } from '../src/modules/content/html.js';
import { idempotencyKeyOf } from '../src/modules/messages/contact.service.js';
import { messagesRepository } from '../src/modules/messages/messages.repository.js';
import { definitions } from '../src/modules/openapi/components.js';
import { describedRoutes } from '../src/modules/openapi/operations.js';
import type { Route } from '../src/modules/openapi/openapi-document.js';
import {
  encodeWellFormed,
  extraFieldName,
  fitsInUrl,
  hostileId,
  hostileQueryValue,
  hostileString,
  hostileValue,
  malformedJson,
  wrongContentType,
} from './support/hostile-values.js';
import { oneOfEach } from './support/content-kinds.js';
import { fillPath, routesOfApp } from './support/routes.js';
import { changedTables, tableDumper, type TableDump } from './support/table-dump.js';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

/**
 * Cases per run. SQLite: 6,800 admin writes + 3,100 public calls + 100 sign-in bodies, about a
 * minute on two cores. MySQL: each write costs a transaction on a server, so a fifth of that
 * (2,000 in all) keeps the file under two minutes; the engine-specific failures (column sizes,
 * date ranges, collations) show within a few hundred cases.
 */
const RUNS = {
  sqlite: { writes: 6_800, publicCalls: 3_100, bodies: 100, account: 100, history: 200, contact: 500, inbox: 700, beacons: 400, analytics: 300 },
  mysql: { writes: 1_400, publicCalls: 500, bodies: 50, account: 30, history: 50, contact: 120, inbox: 150, beacons: 100, analytics: 80 },
} as const;
/** The contact form's limits, raised so that the suite's messages (all from one address) are never refused for their number. */
const CONTACT_ENV = { CONTACT_MAX_PER_ADDRESS_PER_HOUR: '1000', CONTACT_MAX_PER_DAY: '100000' };
/** A reader of its own for each generated case: the API knows a visitor (and limits its events) by the client's address, from X-Forwarded-For (TRUST_PROXY). */
const readerAddress = (n: number) => `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
const SEED = process.env.HOSTILE_SEED ? { seed: Number(process.env.HOSTILE_SEED) } : {};
/** Runs without shrinking (the database moves on between cases) and reports the failure itself, not the (up to 1 MB) input. */
const settings = <T>(numRuns: number): fc.Parameters<T> => ({
  numRuns,
  endOnFailure: true,
  ...SEED,
  asyncReporter: async (details: fc.RunDetails<T>) => {
    if (details.failed) throw new Error(`After ${details.numRuns} cases (seed ${details.seed}): ${String((details.errorInstance as Error)?.message ?? details.errorInstance)}`);
  },
});
const CSRF = 'x-csrf-token';
const REJECTIONS = [400, 404, 409, 413, 415];
/** The sign-in's own answers: wrong credentials, and its limiter. */
const SIGN_IN_REJECTIONS = [...REJECTIONS, 401, 429];
/** The admin's own account settings (two-factor sign-in): not content, attacked with their own bodies. */
const ACCOUNT_WRITES = ['POST /api/admin/two-factor/disable', 'POST /api/admin/two-factor/enable', 'POST /api/admin/two-factor/setup'];
/** Writes on a post's history: not a resource's add, replace or delete, attacked with ids and bodies of their own. */
const HISTORY_WRITES = ['POST /api/admin/blog/posts/{id}/revisions/{revisionId}/restore'];
/** The console's inbox and the contact form's subject lists: not content with a contract to write whole, attacked with ids, queries and bodies of their own. */
const INBOX_ROUTES = [
  'DELETE /api/admin/messages/{id}',
  'GET /api/admin/contact/subjects',
  'GET /api/admin/messages',
  'GET /api/admin/messages/summary',
  'GET /api/admin/messages/{id}',
  'PATCH /api/admin/messages/{id}',
  'POST /api/admin/messages/{id}/restore',
  'PUT /api/admin/contact/subjects',
];
/** The owner's analytics: the overview's range, the settings and 'Delete all analytics', attacked with queries and bodies of their own. */
const ANALYTICS_ROUTES = ['DELETE /api/admin/analytics', 'GET /api/admin/analytics/overview', 'GET /api/admin/analytics/settings', 'PUT /api/admin/analytics/settings'];
/** The CV's settings and its preview: attacked with bodies of their own in cv-hostile.test.ts. */
const CV_ROUTES = ['POST /api/admin/cv/preview', 'PUT /api/admin/cv/settings'];
/** The site's texts: attacked with bodies of their own in site-texts.test.ts. */
const SITE_TEXTS_ROUTES = ['PUT /api/admin/site-texts'];
/** The newsletter's console routes (subscribers, sends): attacked with ids, queries and bodies of their own in the newsletter suites. */
const isNewsletterAdmin = (route: { path: string }) => route.path.startsWith('/api/admin/newsletter/');
/** What the analytics routes may write. */
const ANALYTICS_TABLES = ['analytics_events', 'analytics_daily', 'analytics_monthly', 'analytics_rollups', 'analytics_settings'];
/** The contact form's message: a public body of its own (answered 201 or 200 when accepted). */
const CONTACT_SEND = 'POST /api/contact/messages';
/** The analytics' beacon: a public body of its own, JSON also as text/plain (answered 202 when accepted, recorded or not). */
const BEACON_SEND = 'POST /api/analytics/events';
/** What the inbox's routes write. */
const INBOX_TABLES = ['contact_messages', 'contact_subjects', 'contact_subject_lists'];
/** What a post write touches (posts.service.ts: the post, its links, its revisions and old slugs). */
const POST_TABLES = ['blog_posts', 'blog_post_personas', 'blog_post_tags', 'blog_post_revisions', 'blog_post_slug_redirects'];
/** Fields the server sets, whatever the body says. */
const SERVER_OWNED = ['id', 'createdAt', 'updatedAt', 'viewCount'];

type Row = Record<string, unknown> & { id: number };
type Shape = Struct<Record<string, unknown>, Record<string, Struct<unknown>>>;
/** A resource the admin writes: its contract, and where its rows are read back. */
/** `slugFrom`, `entity`: a kind whose blank slug the kernel makes from that field (content/slugs.ts), or from the entity's name. */
type Target = { path: string; listPath: string; struct: Shape; htmlFields?: readonly string[]; tables: string[]; slugFrom?: string; entity?: string };
/** One generated request body: the JSON text sent, or what it parses to (undefined: not JSON). */
type Body = { text: string; contentType: string };

const short = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
};
const parsed = (body: Body): { ok: true; value: unknown } | { ok: false } => {
  if (!/^application\/json(;|$)/.test(body.contentType)) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(body.text) };
  } catch {
    return { ok: false };
  }
};

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Adds a property as an own, enumerable field, even '__proto__', so that JSON.stringify sends it. */
function withField(object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

describe.each(engines)('hostile input on %s', (engine) => {
  const runs = RUNS[engine];
  let t: TestContext;
  let admin: AdminClient;
  let routes: Route[];
  let dump: (only?: readonly string[]) => Promise<TableDump>;
  let targets: Target[];
  const rows = new Map<string, Row[]>();
  /** Rows this run added, per target: the only ones it deletes, so the seed stays to write over. */
  const added = new Map<string, number[]>();
  /** Rows this run deleted, per target, as they were listed: what an undo (POST .../restore) sends back. */
  const gone = new Map<string, Row[]>();
  let cases = 0;

  beforeAll(async () => {
    t = await createTestContext(engine, { ...CONTACT_ENV, TRUST_PROXY: 'true' });
    admin = await t.admin();
    routes = routesOfApp(t);
    dump = tableDumper(t.db);
    const hasGet = (path: string) => routes.some((route) => route.method === 'GET' && route.path === path);
    // The post list is paged: ask for a page that holds every post the run writes over.
    const listOf = (path: string) => `${hasGet(path) ? path : path.replace('/api/admin/', '/api/')}${path.endsWith('/blog/posts') ? `?limit=${POST_PAGE.maxLimit}&sort=manual` : ''}`;
    targets = [
      ...definitions().map((def) => ({
        path: `/api${def.adminPath}`,
        struct: def.struct as Shape,
        htmlFields: def.htmlFields,
        tables: [def.table, ...('table' in def.personas ? [def.personas.table] : [])],
        slugFrom: def.slugs?.from,
        entity: def.entity,
      })),
      { path: '/api/admin/blog/posts', struct: blogPostStruct as unknown as Shape, tables: POST_TABLES },
      // Its POST takes a file, not JSON: every generated body there is a 415 that changes nothing.
      { path: '/api/admin/media', struct: mediaAltStruct as unknown as Shape, tables: ['media'] },
    ].map((target) => ({ ...target, listPath: listOf(target.path) }));
    for (const fill of ['#0a7', '#a70', '#70a']) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="5" height="5" fill="${fill}"/></svg>`;
      await admin.agent.post('/api/admin/media').set(CSRF, admin.csrf).attach('file', Buffer.from(svg), `${fill.slice(1)}.svg`).expect(201);
    }
    await oneOfEach(admin);
    for (const target of targets) await refresh(target);
  });

  afterAll(async () => {
    await t?.close();
  });

  async function refresh(target: Target): Promise<Row[]> {
    const { body, status } = await admin.agent.get(target.listPath);
    expect([target.listPath, status]).toEqual([target.listPath, 200]);
    // Whole rows: a write built from a listed post would lack its body (the post list carries none).
    const whole = await Promise.all((body as Row[]).map((row) => wholeRow(target, row)));
    rows.set(target.path, whole);
    return whole;
  }

  /** A listed row as its editor loads it: the post list carries no bodies, so a post is read whole by its slug. */
  async function wholeRow(target: Target, row: Row): Promise<Row> {
    if (target.path !== '/api/admin/blog/posts') return row;
    const { body, status } = await admin.agent.get(`/api/blog/posts/slug/${encodeURIComponent(String(row.slug))}`);
    expect([target.path, status]).toEqual([target.path, 200]);
    return body as Row;
  }

  /** Each target's routes: add, replace, delete, and (ordering.router.ts) reorder and undo of a delete. */
  const targetOf = (route: Route) =>
    targets.find((target) => ['', '/{id}', '/order', '/restore'].some((suffix) => route.path === `${target.path}${suffix}`));
  const isAccountWrite = (route: Route) => ACCOUNT_WRITES.includes(`${route.method} ${route.path}`);
  const isHistoryWrite = (route: Route) => HISTORY_WRITES.includes(`${route.method} ${route.path}`);
  const isInboxRoute = (route: Route) => INBOX_ROUTES.includes(`${route.method} ${route.path}`);
  const isAnalyticsRoute = (route: Route) => ANALYTICS_ROUTES.includes(`${route.method} ${route.path}`);
  const isCvRoute = (route: Route) => [...CV_ROUTES, ...SITE_TEXTS_ROUTES].includes(`${route.method} ${route.path}`);
  const adminWrites = () =>
    routes.filter((route) => route.path.startsWith('/api/admin/') && route.method !== 'GET' && !isAccountWrite(route) && !isHistoryWrite(route) && !isInboxRoute(route) && !isAnalyticsRoute(route) && !isCvRoute(route) && !isNewsletterAdmin(route));
  const publicCalls = () =>
    routes.filter(
      (route) =>
        !route.admin && !route.csrf && (route.params.length > 0 || (describedRoutes()[`${route.method} ${route.path}`]?.query ?? []).length > 0),
    );
  const publicBodies = () =>
    routes.filter((route) => !route.admin && !route.csrf && describedRoutes()[`${route.method} ${route.path}`]?.body && ![CONTACT_SEND, BEACON_SEND].includes(`${route.method} ${route.path}`));

  function send(agent: AdminClient['agent'], method: string, path: string, body?: Body) {
    const request = agent[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch'](path);
    if (agent === admin.agent) request.set(CSRF, admin.csrf);
    if (!body) return request;
    return request.set('Content-Type', body.contentType).send(body.text);
  }

  /** A rejection: an allowed status, a JSON message, and no content table changed. */
  async function expectRejected(where: string, response: Response, before: TableDump, allowed = REJECTIONS, tables?: readonly string[]): Promise<void> {
    const answer = `${short(where)} answered ${response.status} ${short(response.text)}`;
    if (!allowed.includes(response.status)) throw new Error(`${answer}: not an allowed rejection (${allowed.join(', ')})`);
    if (!/^application\/json/.test(String(response.headers['content-type'])) || typeof response.body?.message !== 'string' || !response.body.message) {
      throw new Error(`${answer}: a rejection without a JSON message`);
    }
    const changed = changedTables(before, await dump(tables));
    if (changed.length > 0) throw new Error(`${answer}, yet changed ${changed.join(', ')}`);
  }

  function expectNoServerError(where: string, response: Response): void {
    if (response.status >= 500) throw new Error(`${short(where)} answered ${response.status} ${short(response.text)}`);
  }

  /** An accepted write stored what the contract makes of the body, and the list shows it so. */
  async function expectStored(where: string, target: Target, sent: unknown, response: Response, id: number): Promise<void> {
    // A restore (an undo) is held to the fields' rules, not to the rules across fields (restoreStruct).
    const struct = where.includes('/restore ') ? (restoreStruct(target.struct) as unknown as Shape) : target.struct;
    const expected = check(struct, sanitizeFields(sent, target.htmlFields));
    if (!expected.ok) throw new Error(`${where} accepted a body its contract refuses (${short(expected.fields)})`);
    // The row as listed before this write (none for an add).
    const previous = rows.get(target.path)?.find((row) => row.id === id);
    const stored = (await refresh(target)).find((row) => row.id === id);
    if (!stored) throw new Error(`${where} answered ${response.status} but row ${id} is not in ${target.listPath}`);
    const value = expected.value as Record<string, unknown>;
    // Link lists (personaIds, tagIds) are sets, read back in id order (db/links.ts).
    for (const field of Object.keys(value)) if (/Ids$/.test(field) && Array.isArray(value[field])) value[field] = [...(value[field] as number[])].sort((a, b) => a - b);
    for (const [field, wanted] of Object.entries(value)) {
      if (SERVER_OWNED.includes(field)) continue;
      // A published post sent without a date keeps the date it has while visitors read it, else is dated when saved (posts.service.ts).
      if (field === 'publishedAt' && wanted === null && value.status === 'published') {
        const visible = previous !== undefined && postStanding(previous as unknown as { status: PostStatus; publishedAt: string | null }) === 'published';
        if (visible) expect([where, stored.publishedAt]).toEqual([where, previous.publishedAt]);
        else expect([where, typeof stored.publishedAt]).toEqual([where, 'string']);
        continue;
      }
      const answered = (response.body as Record<string, unknown>)[field];
      // A blank slug is made from the item's title, unique: 'title', else 'title-2'… (the entity's name for a title with no letter or digit).
      if (field === 'slug' && wanted === null && target.slugFrom) {
        const base = slugify(String(value[target.slugFrom] ?? '')) || slugify(target.entity ?? '');
        // A numbered one may shorten the base to stay within the slug's length.
        const numbered = typeof stored.slug === 'string' ? /^(.+)-\d+$/.exec(stored.slug) : null;
        const madeFromBase = stored.slug === base || (numbered !== null && base.startsWith(numbered[1]!));
        if (!madeFromBase || answered !== stored.slug) {
          throw new Error(`${where} stored a blank slug as ${short(stored.slug)} (answered ${short(answered)}), not one made from ${short(base)}`);
        }
        continue;
      }
      if (JSON.stringify(stored[field]) !== JSON.stringify(wanted) || JSON.stringify(answered) !== JSON.stringify(wanted)) {
        throw new Error(`${where} stored ${field} as ${short(stored[field])} (answered ${short(answered)}), sent ${short((sent as Record<string, unknown>)[field])}, expected ${short(wanted)}`);
      }
    }
  }

  /** A body for a write: a stored row (a valid body) with hostile changes, random JSON, malformed text, or the wrong type. */
  const bodyFor = (target: Target, method: string, path: string) => {
    const fields = Object.keys(target.struct.schema);
    const change = fc.oneof(
      { arbitrary: fc.tuple(fc.constantFrom(...fields), hostileValue).map(([field, value]) => ({ kind: 'set' as const, field, value })), weight: 6 },
      { arbitrary: fc.constantFrom(...fields).map((field) => ({ kind: 'drop' as const, field, value: undefined })), weight: 1 },
      { arbitrary: fc.tuple(extraFieldName, hostileValue).map(([field, value]) => ({ kind: 'set' as const, field, value })), weight: 2 },
    );
    const mutated = fc
      .record({ row: fc.nat(), changes: fc.array(change, { maxLength: 3 }), fresh: fc.nat({ max: 1_000_000 }) })
      .map(({ row, changes, fresh }) => {
        const stored = rows.get(target.path)!;
        const template = { ...stored[row % stored.length]! } as Record<string, unknown>;
        delete template.id;
        // An undo sends back a row this run deleted (else a listed one: its id is taken).
        if (path.endsWith('/restore')) {
          const deleted = gone.get(target.path) ?? [];
          Object.assign(template, deleted.length > 0 ? deleted[fresh % deleted.length] : { id: stored[row % stored.length]!.id });
        }
        // A new slug, so that a copy of a row can be added rather than refused as a duplicate.
        if (method === 'POST' && typeof template.slug === 'string') template.slug = `${template.slug}-${fresh}`;
        if (method === 'PUT') {
          const current = stored.find((candidate) => path.endsWith(`/${candidate.id}`));
          if (current) Object.assign(template, { ...current, id: undefined });
        }
        for (const { kind, field, value } of changes) {
          if (kind === 'drop') delete template[field];
          else withField(template, field, value);
        }
        return { text: JSON.stringify(template), contentType: 'application/json' };
      });
    return fc.oneof(
      { arbitrary: mutated, weight: 40 },
      { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ text: JSON.stringify(value), contentType: 'application/json' })), weight: 1 },
      { arbitrary: malformedJson.map((text) => ({ text, contentType: 'application/json' })), weight: 1 },
      { arbitrary: fc.tuple(mutated, wrongContentType).map(([body, contentType]) => ({ ...body, contentType })), weight: 1 },
      // Past the 1 MB limit, or just under it in one field.
      { arbitrary: fc.constantFrom(1_100_000, 900_000).map((size) => ({ text: JSON.stringify({ title: 'x'.repeat(size), slug: 'big' }), contentType: 'application/json' })), weight: 1 },
    );
  };

  it('attacks every route that takes input, as read from the router', () => {
    const writes = adminWrites();
    expect(writes.length).toBeGreaterThanOrEqual(36);
    expect(writes.filter((route) => !targetOf(route)).map((route) => `${route.method} ${route.path}`)).toEqual([]);
    expect(publicCalls().length).toBeGreaterThanOrEqual(5);
    expect(publicBodies().map((route) => `${route.method} ${route.path}`)).toContain('POST /api/auth/login');
    expect(routes.filter(isAccountWrite).map((route) => `${route.method} ${route.path}`).sort()).toEqual(ACCOUNT_WRITES);
    expect(routes.filter(isHistoryWrite).map((route) => `${route.method} ${route.path}`).sort()).toEqual(HISTORY_WRITES);
    expect(routes.filter(isInboxRoute).map((route) => `${route.method} ${route.path}`).sort()).toEqual(INBOX_ROUTES);
    expect(routes.filter(isAnalyticsRoute).map((route) => `${route.method} ${route.path}`).sort()).toEqual(ANALYTICS_ROUTES);
    expect(routes.filter((route) => `${route.method} ${route.path}` === CONTACT_SEND)).toHaveLength(1);
    expect(routes.filter((route) => `${route.method} ${route.path}` === BEACON_SEND)).toHaveLength(1);
  });

  /** A reorder's body: a run of the list in another order, ids mixed with hostile values, anything as `ids`, or a row. */
  const reorderBodyFor = (target: Target, path: string) => {
    const json = (value: unknown) => ({ text: JSON.stringify(value) ?? '{}', contentType: 'application/json' });
    const listed = () => rows.get(target.path)!.map((row) => row.id);
    const run = fc.record({ start: fc.nat(), length: fc.integer({ min: 1, max: 6 }), turn: fc.nat() }).map(({ start, length, turn }) => {
      const ids = listed();
      const slice = ids.slice(start % ids.length, (start % ids.length) + length);
      return [...slice.slice(turn % slice.length), ...slice.slice(0, turn % slice.length)].reverse();
    });
    const mixed = fc.array(fc.oneof(fc.nat().map((index) => listed()[index % listed().length]), hostileValue), { maxLength: 5 });
    return fc.oneof(
      { arbitrary: run.map((ids) => json({ ids })), weight: 4 },
      { arbitrary: mixed.map((ids) => json({ ids })), weight: 3 },
      { arbitrary: hostileValue.map((ids) => json({ ids })), weight: 1 },
      { arbitrary: bodyFor(target, 'PUT', path), weight: 1 },
    );
  };

  it('survives generated hostile admin writes: never a 5xx, rejections change nothing, accepted writes read back as normalised', async () => {
    const writes = adminWrites();
    const idFor = (target: Target, method: string) => {
      const existing = () => fc.nat().map((index) => {
        const stored = rows.get(target.path)!;
        return String(stored[index % stored.length]!.id);
      });
      if (method === 'DELETE') {
        const ours = fc.nat().map((index) => {
          const mine = added.get(target.path) ?? [];
          return mine.length > 0 ? String(mine[index % mine.length]) : String(MAX_INT);
        });
        return fc.oneof({ arbitrary: ours, weight: 2 }, { arbitrary: hostileId, weight: 3 });
      }
      return fc.oneof({ arbitrary: existing(), weight: 4 }, { arbitrary: hostileId, weight: 1 });
    };
    const request = fc.nat({ max: writes.length - 1 }).chain((index) => {
      const route = writes[index]!;
      const target = targetOf(route)!;
      const id = route.params.includes('id') ? idFor(target, route.method) : fc.constant('');
      return id.chain((rawId) => {
        const path = fillPath(route.path, { id: rawId });
        const body =
          route.method === 'DELETE' ? fc.constant(undefined) : path.endsWith('/order') ? reorderBodyFor(target, path) : bodyFor(target, route.method, path);
        return body.map((sent) => ({ route, target, path, sent }));
      });
    });

    await fc.assert(
      fc.asyncProperty(request, async ({ route, target, path, sent }) => {
        cases += 1;
        const where = `${route.method} ${path} with ${sent ? `${sent.contentType} ${short(sent.text)}` : 'no body'}`;
        // A delete may cascade into other collections' links: compare every table then.
        const tables = route.method === 'DELETE' ? undefined : target.tables;
        const before = await dump(tables);
        const response = await send(admin.agent, route.method, path, sent);
        expectNoServerError(where, response);
        if (response.status >= 300) {
          await expectRejected(where, response, before, REJECTIONS, tables);
          return;
        }
        const id = route.method === 'POST' ? Number(response.body.id) : Number(path.split('/').pop());
        if (path.endsWith('/order')) {
          // The run shows in the order sent, its items next to each other.
          expect([where, response.status]).toEqual([where, 204]);
          const { ids } = JSON.parse(sent!.text) as { ids: number[] };
          const listed = (await refresh(target)).map((row) => row.id);
          const shown = listed.slice(listed.indexOf(ids[0]!), listed.indexOf(ids[0]!) + ids.length);
          if (JSON.stringify(shown) !== JSON.stringify(ids)) throw new Error(`${where} answered 204 but the list shows ${short(listed)}`);
        } else if (route.method === 'DELETE') {
          expect([where, response.status]).toEqual([where, 204]);
          const deleted = rows.get(target.path)!.find((row) => row.id === id);
          if ((await refresh(target)).some((row) => row.id === id)) throw new Error(`${where} answered 204 but the row is still listed`);
          added.set(target.path, (added.get(target.path) ?? []).filter((mine) => mine !== id));
          if (deleted) gone.set(target.path, [...(gone.get(target.path) ?? []), deleted]);
        } else {
          expect([where, response.status]).toEqual([where, route.method === 'POST' ? 201 : 200]);
          const body = parsed(sent!);
          if (!body.ok) throw new Error(`${where} accepted a body that is not JSON`);
          await expectStored(where, target, body.value, response, id);
          if (route.method === 'POST') added.set(target.path, [...(added.get(target.path) ?? []), id]);
          if (path.endsWith('/restore')) gone.set(target.path, (gone.get(target.path) ?? []).filter((row) => row.id !== id));
        }
      }),
      settings(runs.writes),
    );
  }, 240_000);

  it('survives generated hostile ids, slugs and query parameters on every public call: never a 5xx, and never a draft', async () => {
    const calls = publicCalls();
    const slugs = () => (rows.get('/api/admin/blog/posts') ?? []).map((post) => String(post.slug));
    const ids = () => [...rows.values()].flat().map((row) => String(row.id));
    const paramValue = (name: string) =>
      fc.oneof(
        { arbitrary: name === 'slug' ? fc.constantFrom(...slugs()) : fc.constantFrom(...ids()), weight: 2 },
        { arbitrary: hostileId, weight: 3 },
        { arbitrary: hostileString.map(encodeWellFormed).filter((text) => text !== '' && fitsInUrl(text)), weight: 1 },
      );
    const call = fc.nat({ max: calls.length - 1 }).chain((index) => {
      const route = calls[index]!;
      const names = (describedRoutes()[`${route.method} ${route.path}`]?.query ?? []).map((parameter) => String(parameter.name));
      const query = fc.array(fc.tuple(fc.constantFrom(...names, 'personaId', 'status', '__proto__', 'x[]'), hostileQueryValue), { maxLength: 3 });
      const params = fc.record(Object.fromEntries(route.params.map((name) => [name, paramValue(name)])));
      return fc.tuple(params, query).map(([values, pairs]) => {
        const search = pairs.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&');
        return { route, values, path: fillPath(route.path, values) + (search ? `?${search}` : '') };
      });
    });

    const visitor = t.client();
    await fc.assert(
      fc.asyncProperty(call, async ({ route, values, path }) => {
        cases += 1;
        const where = `${route.method} ${path}`;
        // Reads write nothing; the view counter is the one public write (the count, and the day's
        // visitor and salt rows behind it).
        const tables = route.method === 'GET' ? [] : ['blog_posts', 'blog_post_views', 'visitor_salts'];
        const before = await dump(tables);
        // Each case a reader of its own: the API counts one view per visitor, post and day.
        const response = await send(visitor, route.method, path).set('user-agent', `Mozilla/5.0 hostile-reader/${cases}`).set('x-forwarded-for', readerAddress(cases));
        expectNoServerError(where, response);
        // A slug a published post had before: a 301 to where the post is now.
        if (response.status === 301 && route.path.endsWith('/slug/{slug}')) {
          if (!String(response.headers.location).startsWith('/api/blog/posts/slug/')) throw new Error(`${where} moved to ${response.headers.location}`);
          return;
        }
        if (response.status >= 300) {
          await expectRejected(where, response, before, [400, 404], tables);
          return;
        }
        const answered = response.body as Row | Row[];
        const items = Array.isArray(answered) ? answered : [answered];
        if (items.some((item) => 'status' in item && item.status !== 'published')) throw new Error(`${where} showed a draft to a visitor`);
        const scheduled = (item: Row) => typeof item.publishedAt === 'string' && Date.parse(item.publishedAt) > Date.now();
        if (items.some(scheduled)) throw new Error(`${where} showed a scheduled post to a visitor`);
        if (!route.path.endsWith('/view') && values.id !== undefined && !route.path.endsWith('/tags') && String((answered as Row).id) !== values.id) {
          throw new Error(`${where} answered ${short(answered)} for id ${values.id}`);
        }
        // What ends a post (read-next): other posts, each published and visible now, never the post itself.
        if (route.path.endsWith('/read-next')) {
          const end = answered as unknown as { previous: Row | null; next: Row | null; related: Row[] };
          const posts = [end.previous, end.next, ...end.related].filter((post): post is Row => post !== null);
          if (posts.some((post) => post.status !== 'published' || scheduled(post))) throw new Error(`${where} ended a post with a draft or a scheduled post`);
          if (posts.some((post) => post.slug === safeDecode(values.slug!))) throw new Error(`${where} ended a post with itself`);
        } else if (values.slug !== undefined && (answered as Row).slug !== safeDecode(values.slug)) throw new Error(`${where} answered another post`);
        const changed = changedTables(before, await dump(tables));
        if (changed.some((table) => !tables.includes(table))) throw new Error(`${where} changed ${changed.join(', ')}`);
        if (route.method !== 'GET' && !changed.includes('blog_posts')) throw new Error(`${where} did not count the view`);
      }),
      settings(runs.publicCalls),
    );
  }, 240_000);

  it('survives generated hostile sign-in bodies and any other public body: never a 5xx, never signed in, nothing changed', async () => {
    const bodies = publicBodies();
    const template = { username: 'admin', password: 'not the password' };
    const body = fc.oneof(
      { arbitrary: fc.array(fc.tuple(fc.constantFrom('username', 'password', 'code', 'extra'), hostileValue), { maxLength: 3 }).map((changes) => ({ text: JSON.stringify(changes.reduce((object, [field, value]) => withField(object, field, value), { ...template } as Record<string, unknown>)), contentType: 'application/json' })), weight: 6 },
      { arbitrary: malformedJson.map((text) => ({ text, contentType: 'application/json' })), weight: 1 },
      { arbitrary: wrongContentType.map((contentType) => ({ text: JSON.stringify(template), contentType })), weight: 1 },
    );
    const before = await dump();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...bodies), body, async (route, sent) => {
        cases += 1;
        const where = `${route.method} ${route.path} with ${sent.contentType} ${short(sent.text)}`;
        const response = await send(t.client(), route.method, route.path, sent);
        expectNoServerError(where, response);
        await expectRejected(where, response, before, SIGN_IN_REJECTIONS);
      }),
      settings(runs.bodies),
    );
  }, 240_000);

  // Last: wrong passwords for turning two-factor off count against the admin's sign-in limit.
  it("survives generated hostile bodies on the admin's account settings: never a 5xx, two-factor never turned on or off", async () => {
    const accountRoutes = routes.filter(isAccountWrite);
    const body = fc.oneof(
      { arbitrary: fc.array(fc.tuple(fc.constantFrom('code', 'password', 'extra'), hostileValue), { maxLength: 3 }).map((changes) => ({ text: JSON.stringify(changes.reduce((object, [field, value]) => withField(object, field, value), {} as Record<string, unknown>)), contentType: 'application/json' })), weight: 6 },
      { arbitrary: malformedJson.map((text) => ({ text, contentType: 'application/json' })), weight: 1 },
      { arbitrary: wrongContentType.map((contentType) => ({ text: '{"code":"123456"}', contentType })), weight: 1 },
    );
    const before = await dump();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...accountRoutes), body, async (route, sent) => {
        cases += 1;
        const where = `${route.method} ${route.path} with ${sent.contentType} ${short(sent.text)}`;
        const response = await send(admin.agent, route.method, route.path, sent);
        expectNoServerError(where, response);
        // Setup starts a new secret from any JSON body (it reads none); the others need a right code or password.
        if (route.path.endsWith('/setup') && response.status === 200) return;
        await expectRejected(where, response, before, SIGN_IN_REJECTIONS);
      }),
      settings(runs.account),
    );
    expect((await admin.agent.get('/api/admin/two-factor')).body).toMatchObject({ enabled: false });
  }, 240_000);

  it("survives generated hostile ids and bodies on a post's revision restore: never a 5xx, rejections change nothing, a restore copies the text", async () => {
    const [route] = routes.filter(isHistoryWrite);
    const revisions = async () => (await t.db('blog_post_revisions').select('id', 'post_id')) as Array<{ id: number; post_id: number }>;
    const pick = <T>(list: T[], index: number) => list[index % list.length]!;
    // Ids: a post and one of its revisions, any revision with any post, or hostile ones.
    const ids = fc.oneof(
      { arbitrary: fc.nat().map((index) => ({ kind: 'own' as const, index })), weight: 3 },
      { arbitrary: fc.tuple(fc.nat(), fc.nat()).map(([index, other]) => ({ kind: 'any' as const, index, other })), weight: 1 },
      { arbitrary: fc.tuple(hostileId, hostileId).map(([id, revisionId]) => ({ kind: 'hostile' as const, id, revisionId })), weight: 1 },
    );
    const body = fc.oneof(
      { arbitrary: fc.constant({ kind: 'current' as const }), weight: 3 },
      { arbitrary: hostileValue.map((value) => ({ kind: 'text' as const, text: JSON.stringify({ updatedAt: value }) ?? '{}', contentType: 'application/json' })), weight: 3 },
      { arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => ({ kind: 'text' as const, text: JSON.stringify(value), contentType: 'application/json' })), weight: 1 },
      { arbitrary: malformedJson.map((text) => ({ kind: 'text' as const, text, contentType: 'application/json' })), weight: 1 },
      { arbitrary: wrongContentType.map((contentType) => ({ kind: 'text' as const, text: '{"updatedAt":"2026-01-01T00:00:00.000Z"}', contentType })), weight: 1 },
    );
    await fc.assert(
      fc.asyncProperty(ids, body, async (chosen, sent) => {
        cases += 1;
        const kept = await revisions();
        const own = chosen.kind === 'own' ? pick(kept, chosen.index) : undefined;
        const values =
          chosen.kind === 'hostile'
            ? { id: chosen.id, revisionId: chosen.revisionId }
            : chosen.kind === 'any'
              ? { id: String(pick(kept, chosen.index).post_id), revisionId: String(pick(kept, chosen.other).id) }
              : { id: String(own!.post_id), revisionId: String(own!.id) };
        const path = fillPath(route!.path, values);
        // A generated id may read as Infinity or a fraction, which no row has (and MySQL cannot bind Infinity).
        const rowId = (value: unknown) => (Number.isSafeInteger(Number(value)) ? Number(value) : 0);
        const post = await t.db('blog_posts').where({ id: rowId(values.id) }).first('updated_at');
        const current = (post && fromDbDateTime(post.updated_at)) ?? new Date().toISOString();
        const revision = await t.db('blog_post_revisions').where({ id: rowId(values.revisionId) }).first('post_id', 'title', 'excerpt', 'content');
        const request: Body = sent.kind === 'current' ? { text: JSON.stringify({ updatedAt: current }), contentType: 'application/json' } : sent;
        const where = `POST ${path} with ${request.contentType} ${short(request.text)}`;
        const before = await dump(POST_TABLES);
        const response = await send(admin.agent, 'POST', path, request);
        expectNoServerError(where, response);
        if (response.status >= 300) {
          await expectRejected(where, response, before, REJECTIONS, POST_TABLES);
          return;
        }
        expect([where, response.status]).toEqual([where, 200]);
        const restored = response.body as Row;
        if (!revision || Number(revision.post_id) !== restored.id || restored.title !== revision.title || restored.content !== revision.content || restored.excerpt !== revision.excerpt) {
          throw new Error(`${where} answered ${short(restored)}, not the text of revision ${values.revisionId}`);
        }
      }),
      settings(runs.history),
    );
  }, 240_000);

  it('survives generated hostile contact messages: never a 5xx, an accepted one stored as its contract makes it (none with the honeypot), rejections store nothing', async () => {
    const fields = Object.keys(contactMessageStruct.schema);
    const change = fc.oneof(
      { arbitrary: fc.tuple(fc.constantFrom(...fields), hostileValue).map(([field, value]) => ({ drop: false, field, value })), weight: 6 },
      { arbitrary: fc.constantFrom(...fields).map((field) => ({ drop: true, field, value: undefined })), weight: 1 },
      { arbitrary: fc.tuple(extraFieldName, hostileValue).map(([field, value]) => ({ drop: false, field, value })), weight: 1 },
    );
    const mutated = fc.record({ changes: fc.array(change, { maxLength: 3 }), n: fc.nat({ max: 50 }) }).map(({ changes, n }) => {
      const template: Record<string, unknown> = { name: 'Visitor', email: `visitor${n}@example.com`, message: `Hello ${n}`, persona: 'fitness', idempotencyKey: `hostile-${n}`, website: '' };
      for (const { drop, field, value } of changes) {
        if (drop) delete template[field];
        else withField(template, field, value);
      }
      return { text: JSON.stringify(template), contentType: 'application/json' };
    });
    const body = fc.oneof(
      { arbitrary: mutated, weight: 30 },
      { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ text: JSON.stringify(value), contentType: 'application/json' })), weight: 1 },
      { arbitrary: malformedJson.map((text) => ({ text, contentType: 'application/json' })), weight: 1 },
      { arbitrary: fc.tuple(mutated, wrongContentType).map(([sent, contentType]) => ({ ...sent, contentType })), weight: 1 },
      { arbitrary: fc.constantFrom(1_100_000, 900_000).map((size) => ({ text: JSON.stringify({ name: 'Big', email: 'big@example.com', message: 'x'.repeat(size) }), contentType: 'application/json' })), weight: 1 },
    );
    const stored = () => t.db('contact_messages').orderBy('id') as Promise<Array<Record<string, unknown>>>;
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        cases += 1;
        const where = `${CONTACT_SEND} with ${sent.contentType} ${short(sent.text)}`;
        const before = await dump(['contact_messages']);
        const rowsBefore = await stored();
        const response = await send(t.client(), 'POST', '/api/contact/messages', sent);
        expectNoServerError(where, response);
        if (response.status >= 300) {
          await expectRejected(where, response, before, [...REJECTIONS, 429], ['contact_messages']);
          return;
        }
        const value = parsed(sent);
        const expected = value.ok ? check(contactMessageStruct, value.value) : null;
        if (!expected?.ok) throw new Error(`${where} answered ${response.status} to a body its contract refuses`);
        const input = expected.value;
        const rowsAfter = await stored();
        const added = rowsAfter.filter((row) => !rowsBefore.some((old) => old.id === row.id));
        const key = input.idempotencyKey === null ? null : idempotencyKeyOf(input);
        const repeat = key !== null && rowsBefore.some((row) => row.idempotency_key === key);
        if (input.website !== null || repeat) {
          expect([where, response.status, added.length]).toEqual([where, input.website !== null ? 201 : 200, 0]);
          return;
        }
        expect([where, response.status, added.length]).toEqual([where, 201, 1]);
        const row = added[0]!;
        const wanted = { name: input.name, email: input.email, subject: input.subject, message: input.message, persona: input.persona, page: input.page };
        const got = { name: row.name, email: row.email, subject: row.subject, message: row.message, persona: row.persona, page: row.page };
        if (JSON.stringify(got) !== JSON.stringify(wanted)) throw new Error(`${where} stored ${short(got)}, expected ${short(wanted)}`);
        if (key !== null && row.idempotency_key !== key) throw new Error(`${where} stored another idempotency key`);
      }),
      settings(runs.contact),
    );
  }, 240_000);

  it('survives generated hostile beacons: never a 5xx, an accepted one answered 202 with no body and stored as its contract makes it, rejections store nothing', async () => {
    const fields = Object.keys(beaconStruct.schema);
    const change = fc.oneof(
      { arbitrary: fc.tuple(fc.constantFrom(...fields), hostileValue).map(([field, value]) => ({ drop: false, field, value })), weight: 6 },
      { arbitrary: fc.constantFrom(...fields).map((field) => ({ drop: true, field, value: undefined })), weight: 1 },
      { arbitrary: fc.tuple(extraFieldName, hostileValue).map(([field, value]) => ({ drop: false, field, value })), weight: 1 },
    );
    const beaconTypes = fc.constantFrom('text/plain;charset=UTF-8', 'application/json');
    const mutated = fc.record({ changes: fc.array(change, { maxLength: 3 }), contentType: beaconTypes }).map(({ changes, contentType }) => {
      const template: Record<string, unknown> = { name: 'pageview', path: '/blog/a-post?utm_source=News&x=1', persona: 'fitness', referrer: 'https://elsewhere.example/page', width: 390, detail: ' A detail ' };
      for (const { drop, field, value } of changes) {
        if (drop) delete template[field];
        else withField(template, field, value);
      }
      return { text: JSON.stringify(template), contentType };
    });
    const body = fc.oneof(
      { arbitrary: mutated, weight: 30 },
      { arbitrary: fc.tuple(fc.jsonValue({ maxDepth: 3 }), beaconTypes).map(([value, contentType]) => ({ text: JSON.stringify(value), contentType })), weight: 1 },
      { arbitrary: fc.tuple(malformedJson, beaconTypes).map(([text, contentType]) => ({ text, contentType })), weight: 1 },
      { arbitrary: fc.tuple(mutated, wrongContentType).map(([sent, contentType]) => ({ ...sent, contentType })), weight: 1 },
      { arbitrary: fc.constantFrom(4_097, 100_000).map((size) => ({ text: JSON.stringify({ name: 'pageview', path: '/', detail: 'x'.repeat(size) }), contentType: 'text/plain' })), weight: 1 },
    );
    const events = () => t.db('analytics_events').orderBy('id') as Promise<Array<Record<string, unknown>>>;
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        cases += 1;
        const where = `${BEACON_SEND} with ${sent.contentType} ${short(sent.text)}`;
        const before = await events();
        // A browser of its own each case (any user agent with a word like 'bot' would be dropped, uncounted).
        const response = await send(t.client(), 'POST', '/api/analytics/events', sent).set('user-agent', `Mozilla/5.0 hostile-page/${cases}`).set('x-forwarded-for', readerAddress(cases));
        expectNoServerError(where, response);
        if (response.status !== 202) {
          await expectRejected(where, response, new Map(), [400, 413, 415], []);
          expect([where, (await events()).length]).toEqual([where, before.length]);
          return;
        }
        expect([where, response.text, response.headers['set-cookie']]).toEqual([where, '', undefined]);
        let value: unknown;
        try {
          value = /^(application\/json|text\/plain)(;|$)/.test(sent.contentType) ? JSON.parse(sent.text) : undefined;
        } catch {
          throw new Error(`${where} accepted a body that is not JSON`);
        }
        const expected = check(beaconStruct, value);
        if (!expected.ok) throw new Error(`${where} answered 202 to a body its contract refuses`);
        const beacon = expected.value;
        const added = (await events()).slice(before.length);
        expect([where, added.length]).toEqual([where, beacon.gpc === true ? 0 : 1]);
        accepted += 1;
        if (beacon.gpc === true) return;
        const row = added[0]!;
        const wanted = { name: beacon.name, path: splitPath(beacon.path).path, persona: beacon.persona ?? null, device: deviceOf(beacon.width), detail: beacon.detail?.trim() || null };
        const got = { name: row.name, path: row.path, persona: row.persona, device: row.device, detail: row.detail };
        if (JSON.stringify(got) !== JSON.stringify(wanted)) throw new Error(`${where} stored ${short(got)}, expected ${short(wanted)}`);
        if (typeof row.visitor !== 'string' || !/^[0-9a-f]{64}$/.test(row.visitor)) throw new Error(`${where} stored the visitor ${short(row.visitor)}`);
      }),
      settings(runs.beacons),
    );
    // The generated bodies are mostly valid ones with a few changes: many must have been stored and checked.
    expect(accepted).toBeGreaterThan(runs.beacons / 10);
  }, 240_000);

  it("survives generated hostile ids, queries and bodies on the console's inbox: never a 5xx, rejections change nothing, accepted changes read back", async () => {
    for (let n = 0; n < 6; n += 1) {
      await messagesRepository.insert(t.db, {
        name: `Inbox ${n}`,
        email: `inbox${n}@example.com`,
        subject: n % 2 ? 'Hiring' : null,
        message: `Message ${n} 100% _real_`,
        persona: n % 3 ? 'enterprise' : null,
        page: null,
        folder: n === 5 ? 'spam' : 'inbox',
        spamReason: n === 5 ? 'too-fast' : null,
        idempotencyKey: `inbox-${engine}-${n}`.padEnd(64, '-'),
        receivedAt: new Date(Date.now() - n * 60_000),
        notify: 'off',
      });
    }
    const inboxRoutes = routes.filter(isInboxRoute);
    const messageIds = async () => (await t.db('contact_messages').pluck('id')).map(String);
    let known = await messageIds();
    const id = fc.oneof({ arbitrary: fc.nat().map((index) => known[index % known.length]!), weight: 3 }, { arbitrary: hostileId, weight: 1 });
    const json = (value: unknown) => ({ text: JSON.stringify(value) ?? '{}', contentType: 'application/json' });
    const changeBody = fc.oneof(
      {
        arbitrary: fc
          .record({ read: fc.boolean(), folder: fc.constantFrom('inbox', 'spam', 'archived', ' Spam ', null), replied: fc.boolean(), note: fc.oneof(hostileString, fc.constant(null)) }, { requiredKeys: [] })
          .map(json),
        weight: 3,
      },
      { arbitrary: fc.array(fc.tuple(fc.constantFrom('read', 'folder', 'replied', 'note', 'id', '__proto__'), hostileValue), { maxLength: 3 }).map((pairs) => json(pairs.reduce((object, [field, value]) => withField(object, field, value), {} as Record<string, unknown>))), weight: 3 },
    );
    const subjectsBody = fc.oneof(
      { arbitrary: fc.record({ enterprise: fc.array(hostileString, { maxLength: 9 }), business: fc.array(fc.constantFrom('Hiring', 'A project', ' Coaching '), { maxLength: 3 }), fitness: fc.constantFrom([], ['Coaching']) }).map(json), weight: 3 },
      { arbitrary: fc.array(fc.tuple(fc.constantFrom('enterprise', 'business', 'fitness', 'extra'), hostileValue), { maxLength: 3 }).map((pairs) => json(pairs.reduce((object, [field, value]) => withField(object, field, value), { enterprise: [], business: [], fitness: [] } as Record<string, unknown>))), weight: 2 },
    );
    const odd = fc.oneof(
      malformedJson.map((text) => ({ text, contentType: 'application/json' })),
      wrongContentType.map((contentType) => ({ text: '{"read":true}', contentType })),
    );
    const queryNames = ['folder', 'unread', 'persona', 'subject', 'q', 'page', 'pageSize', '__proto__', 'x[]'];
    const queryValue = fc.oneof(hostileQueryValue, fc.constantFrom('inbox', 'spam', 'archived', 'true', 'false', 'none', 'fitness', 'Hiring', '100%25', '_', '1', '100', '101'));
    const query = fc.array(fc.tuple(fc.constantFrom(...queryNames), queryValue), { maxLength: 4 }).map((pairs) => pairs.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&'));
    const call = fc.nat({ max: inboxRoutes.length - 1 }).chain((index) => {
      const route = inboxRoutes[index]!;
      const body = route.method === 'PATCH' ? fc.oneof({ arbitrary: changeBody, weight: 6 }, { arbitrary: odd, weight: 1 }) : route.method === 'PUT' ? fc.oneof({ arbitrary: subjectsBody, weight: 6 }, { arbitrary: odd, weight: 1 }) : fc.constant(undefined);
      return fc.tuple(route.params.includes('id') ? id : fc.constant(''), body, query).map(([rawId, sent, search]) => ({
        route,
        path: fillPath(route.path, { id: rawId }) + (route.path === '/api/admin/messages' && search ? `?${search}` : ''),
        sent,
      }));
    });
    await fc.assert(
      fc.asyncProperty(call, async ({ route, path, sent }) => {
        cases += 1;
        const where = `${route.method} ${path}${sent ? ` with ${sent.contentType} ${short(sent.text)}` : ''}`;
        const before = await dump(INBOX_TABLES);
        const response = await send(admin.agent, route.method, path, sent);
        expectNoServerError(where, response);
        if (response.status >= 300) {
          await expectRejected(where, response, before, REJECTIONS, INBOX_TABLES);
          return;
        }
        const messageId = path.split('/')[4];
        if (route.method === 'GET') {
          if (route.path === '/api/admin/messages') expect([where, Array.isArray(response.body.items), typeof response.body.total]).toEqual([where, true, 'number']);
          if (route.path.endsWith('{id}')) expect([where, String(response.body.id)]).toEqual([where, messageId]);
          const changed = changedTables(before, await dump(INBOX_TABLES));
          if (changed.length > 0) throw new Error(`${where} changed ${changed.join(', ')}`);
        } else if (route.method === 'PATCH') {
          const change = check(messageChangeStruct, JSON.parse(sent!.text));
          if (!change.ok) throw new Error(`${where} accepted a change its contract refuses`);
          const shown = (await admin.agent.get(`/api/admin/messages/${messageId}`).expect(200)).body;
          if (typeof change.value.read === 'boolean' && shown.read !== change.value.read) throw new Error(`${where} left read ${shown.read}`);
          if (change.value.folder && shown.folder !== change.value.folder) throw new Error(`${where} left the message in ${shown.folder}`);
          if (typeof change.value.replied === 'boolean' && (shown.repliedAt !== null) !== change.value.replied) throw new Error(`${where} left repliedAt ${shown.repliedAt}`);
          if (change.value.note !== undefined && shown.note !== change.value.note) throw new Error(`${where} left the note ${short(shown.note)}`);
          if ((shown.folder === 'spam') !== (shown.spamReason !== null)) throw new Error(`${where} left a spam reason ${shown.spamReason} in ${shown.folder}`);
        } else if (route.method === 'DELETE') {
          expect([where, response.status]).toEqual([where, 204]);
          await admin.agent.get(`/api/admin/messages/${messageId}`).expect(404);
          // Undone, so that the next cases have messages to work on.
          await admin.agent.post(`/api/admin/messages/${messageId}/restore`).set(CSRF, admin.csrf).expect(200);
        } else if (route.method === 'PUT') {
          const subjects = check(contactSubjectsStruct, JSON.parse(sent!.text));
          if (!subjects.ok) throw new Error(`${where} accepted subjects their contract refuses`);
          const shown = (await admin.agent.get('/api/admin/contact/subjects').expect(200)).body as Record<string, string[]>;
          const wanted = subjects.value as Record<string, string[]>;
          for (const persona of ['enterprise', 'business', 'fitness']) {
            if (JSON.stringify(shown[persona]) !== JSON.stringify(wanted[persona])) throw new Error(`${where} stored ${short(shown)}, expected ${short(wanted)}`);
          }
        } else {
          expect([where, String(response.body.id)]).toEqual([where, messageId]);
        }
        known = await messageIds();
      }),
      settings(runs.inbox),
    );
  }, 240_000);

  it("survives generated hostile ranges and settings on the owner's analytics: never a 5xx, rejections change nothing, accepted ones read back", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const day = fc.oneof(
      { arbitrary: fc.date({ min: new Date('1999-01-01'), max: new Date('2031-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)), weight: 4 },
      { arbitrary: fc.constantFrom(today, '2026-02-29', '2024-02-29', '2026-13-01', '2026-1-1', '20261101', ' 2026-11-01', '2026-11-01T00:00:00Z', ''), weight: 2 },
      { arbitrary: hostileQueryValue, weight: 2 },
    );
    const rangeQuery = fc
      .array(fc.tuple(fc.constantFrom('from', 'to', 'from', 'to', 'range', '__proto__', 'from[]'), day), { maxLength: 3 })
      .map((pairs) => pairs.map(([name, value]) => `${encodeURIComponent(name)}=${/%|\s|[^\x21-\x7e]/.test(value) ? encodeURIComponent(value) : value}`).join('&'));
    const json = (value: unknown) => ({ text: JSON.stringify(value) ?? '{}', contentType: 'application/json' });
    const settingsBody = fc.oneof(
      { arbitrary: fc.boolean().map((weeklyDigest) => json({ weeklyDigest })), weight: 3 },
      { arbitrary: fc.array(fc.tuple(fc.constantFrom('weeklyDigest', 'emailConfigured', '__proto__'), hostileValue), { maxLength: 3 }).map((pairs) => json(pairs.reduce((object, [field, value]) => withField(object, field, value), {} as Record<string, unknown>))), weight: 3 },
      { arbitrary: malformedJson.map((text) => ({ text, contentType: 'application/json' })), weight: 1 },
      { arbitrary: wrongContentType.map((contentType) => ({ text: '{"weeklyDigest":true}', contentType })), weight: 1 },
    );
    const analyticsRoutes = routes.filter(isAnalyticsRoute);
    const call = fc.nat({ max: analyticsRoutes.length - 1 }).chain((index) => {
      const route = analyticsRoutes[index]!;
      return fc.tuple(route.method === 'PUT' ? settingsBody : fc.constant(undefined), rangeQuery).map(([sent, search]) => ({ route, path: `${route.path}${route.path.endsWith('/overview') && search ? `?${search}` : ''}`, sent }));
    });
    await fc.assert(
      fc.asyncProperty(call, async ({ route, path, sent }) => {
        cases += 1;
        const where = `${route.method} ${path}${sent ? ` with ${sent.contentType} ${short(sent.text)}` : ''}`;
        const before = await dump(ANALYTICS_TABLES);
        const response = await send(admin.agent, route.method, path, sent);
        expectNoServerError(where, response);
        if (response.status >= 300) {
          await expectRejected(where, response, before, REJECTIONS, ANALYTICS_TABLES);
          return;
        }
        if (route.method === 'GET' && route.path.endsWith('/overview')) {
          const { range, series } = response.body as { range: { from: string; to: string }; series: unknown[] };
          if (!(range.from <= range.to) || series.length === 0) throw new Error(`${where} answered the range ${short(range)} with ${series.length} points`);
        } else if (route.method === 'PUT') {
          const wanted = check(analyticsSettingsStruct, JSON.parse(sent!.text));
          if (!wanted.ok) throw new Error(`${where} accepted settings their contract refuses`);
          const shown = (await admin.agent.get('/api/admin/analytics/settings').expect(200)).body;
          if (shown.weeklyDigest !== wanted.value.weeklyDigest) throw new Error(`${where} left weeklyDigest ${shown.weeklyDigest}`);
        } else if (route.method === 'DELETE') {
          expect([where, response.status]).toEqual([where, 204]);
          expect([where, await t.db('analytics_events').count({ n: '*' }).first()]).toEqual([where, { n: 0 }]);
        }
        if (route.method === 'GET') {
          const changed = changedTables(before, await dump(ANALYTICS_TABLES));
          if (changed.length > 0) throw new Error(`${where} changed ${changed.join(', ')}`);
        }
      }),
      settings(runs.analytics),
    );
  }, 240_000);

  it('ran the number of cases it promises', () => {
    expect(cases).toBe(runs.writes + runs.publicCalls + runs.bodies + runs.account + runs.history + runs.contact + runs.inbox + runs.beacons + runs.analytics);
    if (engine === 'sqlite') expect(cases).toBeGreaterThanOrEqual(10_000);
  });
});
