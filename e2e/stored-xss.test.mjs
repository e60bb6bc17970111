// Stored XSS in a real browser: classic payloads (support/xss-payloads.mjs) written through the admin
// API into every text field of every collection and the blog, then every public page (as the server
// sends it, and hydrated) and the console's lists, forms and previews opened in Chromium with
// alert/confirm/prompt hooked, dialogs and CSP violations listened for, and the DOM scanned for live
// markup. Many payloads per item, so a few page loads cover every field.
import { adminClient } from './support/admin-client.mjs';
import { allowFailedLoads, openConsole, openSection, signIn } from './support/admin-console.mjs';
import { openPage } from './support/browser.mjs';
import { liveIslands } from './support/server-rendering.mjs';
import { COLLECTIONS, PAYLOADS, chunks, itemsOf, marker } from './support/xss-payloads.mjs';
import { liveMarkup, markersShown, watchForScripts } from './support/xss-watch.mjs';
import { useWholeStack } from './support/whole-stack.mjs';

// Without the micro-cache: every page shows the stored payloads at once.
const env = useWholeStack('stored-xss', { microCache: false });

/** collection → [{ marker, id }] of what was stored; collection.field → payloads a validated field refused. */
const stored = {};
const refused = {};
/** Writes answered with anything but 201 or 400 (a 5xx is a bug of its own). */
const writeFailures = [];
const slugs = [];
/** How many pages of 12 the blog list has once every post is stored. */
let blogPages = 1;
/** The categories some post files under: the public site shows a category only on its posts. */
const categoriesOfPosts = new Set();

async function create(admin, collection, item, label) {
  const answer = await admin.call('POST', collection.path, item);
  if (answer.status === 201 || answer.status === 200) {
    (stored[collection.name] ??= []).push({ marker: label, id: answer.body.id });
    if (collection.name === 'posts') slugs.push(answer.body.slug);
  }
  return answer;
}

const accepted = (answer) => answer.status === 201 || answer.status === 200;

