// A visitor at 1280 px: the persona chooser and each persona's page, the theme, the blog list and
// posts, the not-found pages, then axe, problems and screenshots on every public route in both themes.
import { openPage, seriousViolations, screenshot, DESKTOP } from './support/browser.mjs';
import { useWholeStack } from './support/whole-stack.mjs';
import {
  OWNER,
  PERSONA_TITLES,
  PRIMARY_COLOURS,
  TAG_TYPES,
  accentState,
  DOCUMENT_NOT_FOUND,
  expectedAccent,
  screens,
  seededPage,
  seededPersona,
  seededPost,
  seededPosts,
  settle,
  sweep,
  textsOf,
  uniqueTextsOf,
  visit,
} from './support/visitor-site.mjs';
import { CATEGORY_NAMES, TAG_TYPE_BADGES, publishDate, viewCountOn, viewsText } from './support/visitor-blog.mjs';

// The journeys check each of the owner's additions and each view count at once: without the 5 s
// micro-cache, which e2e/server-rendering.test.mjs checks on its own.
const env = useWholeStack('visitor-desktop', { microCache: false });

const sorted = (list) => [...list].sort();
const at = (path) => `${env.stack.url}${path}`;

/** What the persona page shows, section by section, in the same shape as seededPage(). */
async function shownPersonaPage(page) {
  const column = (name) => page.locator('#education').getByRole('heading', { level: 3, name, exact: true }).locator('xpath=..').locator('h4');
  return {
    heroTitles: sorted(await uniqueTextsOf(page.locator('#about [aria-roledescription="carousel"] h2'))),
    about: await page.locator('#about').getByRole('heading', { level: 3 }).innerText(),
    experiences: sorted(await textsOf(page.locator('#experience h3'))),
    skills: sorted(await textsOf(page.locator('#skills h3'))),
    education: sorted(await textsOf(column('Education'))),
    certifications: sorted(await textsOf(column('Certifications'))),
    caseStudies: sorted(await uniqueTextsOf(page.locator('#case-studies h3'))),
  };
}

function expectedPersonaPage(persona) {
  const seeded = seededPage(persona);
  return {
    heroTitles: sorted(seeded.heroTitles),
    about: seeded.persona.title,
    experiences: sorted(seeded.experiences),
    skills: sorted(seeded.skills.map((skill) => skill.name)),
    education: sorted(seeded.education),
    certifications: sorted(seeded.certifications),
    caseStudies: sorted(seeded.caseStudies),
  };
}

