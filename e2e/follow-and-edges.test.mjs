// Following, in sight, and the rough edges of issue 38, on the built stack behind nginx: the Follow
// block on /blog and at the end of a post, with feed links that answer feeds; /feeds, its links and
// its head; a post without an image as tall as its neighbour in the grid; the hero's count through a
// search; the contact form's success panel focused and clear of the fixed header at 375 px, with
// JavaScript and without; the header's persona switcher without JavaScript fitting its labels at
// 375 and 1280 px, its 'Go' joined to it. axe on /feeds and /blog in both themes.
import { CONTACT_MESSAGES, PERSONA_TITLES, TAG_TYPES } from '../contracts/src/index.ts';
import { DESKTOP, MOBILE, launchBrowser, openPage, screenshot, seriousViolations } from './support/browser.mjs';
import { WRITING_MS } from './support/contact.mjs';
import { seededPosts } from './support/visitor-site.mjs';
import { startStack } from './support/stack.mjs';

const FEED_TYPES = { RSS: 'application/rss+xml', Atom: 'application/atom+xml', 'JSON Feed': 'application/feed+json' };

let stack;
let browser;
let site;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack('follow-and-edges'), launchBrowser()]);
  site = await (await fetch(`${stack.url}/api/site`)).json();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const follow = (page) => page.getByRole('region', { name: 'Follow', exact: true });

/** Each link of a feed list: its text and address, and that the address answers a feed of its type. */
async function checkFeedLinks(list, persona) {
  const links = await list.getByRole('link').evaluateAll((nodes) => nodes.map((node) => [node.textContent.trim(), node.href, node.getAttribute('type')]));
  expect(links.map(([name]) => name)).toEqual(Object.keys(FEED_TYPES));
  for (const [name, href, type] of links) {
    expect(type).toBe(FEED_TYPES[name]);
    expect(new URL(href).searchParams.get('persona')).toBe(persona);
    const answer = await fetch(href);
    expect([answer.status, answer.headers.get('content-type')]).toEqual([200, `${FEED_TYPES[name]}; charset=utf-8`]);
    const text = await answer.text();
    if (name === 'JSON Feed') expect(JSON.parse(text).version).toBe('https://jsonfeed.org/version/1.1');
    else expect(text).toMatch(name === 'RSS' ? /<rss[\s>]/ : /<feed[\s>]/);
  }
}

describe('following, in sight', () => {
  it('ends /blog with a Follow block whose feed links answer feeds, and the way to /feeds', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${stack.url}/blog`);
    const block = follow(page);
    await block.scrollIntoViewIfNeeded();
    await checkFeedLinks(block.getByRole('list', { name: 'Feeds: Every post' }), null);

    await page.goto(`${stack.url}/blog?persona=fitness`);
    await checkFeedLinks(follow(page).getByRole('list', { name: `Feeds: ${PERSONA_TITLES.fitness}` }), 'fitness');

    await follow(page).getByRole('link', { name: 'What feeds are and how to use them' }).click();
    await page.waitForURL((url) => url.pathname === '/feeds');
    await page.getByRole('heading', { level: 1, name: 'Feeds' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('ends a post with the Follow block, after the article, without JavaScript too', async () => {
    const plain = await browser.newContext({ viewport: MOBILE, javaScriptEnabled: false, reducedMotion: 'reduce' });
    const page = await plain.newPage();
    const [post] = seededPosts('enterprise');
    await page.goto(`${stack.url}/blog/${post.slug}?persona=enterprise`);
    const block = follow(page);
    await checkFeedLinks(block.getByRole('list', { name: `Feeds: ${PERSONA_TITLES.enterprise}` }), 'enterprise');
    const after = await page.evaluate(() => {
      const article = document.querySelector('article[aria-labelledby="post-title"]');
      const section = document.querySelector('section[aria-labelledby="follow-heading"]');
      return Boolean(article.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(after).toBe(true);
    await plain.close();
  });

  it('explains the feeds on /feeds, lists every one with working links, and is in the sitemap and the footer', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: MOBILE });
    const answer = await page.goto(`${stack.url}/feeds`);
    expect(answer.status()).toBe(200);
    expect(await page.title()).toBe(`Feeds | ${site.ownerName}`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.siteUrl.replace(/\/$/, '')}/feeds`);
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').count()).toBeGreaterThan(0);
    for (const heading of ['RSS, Atom and JSON Feed', 'How to follow a feed', 'The feeds']) await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    await checkFeedLinks(page.getByRole('list', { name: 'Feeds: Every post' }), null);
    for (const persona of TAG_TYPES) await checkFeedLinks(page.getByRole('list', { name: `Feeds: ${PERSONA_TITLES[persona]}` }), persona);
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Feeds' }).getAttribute('href')).toBe('/feeds');
    expect(await (await fetch(`${stack.url}/sitemap.xml`)).text()).toContain('/feeds</loc>');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('passes axe on /feeds and /blog in both themes at 1280 and 375 px', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      for (const colorScheme of ['light', 'dark']) {
        const { context, page } = await openPage(browser, { viewport, colorScheme });
        for (const [path, name] of [
          ['/feeds', 'feeds'],
          ['/blog', 'blog-follow'],
        ]) {
          await page.goto(`${stack.url}${path}`);
          expect(await seriousViolations(page)).toEqual([]);
          await screenshot(page, name);
        }
        await context.close();
      }
    }
  });
});

