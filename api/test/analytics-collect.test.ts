/**
 * The analytics' collection (docs/privacy.md): POST /api/analytics/events as a page's beacon sends it,
 * what an event keeps (path, utm, referring site, device, country), who is not counted (bots, GPC, DNT,
 * the signed-in owner: for the posts' view count too), the one visitor rule and its daily salt, and the
 * 'message' event a contact message in the inbox records.
 */
import { BEACON_EVENTS, dayOf } from '@folio/contracts';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../src/app.js';
import { loadConfig, type AnalyticsConfig } from '../src/config.js';
import { CROSS_SITE_BEACON } from '../src/modules/analytics/collect.router.js';
import { visitOf } from '../src/modules/analytics/visitors.js';
import { createLoginLimiter } from '../src/modules/auth/login-limiter.js';
import { contactBody, formToken, freshAddress, rowOf, sendMessage } from './support/contact.js';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const BEACON = 'text/plain;charset=UTF-8';
const HOUR_MS = 3_600_000;
type Row = Record<string, unknown> & { id: number };
type Agent = ReturnType<typeof request> | ReturnType<typeof request.agent>;

describe.each(engines)('analytics collection on %s', (engine) => {
  let t: TestContext;
  let admin: AdminClient;

  beforeAll(async () => {
    t = await createTestContext(engine, { TRUST_PROXY: 'true', CONTACT_MAX_PER_ADDRESS_PER_HOUR: '100', CONTACT_MAX_PER_DAY: '10000' });
    admin = await t.admin();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Another app on the same database with other analytics settings. */
  const appWith = (analytics: Partial<AnalyticsConfig>) =>
    request(
      createApp({
        config: { ...t.config, analytics: { ...t.config.analytics, ...analytics } },
        db: t.db,
        logger: pino({ level: 'silent' }),
        limiter: createLoginLimiter(t.db, t.config.loginLimit, false),
        sessionKey: 'test-session-key-0123456789abcdef',
      }).callback(),
    );
  /** A beacon as navigator.sendBeacon sends it (text/plain), from a browser at `address`. */
  const send = (body: unknown, { agent = t.client() as Agent, address = freshAddress(), userAgent = BROWSER, headers = {} as Record<string, string>, type = BEACON } = {}) =>
    agent.post('/api/analytics/events').set('user-agent', userAgent).set('X-Forwarded-For', address).set(headers).set('Content-Type', type).send(typeof body === 'string' ? body : JSON.stringify(body));
  const lastId = async () => Number((await t.db('analytics_events').max({ id: 'id' }).first())?.id ?? 0);
  const eventsAfter = (id: number) => t.db('analytics_events').where('id', '>', id).orderBy('id') as Promise<Row[]>;
  /** The events `act` recorded. */
  const recorded = async (act: () => Promise<unknown>) => {
    const before = await lastId();
    await act();
    return eventsAfter(before);
  };
  const pageview = { name: 'pageview', path: '/' };
  /** The messages `act` counted (rows of analytics_messages). */
  const messagesCounted = async (act: () => Promise<unknown>) => {
    const last = Number((await t.db('analytics_messages').max({ id: 'id' }).first())?.id ?? 0);
    await act();
    const rows = (await t.db('analytics_messages').where('id', '>', last).orderBy('id')) as Row[];
    return rows.map((row) => ({ ...row, at: Number(row.at), funnel: Boolean(Number(row.funnel)) }));
  };

  it('records a page view sent as text/plain: 202 with no body, no cookie, no-store; the path without its query, utm as source, medium and campaign', async () => {
    const agent = t.client();
    await agent.get('/api/csrf-token').expect(200); // a visitor with a cookie of the API's already
    let response!: request.Response;
    const [event, ...more] = await recorded(async () => {
      response = await send(
        { name: 'pageview', path: '/blog/hello?utm_source=Newsletter&utm_medium=Email&utm_campaign=Spring%20Launch&ref=x#top', persona: 'fitness', width: 390, detail: '  hi  ', referrer: 'https://www.google.com/' },
        { agent, address: '198.51.100.23' },
      );
    });
    expect([response.status, response.text, response.headers['set-cookie'], response.headers['cache-control']]).toEqual([202, '', undefined, 'no-store']);
    expect(more).toEqual([]);
    expect(event).toMatchObject({ name: 'pageview', path: '/blog/hello', persona: 'fitness', source: 'newsletter', medium: 'email', campaign: 'spring launch', device: 'mobile', detail: 'hi', day: dayOf(Date.now()), country: null });
    expect(Math.abs(Number(event!.at) - Date.now())).toBeLessThan(60_000);
    expect(event!.visitor).toMatch(/^[0-9a-f]{64}$/);
    // Neither the address nor the user agent is stored.
    expect(JSON.stringify(event)).not.toMatch(/198\.51\.100\.23|Mozilla|Chrome/);
    const asJson = await recorded(() => send({ ...pageview, width: 800 }, { type: 'application/json' }).expect(202));
    expect(asJson).toEqual([expect.objectContaining({ device: 'tablet', source: null, medium: null, campaign: null, persona: null, detail: null })]);
  });

  it("takes another site's host as the source when there is no utm_source; none for this site's pages, a bad or no referrer, or an event that is not a page view", async () => {
    const port = (t.server.address() as { port: number }).port;
    const sources = [];
    for (const referrer of ['https://WWW.Example.org/a?b=c', 'android-app://com.google.android.gm/', `http://127.0.0.1:${port}/blog`, 'http://localhost:8080/about', '', 'not an address']) {
      const [event] = await recorded(() => send({ ...pageview, referrer }).expect(202));
      sources.push(event!.source);
    }
    expect(sources).toEqual(['example.org', 'com.google.android.gm', null, null, null, null]);
    const [persona] = await recorded(() => send({ name: 'persona', path: '/?utm_source=ad', persona: 'business', referrer: 'https://example.org/', detail: 'business' }).expect(202));
    expect(persona).toMatchObject({ name: 'persona', path: '/', source: null, campaign: null, detail: 'business', device: 'desktop' });
    const [long] = await recorded(() => send({ ...pageview, path: `/?utm_source=${'S'.repeat(150)}` }).expect(202));
    expect(long!.source).toBe('s'.repeat(100));
  });

  it("gives one visitor one id a day: one address or IPv6 /64, whatever its user agent; another address is another visitor", async () => {
    const events = await recorded(async () => {
      await send(pageview, { address: '198.51.100.40' }).expect(202);
      await send({ ...pageview, path: '/blog' }, { address: '198.51.100.40' }).expect(202);
      await send(pageview, { address: '198.51.100.40', userAgent: SAFARI }).expect(202);
      await send(pageview, { address: '198.51.100.41' }).expect(202);
      await send(pageview, { address: '2001:db8:7:8::1' }).expect(202);
      await send(pageview, { address: '2001:db8:7:8:aaaa:bbbb:cccc:dddd', userAgent: SAFARI }).expect(202);
      await send(pageview, { address: '2001:db8:7:9::1' }).expect(202);
    });
    const [first, again, otherBrowser, otherAddress, ipv6, sameNetwork, otherNetwork] = events.map((event) => event.visitor);
    expect([again, otherBrowser]).toEqual([first, first]);
    expect(sameNetwork).toBe(ipv6);
    expect(new Set([first, otherAddress, ipv6, otherNetwork]).size).toBe(4);
  });

  it('records nothing for a bot, no user agent, Sec-GPC, DNT, gpc: true or the signed-in owner, and answers 202 all the same', async () => {
    const cases: Array<[string, () => request.Test]> = [
      ['Googlebot', () => send(pageview, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })],
      ['curl', () => send(pageview, { userAgent: 'curl/8.5.0' })],
      ['headless Chrome', () => send(pageview, { userAgent: BROWSER.replace('Chrome/', 'HeadlessChrome/') })],
      ['no user agent', () => send(pageview, { userAgent: '' })],
      ['Sec-GPC', () => send(pageview, { headers: { 'Sec-GPC': '1' } })],
      ['DNT', () => send(pageview, { headers: { DNT: '1' } })],
      ['gpc: true', () => send({ ...pageview, gpc: true })],
      ['the owner', () => send(pageview, { agent: admin.agent })],
    ];
    for (const [what, act] of cases) {
      let response!: request.Response;
      const events = await recorded(async () => (response = await act()));
      expect([what, response.status, response.text, response.headers['set-cookie'], events.length]).toEqual([what, 202, '', undefined, 0]);
    }
    // DNT is honoured by default only: off, it counts; GPC never does.
    const dntOff = appWith({ honorDoNotTrack: false });
    expect(await recorded(() => send(pageview, { agent: dntOff, headers: { DNT: '1' } }).expect(202))).toHaveLength(1);
    expect(await recorded(() => send(pageview, { agent: dntOff, headers: { 'Sec-GPC': '1' } }).expect(202))).toHaveLength(0);
  });

  it("counts a post's view by the same rules: not for a bot, Sec-GPC, DNT or the signed-in owner", async () => {
    const [post] = (await t.client().get('/api/blog/posts').expect(200)).body as Array<{ id: number; slug: string }>;
    const viewCount = async () => ((await t.client().get(`/api/blog/posts/slug/${post!.slug}`).expect(200)).body as { viewCount: number }).viewCount;
    const view = (agent: Agent, headers: Record<string, string> = {}, userAgent = BROWSER) =>
      agent.post(`/api/blog/posts/${post!.id}/view`).set('user-agent', userAgent).set('X-Forwarded-For', freshAddress()).set(headers).expect(200);
    const start = await viewCount();
    await view(t.client(), { 'Sec-GPC': '1' });
    await view(t.client(), { DNT: '1' });
    await view(admin.agent);
    await view(t.client(), {}, 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)');
    expect(await viewCount()).toBe(start);
    expect((await view(t.client())).body).toEqual({ viewCount: start + 1 });
    await view(appWith({ honorDoNotTrack: false }), { DNT: '1' });
    expect(await viewCount()).toBe(start + 2);
  });

  it('refuses malformed JSON, a body its contract refuses (naming the field), a body over 4096 bytes, another content type and another site, recording nothing', async () => {
    const events = await recorded(async () => {
      expect((await send('{"name":').expect(400)).body).toEqual({ message: 'The request body is not valid JSON' });
      expect((await send('"pageview"').expect(400)).body.message).toBe('The request body is not valid JSON');
      const fieldsOf = async (body: unknown) => (await send(body).expect(400)).body.fields as Record<string, string>;
      expect(await fieldsOf({ name: 'message', path: '/' })).toEqual({ name: `Must be one of ${BEACON_EVENTS.join(', ')}` });
      expect(await fieldsOf({ name: 'pageview', path: 'https://elsewhere.example/' })).toEqual({ path: 'Must be a path of this site' });
      expect(Object.keys(await fieldsOf({}))).toEqual(['name', 'path']);
      expect(Object.keys(await fieldsOf({ ...pageview, persona: 'nobody', width: -1, detail: 'x'.repeat(201), gpc: 'yes' })).sort()).toEqual(['detail', 'gpc', 'persona', 'width']);
      expect((await send([pageview]).expect(400)).body.fields).toEqual({ '': 'The request body must be a JSON object' });
      const padded = (size: number) => JSON.stringify({ ...pageview, padding: 'x'.repeat(size - JSON.stringify({ ...pageview, padding: '' }).length) });
      expect((await send(padded(4097)).expect(413)).body.message).toMatch(/too large/);
      await send('name=pageview&path=/', { type: 'application/x-www-form-urlencoded' }).expect(415);
      for (const headers of [{ 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'https://attacker.example' }] as Array<Record<string, string>>) {
        expect((await send(pageview, { headers }).expect(403)).body).toEqual({ message: CROSS_SITE_BEACON });
      }
    });
    expect(events).toEqual([]);
    // Exactly at the limit is fine (fields the contract does not know are dropped).
    expect(await recorded(() => send(JSON.stringify({ ...pageview, padding: 'x'.repeat(4096 - JSON.stringify({ ...pageview, padding: '' }).length) })).expect(202))).toHaveLength(1);
  });

  it("counts a message stored in the inbox, apart from the events and without its sender: its hour, page, persona and whether its sender took the persona's funnel; nothing for Spam, a repeat, the honeypot or a bot", async () => {
    const address = freshAddress();
    const message = (changes: Record<string, unknown> = {}, userAgent = BROWSER, from = address) =>
      formToken(t).then((token) => sendMessage(t.client(), contactBody({ formToken: token, persona: 'business', page: '/?persona=business', ...changes }), from).set('user-agent', userAgent));
    await send({ ...pageview, width: 390 }, { address }).expect(202);
    const body = contactBody({ persona: 'business', page: '/?persona=business', formToken: await formToken(t) });
    const before = Date.now();
    const [counted, ...more] = await messagesCounted(async () => expect(await recorded(() => sendMessage(t.client(), body, address).set('user-agent', BROWSER).expect(201))).toEqual([]));
    expect(await rowOf(t, String(body.email))).toMatchObject({ folder: 'inbox' });
    expect(more).toEqual([]);
    expect(counted).toEqual({ id: expect.anything(), at: Math.floor(before / HOUR_MS) * HOUR_MS, day: dayOf(before), persona: 'business', path: '/', funnel: false });
    expect(await messagesCounted(() => sendMessage(t.client(), body, address).set('user-agent', BROWSER).expect(200))).toEqual([]);
    expect(await messagesCounted(async () => (await message({ formToken: undefined })).status)).toEqual([]); // no form token: Spam
    expect(await messagesCounted(async () => (await message({ website: 'https://spam.example' })).status)).toEqual([]);
    expect(await messagesCounted(async () => (await message({}, 'python-requests/2.32')).status)).toEqual([]);
    expect(await messagesCounted(async () => (await message({ persona: undefined, page: undefined }, SAFARI)).status)).toEqual([expect.objectContaining({ persona: null, path: '/', funnel: false })]);
    // A sender who saw the chooser, the persona's page and its contact section completes its funnel.
    const reader = freshAddress();
    await send({ name: 'pageview', path: '/' }, { address: reader }).expect(202);
    await send({ name: 'pageview', path: '/?persona=business', persona: 'business' }, { address: reader }).expect(202);
    await send({ name: 'contact', path: '/?persona=business', persona: 'business' }, { address: reader }).expect(202);
    expect(await messagesCounted(async () => (await message({}, SAFARI, reader)).status)).toEqual([expect.objectContaining({ persona: 'business', funnel: true })]);
  });

  it('stores the message all the same when it cannot be counted', async () => {
    await t.db.schema.renameTable('analytics_messages', 'analytics_messages_away');
    try {
      const body = contactBody({ formToken: await formToken(t) });
      await sendMessage(t.client(), body, freshAddress()).set('user-agent', BROWSER).expect(201);
      expect(await rowOf(t, String(body.email))).toMatchObject({ folder: 'inbox' });
    } finally {
      await t.db.schema.renameTable('analytics_messages_away', 'analytics_messages');
    }
  });

  it("takes the country from a CDN's header, or from the shipped database by the address (none for a private one), or not at all", async () => {
    const countries = async (agent: Agent, cases: Array<[string, Record<string, string>]>) => {
      const found = [];
      for (const [address, headers] of cases) found.push((await recorded(() => send(pageview, { agent, address, headers }).expect(202)))[0]!.country);
      return found;
    };
    const header = appWith({ country: { from: 'header', header: 'cf-ipcountry' } });
    expect(await countries(header, [['8.8.8.8', { 'CF-IPCountry': 'de' }], ['8.8.8.8', { 'CF-IPCountry': 'XX' }], ['8.8.8.8', { 'CF-IPCountry': 'Germany' }], ['8.8.8.8', {}]])).toEqual(['DE', null, null, null]);
    const database = appWith({ country: { from: 'database' } });
    const addresses = ['8.8.8.8', '81.2.69.142', '2001:4860:4860::8888', '10.1.2.3', '192.168.1.1', '127.0.0.1', 'fe80::1'];
    expect(await countries(database, addresses.map((address) => [address, { 'CF-IPCountry': 'DE' }]))).toEqual(['US', 'GB', 'US', null, null, null, null]);
    expect(await countries(appWith({ country: { from: 'off' } }), [['8.8.8.8', { 'CF-IPCountry': 'DE' }]])).toEqual([null]);
  });

  it('reads ANALYTICS_HONOR_DNT and ANALYTICS_COUNTRY, and names a wrong value', () => {
    expect(loadConfig({}).analytics).toEqual({ honorDoNotTrack: true, country: { from: 'database' } });
    expect(loadConfig({ ANALYTICS_HONOR_DNT: 'false', ANALYTICS_COUNTRY: 'Header:CF-IPCountry' }).analytics).toEqual({ honorDoNotTrack: false, country: { from: 'header', header: 'cf-ipcountry' } });
    expect(loadConfig({ ANALYTICS_COUNTRY: 'off' }).analytics.country).toEqual({ from: 'off' });
    expect(() => loadConfig({ ANALYTICS_COUNTRY: 'geoip' })).toThrow(/ANALYTICS_COUNTRY must be database, off, or header:<name>/);
  });

  // Last: it moves the salts to other days, so the ids of today's visitors change after it.
  it("makes yesterday's id another than today's, and deletes a day's salt two days later", async () => {
    const visitor = { network: '198.51.100.9' };
    const day = 24 * 60 * 60 * 1000;
    const start = Date.parse('2031-01-10T12:00:00Z');
    const first = await visitOf(t.db, visitor, start);
    expect(await visitOf(t.db, visitor, start + 60 * 60 * 1000)).toEqual(first);
    expect(await visitOf(t.db, { network: '198.51.100.10' }, start)).not.toEqual(first);
    const next = await visitOf(t.db, visitor, start + day);
    expect([first.day, next.day]).toEqual(['2031-01-10', '2031-01-11']);
    expect(next.visitor).not.toBe(first.visitor);
    expect(await t.db('visitor_salts').where('day', '>=', '2031-01-10').orderBy('day').pluck('day')).toEqual(['2031-01-10', '2031-01-11']);
    await visitOf(t.db, visitor, start + 2 * day);
    expect(await t.db('visitor_salts').orderBy('day').pluck('day')).toEqual(['2031-01-11', '2031-01-12']);
  });
});
