import { createTransport, type SendMailOptions } from 'nodemailer';
import { oneLine } from './notification-email.js';

/**
 * How long one send may wait on the SMTP server: a server that is away or silent fails the attempt
 * within seconds (nodemailer's defaults are minutes), well inside the outbox's lease.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 } as const;

/** What the outbox needs of a mail transport. */
export type MailTransport = {
  send(mail: SendMailOptions): Promise<void>;
  close(): void;
};

/**
 * One nodemailer SMTP transport from SMTP_URL (`smtp://user:password@host:587` upgrades with
 * STARTTLS when the server offers it, `smtps://…:465` is TLS from the start). A connection per
 * message: a few messages a day need no pool.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS, disableFileAccess: true, disableUrlAccess: true });
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close() {
      transporter.close();
    },
  };
}

/** The fields of nodemailer's errors this reads (NodemailerError). */
type SmtpError = { message?: unknown; code?: unknown; responseCode?: unknown };

/**
 * A permanent rejection: an SMTP reply of 5xx, which the same message would get again (RFC 5321).
 * 503 (bad sequence of commands) is the session's state, not the message: a new connection may pass.
 * Everything else (no connection, a timeout, 4xx) is worth another try.
 */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = Number((error as SmtpError | null)?.responseCode);
  return code >= 500 && code < 600 && code !== 503;
}

export const SMTP_ERROR_MAX_LENGTH = 300;

/**
 * A short, single-line account of a failed send for `notify_error` and the log: nodemailer's code,
 * the reply code and its message, with SMTP_URL's password (and the whole address) taken out,
 * whatever the message says.
 */
export function describeSmtpError(error: unknown, smtpUrl: string): string {
  const { message, code, responseCode } = (error ?? {}) as SmtpError;
  const parts = [typeof code === 'string' ? code : null, typeof responseCode === 'number' ? String(responseCode) : null].filter(Boolean);
  let text = `${parts.length > 0 ? `${parts.join(' ')}: ` : ''}${typeof message === 'string' ? message : String(error)}`;
  for (const secret of secretsOf(smtpUrl)) text = text.split(secret).join('[redacted]');
  text = oneLine(text);
  return text.length > SMTP_ERROR_MAX_LENGTH ? `${text.slice(0, SMTP_ERROR_MAX_LENGTH - 1)}…` : text;
}

/** The URL and its password, as written and decoded, the longest first (so no part of one survives the other's replacement). */
function secretsOf(smtpUrl: string): string[] {
  const secrets = [smtpUrl];
  try {
    const { password } = new URL(smtpUrl);
    secrets.push(password);
    try {
      secrets.push(decodeURIComponent(password));
    } catch {
      // A malformed escape: the form as written is listed already.
    }
  } catch {
    // Not a URL (config.ts refuses those): the whole text is listed.
  }
  return [...new Set(secrets.filter((secret) => secret.length > 0))].sort((a, b) => b.length - a.length);
}