beforeAll(async () => {
  const admin = await adminClient(env.stack.url);
  const byName = Object.fromEntries(COLLECTIONS.map((collection) => [collection.name, collection]));
  for (const collection of COLLECTIONS) {
    const items = itemsOf(collection);
    if (collection.name === 'posts') {
      // Every post files under a payload category and carries every payload tag.
      for (const [index, item] of items.entries()) {
        item.categoryId = stored.categories[index % stored.categories.length].id;
        categoriesOfPosts.add(item.categoryId);
        item.tagIds = stored.tags.map((tag) => tag.id);
      }
    }
    for (const [index, item] of items.entries()) {
      const answer = await create(admin, collection, item, marker(collection.name, index));
      if (!accepted(answer)) writeFailures.push(`${collection.name} free text ${index}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    }
    // Validated fields: each payload alone (what the field refuses is recorded, what it accepts is
    // stored and shown), then every payload packed behind a prefix the field accepts.
    let attempt = 0;
    for (const [field, prefix] of Object.entries(collection.validated)) {
      for (const [value, alone] of [...PAYLOADS.map((payload) => [payload, true]), ...chunks(2048, prefix).map((chunk) => [chunk, false])]) {
        const label = marker(collection.name, `v${attempt}`);
        attempt += 1;
        const [markerField] = Object.keys(collection.text);
        const item = { ...items[0], [markerField]: `${label}${items[0][markerField].replace(/^xssmark-\S+/, '')}` };
        if (collection.slugged) item.slug = `xss-${collection.name}-v${attempt}`;
        item[field] = value;
        const answer = await create(admin, collection, item, label);
        if (answer.status === 400) (refused[`${collection.name}.${field}`] ??= []).push(alone ? value : `${value.slice(0, 40)}…`);
        else if (!accepted(answer)) writeFailures.push(`${collection.name}.${field} = ${JSON.stringify(value.slice(0, 60))}… (${value.length} characters): ${answer.status}`);
      }
    }
    expect(byName[collection.name]).toBeDefined();
  }
  const summary = Object.fromEntries(Object.entries(stored).map(([name, list]) => [name, list.length]));
  const refusals = Object.fromEntries(
    COLLECTIONS.flatMap((collection) => Object.keys(collection.validated).map((field) => `${collection.name}.${field}`)).map((field) => {
      const values = refused[field] ?? [];
      return [field, { refused: values.length, acceptedAlone: PAYLOADS.filter((payload) => !values.includes(payload)) }];
    }),
  );
  blogPages = Math.ceil(Number((await fetch(`${env.stack.url}/api/blog/posts?status=published&limit=1`)).headers.get('x-total-count')) / 12);
  console.info(`Stored XSS: ${PAYLOADS.length} payloads; items stored ${JSON.stringify(summary)}; refused by validated fields ${JSON.stringify(refusals)}`);
}, 120_000);

/**
 * An image, logo or icon path the API accepted with payloads in it names no file: its image answers
 * 404. Only those (their paths hold a payload's space, <, {, [, quote, $ or parenthesis).
 */
const MISSING_IMAGE = { status: 404, text: 'Not Found', path: /%20|%3C|%7B|%5B|%22|%27|\$|\(/i };

/** Opens `path` in a fresh hooked context; `serverOnly` blocks every script of the site, so the DOM is the server's markup. */
async function inspect(path, { serverOnly = false, actions } = {}) {
  const opened = allowFailedLoads(await openPage(env.browser), [MISSING_IMAGE]);
  const watch = await watchForScripts(opened.context, opened.page);
  if (serverOnly) await opened.page.route(/\.m?js(\?|$)/, (route) => route.abort());
  try {
    await opened.page.goto(`${env.stack.url}${path}`);
    const live = serverOnly ? [] : await hydrate(opened.page);
    live.push(...(await liveMarkup(opened.page)));
    const shown = await markersShown(opened.page, allMarkers());
    if (actions) {
      live.push(...(await actions(opened.page)));
      shown.push(...(await markersShown(opened.page, allMarkers())));
    }
    // With the site's scripts blocked, Chromium reports each aborted script load: not a finding.
    const problems = opened.unexpected().filter((problem) => !(serverOnly && problem.includes('net::ERR_FAILED')));
    return { findings: [...(await watch.findings()), ...live, ...problems], shown };
  } finally {
    await opened.context.close();
  }
}

/** The carousels' islands: past their first slides, the slides exist only once react-slick (loaded after `load`) lays them out. */
const CAROUSELS = ['heroSlides', 'caseStudies'];

/**
 * The page hydrated: the site's script done, every island live (each hydrates only once seen or
 * touched: liveIslands scrolls through the page and touches the rest) and each carousel laid out by
 * react-slick. An island that never came alive is a finding: the page was not hydrated.
 */
async function hydrate(page) {
  const islands = await liveIslands(page);
  for (const name of CAROUSELS) {
    if (islands.some(([island, isLive]) => island === name && isLive)) await page.locator(`[data-island="${name}"] .slick-list`).first().waitFor();
  }
  await page.waitForLoadState('networkidle');
  return islands.filter(([, isLive]) => !isLive).map(([name]) => `island ${name} never hydrated`);
}

const allMarkers = () => Object.values(stored).flatMap((list) => list.map((entry) => entry.marker));

/** Opens each case study's dialog and each of its tabs (inactive tabs are not in the DOM), scanning each. */
async function openEveryCaseStudy(page) {
  const found = [];
  const buttons = page.getByRole('link', { name: 'View Case Study' });
  const count = await buttons.count();
  for (let index = 0; index < count; index += 1) {
    await buttons.nth(index).dispatchEvent('click');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    for (const tab of ['Overview', 'Challenge', 'Solution', 'Results']) {
      await dialog.getByRole('tab', { name: tab, exact: true }).click();
      await dialog.getByRole('tabpanel').waitFor();
      found.push(...(await liveMarkup(page)).map((line) => `case study ${index + 1}, ${tab}: ${line}`));
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
  return found;
}

/** The public pages in groups, each one test with its own time: [group, () => its paths]. */
const PUBLIC_PAGE_GROUPS = [
  ['the home page', () => ['/']],
  ['the Enterprise Tech page, every case study opened', () => ['/?persona=enterprise']],
  ['the other persona pages', () => ['/?persona=business', '/?persona=fitness']],
  ['every page of the blog list', () => ['/blog', ...Array.from({ length: blogPages - 1 }, (_, index) => `/blog?page=${index + 2}`)]],
  ['every post', () => slugs.map((slug) => `/blog/${slug}`)],
];

describe('writing the payloads', () => {
  it('stores free text as sent and refuses what a validated field does not accept with a 400, never a 5xx', () => {
    expect(writeFailures).toEqual([]);
  });
});

describe('stored payloads on the public pages', () => {
  const shown = new Set();

  it.each(PUBLIC_PAGE_GROUPS)('never run nor reach the DOM as live markup on %s, as the server renders them or once hydrated', async (_group, pathsOf) => {
    const findings = {};
    for (const path of pathsOf()) {
      for (const serverOnly of [true, false]) {
        const actions = !serverOnly && path === '/?persona=enterprise' ? openEveryCaseStudy : undefined;
        const result = await inspect(path, { serverOnly, actions });
        if (result.findings.length > 0) findings[`${path} (${serverOnly ? 'server markup' : 'hydrated'})`] = result.findings;
        result.shown.forEach((entry) => shown.add(entry));
      }
    }
    expect(findings).toEqual({});
  }, 300_000);

  it('showed every item of the collections the public site displays (a page that failed to load would hide the payloads)', () => {
    const publicCollections = ['experiences', 'skills', 'education', 'certifications', 'hero-items', 'case-studies', 'posts', 'categories', 'tags', 'social-links'];
    const notShown = publicCollections.flatMap((name) =>
      (stored[name] ?? [])
        .filter((entry) => name !== 'categories' || categoriesOfPosts.has(entry.id))
        .map((entry) => entry.marker)
        .filter((entry) => !shown.has(entry)),
    );
    expect(notShown).toEqual([]);
  });
});

describe('stored payloads in the console', () => {
  it("never run in any section's list, edit form or preview", async () => {
    const opened = await openConsole(env.browser, undefined, [MISSING_IMAGE]);
    const watch = await watchForScripts(opened.context, opened.page);
    const { page } = opened;
    const findings = {};
    const shown = new Set();
    const check = async (where) => {
      const live = await liveMarkup(page);
      if (live.length > 0) findings[where] = live;
      (await markersShown(page, allMarkers())).forEach((entry) => shown.add(entry));
    };
    try {
      await page.goto(`${env.stack.url}/admin/`);
      await signIn(page);
      const sections = [
        ['Companies'],
        ['Experiences'],
        ['Skills'],
        ['Education'],
        ['Certifications'],
        ['Personas'],
        ['Case Studies'],
        ['Hero Items'],
        ['Social Links'],
        ['Blog', 'Blog Posts'],
        ['Blog', 'Categories'],
        ['Blog', 'Tags'],
      ];
      for (const [label, blogSection] of sections) {
        if (blogSection) {
          await page.getByRole('navigation', { name: 'Sections', exact: true }).getByRole('tab', { name: 'Blog', exact: true }).click();
          await openSection(page, blogSection, { blog: true });
        } else {
          await openSection(page, label);
        }
        // The list has arrived once the payload items' titles show.
        await page.getByRole('heading', { name: /^xssmark-/ }).first().waitFor();
        await check(`${label} ${blogSection ?? ''} list`);
        // The post list comes in pages: every page is read, then back to the first.
        if (blogSection === 'Blog Posts') {
          const next = page.getByRole('navigation', { name: 'Blog Posts pages' }).getByRole('button', { name: 'Next', exact: true });
          for (let shownPage = 2; (await next.count()) > 0 && (await next.isEnabled()); shownPage += 1) {
            await next.click();
            await page.getByText(new RegExp(`page ${shownPage} of`)).waitFor();
            await page.waitForLoadState('networkidle');
            await check(`${label} ${blogSection} list, page ${shownPage}`);
          }
          const previous = page.getByRole('navigation', { name: 'Blog Posts pages' }).getByRole('button', { name: 'Previous', exact: true });
          while ((await previous.count()) > 0 && (await previous.isEnabled())) {
            await previous.click();
            await page.waitForLoadState('networkidle');
          }
          await page.getByText(/page 1 of/).waitFor();
        }
        // The first payload item's form (and its preview, where the section has one).
        await page.getByRole('button', { name: /^Edit xssmark-/ }).first().click();
        const form = page.getByRole('form', { name: /^Edit / });
        await form.waitFor();
        await page.waitForLoadState('networkidle');
        await check(`${label} ${blogSection ?? ''} form`);
        const previewTab = page.getByRole('tab', { name: 'Preview', exact: true });
        if ((await previewTab.count()) > 0) {
          await previewTab.click();
          await page.waitForLoadState('networkidle');
          await check(`${label} ${blogSection ?? ''} preview`);
        }
        await page.getByRole('button', { name: 'Cancel', exact: true }).click();
        await form.waitFor({ state: 'detached' });
      }
      const ran = await watch.findings();
      if (ran.length > 0) findings['ran'] = ran;
      const problems = opened.unexpected();
      if (problems.length > 0) findings['console errors'] = problems;
      // …and the lists showed every stored item (a list that failed to load would hide the payloads).
      const notShown = allMarkers().filter((entry) => !shown.has(entry));
      expect({ findings, notShown }).toEqual({ findings: {}, notShown: [] });
    } finally {
      await opened.context.close();
    }
  }, 300_000);
});
