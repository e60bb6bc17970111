import { build } from '../test/render-on-server';
import { http, HttpResponse } from 'msw';
import { caseStudy, heroItem, library, mediaOf, post } from '../test/fixtures';
import { api, server, withNames } from '../test/server';
import { renderPage } from './render-page';

async function render(url: string): Promise<Document> {
  const page = await renderPage(build, globalThis.location.origin, { url, savedPersona: null, savedTheme: null });
  if (!('html' in page)) throw new Error(`render failed with ${page.status}`);
  return new DOMParser().parseFromString(page.html, 'text/html');
}

/** The picture holding the img of `path`, as the server sent it. */
function pictureOf(document: Document, path: string) {
  const img = document.querySelector(`#root img[src="${path}"]`);
  const picture = img?.parentElement?.tagName === 'PICTURE' ? img.parentElement : null;
  return { img, picture, sources: [...(picture?.querySelectorAll('source') ?? [])] };
}

const preloadedImages = (document: Document) => [...document.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));

describe('library images in the pages the server sends', () => {
  it('sends a persona page with the hero picture fetched first and the case-study pictures lazily, none preloaded at a wrong size', async () => {
    server.use(
      http.get(api('hero-items'), () => HttpResponse.json([{ ...heroItem({ imagePath: library.jpeg }), media: mediaOf(library.jpeg, { alt: 'Jordan at a whiteboard' }) }])),
      http.get(api('case-studies'), () => HttpResponse.json([{ ...caseStudy({ imagePath: library.png }), media: mediaOf(library.png) }])),
    );
    const document = await render('/?persona=enterprise');

    const hero = pictureOf(document, library.jpeg);
    expect(hero.picture).not.toBeNull();
    expect(hero.sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(hero.sources[0]!.getAttribute('srcset')).toMatch(/^\/media\/0123456789abcdef-320w\.avif 320w, .*\/media\/0123456789abcdef-1600w\.avif 1600w$/);
    expect(hero.sources[0]!.getAttribute('sizes')).toBe(
      '(max-width: 768px) calc(100vw - 2rem - 1.5rem), (max-width: 74.5rem) calc((100vw - 2.5rem - 1.5rem - 5vw) / 2.1), 31.67rem',
    );
    expect(hero.img?.getAttribute('alt')).toBe('Jordan at a whiteboard');
    expect(hero.img?.getAttribute('width')).toBe('1600');
    expect(hero.img?.getAttribute('height')).toBe('900');
    expect(hero.img?.getAttribute('loading')).toBe('eager');
    expect(hero.img?.getAttribute('fetchpriority')).toBe('high');

    const card = pictureOf(document, library.png);
    expect(card.sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    // Before the carousel takes over, the cards sit in a grid of 3, 2 or 1 columns.
    expect(card.sources[1]!.getAttribute('sizes')).toBe(
      '(max-width: 768px) calc(100vw - 2rem), (max-width: 1024px) calc((100vw - 2.5rem - 1.5rem) / 2), (max-width: 74.5rem) calc((100vw - 2.5rem - 3rem) / 3), 23rem',
    );
    expect(card.img?.getAttribute('loading')).toBe('lazy');
    expect(card.img?.getAttribute('alt')).toBe('');

    // React preloads an eager <img> by its src alone; inside a <picture> it leaves the choice to the browser.
    expect(preloadedImages(document).filter((href) => href?.startsWith('/media/'))).toEqual([]);
  });

  it('still has React preload the main image where the image is all there is to fetch (an SVG)', async () => {
    server.use(http.get(api('hero-items'), () => HttpResponse.json([heroItem({ imagePath: library.svg })])));
    const document = await render('/?persona=enterprise');
    expect(preloadedImages(document)).toEqual([library.svg]);
    expect(pictureOf(document, library.svg).picture).toBeNull();
  });

  it("sends a post with its featured picture first, a body image's picture with the markdown's alt, and the image itself as the link preview", async () => {
    const content = `## Numbers\n\n![Requests per second, before and after](${library.png})\n\nAnd from elsewhere: ![A chart](https://cdn.example/chart.png)`;
    server.use(
      http.get(api('blog/posts/slug/architecture-decision-records'), () =>
        HttpResponse.json({ ...withNames(post({ featuredImagePath: library.jpeg, content })), media: { ...mediaOf(library.jpeg), ...mediaOf(library.png, { alt: 'Not the markdown’s words' }) } }),
      ),
    );
    const document = await render('/blog/architecture-decision-records');

    const featured = pictureOf(document, library.jpeg);
    expect(featured.sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(featured.sources[0]!.getAttribute('sizes')).toBe('(max-width: 50.5rem) calc(100vw - 2.5rem), 48rem');
    expect(featured.img?.getAttribute('fetchpriority')).toBe('high');

    const inBody = pictureOf(document, library.png);
    expect(inBody.sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(inBody.sources[0]!.getAttribute('srcset')).toContain('/media/fedcba9876543210-1200w.avif 1200w');
    expect(inBody.img?.getAttribute('alt')).toBe('Requests per second, before and after');
    expect([inBody.img?.getAttribute('width'), inBody.img?.getAttribute('height')]).toEqual(['1200', '800']);
    expect(inBody.img?.getAttribute('loading')).toBe('lazy');
    const external = document.querySelector('#root img[src="https://cdn.example/chart.png"]');
    expect(external?.parentElement?.tagName).toBe('P');
    expect(external?.getAttribute('alt')).toBe('A chart');

    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(`https://jordan.example${library.jpeg}`);
    expect(preloadedImages(document).filter((href) => href?.startsWith('/media/'))).toEqual([]);
  });
});
