import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { NEWSLETTER_MESSAGES, PERSONA_IDS, PRIMARY_COLOURS, type NewsletterPreview, type NewsletterSend } from '@folio/contracts';
import type { AddressObject } from 'mailparser';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../src/app.js';
import type { Db } from '../src/db/knex.js';
import { createLoginLimiter } from '../src/modules/auth/login-limiter.js';
import { startNewsletterQueue, type NewsletterQueue } from '../src/modules/newsletter/send/send-queue.js';
import { TEST_SEND_FAILED } from '../src/modules/newsletter/send/sends.service.js';
import { addSubscriber } from './support/newsletter-subscribe.js';
import { closedPort, startSmtpSink, type ReceivedMail, type SmtpSink } from './support/smtp-sink.js';
import { ADMIN, createTestContext, engines, type Engine, type TestContext } from './support/test-context.js';

const SITE = 'https://jordan.example';
const OWNER = 'owner@jordan.example';
const SENDER = 'folio@jordan.example';
const silent = pino({ level: 'silent' });

type Agent = ReturnType<typeof request.agent>;

/** The app (its newsletter routes included), listening on loopback: the test send's SMTP timing needs a real server. */
async function appWithSends(t: TestContext): Promise<{ server: Server; admin: () => Promise<{ agent: Agent; csrf: string }> }> {
  const app = createApp({ config: t.config, db: t.db, logger: silent, limiter: createLoginLimiter(t.db, t.config.loginLimit, false), sessionKey: 'newsletter-session-key-0123456789' });
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    async admin() {
      const agent = request.agent(server);
      await agent.post('/api/auth/login').send(ADMIN).expect(200);
      const { body } = await agent.get('/api/csrf-token').expect(200);
      return { agent, csrf: body.token as string };
    },
  };
}

