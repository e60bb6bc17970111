import { defaultSiteTexts, type BlogPost, type BlogPostNames, type SiteInfo } from '@folio/contracts';
import { blogListHead, homeHead, missingPostHead, notFoundHead, postHead } from './head';
import { headHtml } from './head-html';

const site: SiteInfo = { ownerName: 'Jordan Avery', siteUrl: 'https://jordan.example/', description: 'Portfolio and writing.', contactEmail: null, texts: defaultSiteTexts() };

const HOSTILE = `Quotes " and ' </title></script><!-- <script>alert(1)</script> & ]]> \u2028 done`;

const post = (overrides: Partial<BlogPost & BlogPostNames> = {}): BlogPost & BlogPostNames =>
  ({
    id: 7,
    title: 'Webhooks, Retries and Idempotency',
    slug: 'webhooks',
    excerpt: 'Why retries need keys.',
    content: '# Body',
    featuredImagePath: null,
    categoryId: 2,
    tagType: 'business',
    status: 'published',
    displayOrder: 0,
    personaIds: [],
    tagIds: [],
    viewCount: 3,
    publishedAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    categoryName: null,
    tags: [],
    ...overrides,
  }) as BlogPost & BlogPostNames;

/** The document a browser builds from the server's head HTML. */
function parsedHead(html: string): Document {
  const document = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
  return document;
}

describe('route heads', () => {
  it("keeps a missing post's canonical on its own address, whatever the slug in the address holds", () => {
    const document = parsedHead(headHtml(missingPostHead(site, 'a?b#c/../d', 'Post Not Found')));
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://jordan.example/blog/a%3Fb%23c%2F..%2Fd');
  });

  it('sums a post without an excerpt up by its opening text, for search results and link previews', () => {
    const head = postHead(site, { post: post({ excerpt: null, content: '## Why\n\nRetries **without** keys charge a card twice.' }), accent: '#2563eb' });
    const document = parsedHead(headHtml(head));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Retries without keys charge a card twice.');
    expect(document.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe('Retries without keys charge a card twice.');
  });

  it('gives a post its article tags, canonical, preview image and BlogPosting markup', () => {
    const head = postHead(site, {
      // Tags come in the tags' display order; the head lists them as the Tags card shows them (by id).
      post: post({ categoryName: 'Automation', tags: [{ id: 9, name: 'reliability', slug: 'reliability' }, { id: 4, name: 'webhooks', slug: 'webhooks' }] }),
      accent: '#7c3aed',
    });
    const document = parsedHead(headHtml(head));
    expect(document.title).toBe('Webhooks, Retries and Idempotency | Jordan Avery');
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://jordan.example/blog/webhooks');
    expect(document.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    expect(document.querySelector('meta[property="article:published_time"]')?.getAttribute('content')).toBe('2026-03-01T09:00:00.000Z');
    expect([...document.querySelectorAll('meta[property="article:tag"]')].map((meta) => meta.getAttribute('content'))).toEqual(['webhooks', 'reliability']);
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/^https:\/\/jordan\.example\/og\/post\/webhooks\.png\?v=\w+$/);
    expect(document.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
    const [posting, crumbs] = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Webhooks, Retries and Idempotency',
      datePublished: '2026-03-01T09:00:00.000Z',
      dateModified: '2026-03-04T10:00:00.000Z',
      keywords: 'webhooks, reliability',
      articleSection: 'Automation',
      author: { '@type': 'Person', name: 'Jordan Avery' },
    });
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Blog', 'Webhooks, Retries and Idempotency']);
  });

  it("uses a post's own featured image for its preview when previews can show it, else draws one", () => {
    const withPhoto = postHead(site, { post: post({ featuredImagePath: '/images/blog/webhooks.jpg' }), accent: '#2563eb' });
    expect(withPhoto.image).toBe('https://jordan.example/images/blog/webhooks.jpg');
    const withSvg = postHead(site, { post: post({ featuredImagePath: '/images/blog/webhooks.svg' }), accent: '#2563eb' });
    expect(withSvg.image).toMatch(/^https:\/\/jordan\.example\/og\/post\/webhooks\.png\?v=\w+$/);
    // A library image's own file, never one of its AVIF or WebP variants, which previews may not show.
    const fromLibrary = postHead(site, { post: post({ featuredImagePath: '/media/0123456789abcdef-1600x900.jpg' }), accent: '#2563eb' });
    expect(fromLibrary.image).toBe('https://jordan.example/media/0123456789abcdef-1600x900.jpg');
    const libraryAvif = postHead(site, { post: post({ featuredImagePath: '/media/0123456789abcdef-1600x900.avif' }), accent: '#2563eb' });
    expect(libraryAvif.image).toMatch(/^https:\/\/jordan\.example\/og\/post\/webhooks\.png\?v=\w+$/);
  });

  it('points every home variant at the site root and draws each persona its own preview', () => {
    const chooser = homeHead(site, null);
    const fitness = homeHead(site, 'fitness');
    expect(chooser.canonical).toBe('https://jordan.example/');
    expect(fitness.canonical).toBe('https://jordan.example/');
    expect(chooser.title).toBe('Jordan Avery | Technology | Business | Health');
    expect(fitness.image).toMatch(/\/og\/persona\/fitness\.png\?v=/);
    expect(chooser.image).toMatch(/\/og\/site\.png\?v=/);
    expect(fitness.jsonLd[0]).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Person', name: 'Jordan Avery', jobTitle: 'Fitness Coach' } });
  });

  it("names the owner on the chooser by the subtitle line of the Site settings, as the page does", () => {
    expect(homeHead(site, null).jsonLd[0]).toMatchObject({ mainEntity: { jobTitle: 'Multi-disciplinary Professional' } });
    const texts = { ...site.texts, chooserSubtitle: 'Engineer, founder and coach' };
    expect(homeHead({ ...site, texts }, null).jsonLd[0]).toMatchObject({ mainEntity: { jobTitle: 'Engineer, founder and coach' } });
  });

  it('describes the home page in neutral words when the owner configured no description', () => {
    const head = homeHead({ ...site, description: null }, null);
    expect(head.description).toBe('A personal portfolio and blog: experience, skills, case studies and articles.');
    expect(head.jsonLd[0]).toMatchObject({ description: head.description });
  });

  it('marks the blog list as a Blog and the not-found page noindex, follow', () => {
    expect(blogListHead(site).jsonLd[0]).toMatchObject({ '@type': 'Blog', url: 'https://jordan.example/blog' });
    const missing = notFoundHead(site, '/no/such/page');
    expect(missing).toMatchObject({ title: '404 Page Not Found | Jordan Avery', robots: 'noindex, follow', canonical: 'https://jordan.example/no/such/page' });
  });
});

