/**
 * docs/privacy.md, sentence by sentence: the text an owner publishes as it is. Each promise below
 * quotes the words of the page it holds (the test fails when the page no longer says them) and checks
 * them against the real app, after one visitor from an IPv4 and one from an IPv6 address have read
 * the site, sent a message, read a post and tried to sign in. The last test fails when a sentence of
 * the page that promises something (what is kept, for how long, what is never kept) is held by none.
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tableNames } from '../src/backup/schema.js';
import { exportDatabase } from '../src/backup/export.js';
import { daySalt } from '../src/db/day-salt.js';
import { engineOf } from '../src/db/knex.js';
import { networkOf } from '../src/http/client-network.js';
import { runRetention, runRollups } from '../src/modules/analytics/rollup-jobs.js';
import { contactKey } from '../src/modules/messages/contact-key.js';
import { composeNotification } from '../src/modules/messages/mail/notification-email.js';
import { removeExpiredMessages } from '../src/modules/messages/retention.js';
import { signInEventsRepository } from '../src/modules/auth/sign-in-events.repository.js';
import { suppressSubscriber } from '../src/modules/newsletter/index.js';
import { NEWSLETTER_CONSENT_VERSION, NEWSLETTER_CONSENT_WORDING, NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES } from '@folio/contracts';
import { appWith, formToken, MAIL_ENV } from './support/contact.js';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

const PAGE = readFileSync(join(__dirname, '../../docs/privacy.md'), 'utf8');
/** A passage as a reader sees it: without markdown's emphasis and code marks, on one line. */
const asRead = (markdown: string) => markdown.replace(/\*\*|`/g, '').replace(/\s+/g, ' ').trim();
/** The published part of the page (below its note to the owner): its paragraphs and list items, headings left out. */
const PASSAGES = PAGE.slice(PAGE.indexOf('\n---\n') + 5)
  .split(/\n\s*\n|\n(?=- )/)
  .filter((passage) => passage.trim() !== '' && !passage.trim().startsWith('#'))
  .map(asRead);
const PUBLISHED = PASSAGES.join(' ');
const said = (words: string) => words.replace(/\s+/g, ' ');

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 PrivacyProbe/7.1';
const VISITORS = [
  { address: '198.51.100.23', spellings: ['198.51.100.23'] },
  // Every way the address or its network could be written down.
  { address: '2001:db8:4:5::77', spellings: ['2001:db8:4:5::77', '2001:db8:4:5:0:0:0:77', '2001:db8:4:5::', '2001:db8:4:5:0:0:0:0', '2001:0db8:0004:0005'] },
];
const BEACON = 'text/plain;charset=UTF-8';

/** Each promise the tests hold: the words of the page (as a reader sees them), in the order they were checked. */
const held: string[] = [];

describe.each(engines)('docs/privacy.md on %s', (engine) => {
  let t: TestContext;
  let admin: AdminClient;
  let postId: number;
  const answers: { what: string; setCookie: unknown }[] = [];
  const messageIds: number[] = [];

  /** A promise of the page (one passage, or several that say one thing): its words must be on it, and the check must hold. */
  const promise = (words: string | string[], check: () => Promise<void>) => {
    const passages = (Array.isArray(words) ? words : [words]).map(said);
    it(passages.map((passage) => `"${passage}"`).join(' and '), async () => {
      for (const passage of passages) {
        expect(PUBLISHED).toContain(passage);
        if (!held.includes(passage)) held.push(passage);
      }
      await check();
    });
  };

  const beacon = (address: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.client().post('/api/analytics/events').set({ 'user-agent': AGENT, 'x-forwarded-for': address, 'content-type': BEACON, ...headers }).send(JSON.stringify(body));

  beforeAll(async () => {
    t = await createTestContext(engine, { TRUST_PROXY: 'true', ...MAIL_ENV });
    admin = await t.admin();
    const posts = await t.client().get('/api/blog/posts?status=published').expect(200);
    postId = posts.body[0].id;
    for (const [index, { address }] of VISITORS.entries()) {
      const visitor = t.client();
      await beacon(address, { name: 'pageview', path: `/blog?utm_source=Letter&utm_medium=email&utm_campaign=spring&q=private#top`, referrer: 'https://www.example.org/some/page?secret=1', width: 390, persona: 'enterprise' }).expect(202);
      await beacon(address, { name: 'search', path: '/blog', detail: 'kubernetes' }).expect(202);
      await visitor.post(`/api/blog/posts/${postId}/view`).set({ 'user-agent': AGENT, 'x-forwarded-for': address }).expect(200);
      const form = await visitor.get('/api/contact/form?persona=enterprise').set({ 'user-agent': AGENT, 'x-forwarded-for': address }).expect(200);
      answers.push({ what: 'GET /api/contact/form', setCookie: form.headers['set-cookie'] });
      const sent = await visitor
        .post('/api/contact/messages')
        .set({ 'user-agent': AGENT, 'x-forwarded-for': address, origin: 'http://localhost:8080' })
        .send({ name: `Reader ${index}`, email: `reader${index}@example.com`, subject: form.body.subjects[0], message: 'Hello there.', persona: 'enterprise', page: '/?persona=enterprise', formToken: await formToken(t), idempotencyKey: `privacy-${index}` })
        .expect(201);
      answers.push({ what: 'POST /api/contact/messages', setCookie: sent.headers['set-cookie'] });
      const row = await t.db('contact_messages').where({ email: `reader${index}@example.com` }).first('id');
      messageIds.push(row.id);
      await t.client().post('/api/auth/login').set({ 'user-agent': AGENT, 'x-forwarded-for': address }).send({ username: 'admin', password: 'not the password' }).expect(401);
      await visitor
        .post('/api/newsletter/subscriptions')
        .set({ 'user-agent': AGENT, 'x-forwarded-for': address, origin: 'http://localhost:8080' })
        .send({ email: `reader${index}@example.com`, personas: ['enterprise', 'fitness'], page: '/blog', formToken: await formToken(t) })
        .expect(202);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Every table's rows as JSON text, but `except`. */
  const everyTable = async (except: string[] = []) => {
    const dump: Record<string, string> = {};
    for (const name of await tableNames(t.db, engineOf(t.db))) if (!except.includes(name)) dump[name] = JSON.stringify(await t.db(name).select('*'));
    return dump;
  };
  /** The tables whose rows hold any of `needles` (case-insensitive). */
  const tablesHolding = (dump: Record<string, string>, needles: string[]) =>
    Object.entries(dump)
      .filter(([, rows]) => needles.some((needle) => rows.toLowerCase().includes(needle.toLowerCase())))
      .map(([name]) => name);
  /** What could stand for a visitor's address in a row: the address as written, its network, and the keyed codes the site once kept. */
  const traces = async () => {
    const key = await contactKey(t.db);
    // The per-message code of the address the site kept until it was dropped: HMAC-SHA256 under the contact key.
    const oldCode = (value: string) => createHmac('sha256', key).update(`sender\n${value}`, 'utf8').digest('hex');
    return VISITORS.flatMap(({ address, spellings }) => [...spellings, networkOf(address), oldCode(address), oldCode(networkOf(address))]);
  };

  promise('the form sets no cookie', async () => {
    expect(answers.length).toBe(4);
    for (const answer of answers) expect(answer).toEqual({ what: answer.what, setCookie: undefined });
  });

  promise(
    [
      'Your network (IP) address is not stored.',
      'Your network (IP) address is never stored, and neither is your browser\'s description (its "user agent").',
      'This counting stores nothing on your device, keeps no address and no browser description',
    ],
    async () => {
      // The sign-in attempts are the one place an address is kept: a promise of its own, below.
      expect(tablesHolding(await everyTable(['sign_in_events']), [...(await traces()), AGENT, 'PrivacyProbe'])).toEqual([]);
    },
  );

  promise(
    [
      'your name, your email address and your message;',
      'the subject you chose, if any;',
      "which part of the site you wrote from (the profile page you were on, and that page's address);",
      'when the message arrived.',
      'Nothing made from your address is kept with your message.',
      'Nothing else about you is collected for it',
    ],
    async () => {
      const rows = await t.db('contact_messages').whereIn('id', messageIds).select('*');
      expect(rows).toHaveLength(2);
      const written = ['name', 'email', 'message', 'subject', 'persona', 'page', 'received_at'];
      // The rest is the inbox's own bookkeeping: its folder, read or not, why in Spam, the owner's email, deletion, the resend key.
      const bookkeeping = ['id', 'folder', 'is_read', 'spam_reason', 'idempotency_key', 'deleted_at', 'notify_status', 'notify_attempts', 'notify_next_at', 'notify_locked_until', 'notify_error'];
      // And the owner's own follow-up (when they replied, their private note): nothing until the owner writes it.
      const followUp = ['replied_at', 'note'];
      expect(Object.keys(rows[0]).sort()).toEqual([...written, ...bookkeeping, ...followUp].sort());
      expect(rows[0]).toMatchObject({ name: 'Reader 0', email: 'reader0@example.com', message: 'Hello there.', persona: 'enterprise', page: '/?persona=enterprise', replied_at: null, note: null });
    },
  );

  promise(['from a form already used, is set aside', 'A message set aside is kept in a separate folder that I read too; it is not thrown away unread.'], async () => {
    const token = await formToken(t);
    const send = (n: number, formToken: string) =>
      t.client().post('/api/contact/messages').set({ 'x-forwarded-for': `192.0.2.${n}` }).send({ name: 'Sender', email: `set-aside${n}@example.com`, message: 'Hi.', formToken, idempotencyKey: `set-aside-${n}` });
    await send(1, token).expect(201);
    await send(2, token).expect(201);
    await send(3, await formToken(t, 500)).expect(201);
    const folders = await t.db('contact_messages').where('email', 'like', 'set-aside%').orderBy('email').select('folder', 'spam_reason');
    expect(folders).toEqual([
      { folder: 'inbox', spam_reason: null },
      { folder: 'spam', spam_reason: 'reused-token' },
      { folder: 'spam', spam_reason: 'too-fast' },
    ]);
  });

  promise('the rest are set aside too, never turned away', async () => {
    const busyDay = appWith(t, { maxPerDay: 1 });
    await busyDay.post('/api/contact/messages').set({ 'x-forwarded-for': '192.0.2.20' }).send({ name: 'Late', email: 'late@example.com', message: 'Hi.', formToken: await formToken(t), idempotencyKey: 'late-1' }).expect(201);
    expect(await t.db('contact_messages').where({ email: 'late@example.com' }).first('folder', 'spam_reason')).toEqual({ folder: 'spam', spam_reason: 'daily-cap' });
  });

  promise('a random secret of the day, which is deleted two days later', async () => {
    // The counter's key is the network's code under today's secret: once the secret is gone, no guess of an address can be checked against it.
    const { salt } = await daySalt(t.db, Date.now());
    const counters = (await t.db('login_limits').where('key', 'like', 'contact_address:%').pluck('key')) as string[];
    const codeUnder = (secret: string, network: string) => createHmac('sha256', secret).update(`contact-limit\n${network}`, 'utf8').digest('hex');
    for (const { address } of VISITORS) expect(counters.some((counter) => counter.includes(codeUnder(salt, networkOf(address))))).toBe(true);
  });

  promise(['which can send one message only', 'The count is thrown away after the hour.'], async () => {
    const counters = await t.db('login_limits').where('key', 'like', 'contact_address:%').select('key', 'expire');
    expect(counters.length).toBeGreaterThan(0);
    for (const counter of counters) expect(Number(counter.expire)).toBeLessThanOrEqual(Date.now() + HOUR_MS);
    await removeExpiredMessages(t.db, t.config.contact.retentionDays, Date.now() + HOUR_MS + 60_000);
    expect(await t.db('login_limits').where('key', 'like', 'contact_address:%').count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  promise(['That email goes only to me', 'Writing to me never makes the site send you email, and never adds you to any list.'], async () => {
    const row = await t.db('contact_messages').where({ id: messageIds[0] }).first();
    const mail = composeNotification(
      { id: row.id, name: row.name, email: row.email, subject: row.subject, message: row.message, page: row.page, persona: row.persona, receivedAt: new Date().toISOString() },
      { notifyTo: 'owner@example.com', from: 'site@example.com', siteUrl: 'http://localhost:8080', ownerName: 'Jordan Avery' } as never,
    );
    expect([mail.to, mail.cc, mail.bcc]).toEqual(['owner@example.com', undefined, undefined]);
  });

  promise('If I delete a message sooner, it can still be brought back for 30 days, and is then deleted for good.', async () => {
    const id = messageIds[1]!;
    const deleted = Date.now();
    await admin.agent.delete(`/api/admin/messages/${id}`).set('x-csrf-token', admin.csrf).expect(204);
    await removeExpiredMessages(t.db, t.config.contact.retentionDays, deleted + 29 * DAY_MS);
    await admin.agent.post(`/api/admin/messages/${id}/restore`).set('x-csrf-token', admin.csrf).expect(200);
    await admin.agent.delete(`/api/admin/messages/${id}`).set('x-csrf-token', admin.csrf).expect(204);
    await removeExpiredMessages(t.db, t.config.contact.retentionDays, deleted + 30 * DAY_MS + HOUR_MS);
    expect(await t.db('contact_messages').where({ id }).first()).toBeUndefined();
  });

  promise('A message is deleted automatically 365 days after it arrived', async () => {
    const id = messageIds[0]!;
    const received = Date.now();
    await removeExpiredMessages(t.db, t.config.contact.retentionDays, received + 364 * DAY_MS);
    expect(await t.db('contact_messages').where({ id }).first('id')).toEqual({ id });
    await removeExpiredMessages(t.db, t.config.contact.retentionDays, received + 365 * DAY_MS + HOUR_MS);
    expect(await t.db('contact_messages').where({ id }).first()).toBeUndefined();
  });

  promise('no cookie is set or read for it', async () => {
    const sent = await beacon('203.0.113.40', { name: 'pageview', path: '/' }).set('cookie', 'folio=anything').expect(202);
    const viewed = await t.client().post(`/api/blog/posts/${postId}/view`).set({ 'user-agent': AGENT, 'x-forwarded-for': '203.0.113.40' }).expect(200);
    expect([sent.headers['set-cookie'], viewed.headers['set-cookie']]).toEqual([undefined, undefined]);
  });

  promise('only its name (say example.org), never the page you were on there', async () => {
    await beacon('203.0.113.41', { name: 'pageview', path: '/about', referrer: 'https://www.example.org/some/page?secret=1' }).expect(202);
    expect(await t.db('analytics_events').where({ name: 'pageview', path: '/about' }).first('source')).toEqual({ source: 'example.org' });
    expect(JSON.stringify(await t.db('analytics_events').select('*'))).not.toMatch(/some\/page|secret/);
  });

  promise("the page's path (/blog/some-post); the rest of its address is dropped, except the three campaign labels", async () => {
    const events = await t.db('analytics_events').where({ name: 'pageview', source: 'letter' }).select('*');
    expect(events.length).toBe(2);
    for (const event of events) expect(event).toMatchObject({ path: '/blog', source: 'letter', medium: 'email', campaign: 'spring' });
    expect(JSON.stringify(events)).not.toMatch(/private|top|secret/);
  });

  promise("your screen's width, kept only as mobile, tablet or desktop", async () => {
    const events = await t.db('analytics_events').where({ name: 'pageview', source: 'letter' }).select('*');
    expect(events.map((event) => event.device)).toEqual(['mobile', 'mobile']);
    for (const event of events) expect([Object.keys(event).filter((column) => /width/i.test(column)), Object.values(event).filter((value) => Number(value) === 390)]).toEqual([[], []]);
  });

  promise(
    [
      'To tell one visitor from two, the site makes a visitor code for the day: a scrambled code made from your network',
      'The same visitor on the same day gets the same code',
      "Your browser's description plays no part, so everyone on one home's or office's network counts as one visitor that day.",
    ],
    async () => {
      // Each visitor's page view and search share one code; the two visitors have two.
      const codesOf = async () => new Set((await t.db('analytics_events').where({ path: '/blog' }).select('visitor')).map((row) => String(row.visitor)));
      const codes = await codesOf();
      expect(codes.size).toBe(2);
      // Another browser on the first visitor's network, and another address of the second one's /64: the same two codes.
      await beacon(VISITORS[0]!.address, { name: 'search', path: '/blog', detail: 'other browser' }, { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1' }).expect(202);
      await beacon('2001:db8:4:5::1234', { name: 'search', path: '/blog', detail: 'same network' }).expect(202);
      expect(await codesOf()).toEqual(codes);
    },
  );

  promise('that a message was sent, from which profile page, without your visitor code and with its time rounded to the hour, kept apart from the pages you read', async () => {
    expect(await t.db('analytics_events').where({ name: 'message' }).count({ n: '*' }).first()).toEqual({ n: 0 });
    const messages = await t.db('analytics_messages').select('*');
    expect(messages).toHaveLength(2);
    for (const message of messages) {
      expect(Object.keys(message).filter((column) => /visitor|address|agent/i.test(column))).toEqual([]);
      expect(Number(message.at) % HOUR_MS).toBe(0);
      expect(message).toMatchObject({ persona: 'enterprise', path: '/' });
    }
  });

  promise("counting in the site's memory only, never written down, and forgotten after the minute", async () => {
    // The journey's page views and searches were counted; nothing of their count is in any table (the traces search covers hashes of the network too).
    expect(await t.db('login_limits').where('key', 'like', 'analytics%').count({ n: '*' }).first()).toEqual({ n: 0 });
    const { salt } = await daySalt(t.db, Date.now());
    const codes = VISITORS.map(({ address }) => createHmac('sha256', salt).update(networkOf(address)).digest('hex'));
    expect(tablesHolding(await everyTable(), codes)).toEqual([]);
  });

  promise('The same rule counts a blog post\'s readers (once per reader and day)', async () => {
    const before = (await t.db('blog_posts').where({ id: postId }).first('view_count')).view_count;
    await t.client().post(`/api/blog/posts/${postId}/view`).set({ 'user-agent': AGENT, 'x-forwarded-for': VISITORS[0]!.address }).expect(200);
    await t.client().post(`/api/blog/posts/${postId}/view`).set({ 'user-agent': `${AGENT} Other/1`, 'x-forwarded-for': VISITORS[0]!.address }).expect(200);
    expect((await t.db('blog_posts').where({ id: postId }).first('view_count')).view_count).toBe(before);
  });

  promise('Each day\'s secret is deleted two days later', async () => {
    const today = (await daySalt(t.db, Date.now())).day;
    await daySalt(t.db, Date.now() + 2 * DAY_MS);
    expect(await t.db('visitor_salts').where({ day: today }).count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  promise(
    [
      'Not counted at all (the site answers the page as usual and keeps nothing):',
      'a browser that sends Global Privacy Control (Sec-GPC: 1), always;',
      'a browser that sends Do Not Track (DNT: 1), unless I have switched that off',
      "search engines' crawlers, link previews and other robots;",
      "me, while I am signed in to the site's administration.",
    ],
    async () => {
    const before = await t.db('analytics_events').count({ n: '*' }).first();
    await beacon('203.0.113.9', { name: 'pageview', path: '/' }, { 'sec-gpc': '1' }).expect(202);
    await beacon('203.0.113.9', { name: 'pageview', path: '/' }, { dnt: '1' }).expect(202);
    await t.client().post('/api/analytics/events').set({ 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)', 'x-forwarded-for': '203.0.113.9', 'content-type': BEACON }).send('{"name":"pageview","path":"/"}').expect(202);
    await admin.agent.post('/api/analytics/events').set({ 'user-agent': AGENT, 'content-type': BEACON }).send('{"name":"pageview","path":"/"}').expect(202);
    expect(await t.db('analytics_events').count({ n: '*' }).first()).toEqual(before);
    },
  );

  promise('the counts hold no visitor codes', async () => {
    const codes = (await t.db('analytics_events').select('visitor')).map((row) => String(row.visitor));
    await runRollups(t.db, Date.now() + DAY_MS);
    expect(await t.db('analytics_daily').count({ n: '*' }).first()).not.toEqual({ n: 0 });
    const daily = JSON.stringify(await t.db('analytics_daily').select('*'));
    expect(codes.filter((code) => code !== 'null' && daily.includes(code))).toEqual([]);
  });

  promise('The events above are kept for 90 days', async () => {
    expect(await runRetention(t.db, t.config.analyticsStorage.rawDays, Date.now() + 90 * DAY_MS)).toBe(0);
    expect(await runRetention(t.db, t.config.analyticsStorage.rawDays, Date.now() + 91 * DAY_MS)).toBeGreaterThan(0);
  });

  promise(["The site's backups leave out the events and the daily secrets", 'A backup holds nothing made from your address.'], async () => {
    const backup = await exportDatabase(t.db, engineOf(t.db), 'the test database');
    expect(backup.tables.map((table) => table.name)).not.toEqual(expect.arrayContaining(['analytics_events']));
    expect(backup.tables.map((table) => table.name).filter((name) => ['analytics_events', 'visitor_salts', 'blog_post_views', 'login_limits', 'sign_in_events'].includes(name))).toEqual([]);
    expect(tablesHolding(Object.fromEntries(backup.tables.map((table) => [table.name, JSON.stringify(table.rows)])), await traces())).toEqual([]);
  });

  promise(
    [
      'your network address and a short description of your browser (say "Firefox 133 on Linux") are kept with the attempt, so that I can see who tried, for 90 days',
      'many failed attempts from one network are kept as one line with their number',
    ],
    async () => {
      const { address } = VISITORS[0]!;
      for (let attempt = 0; attempt < 4; attempt += 1) {
        await t.client().post('/api/auth/login').set({ 'user-agent': AGENT, 'x-forwarded-for': address }).send({ username: 'admin', password: 'still not it' });
      }
      const rows = await t.db('sign_in_events').where({ address }).select('*');
      // One line for the network's hour (two when the attempts fell either side of the hour's turn).
      expect(rows.length).toBeLessThanOrEqual(2);
      expect(rows.reduce((total, row) => total + Number(row.count), 0)).toBe(5);
      expect(rows[0]).toMatchObject({ device: 'Chrome 131 on Linux' });
      expect(JSON.stringify(await t.db('sign_in_events').select('*'))).not.toContain('PrivacyProbe');
      // Ninety days on, the next attempt finds them gone.
      await signInEventsRepository.add(t.db, { userId: null, address: '203.0.113.99', network: '203.0.113.99', device: 'Unknown', outcome: 'failure', reason: 'wrong-password' }, Date.now() + 90 * DAY_MS + HOUR_MS);
      expect(await t.db('sign_in_events').where({ address }).count({ n: '*' }).first()).toEqual({ n: 0 });
    },
  );
  // New posts by email: each visitor subscribed (setup); the SMTP server of MAIL_ENV is away, so no confirmation arrives.
  const subscriberOf = (index: number) => t.db('newsletter_subscribers').where({ email: `reader${index}@example.com` }).first() as Promise<{ id: number; status: string; unsubscribe_key: string }>;
  /** A published post for every persona, sent by email by the owner: its answer. */
  const sendNewPost = async (slug: string) => {
    const post = await admin.agent.post('/api/admin/blog/posts').set('x-csrf-token', admin.csrf).send({ title: `Post ${slug}`, slug, content: 'Words.', status: 'published' }).expect(201);
    return admin.agent.post(`/api/admin/newsletter/posts/${post.body.id}/send`).set('x-csrf-token', admin.csrf);
  };

  promise(
    [
      'a record of your consent: the exact words the form showed next to its button, which version of them it was, the page the form was on, the profiles you chose, and when you asked and confirmed.',
      'Your network (IP) address is not stored with any of it.',
      'To stop one computer from signing up many addresses, the site counts subscriptions from the same network in an hour, with the same scrambled code of the day as the contact form, deleted two days later.',
    ],
    async () => {
      for (const index of VISITORS.keys()) {
        const subscriber = await subscriberOf(index);
        const consents = await t.db('newsletter_consents').where({ subscriber_id: subscriber.id }).select('*');
        expect(consents).toHaveLength(1);
        expect(consents[0]).toMatchObject({ wording_version: NEWSLETTER_CONSENT_VERSION, wording: NEWSLETTER_CONSENT_WORDING, page: '/blog', personas: 'enterprise,fitness', confirmed_at: null });
        expect(consents[0].asked_at).not.toBeNull();
      }
      const newsletterTables = await everyTable((await tableNames(t.db, engineOf(t.db))).filter((name) => !name.startsWith('newsletter_') && name !== 'login_limits'));
      expect(tablesHolding(newsletterTables, await traces())).toEqual([]);
      // The network's count is a row of login_limits keyed by a code of the day's salt: no address or network in it as written.
      const keys: string[] = await t.db('login_limits').where('key', 'like', 'newsletter_network%').pluck('key');
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((key) => VISITORS.some(({ address, spellings }) => [...spellings, networkOf(address)].some((trace) => key.toLowerCase().includes(trace.toLowerCase()))))).toEqual([]);
    },
  );

  promise(['Nothing is sent to you until you confirm: the site first sends one email with a link, which works for 48 hours.', 'If the link is not followed, no post is ever sent to that address.'], async () => {
    const subscriber = await subscriberOf(0);
    const [consent] = await t.db('newsletter_consents').where({ subscriber_id: subscriber.id }).select('asked_at', 'token_expires_at');
    const hours = (new Date(`${consent.token_expires_at}Z`.replace(' ', 'T')).getTime() - new Date(`${consent.asked_at}Z`.replace(' ', 'T')).getTime()) / HOUR_MS;
    expect(hours).toBe(NEWSLETTER_LIMITS.confirmHours);
    expect(subscriber.status).toBe('pending');
    // The owner sends a post for everyone: no one has confirmed, so no one receives it.
    const sent = await sendNewPost('not-to-the-unconfirmed');
    expect([sent.status, sent.body.message]).toEqual([400, NEWSLETTER_MESSAGES.noRecipients]);
  });

  promise("The site's backups contain the subscribers as they were on the day of the backup.", async () => {
    const backup = await exportDatabase(t.db, engineOf(t.db), 'the test database');
    const tableOf = (name: string) => backup.tables.find((table) => table.name === name);
    const subscribers = tableOf('newsletter_subscribers')!;
    const email = subscribers.columns.indexOf('email');
    expect(subscribers.rows.map((row) => row[email]).sort()).toEqual(VISITORS.map((_, index) => `reader${index}@example.com`));
    expect(tableOf('newsletter_consents')?.rows).toHaveLength(VISITORS.length);
  });

  promise('The emails carry no tracking: no invisible image, no counting of opens, and their links go straight to this site, not through a link that records the click.', async () => {
    const post = await admin.agent
      .post('/api/admin/blog/posts')
      .set('x-csrf-token', admin.csrf)
      .send({ title: 'With a picture', slug: 'with-a-picture', content: 'See ![a chart](/media/chart.png) and [the docs](https://docs.example.org/page) and [the blog](/blog).', status: 'published' })
      .expect(201);
    const { body: preview } = await admin.agent.get(`/api/admin/newsletter/posts/${post.body.id}/preview`).expect(200);
    const images = [...preview.html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
    expect(images).toEqual(['http://localhost:8080/media/chart.png']);
    const links = [...new Set([...preview.html.matchAll(/\shref="([^"]+)"/g)].map((match) => match[1]))];
    // Each link is the post's own (absolute), the post on the site, or the unsubscribe link: none passes through anything else.
    for (const link of links) expect([link, /^(https:\/\/docs\.example\.org\/page|http:\/\/localhost:8080\/(blog(\/with-a-picture)?|api\/newsletter\/unsubscribe\/[^"]+))$/.test(link)]).toEqual([link, true]);
    expect(preview.html).not.toMatch(/<img[^>]+(width|height)="?[01]"?[\s>/]/);
  });

  promise(
    [
      'Every email has an Unsubscribe link: one click, and no post is sent to you again.',
      'If my email provider\'s mail server reports that your address does not exist or refuses mail, the site stops sending to it.',
      'Your address and consent record are kept while you are subscribed and after you leave, so that no email goes to an address that left;',
    ],
    async () => {
      // Both confirmed (as a click on their links makes them); then one leaves by its link's one-click POST, the other's address is refused by the mail server.
      for (const index of VISITORS.keys()) await t.db('newsletter_subscribers').where({ id: (await subscriberOf(index)).id }).update({ status: 'confirmed' });
      const leaving = await subscriberOf(0);
      await t.client().post(`/api/newsletter/unsubscribe/${leaving.id}.${leaving.unsubscribe_key}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
      // What the queue does on a 5xx reply (newsletter-queue.test.ts holds that it does).
      await suppressSubscriber(t.db, (await subscriberOf(1)).id, '550 5.1.1 no such user');
      const sent = await sendNewPost('after-they-left');
      expect([sent.status, sent.body.message]).toEqual([400, NEWSLETTER_MESSAGES.noRecipients]);
      // Kept, so that no later send reaches them.
      expect((await subscriberOf(0)).status).toBe('unsubscribed');
      expect(await t.db('newsletter_consents').where({ subscriber_id: leaving.id }).count({ n: '*' }).first()).toMatchObject({ n: expect.anything() });
    },
  );

  promise('if you want them erased, write to me and I delete your address and everything about it (the consent record and the list of posts sent to you) at once.', async () => {
    const subscriber = await subscriberOf(1);
    await admin.agent.delete(`/api/admin/newsletter/subscribers/${subscriber.id}`).set('x-csrf-token', admin.csrf).expect(204);
    const left = await everyTable((await tableNames(t.db, engineOf(t.db))).filter((name) => !name.startsWith('newsletter_')));
    expect(tablesHolding(left, ['reader1@example.com'])).toEqual([]);
    for (const table of ['newsletter_subscriber_personas', 'newsletter_consents', 'newsletter_recipients']) {
      expect([table, await t.db(table).where({ subscriber_id: subscriber.id }).count({ n: '*' }).first()]).toEqual([table, { n: 0 }]);
    }
  });

  promise('Beside your message I may keep, for my own follow-up, when I replied and a short note of my own; they are deleted with the message.', async () => {
    const visitor = { 'user-agent': AGENT, 'x-forwarded-for': '198.51.100.90' };
    const form = await t.client().get('/api/contact/form?persona=enterprise').set(visitor).expect(200);
    await t
      .client()
      .post('/api/contact/messages')
      .set({ ...visitor, origin: 'http://localhost:8080' })
      .send({ name: 'Reader with a note', email: 'noted@example.com', subject: form.body.subjects[0], message: 'Hello there.', persona: 'enterprise', page: '/?persona=enterprise', formToken: await formToken(t), idempotencyKey: 'privacy-note' })
      .expect(201);
    const { id } = await t.db('contact_messages').where({ email: 'noted@example.com' }).first('id');
    const note = 'Call back on Tuesday about the audit';
    await admin.agent.patch(`/api/admin/messages/${id}`).set('x-csrf-token', admin.csrf).send({ replied: true, note }).expect(200);
    const everything = async () => JSON.stringify(await Promise.all((await tableNames(t.db, engineOf(t.db))).map((table) => t.db(table).select('*'))));
    expect(await everything()).toContain(note);
    const deleted = Date.now();
    await admin.agent.delete(`/api/admin/messages/${id}`).set('x-csrf-token', admin.csrf).expect(204);
    await removeExpiredMessages(t.db, t.config.contact.retentionDays, deleted + 30 * DAY_MS + HOUR_MS);
    expect(await everything()).not.toContain(note);
  });
});


/**
 * Sentences of the page that use a promising word but promise nothing a test of this app could hold:
 * introductions to a list whose items are held, the owner's reasons, and how the site is built
 * (no other company's service is part of it: the API's only outbound connection is the owner's SMTP server).
 */
const NOT_PROMISES = [
  'When you write to me through the contact form, this site keeps:',
  'I keep these so that I can read your message and answer it.',
  "Your message is stored in this site's own database, on the server that runs the site.",
  'No one else receives your message: it is not shared with, sold to or stored by any other company or service',
  "The site's backups contain the messages as they were on the day of the backup, and are kept only as long as I keep those backup files.",
  'It does this itself: no analytics company, no advertising network and no other service receives anything about your visit',
  'What a page tells the site when you open it or use it (and what the site keeps of that):',
  'How long it is kept.',
  'Why there is no cookie banner.',
  'If you subscribe to get new posts by email, the site keeps:',
  'I keep the consent record to be able to show that you asked for these emails.',
  "The emails are sent through my own email provider's mail server; your address is not shared with, sold to or stored by any other company or service",
];

describe('docs/privacy.md', () => {
  it('holds every sentence that promises something', () => {
    const sentences = PASSAGES.flatMap((passage) => passage.split(/(?<=[.!?])\s+(?=[A-Z])/)).map((sentence) => sentence.trim());
    const promising = sentences.filter((sentence) => /\b(kept|keeps|keep|stored|store|deleted|never|no cookie|not|only|days?|thrown away|set aside)\b/i.test(sentence));
    const covered = (sentence: string) => [...held, ...NOT_PROMISES].some((words) => sentence.includes(words) || words.includes(sentence));
    expect(promising.filter((sentence) => !covered(sentence))).toEqual([]);
  });
});