const headerLinks = (page) => textsOf(page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link'));

it("greets a new visitor with the persona chooser; each persona shows its own content in its own accent; 'View All' goes back", async () => {
  const { context, page, problems } = await openPage(env.browser);
  await visit(page, at('/'), screens.chooser);

  const chooser = page.getByRole('region', { name: OWNER });
  expect(await chooser.getByRole('heading', { level: 1 }).innerText()).toBe(OWNER);
  await chooser.getByText('Multi-disciplinary Professional', { exact: true }).waitFor();
  await chooser.getByText('Choose your path to explore my professional journey', { exact: true }).waitFor();
  const cards = chooser.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  expect(await cards.count()).toBe(3);
  for (const [index, type] of TAG_TYPES.entries()) {
    const card = cards.nth(index);
    expect({
      title: await card.getByRole('heading', { level: 2 }).innerText(),
      subtitle: await card.getByText(seededPersona(type).subtitle, { exact: true }).isVisible(),
      icon: await card.locator('svg').first().isVisible(),
      highlights: await card.getByRole('listitem').count(),
      explore: await card.getByRole('link').innerText(),
    }).toEqual({ title: PERSONA_TITLES[type], subtitle: true, icon: true, highlights: 3, explore: `Explore ${PERSONA_TITLES[type]}` });
  }
  // No persona yet: the header offers the blog and the all-persona CV.
  expect(await headerLinks(page)).toEqual(['Blog', 'CV']);

  const accents = {};
  for (const [index, type] of TAG_TYPES.entries()) {
    // The whole card is the target: a click on its middle chooses the persona.
    await cards.nth(index).click();
    await page.waitForURL(at(`/?persona=${type}`));
    await screens.persona(page, type);
    await settle(page);
    expect(await shownPersonaPage(page)).toEqual(expectedPersonaPage(type));
    expect(await headerLinks(page)).toEqual(['About', 'Experience', 'Skills', 'Education', 'Case Studies', 'Contact', 'Blog', 'CV']);

    const accent = await accentState(page);
    accents[type] = accent.eyebrow;
    expect(accent).toEqual({ eyebrow: expectedAccent(type, 'light').rgb, primary: expectedAccent(type, 'light').hex, saved: PRIMARY_COLOURS[type], persona: type });

    // 'View All' in the persona switcher clears the persona and shows the chooser again.
    await page.getByRole('combobox', { name: 'Persona' }).selectOption({ label: 'View All' });
    await page.waitForURL(at('/'));
    await screens.chooser(page);
    expect((await accentState(page)).persona).toBeNull();
  }
  // Three personas, three accents a visitor can tell apart.
  expect(new Set(Object.values(accents)).size).toBe(3);

  // The switcher moves between personas directly.
  await cards.nth(2).click();
  await page.waitForURL(at('/?persona=fitness'));
  for (const [label, type] of [['Enterprise', 'enterprise'], ['Business', 'business']]) {
    await page.getByRole('combobox', { name: 'Persona' }).selectOption({ label });
    await page.waitForURL(at(`/?persona=${type}`));
    await screens.persona(page, type);
    await settle(page);
    expect(await shownPersonaPage(page)).toEqual(expectedPersonaPage(type));
    expect((await accentState(page)).eyebrow).toBe(accents[type]);
  }
  expect(problems).toEqual([]);
  await context.close();
});

it('keeps the dark theme chosen with the header toggle across a reload', async () => {
  const { context, page, problems } = await openPage(env.browser, { colorScheme: 'light' });
  const ready = (p) => screens.persona(p, 'enterprise');
  await visit(page, at('/?persona=enterprise'), ready);
  const look = () =>
    page.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      background: getComputedStyle(document.body).backgroundColor,
    }));
  expect(await look()).toEqual({ theme: 'light', background: 'rgb(255, 255, 255)' });

  await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await page.reload();
  await ready(page);
  await settle(page);
  expect(await look()).toEqual({ theme: 'dark', background: 'rgb(15, 23, 42)' });
  await page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).waitFor();
  // The accent is shaded for the dark ground too.
  expect((await accentState(page)).eyebrow).toBe(expectedAccent('enterprise', 'dark').rgb);

  await page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  await page.reload();
  await ready(page);
  expect(await look()).toEqual({ theme: 'light', background: 'rgb(255, 255, 255)' });
  expect(problems).toEqual([]);
  await context.close();
});

/** Each card of the blog list as a visitor reads it. */
async function shownCards(page) {
  const cards = page.getByRole('main').getByRole('article');
  const shown = [];
  for (const card of await cards.all()) {
    const text = await card.innerText();
    shown.push({
      title: await card.getByRole('heading', { level: 2 }).innerText(),
      text,
      readMore: await card.getByRole('link', { name: 'Read More' }).getAttribute('href'),
    });
  }
  return shown;
}

const expectedCards = (persona) => seededPosts(persona).map((post) => ({ title: post.title, readMore: `/blog/${post.slug}` }));
const titlesAndLinks = (cards) => cards.map(({ title, readMore }) => ({ title, readMore }));

