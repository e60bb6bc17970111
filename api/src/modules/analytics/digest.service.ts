import { TAG_TYPES, addDays, dayOf, type AnalyticsOverview, type TagType } from '@folio/contracts';
import type { Knex } from 'knex';
import type { Config } from '../../config.js';
import { isUniqueViolation } from '../../db/db-errors.js';
import { createSmtpTransport, type MailTransport } from '../messages/index.js';
import { composeDigest, type DigestFigures } from './digest.js';
import { overviewRepository, spanOf } from './overview.repository.js';
import { analyticsOverview } from './overview.service.js';
import type { PostsAtPaths } from './posts-at-paths.js';
import { weeklyDigestOn } from './settings.service.js';

export type DigestOutcome = 'sent' | 'off' | 'no-email' | 'sent-already' | 'claimed-elsewhere';

/** The Monday and Sunday (UTC) of the ISO week before the one `now` is in. */
export function lastWeekOf(now: number): { from: string; to: string } {
  const today = dayOf(now);
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  return { from: addDays(monday, -7), to: addDays(monday, -1) };
}

const messagesOf = (overview: AnalyticsOverview, persona: TagType) => overview.personas.find((row) => row.persona === persona)?.messages ?? 0;

/** Last week's figures against the week before's, with the same overview the console reads. */
async function figuresOf(db: Knex, postsAt: PostsAtPaths, week: { from: string; to: string }, now: number): Promise<DigestFigures> {
  const before = { from: addDays(week.from, -7), to: addDays(week.from, -1) };
  const [last, previous] = await Promise.all([analyticsOverview(db, postsAt, week, now), analyticsOverview(db, postsAt, before, now)]);
  const top = last.posts.slice(0, 5);
  // A post outside the week before's top 20 still had its readers: their sum, from the rolled-up rows.
  const missing = top.filter((post) => !previous.posts.some((row) => row.id === post.id)).map((post) => post.value);
  const sums = await overviewRepository.sumsOf(db, 'path', spanOf(before.from, before.to, []), missing);
  const visitorsBefore = (path: string, id: number) => previous.posts.find((row) => row.id === id)?.visitors ?? sums.find((row) => row.value === path)?.visitors ?? 0;
  return {
    week,
    visitors: { now: last.totals.visitors, before: previous.totals.visitors },
    pageviews: { now: last.totals.pageviews, before: previous.totals.pageviews },
    posts: top.map((post) => ({ title: post.title, path: post.value, visitors: { now: post.visitors, before: visitorsBefore(post.value, post.id) } })),
    // Every persona, one with nothing in either week as zeros (the overview lists only those with something).
    messages: TAG_TYPES.map((persona) => ({ persona, messages: { now: messagesOf(last, persona), before: messagesOf(previous, persona) } })),
  };
}

/**
 * The weekly digest, checked on every run of the analytics job: from Monday (UTC) on, once per ISO
 * week, when the owner turned it on and email is configured. Any number of API processes may run
 * it: the week's row in analytics_digests is the claim, inserted before the send (a duplicate key
 * means another process sends it). A failed send gives the claim back, so the next run tries again;
 * a process that dies between its claim and its send loses that week's digest, which is the price
 * of never sending two.
 */
export async function runDigest(db: Knex, postsAt: PostsAtPaths, config: Pick<Config, 'contact' | 'site'>, now: number, transport?: MailTransport): Promise<DigestOutcome> {
  const mail = config.contact.mail;
  if (!mail) return 'no-email';
  if (!(await weeklyDigestOn(db))) return 'off';
  const week = lastWeekOf(now);
  if (await db('analytics_digests').where('week', week.from).first('week')) return 'sent-already';
  const figures = await figuresOf(db, postsAt, week, now);
  try {
    await db('analytics_digests').insert({ week: week.from, sent_at: now });
  } catch (error) {
    if (isUniqueViolation(error)) return 'claimed-elsewhere';
    throw error;
  }
  const smtp = transport ?? createSmtpTransport(mail.smtpUrl);
  try {
    await smtp.send(composeDigest(figures, { notifyTo: mail.notifyTo, from: mail.from, siteUrl: config.site.siteUrl }));
  } catch (error) {
    await db('analytics_digests').where('week', week.from).delete();
    throw error;
  } finally {
    if (!transport) smtp.close();
  }
  return 'sent';
}