describe('hostile titles and excerpts', () => {
  const head = postHead(site, { post: post({ title: HOSTILE, excerpt: HOSTILE, categoryName: HOSTILE, tags: [{ id: 1, name: HOSTILE, slug: 'hostile' }] }), accent: '#2563eb' });
  const html = headHtml(head);

  it('cannot end the title, an attribute or a script early, nor open a comment', () => {
    expect(html).not.toMatch(/<\/script><!--|<script>alert/);
    const document = parsedHead(html);
    // Everything the server wrote stays in <head>, element for element: nothing leaked into the body.
    expect(document.body.innerHTML).toBe('');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.querySelector('title')?.textContent).toBe(`${HOSTILE} | Jordan Avery`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(HOSTILE);
    expect(document.querySelector('meta[property="article:tag"]')?.getAttribute('content')).toBe(HOSTILE);
  });

  it('keeps the JSON-LD valid JSON that says exactly the hostile text', () => {
    const document = parsedHead(html);
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts).toHaveLength(2);
    const posting = JSON.parse(scripts[0]!.textContent ?? '');
    expect(posting.headline).toBe(HOSTILE);
    expect(posting.description).toBe(HOSTILE);
  });
});

describe('feeds', () => {
  it("announces the blog feed everywhere, and a persona's own feed on its filtered blog list", () => {
    const links = (html: string) =>
      [...parsedHead(html).querySelectorAll('link[rel=alternate][type="application/rss+xml"]')].map((link) => link.getAttribute('href'));
    expect(links(headHtml(homeHead(site, 'business')))).toEqual(['https://jordan.example/rss.xml']);
    expect(links(headHtml(blogListHead(site, 'business')))).toEqual(['https://jordan.example/rss.xml', 'https://jordan.example/rss.xml?persona=business']);
  });

  it('announces each feed as RSS, Atom and JSON Feed, each with its type and a title naming the format', () => {
    const feeds = (html: string) =>
      [...parsedHead(html).querySelectorAll('link[rel=alternate]:not([href*="/cv."])')].map((link) => [link.getAttribute('type'), link.getAttribute('href'), link.getAttribute('title')]);

    expect(feeds(headHtml(blogListHead(site, 'fitness')))).toEqual([
      ['application/rss+xml', 'https://jordan.example/rss.xml', 'Jordan Avery: Blog'],
      ['application/atom+xml', 'https://jordan.example/atom.xml', 'Jordan Avery: Blog (Atom)'],
      ['application/feed+json', 'https://jordan.example/feed.json', 'Jordan Avery: Blog (JSON Feed)'],
      ['application/rss+xml', 'https://jordan.example/rss.xml?persona=fitness', 'Jordan Avery: Fitness Coach'],
      ['application/atom+xml', 'https://jordan.example/atom.xml?persona=fitness', 'Jordan Avery: Fitness Coach (Atom)'],
      ['application/feed+json', 'https://jordan.example/feed.json?persona=fitness', 'Jordan Avery: Fitness Coach (JSON Feed)'],
    ]);
  });
});

describe('CV alternates', () => {
  const alternates = (html: string) =>
    [...parsedHead(html).querySelectorAll('link[rel=alternate][href*="/cv."]')].map((link) => [
      link.getAttribute('type'),
      link.getAttribute('href'),
      Boolean(link.getAttribute('title')),
    ]);

  it("announces the persona's CV as PDF and JSON Resume on its page, not on the chooser", () => {
    expect(alternates(headHtml(homeHead(site, 'fitness')))).toEqual([
      ['application/pdf', 'https://jordan.example/cv.pdf?persona=fitness', true],
      ['application/json', 'https://jordan.example/cv.json?persona=fitness', true],
    ]);
    expect(alternates(headHtml(homeHead(site, null)))).toEqual([]);
  });
});
