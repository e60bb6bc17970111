import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { NewsletterSend, TagType } from '@folio/contracts';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { toDbDateTime } from '../src/db/dates.js';
import { createDb, type Db } from '../src/db/knex.js';
import type { MailTransport } from '../src/modules/messages/mail/smtp-transport.js';
import { createNewsletterTransport } from '../src/modules/newsletter/send/newsletter-transport.js';
import { YIELD_MAX_MS, startNewsletterQueue, type NewsletterQueue, type SendQueueOptions } from '../src/modules/newsletter/send/send-queue.js';
import { sendsService } from '../src/modules/newsletter/send/sends.service.js';
import { addSubscriber } from './support/newsletter-subscribe.js';
import { closedPort, startSmtpSink, type SmtpSink } from './support/smtp-sink.js';
import { createTestContext, engines, type TestContext } from './support/test-context.js';

const SITE = 'https://jordan.example';
const OWNER = 'owner@jordan.example';
const SENDER = 'folio@jordan.example';
const silent = pino({ level: 'silent' });

type RecipientRow = { email: string; status: string; attempts: number; error: string | null; sent_at: unknown };

async function recipientsOf(db: Db, sendId: number): Promise<Map<string, RecipientRow>> {
  const rows = (await db('newsletter_recipients as r')
    .join('newsletter_subscribers as s', 's.id', 'r.subscriber_id')
    .where('r.send_id', sendId)
    .select('s.email', 'r.status', 'r.attempts', 'r.error', 'r.sent_at')) as RecipientRow[];
  return new Map(rows.map((row) => [row.email, { ...row, attempts: Number(row.attempts) }]));
}

async function eventually<T>(what: string, check: () => Promise<T | false | null | undefined> | T | false | null | undefined, deadlineMs = 30_000): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Each address with how many copies it got: 'exactly once' is every count 1. */
const tally = (addresses: string[]) => addresses.reduce((counts, address) => counts.set(address, (counts.get(address) ?? 0) + 1), new Map<string, number>());

/**
 * A real SMTP server (smtp-server) that answers each RCPT TO as `answer` says: null accepts, a code
 * refuses (550 for good, 451 for now). `attempt` counts the RCPTs of that address so far, from 1.
 */
