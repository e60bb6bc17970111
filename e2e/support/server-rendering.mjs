// What the server-rendering journeys share: the page as the server sends it (plain fetch, no
// browser), a page with its site script done and every island live, hydration warnings told apart from the rest, a returning visitor's saved choices, pages
// with JavaScript disabled and what a reader sees on screen there (a persona page section by
// section), and the head tags a crawler reads.
import { OWNER, PERSONA_TITLES, TAG_TYPES, scrollThrough, seededPage, seededPersona, seededPost, seededPosts } from './visitor-site.mjs';

const sorted = (list) => [...list].sort();

/**
 * What React's production build says when hydration goes wrong: #418 (text or HTML mismatch), #419
 * (a server boundary switched to client rendering), #421/#422/#423 (recoverable hydration errors),
 * #425 (text content mismatch), and the words of the development build.
 */
export const HYDRATION_MESSAGE = /Minified React error #(418|419|421|422|423|425)\b|hydrat|did not match|server rendered HTML/i;

/**
 * Listens to everything the page says (console messages of every level and uncaught errors) and
 * keeps those about hydration. Attach before the first navigation.
 */
export function watchHydration(page) {
  const messages = [];
  page.on('console', (message) => {
    if (HYDRATION_MESSAGE.test(message.text())) messages.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_MESSAGE.test(error.message)) messages.push(`page error: ${error.message}`);
  });
  return messages;
}

/** GET requests to the API the page makes (its content came with the page: it should make none). */
export function watchApiReads(page, origin) {
  const reads = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
  });
  return reads;
}

/**
 * Waits until the page is all live, as a reader who goes through it finds it: the site's script has
 * run (`html[data-site-ready]`), each island that waits to be seen has hydrated on being scrolled to
 * (scrollThrough), and the rest (those that wait for a first use, or hidden at this width) once
 * touched. Returns each island's name and whether it hydrated, in page order.
 */
