/**
 * The console's inbox (docs/leads.md): its guards, the list's filters, search and paging, marking,
 * moving, deleting and restoring a message, the summary's counts, the subject lists, and retention.
 * Messages are written through the repository with the times each case needs.
 */
import {
  CONTACT_LIMITS,
  DEFAULT_CONTACT_SUBJECTS,
  MESSAGE_CHANGE_EMPTY,
  MESSAGE_LIST_RULES,
  MESSAGE_NOTE_MAX,
  MESSAGE_PAGE_SIZE,
  type ContactMessage,
  type MessageFolder,
  type SpamReason,
  type TagType,
} from '@folio/contracts';
import { toDbDateTime } from '../src/db/dates.js';
import { messagesRepository, type NewMessage } from '../src/modules/messages/messages.repository.js';
import { removeExpiredMessages } from '../src/modules/messages/retention.js';
import { appWith, MAIL_ENV } from './support/contact.js';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

const CSRF = 'x-csrf-token';
const DAY = 24 * 60 * 60 * 1000;

let made = 0;
/** A message as the repository stores it, received `daysAgo` days ago. */
function message(changes: Partial<NewMessage> & { daysAgo?: number } = {}): NewMessage {
  made += 1;
  const { daysAgo = 0, ...rest } = changes;
  return {
    name: `Sender ${made}`,
    email: `sender${made}@example.com`,
    subject: null,
    message: `Message number ${made}`,
    persona: null,
    page: null,
    folder: 'inbox',
    spamReason: null,
    idempotencyKey: `${made}`.padStart(64, '0'),
    receivedAt: new Date(Date.now() - daysAgo * DAY),
    notify: 'off',
    ...rest,
  };
}

