/**
 * The console's Subscribers screen, on each engine: the list (search, filters, paging), the CSV export
 * (formula-safe), erasure of an address and everything about it, and the summary's counts and growth.
 */
import { SUBSCRIBER_STATUSES, TAG_TYPES } from '@folio/contracts';
import type { AdminClient } from './support/test-context.js';
import {
  confirmedSubscriber,
  consentRows,
  dbTime,
  freshEmail,
  mailContext,
  subscribe,
  subscriberRow,
  unsubscribeTokenOf,
  type MailContext,
} from './support/newsletter-subscribe.js';
import { engines } from './support/test-context.js';

const CSRF = 'x-csrf-token';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(engines)('the subscribers in the console on %s', (engine) => {
  let ctx: MailContext;
  let admin: AdminClient;
  const t = () => ctx.t;

  /** A subscriber written as the API writes one, `daysAgo` days back. */
  async function addSubscriber(email: string, status: string, personas: string[], daysAgo = 0): Promise<number> {
    const at = dbTime(Date.now() - daysAgo * DAY_MS);
    const [id] = await t().db('newsletter_subscribers').insert({
      email,
      status,
      unsubscribe_key: 'k'.repeat(22),
      created_at: at,
      updated_at: at,
      confirmed_at: status === 'pending' ? null : at,
      unsubscribed_at: status === 'unsubscribed' ? at : null,
      suppressed_reason: status === 'suppressed' ? '550 5.1.1 No such user' : null,
    });
    if (personas.length > 0) await t().db('newsletter_subscriber_personas').insert(personas.map((persona) => ({ subscriber_id: Number(id), persona })));
    return Number(id);
  }

  beforeAll(async () => {
    // A plain http site: the admin signs in over the test's plain http.
    ctx = await mailContext(engine, { SITE_URL: 'http://jordan.example' });
    admin = await t().admin();
    await addSubscriber('=cmd|calc@evil.example', 'confirmed', ['enterprise'], 3);
    await addSubscriber('+plus@example.com', 'pending', ['business', 'fitness'], 2);
    await addSubscriber('-minus@example.com', 'unsubscribed', ['fitness'], 1);
    await addSubscriber('@at@example.com', 'suppressed', ['enterprise', 'business'], 1);
    await addSubscriber('old@example.com', 'confirmed', ['fitness'], 200);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('lists the subscribers newest first, with search, filters and paging', async () => {
    const { body } = await admin.agent.get('/api/admin/newsletter/subscribers').expect(200);
    expect(body.total).toBe(5);
    expect(body.items.map((item: { email: string }) => item.email)).toEqual(['@at@example.com', '-minus@example.com', '+plus@example.com', '=cmd|calc@evil.example', 'old@example.com']);
    expect(body.items[4]).toMatchObject({ email: 'old@example.com', status: 'confirmed', personas: ['fitness'] });
    expect(body.items.find((item: { email: string }) => item.email === '@at@example.com')).toMatchObject({ status: 'suppressed', personas: ['enterprise', 'business'], suppressedReason: '550 5.1.1 No such user' });
    expect(Object.keys(body.items[0]).sort()).toEqual(['confirmedAt', 'createdAt', 'email', 'id', 'personas', 'status', 'suppressedReason', 'unsubscribedAt']);

    const search = await admin.agent.get('/api/admin/newsletter/subscribers?q=PLUS').expect(200);
    expect(search.body.items.map((item: { email: string }) => item.email)).toEqual(['+plus@example.com']);
    const literal = await admin.agent.get(`/api/admin/newsletter/subscribers?q=${encodeURIComponent('%')}`).expect(200);
    expect(literal.body.total).toBe(0);
    const fitness = await admin.agent.get('/api/admin/newsletter/subscribers?persona=fitness').expect(200);
    expect(fitness.body.items.map((item: { email: string }) => item.email).sort()).toEqual(['+plus@example.com', '-minus@example.com', 'old@example.com']);
    const confirmed = await admin.agent.get('/api/admin/newsletter/subscribers?status=confirmed&persona=fitness').expect(200);
    expect(confirmed.body.items.map((item: { email: string }) => item.email)).toEqual(['old@example.com']);
    const paged = await admin.agent.get('/api/admin/newsletter/subscribers?page=2&pageSize=2').expect(200);
    expect(paged.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(paged.body.items.map((item: { email: string }) => item.email)).toEqual([body.items[2].email, body.items[3].email]);
  });

  it('answers 400 naming each bad parameter', async () => {
    const bad = await admin.agent.get('/api/admin/newsletter/subscribers?status=gone&persona=gardening&page=0&pageSize=101').expect(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['page', 'pageSize', 'persona', 'status']);
    await admin.agent.get('/api/admin/newsletter/subscribers.csv?status=gone').expect(400);
    await t().client().get('/api/admin/newsletter/subscribers').expect(401);
  });

  it('exports the list as CSV, with no cell a spreadsheet would run as a formula', async () => {
    const answer = await admin.agent.get('/api/admin/newsletter/subscribers.csv').expect(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="subscribers.csv"');
    const lines = answer.text.split('\r\n');
    expect(lines[0]).toBe('email,status,personas,subscribed,confirmed,unsubscribed');
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(5);
    const firstCells = rows.map((row) => row.split(',')[0]);
    expect(firstCells.sort()).toEqual(["'+plus@example.com", "'-minus@example.com", "'=cmd|calc@evil.example", "'@at@example.com", 'old@example.com']);
    expect(rows.find((row) => row.startsWith("'+plus"))).toMatch(/^'\+plus@example\.com,pending,business fitness,\d{4}-\d\d-\d\dT[\d:.]+Z,,$/);
    const filtered = await admin.agent.get('/api/admin/newsletter/subscribers.csv?status=unsubscribed').expect(200);
    expect(filtered.text.split('\r\n').slice(1, -1)).toEqual([expect.stringMatching(/^'-minus@example\.com,unsubscribed,fitness,.+Z,.+Z,.+Z$/)]);
  });

  it('erases an address and every row about it', async () => {
    const email = await confirmedSubscriber(ctx, ['enterprise', 'fitness']);
    const subscriber = await subscriberRow(t(), email);
    const now = dbTime(Date.now());
    const [sendId] = await t().db('newsletter_sends').insert({ post_id: 800_000 + (engine === 'mysql' ? 1 : 2), post_title: 'A post', subject: 'A post', personas: '', status: 'done', created_at: now, html: '<p>x</p>', text: 'x' });
    await t().db('newsletter_recipients').insert({ send_id: Number(sendId), subscriber_id: subscriber!.id, status: 'sent', attempts: 1, next_at: now, sent_at: now });
    expect(await consentRows(t(), email)).toHaveLength(1);

    await admin.agent.delete(`/api/admin/newsletter/subscribers/${subscriber!.id}`).expect(403);
    await admin.agent.delete(`/api/admin/newsletter/subscribers/${subscriber!.id}`).set(CSRF, admin.csrf).expect(204);
    expect(await subscriberRow(t(), email)).toBeUndefined();
    for (const table of ['newsletter_subscriber_personas', 'newsletter_consents', 'newsletter_recipients']) {
      expect([table, await t().db(table).where({ subscriber_id: subscriber!.id }).count({ n: '*' }).first().then((row) => Number(row?.n))]).toEqual([table, 0]);
    }
    await admin.agent.delete(`/api/admin/newsletter/subscribers/${subscriber!.id}`).set(CSRF, admin.csrf).expect(404);
    await admin.agent.delete('/api/admin/newsletter/subscribers/first').set(CSRF, admin.csrf).expect(404);
    // The send itself stays, for the other recipients' counts.
    expect(await t().db('newsletter_sends').where({ id: Number(sendId) }).first()).toBeTruthy();
  });

  it('counts the addresses by status and by persona, and their growth over 90 days', async () => {
    const before = (await admin.agent.get('/api/admin/newsletter/summary').expect(200)).body;
    expect(before.mailConfigured).toBe(true);
    expect(before.growth).toHaveLength(90);
    expect(before.growth.at(-1).day).toBe(new Date().toISOString().slice(0, 10));
    expect(before.byPersona.map((row: { persona: string }) => row.persona)).toEqual([...TAG_TYPES]);

    const joiner = await confirmedSubscriber(ctx, ['business']);
    const leaver = await confirmedSubscriber(ctx, ['business', 'fitness']);
    await t().client().post(`/api/newsletter/unsubscribe/${await unsubscribeTokenOf(t(), leaver)}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
    await subscribe(t(), { email: freshEmail(), personas: ['enterprise'] }).expect(202);

    const after = (await admin.agent.get('/api/admin/newsletter/summary').expect(200)).body;
    const delta = (status: string) => after.total[status] - before.total[status];
    expect(Object.fromEntries(SUBSCRIBER_STATUSES.map((status) => [status, delta(status)]))).toEqual({ pending: 1, confirmed: 1, unsubscribed: 1, suppressed: 0 });
    const business = (summary: typeof before) => summary.byPersona.find((row: { persona: string }) => row.persona === 'business');
    expect(business(after).confirmed - business(before).confirmed).toBe(1);
    expect(business(after).unsubscribed - business(before).unsubscribed).toBe(1);
    const today = (summary: typeof before) => summary.growth.at(-1);
    expect(today(after).confirmed - today(before).confirmed).toBe(1);
    expect(today(after).left - today(before).left).toBe(1);
    expect(joiner).toBeTruthy();

    // The seeded rows: each in its own day; the 200-day-old one outside the window.
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
    const growthOf = (daysAgo: number) => after.growth.find((entry: { day: string }) => entry.day === day(daysAgo));
    expect(growthOf(3)).toEqual({ day: day(3), confirmed: 1, left: 0 });
    expect(growthOf(1)).toEqual({ day: day(1), confirmed: 0, left: 2 });
    expect(after.growth.some((entry: { day: string }) => entry.day === day(200))).toBe(false);

    await t().client().get('/api/admin/newsletter/summary').expect(401);
  });
});