async function startPickySink(answer: (address: string, attempt: number) => { code: number; message: string } | null) {
  const delivered: string[] = [];
  const attempts = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      const attempt = (attempts.get(address.address) ?? 0) + 1;
      attempts.set(address.address, attempt);
      const refusal = answer(address.address, attempt);
      if (refusal) return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      callback();
    },
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    delivered,
    attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(engines)('the newsletter queue on %s', (engine) => {
  let sink: SmtpSink;
  let t: TestContext;
  let writer: { agent: ReturnType<TestContext['client']>; csrf: string };
  const queues: NewsletterQueue[] = [];
  const extraDbs: Db[] = [];

  const start = (overrides: Partial<SendQueueOptions> = {}, db: Db = t.db) => {
    const queue = startNewsletterQueue(t.config, db, silent, { ratePerMinute: 0, pollMs: 100, ...overrides })!;
    queues.push(queue);
    return queue;
  };
  /** A second connection pool to the same database: another API process, as far as the queue can tell. */
  const anotherProcess = () => {
    const db = createDb(t.config.database);
    extraDbs.push(db);
    return db;
  };
  /** A published post for these personas (none: for everyone), sent: its send as the console gets it. */
  const sendPost = async (tagType: TagType | null): Promise<NewsletterSend> => {
    const post = (
      await writer.agent
        .post('/api/admin/blog/posts')
        .set('x-csrf-token', writer.csrf)
        .send({ title: 'Retry budgets', slug: `post-${randomBytes(5).toString('hex')}`, content: 'Hello **there**.', status: 'published', tagType })
        .expect(201)
    ).body as { id: number };
    return sendsService.send(t.db, t.config, post.id);
  };
  const progress = async (sendId: number) => (await sendsService.get(t.db, sendId))!;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestContext(engine, { SITE_URL: SITE, COOKIE_SECURE: 'false', SMTP_URL: sink.url, CONTACT_FROM: SENDER, CONTACT_NOTIFY_TO: OWNER });
    writer = await t.admin();
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
    await Promise.all(extraDbs.splice(0).map((db) => db.destroy()));
    await t.db('newsletter_sends').delete();
    await t.db('newsletter_subscribers').delete();
    sink.received.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('suppresses an address the server refuses for good (550), and the others get theirs', async () => {
    const picky = await startPickySink((address) => (address === 'bounce@example.com' ? { code: 550, message: 'No such user here' } : null));
    try {
      await addSubscriber(t.db, 'cto@example.com', ['enterprise']);
      const bounce = await addSubscriber(t.db, 'bounce@example.com', ['enterprise', 'fitness']);
      await addSubscriber(t.db, 'cio@example.com', ['enterprise']);
      await addSubscriber(t.db, 'coach@example.com', ['fitness']);
      const enterprise = await sendPost('enterprise');
      // A second send already queued for the same address: it must not be tried again either.
      const fitness = await sendPost('fitness');

      // One at a time, so that the second send's row for the address is still waiting when the first is refused.
      start({ mail: { smtpUrl: picky.url, from: SENDER }, concurrency: 1 });
      await eventually('both sends to finish', async () => (await progress(enterprise.id)).status === 'done' && (await progress(fitness.id)).status === 'done');

      expect(tally(picky.delivered)).toEqual(
        new Map([
          ['cto@example.com', 1],
          ['cio@example.com', 1],
          ['coach@example.com', 1],
        ]),
      );
      expect(picky.attempts.get('bounce@example.com')).toBe(1);
      const rows = await recipientsOf(t.db, enterprise.id);
      expect(rows.get('bounce@example.com')).toMatchObject({ status: 'suppressed' });
      expect(rows.get('bounce@example.com')!.error).toContain('550');
      expect((await recipientsOf(t.db, fitness.id)).get('bounce@example.com')).toMatchObject({ status: 'suppressed' });
      const subscriber = await t.db('newsletter_subscribers').where({ id: bounce }).first('status', 'suppressed_reason');
      expect(subscriber.status).toBe('suppressed');
      expect(subscriber.suppressed_reason).toContain('No such user here');
      expect((await progress(enterprise.id)).counts).toEqual({ queued: 0, sent: 2, failed: 0, suppressed: 1 });
      expect((await progress(fitness.id)).counts).toEqual({ queued: 0, sent: 1, failed: 0, suppressed: 1 });
    } finally {
      await picky.close();
    }
  });

  it('tries again after a temporary refusal (451), and gives up once the send is too old', async () => {
    const picky = await startPickySink((address, attempt) =>
      (address === 'slow@example.com' && attempt < 3) || address === 'never@example.com' ? { code: 451, message: 'Try again later' } : null,
    );
    try {
      await addSubscriber(t.db, 'slow@example.com', ['business']);
      await addSubscriber(t.db, 'shop@example.com', ['business']);
      const send = await sendPost('business');
      start({ mail: { smtpUrl: picky.url, from: SENDER }, backoff: () => 20 });
      await eventually('the send to finish', async () => (await progress(send.id)).status === 'done');
      const rows = await recipientsOf(t.db, send.id);
      expect(rows.get('slow@example.com')).toMatchObject({ status: 'sent', attempts: 3, error: null });
      expect(rows.get('shop@example.com')).toMatchObject({ status: 'sent', attempts: 1 });
      expect(tally(picky.delivered)).toEqual(new Map([['shop@example.com', 1], ['slow@example.com', 1]]));
      // A 4xx never suppresses.
      expect((await t.db('newsletter_subscribers').where({ email: 'slow@example.com' }).first('status')).status).toBe('confirmed');

      await addSubscriber(t.db, 'never@example.com', ['fitness']);
      const late = await sendPost('fitness');
      start({ mail: { smtpUrl: picky.url, from: SENDER }, backoff: () => 20, giveUpAfterMs: 0 });
      await eventually('the late send to finish', async () => (await progress(late.id)).status === 'done');
      expect((await recipientsOf(t.db, late.id)).get('never@example.com')).toMatchObject({ status: 'failed', attempts: 1 });
      expect((await progress(late.id)).counts).toEqual({ queued: 0, sent: 0, failed: 1, suppressed: 0 });
    } finally {
      await picky.close();
    }
  });

  it('leaves the rows queued while the SMTP server is down, and sends each once when it is back', async () => {
    const port = await closedPort();
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) await addSubscriber(t.db, email, ['enterprise']);
    const send = await sendPost('enterprise');
    start({ mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: SENDER }, backoff: () => 50 });

    const failing = await eventually('every row to have failed once', async () => {
      const rows = [...(await recipientsOf(t.db, send.id)).values()];
      return rows.every((row) => row.attempts >= 1) && rows;
    });
    expect(failing.every((row) => row.status === 'queued' && row.error !== null)).toBe(true);
    expect((await progress(send.id)).status).toBe('sending');

    const back = await startSmtpSink({ port });
    try {
      await eventually('the send to finish', async () => (await progress(send.id)).status === 'done');
      expect(tally(back.received.flatMap((mail) => mail.rcptTo))).toEqual(
        new Map([
          ['a@example.com', 1],
          ['b@example.com', 1],
          ['c@example.com', 1],
        ]),
      );
      expect((await progress(send.id)).counts).toEqual({ queued: 0, sent: 3, failed: 0, suppressed: 0 });
    } finally {
      await Promise.all(queues.splice(0).map((queue) => queue.stop()));
      await back.close();
    }
  });

  it('sends nothing to a subscriber who left after the send was made', async () => {
    await addSubscriber(t.db, 'stays@example.com', ['fitness']);
    const leaves = await addSubscriber(t.db, 'leaves@example.com', ['fitness']);
    const send = await sendPost('fitness');
    await t.db('newsletter_subscribers').where({ id: leaves }).update({ status: 'unsubscribed', unsubscribed_at: toDbDateTime(new Date()) });

    start();
    await eventually('the send to finish', async () => (await progress(send.id)).status === 'done');
    expect(sink.received.flatMap((mail) => mail.rcptTo)).toEqual(['stays@example.com']);
    expect((await recipientsOf(t.db, send.id)).get('leaves@example.com')).toMatchObject({ status: 'suppressed', error: 'unsubscribed' });
    expect((await progress(send.id)).counts).toEqual({ queued: 0, sent: 1, failed: 0, suppressed: 1 });
  });

  it('gives way while the process answers requests, and sends anyway after a quarter of a second', async () => {
    await addSubscriber(t.db, 'patient@example.com', ['fitness']);
    const send = await sendPost('fitness');
    let answering = true;
    start({ busy: () => answering });
    await new Promise((resolve) => setTimeout(resolve, YIELD_MAX_MS / 2));
    expect(sink.received).toHaveLength(0);
    answering = false;
    await eventually('the send to finish', async () => (await progress(send.id)).status === 'done');
    expect(sink.received.flatMap((mail) => mail.rcptTo)).toEqual(['patient@example.com']);

    // A process that never stops answering still sends: each message waits at most YIELD_MAX_MS.
    await addSubscriber(t.db, 'busy-site@example.com', ['business']);
    const second = await sendPost('business');
    start({ busy: () => true });
    await eventually('the second send to finish', async () => (await progress(second.id)).status === 'done', 5_000);
  });

  it('two processes on one database send each recipient exactly once', async () => {
    const emails = Array.from({ length: 40 }, (_, index) => `reader${index}@example.com`);
    for (const email of emails) await addSubscriber(t.db, email, ['business']);
    const send = await sendPost(null);

    start({ concurrency: 4 });
    start({ concurrency: 4 }, anotherProcess());
    await eventually('the send to finish', async () => (await progress(send.id)).status === 'done');
    const counts = tally(sink.received.flatMap((mail) => mail.rcptTo));
    expect([...counts.keys()].sort()).toEqual([...emails].sort());
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect((await progress(send.id)).counts).toEqual({ queued: 0, sent: 40, failed: 0, suppressed: 0 });
  });

  it('resumes after a process dies mid-send: every recipient once, no gap, the counts following', async () => {
    const emails = Array.from({ length: 12 }, (_, index) => `member${index}@example.com`);
    for (const email of emails) await addSubscriber(t.db, email, ['enterprise']);
    const send = await sendPost('enterprise');

    // The first process sends four messages, then hangs in its next sends for good: it died there.
    const real = createNewsletterTransport(sink.url, 0);
    let passed = 0;
    const hung: Array<(error: Error) => void> = [];
    const dying: MailTransport = {
      send: (mail) => (passed++ < 4 ? real.send(mail) : new Promise<void>((_resolve, reject) => hung.push(reject))),
      close: () => real.close(),
    };
    const first = start({ transport: dying, concurrency: 3, leaseMs: 1_000 });
    await eventually('the first process to hang', () => hung.length === 3);
    await eventually('its four messages to be recorded', async () => (await progress(send.id)).counts.sent === 4);
    expect((await progress(send.id)).counts).toEqual({ queued: 8, sent: 4, failed: 0, suppressed: 0 });

    // Another process takes over: what the dead one never claimed at once, what it held once its leases end.
    start({}, anotherProcess());
    await eventually('the send to finish', async () => (await progress(send.id)).status === 'done');
    const counts = tally(sink.received.flatMap((mail) => mail.rcptTo));
    expect([...counts.keys()].sort()).toEqual([...emails].sort());
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect((await progress(send.id)).counts).toEqual({ queued: 0, sent: 12, failed: 0, suppressed: 0 });

    // The dead process's late word changes nothing: its leases are gone.
    for (const reject of hung) reject(Object.assign(new Error('connection lost'), { code: 'ECONNECTION' }));
    await first.stop();
    expect((await progress(send.id)).counts).toEqual({ queued: 0, sent: 12, failed: 0, suppressed: 0 });
  });

  it('stops gracefully mid-send: the message in flight is recorded, the next process sends the rest', async () => {
    const emails = Array.from({ length: 6 }, (_, index) => `calm${index}@example.com`);
    for (const email of emails) await addSubscriber(t.db, email, ['fitness']);
    const send = await sendPost('fitness');

    const held = sink.holdNextMessage();
    const first = start({ concurrency: 1 });
    await held.arrived;
    const stopping = first.stop();
    held.release();
    await stopping;
    const afterStop = (await progress(send.id)).counts;
    expect(afterStop.sent).toBeGreaterThanOrEqual(1);
    expect(afterStop.sent + afterStop.queued).toBe(6);

    start({}, anotherProcess());
    await eventually('the send to finish', async () => (await progress(send.id)).status === 'done');
    const counts = tally(sink.received.flatMap((mail) => mail.rcptTo));
    expect([...counts.keys()].sort()).toEqual([...emails].sort());
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  });
});