export async function liveIslands(page) {
  await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
  await scrollThrough(page);
  for (const island of await page.locator('[data-island]:not([data-island-hydrated])').all()) {
    await island.evaluate((element) => element.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
  }
  await page.waitForFunction(() => [...document.querySelectorAll('[data-island]')].every((island) => island.hasAttribute('data-island-hydrated'))).catch(() => undefined);
  return page.locator('[data-island]').evaluateAll((islands) => islands.map((island) => [island.dataset.island, island.hasAttribute('data-island-hydrated')]));
}

/** Cookie header value for a plain request. */
const cookieHeader = (cookies) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** The page as the server sends it: status, headers and HTML, with optional cookies. */
export async function fetchPage(url, { cookies = {}, headers = {} } = {}) {
  const answer = await fetch(url, { headers: { ...headers, ...(Object.keys(cookies).length > 0 ? { cookie: cookieHeader(cookies) } : {}) }, redirect: 'manual' });
  return { status: answer.status, headers: answer.headers, html: await answer.text() };
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#x27': "'", '#39': "'", nbsp: ' ' };

/**
 * The text of the body's markup as a crawler without JavaScript reads it: scripts and styles
 * removed, tags dropped (with them the islands' props, which hold the same texts as data), entities decoded.
 */
export function markupText(html) {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<template\b[\s\S]*?<\/template>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x27|#39|[a-z]+);/gi, (entity, name) => ENTITIES[name.toLowerCase()] ?? entity)
    .replace(/\s+/g, ' ');
}

/** The <html> element's attributes as sent. */
export const htmlAttributes = (html) => html.match(/<html\b([^>]*)>/i)?.[1].trim() ?? null;

/** The texts each route kind must carry in its markup, from the seed. */
export function expectedTexts(path) {
  const url = new URL(path, 'http://folio.invalid');
  const persona = url.searchParams.get('persona');
  if (url.pathname === '/' && !persona) {
    return [OWNER, 'Choose your path to explore my professional journey', ...TAG_TYPES.flatMap((type) => [PERSONA_TITLES[type], seededPersona(type).subtitle])];
  }
  if (url.pathname === '/') {
    const page = seededPage(persona);
    return [
      `${OWNER}: ${PERSONA_TITLES[persona]}`,
      // The carousel's first slide (the others may arrive with the carousel's script).
      page.heroTitles[0],
      'About Me',
      page.persona.title,
      'Experience',
      ...page.experiences,
      'Skills',
      ...page.skills.map((skill) => skill.name),
      'Education & Certifications',
      ...page.education,
      ...page.certifications,
      'Case Studies & Projects',
      ...page.caseStudies,
      "Let's Work Together",
    ];
  }
  if (url.pathname === '/blog') {
    const posts = seededPosts(persona);
    return ['Insights & Stories', `${posts.length} ${posts.length === 1 ? 'article' : 'articles'}`, ...posts.map((post) => post.title)];
  }
  const slug = url.pathname.match(/^\/blog\/([^/]+)$/)?.[1];
  const post = slug && seededPost(slug);
  if (post?.status === 'published') return [post.title, post.excerpt, ...paragraphsOf(post.content).slice(0, 3)];
  if (slug) return ['Post Not Found', "The blog post you're looking for doesn't exist or has been removed."];
  return ['404 - Page Not Found', "The page you're looking for doesn't exist or has been moved."];
}

/** A post's plain paragraphs (no markdown syntax in them), as the reader sees them. */
function paragraphsOf(markdown) {
  return markdown
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => /^[A-Z][^\n*_`[\]|#<>~]+[.!?]$/.test(block));
}

/**
 * A returning visitor's saved choices, as the site itself keeps them: in storage (the app's truth)
 * and mirrored in cookies of the same names (what the server reads). Set before the first visit.
 */
export async function saveChoices(context, origin, { theme, persona }) {
  const saved = { ...(theme ? { 'folio-theme': theme } : {}), ...(persona ? { 'folio-persona': persona } : {}) };
  await context.addCookies(Object.entries(saved).map(([name, value]) => ({ name, value, url: origin })));
  await context.addInitScript(
    ({ entries, origin: siteOrigin }) => {
      if (location.origin !== siteOrigin || sessionStorage.getItem('e2e-saved')) return;
      for (const [name, value] of entries) localStorage.setItem(name, value);
      sessionStorage.setItem('e2e-saved', 'yes');
    },
    { entries: Object.entries(saved), origin },
  );
}

/**
 * Records, from the first byte the parser sees, each theme <html> shows (data-theme) and whether the
 * persona chooser ever appeared: a flash is a second theme or a chooser before the persona page.
 */
export async function recordFirstPaint(context) {
  await context.addInitScript(() => {
    const seen = { themes: [], chooser: false };
    window.__firstPaint = seen;
    const record = () => {
      const theme = document.documentElement?.getAttribute('data-theme') ?? null;
      if (seen.themes.at(-1) !== theme) seen.themes.push(theme);
      if (!seen.chooser && document.body?.textContent.includes('Choose your path to explore my professional journey')) seen.chooser = true;
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-theme'] });
  });
}

/**
 * The texts of the elements matching `selector` that a reader actually sees: rendered, not hidden,
 * not transparent (checkVisibility looks at every ancestor) and, with `onScreen`, horizontally on
 * the screen (a carousel slide pushed off to the side is not seen; a wide table in a region that
 * scrolls sideways passes `onScreen: false`). Works with JavaScript disabled.
 */
export function seenTexts(page, selector, { onScreen = true } = {}) {
  return page.locator(selector).evaluateAll(
    (nodes, horizontally) =>
      nodes
        .filter((node) => {
          if (!node.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
          const box = node.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return false;
          return !horizontally || (box.left >= 0 && box.right <= document.documentElement.clientWidth + 1);
        })
        .map((node) => node.textContent.trim()),
    onScreen,
  );
}

/** The elements the head manager owns (`[data-head]`), in order, as the document now holds them. */
export function headTags(page) {
  return page.locator('head [data-head]').evaluateAll((nodes) => nodes.map((node) => node.outerHTML));
}

/** The head's values a crawler and a link preview read, with the JSON-LD parsed. */
export function headValues(page) {
  return page.evaluate(() => {
    const meta = (key) => document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
    const all = (key) => [...document.head.querySelectorAll(`meta[property="${key}"]`)].map((node) => node.getAttribute('content'));
    return {
      title: document.title,
      description: meta('description'),
      robots: meta('robots'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogType: meta('og:type'),
      ogTitle: meta('og:title'),
      ogUrl: meta('og:url'),
      ogImage: meta('og:image'),
      publishedTime: meta('article:published_time'),
      articleTags: all('article:tag'),
      twitterCard: meta('twitter:card'),
      jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((node) => JSON.parse(node.textContent)),
    };
  });
}

/** What a page that did not settle is still showing as loading (busy lists, overlays, skeletons). */
export function stillLoading(page) {
  return page
    .evaluate(() =>
      [...document.querySelectorAll('[aria-busy="true"], [data-testid="dots-overlay"], [data-testid="route-indicator"]:not([hidden]), [data-testid="post-skeleton"]')].map(
        (node) => node.getAttribute('aria-label') ?? node.getAttribute('data-testid') ?? node.tagName,
      ),
    )
    .catch((error) => [`(could not read the page: ${error.message.split('\n')[0]})`]);
}

/**
 * Waits for the page's finite CSS animations (the pages' fade-in) to end, so what is measured is
 * what a reader sees once the page has appeared. Needs no page script: works with JavaScript disabled.
 */
export function animationsDone(page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}

/** A context with JavaScript turned off: what a crawler, a reader mode or a visitor without scripts gets. */
export async function openStaticPage(browser, viewport) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const failures = [];
  page.on('response', (response) => {
    if (response.status() >= 500) failures.push(`${response.status()} from ${response.url()}`);
  });
  return { context, page, failures };
}

/** What a reader sees of a persona page, section by section; texts sorted where order is the layout's. */
export async function seenPersonaPage(page, persona) {
  const seeded = seededPage(persona);
  const hero = await seenTexts(page, '#about [aria-roledescription="carousel"] h2');
  const caseStudies = await seenTexts(page, '#case-studies h3');
  return {
    // The page's h1 is for screen readers (visually hidden): present is enough.
    heading: (await page.locator('h1').allTextContents()).map((text) => text.trim()),
    sections: await seenTexts(page, 'main section h2[id$="-heading"]'),
    heroSlideShown: seeded.heroTitles.some((title) => hero.includes(title)),
    about: await seenTexts(page, '#about h3'),
    experiences: sorted(await seenTexts(page, '#experience h3')),
    skills: sorted(await seenTexts(page, '#skills h3')),
    education: sorted(await seenTexts(page, '#education h4')),
    firstCaseStudyShown: caseStudies.includes(seeded.caseStudies[0]),
    contact: (await seenTexts(page, '#contact a[href^="mailto:"]')).length > 0,
  };
}

export function expectedPersonaPage(persona) {
  const seeded = seededPage(persona);
  return {
    heading: [`${OWNER}: ${PERSONA_TITLES[persona]}`],
    sections: ['About Me', 'Experience', 'Skills', 'Education & Certifications', 'Case Studies & Projects', 'What People Say', "Let's Work Together"],
    heroSlideShown: true,
    about: [seeded.persona.title],
    experiences: sorted(seeded.experiences),
    skills: sorted(seeded.skills.map((skill) => skill.name)),
    education: sorted([...seeded.education, ...seeded.certifications]),
    firstCaseStudyShown: true,
    contact: true,
  };
}
