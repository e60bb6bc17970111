import { build } from '../test/render-on-server';
import { http, HttpResponse, passthrough } from 'msw';
import request from 'supertest';
import { caseStudies, caseStudy, site } from '../test/fixtures';
import { api, server } from '../test/server';
import { createRenderServer } from './app';

const CURRENT = caseStudies[0]!;
const OTHER = caseStudies[1]!;
const FORMER = 'integration-platform';
const ELSEWHERE = caseStudy({ id: 7, slug: 'strength-for-busy-people', title: 'Strength for Busy People', personaId: 1, personaIds: [1] });

/** The API's by-slug answers: each case study by its slug, a former slug 301 to the current one (fetch follows it), anything else 404. */
function caseStudyApi() {
  const all = [...caseStudies, ELSEWHERE];
  server.use(
    http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()),
    http.get(api('case-studies'), () => HttpResponse.json(all)),
    http.get(api(`case-studies/slug/${FORMER}`), () => new HttpResponse(null, { status: 301, headers: { Location: `/api/case-studies/slug/${CURRENT.slug}` } })),
    http.get(api('case-studies/slug/:slug'), ({ params }) => {
      const found = all.find((study) => study.slug === params.slug);
      return found ? HttpResponse.json({ ...found, updatedAt: '2026-11-20T10:00:00.000Z' }) : HttpResponse.json({ message: 'Case study not found' }, { status: 404 });
    }),
  );
}

const getPage = (path: string) => request(createRenderServer({ apiUrl: globalThis.location.origin, build, log: () => {} }).callback()).get(path);
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const meta = (document: Document, key: string) => document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

