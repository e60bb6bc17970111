/**
 * The public contact form (docs/leads.md): its token and subjects, the contract's messages, where a
 * message goes (inbox, Spam, nowhere), repeats, the limits (sequential and in bursts), and the
 * refusal of another site's pages. The inbox itself: contact-inbox.test.ts.
 */
import { Writable } from 'node:stream';
import { CONTACT_MESSAGES, CONTACT_PERSONA_RULE, DEFAULT_CONTACT_SUBJECTS, GENERAL_CONTACT_SUBJECTS } from '@folio/contracts';
import pino from 'pino';
import { contactKey } from '../src/modules/messages/contact-key.js';
import { countLinks } from '../src/modules/messages/spam-checks.js';
import { appWith, contactBody, foreignToken, formToken, freshAddress, MAIL_ENV, messageCount, resetSiteCounter, rowOf, sendMessage } from './support/contact.js';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

const SENT = { received: true, message: CONTACT_MESSAGES.sent };
const CSRF = 'x-csrf-token';

describe('countLinks', () => {
  it('counts http(s):// and www. addresses, a www. address with its scheme once', () => {
    expect(countLinks('no links here, not even a dot.com')).toBe(0);
    expect(countLinks('see https://a.example and http://b.example/x')).toBe(2);
    expect(countLinks('WWW.shout.example and www.quiet.example')).toBe(2);
    expect(countLinks('https://www.both.example')).toBe(1);
    expect(countLinks('HTTPS://X.EXAMPLE https://www.y.example www.z.example')).toBe(3);
  });
});

