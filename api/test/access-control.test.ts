/**
 * Access control read from the router itself, so that a new admin route cannot be missed: every
 * route under /api/admin/ (and any other route behind requireAdmin or requireCsrf) answers 401
 * without a session and, for a write, 403 with a session but without its CSRF token, and changes
 * nothing. api/test/openapi.test.ts checks that the document's guards match the answers; this
 * suite does not trust the document: it selects routes by their path as well as by their guards.
 */
import type { Route } from '../src/modules/openapi/openapi-document.js';
import { SESSION_COOKIE } from '@folio/contracts';
import { fillPath, routesOfApp } from './support/routes.js';
import { changedTables, tableDumper } from './support/table-dump.js';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

const CSRF = 'x-csrf-token';
/** Nine collections and the blog's categories and tags (list, add, replace, delete), and the posts' add, replace and delete. */
const MIN_ADMIN_ROUTES = 9 * 4 + 2 * 4 + 3;
const isWrite = (route: Route) => route.method !== 'GET';
const where = (route: Route) => `${route.method} ${route.path}`;
/** Ids and slugs that name a seeded row, so that only the guard can stop the call. */
const pathOf = (route: Route) => fillPath(route.path, { id: '1', slug: 'x', revisionId: '1' });

describe.each(engines)('access control from the router on %s', (engine) => {
  let t: TestContext;
  let admin: AdminClient;
  let routes: Route[];
  let guarded: Route[];

  beforeAll(async () => {
    t = await createTestContext(engine);
    admin = await t.admin();
    routes = routesOfApp(t);
    guarded = routes.filter((route) => route.path.startsWith('/api/admin/') || route.admin || route.csrf);
  });

  afterAll(async () => {
    await t?.close();
  });

  const send = (agent: AdminClient['agent'], route: Route) =>
    agent[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](pathOf(route)).send(isWrite(route) ? {} : undefined);

  it('finds every admin route of the router, and each is guarded: the session for all, the CSRF token for writes', () => {
    const adminRoutes = routes.filter((route) => route.path.startsWith('/api/admin/'));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(MIN_ADMIN_ROUTES);
    expect(adminRoutes.filter(isWrite).length).toBeGreaterThanOrEqual(MIN_ADMIN_ROUTES - 11);
    const unguarded = adminRoutes.filter((route) => !route.admin || (isWrite(route) && !route.csrf)).map(where);
    expect(unguarded).toEqual([]);
  });

  it('answers 401 (403 where only the CSRF token guards) to a caller without a session, or with a forged or ended one, and changes nothing', async () => {
    const dump = tableDumper(t.db);
    const before = await dump();
    const ended = t.client();
    await ended.post('/api/auth/login').send({ username: 'admin', password: 'correct horse battery staple' }).expect(200);
    const { body } = await ended.get('/api/csrf-token').expect(200);
    await ended.post('/api/auth/logout').set(CSRF, body.token as string).expect(204);
    const callers = [
      { who: 'anonymous', agent: () => t.client() },
      { who: 'forged cookie', agent: () => t.client().set('Cookie', `${SESSION_COOKIE}=forged-session-id; ${SESSION_COOKIE}.sig=forged`) },
      { who: 'signed-out session', agent: () => ended, token: body.token as string },
    ];
    const wrong: string[] = [];
    for (const route of guarded) {
      for (const caller of callers) {
        const request = send(caller.agent() as AdminClient['agent'], route);
        if (caller.token) request.set(CSRF, caller.token);
        const response = await request;
        const expected = route.admin ? 401 : 403;
        if (response.status !== expected || typeof response.body?.message !== 'string') {
          wrong.push(`${where(route)} (${caller.who}) answered ${response.status} ${JSON.stringify(response.body)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await dump())).toEqual([]);
  });

  it("answers 403 to a signed-in write without the session's CSRF token (none, empty, or another session's), and changes nothing", async () => {
    const other = await t.admin();
    const dump = tableDumper(t.db);
    const before = await dump();
    const tokens: Array<[string, string | undefined]> = [
      ['no token', undefined],
      ['an empty token', ''],
      ["another session's token", other.csrf],
      ['a token one character off', admin.csrf.slice(0, -1) + (admin.csrf.endsWith('A') ? 'B' : 'A')],
    ];
    const wrong: string[] = [];
    const writes = guarded.filter(isWrite);
    expect(writes.length).toBeGreaterThanOrEqual(MIN_ADMIN_ROUTES - 11);
    for (const route of writes) {
      for (const [what, token] of tokens) {
        const request = send(admin.agent, route);
        if (token !== undefined) request.set(CSRF, token);
        const response = await request;
        if (response.status !== 403 || typeof response.body?.message !== 'string') {
          wrong.push(`${where(route)} (${what}) answered ${response.status} ${JSON.stringify(response.body)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await dump())).toEqual([]);
  });

  it('lets the same signed-in session read every admin list without a token, so the 403s above are the token’s doing', async () => {
    const reads = guarded.filter((route) => !isWrite(route) && !route.path.includes('{'));
    expect(reads.length).toBeGreaterThanOrEqual(11);
    for (const route of reads) {
      const response = await admin.agent.get(route.path);
      expect([where(route), response.status]).toEqual([where(route), 200]);
    }
  });

  it('refuses a sign-out posted from another site (403) and the session goes on; the token, or a page of this site, signs out', async () => {
    const victim = await t.admin();
    const crossSite: Array<Record<string, string>> = [
      { Origin: 'https://attacker.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://attacker.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'same-site' },
      {},
    ];
    for (const headers of crossSite) {
      // A form without fields, as another site's page posts it: an empty urlencoded body.
      const answer = await victim.agent.post('/api/auth/logout').set(headers).set('Content-Type', 'application/x-www-form-urlencoded');
      expect([headers, answer.status]).toEqual([headers, 403]);
      expect(answer.body.message).toMatch(/only from pages of this site/);
    }
    await victim.agent.get('/api/auth/me').expect(200);
    // Signing in from another site's page is refused as well (a login CSRF).
    await t.client().post('/api/auth/login').set('Origin', 'https://attacker.example').send({ username: 'admin', password: 'correct horse battery staple' }).expect(403);

    // The console: its fetch says same-origin, and it sends the token.
    await victim.agent.post('/api/auth/logout').set('Sec-Fetch-Site', 'same-origin').set(CSRF, victim.csrf).expect(204);
    await victim.agent.get('/api/auth/me').expect(401);
    const other = await t.admin();
    await other.agent.post('/api/auth/logout').set(CSRF, other.csrf).expect(204);
    await other.agent.get('/api/auth/me').expect(401);
    const sameOrigin = await t.admin();
    await sameOrigin.agent.post('/api/auth/logout').set('Origin', `http://127.0.0.1:${(t.server.address() as { port: number }).port}`).expect(204);
    await sameOrigin.agent.get('/api/auth/me').expect(401);
  });
});
