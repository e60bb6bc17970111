import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { Db } from '../../db/knex.js';
import { isUniqueViolation } from '../../db/db-errors.js';
import { isCrossSite } from '../../http/cross-site.js';

/**
 * Who a view counts for: one visitor, known by their address and user agent, never stored as such.
 * null: a view that is not counted (a crawler, or a page of another site posting to the counter).
 */
export type Viewer = { address: string; userAgent: string } | null;

/**
 * Common words of crawlers, link previewers, monitors and HTTP libraries' user agents; an empty user
 * agent is one too. A small list of our own rather than a dependency (the `isbot` package knows many
 * more): it keeps the counter honest against the usual traffic, not against someone who lies.
 */
const BOT = /bot\b|bot\/|crawl|spider|slurp|scrap|archiver|facebookexternalhit|embedly|preview|whatsapp|lighthouse|pagespeed|headless|phantomjs|curl\/|wget|python-|go-http-client|java\/|okhttp|libwww|httpclient|feedfetcher|pingdom|uptime|monitor/i;

export function isBot(userAgent: string): boolean {
  return userAgent.trim() === '' || BOT.test(userAgent);
}

/**
 * The viewer a request counts for, or null when it must not count. A view posted from another site's
 * page is not the reader's: the site's own pages post from the site's origin (http/cross-site.ts).
 */
export function viewerOf(ctx: Context, siteUrl: string | null): Viewer {
  const userAgent = ctx.get('user-agent');
  if (isBot(userAgent) || isCrossSite(ctx, siteUrl)) return null;
  return { address: ctx.ip, userAgent };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Each API process keeps the day's salt it read, so a view costs no extra query once a day has begun. */
const saltCache = new WeakMap<Db, { day: string; salt: string }>();

/**
 * The salt of `day`: random, made by whichever process needs it first, the same for every process.
 * The first time a process meets a new day it also deletes the salts and visits older than two days:
 * without its salt, an old visitor hash is just noise.
 */
async function saltOf(db: Db, day: string, now: number): Promise<string> {
  const cached = saltCache.get(db);
  if (cached?.day === day) return cached.salt;
  await db('blog_view_salts').insert({ day, salt: randomBytes(32).toString('hex') }).onConflict('day').ignore();
  const { salt } = (await db('blog_view_salts').where({ day }).first('salt')) as { salt: string };
  const oldest = dayOf(now - DAY_MS);
  await db('blog_post_views').where('day', '<', oldest).delete();
  await db('blog_view_salts').where('day', '<', oldest).delete();
  saltCache.set(db, { day, salt });
  return salt;
}

/** Who `viewer` is today: the hash of the day's salt, their address and user agent; and the day. */
export async function visitOf(db: Db, viewer: NonNullable<Viewer>, now = Date.now()): Promise<{ visitor: string; day: string }> {
  const day = dayOf(now);
  const salt = await saltOf(db, day, now);
  return { visitor: createHash('sha256').update(`${salt}\n${viewer.address}\n${viewer.userAgent}`).digest('hex'), day };
}

/**
 * Records the visit; true only for the first of that visitor and post this day (the primary key
 * decides between concurrent ones: in a transaction, a second one waits for the first to end).
 */
export async function recordFirstView(db: Db, id: number, visit: { visitor: string; day: string }): Promise<boolean> {
  try {
    await db('blog_post_views').insert({ post_id: id, visitor: visit.visitor, day: visit.day });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Both steps at once, at `now`: true for the first view of that visitor and post on that day. */
export async function firstViewToday(db: Db, id: number, viewer: NonNullable<Viewer>, now = Date.now()): Promise<boolean> {
  return recordFirstView(db, id, await visitOf(db, viewer, now));
}
