// The owner's analytics end to end, on the production stack behind nginx: a visitor in Chromium
// comes from a newsletter's campaign link, chooses the Enterprise persona, reads a post, comes back
// and sends a message through the contact form; the console's Overview then shows exactly that
// visit — one visitor, the page views the browser sent, one message — with its source, campaign,
// post and the Enterprise funnel taken to its end, and its post opens in the Blog section. Clicking
// its source filters every card, and a reload keeps the filter (issue 37). axe finds no serious or
// critical violation on the Overview in either theme at 1280 and 375 px.
import { PERSONA_TITLES } from '../contracts/src/constants.ts';
import { CONTACT_MESSAGES } from '../contracts/src/messages.ts';
import { adminClient } from './support/admin-client.mjs';
import { signedInConsole } from './support/admin-console.mjs';
import { DESKTOP, MOBILE, openPage, screenshot, seriousViolations } from './support/browser.mjs';
import { eventually } from './support/poll.mjs';
import { useWholeStack } from './support/whole-stack.mjs';

const env = useWholeStack('analytics-overview');
const at = (path) => `${env.stack.url}${path}`;
const TIMEOUT = 240_000;
/** A person's browser: headless Chromium's own user agent says HeadlessChrome, which is (rightly) not counted. */
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
/** The API keeps a form sent within 3 s of being made in Spam: a person takes longer to write. */
const WRITING_MS = 3_500;
const ENTRY = '/?utm_source=newsletter&utm_medium=email&utm_campaign=launch';

let admin;
/** What the visitor's browser sent to /api/analytics/events, in order. */
const beacons = [];
let post;

/** The rows of the table named `name`, each as its cells' texts. */
const tableRows = (page, name) =>
  page
    .getByRole('table', { name, exact: true })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent.trim())));

/** The headline figure labelled `label` ('Visitors', 'Page views', 'Messages'). */
const figure = (page, label) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').innerText();

