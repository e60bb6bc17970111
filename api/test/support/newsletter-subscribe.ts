/** Helpers of the newsletter's subscribe suites: a context whose mail goes to a real SMTP server, forms, links from the emails. */
import { randomBytes } from 'node:crypto';
import type { TagType } from '@folio/contracts';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import { toDbDateTime } from '../../src/db/dates.js';
import type { Db } from '../../src/db/knex.js';
import { createLoginLimiter } from '../../src/modules/auth/login-limiter.js';
import { contactKey } from '../../src/modules/messages/contact-key.js';
import { signFormToken } from '../../src/modules/messages/form-token.js';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './smtp-sink.js';
import { createTestContext, type Engine, type TestContext } from './test-context.js';

export const SITE = 'https://jordan.example';
export const SENDER = 'folio@jordan.example';

export type MailContext = { t: TestContext; sink: SmtpSink; close(): Promise<void> };

/** A seeded context whose mail goes to a fresh SMTP sink; the apps trust X-Forwarded-For. */
export async function mailContext(engine: Engine, env: Record<string, string> = {}): Promise<MailContext> {
  const sink = await startSmtpSink();
  const t = await createTestContext(engine, {
    SMTP_URL: sink.url,
    CONTACT_FROM: SENDER,
    CONTACT_NOTIFY_TO: 'owner@jordan.example',
    SITE_URL: SITE,
    TRUST_PROXY: 'true',
    ...env,
  });
  keys.set(t, await contactKey(t.db));
  return {
    t,
    sink,
    async close() {
      await t.close();
      await sink.close();
    },
  };
}

/** Another app on the context's database with other settings (the counters are the database's, shared). */
export function appWith(t: TestContext, change: (config: Config) => Config) {
  const app = createApp({
    config: change(t.config),
    db: t.db,
    logger: pino({ level: 'silent' }),
    limiter: createLoginLimiter(t.db, t.config.loginLimit, false),
    sessionKey: 'test-session-key-0123456789abcdef',
  });
  return request(app.callback());
}

const keys = new WeakMap<TestContext, Buffer>();
/** A token of this site for a form made `ageMs` ago. */
export const formToken = (t: TestContext, ageMs = 60_000) => signFormToken(keys.get(t)!, Date.now() - ageMs);

let addresses = 0;
/** A client address no other test has used. */
export const freshAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};
let emails = 0;
/** An address no other test has used. */
export const freshEmail = (name = 'reader') => {
  emails += 1;
  return `${name}${emails}.${Date.now()}@example.com`;
};

type Agent = ReturnType<typeof request.agent> | ReturnType<typeof request>;

/** POST /api/newsletter/subscriptions from `address`, with a genuine form token unless the body says otherwise. */
export function subscribe(t: TestContext, body: Record<string, unknown>, address = freshAddress(), agent: Agent = t.client()) {
  const full = { personas: ['enterprise'], page: '/blog/a-post', formToken: formToken(t), ...body };
  return agent.post('/api/newsletter/subscriptions').set('X-Forwarded-For', address).send(full);
}

/** Polls until `check` answers something truthy; nothing here is timed, so the deadline is generous. */
export async function eventually<T>(what: string, check: () => T | false | null | undefined | Promise<T | false | null | undefined>, deadlineMs = 20_000): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const mailsTo = (sink: SmtpSink, email: string): ReceivedMail[] => sink.received.filter((mail) => mail.rcptTo.includes(email));

/** The `count`-th email sent to `email` (1-based), once it has arrived. */
export const mailTo = (sink: SmtpSink, email: string, count = 1) => eventually(`email ${count} to ${email}`, () => mailsTo(sink, email)[count - 1]);

/** Waits long enough for an email that should not come to have come (the sends run right after the answer). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

/** The confirmation token of the link in an email's text. */
export function confirmationTokenOf(mail: ReceivedMail): string {
  const match = /\/subscribe\/confirm\/([\w-]+)/.exec(mail.parsed.text ?? '');
  if (!match) throw new Error(`no confirmation link in: ${mail.parsed.text}`);
  return match[1]!;
}

export const subscriberRow = (t: TestContext, email: string) => t.db('newsletter_subscribers').where({ email }).first() as Promise<Record<string, unknown> & { id: number; status: string; unsubscribe_key: string } | undefined>;
export const consentRows = async (t: TestContext, email: string) => {
  const subscriber = await subscriberRow(t, email);
  return subscriber ? ((await t.db('newsletter_consents').where({ subscriber_id: subscriber.id }).orderBy('id')) as Array<Record<string, unknown>>) : [];
};
export const personasOf = async (t: TestContext, email: string) => {
  const subscriber = await subscriberRow(t, email);
  return ((await t.db('newsletter_subscriber_personas').where({ subscriber_id: subscriber!.id }).orderBy('persona').pluck('persona')) as string[]);
};
/** The unsubscribe token of an address, as its emails carry it. */
export const unsubscribeTokenOf = async (t: TestContext, email: string) => {
  const subscriber = await subscriberRow(t, email);
  return `${subscriber!.id}.${subscriber!.unsubscribe_key}`;
};

/** Subscribes, confirms from the email, and answers the confirmed address. */
export async function confirmedSubscriber(ctx: MailContext, personas: string[] = ['enterprise'], email = freshEmail()): Promise<string> {
  const before = mailsTo(ctx.sink, email).length;
  await subscribe(ctx.t, { email, personas }).expect(202);
  const mail = await mailTo(ctx.sink, email, before + 1);
  await ctx.t.client().post('/api/newsletter/confirmations').send({ token: confirmationTokenOf(mail) }).expect(200);
  return email;
}

/** Lets the address be sent a confirmation again at once (its 10-minute window is a database counter). */
export const resetEmailWindows = (t: TestContext) => t.db('login_limits').where('key', 'like', 'newsletter_email:%').delete();
export const resetSiteDay = (t: TestContext) => t.db('login_limits').where('key', 'like', 'newsletter_site:%').delete();

export const dbTime = (ms: number) => toDbDateTime(new Date(ms));

/** A subscriber as the subscribe side stores one, written straight into the tables (the sending suites are about sending). */
export async function addSubscriber(db: Db, email: string, personas: TagType[], status = 'confirmed'): Promise<number> {
  const now = toDbDateTime(new Date());
  const [id] = await db('newsletter_subscribers').insert({
    email,
    status,
    unsubscribe_key: randomBytes(16).toString('base64url'),
    created_at: now,
    updated_at: now,
    confirmed_at: status === 'confirmed' ? now : null,
  });
  if (personas.length > 0) await db('newsletter_subscriber_personas').insert(personas.map((persona) => ({ subscriber_id: Number(id), persona })));
  return Number(id);
}