describe("a case study's own page, rendered by the server", () => {
  beforeEach(caseStudyApi);

  it('answers 200 with the title, subtitle, image, the four parts under headings, technologies, View Project, the call to action and the other case studies', async () => {
    const answer = await getPage(`/work/${CURRENT.slug}`);
    expect(answer.status).toBe(200);
    const document = parse(answer.text);
    const article = document.querySelector('article[aria-labelledby="case-study-title"]')!;
    expect(article.querySelector('h1')?.textContent).toBe('Event-Driven Integration Platform');
    expect(article.textContent).toContain('Replacing nightly batch transfers');
    expect(article.querySelector('img')?.getAttribute('src')).toBe(CURRENT.imagePath);
    expect([...article.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual(['Overview', 'Challenge', 'Solution', 'Results', 'Technologies']);
    // The owner's HTML as the dialog shows it.
    expect(article.innerHTML).toContain('<strong>data in seconds</strong>');
    expect(article.innerHTML).toContain('<li>18 million events a day</li>');
    expect([...article.querySelectorAll('[aria-label="Technologies"] li')].map((item) => item.textContent)).toEqual(CURRENT.technologies);
    const project = [...article.querySelectorAll('a')].find((link) => link.textContent?.startsWith('View Project'))!;
    expect(project.getAttribute('href')).toBe(CURRENT.url);
    expect(project.getAttribute('target')).toBe('_blank');

    // The call to action keeps the case study's persona; the way back leads to its case studies.
    const links = [...document.querySelectorAll('#root a')].map((link) => [link.textContent?.trim(), link.getAttribute('href')]);
    expect(links).toContainEqual(['Contact Me', '/?persona=enterprise#contact']);
    expect(links).toContainEqual(['Back to Case Studies', '/?persona=enterprise#case-studies']);
    // The same persona's other case studies, not another persona's.
    expect(links).toContainEqual([OTHER.title, `/work/${OTHER.slug}`]);
    expect(links.map(([, href]) => href)).not.toContain(`/work/${ELSEWHERE.slug}`);
  });

  it("states the owner's role and the timeline under the title, as a list of terms and values", async () => {
    const header = parse((await getPage(`/work/${CURRENT.slug}`)).text).querySelector('article header')!;
    const facts = [...header.querySelectorAll('dl > div')].map((fact) => [fact.querySelector('dt')?.textContent, fact.querySelector('dd')?.textContent]);
    expect(facts).toEqual([
      ['Role', 'Lead architect, team of 6'],
      ['Timeline', 'Mar 2023–Feb 2024 · 12 months'],
    ]);
  });

  it('leaves the list out for a case study with neither, and shows only the one a case study has', async () => {
    const without = parse((await getPage(`/work/${OTHER.slug}`)).text);
    expect(without.querySelector('article h1')?.textContent).toBe(OTHER.title);
    expect(without.querySelector('article dl')).toBeNull();

    server.use(http.get(api(`case-studies/slug/${ELSEWHERE.slug}`), () => HttpResponse.json({ ...ELSEWHERE, role: null, timeline: 'Spring 2024' })));
    const timelineOnly = parse((await getPage(`/work/${ELSEWHERE.slug}`)).text);
    expect([...timelineOnly.querySelectorAll('article dl dt')].map((term) => term.textContent)).toEqual(['Timeline']);
    expect(timelineOnly.querySelector('article dl dd')?.textContent).toBe('Spring 2024');
  });

  it('carries its head tags: title, description, canonical, link previews with a drawn image, CreativeWork and breadcrumbs', async () => {
    const document = parse((await getPage(`/work/${CURRENT.slug}`)).text);
    const canonical = `${site.siteUrl}/work/${CURRENT.slug}`;
    expect(document.title).toBe(`Event-Driven Integration Platform | ${site.ownerName}`);
    expect(meta(document, 'description')).toBe('A shared streaming platform with data in seconds.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
    expect(meta(document, 'og:type')).toBe('article');
    expect(meta(document, 'og:url')).toBe(canonical);
    // An SVG is no link preview: a drawn image instead.
    expect(meta(document, 'og:image')).toMatch(new RegExp(`^${site.siteUrl}/og/case-study/${CURRENT.slug}\\.png\\?v=\\w+$`));
    expect(meta(document, 'twitter:card')).toBe('summary_large_image');
    const jsonLd = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!));
    const work = jsonLd.find((item) => item['@type'] === 'CreativeWork');
    expect(work).toMatchObject({
      name: 'Event-Driven Integration Platform',
      url: canonical,
      keywords: CURRENT.technologies.join(', '),
      dateModified: '2026-11-20T10:00:00.000Z',
      author: { '@type': 'Person', name: site.ownerName },
    });
    const trail = jsonLd.find((item) => item['@type'] === 'BreadcrumbList');
    expect(trail.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Case Studies & Projects', 'Event-Driven Integration Platform']);
  });

  it('answers a former slug with a 301 to the current page', async () => {
    const answer = await getPage(`/work/${FORMER}`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`/work/${CURRENT.slug}`);
  });

  it.each(['/work/no-such-case-study', '/work/Not%20A%20Slug'])('answers %s with 404 and a page search engines leave out', async (path) => {
    const answer = await getPage(path);
    expect(answer.status).toBe(404);
    const document = parse(answer.text);
    expect(document.querySelector('h1')?.textContent).toBe('Case Study Not Found');
    expect(meta(document, 'robots')).toBe('noindex, follow');
  });

  it("links the dialog on the persona's page to the case study's page", async () => {
    const document = parse((await getPage('/?persona=enterprise&case=1')).text);
    const dialog = document.querySelector('#root [role="dialog"]')!;
    const link = [...dialog.querySelectorAll('a')].find((anchor) => anchor.textContent?.includes('Read the full case study'));
    expect(link?.getAttribute('href')).toBe(`/work/${CURRENT.slug}`);
  });

  it("lists every case study's page in the sitemap", async () => {
    const answer = await getPage('/sitemap.xml');
    expect(answer.status).toBe(200);
    for (const study of [...caseStudies, ELSEWHERE]) expect(answer.text).toContain(`<loc>${site.siteUrl}/work/${study.slug}</loc>`);
  });
});
