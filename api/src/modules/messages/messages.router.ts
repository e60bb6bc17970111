import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import {
  CONTACT_MESSAGES,
  CONTACT_PERSONA_RULE,
  MESSAGE_CHANGE_EMPTY,
  TAG_TYPES,
  contactMessageStruct,
  contactSubjectsStruct,
  messageChangeStruct,
  type ContactReceipt,
  type TagType,
} from '@folio/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/knex.js';
import { isCrossSite } from '../../http/cross-site.js';
import { requireAdmin, requireCsrf } from '../../http/guards.js';
import { HttpError } from '../../http/http-error.js';
import { forbidden, invalidInput, notFound, tooMany } from '../../domain-error.js';
import { parseBody, parseId } from '../../http/input.js';
import type { AppState } from '../../http/state.js';
import { ContactLimitReached, createContactLimits } from './contact-limits.js';
import { contactService, type ContactDeps } from './contact.service.js';
import { contactSubjectsService as subjects } from './contact-subjects.service.js';
import { parseMessageListQuery } from './message-list-query.js';
import { changesSomething, messagesService as inbox } from './messages.service.js';
import { retentionSweep } from './retention.js';

export const CROSS_SITE_CONTACT = 'Messages are accepted only from the contact form of this site.';
const RECEIPT: ContactReceipt = { received: true, message: CONTACT_MESSAGES.sent };

/** The form's `persona` query parameter: absent or empty for the general form, else a tag type (400 otherwise). */
function personaOf(value: unknown): TagType | null {
  if (value === undefined || value === '') return null;
  const persona = typeof value === 'string' ? value.trim().toLowerCase() : null;
  if (persona === '') return null;
  if (persona === null || !TAG_TYPES.includes(persona as TagType)) throw invalidInput({ persona: CONTACT_PERSONA_RULE }, CONTACT_PERSONA_RULE);
  return persona as TagType;
}

/**
 * Told of each message stored in the inbox (not Spam, not a repeat, not the honeypot), with the
 * request that sent it: the app passes the analytics' recorder ('message' events), so that this
 * module knows nothing of the analytics. Its failure is logged, never the sender's: the message is stored.
 */
export type InboxMessageHook = (ctx: Context, message: { persona: TagType | null; page: string | null }) => Promise<unknown>;

const found = <T>(value: T | null): T => {
  if (value === null) throw notFound('Message');
  return value;
};

/**
 * The contact form (public) and the console's inbox and subject lists (admin; writes with the CSRF
 * header). Every request that touches the inbox first removes, at most once an hour, what retention
 * says is gone (retention.ts).
 */
export function mountMessages(router: Router, db: Db, config: Config, onInboxMessage: InboxMessageHook | null = null): void {
  const limits = createContactLimits(db, { ...config.contact, ipv6Prefix: config.clientIpv6Prefix });
  const deps: ContactDeps = { config: config.contact, limits, sweep: retentionSweep(config.contact.retentionDays) };
  const sweepFirst: Middleware = async (_ctx, next) => {
    await deps.sweep(db);
    await next();
  };
  // Another site's page posting to the form, with the visitor's browser: refused before anything is read.
  const sameSite: Middleware = async (ctx, next) => {
    if (isCrossSite(ctx, config.site.siteUrl)) throw forbidden(CROSS_SITE_CONTACT);
    await next();
  };

  router.get('/contact/form', async (ctx) => {
    const persona = personaOf(ctx.query.persona);
    ctx.body = await contactService.form(db, persona, Date.now());
    // Each form gets its own token, dated now: no cache may hand one out twice.
    ctx.set('Cache-Control', 'no-store');
  });
  router.post('/contact/messages', sameSite, async (ctx) => {
    const input = parseBody(contactMessageStruct, ctx.request.body);
    const { log } = ctx.state as AppState;
    let received;
    try {
      received = await contactService.receive(db, deps, input, ctx.ip, Date.now());
    } catch (error) {
      if (!(error instanceof ContactLimitReached)) throw error;
      log.info({ contactLimit: 'address' }, 'contact message refused by a limit');
      throw tooMany(CONTACT_MESSAGES.tooMany, error.retryAfterSeconds);
    }
    if (received.outcome === 'honeypot') log.info({ contact: 'honeypot' }, 'contact message with the honeypot filled: answered as sent, not stored');
    if (received.outcome === 'stored' && received.spamReason) log.info({ contactMessage: received.id, spamReason: received.spamReason }, 'contact message stored in Spam');
    if (received.outcome === 'stored' && !received.spamReason && onInboxMessage) {
      await onInboxMessage(ctx, { persona: input.persona ?? null, page: input.page ?? null }).catch((error: unknown) => {
        log.error({ err: error, contactMessage: received.id }, 'the stored message could not be told to the analytics');
      });
    }
    ctx.status = received.outcome === 'repeat' ? 200 : 201;
    ctx.body = RECEIPT;
  });

  router.get('/admin/messages', requireAdmin, sweepFirst, async (ctx) => {
    ctx.body = await inbox.list(db, parseMessageListQuery(ctx.query));
  });
  router.get('/admin/messages/summary', requireAdmin, sweepFirst, async (ctx) => {
    ctx.body = await inbox.summary(db, Date.now(), config.contact.mail !== null);
  });
  router.get('/admin/messages/:id', requireAdmin, sweepFirst, async (ctx) => {
    ctx.body = found(await inbox.get(db, parseId(ctx.params.id, 'Message')));
  });
  router.patch('/admin/messages/:id', requireAdmin, requireCsrf, async (ctx) => {
    const change = parseBody(messageChangeStruct, ctx.request.body);
    if (!changesSomething(change)) throw new HttpError(400, MESSAGE_CHANGE_EMPTY);
    ctx.body = found(await inbox.change(db, parseId(ctx.params.id, 'Message'), change, Date.now()));
  });
  router.delete('/admin/messages/:id', requireAdmin, requireCsrf, async (ctx) => {
    if (!(await inbox.remove(db, parseId(ctx.params.id, 'Message'), Date.now()))) throw notFound('Message');
    ctx.status = 204;
  });
  router.post('/admin/messages/:id/restore', requireAdmin, requireCsrf, async (ctx) => {
    ctx.body = found(await inbox.restore(db, parseId(ctx.params.id, 'Message')));
  });

  router.get('/admin/contact/subjects', requireAdmin, async (ctx) => {
    ctx.body = await subjects.all(db);
  });
  router.put('/admin/contact/subjects', requireAdmin, requireCsrf, async (ctx) => {
    ctx.body = await subjects.replace(db, parseBody(contactSubjectsStruct, ctx.request.body));
  });
}