describe('rough edges', () => {
  it('draws a post without an image as a card of its neighbours’ height, with no stray labels', async () => {
    const { context, page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${stack.url}/blog`);
    const cards = await page.getByRole('main').getByRole('article').evaluateAll((nodes) =>
      nodes.map((node) => ({ top: Math.round(node.getBoundingClientRect().top), height: Math.round(node.getBoundingClientRect().height), image: Boolean(node.querySelector('img')), cover: node.querySelector('[data-cover]')?.getBoundingClientRect().height ?? null, text: node.innerText })),
    );
    const imageless = cards.filter((card) => !card.image);
    expect(imageless.length).toBeGreaterThan(0);
    for (const card of imageless) {
      // The picture's 16:9 box, drawn in type.
      expect(card.cover).toBeGreaterThan(0);
      expect(card.text).not.toMatch(/\bAll\b/);
      // Its neighbour in the row (when it has a picture): the same height, to the pixel.
      const neighbour = cards.find((other) => other !== card && other.top === card.top && other.image);
      if (neighbour) expect(card.height).toBe(neighbour.height);
    }
    await context.close();
  });

  it('keeps the blog’s article count in the hero during a search', async () => {
    const { context, page } = await openPage(browser, { viewport: MOBILE });
    await page.goto(`${stack.url}/blog`);
    const count = page.getByText(/^\d+ articles?$/);
    const before = await count.innerText();
    await page.goto(`${stack.url}/blog?q=${encodeURIComponent(seededPosts(null)[0].title.split(' ')[0])}`);
    await page.getByRole('heading', { level: 2, name: /results? for/ }).waitFor();
    expect(await count.innerText()).toBe(before);
    await context.close();
  });

  /** The success panel, focused and wholly below the fixed header, inside the viewport. */
  async function expectPanelInSight(page) {
    const panel = page.locator('#contact-sent');
    await panel.getByRole('heading', { name: 'Message received' }).waitFor();
    await panel.getByRole('status').getByText(CONTACT_MESSAGES.sent).waitFor();
    expect(await page.waitForFunction(() => document.activeElement?.id === 'contact-sent', undefined, { timeout: 5_000 }).then(() => true, () => false)).toBe(true);
    // Scrolling may still be easing in: measure once it has stopped.
    await page.waitForTimeout(400);
    const box = await page.evaluate(() => {
      const header = document.querySelector('[data-site-header]').getBoundingClientRect();
      const shown = document.getElementById('contact-sent').getBoundingClientRect();
      return { headerBottom: header.bottom, top: shown.top, bottom: shown.bottom, viewport: window.innerHeight };
    });
    expect(box.top).toBeGreaterThanOrEqual(box.headerBottom);
    expect(box.bottom).toBeLessThanOrEqual(box.viewport);
    if (site.contactEmail) expect(await panel.getByRole('link', { name: site.contactEmail }).getAttribute('href')).toBe(`mailto:${site.contactEmail}`);
  }

  async function fillIn(page, text) {
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await form.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await form.getByLabel('Message', { exact: true }).fill(text);
  }

  it('shows the contact success panel focused and clear of the fixed header at 375 px, with JavaScript', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: MOBILE });
    await page.goto(`${stack.url}/?persona=business`);
    const shown = Date.now();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.scrollIntoViewIfNeeded();
    await form.getByText(/^\d[\d,]* of 5,000 characters$/).waitFor();
    await fillIn(page, `Follow-and-edges with JavaScript at ${Date.now()}`);
    await page.waitForTimeout(Math.max(0, shown + WRITING_MS - Date.now()));
    await form.getByRole('button', { name: 'Send message' }).click();
    await expectPanelInSight(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the contact success panel focused and clear of the fixed header at 375 px, without JavaScript', async () => {
    const plain = await browser.newContext({ viewport: MOBILE, javaScriptEnabled: false, reducedMotion: 'reduce' });
    const page = await plain.newPage();
    await page.goto(`${stack.url}/?persona=business`);
    const shown = Date.now();
    await fillIn(page, `Follow-and-edges without JavaScript at ${Date.now()}`);
    await page.waitForTimeout(Math.max(0, shown + WRITING_MS - Date.now()));
    await page.getByRole('form', { name: 'Contact form' }).getByRole('button', { name: 'Send message' }).click();
    await page.waitForURL((url) => url.search === '?persona=business&sent=1' && url.hash === '#contact-sent');
    await expectPanelInSight(page);
    await plain.close();
  });

  it('fits the persona switcher’s labels without JavaScript at 375 and 1280 px, its Go joined to it', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const plain = await browser.newContext({ viewport, javaScriptEnabled: false, reducedMotion: 'reduce' });
      const page = await plain.newPage();
      // At 375 px the switcher is in the menu, which opens as its address's target without a script.
      await page.goto(`${stack.url}/?persona=enterprise${viewport === MOBILE ? '#site-menu' : ''}`);
      const switcher = page.locator('form[data-persona-switcher]:visible');
      await switcher.waitFor();
      const fit = await switcher.evaluate((form) => {
        const select = form.querySelector('select');
        const go = form.querySelector('button[type="submit"]');
        const style = getComputedStyle(select);
        // The widest label, measured in the select's own font, against the room the select gives it.
        const probe = document.createElement('span');
        probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${style.font};letter-spacing:${style.letterSpacing}`;
        document.body.append(probe);
        const widest = Math.max(
          ...[...select.options].map((option) => {
            probe.textContent = option.textContent;
            return probe.getBoundingClientRect().width;
          }),
        );
        probe.remove();
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const [a, b] = [select.getBoundingClientRect(), go.getBoundingClientRect()];
        return {
          formFits: form.scrollWidth <= form.clientWidth,
          selectFits: select.scrollWidth <= select.clientWidth,
          labelFits: widest <= room + 0.5,
          joined: Math.abs(b.left - a.right) <= 1 && Math.abs(b.top - a.top) <= 1 && Math.abs(b.height - a.height) <= 1,
          squareJoin: getComputedStyle(select).borderTopRightRadius === '0px' && getComputedStyle(go).borderTopLeftRadius === '0px',
        };
      });
      expect(fit).toEqual({ formFits: true, selectFits: true, labelFits: true, joined: true, squareJoin: true });
      await screenshot(page, 'persona-switcher-no-js');
      await plain.close();
    }
  });
});
