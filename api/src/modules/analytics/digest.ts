import { PERSONA_TITLES, type TagType } from '@folio/contracts';
import type { SendMailOptions } from 'nodemailer';
import { escapeHtml, htmlEmail, oneLine, ownerEmail, siteHost, type OwnerEmailSettings } from '../messages/index.js';

/** Where the console shows the analytics (admin-console's OVERVIEW_PATH under /admin; the digest links there with its week). */
export const ANALYTICS_CONSOLE_PATH = '/admin/overview';

/** A figure of last week and of the week before it. */
export type Compared = { now: number; before: number };
export type DigestFigures = {
  /** Monday and Sunday of the week reported (UTC days). */
  week: { from: string; to: string };
  visitors: Compared;
  pageviews: Compared;
  /** The five most read posts of the week (at most). */
  posts: { title: string; path: string; visitors: Compared }[];
  messages: { persona: TagType; messages: Compared }[];
};
export type DigestSettings = OwnerEmailSettings;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
/** "+25%", "−10%", "no change"; "new" when the week before had none. */
export function change({ now, before }: Compared): string {
  if (now === before) return 'no change';
  if (before === 0) return 'new';
  const percent = Math.round(((now - before) / before) * 100);
  return percent === 0 ? (now > before ? 'up slightly' : 'down slightly') : `${percent > 0 ? '+' : '−'}${Math.abs(percent)}%`;
}
const compared = (figure: Compared) => `${figure.now} (week before: ${figure.before}, ${change(figure)})`;

/**
 * The owner's weekly email: last week's visitors and page views, its five most read posts and the
 * messages each persona brought, each against the week before. Plain text and a simple HTML body
 * that say the same; every value (post titles are the owner's, but still text) is escaped in the HTML.
 */
export function composeDigest(figures: DigestFigures, settings: DigestSettings): SendMailOptions {
  const { week } = figures;
  const consoleUrl = `${settings.siteUrl}${ANALYTICS_CONSOLE_PATH}?from=${week.from}&to=${week.to}`;
  const heading = `Your site's week, ${week.from} to ${week.to} (UTC), against the week before`;
  const totals: [string, Compared][] = [
    ['Visitors', figures.visitors],
    ['Page views', figures.pageviews],
  ];
  const posts = figures.posts.map((post) => ({ ...post, title: oneLine(post.title) || post.path }));
  const personas = figures.messages.map((row) => ({ title: PERSONA_TITLES[row.persona], messages: row.messages }));

  const text = [
    heading,
    settings.siteUrl,
    '',
    ...totals.map(([label, figure]) => `${`${label}:`.padEnd(12)}${compared(figure)}`),
    '',
    'Most read posts:',
    ...(posts.length > 0 ? posts.map((post, index) => `  ${index + 1}. ${post.title}: ${plural(post.visitors.now, 'visitor', 'visitors')} (week before: ${post.visitors.before})`) : ['  none read this week']),
    '',
    'Messages by persona:',
    ...personas.map((row) => `  ${row.title}: ${compared(row.messages)}`),
    '',
    `More in the console: ${consoleUrl}`,
    'You get this email because the weekly digest is on in the console’s analytics settings.',
    '',
  ].join('\n');

  const cell = (value: string, header = false) => `<${header ? 'th align="left"' : 'td'} style="padding:2px 12px 2px 0">${escapeHtml(value)}</${header ? 'th' : 'td'}>`;
  const table = (rows: string[][]) => `<table role="presentation" cellspacing="0" cellpadding="0">\n${rows.map((row) => `<tr>${row.map((value, index) => cell(value, index === 0)).join('')}</tr>`).join('\n')}\n</table>`;
  const html = htmlEmail([
    `<p>${escapeHtml(heading)}<br><a href="${escapeHtml(settings.siteUrl)}">${escapeHtml(settings.siteUrl)}</a></p>`,
    table(totals.map(([label, figure]) => [label, String(figure.now), `week before: ${figure.before}`, change(figure)])),
    '<h3 style="margin:16px 0 4px">Most read posts</h3>',
    posts.length > 0
      ? `<ol>\n${posts.map((post) => `<li><a href="${escapeHtml(`${settings.siteUrl}${post.path}`)}">${escapeHtml(post.title)}</a>: ${escapeHtml(plural(post.visitors.now, 'visitor', 'visitors'))} (week before: ${post.visitors.before})</li>`).join('\n')}\n</ol>`
      : '<p>None read this week.</p>',
    '<h3 style="margin:16px 0 4px">Messages by persona</h3>',
    table(personas.map((row) => [row.title, String(row.messages.now), `week before: ${row.messages.before}`, change(row.messages)])),
    `<p><a href="${escapeHtml(consoleUrl)}">More in the console</a></p>`,
    '<p style="color:#666;font-size:13px">You get this email because the weekly digest is on in the console’s analytics settings.</p>',
  ]);

  const host = siteHost(settings.siteUrl);
  return ownerEmail(settings, {
    subject: `Weekly digest for ${host}: ${plural(figures.visitors.now, 'visitor', 'visitors')} (${change(figures.visitors)})`,
    text,
    html,
    // One per week: a copy sent twice (a claim released after a failed send that in fact went) reads as one.
    messageId: `<analytics-digest-${week.from}@${host}>`,
  });
}