it('lists the published posts and filters them by persona with the filter cards', async () => {
  const { context, page, problems } = await openPage(env.browser);
  await visit(page, at('/blog'), (p) => screens.blog(p, null));
  await page.getByText('New articles every week', { exact: false }).waitFor();

  const cards = await shownCards(page);
  expect(titlesAndLinks(cards)).toEqual(expectedCards(null));
  // Badges (a card has no tag-type badge for a post meant for everyone), date ('Recently' without one) and the view count only above 0, singular at exactly 1.
  for (const card of cards) {
    const post = seededPosts(null).find((entry) => entry.title === card.title);
    expect({ title: card.title, category: card.text.includes(CATEGORY_NAMES[post.categorySlug] ?? ''), tagType: post.tagType ? card.text.includes(TAG_TYPE_BADGES[post.tagType]) : !/\bAll\b/.test(card.text), date: card.text.includes(publishDate(post.publishedAt)), views: viewCountOn(card.text) }).toEqual({
      title: post.title,
      category: true,
      tagType: true,
      date: true,
      views: viewsText(post.viewCount),
    });
  }
  // The seed covers each case: 1243 views, exactly 1 view, and none shown for 0.
  expect(cards.map((card) => viewCountOn(card.text))).toEqual(expect.arrayContaining(['1243 views', '1 view', null]));

  // The filter cards are links to each persona's list; the active one is the current one.
  const filters = page.getByRole('group', { name: 'Filter posts by persona' }).getByRole('link');
  expect(await textsOf(filters)).toEqual(TAG_TYPES.map((type) => PERSONA_TITLES[type]));
  for (const [index, type] of TAG_TYPES.entries()) {
    await filters.nth(index).click();
    await page.waitForURL(at(`/blog?persona=${type}`));
    await screens.blog(page, type);
    await settle(page);
    expect(titlesAndLinks(await shownCards(page))).toEqual(expectedCards(type));
    expect(await textsOf(filters)).toEqual(TAG_TYPES.map((other) => (other === type ? `${PERSONA_TITLES[other]}Active Filter` : PERSONA_TITLES[other])));
    expect(await filters.evaluateAll((links) => links.map((link) => link.getAttribute('aria-current')))).toEqual(TAG_TYPES.map((other) => (other === type ? 'true' : null)));
  }
  expect(problems).toEqual([]);
  await context.close();
});

/** Opens or reloads a post and waits for it, and for the one view its load counts (the spec's view call). */
async function loadPost(page, slug, load) {
  const counted = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/view'));
  await load();
  await page.waitForURL((url) => url.pathname === `/blog/${slug}`);
  await screens.post(page, slug);
  expect((await counted).ok()).toBe(true);
  await settle(page);
  return viewCountOn(await page.getByRole('article').innerText());
}

