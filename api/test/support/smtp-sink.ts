import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server took it: the envelope (MAIL FROM, RCPT TO), the raw text, parsed. */
export type ReceivedMail = { mailFrom: string | null; rcptTo: string[]; raw: string; parsed: ParsedMail };

export type SmtpSink = {
  port: number;
  /** SMTP_URL for it (plain SMTP on loopback). */
  url: string;
  received: ReceivedMail[];
  /** Each RCPT TO from now on is refused with this reply. */
  rejectRecipients(code: number, message: string): void;
  /** Holds the next message's DATA (read in full, not yet answered) until release(). */
  holdNextMessage(): { arrived: Promise<void>; release(): void };
  close(): Promise<void>;
};

export type SmtpSinkOptions = {
  /** 0 (default): any free port. */
  port?: number;
  /** Require AUTH with these credentials (offered over plain SMTP: loopback only); others get 535. */
  credentials?: { user: string; pass: string };
};

/**
 * A real SMTP server on loopback (smtp-server), as the outbox meets one: no STARTTLS, AUTH optional
 * unless credentials are given, every message collected with its envelope and read by mailparser.
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let rejection: { code: number; message: string } | null = null;
  let hold: { arrived: () => void; released: Promise<void> } | null = null;

  const server = new SMTPServer({
    authOptional: !options.credentials,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onAuth(auth, _session, callback) {
      const { credentials } = options;
      if (credentials && auth.username === credentials.user && auth.password === credentials.pass) return callback(null, { user: auth.username });
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      if (rejection) return callback(Object.assign(new Error(rejection.message), { responseCode: rejection.code }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = session.envelope;
        const mailFrom = envelope.mailFrom ? envelope.mailFrom.address : null;
        const rcptTo = envelope.rcptTo.map((recipient) => recipient.address);
        const held = hold;
        hold = null;
        void (async () => {
          const parsed = await simpleParser(raw);
          if (held) {
            held.arrived();
            await held.released;
          }
          received.push({ mailFrom, rcptTo, raw, parsed });
          callback();
        })().catch((error: Error) => callback(error));
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const auth = options.credentials ? `${encodeURIComponent(options.credentials.user)}:${encodeURIComponent(options.credentials.pass)}@` : '';

  return {
    port,
    url: `smtp://${auth}127.0.0.1:${port}`,
    received,
    rejectRecipients(code, message) {
      rejection = { code, message };
    },
    holdNextMessage() {
      let arrived!: () => void;
      let release!: () => void;
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { arrived, released };
      return { arrived: arrival, release };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on (taken from the system, then let go). */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
