import type Router from '@koa/router';
import type { Middleware } from 'koa';
import pino, { type Logger } from 'pino';
import { NEWSLETTER_MESSAGES, NEWSLETTER_TEXTS, subscribeStruct, subscriptionChangeStruct, type NewsletterForm, type SubscribeReceipt } from '@folio/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/knex.js';
import { busy, forbidden, tooMany } from '../../domain-error.js';
import { isCrossSite } from '../../http/cross-site.js';
import { HttpError } from '../../http/http-error.js';
import { parseBody } from '../../http/input.js';
import type { AppState } from '../../http/state.js';
import { createSmtpTransport, type MailTransport } from '../messages/index.js';
import { composeConfirmation, type ConfirmationEmail } from './confirmation-email.js';
import { contactKey, describeSmtpError, signFormToken } from '../messages/index.js';
import { linkTokenStruct } from './link-token.struct.js';
import { createSubscribeLimits, deleteExpiredSubscribeCounters, SubscribeLimitReached } from './subscribe-limits.js';
import { LinkExpired, subscriptionService as subscriptions } from './subscription.service.js';

export const CROSS_SITE_SUBSCRIBE = 'Subscriptions are accepted only from the forms of this site.';
const RECEIPT: SubscribeReceipt = { received: true, message: NEWSLETTER_TEXTS.sent };
const UNSUBSCRIBED = { unsubscribed: true } as const;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const UNAVAILABLE_RETRY_SECONDS = 60 * 60;

/** A single text value of the query string (a repeated parameter is none). */
const queryText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The newsletter's public routes (no session, no CSRF token): the form's token and whether it is shown,
 * subscribing (refused from another site's page), confirming, and the unsubscribe page's calls, with
 * the RFC 8058 one-click address that mail providers POST to (no cross-site check: their servers send
 * no Origin, and the token is the only key). The confirmation email goes out after the answer, so
 * that neither the answer nor its time says whether the address was known; its failure is logged.
 */
export function mountNewsletterPublic(router: Router, db: Db, config: Config, logger: Logger = pino({ level: 'silent' })): void {
  const mail = config.contact.mail;
  const limits = createSubscribeLimits(db, { ...config.newsletter, ipv6Prefix: config.clientIpv6Prefix });
  let transport: MailTransport | null = null;
  let sweptAt = 0;

  const sameSite: Middleware = async (ctx, next) => {
    if (isCrossSite(ctx, config.site.siteUrl)) throw forbidden(CROSS_SITE_SUBSCRIBE);
    await next();
  };

  async function sendConfirmation(email: ConfirmationEmail): Promise<void> {
    if (!mail) return;
    transport ??= createSmtpTransport(mail.smtpUrl);
    try {
      await transport.send(composeConfirmation(email, { from: mail.from, siteUrl: config.site.siteUrl }));
      logger.info({ newsletterConsent: email.consentId }, 'newsletter confirmation email sent');
    } catch (error) {
      logger.error({ newsletterConsent: email.consentId, smtpError: describeSmtpError(error, mail.smtpUrl) }, 'the newsletter confirmation email could not be sent');
    }
  }

  router.get('/newsletter/form', async (ctx) => {
    const form: NewsletterForm = { available: mail !== null, token: signFormToken(await contactKey(db), Date.now()) };
    ctx.body = form;
    ctx.set('Cache-Control', 'no-store');
  });

  router.post('/newsletter/subscriptions', sameSite, async (ctx) => {
    const input = parseBody(subscribeStruct, ctx.request.body);
    // Every 503 of the API says when to try again: here, once the owner has set SMTP_URL.
    if (!mail) throw busy(NEWSLETTER_MESSAGES.unavailable, UNAVAILABLE_RETRY_SECONDS);
    const { log } = ctx.state as AppState;
    const now = Date.now();
    if (now - sweptAt > SWEEP_EVERY_MS) {
      sweptAt = now;
      await deleteExpiredSubscribeCounters(db, now);
    }
    let result;
    try {
      result = await subscriptions.subscribe(db, limits, input, ctx.ip, now);
    } catch (error) {
      if (!(error instanceof SubscribeLimitReached)) throw error;
      log.info({ newsletterLimit: 'network' }, 'newsletter subscription refused by a limit');
      throw tooMany(NEWSLETTER_MESSAGES.tooMany, error.retryAfterSeconds);
    }
    if (result.outcome === 'stored') {
      const email = result.email;
      if (email) ctx.res.once('close', () => void sendConfirmation(email));
      else log.warn({ newsletterConsent: result.consentId }, "newsletter consent stored past the day's limit of confirmation emails (NEWSLETTER_MAX_PER_DAY): no email sent");
    } else {
      log.info({ newsletter: result.outcome, ...(result.outcome === 'bad-token' ? { reason: result.reason } : {}) }, 'newsletter subscription answered as sent, nothing stored');
    }
    ctx.status = 202;
    ctx.body = RECEIPT;
  });

  router.post('/newsletter/confirmations', async (ctx) => {
    const { token } = parseBody(linkTokenStruct, ctx.request.body);
    try {
      ctx.body = await subscriptions.confirm(db, token, Date.now());
    } catch (error) {
      if (error instanceof LinkExpired) throw new HttpError(410, error.message);
      throw error;
    }
  });

  router.get('/newsletter/subscription', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await subscriptions.view(db, queryText(ctx.query.token));
  });

  router.put('/newsletter/subscription', async (ctx) => {
    const change = parseBody(subscriptionChangeStruct, ctx.request.body);
    ctx.body = await subscriptions.change(db, change.token, change.personas, Date.now());
  });

  router.post('/newsletter/unsubscribe', async (ctx) => {
    const { token } = parseBody(linkTokenStruct, ctx.request.body);
    await subscriptions.unsubscribe(db, token, Date.now());
    ctx.body = UNSUBSCRIBED;
  });

  // RFC 8058: the POST unsubscribes at once, whatever its body; a GET (a person following the link) is sent to the page.
  router.post('/newsletter/unsubscribe/:token', async (ctx) => {
    await subscriptions.unsubscribe(db, ctx.params.token ?? null, Date.now());
    ctx.body = UNSUBSCRIBED;
  });
  router.get('/newsletter/unsubscribe/:token', async (ctx) => {
    const token = ctx.params.token ?? '';
    await subscriptions.view(db, token);
    ctx.status = 303;
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(`/unsubscribe/${encodeURIComponent(token)}`);
  });
}
