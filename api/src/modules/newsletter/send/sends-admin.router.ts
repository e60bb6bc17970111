import type Router from '@koa/router';
import { NEWSLETTER_MESSAGES } from '@folio/contracts';
import type { Middleware } from 'koa';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/knex.js';
import { notFound } from '../../../domain-error.js';
import { requireAdmin, requireCsrf } from '../../../http/guards.js';
import { HttpError } from '../../../http/http-error.js';
import { parseId } from '../../../http/input.js';
import type { AppState } from '../../../http/state.js';
import { wakeNewsletterQueue } from './send-queue.js';
import { MailNotConfigured, TestSendFailed, sendsService as sends } from './sends.service.js';

/**
 * The console's sending of a post by email (admin session; writes with the CSRF header): the preview,
 * a test send to the owner, the send itself (once per post), and each send's progress.
 */
export function mountNewsletterSends(router: Router, db: Db, config: Config): void {
  // 503 without SMTP_URL, 502 when the SMTP server refuses the test: the console says why.
  const mailErrors: Middleware = async (_ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof MailNotConfigured) throw new HttpError(503, NEWSLETTER_MESSAGES.mailOff);
      if (error instanceof TestSendFailed) throw new HttpError(502, error.message);
      throw error;
    }
  };

  router.get('/admin/newsletter/posts/:id/preview', requireAdmin, async (ctx) => {
    ctx.body = await sends.preview(db, config, parseId(ctx.params.id, 'Post'));
  });
  router.post('/admin/newsletter/posts/:id/test', requireAdmin, requireCsrf, mailErrors, async (ctx) => {
    ctx.status = 202;
    ctx.body = await sends.testSend(db, config, parseId(ctx.params.id, 'Post'));
  });
  router.post('/admin/newsletter/posts/:id/send', requireAdmin, requireCsrf, mailErrors, async (ctx) => {
    const send = await sends.send(db, config, parseId(ctx.params.id, 'Post'));
    (ctx.state as AppState).log.info({ newsletterSend: send.id, postId: send.postId, recipients: send.counts.queued }, 'newsletter: a post queued for sending by email');
    // This process's queue starts on it now; the others find it at their next poll.
    wakeNewsletterQueue();
    ctx.status = 201;
    ctx.body = send;
  });
  router.get('/admin/newsletter/sends', requireAdmin, async (ctx) => {
    ctx.body = await sends.list(db);
  });
  router.get('/admin/newsletter/sends/:id', requireAdmin, async (ctx) => {
    const send = await sends.get(db, parseId(ctx.params.id, 'Send'));
    if (!send) throw notFound('Send');
    ctx.body = send;
  });
}