async function overviewLoaded(page) {
  await page.getByRole('heading', { name: 'Funnel by persona', exact: true }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

beforeAll(async () => {
  admin = await adminClient(env.stack.url);
  const { context, page, problems } = await openPage(env.browser, { userAgent: USER_AGENT });
  page.on('request', (request) => {
    if (request.url().endsWith('/api/analytics/events')) beacons.push(JSON.parse(request.postData()));
  });
  try {
    // In from a newsletter: the chooser, with the campaign's parameters and a referring page.
    await page.goto(at(ENTRY), { referer: 'https://news.example.org/issue-12' });
    await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
    await page.getByRole('region', { name: 'Jordan Avery' }).getByRole('link', { name: `Explore ${PERSONA_TITLES.enterprise}` }).click();
    await page.waitForURL(at('/?persona=enterprise'));
    // A post, through the blog, and back.
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
    const readMore = page.getByRole('link', { name: 'Read More' }).first();
    post = (await readMore.getAttribute('href')).replace(/^\/blog\//, '').replace(/\?.*$/, '');
    await readMore.click();
    await page.waitForURL((url) => url.pathname === `/blog/${post}`);
    // The post's own article, with its title as the page's heading: the list's cards may still be fading out.
    await page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) }).waitFor();
    await page.goBack();
    await page.goBack();
    await page.waitForURL(at('/?persona=enterprise'));
    // The contact section, and a message.
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.scrollIntoViewIfNeeded();
    await form.getByText(/^\d[\d,]* of 5,000 characters$/).waitFor();
    const shown = Date.now();
    await form.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await form.getByLabel('Email', { exact: true }).fill('ada.analytics@example.com');
    await form.getByLabel('Message', { exact: true }).fill('We would like you to look at our platform.');
    await page.waitForTimeout(Math.max(0, shown + WRITING_MS - Date.now()));
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByRole('status').getByText(CONTACT_MESSAGES.sent).waitFor();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}, TIMEOUT);

it('counts the visit once, by persona, with its source, campaign, post and message, as the browser sent it', async () => {
  const pageviews = beacons.filter((beacon) => beacon.name === 'pageview');
  // The chooser, the persona page, the blog, the post, the blog again, the persona page again.
  expect(pageviews.map((beacon) => [beacon.path.split('?')[0], beacon.persona ?? null])).toEqual([
    ['/', null],
    ['/', 'enterprise'],
    ['/blog', 'enterprise'],
    [`/blog/${post}`, 'enterprise'],
    ['/blog', 'enterprise'],
    ['/', 'enterprise'],
  ]);
  expect(pageviews[0].referrer).toBe('https://news.example.org/issue-12');
  expect(pageviews.slice(1).every((beacon) => beacon.referrer === undefined)).toBe(true);
  expect(beacons.filter((beacon) => beacon.name !== 'pageview').map((beacon) => [beacon.name, beacon.detail ?? null])).toEqual([
    ['persona', 'enterprise'],
    ['contact', null],
  ]);

  const today = new Date().toISOString().slice(0, 10);
  const overview = await eventually('the visit in the overview', async () => {
    const answer = await admin.call('GET', `admin/analytics/overview?from=${today}&to=${today}`);
    return answer.body.totals?.messages === 1 ? answer.body : null;
  });
  // One visit: every page view came minutes after the one before.
  expect(overview.totals).toMatchObject({ visitors: 1, visits: 1, bounces: 0, pageviews: pageviews.length, messages: 1 });
  expect(overview.live).toBe(1);
  expect(overview.sources).toEqual([expect.objectContaining({ value: 'newsletter', visitors: 1, visits: 1, pageviews: pageviews.length })]);
  expect(overview.campaigns).toEqual([expect.objectContaining({ value: 'launch', visitors: 1, visits: 1 })]);
  expect(overview.entryPages).toEqual([expect.objectContaining({ value: '/', visits: 1 })]);
  expect(overview.exitPages).toEqual([expect.objectContaining({ value: '/', visits: 1 })]);
  // The funnel of the persona the visitor came to, from its own pages; no other persona's (no zero rows).
  expect(overview.funnels).toEqual([{ persona: 'enterprise', steps: [1, 1, 1].map((visitors, i) => ({ step: ['persona', 'contact', 'message'][i], visitors })) }]);
  expect(overview.personas).toEqual([{ persona: 'enterprise', visitors: 1, pageviews: 5, chosen: 1, messages: 1 }]);
  expect(overview.posts).toEqual([expect.objectContaining({ visitors: 1, pageviews: 1 })]);
  expect(overview.devices).toEqual([expect.objectContaining({ value: 'desktop', visitors: 1, pageviews: pageviews.length })]);

  // Filtered by its source: the same visit; by another: nothing.
  const filtered = (await admin.call('GET', `admin/analytics/overview?from=${today}&to=${today}&source=newsletter`)).body;
  expect(filtered.totals).toMatchObject({ visitors: 1, visits: 1, pageviews: pageviews.length });
  expect((await admin.call('GET', `admin/analytics/overview?from=${today}&to=${today}&source=elsewhere.example`)).body.totals.visitors).toBe(0);
}, TIMEOUT);

describe.each(['light', 'dark'])('the Overview in the %s theme', (colorScheme) => {
  it('shows the visit in figures and tables, opens its post in the Blog section, and passes axe at 1280 and 375 px', async () => {
    const { page, unexpected } = await signedInConsole(env.browser, env.stack.url, '/overview?range=7d', { colorScheme, viewport: DESKTOP });
    await overviewLoaded(page);
    expect([await figure(page, 'Visitors'), await figure(page, 'Page views'), await figure(page, 'Messages')]).toEqual(['1', '6', '1']);
    expect(await figure(page, 'Bounce rate')).toBe('0 %');
    expect(await tableRows(page, PERSONA_TITLES.enterprise)).toEqual([
      ['Viewed the persona’s pages', '1', '100 %'],
      ['Reached the contact section', '1', '100 %'],
      ['Sent a message', '1', '100 %'],
    ]);
    expect((await tableRows(page, 'Sources')).map((row) => row.slice(0, 4))).toEqual([['newsletter', '1', '1', '0 %']]);
    expect((await tableRows(page, 'Campaigns')).map((row) => row.slice(0, 3))).toEqual([['launch', '1', '1']]);
    // The chart draws one metric, chosen among the figures.
    await page.getByRole('button', { name: 'Page views', exact: true }).click();
    await page.getByRole('table', { name: 'Page views by day', exact: true }).waitFor({ state: 'attached' });
    expect(new URL(page.url()).searchParams.get('metric')).toBe('pageviews');

    // A source clicked filters every card, in the address: a reload shows the same.
    await page.getByRole('table', { name: 'Sources', exact: true }).getByRole('link', { name: 'newsletter' }).click();
    await page.waitForURL((url) => url.searchParams.get('source') === 'newsletter');
    await overviewLoaded(page);
    const chip = page.getByRole('button', { name: 'Remove filter Source: newsletter' });
    await chip.waitFor();
    await page.reload();
    await overviewLoaded(page);
    await chip.waitFor();
    expect([await figure(page, 'Visitors'), await figure(page, 'Page views')]).toEqual(['1', '6']);
    // A source cannot tell whose the messages are: no figure for them.
    expect(await page.getByRole('button', { name: 'Messages', exact: true }).count()).toBe(0);
    expect((await tableRows(page, 'Sources')).map((row) => row[0])).toEqual(['newsletter']);
    expect((await tableRows(page, 'Top pages')).map((row) => row[0]).sort()).toEqual(['/', '/blog', `/blog/${post}`].sort());
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await overviewLoaded(page);
      expect({ viewport, violations: await seriousViolations(page) }).toEqual({ viewport, violations: [] });
      await screenshot(page, `overview-${colorScheme}-${viewport.width}`);
    }
    await page.setViewportSize(DESKTOP);
    await chip.click();
    await page.waitForURL((url) => !url.searchParams.has('source'));
    await overviewLoaded(page);
    const postLink = page.getByRole('table', { name: 'Top posts', exact: true }).getByRole('link', { name: /^Edit / });
    expect(await postLink.count()).toBe(1);
    await postLink.click();
    await page.waitForURL(/\/admin\/blog\/posts\/\d+$/);
    const { body: posts } = await admin.call('GET', 'blog/posts?status=published');
    const id = Number(page.url().split('/').pop());
    expect((Array.isArray(posts) ? posts : posts.items).find((entry) => entry.id === id)?.slug).toBe(post);
    expect(unexpected()).toEqual([]);
    await page.context().close();
  }, TIMEOUT);
});
