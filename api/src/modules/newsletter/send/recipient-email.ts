import type { SendMailOptions } from 'nodemailer';
import { siteHost } from '../../messages/index.js';
import { unsubscribeUrls } from '../index.js';
import { personalise, type PostEmail } from './post-email.js';

export type RecipientCopy = {
  email: PostEmail;
  to: string;
  /** CONTACT_FROM: the sender, and the mailbox of the mailto unsubscribe. */
  from: string;
  siteUrl: string;
  /** The subscriber's unsubscribe token (`<id>.<key>`). */
  token: string;
  /** Why they get it (reasonFor). */
  reason: string;
  /** Without the angle brackets. */
  messageId: string;
};

/** The Message-ID of a send's copy to one subscriber: the same on every try, so a copy sent twice reads as one in most clients. */
export const recipientMessageId = (sendId: number, subscriberId: number, siteUrl: string): string => `newsletter-${sendId}-${subscriberId}@${siteHost(siteUrl)}`;

/**
 * One subscriber's copy of a post's email: their own unsubscribe link in the text and the headers,
 * `List-Unsubscribe` with the https address and the mailto, and RFC 8058's
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, so that mail clients offer the one-click
 * unsubscribe. An envelope naming this subscriber alone; nodemailer may read no file or address named in it.
 */
export function recipientEmail(copy: RecipientCopy): SendMailOptions {
  const links = unsubscribeUrls(copy.siteUrl, copy.from, copy.token);
  const content = personalise(copy.email, { unsubscribeUrl: links.https, reason: copy.reason });
  return {
    from: copy.from,
    to: copy.to,
    envelope: { from: copy.from, to: [copy.to] },
    subject: content.subject,
    html: content.html,
    text: content.text,
    messageId: `<${copy.messageId}>`,
    // One header naming both (nested: a flat list would make a header each, which RFC 8058 readers ignore).
    list: { unsubscribe: [[links.https, links.mailto]] },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