const count = async (query: ReturnType<Db>) => Number(((await query.count({ count: '*' }).first()) as { count: unknown } | undefined)?.count ?? 0);
const unfolded = (raw: string) => raw.replace(/\r?\n[ \t]+/g, ' ');
const header = (mail: ReceivedMail, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(unfolded(mail.raw))?.[1]?.trim() ?? null;
const toAddresses = (mail: ReceivedMail) =>
  (Array.isArray(mail.parsed.to) ? mail.parsed.to : mail.parsed.to ? [mail.parsed.to] : []).flatMap((group: AddressObject) => group.value.map((entry) => entry.address));

async function eventually<T>(what: string, check: () => Promise<T | false | null | undefined> | T | false | null | undefined, deadlineMs = 30_000): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(engines)('sending a post by email on %s', (engine) => {
  let sink: SmtpSink;
  let t: TestContext;
  let sends: Awaited<ReturnType<typeof appWithSends>>;
  let admin: { agent: Agent; csrf: string };
  let writer: { agent: Agent; csrf: string };
  let queue: NewsletterQueue | null = null;

  const post = (path: string) => admin.agent.post(path).set('x-csrf-token', admin.csrf);
  /** A post written through the console's API, as the owner writes one. */
  const newPost = async (fields: Record<string, unknown>) =>
    (
      await writer.agent
        .post('/api/admin/blog/posts')
        .set('x-csrf-token', writer.csrf)
        .send({ title: 'A post', slug: `post-${randomBytes(5).toString('hex')}`, content: 'Hello.', status: 'published', ...fields })
        .expect(201)
    ).body as { id: number; slug: string };

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestContext(engine, { SITE_URL: SITE, COOKIE_SECURE: 'false', SMTP_URL: sink.url, CONTACT_FROM: SENDER, CONTACT_NOTIFY_TO: OWNER });
    sends = await appWithSends(t);
    admin = await sends.admin();
    writer = await t.admin();
  });
  afterEach(async () => {
    await queue?.stop();
    queue = null;
    await t.db('newsletter_sends').delete();
    await t.db('newsletter_subscribers').delete();
    sink.received.length = 0;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => sends.server.close(() => resolve()));
    await t.close();
    await sink.close();
  });

  it('previews the email as subscribers get it: the post rendered, images and links absolute, the persona accent, all escaped', async () => {
    await addSubscriber(t.db, 'coach@example.com', ['fitness']);
    await addSubscriber(t.db, 'cto@example.com', ['enterprise']);
    const fitness = await newPost({
      title: 'Squats <b>& deadlifts</b>',
      tagType: 'fitness',
      content: [
        '## Warm up',
        '',
        '![A barbell](/media/barbell.png) and [the plan](/fitness) or [a friend](https://example.org/x).',
        '',
        '| Set | Reps |',
        '|-----|------|',
        '| 1   | 5    |',
        '',
        '<script>alert(1)</script>',
        '',
        '[bad](javascript:alert(1))',
      ].join('\n'),
    });

    const { body } = (await admin.agent.get(`/api/admin/newsletter/posts/${fitness.id}/preview`).expect(200)) as { body: NewsletterPreview };
    expect(body.subject).toBe('Squats <b>& deadlifts</b>');
    expect(body.recipients).toBe(1);
    expect(body.alreadySent).toBeNull();
    expect(body.html).toContain('src="https://jordan.example/media/barbell.png"');
    expect(body.html).toContain('alt="A barbell"');
    expect(body.html).toContain('href="https://jordan.example/fitness"');
    expect(body.html).toContain('href="https://example.org/x"');
    expect(body.html).toContain(PRIMARY_COLOURS.fitness);
    expect(body.html).not.toContain(PRIMARY_COLOURS.enterprise);
    expect(body.html).toContain('<table');
    expect(body.html).toContain('Squats &lt;b&gt;&amp; deadlifts&lt;/b&gt;');
    expect(body.html).not.toMatch(/<script|javascript:|<b>/i);
    expect(body.html).toContain(`href="${SITE}/blog/${fitness.slug}"`);
    expect(body.html).toContain('Read it on the site');
    expect(body.html).toContain('You get this email because you follow Fitness Coach on jordan.example.');
    expect(body.html).toMatch(/href="https:\/\/jordan\.example\/api\/newsletter\/unsubscribe\/[^"]+"[^>]*>Unsubscribe</);
    // No tracking pixel, no rewritten link: every image is the post's own.
    expect(body.html.match(/<img /g)).toHaveLength(1);
    expect(body.html).not.toContain('<link');

    expect(body.text).toContain('Squats <b>& deadlifts</b>');
    expect(body.text).toContain('Warm up');
    expect(body.text).toContain('https://jordan.example/media/barbell.png');
    expect(body.text).toContain('the plan (https://jordan.example/fitness)');
    expect(body.text).toContain('1 | 5');
    expect(body.text).toContain(`Read it on the site: ${SITE}/blog/${fitness.slug}`);
    expect(body.text).toMatch(/Unsubscribe: https:\/\/jordan\.example\/api\/newsletter\/unsubscribe\//);
  });

  it('sends a test to the owner alone, at once', async () => {
    await addSubscriber(t.db, 'cto@example.com', ['enterprise']);
    const enterprise = await newPost({ title: 'Retry budgets', tagType: 'enterprise' });
    const { body } = await post(`/api/admin/newsletter/posts/${enterprise.id}/test`).expect(202);
    expect(body).toEqual({ sentTo: OWNER });
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.rcptTo).toEqual([OWNER]);
    expect(sink.received[0]!.parsed.subject).toBe('Retry budgets');
    expect(sink.received[0]!.parsed.html).toContain(PRIMARY_COLOURS.enterprise);
    // Nothing queued: a test is no send.
    expect((await admin.agent.get('/api/admin/newsletter/sends').expect(200)).body).toEqual([]);
  });

  it('sends a post to the confirmed subscribers of its personas only, each with their own unsubscribe headers', async () => {
    const cto = await addSubscriber(t.db, 'cto@example.com', ['enterprise']);
    const both = await addSubscriber(t.db, 'both@example.com', ['enterprise', 'fitness']);
    await addSubscriber(t.db, 'coach@example.com', ['fitness']);
    await addSubscriber(t.db, 'pending@example.com', ['enterprise'], 'pending');
    await addSubscriber(t.db, 'gone@example.com', ['enterprise'], 'unsubscribed');
    await addSubscriber(t.db, 'bounced@example.com', ['enterprise'], 'suppressed');
    // Linked to the Enterprise persona (tag type All): the link decides.
    const enterprise = await newPost({ title: 'Retry budgets', tagType: null, personaIds: [PERSONA_IDS.enterprise] });

    const created = (await post(`/api/admin/newsletter/posts/${enterprise.id}/send`).expect(201)).body as NewsletterSend;
    expect(created).toMatchObject({ postId: enterprise.id, postTitle: 'Retry budgets', subject: 'Retry budgets', personas: ['enterprise'], status: 'sending' });
    expect(created.counts).toEqual({ queued: 2, sent: 0, failed: 0, suppressed: 0 });

    queue = startNewsletterQueue(t.config, t.db, silent, { ratePerMinute: 0, pollMs: 100 });
    const done = await eventually('the send to finish', async () => {
      const { body } = await admin.agent.get(`/api/admin/newsletter/sends/${created.id}`).expect(200);
      return body.status === 'done' && (body as NewsletterSend);
    });
    expect(done.counts).toEqual({ queued: 0, sent: 2, failed: 0, suppressed: 0 });
    expect(done.finishedAt).not.toBeNull();

    expect(sink.received.flatMap((mail) => mail.rcptTo).sort()).toEqual(['both@example.com', 'cto@example.com']);
    const keys = new Map(
      ((await t.db('newsletter_subscribers').whereIn('id', [cto, both]).select('id', 'email', 'unsubscribe_key')) as Array<{ id: number; email: string; unsubscribe_key: string }>).map(
        (row) => [row.email, `${Number(row.id)}.${row.unsubscribe_key}`],
      ),
    );
    for (const mail of sink.received) {
      const to = mail.rcptTo[0]!;
      expect(toAddresses(mail)).toEqual([to]);
      expect(mail.mailFrom).toBe(SENDER);
      const link = `${SITE}/api/newsletter/unsubscribe/${encodeURIComponent(keys.get(to)!)}`;
      expect(header(mail, 'List-Unsubscribe')).toBe(`<${link}>, <mailto:${SENDER}?subject=unsubscribe>`);
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(header(mail, 'Message-ID')).toMatch(new RegExp(`^<newsletter-${created.id}-\\d+@jordan\\.example>$`));
      expect(mail.parsed.subject).toBe('Retry budgets');
      // Their own link in their copy, no one else's.
      expect(mail.parsed.html).toContain(`href="${link}"`);
      expect(mail.parsed.text).toContain(`Unsubscribe: ${link}`);
      for (const [other, token] of keys) if (other !== to) expect(mail.raw).not.toContain(token);
    }
    const bothCopy = sink.received.find((mail) => mail.rcptTo[0] === 'both@example.com')!;
    expect(bothCopy.parsed.text).toContain('You get this email because you follow Enterprise Tech on jordan.example.');
  });

  it('sends a post for no persona to every confirmed subscriber', async () => {
    await addSubscriber(t.db, 'cto@example.com', ['enterprise']);
    await addSubscriber(t.db, 'coach@example.com', ['fitness']);
    await addSubscriber(t.db, 'owner-of-shop@example.com', ['business']);
    await addSubscriber(t.db, 'pending@example.com', ['fitness'], 'pending');
    const forAll = await newPost({ title: 'For everyone', tagType: null });

    const created = (await post(`/api/admin/newsletter/posts/${forAll.id}/send`).expect(201)).body as NewsletterSend;
    expect(created.personas).toEqual([]);
    expect(created.counts.queued).toBe(3);
    queue = startNewsletterQueue(t.config, t.db, silent, { ratePerMinute: 0, pollMs: 100 });
    await eventually('three emails', () => sink.received.length >= 3);
    await queue!.idle();
    expect(sink.received.flatMap((mail) => mail.rcptTo).sort()).toEqual(['coach@example.com', 'cto@example.com', 'owner-of-shop@example.com']);
    const coach = sink.received.find((mail) => mail.rcptTo[0] === 'coach@example.com')!;
    expect(coach.parsed.text).toContain('You get this email because you follow Fitness Coach on jordan.example.');
  });

  it('an Enterprise post does not reach a Fitness-only subscriber, and with no one to reach it is refused and nothing is kept', async () => {
    await addSubscriber(t.db, 'coach@example.com', ['fitness']);
    const enterprise = await newPost({ tagType: 'enterprise' });
    const { body } = await post(`/api/admin/newsletter/posts/${enterprise.id}/send`).expect(400);
    expect(body.message).toBe(NEWSLETTER_MESSAGES.noRecipients);
    expect(await count(t.db('newsletter_sends'))).toBe(0);
    expect(await count(t.db('newsletter_recipients'))).toBe(0);
    // Refused, not spent: once someone follows Enterprise the post can go.
    await addSubscriber(t.db, 'cto@example.com', ['enterprise']);
    await post(`/api/admin/newsletter/posts/${enterprise.id}/send`).expect(201);
  });

  it('sends a post once: a second send is refused with the reason, also when two arrive at once', async () => {
    await addSubscriber(t.db, 'cto@example.com', ['enterprise']);
    const first = await newPost({ tagType: 'enterprise' });
    await post(`/api/admin/newsletter/posts/${first.id}/send`).expect(201);
    const again = await post(`/api/admin/newsletter/posts/${first.id}/send`).expect(409);
    expect(again.body.message).toBe(NEWSLETTER_MESSAGES.alreadySent);
    const preview = (await admin.agent.get(`/api/admin/newsletter/posts/${first.id}/preview`).expect(200)).body as NewsletterPreview;
    expect(preview.alreadySent?.postId).toBe(first.id);

    const second = await newPost({ tagType: 'enterprise' });
    const answers = await Promise.all([post(`/api/admin/newsletter/posts/${second.id}/send`), post(`/api/admin/newsletter/posts/${second.id}/send`)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(NEWSLETTER_MESSAGES.alreadySent);
    expect(await count(t.db('newsletter_recipients').join('newsletter_sends', 'newsletter_sends.id', 'newsletter_recipients.send_id').where('newsletter_sends.post_id', second.id))).toBe(1);

    const list = (await admin.agent.get('/api/admin/newsletter/sends').expect(200)).body as NewsletterSend[];
    expect(list.map((send) => send.postId)).toEqual([second.id, first.id]);
  });

  it('refuses a draft and a scheduled post, an unknown post or send, and callers without a session or CSRF token', async () => {
    await addSubscriber(t.db, 'cto@example.com', ['enterprise']);
    const draft = await newPost({ tagType: 'enterprise', status: 'draft' });
    const scheduled = await newPost({ tagType: 'enterprise', publishedAt: new Date(Date.now() + 86_400_000).toISOString() });
    for (const id of [draft.id, scheduled.id]) {
      const { body } = await post(`/api/admin/newsletter/posts/${id}/send`).expect(400);
      expect(body.message).toBe(NEWSLETTER_MESSAGES.notPublished);
    }
    await post('/api/admin/newsletter/posts/999999/send').expect(404);
    await admin.agent.get('/api/admin/newsletter/posts/999999/preview').expect(404);
    await admin.agent.get('/api/admin/newsletter/sends/999999').expect(404);
    await admin.agent.get('/api/admin/newsletter/sends/abc').expect(404);

    const published = await newPost({ tagType: 'enterprise' });
    const visitor = request.agent(sends.server);
    await visitor.get('/api/admin/newsletter/sends').expect(401);
    await visitor.get(`/api/admin/newsletter/posts/${published.id}/preview`).expect(401);
    await visitor.post(`/api/admin/newsletter/posts/${published.id}/send`).expect(401);
    await admin.agent.post(`/api/admin/newsletter/posts/${published.id}/send`).expect(403);
    await admin.agent.post(`/api/admin/newsletter/posts/${published.id}/test`).expect(403);
    expect(await count(t.db('newsletter_sends'))).toBe(0);
    expect(sink.received).toHaveLength(0);
  });
});

