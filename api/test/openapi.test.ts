/**
 * The OpenAPI document (GET /api/openapi.json) against the API itself: one operation for every
 * route of the router and nothing else, a structurally sound OpenAPI 3.1 document, every answer
 * the tests provoke documented and conforming to its schema, and docs/api.md's route table.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type Router from '@koa/router';
import Ajv from 'ajv';
import type { Response } from 'supertest';
import { toDbDateTime } from '../src/db/dates.js';
import { contactKey } from '../src/modules/messages/contact-key.js';
import { signFormToken } from '../src/modules/messages/form-token.js';
import { openApiDocument, routesOf } from '../src/modules/openapi/openapi-document.js';
import { describedRoutes } from '../src/modules/openapi/operations.js';
import { ROUTE_TABLE_END, ROUTE_TABLE_START, routeTable } from '../src/modules/openapi/route-table.js';
import { contentKinds, oneOfEach } from './support/content-kinds.js';
import { routerOf } from './support/routes.js';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

type Schema = Record<string, unknown>;
type Answer = { description?: string; content?: Record<string, { schema: Schema }>; headers?: Record<string, Schema>; $ref?: string };
type Parameter = { name: string; in: string; required?: boolean };
type Operation = {
  operationId: string;
  tags: string[];
  security: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Answer>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Answer>; securitySchemes: Record<string, Schema> };
};
type Call = { method: string; path: string; operation: Operation };

const DOCS = join(__dirname, '..', '..', 'docs', 'api.md');
const CSRF = 'x-csrf-token';
/** One failed sign-in per username, so that the second gives the documented 429; four contact messages an hour, so that the fifth does. */
const ENV = { LOGIN_MAX_FAILURES_PER_USER: '1', CONTACT_MAX_PER_ADDRESS_PER_HOUR: '4' };
/** A contact message as the form sends it. */
/** The unsubscribe key of the one newsletter subscriber. */
const NEWSLETTER_KEY = 'k'.repeat(22);
const contactMessage = (n: number, formToken: string | null = null) => ({ name: `Visitor ${n}`, email: `visitor${n}@example.com`, message: `Hello ${n}`, formToken, idempotencyKey: `form-${n}` });

const operationsOf = (document: Document): Call[] =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );

/** The router's own list, read here rather than through the module's routesOf: 'METHOD /api/path/{param}' per layer (HEAD comes with each GET). */
function routerRoutes(router: Router): string[] {
  return router.stack.flatMap((layer) =>
    layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${String(layer.path).replace(/:(\w+)/g, '{$1}')}`),
  );
}

function resolve(document: Document, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), document);
}

/** Calls `visit` with every object in the document and the key it sits under. */
function walk(node: unknown, visit: (key: string, value: unknown) => void, key = ''): void {
  if (!node || typeof node !== 'object') return;
  visit(key, node);
  for (const [childKey, child] of Object.entries(node)) walk(child, visit, childKey);
}

describe.each(engines)('the OpenAPI document on %s', (engine) => {
  let t: TestContext;
  let admin: AdminClient;
  let document: Document;
  let router: Router;
  let ajv: Ajv.Ajv;

  beforeAll(async () => {
    t = await createTestContext(engine, ENV);
    admin = await t.admin();
    // One library image, shown by a company: the media list has a row and content answers carry `media`.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="5" height="5"/></svg>';
    const { body: image } = await admin.agent.post('/api/admin/media').set(CSRF, admin.csrf).attach('file', Buffer.from(svg), 'logo.svg').field('altText', 'Acme logo').expect(201);
    await admin.agent.post('/api/admin/companies').set(CSRF, admin.csrf).send({ name: 'Library logo', logoPath: image.path }).expect(201);
    await oneOfEach(admin);
    // Two messages in the inbox (one with the token of a form made a minute ago, one without: in Spam), so that its list has rows.
    const key = await contactKey(t.db);
    await t.client().post('/api/contact/messages').send(contactMessage(1, signFormToken(key, Date.now() - 60_000))).expect(201);
    await t.client().post('/api/contact/messages').send(contactMessage(2)).expect(201);
    // A newsletter subscriber (no mail here, so written as the API writes one), so that the subscriber list has a row.
    const now = toDbDateTime(new Date());
    await t.db('newsletter_subscribers').insert({ email: 'reader@example.com', status: 'confirmed', unsubscribe_key: NEWSLETTER_KEY, created_at: now, updated_at: now, confirmed_at: now });
    // A post sent by email (written as the API writes one: no mail here), so that the list of sends has a row.
    const post = (await t.db('blog_posts').first('id', 'title')) as { id: number; title: string };
    await t.db('newsletter_sends').insert({ post_id: post.id, post_title: post.title, subject: post.title, personas: '', status: 'done', created_at: now, finished_at: now, html: '<p>Sent</p>', text: 'Sent' });
    router = routerOf(t);
    const served = await t.client().get('/api/openapi.json');
    // A 500 hides its reason (logged, not answered); building the document here throws it.
    if (served.status !== 200) openApiDocument(routesOf(router));
    expect(served.status).toBe(200);
    document = served.body as Document;
    ajv = new Ajv({ allErrors: true });
    ajv.addSchema({ components: document.components }, 'document');
  });

  afterAll(async () => {
    await t?.close();
  });

  const answerOf = (call: Call, status: number): Answer | undefined => {
    const answer = call.operation.responses[String(status)];
    return answer?.$ref ? (resolve(document, answer.$ref) as Answer) : answer;
  };

  /** Rewrites the document's local refs so that ajv finds them in the schema it was given as 'document'. */
  const validatorFor = (schema: Schema) => ajv.compile(JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"document#/components/')));

  /** The answer must be one the operation documents, with its headers and a body its schema accepts. */
  function expectDocumented(call: Call, response: Response): void {
    const where = `${call.method} ${call.path} answered ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`;
    const answer = answerOf(call, response.status);
    if (!answer) throw new Error(`${where}, which the document does not list`);
    // A header documented as not required (X-Next-Cursor, absent on a list's last page) may be missing.
    for (const [header, spec] of Object.entries(answer.headers ?? {})) {
      if ((spec as { required?: boolean }).required !== false) expect([where, header, response.headers[header.toLowerCase()]]).not.toContain(undefined);
    }
    // A file (the subscribers' CSV): its media type is the document's.
    const fileType = Object.keys(answer.content ?? {}).find((type) => type !== 'application/json');
    if (fileType) {
      expect([where, response.headers['content-type']?.split(';')[0]]).toEqual([where, fileType]);
      return;
    }
    const schema = answer.content?.['application/json']?.schema;
    if (!schema) {
      expect([where, response.text]).toEqual([where, '']);
      return;
    }
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const validate = validatorFor(schema);
    if (!validate(response.body)) throw new Error(`${where}, which does not match its schema: ${ajv.errorsText(validate.errors)}`);
  }

  const callsWhere = (test: (call: Call) => boolean) => operationsOf(document).filter(test);
  const needsSession = (call: Call) => call.operation.security.some((requirement) => 'session' in requirement);
  const signedInOnly = (call: Call) => needsSession(call) && !call.operation.security.some((requirement) => Object.keys(requirement).length === 0);
  const needsCsrf = (call: Call) => call.operation.security.some((requirement) => 'csrf' in requirement);

  /** Paths whose ids are another list's: a post's email is sent from the post's id. */
  const LIST_OF: Record<string, string> = { '/api/admin/newsletter/posts': '/api/blog/posts' };

  /** The first row of the list the path extends (`/api/blog/posts/{id}/tags` → `/api/blog/posts`), as an admin sees it. */
  async function firstRowFor(path: string): Promise<Record<string, unknown>> {
    const base = path.slice(0, path.indexOf('/{')).replace(/\/slug$/, '');
    const listPath = LIST_OF[base] ?? (document.paths[base]?.get ? base : base.replace('/api/admin/', '/api/'));
    const { body } = await admin.agent.get(listPath).expect(200);
    // A paged list in a body of its own (the inbox: `{ items, total, … }`), or a plain list.
    const rows = (Array.isArray(body) ? body : (body as { items: unknown[] }).items) as Array<Record<string, unknown>>;
    expect([listPath, rows.length > 0]).toEqual([listPath, true]);
    return rows[0]!;
  }

  async function pathWithValues(path: string): Promise<string> {
    if (!path.includes('{')) return path;
    const row = await firstRowFor(path);
    return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(row[name])));
  }

  const send = (agent: AdminClient['agent'], call: Call, path: string) =>
    agent[call.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);

  it('is served to anyone as JSON, cacheable, with an ETag that answers 304 when unchanged', async () => {
    const first = await t.client().get('/api/openapi.json').expect(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await t.client().get('/api/openapi.json').set('If-None-Match', first.headers.etag!).expect(304);
    expect(again.text).toBe('');
  });

  it("has one operation for every route of the router, and no other (nor any description of a route that is gone)", () => {
    const routes = routerRoutes(router).sort();
    expect(routes.length).toBeGreaterThan(60);
    expect(operationsOf(document).map((call) => `${call.method} ${call.path}`).sort()).toEqual(routes);
    expect(Object.keys(describedRoutes()).sort()).toEqual(routes);
  });

  it('is structurally valid OpenAPI 3.1', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(typeof document.info.title).toBe('string');
    expect(typeof document.info.version).toBe('string');

    const unresolved: string[] = [];
    const invalidSchemas: string[] = [];
    walk(document, (key, node) => {
      const ref = (node as { $ref?: unknown }).$ref;
      if (typeof ref === 'string' && resolve(document, ref) === undefined) unresolved.push(ref);
      if (key === 'schema' && !ajv.validateSchema(node as object)) invalidSchemas.push(ajv.errorsText());
    });
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      if (!ajv.validateSchema(schema)) invalidSchemas.push(`${name}: ${ajv.errorsText()}`);
    }
    expect(unresolved).toEqual([]);
    expect(invalidSchemas).toEqual([]);

    const tags = new Set(document.tags.map((tag) => tag.name));
    const schemes = new Set(Object.keys(document.components.securitySchemes));
    const ids = operationsOf(document).map((call) => call.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const call of operationsOf(document)) {
      const where = `${call.method} ${call.path}`;
      const templated = [...call.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = (call.operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      expect([where, declared.map((parameter) => parameter.name).sort()]).toEqual([where, templated]);
      expect([where, declared.every((parameter) => parameter.required === true)]).toEqual([where, true]);
      const keys = (call.operation.parameters ?? []).map((parameter) => `${parameter.in}:${parameter.name}`);
      expect([where, new Set(keys).size]).toEqual([where, keys.length]);
      expect([where, call.operation.tags.every((tag) => tags.has(tag))]).toEqual([where, true]);
      expect([where, call.operation.security.flatMap(Object.keys).filter((name) => !schemes.has(name))]).toEqual([where, []]);
      const statuses = Object.keys(call.operation.responses);
      expect([where, statuses.length > 0 && statuses.every((status) => /^[1-5]\d\d$/.test(status))]).toEqual([where, true]);
      for (const status of statuses) expect([where, status, typeof answerOf(call, Number(status))?.description]).toEqual([where, status, 'string']);
    }
  });

  it("shows a new item's body by example for every kind of content, one its schema takes and the API stores", async () => {
    // A kind of content: a JSON POST beside a PUT of its items (the media library's POST takes a file).
    const editable = new Set(callsWhere((call) => call.method === 'PUT' && call.path.endsWith('/{id}')).map((call) => call.path.slice(0, -'/{id}'.length)));
    const items = callsWhere((call) => call.method === 'POST' && editable.has(call.path) && !!call.operation.requestBody?.content['application/json']);
    expect(items.map((call) => call.path).sort()).toEqual(contentKinds.map((kind) => kind.adminPath).sort());
    for (const call of items) {
      const bodyRef = call.operation.requestBody!.content['application/json']!.schema.$ref as string;
      const [example, ...more] = ((resolve(document, bodyRef) as { examples?: Array<Record<string, unknown>> }).examples ?? []);
      expect([call.path, typeof example, more.length]).toEqual([call.path, 'object', 0]);
      const validate = validatorFor({ $ref: bodyRef });
      if (!validate(example)) throw new Error(`${call.path}: its example fails ${bodyRef}: ${ajv.errorsText(validate.errors)}`);
      // Stored as a new item (its slug, where it has one, made unique for this run).
      const body = 'slug' in example! ? { ...example, slug: `${String(example.slug)}-example` } : example;
      const response = await admin.agent.post(call.path).set(CSRF, admin.csrf).send(body);
      expectDocumented(call, response);
      expect([call.path, response.status]).toEqual([call.path, 201]);
    }
  });

  it('describes every GET answer the seeded site gives, to visitors and to the admin', async () => {
    // The newsletter's links carry a token no list gives out: documented by their own test below.
    for (const call of callsWhere((call) => call.method === 'GET' && !call.path.startsWith('/api/newsletter/subscription') && !call.path.includes('{token}'))) {
      const path = await pathWithValues(call.path);
      if (!signedInOnly(call)) {
        const anonymous = await t.client().get(path);
        expectDocumented(call, anonymous);
        if (!needsSession(call)) expect([path, anonymous.status]).toEqual([path, 200]);
      }
      if (needsSession(call)) {
        const signedIn = await admin.agent.get(path);
        expectDocumented(call, signedIn);
        expect([path, signedIn.status]).toEqual([path, 200]);
        if (Array.isArray(signedIn.body)) expect([path, signedIn.body.length > 0]).toEqual([path, true]);
      }
    }
  });

  it('guards exactly the operations it says: 401 without a session, 403 without the CSRF header', async () => {
    for (const call of callsWhere(signedInOnly)) {
      const path = await pathWithValues(call.path);
      const anonymous = await send(t.client(), call, path);
      expectDocumented(call, anonymous);
      expect([path, anonymous.status]).toEqual([path, 401]);
      // Signed in but without the token: a 403 exactly where the document asks for the CSRF header.
      const withoutToken = await send(admin.agent, call, path);
      expectDocumented(call, withoutToken);
      expect([path, withoutToken.status === 403]).toEqual([path, needsCsrf(call)]);
    }
  });

  it("requires exactly the fields the API's 400 names for an empty body", async () => {
    for (const call of callsWhere((call) => call.operation.requestBody !== undefined)) {
      const path = await pathWithValues(call.path);
      const multipart = call.operation.requestBody!.content['multipart/form-data']?.schema as { required: string[] } | undefined;
      const response = multipart
        ? await send(admin.agent, call, path).set(CSRF, admin.csrf).field('altText', 'no file')
        : await send(admin.agent, call, path).set(CSRF, admin.csrf).send({});
      expectDocumented(call, response);
      const bodyRef = call.operation.requestBody!.content['application/json']?.schema.$ref as string;
      const required = multipart ? multipart.required : (resolve(document, bodyRef) as { required: string[] }).required;
      expect([path, response.status, Object.keys(response.body.fields ?? {}).sort()]).toEqual([path, 400, [...required].sort()]);
    }
  });

  it('accepts every stored entity, sent back unchanged, as a request body, and the API does too', async () => {
    // The item PUTs (a reorder's PUT takes ids, not an item: its answers are checked below).
    for (const call of callsWhere((call) => call.method === 'PUT' && call.path.endsWith('/{id}'))) {
      const listed = await firstRowFor(call.path);
      // The post list carries no bodies: an editor loads the whole post by its slug.
      const row = call.path.startsWith('/api/admin/blog/posts/')
        ? ((await admin.agent.get(`/api/blog/posts/slug/${String(listed.slug)}`).expect(200)).body as Record<string, unknown>)
        : listed;
      const bodyRef = call.operation.requestBody!.content['application/json']!.schema.$ref as string;
      const validate = validatorFor({ $ref: bodyRef });
      if (!validate(row)) throw new Error(`${call.path}: a stored row fails ${bodyRef}: ${ajv.errorsText(validate.errors)}`);
      const response = await admin.agent.put(call.path.replace('{id}', String(row.id))).set(CSRF, admin.csrf).send(row);
      expectDocumented(call, response);
      expect([call.path, response.status]).toEqual([call.path, 200]);
    }
  });

  it('documents the error answers as the API gives them', async () => {
    const call = (method: string, path: string): Call => ({ method, path, operation: document.paths[path]![method.toLowerCase()]! });
    const login = call('POST', '/api/auth/login');
    const category = await firstRowFor('/api/blog/categories/{id}');

    expectDocumented(call('GET', '/api/blog/categories/{id}'), await t.client().get('/api/blog/categories/2147483647').expect(404));
    expectDocumented(call('GET', '/api/skills'), await t.client().get('/api/skills?personaId=first').expect(400));
    expectDocumented(login, await t.client().post('/api/auth/login').set('Content-Type', 'text/plain').send('admin').expect(415));
    expectDocumented(login, await t.client().post('/api/auth/login').set('Content-Type', 'application/json').send('{"username":').expect(400));
    const huge = JSON.stringify({ username: 'admin', password: 'x'.repeat(1_100_000) });
    expectDocumented(login, await t.client().post('/api/auth/login').set('Content-Type', 'application/json').send(huge).expect(413));
    const taken = { name: 'Another', slug: category.slug };
    expectDocumented(
      call('POST', '/api/admin/blog/categories'),
      await admin.agent.post('/api/admin/blog/categories').set(CSRF, admin.csrf).send(taken).expect(409),
    );
    const stranger = { username: `nobody-${engine}`, password: 'not the password' };
    expectDocumented(login, await t.client().post('/api/auth/login').send(stranger).expect(401));
    expectDocumented(login, await t.client().post('/api/auth/login').send(stranger).expect(429));

    // Reordering and undoing a delete: their success and refusals.
    const order = call('PUT', '/api/admin/blog/categories/order');
    const categoryIds = ((await admin.agent.get('/api/admin/blog/categories').expect(200)).body as Array<{ id: number }>).map((row) => row.id);
    expectDocumented(order, await admin.agent.put('/api/admin/blog/categories/order').set(CSRF, admin.csrf).send({ ids: [...categoryIds].reverse() }).expect(204));
    expectDocumented(order, await admin.agent.put('/api/admin/blog/categories/order').set(CSRF, admin.csrf).send({ ids: [2147483647] }).expect(400));
    const restore = call('POST', '/api/admin/blog/categories/restore');
    expectDocumented(restore, await admin.agent.post('/api/admin/blog/categories/restore').set(CSRF, admin.csrf).send(category).expect(409));
    const { body: added } = await admin.agent.post('/api/admin/blog/categories').set(CSRF, admin.csrf).send({ name: 'Undone', slug: 'undone' }).expect(201);
    await admin.agent.delete(`/api/admin/blog/categories/${added.id}`).set(CSRF, admin.csrf).expect(204);
    expectDocumented(restore, await admin.agent.post('/api/admin/blog/categories/restore').set(CSRF, admin.csrf).send(added).expect(201));
  });

  it('documents the contact form and the inbox as they answer', async () => {
    const call = (method: string, path: string): Call => ({ method, path, operation: document.paths[path]![method.toLowerCase()]! });
    const form = call('GET', '/api/contact/form');
    expectDocumented(form, await t.client().get('/api/contact/form?persona=fitness').expect(200));
    expectDocumented(form, await t.client().get('/api/contact/form?persona=nobody').expect(400));
    const send = call('POST', '/api/contact/messages');
    expectDocumented(send, await t.client().post('/api/contact/messages').send(contactMessage(3)).expect(201));
    expectDocumented(send, await t.client().post('/api/contact/messages').send(contactMessage(3)).expect(200));
    expectDocumented(send, await t.client().post('/api/contact/messages').set('Sec-Fetch-Site', 'cross-site').send(contactMessage(4)).expect(403));
    expectDocumented(send, await t.client().post('/api/contact/messages').send({ ...contactMessage(4), email: 'not an address' }).expect(400));
    expectDocumented(send, await t.client().post('/api/contact/messages').send(contactMessage(4)).expect(201));
    expectDocumented(send, await t.client().post('/api/contact/messages').send(contactMessage(5)).expect(429));

    const { body: list } = await admin.agent.get('/api/admin/messages?folder=inbox').expect(200);
    const id = (list as { items: Array<{ id: number }> }).items[0]!.id;
    expectDocumented(call('GET', '/api/admin/messages'), await admin.agent.get('/api/admin/messages?folder=elsewhere').expect(400));
    const change = call('PATCH', '/api/admin/messages/{id}');
    expectDocumented(change, await admin.agent.patch(`/api/admin/messages/${id}`).set(CSRF, admin.csrf).send({ folder: 'spam' }).expect(200));
    expectDocumented(change, await admin.agent.patch('/api/admin/messages/2147483647').set(CSRF, admin.csrf).send({ read: true }).expect(404));
    expectDocumented(call('DELETE', '/api/admin/messages/{id}'), await admin.agent.delete(`/api/admin/messages/${id}`).set(CSRF, admin.csrf).expect(204));
    expectDocumented(call('GET', '/api/admin/messages/{id}'), await admin.agent.get(`/api/admin/messages/${id}`).expect(404));
    const restore = call('POST', '/api/admin/messages/{id}/restore');
    expectDocumented(restore, await admin.agent.post(`/api/admin/messages/${id}/restore`).set(CSRF, admin.csrf).expect(200));
    expectDocumented(restore, await admin.agent.post('/api/admin/messages/2147483647/restore').set(CSRF, admin.csrf).expect(404));
    const subjects = call('PUT', '/api/admin/contact/subjects');
    expectDocumented(subjects, await admin.agent.put('/api/admin/contact/subjects').set(CSRF, admin.csrf).send({ enterprise: ['Hiring'], business: [], fitness: ['Coaching'] }).expect(200));
    expectDocumented(subjects, await admin.agent.put('/api/admin/contact/subjects').set(CSRF, admin.csrf).send({ enterprise: [''], business: [], fitness: [] }).expect(400));
  });

  it("documents the newsletter's public calls as they answer", async () => {
    const call = (method: string, path: string): Call => ({ method, path, operation: document.paths[path]![method.toLowerCase()]! });
    const subscriber = (await t.db('newsletter_subscribers').where({ email: 'reader@example.com' }).first('id')) as { id: number };
    const token = `${subscriber.id}.${NEWSLETTER_KEY}`;
    expectDocumented(call('GET', '/api/newsletter/form'), await t.client().get('/api/newsletter/form').expect(200));
    const subscribe = call('POST', '/api/newsletter/subscriptions');
    expectDocumented(subscribe, await t.client().post('/api/newsletter/subscriptions').send({ email: 'new@example.com', personas: ['enterprise'] }).expect(503));
    expectDocumented(subscribe, await t.client().post('/api/newsletter/subscriptions').send({ email: 'new@example.com', personas: [] }).expect(400));
    expectDocumented(subscribe, await t.client().post('/api/newsletter/subscriptions').set('Sec-Fetch-Site', 'cross-site').send({}).expect(403));
    expectDocumented(call('POST', '/api/newsletter/confirmations'), await t.client().post('/api/newsletter/confirmations').send({ token: 'never-sent' }).expect(410));
    const view = call('GET', '/api/newsletter/subscription');
    expectDocumented(view, await t.client().get(`/api/newsletter/subscription?token=${token}`).expect(200));
    expectDocumented(view, await t.client().get('/api/newsletter/subscription?token=1.nope').expect(404));
    const change = call('PUT', '/api/newsletter/subscription');
    expectDocumented(change, await t.client().put('/api/newsletter/subscription').send({ token, personas: ['fitness'] }).expect(200));
    const page = call('GET', '/api/newsletter/unsubscribe/{token}');
    expectDocumented(page, await t.client().get('/api/newsletter/unsubscribe/1.nope').expect(404));
    expect((await t.client().get(`/api/newsletter/unsubscribe/${token}`).expect(303)).headers.location).toBe(`/unsubscribe/${token}`);
    const oneClick = call('POST', '/api/newsletter/unsubscribe/{token}');
    expectDocumented(oneClick, await t.client().post(`/api/newsletter/unsubscribe/${token}`).type('form').send('List-Unsubscribe=One-Click').expect(200));
    expectDocumented(change, await t.client().put('/api/newsletter/subscription').send({ token, personas: ['fitness'] }).expect(409));
    expectDocumented(call('POST', '/api/newsletter/unsubscribe'), await t.client().post('/api/newsletter/unsubscribe').send({ token }).expect(200));
    expectDocumented(call('GET', '/api/admin/newsletter/subscribers.csv'), await admin.agent.get('/api/admin/newsletter/subscribers.csv').expect(200));
    expectDocumented(call('GET', '/api/admin/newsletter/subscribers'), await admin.agent.get('/api/admin/newsletter/subscribers?status=gone').expect(400));
  });

  it("documents the analytics' beacon as it answers, its body as text/plain too", async () => {
    const beacon: Call = { method: 'POST', path: '/api/analytics/events', operation: document.paths['/api/analytics/events']!.post! };
    expect(Object.keys(beacon.operation.requestBody!.content).sort()).toEqual(['application/json', 'text/plain']);
    const send = (body: string, type = 'text/plain;charset=UTF-8') => t.client().post('/api/analytics/events').set('Content-Type', type).set('user-agent', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0').send(body);
    expectDocumented(beacon, await send(JSON.stringify({ name: 'pageview', path: '/' })).expect(202));
    expectDocumented(beacon, await send(JSON.stringify({ name: 'pageview', path: '/' }), 'application/json').expect(202));
    expectDocumented(beacon, await send(JSON.stringify({ name: 'message', path: '/' })).expect(400));
    expectDocumented(beacon, await send('{').expect(400));
    expectDocumented(beacon, await send(JSON.stringify({ name: 'pageview', path: '/', detail: 'x'.repeat(5000) })).expect(413));
    expectDocumented(beacon, await send('name=pageview', 'application/x-www-form-urlencoded').expect(415));
    expectDocumented(beacon, await send(JSON.stringify({ name: 'pageview', path: '/' })).set('Sec-Fetch-Site', 'cross-site').expect(403));
  });

  it("lists every route in docs/api.md's table, as the document describes it", () => {
    const page = readFileSync(DOCS, 'utf8');
    const start = page.indexOf(ROUTE_TABLE_START);
    const end = page.indexOf(ROUTE_TABLE_END);
    expect([start >= 0, end > start]).toEqual([true, true]);
    const table = routeTable(document as unknown as Schema);
    // `npm run docs:api` rewrites the table after a change of the API.
    if (process.env.UPDATE_API_DOCS) writeFileSync(DOCS, page.slice(0, start) + table + page.slice(end + ROUTE_TABLE_END.length));
    const current = readFileSync(DOCS, 'utf8');
    expect(current.slice(current.indexOf(ROUTE_TABLE_START), current.indexOf(ROUTE_TABLE_END) + ROUTE_TABLE_END.length)).toBe(table);
    for (const route of routerRoutes(router)) expect([route, table.includes(`| \`${route}\` |`)]).toEqual([route, true]);
  });

  // Facts of the spec (entity fields, validation rules, constants and limits) that the translator must read out of the contracts' structs.
  it('carries the limits, defaults, choices and messages the contracts enforce', () => {
    const schemas = document.components.schemas as Record<string, { properties: Record<string, Schema>; required: string[] }>;
    expect(schemas.CompanyInput!.required).toEqual(['name', 'logoPath']);
    expect(schemas.CompanyInput!.properties.name).toMatchObject({ type: 'string', maxLength: 255 });
    expect(schemas.CompanyInput!.properties.displayOrder).toMatchObject({ minimum: 0, default: 0 });
    expect(schemas.SkillInput!.properties.level).toMatchObject({ minimum: 1, maximum: 100 });
    expect(schemas.SkillInput!.properties.category).toMatchObject({ enum: ['technical', 'business', 'methodologies', 'soft-skills'] });
    expect(schemas.PostInput!.properties.status).toMatchObject({ enum: ['draft', 'published'], default: 'draft' });
    expect(schemas.PostInput!.properties.tagType).toMatchObject({ enum: ['enterprise', 'business', 'fitness', null] });
    expect(schemas.HeroItemInput!.properties.primaryButtonText).toMatchObject({ default: 'View Experience' });
    expect(schemas.HeroItemInput!.properties.imagePath!.description).toContain('Image path must be either an absolute URL');
    expect(schemas.CaseStudyInput!.properties.technologies).toMatchObject({ maxItems: 50, items: { type: 'string', maxLength: 60 } });
    expect(schemas.Post!.required).toEqual(expect.arrayContaining(['id', 'viewCount', 'publishedAt', 'tagIds']));
    expect(schemas.Experience!.properties.tagTypes).toBeDefined();
  });
});