it('opens a post from the list: its markdown features show, and its first load by a visitor counts one view', async () => {
  // A browser whose view counts: headless Chromium names itself, so the other tests' browsers are
  // robots the API never counts, and this is the first counted reader of the post from this address
  // (one view per client network, post and day, whatever the user agent).
  const { context, page, problems } = await openPage(env.browser, { userAgent: `Mozilla/5.0 (X11; Linux x86_64) FolioReader/${Date.now()}` });
  await visit(page, at('/blog'), (p) => screens.blog(p, null));

  // A task list and an auto-linked URL; seeded with exactly 1 view.
  const checklist = seededPost('cloud-landing-zone-checklist');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: checklist.title }) });
  expect(await loadPost(page, checklist.slug, () => card.getByRole('link', { name: 'Read More' }).click())).toBe('1 view');
  const article = page.getByRole('article');
  const checkboxes = article.getByRole('checkbox');
  const tasks = await checkboxes.evaluateAll((boxes) => boxes.map((box) => ({ text: box.parentElement.textContent.trim(), ticked: box.checked, readOnly: box.disabled })));
  const seededTasks = [...checklist.content.matchAll(/^- \[([ x])\] (.+)$/gm)].map(([, tick, text]) => ({ text, ticked: tick === 'x', readOnly: true }));
  expect(seededTasks).toHaveLength(17);
  expect(tasks).toEqual(seededTasks);
  const url = 'https://example.com/resources/landing-zone-checklist';
  const autolink = article.getByRole('link', { name: url, exact: true });
  expect([await autolink.getAttribute('href'), await autolink.getAttribute('target')]).toEqual([url, '_blank']);
  expect(await article.innerText()).toContain(publishDate(checklist.publishedAt));
  // The reload shows the first load's view; a second reload is the same reader, not counted again.
  expect(await loadPost(page, checklist.slug, () => page.reload())).toBe('2 views');
  expect(await loadPost(page, checklist.slug, () => page.reload())).toBe('2 views');

  // A GFM table, strikethrough and footnotes; 532 views, then one more.
  const automate = seededPost('automate-the-boring-middle');
  expect(await loadPost(page, automate.slug, () => page.goto(at(`/blog/${automate.slug}`)))).toBe('532 views');
  const table = article.getByRole('table');
  expect({
    headers: await textsOf(table.getByRole('columnheader')),
    rows: await table.getByRole('row').count(),
    total: await table.getByRole('row').last().innerText(),
  }).toEqual({ headers: ['Task', 'Times per week', 'Minutes each', 'Hours per week'], rows: 7, total: expect.stringMatching(/^Total\s+9\.25$/) });
  const struck = article.locator('del');
  expect(await struck.evaluateAll((nodes) => nodes.map((node) => [node.textContent, getComputedStyle(node).textDecorationLine]))).toEqual([
    ['Print the signed proposal and scan it into the client folder', 'line-through'],
    ['Email the client to confirm receipt of the signed proposal', 'line-through'],
    ['Re-enter the client record in the invoicing tool', 'line-through'],
  ]);
  const references = article.locator('sup a');
  expect(await textsOf(references)).toEqual(['1', '2']);
  await references.first().click();
  const footnote = page.locator(await references.first().getAttribute('href'));
  expect(await footnote.innerText()).toContain('two good tools, bought years apart');
  expect(await footnote.evaluate((node) => node.getBoundingClientRect().top >= 0 && node.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
  // Badges, excerpt in italics and the Tags card.
  expect(await textsOf(article.getByRole('complementary', { name: 'Tags' }).getByRole('listitem'))).toEqual(['Automation', 'Small Business']);
  const excerpt = article.getByText(automate.excerpt, { exact: true });
  expect(await excerpt.evaluate((node) => getComputedStyle(node).fontStyle)).toBe('italic');
  expect(await article.innerText()).toEqual(expect.stringContaining(`${CATEGORY_NAMES[automate.categorySlug]}\n`));
  expect(await loadPost(page, automate.slug, () => page.reload())).toBe('533 views');

  // No count at 0 views; after one load it reads '1 view'.
  const unread = seededPost('webhooks-retries-idempotency');
  expect(unread.viewCount).toBe(0);
  expect(await loadPost(page, unread.slug, () => page.goto(at(`/blog/${unread.slug}`)))).toBeNull();
  expect(await loadPost(page, unread.slug, () => page.reload())).toBe('1 view');
  expect(problems).toEqual([]);
  await context.close();
});

it("shows the not-found page for an unknown route, with the way home, and 'Post Not Found' for an unknown post", async () => {
  const { context, page, problems } = await openPage(env.browser);
  await visit(page, at('/no-such-page'), screens.notFound);
  await page.getByText("The page you're looking for doesn't exist or has been moved.", { exact: true }).waitFor();
  expect({
    title: await page.title(),
    robots: await page.locator('meta[name="robots"]').getAttribute('content'),
  }).toEqual({ title: `404 Page Not Found | ${OWNER}`, robots: 'noindex, follow' });
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await page.waitForURL(at('/'));
  await screens.chooser(page);
  // The page's own 404 status is the only thing the browser reports.
  expect(problems).toEqual([DOCUMENT_NOT_FOUND]);

  const answers = [];
  page.on('response', (response) => answers.push(`${response.status()} ${response.url().slice(env.stack.url.length)}`));
  await page.goto(at('/blog/no-such-post'));
  await page.getByRole('heading', { level: 1, name: 'Post Not Found' }).waitFor();
  await page.getByText("The blog post you're looking for doesn't exist or has been removed.", { exact: true }).waitFor();
  // The server answers the missing post itself, with 404: the browser asks the API nothing more about it.
  expect(answers).toContain('404 /blog/no-such-post');
  expect(answers.filter((answer) => answer.includes('/api/blog/posts/slug/'))).toEqual([]);
  expect(problems).toEqual([DOCUMENT_NOT_FOUND, DOCUMENT_NOT_FOUND]);
  await page.getByRole('main').getByRole('link', { name: 'Back to Blog' }).click();
  await page.waitForURL(at('/blog'));
  await screens.blog(page, null);
  await context.close();
});

