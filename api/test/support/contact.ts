/** Helpers of the contact form's suites: form tokens of any age, messages, an app with other limits, the stored rows. */
import { randomBytes } from 'node:crypto';
import pino, { type Logger } from 'pino';
import request from 'supertest';
import { createApp } from '../../src/app.js';
import type { ContactConfig } from '../../src/config.js';
import { createLoginLimiter } from '../../src/modules/auth/login-limiter.js';
import { contactKey } from '../../src/modules/messages/contact-key.js';
import { signFormToken } from '../../src/modules/messages/form-token.js';
import type { TestContext } from './test-context.js';

/** The mail settings that make a message's email 'pending' (no mail is sent by the API under test: the outbox runs in main.ts). */
export const MAIL_ENV = { SMTP_URL: 'smtp://127.0.0.1:2525', CONTACT_FROM: 'site@example.com', CONTACT_NOTIFY_TO: 'owner@example.com' };

/** A token of this site for a form made `ageMs` ago. */
export async function formToken(t: TestContext, ageMs = 60_000): Promise<string> {
  return signFormToken(await contactKey(t.db), Date.now() - ageMs);
}

/** A token of the right shape signed with another key (another site's, or a forgery). */
export const foreignToken = (ageMs = 60_000) => signFormToken(randomBytes(32), Date.now() - ageMs);

let made = 0;
/** A message as the form sends it, with a fresh idempotency key. */
export function contactBody(changes: Record<string, unknown> = {}): Record<string, unknown> {
  made += 1;
  return { name: `Visitor ${made}`, email: `visitor${made}@example.com`, message: `Hello, message ${made}.`, idempotencyKey: `key-${made}-${Date.now()}`, ...changes };
}

let addresses = 0;
/** A client address no other test has used (the apps trust X-Forwarded-For: TRUST_PROXY). */
export const freshAddress = () => {
  addresses += 1;
  return `203.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

type Agent = ReturnType<typeof request.agent> | ReturnType<typeof request>;

/** POST /api/contact/messages from `address`. */
export const sendMessage = (agent: Agent, body: unknown, address: string) =>
  agent.post('/api/contact/messages').set('X-Forwarded-For', address).send(body as object);

/** Another app on the context's database with other contact settings (the counters are the database's, shared). */
export function appWith(t: TestContext, contact: Partial<ContactConfig>, logger: Logger = pino({ level: 'silent' })) {
  const config = { ...t.config, contact: { ...t.config.contact, ...contact } };
  const app = createApp({ config, db: t.db, logger, limiter: createLoginLimiter(t.db, t.config.loginLimit, false), sessionKey: 'test-session-key-0123456789abcdef' });
  return request(app.callback());
}

export type MessageRow = Record<string, unknown> & { id: number; folder: string; spam_reason: string | null; notify_status: string };
export const messageRows = (t: TestContext) => t.db('contact_messages').select('*').orderBy('id') as Promise<MessageRow[]>;
export const messageCount = async (t: TestContext) => Number((await t.db('contact_messages').count({ n: '*' }).first())?.n);
/** The stored row whose email is `email`. */
export const rowOf = (t: TestContext, email: string) => t.db('contact_messages').where({ email }).first() as Promise<MessageRow | undefined>;
/** Starts the site's day afresh (the per-day counter is shared by every test of the database). */
export const resetSiteCounter = (t: TestContext) => t.db('login_limits').where('key', 'like', 'contact_site:%').delete();
