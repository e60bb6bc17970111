import { NEWSLETTER_MESSAGES, postStanding, type NewsletterPreview, type NewsletterSend, type TagType } from '@folio/contracts';
import type { Config } from '../../../config.js';
import { nowForDb } from '../../../db/dates.js';
import { isUniqueViolation } from '../../../db/db-errors.js';
import type { Db } from '../../../db/knex.js';
import { DomainError, conflict, notFound } from '../../../domain-error.js';
import { transactionWithRetry } from '../../content/item-version.js';
import { createSmtpTransport, siteHost, type MailTransport } from '../../messages/index.js';
import { unsubscribeUrls } from '../index.js';
import { postPersonas } from './post-personas.js';
import { findPostToSend, type PostToSend } from './post-source.repository.js';
import { personalise, reasonFor, renderPostEmail, type PostEmail } from './post-email.js';
import { recipientEmail } from './recipient-email.js';
import { renderedBody } from './rendered-body.js';
import { sendsRepository as repository } from './sends.repository.js';
import { describeSmtpError } from '../../messages/index.js';

export type MailSettings = { smtpUrl: string; notifyTo: string; from: string };

/** The token the preview and the test send show in place of a subscriber's (no subscriber has it: its page says so). */
export const PREVIEW_TOKEN = 'preview';

export const TEST_SEND_FAILED = 'The test email could not be sent: the SMTP server did not take it. Check SMTP_URL and try again.';

/** No SMTP_URL: nothing can be sent (the router answers 503 with NEWSLETTER_MESSAGES.mailOff). */
export class MailNotConfigured extends Error {
  constructor() {
    super(NEWSLETTER_MESSAGES.mailOff);
    this.name = 'MailNotConfigured';
  }
}

/** The SMTP server did not take the test email (the router answers 502); the message says why, without SMTP_URL's secrets. */
export class TestSendFailed extends Error {
  constructor(reason: string) {
    super(`${TEST_SEND_FAILED} (${reason})`);
    this.name = 'TestSendFailed';
  }
}

/** 400 naming the post: a draft or a post dated later is not sent. */
const notPublished = () => new DomainError('invalid', NEWSLETTER_MESSAGES.notPublished, { fields: { postId: NEWSLETTER_MESSAGES.notPublished } });
const noRecipients = () => new DomainError('invalid', NEWSLETTER_MESSAGES.noRecipients, { fields: { postId: NEWSLETTER_MESSAGES.noRecipients } });
type Rendered = { post: PostToSend; personas: TagType[]; email: PostEmail };

async function render(db: Db, config: Config, postId: number): Promise<Rendered> {
  const post = await findPostToSend(db, postId);
  if (!post) throw notFound('Post');
  const [personas, bodyHtml] = await Promise.all([postPersonas(db, post), renderedBody(config.rendererUrl, post.content)]);
  return { post, personas, email: renderPostEmail(post, bodyHtml, personas, config.site.siteUrl) };
}

/** The copy the owner sees (preview, test send): a subscriber following exactly the post's personas. */
function ownerCopy(rendered: Rendered, siteUrl: string, from: string, to: string, messageId: string) {
  return recipientEmail({
    email: rendered.email,
    to,
    from,
    siteUrl,
    token: PREVIEW_TOKEN,
    reason: reasonFor(rendered.personas, rendered.personas, siteUrl),
    messageId,
  });
}

export const sendsService = {
  /** The email as subscribers get it, how many would get it now, and the send if the post went already. */
  async preview(db: Db, config: Config, postId: number): Promise<NewsletterPreview> {
    const siteUrl = config.site.siteUrl;
    const rendered = await render(db, config, postId);
    const copy = personalise(rendered.email, {
      unsubscribeUrl: unsubscribeUrls(siteUrl, config.contact.mail?.from ?? '', PREVIEW_TOKEN).https,
      reason: reasonFor(rendered.personas, rendered.personas, siteUrl),
    });
    const [recipients, [alreadySent]] = await Promise.all([repository.audienceSize(db, rendered.personas), repository.list(db, { postId })]);
    return { ...copy, recipients, alreadySent: alreadySent ?? null };
  },

  /** The email to the owner (CONTACT_NOTIFY_TO) alone, now; TestSendFailed when the SMTP server does not take it. */
  async testSend(db: Db, config: Config, postId: number, transport?: MailTransport): Promise<{ sentTo: string }> {
    const mail = config.contact.mail;
    if (!mail) throw new MailNotConfigured();
    const siteUrl = config.site.siteUrl;
    const rendered = await render(db, config, postId);
    const messageId = `newsletter-test-${postId}-${Date.now()}@${siteHost(siteUrl)}`;
    const smtp = transport ?? createSmtpTransport(mail.smtpUrl);
    try {
      await smtp.send(ownerCopy(rendered, siteUrl, mail.from, mail.notifyTo, messageId));
    } catch (error) {
      throw new TestSendFailed(describeSmtpError(error, mail.smtpUrl));
    } finally {
      if (!transport) smtp.close();
    }
    return { sentTo: mail.notifyTo };
  },

  /**
   * The send of a post, once: its email rendered once and stored, and one queued row per confirmed
   * subscriber of its personas, in one transaction. The unique post_id refuses a second send, even
   * one made at the same moment (409); a post no confirmed subscriber follows is sent to no one (400,
   * nothing kept). The queue (send-queue.ts) delivers it.
   */
  async send(db: Db, config: Config, postId: number, now: number = Date.now()): Promise<NewsletterSend> {
    if (!config.contact.mail) throw new MailNotConfigured();
    const rendered = await render(db, config, postId);
    if (postStanding(rendered.post, now) !== 'published') throw notPublished();
    if ((await repository.idOfPost(db, postId)) !== null) throw conflict(NEWSLETTER_MESSAGES.alreadySent);
    let sendId: number;
    try {
      sendId = await transactionWithRetry(db, async (trx) => {
        const at = nowForDb();
        const id = await repository.insert(trx, { postId, postTitle: rendered.post.title, personas: rendered.personas, email: rendered.email, now: at });
        if ((await repository.queueAudience(trx, id, rendered.personas, at)) === 0) throw noRecipients();
        return id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(NEWSLETTER_MESSAGES.alreadySent);
      throw error;
    }
    return (await this.get(db, sendId))!;
  },

  list(db: Db): Promise<NewsletterSend[]> {
    return repository.list(db);
  },

  async get(db: Db, id: number): Promise<NewsletterSend | null> {
    const [send] = await repository.list(db, { id });
    return send ?? null;
  },
};
