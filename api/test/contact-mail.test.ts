import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { AddressObject, ParsedMail } from 'mailparser';
import pino, { type Logger } from 'pino';
import { loadConfig, type Config } from '../src/config.js';
import { toDbDateTime } from '../src/db/dates.js';
import { createDb, type Db } from '../src/db/knex.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { escapeHtml, notificationSubject } from '../src/modules/messages/mail/notification-email.js';
import {
  defaultBackoff,
  startContactMail,
  startContactMailOutbox,
  wakeContactMail,
  type ContactMailOutbox,
  type OutboxOptions,
} from '../src/modules/messages/mail/outbox.js';
import { outboxRepository } from '../src/modules/messages/mail/outbox.repository.js';
import { describeSmtpError, isPermanentSmtpFailure } from '../src/modules/messages/mail/smtp-transport.js';
import { closedPort, startSmtpSink, type ReceivedMail, type SmtpSink } from './support/smtp-sink.js';
import { engines, freshMysqlDatabase } from './support/test-context.js';

const SITE = 'https://jordan.example';
const OWNER = 'owner@jordan.example';
const SENDER = 'folio@jordan.example';
const silent = pino({ level: 'silent' });
const XSS = '<img src=x onerror=alert(1)>';

type StoredRow = {
  id: number;
  notify_status: string;
  notify_attempts: number;
  notify_next_at: string | null;
  notify_locked_until: string | null;
  notify_error: string | null;
};

/** A message stored as the inbox stores one: 'pending', due now, unless the fields say otherwise. */
async function storeMessage(db: Db, fields: Record<string, unknown> = {}): Promise<number> {
  const now = toDbDateTime(new Date());
  const [id] = await db('contact_messages').insert({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'Hiring',
    message: 'Hello Jordan,\nwe are hiring.\n\nAda',
    persona: 'enterprise',
    page: '/enterprise',
    folder: 'inbox',
    is_read: false,
    spam_reason: null,
    idempotency_key: randomUUID().replace(/-/g, ''),
    received_at: now,
    notify_status: 'pending',
    notify_attempts: 0,
    notify_next_at: now,
    ...fields,
  });
  return Number(id);
}

async function rowOf(db: Db, id: number): Promise<StoredRow> {
  const row = await db('contact_messages').where({ id }).first('id', 'notify_status', 'notify_attempts', 'notify_next_at', 'notify_locked_until', 'notify_error');
  return { ...row, id: Number(row.id), notify_attempts: Number(row.notify_attempts) } as StoredRow;
}

/** Polls until `check` answers something truthy; the deadline is generous, nothing here is timed. */
async function eventually<T>(what: string, check: () => Promise<T | false | null | undefined>, deadlineMs = 30_000): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const addresses = (field: AddressObject | AddressObject[] | undefined) => (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value);
const headerSection = (mail: ReceivedMail) => mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'));
const html = (parsed: ParsedMail) => (typeof parsed.html === 'string' ? parsed.html : '');

