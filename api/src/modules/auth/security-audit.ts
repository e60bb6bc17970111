import { createHmac } from 'node:crypto';
import type { SignInOutcome, SignInReason } from '@folio/contracts';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import type { Db } from '../../db/knex.js';
import { networkOf } from '../../http/client-network.js';
import { signInEventsRepository } from './sign-in-events.repository.js';
import { normaliseUsername } from './username.js';

/** Every security event the API writes a line for (one JSON line each, `audit` naming it). */
export type SecurityEventName =
  | 'sign-in'
  | 'two-factor-sign-in'
  | 'two-factor-setup'
  | 'two-factor-on'
  | 'two-factor-off'
  | 'two-factor-reset'
  | 'sign-out'
  | 'sign-out-everywhere'
  | 'password-changed'
  | 'username-changed';

export type SecurityEvent = {
  event: SecurityEventName;
  outcome: SignInOutcome;
  reason: SignInReason | string;
  /** The name as typed or known; logged normalised when it is the account's, as a keyed hash otherwise. */
  username?: string;
  /** The account, when the name is one. */
  userId?: number | null;
  /** Beside the rest (counts, the old name): never a secret. */
  details?: Record<string, string | number | boolean>;
};

/** Written to the log and kept in `sign_in_events`, the console's sign-in history: attempts to sign in, and 'Sign out everywhere'. */
const SIGN_IN_EVENTS: SecurityEventName[] = ['sign-in', 'two-factor-sign-in', 'sign-out-everywhere'];

/** 'Firefox 133 on Linux', 'Safari on iOS', 'curl/8.5.0': enough to tell one's own browser from another, nothing more. */
export function deviceSummary(userAgent: string | undefined): string {
  const agent = (userAgent ?? '').trim();
  if (!agent) return 'Unknown';
  const os =
    /iPhone|iPad|iPod/.test(agent) ? 'iOS'
    : /Android/.test(agent) ? 'Android'
    : /Windows/.test(agent) ? 'Windows'
    : /Mac OS X|Macintosh/.test(agent) ? 'macOS'
    : /CrOS/.test(agent) ? 'ChromeOS'
    : /Linux/.test(agent) ? 'Linux'
    : null;
  const browsers: Array<[string, RegExp]> = [
    ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
    ['Opera', /OPR\/(\d+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
    ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
    ['Safari', /Version\/(\d+)[\d.]* .*Safari\//],
  ];
  const browser = browsers.map(([name, pattern]) => [name, pattern.exec(agent)?.[1]] as const).find(([, version]) => version);
  if (browser) return `${browser[0]} ${browser[1]}${os ? ` on ${os}` : ''}`;
  // Tools name themselves first ('curl/8.5.0', 'python-requests/2.31').
  const tool = /^[\w.-]{1,40}\/[\w.-]{1,20}/.exec(agent)?.[0];
  return tool ?? agent.replace(/[^\x20-\x7e]/g, '?').slice(0, 60);
}

/** A name that is no account is logged as a keyed hash: a password typed into the username field stays out of the log. */
const hashOf = (key: string, username: string) => createHmac('sha256', key).update(normaliseUsername(username)).digest('hex').slice(0, 16);

export type Audit = (event: SecurityEvent) => Promise<void>;

/** The fields of one audit line: no password, token, code or cookie can reach it. */
export function auditFields(event: SecurityEvent, client: { address?: string; device?: string }, hashKey: string): Record<string, unknown> {
  const known = event.userId !== undefined && event.userId !== null;
  const name =
    event.username === undefined ? {}
    : known ? { username: normaliseUsername(event.username) }
    : { usernameHash: hashOf(hashKey, event.username) };
  return {
    audit: event.event,
    outcome: event.outcome,
    reason: event.reason,
    ...name,
    ...(known ? { userId: event.userId } : {}),
    ...(client.address !== undefined ? { address: client.address } : {}),
    ...(client.device !== undefined ? { device: client.device } : {}),
    ...event.details,
  };
}

/** An event outside a request (the start's account sync, the admin command line). */
export function logSecurityEvent(log: Logger, event: SecurityEvent): void {
  log.info(auditFields(event, {}, 'no-request'), 'security event');
}

/**
 * The audit trail of one request: a JSON line through the request's logger (with its request id),
 * and, for a sign-in attempt, a row of `sign_in_events` (failures counted per client network:
 * `ipv6Prefix` says what an IPv6 client's network is). A failure to keep the row is logged, never
 * the answer's undoing.
 */
export function requestAudit(ctx: Context, db: Db, ipv6Prefix: number): Audit {
  return async (event) => {
    const client = { address: ctx.ip, device: deviceSummary(ctx.get('user-agent')) };
    const log = (ctx.state as { log?: Logger }).log;
    log?.info(auditFields(event, client, String((ctx.app.keys as string[] | undefined)?.[0] ?? 'folio')), 'security event');
    if (!SIGN_IN_EVENTS.includes(event.event)) return;
    try {
      const network = networkOf(client.address, ipv6Prefix);
      await signInEventsRepository.add(db, { userId: event.userId ?? null, ...client, network, outcome: event.outcome, reason: event.reason as SignInReason });
    } catch (error) {
      log?.error({ err: error }, 'the sign-in could not be kept in sign_in_events');
    }
  };
}
