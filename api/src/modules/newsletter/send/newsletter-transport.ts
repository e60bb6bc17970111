import { createTransport } from 'nodemailer';
import type { Config } from '../../../config.js';
import type { MailTransport } from '../../messages/index.js';
import { SMTP_TIMEOUTS } from '../../messages/index.js';

/** How many SMTP connections one API process keeps open for the newsletter. */
export const NEWSLETTER_CONNECTIONS = 5;

/** NEWSLETTER_RATE_PER_MINUTE (config.ts: default 120; 0: no limit). */
export const newsletterRatePerMinute = (config: Config): number => config.newsletter.ratePerMinute;

/**
 * The one SMTP transport of a process's newsletter queue: nodemailer's pool, a few connections each
 * sending many messages, at most `ratePerMinute` messages a minute across them (0: as fast as the
 * server takes them). Each message names its recipient alone.
 */
export function createNewsletterTransport(smtpUrl: string, ratePerMinute: number): MailTransport {
  const transporter = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: NEWSLETTER_CONNECTIONS,
    ...(ratePerMinute > 0 ? { rateDelta: 60_000, rateLimit: ratePerMinute } : {}),
    ...SMTP_TIMEOUTS,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close() {
      transporter.close();
    },
  };
}
