import { appHtml, build } from '../test/render-on-server';
import { http, HttpResponse } from 'msw';
import { post } from '../test/fixtures';
import { api, server, withNames } from '../test/server';
import type { renderPage as RenderPage } from './render-page';

const SLUG = 'architecture-decision-records';
const SENTENCE = 'Quietly the lighthouse keeper counted every seventh wave.';
// Past one minute's reading (230 words), so that a reading time counted from no markdown would show.
const CONTENT = `## Why\n\nDecisions get lost. ${SENTENCE}\n\n## How\n\n\`\`\`ts\nconst answer: number = 42;\n\`\`\`\n\n${'Write them down. '.repeat(90)}`;

const occurrences = (text: string, part: string) => text.split(part).length - 1;

let renderPage: typeof RenderPage;

// The rendering server from modules of its own, as in its own process (see page-loaders.test.tsx).
beforeAll(() =>
  jest.isolateModulesAsync(async () => {
    const rendering = await import('./render-page');
    await rendering.pagesLoaded;
    ({ renderPage } = rendering);
  }),
);

/** The first page of the post, as the rendering server sends it; without an excerpt, its description is the body's summary. */
async function firstPage(excerpt: string | null): Promise<string> {
  server.use(
    http.get(api(`blog/posts/slug/${SLUG}`), () => HttpResponse.json(withNames(post({ content: CONTENT, excerpt })))),
  );
  const page = await renderPage(build, globalThis.location.origin, { url: `/blog/${SLUG}`, savedPersona: null, savedTheme: null });
  if (!('html' in page)) throw new Error(`render failed with ${page.status}`);
  expect(page.status).toBe(200);
  return page.html;
}

describe('the first page of a post', () => {
  it('carries the body once, as HTML in the markup: not as markdown nor as HTML in the data block', async () => {
    const html = await firstPage('Short records that survive reorganisations.');

    const app = appHtml(html);
    expect(occurrences(html, SENTENCE)).toBe(1);
    expect(occurrences(app, SENTENCE)).toBe(1);
    expect(occurrences(html, '<span class="hljs-number">42</span>')).toBe(1);
  });

  it('is a page the browser never hydrates: no data block, no script of the app, its reading time and description from the body', async () => {
    const html = await firstPage(null);
    const page = new DOMParser().parseFromString(html, 'text/html');

    expect(page.querySelector('script[type="application/json"]')).toBeNull();
    // The site's plain script alone: a post has no island, so no React.
    expect([...page.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'))).toEqual([build.siteScript]);
    expect(page.querySelector('[data-island]')).toBeNull();
    expect(page.body.textContent).toContain('2 min read');
    expect(page.querySelector('article')?.innerHTML).toContain(SENTENCE);
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('Decisions get lost.');
  });
});
