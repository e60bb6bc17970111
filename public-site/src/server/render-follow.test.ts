import { NEWSLETTER_TEXTS } from '@folio/contracts';
import { documentOf, expectAccessible, getPage, standInNewsletterApi } from '../test/newsletter-api';
import { http, HttpResponse } from 'msw';
import { api, server } from '../test/server';

/** The page's 'Follow' block, as a browser reads it. */
const followOf = (html: string) => documentOf(html).querySelector<HTMLElement>('section[aria-labelledby="follow-heading"]');
/** Each feed link of a list: its text, address and type. */
const feedLinksIn = (list: Element | null | undefined) => [...(list?.querySelectorAll('a') ?? [])].map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('type')]);

const EVERY_POST = [
  ['RSS', '/rss.xml', 'application/rss+xml'],
  ['Atom', '/atom.xml', 'application/atom+xml'],
  ['JSON Feed', '/feed.json', 'application/feed+json'],
];
const personaFeeds = (persona: string) => [
  ['RSS', `/rss.xml?persona=${persona}`, 'application/rss+xml'],
  ['Atom', `/atom.xml?persona=${persona}`, 'application/atom+xml'],
  ['JSON Feed', `/feed.json?persona=${persona}`, 'application/feed+json'],
];

describe('following, in sight', () => {
  beforeEach(() => standInNewsletterApi());

  it('ends /blog with a Follow block: the blog’s feeds, the way to /feeds and the subscribe form', async () => {
    const answer = await getPage('/blog');
    expect(answer.status).toBe(200);
    const follow = followOf(answer.text)!;
    expect(follow.querySelector('h2')).toHaveTextContent('Follow');
    expect(feedLinksIn(follow.querySelector('ul[aria-label="Feeds: Every post"]'))).toEqual(EVERY_POST);
    expect(follow.querySelector('a[href="/feeds"]')).toHaveTextContent('What feeds are and how to use them');
    // The newsletter's own form (reused, not copied): one subscribe form on the page, inside the block.
    expect(documentOf(answer.text).querySelectorAll('form[action="/subscribe"]')).toHaveLength(1);
    expect(follow.querySelector('section#subscribe h2')).toHaveTextContent(NEWSLETTER_TEXTS.heading);
  });

  it('offers the persona’s own feeds on the persona’s blog', async () => {
    const answer = await getPage('/blog?persona=fitness');
    const follow = followOf(answer.text)!;
    expect(follow).toHaveTextContent('New Fitness Coach posts in your feed reader:');
    expect(feedLinksIn(follow.querySelector('ul[aria-label="Feeds: Fitness Coach"]'))).toEqual(personaFeeds('fitness'));
  });

  it('follows a post’s article, with the feeds of the visitor’s persona', async () => {
    const answer = await getPage('/blog/architecture-decision-records?persona=enterprise');
    expect(answer.status).toBe(200);
    const page = documentOf(answer.text);
    const follow = followOf(answer.text)!;
    const article = page.querySelector('article[aria-labelledby="post-title"]')!;
    expect(article.compareDocumentPosition(follow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(feedLinksIn(follow.querySelector('ul'))).toEqual(personaFeeds('enterprise'));
    expect(follow.querySelector('form[action="/subscribe"]')).not.toBeNull();
  });

  it('shows the feeds without the form when subscribing is not offered', async () => {
    server.use(http.get(api('newsletter/form'), () => HttpResponse.json({ available: false, token: '' })));
    const follow = followOf((await getPage('/blog')).text)!;
    expect(feedLinksIn(follow.querySelector('ul'))).toEqual(EVERY_POST);
    expect(follow.querySelector('form')).toBeNull();
  });

  it('links /feeds from the footer of every page', async () => {
    for (const path of ['/blog', '/?persona=business', '/feeds']) {
      const footer = documentOf((await getPage(path)).text).querySelector('footer')!;
      expect(footer.querySelector('a[href="/feeds"]')).toHaveTextContent('Feeds');
    }
  });
});

describe('/feeds rendered on the server', () => {
  beforeEach(() => standInNewsletterApi());

  it('explains the feeds and lists every one, for every post and each persona, as links and addresses to copy', async () => {
    const answer = await getPage('/feeds');
    expect(answer.status).toBe(200);
    const page = documentOf(answer.text);
    expectAccessible(page);
    expect(page.querySelector('h1')).toHaveTextContent('Feeds');
    expect([...page.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(['RSS, Atom and JSON Feed', 'How to follow a feed', 'The feeds', 'Prefer email?']),
    );
    expect(feedLinksIn(page.querySelector('ul[aria-label="Feeds: Every post"]'))).toEqual(EVERY_POST);
    for (const [persona, title] of [
      ['enterprise', 'Enterprise Tech'],
      ['business', 'Business Automation'],
      ['fitness', 'Fitness Coach'],
    ]) {
      expect(feedLinksIn(page.querySelector(`ul[aria-label="Feeds: ${title}"]`))).toEqual(personaFeeds(persona!));
      expect(page.querySelector(`ul[aria-label="Addresses: ${title}"]`)).toHaveTextContent(`RSS: https://jordan.example/rss.xml?persona=${persona}`);
    }
    expect(page.querySelector('main a[href="/subscribe"], #main a[href="/subscribe"]')).toHaveTextContent(NEWSLETTER_TEXTS.pageTitle);
  });

  it('carries its head: title, description, canonical address, link image, JSON-LD and the blog’s feeds', async () => {
    const { text: html } = await getPage('/feeds');
    expect(html).toContain('<title data-head>Feeds | Jordan Avery</title>');
    expect(html).toContain('<link data-head rel="canonical" href="https://jordan.example/feeds">');
    expect(html).toMatch(/<meta data-head name="description" content="Follow the blog in a feed reader[^"]*">/);
    expect(html).toMatch(/<meta data-head property="og:image" content="https:\/\/jordan\.example\/og\/[^"]+">/);
    expect(html).toMatch(/<link data-head rel="alternate" type="application\/rss\+xml" title="Jordan Avery: Blog" href="https:\/\/jordan\.example\/rss\.xml">/);
    const jsonLd = [...html.matchAll(/<script data-head type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as { '@type': string; url: string });
    expect(jsonLd).toEqual([expect.objectContaining({ '@type': 'WebPage', url: 'https://jordan.example/feeds' })]);
  });

  it('leaves the email paragraph out when subscribing is not offered', async () => {
    server.use(http.get(api('newsletter/form'), () => HttpResponse.json({ available: false, token: '' })));
    const page = documentOf((await getPage('/feeds')).text);
    expect(page.querySelector('a[href="/subscribe"]')).toBeNull();
    expect(page).not.toHaveTextContent('Prefer email?');
  });
});