describe.each(engines)('sending by email without SMTP_URL on %s', (engine) => {
  let t: TestContext;
  let sends: Awaited<ReturnType<typeof appWithSends>>;

  beforeAll(async () => {
    t = await createTestContext(engine, { SITE_URL: SITE, COOKIE_SECURE: 'false' });
    sends = await appWithSends(t);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => sends.server.close(() => resolve()));
    await t.close();
  });

  it('answers 503 with the reason to a send and a test, still previews, and runs no queue', async () => {
    const admin = await sends.admin();
    const writer = await t.admin();
    const created = (
      await writer.agent.post('/api/admin/blog/posts').set('x-csrf-token', writer.csrf).send({ title: 'Off', slug: 'off-post', content: 'Hi', status: 'published', tagType: 'business' }).expect(201)
    ).body as { id: number };
    await addSubscriber(t.db, 'shop@example.com', ['business']);
    for (const path of ['send', 'test']) {
      const { body } = await admin.agent.post(`/api/admin/newsletter/posts/${created.id}/${path}`).set('x-csrf-token', admin.csrf).expect(503);
      expect(body.message).toBe(NEWSLETTER_MESSAGES.mailOff);
    }
    const preview = (await admin.agent.get(`/api/admin/newsletter/posts/${created.id}/preview`).expect(200)).body as NewsletterPreview;
    expect(preview.recipients).toBe(1);
    expect(preview.html).toContain(PRIMARY_COLOURS.business);
    expect(startNewsletterQueue(t.config, t.db, silent)).toBeNull();
  });
});