describe.each(engines)('the contact form on %s', (engine) => {
  let t: TestContext;
  let admin: AdminClient;

  beforeAll(async () => {
    t = await createTestContext(engine, { ...MAIL_ENV, TRUST_PROXY: 'true', CONTACT_MAX_PER_ADDRESS_PER_HOUR: '3', CONTACT_MAX_PER_DAY: '1000' });
    admin = await t.admin();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A message with the token of a form made a minute ago, from a fresh address unless one is given. */
  const send = async (changes: Record<string, unknown> = {}, address = freshAddress()) =>
    sendMessage(t.client(), contactBody({ formToken: await formToken(t), ...changes }), address);

  describe('GET /api/contact/form', () => {
    it("answers a fresh token and the persona's subjects, never cached", async () => {
      const first = await t.client().get('/api/contact/form?persona=enterprise').expect(200);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.body).toEqual({ token: expect.stringMatching(/^f1\./), subjects: DEFAULT_CONTACT_SUBJECTS.enterprise });
      const second = await t.client().get('/api/contact/form?persona=enterprise').expect(200);
      expect(second.body.token).not.toBe(first.body.token);
      expect((await t.client().get('/api/contact/form?persona=Fitness').expect(200)).body.subjects).toEqual(DEFAULT_CONTACT_SUBJECTS.fitness);
      expect((await t.client().get('/api/contact/form').expect(200)).body.subjects).toEqual(GENERAL_CONTACT_SUBJECTS);
      expect((await t.client().get('/api/contact/form?persona=').expect(200)).body.subjects).toEqual(GENERAL_CONTACT_SUBJECTS);
      expect((await t.client().get('/api/contact/form?persona=%20').expect(200)).body.subjects).toEqual(GENERAL_CONTACT_SUBJECTS);
    });

    it('refuses a persona that is not one (400 naming it)', async () => {
      for (const query of ['persona=nobody', 'persona=4', 'persona=fitness%00', 'persona=fitness&persona=business']) {
        const answer = await t.client().get(`/api/contact/form?${query}`);
        expect([query, answer.status, answer.body.fields]).toEqual([query, 400, { persona: CONTACT_PERSONA_RULE }]);
      }
    });

    it("offers the owner's subjects once set, an empty list included", async () => {
      await admin.agent.put('/api/admin/contact/subjects').set(CSRF, admin.csrf).send({ enterprise: ['Consulting', 'Hiring'], business: [], fitness: DEFAULT_CONTACT_SUBJECTS.fitness }).expect(200);
      expect((await t.client().get('/api/contact/form?persona=enterprise').expect(200)).body.subjects).toEqual(['Consulting', 'Hiring']);
      expect((await t.client().get('/api/contact/form?persona=business').expect(200)).body.subjects).toEqual([]);
      expect((await t.client().get('/api/contact/form').expect(200)).body.subjects).toEqual(GENERAL_CONTACT_SUBJECTS);
      // Back to the defaults: the messages below choose among them.
      await admin.agent.put('/api/admin/contact/subjects').set(CSRF, admin.csrf).send(DEFAULT_CONTACT_SUBJECTS).expect(200);
    });

    it("gives a token that a message sent at once carries into Spam ('too-fast')", async () => {
      const { body } = await t.client().get('/api/contact/form').expect(200);
      const sent = contactBody({ formToken: body.token });
      await sendMessage(t.client(), sent, freshAddress()).expect(201);
      expect(await rowOf(t, String(sent.email))).toMatchObject({ folder: 'spam', spam_reason: 'too-fast' });
    });
  });

  describe('POST /api/contact/messages', () => {
    it('stores a message in the inbox and answers 201 with the confirmation; the address is not stored', async () => {
      const address = freshAddress();
      const body = contactBody({ subject: ' A project ', persona: ' Business ', page: '/?persona=business#contact', formToken: await formToken(t), message: '  Keep my spacing.\n\nThanks  ' });
      const answer = await sendMessage(t.client(), body, address).expect(201);
      expect(answer.body).toEqual(SENT);
      const row = (await rowOf(t, String(body.email)))!;
      expect(row).toMatchObject({
        name: body.name,
        subject: 'A project',
        message: '  Keep my spacing.\n\nThanks  ',
        persona: 'business',
        page: '/?persona=business#contact',
        folder: 'inbox',
        spam_reason: null,
        deleted_at: null,
        // An SMTP server is configured: the outbox sends the owner an email from these columns.
        notify_status: 'pending',
        notify_attempts: 0,
      });
      expect(Boolean(Number(row.is_read))).toBe(false);
      expect(row.notify_next_at).not.toBeNull();
      const stored = JSON.stringify(await t.db('contact_messages').select('*'));
      const counters = JSON.stringify(await t.db('login_limits').select('*'));
      expect(stored).not.toContain(address);
      expect(counters).not.toContain(address);
    });

    it("sends no email when no SMTP server is configured ('off')", async () => {
      const body = contactBody({ formToken: await formToken(t) });
      await sendMessage(appWith(t, { mail: null }), body, freshAddress()).expect(201);
      expect(await rowOf(t, String(body.email))).toMatchObject({ folder: 'inbox', notify_status: 'off', notify_next_at: null });
    });

    it("answers each field with the contract's message, and stores nothing", async () => {
      const before = await messageCount(t);
      const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
        [{ name: undefined }, { name: CONTACT_MESSAGES.nameRequired }],
        [{ name: '   ' }, { name: CONTACT_MESSAGES.nameRequired }],
        [{ name: 'Two\nlines' }, { name: 'Must be a single line' }],
        [{ name: 'n'.repeat(101) }, { name: 'Must be at most 100 characters' }],
        [{ email: '' }, { email: CONTACT_MESSAGES.emailRequired }],
        [{ email: 'someone' }, { email: CONTACT_MESSAGES.emailInvalid }],
        [{ email: 'a@b' }, { email: CONTACT_MESSAGES.emailInvalid }],
        [{ email: 'two words@example.com' }, { email: CONTACT_MESSAGES.emailInvalid }],
        [{ email: `${'a'.repeat(250)}@example.com` }, { email: CONTACT_MESSAGES.emailInvalid }],
        [{ message: undefined }, { message: CONTACT_MESSAGES.messageRequired }],
        [{ message: ' \n ' }, { message: CONTACT_MESSAGES.messageRequired }],
        [{ message: 'm'.repeat(5_001) }, { message: 'Must be at most 5,000 characters' }],
        [{ subject: 'Line\r\nBcc: x@example.com' }, { subject: 'Must be a single line' }],
        [{ subject: 's'.repeat(81) }, { subject: 'Must be at most 80 characters' }],
        [{ subject: 42 }, { subject: 'Must be text' }],
        [{ persona: 'marketing' }, { persona: CONTACT_PERSONA_RULE }],
        [{ page: 'p'.repeat(256) }, { page: 'Must be at most 255 characters' }],
        [{ website: 7 }, { website: 'Must be text' }],
      ];
      for (const [changes, fields] of cases) {
        const answer = await send(changes);
        expect([changes, answer.status, answer.body.fields]).toEqual([changes, 400, fields]);
        expect(answer.body.message).toEqual(expect.any(String));
      }
      const all = await sendMessage(t.client(), {}, freshAddress()).expect(400);
      expect(all.body.fields).toEqual({ name: CONTACT_MESSAGES.nameRequired, email: CONTACT_MESSAGES.emailRequired, message: CONTACT_MESSAGES.messageRequired });
      await sendMessage(t.client(), ['not', 'an', 'object'], freshAddress()).expect(400);
      await t.client().post('/api/contact/messages').set('Content-Type', 'application/x-www-form-urlencoded').send('name=a&email=a%40b.co&message=hi').expect(415);
      expect(await messageCount(t)).toBe(before);
    });

    it("answers a filled honeypot exactly like a success, stores nothing, counts no limit, and logs it", async () => {
      const lines: string[] = [];
      const sink = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const logger = pino({ level: 'info' }, sink);
      const address = freshAddress();
      const before = await messageCount(t);
      for (let i = 0; i < 5; i += 1) {
        const answer = await sendMessage(appWith(t, {}, logger), contactBody({ formToken: await formToken(t), website: 'https://cheap-pills.example' }), address);
        expect([answer.status, answer.body]).toEqual([201, SENT]);
      }
      expect(await messageCount(t)).toBe(before);
      expect(lines.filter((line) => line.includes('honeypot'))).toHaveLength(5);
      expect(lines.join('\n')).not.toContain('cheap-pills');
      // The same address still has its three messages this hour.
      for (let i = 0; i < 3; i += 1) expect((await send({}, address)).status).toBe(201);
    });

    it('keeps in Spam, with the reason, what the form token or the links make doubtful', async () => {
      const key = await contactKey(t.db);
      const cases: Array<[string, Record<string, unknown>, string | null]> = [
        ['no token', { formToken: undefined }, 'bad-token'],
        ['a blank token', { formToken: '  ' }, 'bad-token'],
        ['garbage', { formToken: 'f1.not-a-token' }, 'bad-token'],
        ["another site's token", { formToken: foreignToken() }, 'bad-token'],
        ['a token with its time changed', { formToken: (await formToken(t)).replace(/^f1\.\w+\./, `f1.${(Date.now() - 120_000).toString(36)}.`) }, 'bad-token'],
        ['sent a second after the form', { formToken: await formToken(t, 1_000) }, 'too-fast'],
        ['a token dated later (another clock)', { formToken: await formToken(t, -30_000) }, 'too-fast'],
        ['a form 25 hours old', { formToken: await formToken(t, 25 * 3_600_000) }, 'stale-form'],
        ['a form 23 hours old', { formToken: await formToken(t, 23 * 3_600_000) }, null],
        ['three links (the limit)', { message: 'https://a.example http://b.example www.c.example' }, null],
        ['four links', { message: 'https://a.example http://b.example www.c.example https://www.d.example' }, 'too-many-links'],
        ['links in the name', { name: 'https://a.example https://b.example', message: 'https://c.example www.d.example' }, 'too-many-links'],
      ];
      expect(key.length).toBe(32);
      for (const [what, changes, reason] of cases) {
        const body = contactBody({ formToken: await formToken(t), ...changes });
        const answer = await sendMessage(t.client(), body, freshAddress());
        expect([what, answer.status, answer.body]).toEqual([what, 201, SENT]);
        const row = await rowOf(t, String(body.email));
        expect([what, row?.folder, row?.spam_reason]).toEqual([what, reason ? 'spam' : 'inbox', reason]);
        // Spam sends the owner no email.
        expect([what, row?.notify_status]).toEqual([what, reason ? 'off' : 'pending']);
      }
    });

    it("refuses (403) what a browser says another site's page sent, and stores nothing", async () => {
      const before = await messageCount(t);
      const port = (t.server.address() as { port: number }).port;
      const foreign: Array<Record<string, string>> = [
        { 'Sec-Fetch-Site': 'cross-site' },
        { 'Sec-Fetch-Site': 'same-site' },
        { 'Sec-Fetch-Site': 'cross-site', Origin: `http://127.0.0.1:${port}` },
        { Origin: 'https://attacker.example' },
        { Origin: 'null' },
      ];
      for (const headers of foreign) {
        const answer = await t.client().post('/api/contact/messages').set(headers).send(contactBody({ formToken: await formToken(t) }));
        expect([headers, answer.status]).toEqual([headers, 403]);
        expect(answer.body.message).toMatch(/only from the contact form of this site/);
      }
      expect(await messageCount(t)).toBe(before);
      const own: Array<Record<string, string>> = [{ 'Sec-Fetch-Site': 'same-origin' }, { Origin: `http://127.0.0.1:${port}` }, { Origin: t.config.site.siteUrl }, {}];
      for (const headers of own) {
        const answer = await t.client().post('/api/contact/messages').set(headers).set('X-Forwarded-For', freshAddress()).send(contactBody({ formToken: await formToken(t) }));
        expect([headers, answer.status]).toEqual([headers, 201]);
      }
    });
  });

  describe('repeats', () => {
    it('stores a resend of the same form once: 201, then 200 with the same body', async () => {
      const body = contactBody({ formToken: await formToken(t) });
      const address = freshAddress();
      const first = await sendMessage(t.client(), body, address).expect(201);
      const again = await sendMessage(t.client(), body, address).expect(200);
      expect(again.body).toEqual(first.body);
      // From elsewhere, with another (or no) token, it is still the same send.
      await sendMessage(t.client(), { ...body, formToken: null }, freshAddress()).expect(200);
      expect(Number((await t.db('contact_messages').where({ email: body.email }).count({ n: '*' }).first())?.n)).toBe(1);
    });

    it('stores as new messages another text with the same key, and every send without a key', async () => {
      const body = contactBody({ formToken: await formToken(t) });
      await sendMessage(t.client(), body, freshAddress()).expect(201);
      await sendMessage(t.client(), { ...body, message: 'Something else' }, freshAddress()).expect(201);
      const keyless = contactBody({ formToken: await formToken(t), idempotencyKey: undefined });
      await sendMessage(t.client(), keyless, freshAddress()).expect(201);
      await sendMessage(t.client(), keyless, freshAddress()).expect(201);
      expect(Number((await t.db('contact_messages').where({ email: body.email }).count({ n: '*' }).first())?.n)).toBe(2);
      expect(Number((await t.db('contact_messages').where({ email: keyless.email }).count({ n: '*' }).first())?.n)).toBe(2);
    });

    it('stores one row for parallel resends, answers one 201 and 200s, and counts one message against the limit', async () => {
      const body = contactBody({ formToken: await formToken(t) });
      const address = freshAddress();
      const answers = await Promise.all(Array.from({ length: 8 }, () => sendMessage(t.client(), body, address)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
      expect(answers.every((answer) => JSON.stringify(answer.body) === JSON.stringify(SENT))).toBe(true);
      expect(Number((await t.db('contact_messages').where({ email: body.email }).count({ n: '*' }).first())?.n)).toBe(1);
      // Three an hour: the repeats took none of them.
      expect((await send({}, address)).status).toBe(201);
      expect((await send({}, address)).status).toBe(201);
      expect((await send({}, address)).status).toBe(429);
    });
  });

  describe('limits', () => {
    it('refuses the fourth message of an hour from one address with 429, Retry-After and the message; others go on', async () => {
      const address = freshAddress();
      const sent = [];
      for (let i = 0; i < 3; i += 1) sent.push(contactBody({ formToken: await formToken(t) }));
      for (const body of sent) await sendMessage(t.client(), body, address).expect(201);
      const before = await messageCount(t);
      const refused = await send({}, address);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: CONTACT_MESSAGES.tooMany });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_000);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3_600);
      // Spam counts too (it is stored), and so does a message with the honeypot empty.
      expect((await send({ formToken: undefined }, address)).status).toBe(429);
      expect(await messageCount(t)).toBe(before);
      // A resend of a message that got through is not refused by the limit it passed.
      expect((await sendMessage(t.client(), sent[0], address)).status).toBe(200);
      expect((await send({}, freshAddress())).status).toBe(201);
    });

    it('lets no burst from one address store more than the limit', async () => {
      const address = freshAddress();
      const bodies = await Promise.all(Array.from({ length: 12 }, async () => contactBody({ formToken: await formToken(t) })));
      const before = await messageCount(t);
      const answers = await Promise.all(bodies.map((body) => sendMessage(t.client(), body, address)));
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(9);
      expect(await messageCount(t)).toBe(before + 3);
    });

    it("keeps messages past the site's limit for the UTC day in Spam until the day starts afresh, and counts them against their senders' hours", async () => {
      await resetSiteCounter(t);
      const site = appWith(t, { maxPerDay: 2, maxPerAddressPerHour: 100 });
      const bodies = await Promise.all(Array.from({ length: 4 }, async () => contactBody({ formToken: await formToken(t) })));
      for (const body of bodies) await sendMessage(site, body, freshAddress()).expect(201);
      const folders = async (sent: Array<Record<string, unknown>>) => Promise.all(sent.map(async (body) => (await rowOf(t, String(body.email)))?.spam_reason ?? 'inbox'));
      expect(await folders(bodies)).toEqual(['inbox', 'inbox', 'daily-cap', 'daily-cap']);
      // The next UTC day (its counter gone): the inbox again.
      await resetSiteCounter(t);
      const tomorrow = contactBody({ formToken: await formToken(t) });
      await sendMessage(site, tomorrow, freshAddress()).expect(201);
      expect(await folders([tomorrow])).toEqual(['inbox']);
      // A message kept past the day's limit was stored: it took one of its sender's three an hour.
      await resetSiteCounter(t);
      const address = freshAddress();
      const capped = appWith(t, { maxPerDay: 1 });
      await sendMessage(capped, contactBody({ formToken: await formToken(t) }), freshAddress()).expect(201);
      const pastCap = contactBody({ formToken: await formToken(t) });
      await sendMessage(capped, pastCap, address).expect(201);
      expect(await folders([pastCap])).toEqual(['daily-cap']);
      for (let i = 0; i < 2; i += 1) expect((await send({}, address)).status).toBe(201);
      expect((await send({}, address)).status).toBe(429);
    });
  });
});
