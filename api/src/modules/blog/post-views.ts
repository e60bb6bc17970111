import { dayOf } from '@folio/contracts';
import type { Db } from '../../db/knex.js';
import { isUniqueViolation } from '../../db/db-errors.js';
import { visitOf, type Visit, type Visitor } from '../analytics/index.js';

/**
 * A post's view count: one view per visitor and post a day, the visitor known by the analytics' rule
 * (analytics/visitors.ts: a client's network that day, whatever its user agent, so that one address
 * changing its user agent is still one view), so that the count and the analytics agree on who is one
 * visitor and on who is not counted at all. null: a view that is not counted (visitors.ts's visitorOf
 * says why, or the client is past its limit of events a minute: analytics/client-limit.ts).
 */
export type Viewer = Visitor | null;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The last day each process swept the old visits on, so that the sweep runs once a day per process. */
const sweptOn = new WeakMap<Db, string>();

/**
 * The visits of the days before yesterday go: their salts are gone (visitors.ts), so the hashes
 * could not be recomputed anyway, and a visit need only be remembered for the day it counts on.
 */
async function sweepOldVisits(db: Db, now: number): Promise<void> {
  const today = dayOf(now);
  if (sweptOn.get(db) === today) return;
  await db('blog_post_views').where('day', '<', dayOf(now - DAY_MS)).delete();
  sweptOn.set(db, today);
}

/**
 * Records the visit; true only for the first of that visitor and post this day (the primary key
 * decides between concurrent ones: in a transaction, a second one waits for the first to end).
 */
export async function recordFirstView(db: Db, id: number, visit: Visit): Promise<boolean> {
  try {
    await db('blog_post_views').insert({ post_id: id, visitor: visit.visitor, day: visit.day });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The visit of `viewer` at `now`, with the old visits swept first. */
export async function viewVisitOf(db: Db, viewer: Visitor, now = Date.now()): Promise<Visit> {
  await sweepOldVisits(db, now);
  return visitOf(db, viewer, now);
}

/** Both steps at once, at `now`: true for the first view of that visitor and post on that day. */
export async function firstViewToday(db: Db, id: number, viewer: Visitor, now = Date.now()): Promise<boolean> {
  return recordFirstView(db, id, await viewVisitOf(db, viewer, now));
}
