/**
 * What attackers tried on the contact form, one `describe` each, named after the attempt: shutting
 * the form for a day from one host (its IPv6 /64, one form token, the site's daily cap), reading a
 * sender's address back from what is kept, and sending subjects, names and pages the form never offers.
 */
import { createHmac } from 'node:crypto';
import { CONTACT_MESSAGES, CONTACT_PAGE_RULE, DEFAULT_CONTACT_SUBJECTS, GENERAL_CONTACT_SUBJECTS, ONE_LINE_RULES } from '@folio/contracts';
import { tableNames } from '../src/backup/schema.js';
import { daySalt } from '../src/db/day-salt.js';
import { networkOf } from '../src/http/client-network.js';
import { contactKey } from '../src/modules/messages/contact-key.js';
import { MAX_FORM_AGE_MS } from '../src/modules/messages/form-token.js';
import { removeExpiredMessages } from '../src/modules/messages/retention.js';
import { appWith, contactBody, formToken, freshAddress, MAIL_ENV, messageCount, resetSiteCounter, rowOf, sendMessage } from './support/contact.js';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

const CSRF = 'x-csrf-token';
const PER_ADDRESS = 5;

describe.each(engines)('attacks on the contact form on %s', (engine) => {
  let t: TestContext;
  let admin: AdminClient;

  beforeAll(async () => {
    t = await createTestContext(engine, { ...MAIL_ENV, TRUST_PROXY: 'true', CONTACT_MAX_PER_ADDRESS_PER_HOUR: String(PER_ADDRESS), CONTACT_MAX_PER_DAY: '1000' });
    admin = await t.admin();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A message with the token of a form made a minute ago, from a fresh address unless one is given. */
  const send = async (changes: Record<string, unknown> = {}, address = freshAddress()) =>
    sendMessage(t.client(), contactBody({ formToken: await formToken(t), ...changes }), address);
  const statuses = (answers: Array<{ status: number }>) => answers.map((answer) => answer.status);
  const count = (statusList: number[], status: number) => statusList.filter((one) => one === status).length;
  const spamReasons = async (emails: string[]) => (await t.db('contact_messages').whereIn('email', emails).pluck('spam_reason')) as Array<string | null>;
  const overCapToday = async () => (await admin.agent.get('/api/admin/messages/summary').expect(200)).body.overCapToday as number;

  describe('one host sends from every address of its IPv6 /64', () => {
    it('gives the whole /64 one hourly budget: the sixth message is refused, whatever address it comes from', async () => {
      const host = (n: number) => `2001:db8:dead:beef::${n.toString(16)}`;
      const answers = [];
      for (let n = 1; n <= PER_ADDRESS + 3; n += 1) answers.push((await send({}, host(n))).status);
      expect(answers).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      // Written another way, the same network is the same budget; the /64 next door has its own.
      expect((await send({}, '2001:0db8:dead:beef:ffff:ffff:ffff:ffff')).status).toBe(429);
      expect((await send({}, '2001:db8:dead:bee0::1')).status).toBe(201);
    });

    it('stores no more than one budget of a burst from one /64 with one form token, and only its first message reaches the inbox', async () => {
      await resetSiteCounter(t);
      const token = await formToken(t);
      const bodies = Array.from({ length: 20 }, () => contactBody({ formToken: token }));
      const before = await messageCount(t);
      const answers = statuses(await Promise.all(bodies.map((body, n) => sendMessage(t.client(), body, `2001:db8:cafe:1::${(n + 1).toString(16)}`))));
      expect([count(answers, 201), count(answers, 429)]).toEqual([PER_ADDRESS, 20 - PER_ADDRESS]);
      expect(await messageCount(t)).toBe(before + PER_ADDRESS);
      const reasons = await spamReasons(bodies.map((body) => String(body.email)));
      expect(reasons.sort()).toEqual([null, 'reused-token', 'reused-token', 'reused-token', 'reused-token']);
      // The rest of the world still gets through.
      expect((await send()).status).toBe(201);
    });
  });

  describe('one form token sends many messages', () => {
    it("keeps a second message sent with a used token in Spam ('reused-token'), with no email; a retry of either is still one message", async () => {
      const token = await formToken(t);
      const first = contactBody({ formToken: token });
      const second = contactBody({ formToken: token });
      await sendMessage(t.client(), first, freshAddress()).expect(201);
      await sendMessage(t.client(), second, freshAddress()).expect(201);
      expect(await rowOf(t, String(first.email))).toMatchObject({ folder: 'inbox', spam_reason: null, notify_status: 'pending' });
      expect(await rowOf(t, String(second.email))).toMatchObject({ folder: 'spam', spam_reason: 'reused-token', notify_status: 'off' });
      // A retry of the same send is known as a repeat first: 200, nothing new stored, whatever the token.
      const before = await messageCount(t);
      await sendMessage(t.client(), first, freshAddress()).expect(200);
      await sendMessage(t.client(), second, freshAddress()).expect(200);
      expect(await messageCount(t)).toBe(before);
      expect(await rowOf(t, String(first.email))).toMatchObject({ folder: 'inbox', spam_reason: null });
    });

    it('lets exactly one of several messages sent at the same moment with one token into the inbox', async () => {
      const token = await formToken(t);
      const bodies = Array.from({ length: 6 }, () => contactBody({ formToken: token }));
      const answers = statuses(await Promise.all(bodies.map((body) => sendMessage(t.client(), body, freshAddress()))));
      expect(answers).toEqual([201, 201, 201, 201, 201, 201]);
      const reasons = await spamReasons(bodies.map((body) => String(body.email)));
      expect(reasons.sort()).toEqual([null, 'reused-token', 'reused-token', 'reused-token', 'reused-token', 'reused-token']);
    });

    it('keeps a used token only while it could still pass as a form (a day), then forgets it', async () => {
      const issuedAt = Date.now() - 60_000;
      const used = await t.db('used_form_tokens').count({ n: '*' }).first();
      await send({ formToken: await formToken(t, Date.now() - issuedAt) });
      const rows = (await t.db('used_form_tokens').select('*')) as Array<{ nonce: string; expires_at: number | string }>;
      expect(rows).toHaveLength(Number(used?.n) + 1);
      const latest = Math.max(...rows.map((row) => Number(row.expires_at)));
      expect(Math.abs(latest - (issuedAt + MAX_FORM_AGE_MS))).toBeLessThan(1_000);
      await removeExpiredMessages(t.db, t.config.contact.retentionDays, latest + 1);
      expect(Number((await t.db('used_form_tokens').count({ n: '*' }).first())?.n)).toBe(0);
    });
  });

  describe("a flood past the site's daily limit shuts the form for everyone", () => {
    it("refuses no message for the day's limit: past it, each is kept in Spam ('daily-cap') with no email, and the owner sees how many", async () => {
      await resetSiteCounter(t);
      const overBefore = await overCapToday();
      const site = appWith(t, { maxPerDay: 3 });
      const bodies = [];
      for (let i = 0; i < 7; i += 1) bodies.push(contactBody({ formToken: await formToken(t) }));
      const answers = [];
      for (const body of bodies) answers.push((await sendMessage(site, body, freshAddress())).status);
      expect(answers).toEqual([201, 201, 201, 201, 201, 201, 201]);
      const rows = await Promise.all(bodies.map((body) => rowOf(t, String(body.email))));
      expect(rows.map((row) => [row?.folder, row?.spam_reason, row?.notify_status])).toEqual([
        ['inbox', null, 'pending'],
        ['inbox', null, 'pending'],
        ['inbox', null, 'pending'],
        ['spam', 'daily-cap', 'off'],
        ['spam', 'daily-cap', 'off'],
        ['spam', 'daily-cap', 'off'],
        ['spam', 'daily-cap', 'off'],
      ]);
      expect(await overCapToday()).toBe(overBefore + 4);
      // Marked 'Not spam' by the owner, a message is no longer counted as kept in Spam.
      await admin.agent.patch(`/api/admin/messages/${rows[3]!.id}`).set(CSRF, admin.csrf).send({ folder: 'inbox' }).expect(200);
      expect(await overCapToday()).toBe(overBefore + 3);
    });

    it('stores every message of a burst from many addresses, exactly the limit of them in the inbox', async () => {
      await resetSiteCounter(t);
      const site = appWith(t, { maxPerDay: 4 });
      const bodies = await Promise.all(Array.from({ length: 10 }, async () => contactBody({ formToken: await formToken(t) })));
      const answers = statuses(await Promise.all(bodies.map((body) => sendMessage(site, body, freshAddress()))));
      expect(answers).toEqual(Array.from({ length: 10 }, () => 201));
      const reasons = await spamReasons(bodies.map((body) => String(body.email)));
      expect([reasons.filter((reason) => reason === null).length, reasons.filter((reason) => reason === 'daily-cap').length]).toEqual([4, 6]);
    });

    it("still refuses one address past its hourly budget (429), the day's limit reached or not", async () => {
      await resetSiteCounter(t);
      const site = appWith(t, { maxPerDay: 2 });
      const address = freshAddress();
      const answers = [];
      for (let i = 0; i < PER_ADDRESS + 1; i += 1) answers.push((await sendMessage(site, contactBody({ formToken: await formToken(t) }), address)).status);
      expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
      const refused = await sendMessage(site, contactBody({ formToken: await formToken(t) }), address);
      expect([refused.status, refused.body]).toEqual([429, { message: CONTACT_MESSAGES.tooMany }]);
    });
  });

  describe("reading a sender's address back from the database", () => {
    it('finds no column of a message, nor any row anywhere, that the contact key turns back into the address', async () => {
      const address = '198.51.100.77';
      const body = contactBody({ formToken: await formToken(t) });
      await sendMessage(t.client(), body, address).expect(201);

      const columns = Object.keys(await t.db('contact_messages').columnInfo());
      expect(columns).not.toContain('sender_key');
      const row = (await rowOf(t, String(body.email)))!;
      // What a message keeps: what the visitor wrote and where, and the inbox's own bookkeeping (the owner's reply time and note included).
      expect(Object.keys(row).sort()).toEqual(
        [
          'id',
          'name',
          'email',
          'subject',
          'message',
          'persona',
          'page',
          'folder',
          'is_read',
          'spam_reason',
          'idempotency_key',
          'received_at',
          'replied_at',
          'note',
          'deleted_at',
          'notify_status',
          'notify_attempts',
          'notify_next_at',
          'notify_locked_until',
          'notify_error',
        ].sort(),
      );

      // The hash the form once kept per message, and what the same key makes of the address under any label.
      const key = await contactKey(t.db);
      const guesses = ['sender', 'form-token', 'contact-limit', 'contact_address'].flatMap((label) =>
        [address, networkOf(address)].map((value) => createHmac('sha256', key).update(`${label}\n${value}`, 'utf8').digest()),
      );
      const everything = [];
      for (const table of await tableNames(t.db, engine)) everything.push(JSON.stringify(await t.db(table).select('*')));
      const dump = everything.join('\n');
      for (const guess of guesses) {
        expect(dump).not.toContain(guess.toString('hex'));
        expect(dump).not.toContain(guess.toString('base64url'));
      }
      expect(dump).not.toContain(address);

      const limiterKeys = (await t.db('login_limits').where('key', 'like', 'contact_address:%').pluck('key')) as string[];
      expect(limiterKeys.length).toBeGreaterThan(0);
      expect(limiterKeys.map((limiterKey) => limiterKey.slice('contact_address:'.length))).not.toContain(guesses[0]!.toString('hex'));
    });

    it("counts an address under a hash made with the day's salt (deleted after two days), of its network", async () => {
      const address = '198.51.100.78';
      expect((await send({}, address)).status).toBe(201);
      const { salt } = await daySalt(t.db, Date.now());
      const expected = createHmac('sha256', salt).update(`contact-limit\n${networkOf(address, t.config.clientIpv6Prefix)}`, 'utf8').digest('hex');
      const limiterKeys = (await t.db('login_limits').where('key', 'like', 'contact_address:%').pluck('key')) as string[];
      expect(limiterKeys).toContain(`contact_address:${expected}`);
    });
  });

  describe('a subject the form never offered', () => {
    const putSubjects = (lists: Record<string, string[]>) => admin.agent.put('/api/admin/contact/subjects').set(CSRF, admin.csrf).send(lists).expect(200);
    afterEach(async () => {
      await putSubjects(DEFAULT_CONTACT_SUBJECTS);
    });

    it("refuses a subject that is not on the persona's list (400 naming it) and stores nothing", async () => {
      const before = await messageCount(t);
      const cases: Array<[string | null, string]> = [
        ['enterprise', 'Bcc me on this'],
        // Another persona's subject is not this persona's.
        ['enterprise', 'Coaching'],
        ['fitness', 'hiring'],
        [null, 'URGENT: wire transfer'],
        [null, 'Hiring '.repeat(2).trim()],
      ];
      for (const [persona, subject] of cases) {
        const answer = await send({ persona, subject });
        expect([persona, subject, answer.status, answer.body.fields]).toEqual([persona, subject, 400, { subject: CONTACT_MESSAGES.subjectNotOffered }]);
      }
      await putSubjects({ enterprise: ['Consulting'], business: [], fitness: ['Coaching'] });
      for (const [persona, subject] of [['enterprise', 'Hiring'], ['business', 'A project']] as const) {
        const answer = await send({ persona, subject });
        expect([persona, subject, answer.status, answer.body.fields]).toEqual([persona, subject, 400, { subject: CONTACT_MESSAGES.subjectNotOffered }]);
      }
      expect(await messageCount(t)).toBe(before);
    });

    it("takes a subject of the persona's list, the general form's list with no persona, and no subject at all, also where the form shows no subject field", async () => {
      expect((await send({ persona: 'enterprise', subject: DEFAULT_CONTACT_SUBJECTS.enterprise[0] })).status).toBe(201);
      expect((await send({ persona: 'fitness', subject: ' Coaching ' })).status).toBe(201);
      expect((await send({ subject: GENERAL_CONTACT_SUBJECTS.at(-1) })).status).toBe(201);
      expect((await send({ persona: 'business', subject: '' })).status).toBe(201);
      await putSubjects({ enterprise: ['Consulting'], business: [], fitness: ['Coaching'] });
      expect((await send({ persona: 'enterprise', subject: 'Consulting' })).status).toBe(201);
      expect((await send({ persona: 'business' })).status).toBe(201);
      expect((await send({ persona: 'business', subject: null })).status).toBe(201);
      // Refused on the list, nothing was counted against the sender's budget.
      const address = freshAddress();
      expect((await send({ persona: 'business', subject: 'Hiring' }, address)).status).toBe(400);
      for (let i = 0; i < PER_ADDRESS; i += 1) expect((await send({ persona: 'business' }, address)).status).toBe(201);
    });
  });

  describe("names, subjects and pages that rewrite an email's headers, read backwards or lead to another site", () => {
    it('refuses each with a 400 naming the field and its rule, and stores nothing', async () => {
      const before = await messageCount(t);
      const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
        [{ name: 'Ada\u202eecalevoL' }, { name: ONE_LINE_RULES.textDirection }],
        [{ name: 'Ada\u2067Lovelace\u2069' }, { name: ONE_LINE_RULES.textDirection }],
        [{ name: 'Ada\u0085Bcc: x@example.com' }, { name: ONE_LINE_RULES.controlCharacter }],
        [{ name: '=?utf-8?q?Ada=0ABcc=3A_x=40example=2Ecom?=' }, { name: ONE_LINE_RULES.encodedWord }],
        [{ subject: 'Hiring\u200f' }, { subject: ONE_LINE_RULES.textDirection }],
        [{ subject: 'Hi\u009bring' }, { subject: ONE_LINE_RULES.controlCharacter }],
        [{ subject: '=?utf-8?b?SGlyaW5n?=' }, { subject: ONE_LINE_RULES.encodedWord }],
        [{ page: '//evil.example/' }, { page: CONTACT_PAGE_RULE }],
        [{ page: 'https://evil.example/' }, { page: CONTACT_PAGE_RULE }],
        [{ page: '/\\evil.example' }, { page: CONTACT_PAGE_RULE }],
        [{ page: '/\t/evil.example' }, { page: CONTACT_PAGE_RULE }],
      ];
      for (const [changes, fields] of cases) {
        const answer = await send(changes);
        expect([changes, answer.status, answer.body.fields]).toEqual([changes, 400, fields]);
      }
      expect(await messageCount(t)).toBe(before);
    });
  });
});