it('passes axe with no serious or critical violation and no problem on every public route, in both themes', async () => {
  const { findings, expected } = await sweep({ browser: env.browser, baseUrl: env.stack.url, viewport: DESKTOP, openPage, seriousViolations, screenshot });
  expect(findings).toEqual(expected);
});

it('loads only what each screen needs: no markdown renderer on a persona page or a served post, no carousel on a post or the chooser', async () => {
  /** The names of the script files a fresh visit to `path` fetched (and, with `then`, what a click there fetched; `then` sees the list so far). */
  const scriptsFor = async (path, ready, then) => {
    const { context, page, problems } = await openPage(env.browser);
    const fetched = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname.split('/').pop());
    });
    await visit(page, at(path), ready);
    if (then) await then(page, fetched);
    await context.close();
    expect(problems).toEqual([]);
    return fetched;
  };
  const named = (files, chunk) => files.filter((file) => file.startsWith(`${chunk}-`));

  // React comes with the islands' script, only on a page with islands; react-slick in the slider chunk,
  // fetched once a page with a carousel has loaded; remark-gfm and micromark in post-markdown's; the
  // case-study dialog's chunk waits for a visitor to reach for a case study.
  const home = await scriptsFor('/?persona=enterprise', (page) => screens.persona(page, 'enterprise'), async (page, fetched) => {
    // The case studies' island starts as the reader comes near it.
    await page.locator('#case-studies').scrollIntoViewIfNeeded();
    await page.locator('#case-studies .slick-list').waitFor();
    expect(named(fetched, 'case-study-dialog')).toEqual([]);
    const dialogCode = page.waitForRequest((request) => /\/case-study-dialog-[\w-]+\.js$/.test(request.url()));
    const view = page.locator('#case-studies').getByRole('link', { name: 'View Case Study' }).first();
    await view.hover();
    await dialogCode;
    await view.click();
    await page.getByRole('dialog').getByRole('tab', { name: 'Overview' }).waitFor();
  });
  expect(named(home, 'site')).toHaveLength(1);
  expect(named(home, 'islands')).toHaveLength(1);
  expect(named(home, 'slider')).toHaveLength(1);
  expect(named(home, 'post-markdown')).toEqual([]);

  // The persona chooser has no carousel, nor any island: the site's script only.
  const chooser = await scriptsFor('/', screens.chooser);
  expect(named(chooser, 'site')).toHaveLength(1);
  expect(named(chooser, 'islands')).toEqual([]);
  expect(named(chooser, 'slider')).toEqual([]);

  // The server sends a post's body as HTML: the page itself never downloads the markdown renderer.
  const post = await scriptsFor('/blog/automate-the-boring-middle', (page) => screens.post(page, 'automate-the-boring-middle'));
  expect(named(post, 'site')).toHaveLength(1);
  expect(named(post, 'post-markdown')).toEqual([]);
  expect(named(post, 'islands')).toEqual([]);
  expect(named(post, 'slider')).toEqual([]);

  // A post reached by a click from the list is a page load of its own, its body HTML from the rendering server too: still no renderer.
  const clicked = await scriptsFor('/blog', (page) => screens.blog(page, null), async (page) => {
    await page.getByRole('link', { name: seededPost('automate-the-boring-middle').title, exact: true }).click();
    await screens.post(page, 'automate-the-boring-middle');
  });
  expect(named(clicked, 'site')).not.toEqual([]);
  expect(named(clicked, 'post-markdown')).toEqual([]);
  expect(named(clicked, 'islands')).toEqual([]);
});
