import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import type { Context } from 'koa';
import { daySalt } from '../../db/day-salt.js';
import type { Db } from '../../db/knex.js';
import { isCrossSite } from '../../http/cross-site.js';
import { isSignedIn } from '../../http/guards.js';

/**
 * The one rule of who a visitor is, for the posts' view counts and the analytics alike: a person
 * known by their address and user agent on one day, never stored as such. Each day has a random salt;
 * the visitor id is the SHA-256 of that salt, the address and the user agent. The salts are deleted
 * after two days, after which no one (the owner included) can tell whose an old id was, nor link it
 * to the same person's id of another day.
 */
export type Visitor = { address: string; userAgent: string };

/** What decides whether a request counts: this site's address, and whether `DNT: 1` is honoured. */
export type CountingRules = { siteUrl: string | null; honorDoNotTrack: boolean };

/**
 * Crawlers, link previewers, monitors and HTTP libraries (the `isbot` package's list, kept up to date
 * upstream); an empty user agent too, since every browser sends one.
 */
export const isBotAgent = (userAgent: string): boolean => userAgent.trim() === '' || isbot(userAgent);

/**
 * Whether the visitor asked not to be counted: Global Privacy Control always (it is a legal opt-out
 * in some places), Do Not Track when the owner says so (it is only a wish, and deprecated, but honest).
 */
export function optedOut(ctx: Context, rules: Pick<CountingRules, 'honorDoNotTrack'>): boolean {
  return ctx.get('sec-gpc').trim() === '1' || (rules.honorDoNotTrack && ctx.get('dnt').trim() === '1');
}

/**
 * The visitor a request counts for, or null when it must not count: a bot, a visitor who opted out,
 * the signed-in owner looking at their own site, or another site's page posting with the reader's
 * browser (the site's own pages post from its own origin: http/cross-site.ts).
 */
export function visitorOf(ctx: Context, rules: CountingRules): Visitor | null {
  const userAgent = ctx.get('user-agent');
  if (isBotAgent(userAgent) || optedOut(ctx, rules) || isSignedIn(ctx) || isCrossSite(ctx, rules.siteUrl)) return null;
  return { address: ctx.ip, userAgent };
}

/** A visit: who the visitor is on `day` (a 64-hex id), and that day (UTC, YYYY-MM-DD). */
export type Visit = { visitor: string; day: string };

/** Who `visitor` is on the day of `now`: the hash of that day's salt, their address and user agent. */
export async function visitOf(db: Db, visitor: Visitor, now = Date.now()): Promise<Visit> {
  const { day, salt } = await daySalt(db, now);
  return { visitor: createHash('sha256').update(`${salt}\n${visitor.address}\n${visitor.userAgent}`).digest('hex'), day };
}