describe.each(engines)('the inbox on %s', (engine) => {
  let t: TestContext;
  let admin: AdminClient;
  const add = async (changes: Parameters<typeof message>[0] = {}) => messagesRepository.insert(t.db, message(changes));
  const list = async (query = '') => {
    const answer = await admin.agent.get(`/api/admin/messages${query}`);
    expect([query, answer.status]).toEqual([query, 200]);
    return answer.body as { items: ContactMessage[]; total: number; page: number; pageSize: number };
  };
  const ids = async (query = '') => (await list(query)).items.map((item) => item.id);
  const patch = (id: number | string, body: unknown) => admin.agent.patch(`/api/admin/messages/${id}`).set(CSRF, admin.csrf).send(body as object);

  beforeAll(async () => {
    t = await createTestContext(engine, MAIL_ENV);
    admin = await t.admin();
    // The context's app sweeps now, on its first inbox request, and not again within the hour (see the retention case).
    await admin.agent.get('/api/admin/messages/summary').expect(200);
  });
  afterAll(async () => {
    await t?.close();
  });
  // Each case starts from an empty inbox.
  beforeEach(async () => {
    await t.db('contact_messages').delete();
  });

  it('answers 401 without a session and 403 to a write without the CSRF token, and changes nothing', async () => {
    const id = await add();
    const reads = ['/api/admin/messages', '/api/admin/messages/summary', `/api/admin/messages/${id}`, '/api/admin/contact/subjects'];
    for (const path of reads) expect([path, (await t.client().get(path)).status]).toEqual([path, 401]);
    const writes = [
      (agent: AdminClient['agent']) => agent.patch(`/api/admin/messages/${id}`).send({ read: true }),
      (agent: AdminClient['agent']) => agent.delete(`/api/admin/messages/${id}`),
      (agent: AdminClient['agent']) => agent.post(`/api/admin/messages/${id}/restore`),
      (agent: AdminClient['agent']) => agent.put('/api/admin/contact/subjects').send({ enterprise: [], business: [], fitness: [] }),
    ];
    const before = JSON.stringify([await t.db('contact_messages').select('*'), await t.db('contact_subjects').select('*')]);
    for (const write of writes) {
      expect((await write(t.client())).status).toBe(401);
      const withoutToken = await write(admin.agent);
      expect([withoutToken.status, withoutToken.body.message]).toEqual([403, expect.stringMatching(/CSRF/)]);
    }
    expect(JSON.stringify([await t.db('contact_messages').select('*'), await t.db('contact_subjects').select('*')])).toBe(before);
    // With the token, the same write goes through.
    await patch(id, { read: true }).expect(200);
  });

  it('lists every folder newest first, filters by folder, unread, persona and subject, and pages', async () => {
    const oldest = await add({ daysAgo: 3, persona: 'fitness', subject: 'Coaching' });
    const spam = await add({ daysAgo: 2, folder: 'spam', spamReason: 'too-fast', persona: 'fitness' });
    const archived = await add({ daysAgo: 1, folder: 'archived', persona: 'enterprise', subject: 'Hiring' });
    const newest = await add({ daysAgo: 0, subject: 'Hiring' });
    await patch(newest, { read: true }).expect(200);

    expect(await list()).toMatchObject({ total: 4, page: 1, pageSize: MESSAGE_PAGE_SIZE });
    expect(await ids()).toEqual([newest, archived, spam, oldest]);
    expect(await ids('?folder=inbox')).toEqual([newest, oldest]);
    expect(await ids('?folder=spam')).toEqual([spam]);
    expect(await ids('?folder=archived')).toEqual([archived]);
    expect(await ids('?folder=inbox&unread=true')).toEqual([oldest]);
    expect(await ids('?unread=false')).toEqual([newest, archived, spam, oldest]);
    expect(await ids('?persona=fitness')).toEqual([spam, oldest]);
    expect(await ids('?persona=none')).toEqual([newest]);
    expect(await ids('?subject=Hiring')).toEqual([newest, archived]);
    expect(await ids('?subject=Hiring&folder=inbox')).toEqual([newest]);
    expect(await ids('?folder=&unread=&persona=&subject=&q=')).toEqual([newest, archived, spam, oldest]);

    const first = await list('?pageSize=3');
    expect([first.items.map((item) => item.id), first.total, first.pageSize]).toEqual([[newest, archived, spam], 4, 3]);
    const second = await list('?pageSize=3&page=2');
    expect([second.items.map((item) => item.id), second.total, second.page]).toEqual([[oldest], 4, 2]);
    expect((await list('?pageSize=3&page=3')).items).toEqual([]);
    const item = (await list('?folder=spam')).items[0]!;
    expect(item).toEqual({
      id: spam,
      name: expect.any(String),
      email: expect.stringMatching(/@example\.com$/),
      subject: null,
      message: expect.any(String),
      persona: 'fitness',
      page: null,
      folder: 'spam',
      read: false,
      spamReason: 'too-fast',
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      notify: 'off',
      notifyError: null,
      repliedAt: null,
      note: null,
    });
  });

  it('pages up to 100 a page', async () => {
    for (let i = 0; i < 105; i += 1) await add({ daysAgo: i / 1000 });
    expect((await list()).items).toHaveLength(MESSAGE_PAGE_SIZE);
    const full = await list('?pageSize=100');
    expect([full.items.length, full.total]).toEqual([100, 105]);
    expect((await list('?pageSize=100&page=2')).items).toHaveLength(5);
    const times = full.items.map((item) => item.receivedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses a bad list parameter with a 400 naming it', async () => {
    const bad: Array<[string, keyof typeof MESSAGE_LIST_RULES]> = [
      ['folder=trash', 'folder'],
      ['folder=inbox&folder=spam', 'folder'],
      ['unread=yes', 'unread'],
      ['unread=1', 'unread'],
      ['persona=marketing', 'persona'],
      ['persona=Fitness', 'persona'],
      [`subject=${'s'.repeat(CONTACT_LIMITS.subject + 1)}`, 'subject'],
      [`q=${'q'.repeat(201)}`, 'q'],
      ['q=a&q=b', 'q'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['page=abc', 'page'],
      ['pageSize=0', 'pageSize'],
      ['pageSize=101', 'pageSize'],
      ['pageSize=1e2', 'pageSize'],
    ];
    for (const [query, parameter] of bad) {
      const answer = await admin.agent.get(`/api/admin/messages?${query}`);
      expect([query, answer.status, answer.body.fields]).toEqual([query, 400, { [parameter]: MESSAGE_LIST_RULES[parameter] }]);
    }
    const several = await admin.agent.get('/api/admin/messages?folder=x&page=0').expect(400);
    expect(Object.keys(several.body.fields).sort()).toEqual(['folder', 'page']);
  });

  it('searches the name, email, subject and message for every word, wildcards taken literally', async () => {
    const byName = await add({ name: 'Ada Lovelace', message: 'About engines' });
    const byEmail = await add({ email: 'grace@navy.example', message: 'Compilers' });
    const bySubject = await add({ subject: 'Analytical engine', message: 'Hello' });
    const percent = await add({ message: 'A 100% sure thing_with underscore' });
    expect(await ids('?q=lovelace')).toEqual([byName]);
    expect(await ids('?q=NAVY.example')).toEqual([byEmail]);
    expect(await ids('?q=engine')).toEqual([bySubject, byName]);
    expect(await ids('?q=engine%20hello')).toEqual([bySubject]);
    expect(await ids('?q=%25')).toEqual([percent]);
    expect(await ids('?q=g_with')).toEqual([percent]);
    expect(await ids('?q=thing_')).toEqual([percent]);
    expect(await ids('?q=nothing-like-it')).toEqual([]);
    expect(await ids("?q=%27%20OR%20%271%27%3D%271")).toEqual([]);
    expect((await list('?q=engine&folder=inbox')).total).toBe(2);
  });

  it('marks read and unread, moves to Spam (the owner’s reason, no email) and back out of it', async () => {
    const id = await add({ notify: 'pending' });
    expect((await patch(id, { read: true }).expect(200)).body).toMatchObject({ id, read: true, folder: 'inbox' });
    expect((await patch(id, { read: false }).expect(200)).body).toMatchObject({ read: false });
    expect((await patch(id, { folder: 'archived', read: true }).expect(200)).body).toMatchObject({ folder: 'archived', read: true, spamReason: null });
    expect((await patch(id, { folder: 'spam' }).expect(200)).body).toMatchObject({ folder: 'spam', spamReason: 'owner', notify: 'off' });
    expect(await t.db('contact_messages').where({ id }).first('notify_status', 'notify_next_at')).toEqual({ notify_status: 'off', notify_next_at: null });
    expect((await patch(id, { folder: 'inbox' }).expect(200)).body).toMatchObject({ folder: 'inbox', spamReason: null, notify: 'off' });

    const doubted = await add({ folder: 'spam', spamReason: 'too-many-links' });
    expect((await patch(doubted, { folder: 'spam', read: true }).expect(200)).body).toMatchObject({ folder: 'spam', spamReason: 'too-many-links', read: true });
    expect((await patch(doubted, { folder: ' Archived ' }).expect(200)).body).toMatchObject({ folder: 'archived', spamReason: null });
    // An email already sent stays sent.
    const sent = await add();
    await t.db('contact_messages').where({ id: sent }).update({ notify_status: 'sent' });
    expect((await patch(sent, { folder: 'spam' }).expect(200)).body).toMatchObject({ notify: 'sent' });
  });

  it('records the latest reply and a private note, each left alone by a change that does not name it', async () => {
    const id = await add({ folder: 'archived' });
    const before = Date.now();
    const replied = (await patch(id, { replied: true }).expect(200)).body as ContactMessage;
    expect(replied).toMatchObject({ id, folder: 'archived', note: null });
    const at = Date.parse(replied.repliedAt!);
    expect(at).toBeGreaterThanOrEqual(before - 1_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1_000);

    const noted = (await patch(id, { note: '  Called back on Monday 👍\nSend the quote.  ' }).expect(200)).body as ContactMessage;
    expect(noted).toMatchObject({ note: 'Called back on Monday 👍\nSend the quote.', repliedAt: replied.repliedAt });
    // Other changes keep both; the message read again says the same.
    expect((await patch(id, { read: true, folder: 'inbox' }).expect(200)).body).toMatchObject({ read: true, folder: 'inbox', note: noted.note, repliedAt: replied.repliedAt });
    expect((await admin.agent.get(`/api/admin/messages/${id}`).expect(200)).body).toMatchObject({ note: noted.note, repliedAt: replied.repliedAt });
    expect((await list('?folder=inbox')).items[0]).toMatchObject({ id, note: noted.note, repliedAt: replied.repliedAt });

    // A later reply moves the time on; 'not replied' clears it; a blank or null note removes the note.
    await t.db('contact_messages').where({ id }).update({ replied_at: toDbDateTime(new Date(Date.now() - DAY)) });
    const again = (await patch(id, { replied: true }).expect(200)).body as ContactMessage;
    expect(Date.parse(again.repliedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await patch(id, { replied: false }).expect(200)).body).toMatchObject({ repliedAt: null, note: noted.note });
    expect((await patch(id, { note: '   ' }).expect(200)).body).toMatchObject({ note: null });
    await patch(id, { note: 'Again' }).expect(200);
    expect((await patch(id, { note: null }).expect(200)).body).toMatchObject({ note: null });
    expect((await patch(id, { note: 'x'.repeat(MESSAGE_NOTE_MAX) }).expect(200)).body.note).toHaveLength(MESSAGE_NOTE_MAX);
  });

  it('refuses an empty or invalid change (400) before looking for the message (404)', async () => {
    const id = await add();
    expect((await patch(id, {}).expect(400)).body).toEqual({ message: MESSAGE_CHANGE_EMPTY });
    expect((await patch(id, { folder: null }).expect(400)).body.message).toBe(MESSAGE_CHANGE_EMPTY);
    expect((await patch(id, { folder: 'trash' }).expect(400)).body.fields).toEqual({ folder: 'Folder must be one of inbox, spam, archived' });
    expect((await patch(id, { read: 'yes' }).expect(400)).body.fields).toEqual({ read: 'read must be true or false' });
    expect((await patch(id, { replied: 'now' }).expect(400)).body.fields).toEqual({ replied: 'replied must be true or false' });
    expect((await patch(id, { note: 42 }).expect(400)).body.fields).toEqual({ note: 'Must be text' });
    expect((await patch(id, { note: 'x'.repeat(MESSAGE_NOTE_MAX + 1) }).expect(400)).body.fields).toEqual({ note: 'Must be at most 2,000 characters' });
    expect((await patch(id, { replied: null }).expect(400)).body.fields).toEqual({ replied: 'replied must be true or false' });
    expect(await t.db('contact_messages').where({ id }).first('replied_at', 'note')).toEqual({ replied_at: null, note: null });
    expect((await patch(id, ['read']).expect(400)).body.fields).toEqual({ '': 'The request body must be a JSON object' });
    await patch(2147483647, {}).expect(400);
    await patch(2147483647, { read: true }).expect(404);
    for (const bad of ['0', '-1', 'abc', '1.5', '99999999999']) await patch(bad, { read: true }).expect(404);
    await admin.agent.patch(`/api/admin/messages/${id}`).set(CSRF, admin.csrf).set('Content-Type', 'text/plain').send('read=true').expect(415);
  });

  it('deletes a message out of every list, count and read, and restores it whole', async () => {
    const id = await add({ persona: 'business', subject: 'A project', notify: 'pending' });
    await patch(id, { read: true }).expect(200);
    const before = (await admin.agent.get(`/api/admin/messages/${id}`).expect(200)).body as ContactMessage;
    const summaryBefore = (await admin.agent.get('/api/admin/messages/summary').expect(200)).body;
    await admin.agent.delete(`/api/admin/messages/${id}`).set(CSRF, admin.csrf).expect(204);
    await admin.agent.get(`/api/admin/messages/${id}`).expect(404);
    expect(await ids()).toEqual([]);
    expect((await admin.agent.get('/api/admin/messages/summary').expect(200)).body.byPersona).toContainEqual({ persona: 'business', last7: 0, last30: 0, last90: 0 });
    await patch(id, { read: false }).expect(404);
    await admin.agent.delete(`/api/admin/messages/${id}`).set(CSRF, admin.csrf).expect(404);
    // Kept whole meanwhile.
    expect(await t.db('contact_messages').where({ id }).first('message', 'deleted_at')).toEqual({ message: before.message, deleted_at: expect.any(String) });

    const restored = await admin.agent.post(`/api/admin/messages/${id}/restore`).set(CSRF, admin.csrf).expect(200);
    expect(restored.body).toEqual(before);
    expect(await ids()).toEqual([id]);
    expect((await admin.agent.get('/api/admin/messages/summary').expect(200)).body).toEqual(summaryBefore);
    // Restoring what is not deleted answers it as it is; what never was, or is gone for good, is a 404.
    expect((await admin.agent.post(`/api/admin/messages/${id}/restore`).set(CSRF, admin.csrf).expect(200)).body).toEqual(before);
    await admin.agent.post('/api/admin/messages/2147483647/restore').set(CSRF, admin.csrf).expect(404);
    await admin.agent.delete(`/api/admin/messages/${id}`).set(CSRF, admin.csrf).expect(204);
    await t.db('contact_messages').where({ id }).delete();
    await admin.agent.post(`/api/admin/messages/${id}/restore`).set(CSRF, admin.csrf).expect(404);
    await admin.agent.delete('/api/admin/messages/abc').set(CSRF, admin.csrf).expect(404);
  });

  it("counts each persona's leads of the last 7, 30 and 90 days, the unread, Spam, failed emails and today's messages past the day's limit", async () => {
    const lead = (persona: TagType | null, daysAgo: number, folder: MessageFolder = 'inbox', spamReason: SpamReason | null = null) => add({ persona, daysAgo, folder, spamReason });
    await lead('enterprise', 1);
    await lead('enterprise', 6);
    await lead('enterprise', 20, 'archived');
    await lead('enterprise', 80);
    await lead('enterprise', 120);
    await lead('fitness', 29);
    await lead('fitness', 2, 'spam', 'bad-token');
    await lead(null, 3);
    await lead(null, 45, 'archived');
    const read = await lead('business', 89);
    await patch(read, { read: true }).expect(200);
    const gone = await lead('business', 1);
    await admin.agent.delete(`/api/admin/messages/${gone}`).set(CSRF, admin.csrf).expect(204);
    const failed = await lead('fitness', 5);
    await t.db('contact_messages').where({ id: failed }).update({ notify_status: 'failed', notify_error: 'Connection refused' });
    const failedSpam = await lead(null, 5, 'spam', 'owner');
    await t.db('contact_messages').where({ id: failedSpam }).update({ notify_status: 'failed' });
    // Kept in Spam past the day's limit: today's are counted, not an older one nor one deleted.
    await lead('business', 0, 'spam', 'daily-cap');
    await lead(null, 0, 'spam', 'daily-cap');
    await lead(null, 2, 'spam', 'daily-cap');
    const deletedOverCap = await lead(null, 0, 'spam', 'daily-cap');
    await admin.agent.delete(`/api/admin/messages/${deletedOverCap}`).set(CSRF, admin.csrf).expect(204);

    const { body } = await admin.agent.get('/api/admin/messages/summary').expect(200);
    expect(body).toEqual({
      mailConfigured: true,
      // Inbox only, unread: enterprise 1, 6, 80, 120; fitness 29, 5; none 3 (business 89 is read, archived and Spam are not counted).
      unread: 7,
      spam: 5,
      failedEmails: 2,
      overCapToday: 2,
      byPersona: [
        { persona: 'enterprise', last7: 2, last30: 3, last90: 4 },
        { persona: 'business', last7: 0, last30: 0, last90: 1 },
        { persona: 'fitness', last7: 1, last30: 2, last90: 2 },
        { persona: null, last7: 1, last30: 1, last90: 2 },
      ],
    });
    expect((await admin.agent.get(`/api/admin/messages/${failed}`).expect(200)).body).toMatchObject({ notify: 'failed', notifyError: 'Connection refused' });
  });

  it('says in the summary whether the owner is emailed about new messages', async () => {
    expect((await admin.agent.get('/api/admin/messages/summary').expect(200)).body.mailConfigured).toBe(true);
    const cookie = admin.agent.jar.getCookies({ domain: '127.0.0.1', path: '/api/', secure: false, script: false }).toValueString();
    const withoutMail = await appWith(t, { mail: null }).get('/api/admin/messages/summary').set('Cookie', cookie).expect(200);
    expect(withoutMail.body).toMatchObject({ mailConfigured: false, unread: 0 });
  });

  it('keeps each persona’s subjects: defaults until set, then the list as sent (trimmed), empty included', async () => {
    const subjects = () => admin.agent.get('/api/admin/contact/subjects').expect(200);
    const put = (body: unknown) => admin.agent.put('/api/admin/contact/subjects').set(CSRF, admin.csrf).send(body as object);
    expect((await subjects()).body).toEqual(DEFAULT_CONTACT_SUBJECTS);
    const stored = await put({ enterprise: [' Consulting ', 'Hiring', 'Consulting'], business: [], fitness: ['Coaching'] }).expect(200);
    expect(stored.body).toEqual({ enterprise: ['Consulting', 'Hiring', 'Consulting'], business: [], fitness: ['Coaching'] });
    expect((await subjects()).body).toEqual(stored.body);
    await put({ enterprise: ['Hiring'], business: ['A project'], fitness: [] }).expect(200);
    expect((await subjects()).body).toEqual({ enterprise: ['Hiring'], business: ['A project'], fitness: [] });

    const invalid: Array<[unknown, string]> = [
      [{ enterprise: Array.from({ length: CONTACT_LIMITS.subjects + 1 }, (_, i) => `S${i}`), business: [], fitness: [] }, 'enterprise'],
      [{ enterprise: ['s'.repeat(CONTACT_LIMITS.subject + 1)], business: [], fitness: [] }, 'enterprise'],
      [{ enterprise: [], business: ['Two\nlines'], fitness: [] }, 'business'],
      [{ enterprise: [], business: ['  '], fitness: [] }, 'business'],
      [{ enterprise: [], business: [], fitness: 'Coaching' }, 'fitness'],
      [{ enterprise: [], business: [], fitness: [3] }, 'fitness'],
      [{ enterprise: [], business: [] }, 'fitness'],
    ];
    for (const [body, field] of invalid) {
      const answer = await put(body);
      expect([body, answer.status, Object.keys(answer.body.fields ?? {})]).toEqual([body, 400, [field]]);
    }
    expect((await put({ enterprise: [], business: ['  '], fitness: [] })).body.fields.business).toBe('A subject cannot be blank');
    expect((await subjects()).body).toEqual({ enterprise: ['Hiring'], business: ['A project'], fitness: [] });
  });

  it('removes messages past retention and deleted ones past 30 days, at most once an hour per process, from the requests that touch the inbox', async () => {
    const old = await add({ daysAgo: 366 });
    const kept = await add({ daysAgo: 364 });
    const deletedLongAgo = await add({ daysAgo: 40 });
    const deletedLately = await add({ daysAgo: 40 });
    await t.db('contact_messages').where({ id: deletedLongAgo }).update({ deleted_at: toDbDateTime(new Date(Date.now() - 31 * DAY)) });
    await t.db('contact_messages').where({ id: deletedLately }).update({ deleted_at: toDbDateTime(new Date(Date.now() - 29 * DAY)) });
    await t.db('login_limits').insert([
      { key: 'contact_address:expired', points: 1, expire: Date.now() - 1_000 },
      { key: 'contact_site:current', points: 1, expire: Date.now() + 60_000 },
      { key: 'login_ip:expired', points: 1, expire: Date.now() - 1_000 },
    ]);
    await t.db('contact_message_claims').insert({ idempotency_key: 'abandoned', expires_at: Date.now() - 1_000 });
    const remaining = async () => (await t.db('contact_messages').orderBy('id').pluck('id')).map(Number);

    // The context's app swept on its first inbox request (beforeAll): within the hour it does not again.
    await admin.agent.get('/api/admin/messages').expect(200);
    expect(await remaining()).toEqual([old, kept, deletedLongAgo, deletedLately]);
    // Another process (app): a request stopped by a guard sweeps nothing; its first visitor message does.
    const app = appWith(t, {});
    await app.get('/api/admin/messages').expect(401);
    expect(await remaining()).toEqual([old, kept, deletedLongAgo, deletedLately]);
    const { body } = await app.get('/api/contact/form').expect(200);
    await app.post('/api/contact/messages').send({ name: 'New', email: 'new@example.com', message: 'Hi', formToken: body.token }).expect(201);
    const fresh = Number((await t.db('contact_messages').where({ email: 'new@example.com' }).first('id'))!.id);
    expect(await remaining()).toEqual([kept, deletedLately, fresh]);
    const counters = await t.db('login_limits').pluck('key');
    expect(counters).toEqual(expect.arrayContaining(['contact_site:current', 'login_ip:expired']));
    expect(counters).not.toContain('contact_address:expired');
    expect(await t.db('contact_message_claims').select()).toEqual([]);
    // And a third process's first inbox request.
    await t.db('contact_messages').where({ id: kept }).update({ received_at: toDbDateTime(new Date(Date.now() - 400 * DAY)) });
    await appWith(t, {}).get('/api/admin/messages/summary').set('Cookie', admin.agent.jar.getCookies({ domain: '127.0.0.1', path: '/api/', secure: false, script: false }).toValueString()).expect(200);
    expect(await remaining()).toEqual([deletedLately, fresh]);
    // The message deleted 29 days ago can still be restored.
    await admin.agent.post(`/api/admin/messages/${deletedLately}/restore`).set(CSRF, admin.csrf).expect(200);

    // The sweep itself, at a given time, with another retention.
    expect(await removeExpiredMessages(t.db, 30, Date.now() + 400 * DAY)).toBe(2);
    expect(await remaining()).toEqual([]);
  });
});