describe.each(engines)('the owner’s email about each contact message (%s)', (engine) => {
  let folder: string;
  let databaseEnv: Record<string, string>;
  let config: Config;
  let db: Db;
  const outboxes: ContactMailOutbox[] = [];
  const sinks: SmtpSink[] = [];
  const extraDbs: Db[] = [];

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'folio-mail-'));
    databaseEnv = engine === 'mysql' ? { DATABASE_URL: await freshMysqlDatabase(`mail_${process.pid}`) } : { SQLITE_FILE: join(folder, 'folio.sqlite') };
    config = loadConfig({ LOG_LEVEL: 'silent', SITE_URL: SITE, ...databaseEnv });
    db = createDb(config.database);
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await Promise.all(extraDbs.map((extra) => extra.destroy()));
    if (config.database.engine === 'mysql') await db.raw('DROP DATABASE IF EXISTS ??', [new URL(config.database.url).pathname.slice(1)]);
    await db.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await db('contact_messages').delete();
  });

  afterEach(async () => {
    await Promise.all(outboxes.splice(0).map((outbox) => outbox.stop()));
    await Promise.all(sinks.splice(0).map((sink) => sink.close()));
  });

  const sink = async (options: Parameters<typeof startSmtpSink>[0] = {}) => {
    const started = await startSmtpSink(options);
    sinks.push(started);
    return started;
  };

  /** An outbox with a short poll and backoff (the real ones are seconds and minutes). */
  const outbox = (smtpUrl: string, options: Partial<OutboxOptions> = {}) => {
    const started = startContactMailOutbox({
      db,
      mail: { smtpUrl, notifyTo: OWNER, from: SENDER },
      siteUrl: SITE,
      logger: silent,
      pollMs: 25,
      backoff: () => 20,
      ...options,
    });
    outboxes.push(started);
    return started;
  };

  it('starts only when mail is configured, and then sends one email per pending message: to the owner, Reply-To the visitor, text and HTML', async () => {
    expect(startContactMail(config, db, silent)).toBeNull();

    const smtp = await sink();
    const mailConfig = loadConfig({ LOG_LEVEL: 'silent', SITE_URL: SITE, ...databaseEnv, SMTP_URL: smtp.url, CONTACT_FROM: SENDER, CONTACT_NOTIFY_TO: OWNER });
    const ada = await storeMessage(db);
    const grace = await storeMessage(db, { name: 'Grace Hopper', email: 'grace@example.com', subject: null, persona: null, page: null, message: 'Line one\r\nLine two' });
    const started = startContactMail(mailConfig, db, silent, { pollMs: 25 });
    expect(started).not.toBeNull();
    outboxes.push(started!);

    await eventually('both emails sent', async () => (await rowOf(db, ada)).notify_status === 'sent' && (await rowOf(db, grace)).notify_status === 'sent');
    await started!.stop();
    expect(smtp.received).toHaveLength(2);

    const bySubject = new Map(smtp.received.map((mail) => [mail.parsed.subject, mail]));
    const first = bySubject.get('New message from Ada Lovelace — Enterprise Tech (Hiring)')!;
    const second = bySubject.get('New message from Grace Hopper')!;
    expect(first).toBeDefined();
    expect(second).toBeDefined();

    for (const mail of [first, second]) {
      // The envelope names the owner alone: nothing ever goes to the visitor.
      expect(mail.rcptTo).toEqual([OWNER]);
      expect(mail.mailFrom).toBe(SENDER);
      expect(addresses(mail.parsed.to).map((address) => address.address)).toEqual([OWNER]);
      expect(addresses(mail.parsed.from).map((address) => address.address)).toEqual([SENDER]);
      expect(mail.parsed.headers.get('auto-submitted')).toBe('auto-generated');
    }
    expect(addresses(first.parsed.replyTo)).toEqual([{ name: 'Ada Lovelace', address: 'ada@example.com' }]);
    expect(addresses(second.parsed.replyTo)).toEqual([{ name: 'Grace Hopper', address: 'grace@example.com' }]);

    const text = first.parsed.text ?? '';
    for (const part of ['Ada Lovelace', 'ada@example.com', 'Hiring', 'Enterprise Tech', `${SITE}/enterprise`, 'Hello Jordan,\nwe are hiring.\n\nAda', `${SITE}/admin/inbox/${ada}`]) {
      expect(text).toContain(part);
    }
    const body = html(first.parsed);
    for (const part of ['Ada Lovelace', 'Hiring', 'Enterprise Tech', `<a href="mailto:ada@example.com">ada@example.com</a>`, `<a href="${SITE}/enterprise">${SITE}/enterprise</a>`, `<a href="${SITE}/admin/inbox/${ada}">`]) {
      expect(body).toContain(part);
    }
    // The message's line breaks are kept in both parts.
    expect(body).toMatch(/Hello Jordan,<br>\s*we are hiring\.<br>\s*<br>\s*Ada/);
    expect(second.parsed.text).toContain('Line one\nLine two');
    expect(html(second.parsed)).toMatch(/Line one<br>\s*Line two/);
    expect(html(second.parsed)).not.toContain('Persona');

    for (const id of [ada, grace]) {
      expect(await rowOf(db, id)).toEqual({ id, notify_status: 'sent', notify_attempts: 1, notify_next_at: null, notify_locked_until: null, notify_error: null });
    }
  });

  it('escapes every value the visitor chose in the HTML part', async () => {
    const smtp = await sink();
    const id = await storeMessage(db, { name: XSS, subject: XSS, message: `${XSS}\n<script>alert(2)</script>`, page: `/enterprise?q="><script>alert(3)</script>` });
    outbox(smtp.url);
    // Marked sent once the server has taken it, a moment after the sink holds it.
    await eventually('the email sent', async () => smtp.received.length === 1 && (await rowOf(db, id)).notify_status === 'sent');
    const body = html(smtp.received[0]!.parsed);

    expect(body).not.toMatch(/<img/i);
    expect(body).not.toMatch(/<script/i);
    expect(body).not.toContain('q="');
    // Name, subject and message (and the reply line's name), each as text.
    expect(body.split(escapeHtml(XSS)).length - 1).toBeGreaterThanOrEqual(3);
    expect(body).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(body).toContain(`href="${SITE}/enterprise?q=&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;"`);
    expect(smtp.received[0]!.parsed.subject).toBe(`New message from ${XSS} — Enterprise Tech (${XSS})`);
  });

  it('a name with line breaks, quotes or commas adds no header and no recipient', async () => {
    const smtp = await sink();
    const names = ['Eve\r\nBcc: victim@example.com', 'Mallory "the boss", <mallory@evil.example>, victim@example.com', 'Trent\nTo: victim@example.com\r\n\r\n<b>body</b>'];
    for (const name of names) await storeMessage(db, { name, email: 'eve@example.com', subject: 'Hi\r\nCc: victim@example.com' });
    outbox(smtp.url);
    await eventually('three emails', async () => smtp.received.length === 3);

    for (const mail of smtp.received) {
      expect(mail.rcptTo).toEqual([OWNER]);
      expect(addresses(mail.parsed.to).map((address) => address.address)).toEqual([OWNER]);
      expect(mail.parsed.cc).toBeUndefined();
      expect(mail.parsed.bcc).toBeUndefined();
      const replyTo = addresses(mail.parsed.replyTo);
      expect(replyTo).toHaveLength(1);
      expect(replyTo[0]!.address).toBe('eve@example.com');
      // Each header is one header: no line of the header section starts a Bcc, Cc or second To.
      const headers = headerSection(mail);
      expect(headers).not.toMatch(/^(bcc|cc):/im);
      expect(headers.match(/^to:/gim)).toHaveLength(1);
      expect(headers.match(/^reply-to:/gim)).toHaveLength(1);
      expect(mail.parsed.subject).not.toMatch(/[\r\n]/);
    }
    expect(smtp.received.map((mail) => addresses(mail.parsed.replyTo)[0]!.name).sort()).toEqual([
      'Eve Bcc: victim@example.com',
      'Mallory "the boss", <mallory@evil.example>, victim@example.com',
      'Trent To: victim@example.com <b>body</b>',
    ]);
  });

  it('two outboxes over one database (two API processes) send each message once', async () => {
    const smtp = await sink();
    const other = createDb(config.database);
    extraDbs.push(other);
    const ids: number[] = [];
    for (let n = 0; n < 12; n += 1) ids.push(await storeMessage(db, { name: `Visitor ${n}` }));
    outbox(smtp.url);
    outbox(smtp.url, { db: other });

    await eventually('every message sent', async () => Number((await db('contact_messages').where({ notify_status: 'sent' }).count({ n: '*' }).first())?.n) === ids.length);
    await Promise.all(outboxes.map((started) => started.stop()));
    expect(smtp.received).toHaveLength(ids.length);
    expect(new Set(smtp.received.map((mail) => mail.parsed.messageId)).size).toBe(ids.length);
    expect(smtp.received.map((mail) => mail.parsed.subject).sort()).toEqual(ids.map((_, n) => `New message from Visitor ${n} — Enterprise Tech (Hiring)`).sort());
    for (const id of ids) expect((await rowOf(db, id)).notify_attempts).toBe(1);
  });

  it('a claim is won by exactly one of two processes, and not again while the lease lasts', async () => {
    const other = createDb(config.database);
    extraDbs.push(other);
    const ids: number[] = [];
    for (let n = 0; n < 10; n += 1) ids.push(await storeMessage(db));
    const now = toDbDateTime(new Date());
    const lease = toDbDateTime(new Date(Date.now() + 120_000));
    const results = await Promise.all(ids.map((id) => Promise.all([outboxRepository.claim(db, id, now, lease), outboxRepository.claim(other, id, now, lease)])));
    for (const pair of results) expect(pair.filter(Boolean)).toHaveLength(1);
    expect(await outboxRepository.dueIds(db, now, 50)).toEqual([]);
    // Once the lease has run out the row is due again (a process that died mid-send).
    const later = toDbDateTime(new Date(Date.now() + 121_000));
    expect((await outboxRepository.dueIds(db, later, 50)).sort((a, b) => a - b)).toEqual(ids);
  });

  it('while the SMTP server is down it retries with backoff, then delivers once when it is back', async () => {
    const port = await closedPort();
    const backoff = jest.fn(() => 20);
    const id = await storeMessage(db);
    outbox(`smtp://127.0.0.1:${port}`, { backoff });

    const failing = await eventually('two failed attempts', async () => {
      const row = await rowOf(db, id);
      return row.notify_attempts >= 2 && row;
    });
    expect(failing.notify_status).toBe('pending');
    expect(failing.notify_error).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
    expect(backoff).toHaveBeenCalledWith(1);
    expect(backoff).toHaveBeenCalledWith(2);

    const smtp = await sink({ port });
    const sent = await eventually('the email once the server is up', async () => {
      const row = await rowOf(db, id);
      return row.notify_status === 'sent' && row;
    });
    await Promise.all(outboxes.map((started) => started.stop()));
    expect(smtp.received).toHaveLength(1);
    expect(sent.notify_error).toBeNull();
    expect(sent.notify_attempts).toBeGreaterThanOrEqual(3);
  });

  it('a permanent rejection (550) fails the email at once, with the reason kept', async () => {
    const smtp = await sink();
    smtp.rejectRecipients(550, 'No such user here');
    const id = await storeMessage(db);
    const started = outbox(smtp.url);
    const failed = await eventually('the failure', async () => {
      const row = await rowOf(db, id);
      return row.notify_status === 'failed' && row;
    });
    await started.stop();
    expect(failed.notify_error).toMatch(/550/);
    expect(failed.notify_error).toContain('No such user here');
    expect(failed.notify_attempts).toBe(1);
    expect(failed.notify_next_at).toBeNull();
    expect(failed.notify_locked_until).toBeNull();
    expect(smtp.received).toHaveLength(0);
  });

  it('keeps the SMTP password out of the stored error and the log, and signs in with it when right', async () => {
    const smtp = await sink({ credentials: { user: 'folio', pass: 'right#pass-s3cret' } });
    const lines: string[] = [];
    const logger: Logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) }));
    const wrong = 'Wr0ng#pass-s3cret';
    const wrongUrl = `smtp://folio:${encodeURIComponent(wrong)}@127.0.0.1:${smtp.port}`;
    const id = await storeMessage(db);
    const started = outbox(wrongUrl, { logger });
    const failed = await eventually('the refused sign-in', async () => {
      const row = await rowOf(db, id);
      return row.notify_status === 'failed' && row;
    });
    await started.stop();
    expect(failed.notify_error).toMatch(/535/);
    for (const text of [failed.notify_error ?? '', lines.join('')]) {
      expect(text).not.toContain(wrong);
      expect(text).not.toContain(encodeURIComponent(wrong));
    }
    expect(lines.join('')).toContain('"messageId":');
    expect(describeSmtpError(new Error(`connect to ${wrongUrl} failed (${wrong})`), wrongUrl)).toBe('connect to [redacted] failed ([redacted])');

    const again = await storeMessage(db);
    outbox(smtp.url);
    await eventually('the email with the right password', async () => (await rowOf(db, again)).notify_status === 'sent');
    expect(smtp.received).toHaveLength(1);
  });

  it('never sends for spam, for an outbox that was off, or twice; a pending message moved to Spam or deleted sends none', async () => {
    const smtp = await sink();
    const spam = await storeMessage(db, { folder: 'spam', spam_reason: 'too-fast', notify_status: 'off', notify_next_at: null });
    const off = await storeMessage(db, { notify_status: 'off', notify_next_at: null });
    const sent = await storeMessage(db, { notify_status: 'sent', notify_attempts: 1, notify_next_at: null });
    const failed = await storeMessage(db, { notify_status: 'failed', notify_attempts: 1, notify_next_at: null, notify_error: '550 no' });
    const movedToSpam = await storeMessage(db, { folder: 'spam', spam_reason: 'owner' });
    const deleted = await storeMessage(db, { deleted_at: toDbDateTime(new Date()) });
    const wanted = await storeMessage(db, { name: 'Wanted' });
    const started = outbox(smtp.url);

    await eventually('the one email', async () => (await rowOf(db, wanted)).notify_status === 'sent');
    await eventually('the moved and deleted ones dropped', async () => (await rowOf(db, movedToSpam)).notify_status === 'off' && (await rowOf(db, deleted)).notify_status === 'off');
    await started.stop();
    expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual(['New message from Wanted — Enterprise Tech (Hiring)']);
    expect((await rowOf(db, spam)).notify_status).toBe('off');
    expect((await rowOf(db, off)).notify_status).toBe('off');
    expect((await rowOf(db, sent)).notify_status).toBe('sent');
    expect(await rowOf(db, failed)).toMatchObject({ notify_status: 'failed', notify_error: '550 no' });
  });

  it('resumes after a restart: an expired lease is taken over, a live one and a future retry are left alone', async () => {
    const smtp = await sink();
    const past = toDbDateTime(new Date(Date.now() - 60_000));
    const future = toDbDateTime(new Date(Date.now() + 3_600_000));
    const orphaned = await storeMessage(db, { name: 'Orphaned', notify_attempts: 1, notify_next_at: past, notify_locked_until: past });
    const leased = await storeMessage(db, { name: 'Leased', notify_locked_until: future });
    const later = await storeMessage(db, { name: 'Later', notify_attempts: 3, notify_next_at: future });
    const started = outbox(smtp.url);
    await eventually('the orphaned email', async () => (await rowOf(db, orphaned)).notify_status === 'sent');
    await started.idle();
    await started.stop();
    expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual(['New message from Orphaned — Enterprise Tech (Hiring)']);
    expect((await rowOf(db, orphaned)).notify_attempts).toBe(2);
    expect((await rowOf(db, leased)).notify_status).toBe('pending');
    expect((await rowOf(db, later)).notify_status).toBe('pending');
  });

  it('gives up ("failed") once the retries pass the window after the message arrived', async () => {
    const port = await closedPort();
    const id = await storeMessage(db, { received_at: toDbDateTime(new Date(Date.now() - 3 * 24 * 3_600_000)) });
    const started = outbox(`smtp://127.0.0.1:${port}`, { backoff: defaultBackoff });
    const failed = await eventually('giving up', async () => {
      const row = await rowOf(db, id);
      return row.notify_status === 'failed' && row;
    });
    await started.stop();
    expect(failed.notify_attempts).toBe(1);
    expect(failed.notify_error).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
  });

  it('wakeContactMail() sends a message just stored at once, without waiting for the poll', async () => {
    const smtp = await sink();
    const started = outbox(smtp.url, { pollMs: 3_600_000 });
    await started.idle();
    const id = await storeMessage(db);
    wakeContactMail();
    await eventually('the email', async () => (await rowOf(db, id)).notify_status === 'sent');
    expect(smtp.received).toHaveLength(1);
  });

  it('stop() waits for the email in flight and records it, then sends nothing more', async () => {
    const smtp = await sink();
    const held = smtp.holdNextMessage();
    const id = await storeMessage(db);
    const started = outbox(smtp.url);
    await held.arrived;

    let stopped = false;
    const stopping = started.stop().then(() => (stopped = true));
    // The server has the message and has not answered: stop() cannot have finished.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    held.release();
    await stopping;
    expect(smtp.received).toHaveLength(1);
    expect((await rowOf(db, id)).notify_status).toBe('sent');

    const after = await storeMessage(db);
    wakeContactMail();
    started.wake();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await rowOf(db, after)).notify_status).toBe('pending');
    expect(smtp.received).toHaveLength(1);
  });
});

describe('the email and its retries, without a server', () => {
  it('backs off from 30 s, doubling, capped at an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(defaultBackoff)).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000]);
  });

  it('treats 5xx replies as permanent (but 503), everything else as worth retrying', () => {
    expect([550, 554, 535, 503, 421, 451].map((responseCode) => isPermanentSmtpFailure({ responseCode }))).toEqual([true, true, true, false, false, false]);
    expect(isPermanentSmtpFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe(false);
  });

  it('writes the subject on one line, with the persona’s title and the subject when there are', () => {
    expect(notificationSubject({ name: 'Ada\r\nBcc: x@y.z', persona: 'fitness', subject: 'Coaching\n' })).toBe('New message from Ada Bcc: x@y.z — Fitness Coach (Coaching)');
    expect(notificationSubject({ name: 'Ada', persona: null, subject: null })).toBe('New message from Ada');
  });
});
