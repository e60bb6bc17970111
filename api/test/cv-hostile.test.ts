/**
 * Hostile input on the CV's routes (the shape hostile-input.test.ts gives every other route): never a
 * 5xx; a refused settings save or a preview changes nothing; an accepted save reads back as the
 * contract makes of the body; any `persona` query is a CV, a 400 or (never here) a 404.
 */
import { check, cvSettingsStruct, defaultCvSettings } from '@folio/contracts';
import fc from 'fast-check';
import type { Response } from 'supertest';
import { hostileQueryValue, hostileValue, malformedJson, wrongContentType } from './support/hostile-values.js';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

const CSRF = 'x-csrf-token';
const RUNS = { sqlite: { settings: 300, previews: 150, queries: 200 }, mysql: { settings: 60, previews: 30, queries: 40 } };
const REJECTIONS = [400, 413, 415];
const SEED = process.env.HOSTILE_SEED ? { seed: Number(process.env.HOSTILE_SEED) } : {};

type Body = { text: string; contentType: string };
const json = (value: unknown): Body => ({ text: JSON.stringify(value) ?? '{}', contentType: 'application/json' });

/** Sets `value` at a path of the object (a copy), creating what is missing. */
function withValueAt(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const base = (typeof value === 'object' && value !== null ? (Array.isArray(value) ? [...value] : { ...value }) : {}) as Record<string | number, unknown>;
  Object.defineProperty(base, head!, { value: withValueAt(base[head!], rest, replacement), enumerable: true, writable: true, configurable: true });
  return base;
}

/** A path into the settings, valid or not. */
const settingsPath: fc.Arbitrary<Array<string | number>> = fc.oneof(
  fc.constantFrom<Array<string | number>>(['contact'], ['profiles'], ['contact', 'email'], ['contact', 'phone'], ['contact', 'location'], ['contact', 'website'], ['__proto__']),
  fc.tuple(fc.constantFrom('all', 'enterprise', 'business', 'fitness', 'nobody'), fc.constantFrom('sections', 'summary', 'contact', 'pageSize', 'extra')).map(([profile, field]) => ['profiles', profile, field]),
  fc.tuple(fc.constantFrom('all', 'fitness'), fc.nat({ max: 6 }), fc.constantFrom('key', 'show', 'limit')).map(([profile, index, field]) => ['profiles', profile, 'sections', index, field]),
  fc.tuple(fc.constantFrom('enterprise', 'business'), fc.constantFrom('email', 'phone', 'location', 'website')).map(([profile, field]) => ['profiles', profile, 'contact', field]),
);

const settingsBody: fc.Arbitrary<Body> = fc.oneof(
  { arbitrary: fc.array(fc.tuple(settingsPath, hostileValue), { minLength: 1, maxLength: 3 }).map((changes) => json(changes.reduce<unknown>((body, [path, value]) => withValueAt(body, path, value), defaultCvSettings()))), weight: 6 },
  { arbitrary: fc.tuple(fc.constantFrom('', ' ', '+44 1', 'Leeds', 'x'.repeat(41), 'x'.repeat(101), 'me@example.com', 'https://example.com'), fc.constantFrom('phone', 'location', 'email', 'website')).map(([value, field]) => json(withValueAt(defaultCvSettings(), ['contact', field], value))), weight: 2 },
  { arbitrary: malformedJson.map((text) => ({ text, contentType: 'application/json' })), weight: 1 },
  { arbitrary: wrongContentType.map((contentType) => ({ text: JSON.stringify(defaultCvSettings()), contentType })), weight: 1 },
);

describe.each(engines)('hostile input on the CV on %s', (engine) => {
  let t: TestContext;
  let admin: AdminClient;
  const runs = RUNS[engine];
  const stored = async () => JSON.stringify(await t.db('cv_settings').select('document', 'updated_at'));

  beforeAll(async () => {
    t = await createTestContext(engine);
    admin = await t.admin();
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'put' | 'post', path: string, body: Body) => admin.agent[method](path).set(CSRF, admin.csrf).set('Content-Type', body.contentType).send(body.text);
  function expectRefusedOrDone(where: string, response: Response, done: number): void {
    if (response.status !== done && !REJECTIONS.includes(response.status)) throw new Error(`${where} answered ${response.status} ${response.text.slice(0, 300)}`);
    if (response.status !== done && typeof response.body?.message !== 'string') throw new Error(`${where}: a refusal without a JSON message`);
  }

  it('saves exactly what the contract makes of a body, and refuses the rest without storing anything', async () => {
    await fc.assert(
      fc.asyncProperty(settingsBody, async (body) => {
        const where = `PUT /api/admin/cv/settings with ${body.contentType} ${body.text.slice(0, 300)}`;
        const before = await stored();
        const response = await send('put', '/api/admin/cv/settings', body);
        expectRefusedOrDone(where, response, 200);
        if (response.status !== 200) {
          expect([where, await stored()]).toEqual([where, before]);
          return;
        }
        const wanted = check(cvSettingsStruct, JSON.parse(body.text));
        if (!wanted.ok) throw new Error(`${where} was accepted, yet its contract refuses it`);
        expect([where, response.body]).toEqual([where, JSON.parse(JSON.stringify(wanted.value))]);
        expect([where, (await admin.agent.get('/api/admin/cv/settings').expect(200)).body]).toEqual([where, response.body]);
      }),
      { numRuns: runs.settings, endOnFailure: true, ...SEED },
    );
  }, 240_000);

  it('previews any body without storing anything', async () => {
    const profile = fc.oneof(fc.constantFrom('all', 'enterprise', 'business', 'fitness'), hostileValue);
    const previewBody = fc.oneof(
      { arbitrary: fc.tuple(profile, settingsBody).map(([value, settings]) => ({ text: `{"profile":${JSON.stringify(value) ?? 'null'},"settings":${settings.text || 'null'}}`, contentType: settings.contentType })), weight: 4 },
      { arbitrary: malformedJson.map((text) => ({ text, contentType: 'application/json' })), weight: 1 },
    );
    await fc.assert(
      fc.asyncProperty(previewBody, async (body) => {
        const where = `POST /api/admin/cv/preview with ${body.contentType} ${body.text.slice(0, 300)}`;
        const before = await stored();
        const response = await send('post', '/api/admin/cv/preview', body);
        expectRefusedOrDone(where, response, 200);
        if (response.status === 200) expect([where, typeof response.body.version]).toEqual([where, 'string']);
        expect([where, await stored()]).toEqual([where, before]);
      }),
      { numRuns: runs.previews, endOnFailure: true, ...SEED },
    );
  }, 240_000);

  it('answers any persona query with a CV or a 400', async () => {
    const query = fc.oneof(
      hostileQueryValue.map((value) => `persona=${value}`),
      fc.constantFrom('persona=fitness&persona=business', 'persona[]=fitness', 'persona[x]=1', 'persona=%00', 'persona=%E0%A4%A', 'persona=ENTERPRISE%20'),
    );
    await fc.assert(
      fc.asyncProperty(query, async (search) => {
        const response = await t.client().get(`/api/cv?${search}`);
        const where = `GET /api/cv?${search} answered ${response.status} ${response.text.slice(0, 300)}`;
        if (![200, 400].includes(response.status)) throw new Error(where);
        if (response.status === 400) expect([where, Object.keys(response.body.fields ?? {})]).toEqual([where, ['persona']]);
      }),
      { numRuns: runs.queries, endOnFailure: true, ...SEED },
    );
  }, 240_000);
});
