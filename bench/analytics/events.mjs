// Raw analytics events for the bench (issue 25): a seeded generator of a year of visits, mirroring
// api/test/support/analytics-events.ts in plain JavaScript but shaped like a site's traffic (about
// 40 paths, half of them posts; personas; sources and campaigns on entries; devices; countries),
// and writing them in large batches as rows of analytics_events (the columns the collector writes).
import { random } from '../blog/content.mjs';

/** mulberry32, the blog bench's seeded generator: the same data on every run. */
export const seeded = random;

const DAY_MS = 86_400_000;
export const startOf = (day) => Date.parse(`${day}T00:00:00Z`);
export const dayOf = (time) => new Date(time).toISOString().slice(0, 10);
export const addDays = (day, days) => dayOf(startOf(day) + days * DAY_MS);

export const TAG_TYPES = ['enterprise', 'business', 'fitness'];
export const POST_SLUGS = Array.from({ length: 24 }, (_, i) => `bench-analytics-post-${i + 1}`);
/** '/', the blog, 24 posts and the sections and pages a visitor reaches: 40 paths. */
export const PATHS = ['/', '/blog', ...POST_SLUGS.map((slug) => `/blog/${slug}`), ...['about', 'experience', 'skills', 'education', 'certifications', 'case-studies', 'contact', 'projects', 'talks', 'uses', 'now', 'privacy', 'imprint', 'blog/tags'].map((p) => `/${p}`)];
const EVENTS = ['persona', 'case-study', 'project', 'social', 'contact', 'search', 'message'];
const SOURCES = ['google.com', 'news.ycombinator.com', 'linkedin.com', 'newsletter', 'bing.com', 'duckduckgo.com', 'github.com', 'reddit.com', 'x.com', 'mastodon.social'];
const CAMPAIGNS = ['launch', 'winter', 'talk-2026', 'newsletter-12'];
const DEVICES = ['mobile', 'tablet', 'desktop'];
const COUNTRIES = ['FR', 'US', 'DE', 'GB', 'NL', 'CA', 'ES', 'IT', 'SE', 'CH', 'BE', 'PL'];

/**
 * `count` events of `day` from `visitors` visitors, at times before `until` (today's stop at now):
 * 60% page views (popular paths more often), the rest the named events; 70% with a persona; a third
 * of page views an entry, most of them with a source, some with a campaign.
 */
export function dayEvents(random, day, { count, visitors, until = Infinity }) {
  const pick = (values) => values[Math.floor(random() * values.length)];
  // Skewed: the first paths (home, blog, the first posts) are read far more than the last.
  const path = () => PATHS[Math.floor(PATHS.length * random() ** 2)];
  const start = startOf(day);
  const span = Math.max(1, Math.min(start + DAY_MS - 1, until) - start);
  const events = new Array(count);
  for (let i = 0; i < count; i += 1) {
    const name = random() < 0.6 ? 'pageview' : pick(EVENTS);
    const persona = random() < 0.3 ? null : pick(TAG_TYPES);
    const entry = name === 'pageview' && random() < 0.3;
    events[i] = {
      at: start + Math.floor(random() * span),
      day,
      visitor: `${day}:${Math.floor(random() * visitors).toString(16).padStart(8, '0')}`.padEnd(64, '0'),
      name,
      path: random() < 0.2 ? '/' : path(),
      persona,
      source: entry && random() < 0.8 ? pick(SOURCES) : null,
      medium: entry && random() < 0.2 ? 'social' : null,
      campaign: entry && random() < 0.3 ? pick(CAMPAIGNS) : null,
      device: pick(DEVICES),
      country: random() < 0.1 ? null : pick(COUNTRIES),
      detail: name === 'persona' ? pick(TAG_TYPES) : name === 'search' ? 'react' : null,
    };
  }
  return events.sort((a, b) => a.at - b.at);
}

const COLUMNS = ['at', 'day', 'visitor', 'name', 'path', 'persona', 'source', 'medium', 'campaign', 'device', 'country', 'detail'];
const ROWS_PER_INSERT = 1000;

/**
 * Writes `events` in one transaction: on SQLite with one prepared statement on the knex pool's own
 * better-sqlite3 connection (a million rows in seconds), on MariaDB 1,000 rows per INSERT.
 */
export async function insertEvents(db, events) {
  if (db.client.config.client === 'mysql2') {
    await db.transaction(async (trx) => {
      for (let start = 0; start < events.length; start += ROWS_PER_INSERT) await trx('analytics_events').insert(events.slice(start, start + ROWS_PER_INSERT));
    });
    return;
  }
  const connection = await db.client.acquireConnection();
  try {
    const insert = connection.prepare(`INSERT INTO analytics_events (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`);
    connection.transaction((rows) => rows.forEach((row) => insert.run(COLUMNS.map((column) => row[column]))))(events);
  } finally {
    await db.client.releaseConnection(connection);
  }
}

/** The posts the /blog/<slug> paths name, so that the overview's most read posts join real rows. */
export async function insertPosts(db) {
  const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
  await db('blog_posts').insert(
    POST_SLUGS.map((slug, i) => ({ title: `Bench post ${i + 1}`, slug, excerpt: '', content: 'Body.', status: 'published', display_order: i, published_at: now, created_at: now, updated_at: now })),
  );
}