/**
 * The app with its sends on `engine`, for a block whose servers are away: `env()` names them (a closed
 * port). Set up before the block's tests and closed after them.
 */
function sendsWith(engine: Engine, env: () => Promise<Record<string, string>>) {
  const ready = {} as { t: TestContext; sends: Awaited<ReturnType<typeof appWithSends>> };
  beforeAll(async () => {
    ready.t = await createTestContext(engine, { SITE_URL: SITE, COOKIE_SECURE: 'false', CONTACT_FROM: SENDER, CONTACT_NOTIFY_TO: OWNER, ...(await env()) });
    ready.sends = await appWithSends(ready.t);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => ready.sends.server.close(() => resolve()));
    await ready.t.close();
  });
  return ready;
}

/** A published post, written as the owner writes one. */
async function publishedPost(t: TestContext, title: string, slug: string): Promise<{ id: number }> {
  const writer = await t.admin();
  return (await writer.agent.post('/api/admin/blog/posts').set('x-csrf-token', writer.csrf).send({ title, slug, content: 'Hi', status: 'published' }).expect(201)).body as { id: number };
}

describe.each(engines)('a test send while the SMTP server is away on %s', (engine) => {
  const ready = sendsWith(engine, async () => ({ SMTP_URL: `smtp://mailer:s3cret-pass@127.0.0.1:${await closedPort()}` }));

  it('answers 502 saying the email did not go, without the SMTP password', async () => {
    const admin = await ready.sends.admin();
    const created = await publishedPost(ready.t, 'Away', 'away-post');
    const { body } = await admin.agent.post(`/api/admin/newsletter/posts/${created.id}/test`).set('x-csrf-token', admin.csrf).expect(502);
    expect(body.message).toContain(TEST_SEND_FAILED);
    expect(body.message).not.toContain('s3cret-pass');
  });
});

describe.each(engines)('sending while the rendering server is away on %s', (engine) => {
  const ready = sendsWith(engine, async () => ({ RENDERER_URL: `http://127.0.0.1:${await closedPort()}`, SMTP_URL: 'smtp://127.0.0.1:2525' }));

  it('answers 503 saying why to the preview, the test and the send, and keeps and queues nothing', async () => {
    const { t, sends } = ready;
    const admin = await sends.admin();
    const created = await publishedPost(t, 'Unrendered', 'unrendered-post');
    await addSubscriber(t.db, 'reader@example.com', ['business']);
    const preview = await admin.agent.get(`/api/admin/newsletter/posts/${created.id}/preview`).expect(503);
    expect(preview.body.message).toBe(NEWSLETTER_MESSAGES.rendererDown);
    expect(preview.headers['retry-after']).toBe('5');
    for (const path of ['test', 'send']) {
      const { body } = await admin.agent.post(`/api/admin/newsletter/posts/${created.id}/${path}`).set('x-csrf-token', admin.csrf).expect(503);
      expect(body.message).toBe(NEWSLETTER_MESSAGES.rendererDown);
    }
    expect(await count(t.db('newsletter_sends'))).toBe(0);
    expect(await count(t.db('newsletter_recipients'))).toBe(0);
  });
});
