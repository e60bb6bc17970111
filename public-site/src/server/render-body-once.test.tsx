import { build } from '../test/render-on-server';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { readPageData } from '../app/page-data';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/routes';
import { makeStore } from '../app/store';
import { bodiesReadFromMarkup } from '../features/blog/body-in-markup';
import { post } from '../test/fixtures';
import { api, recordRequests, server, withNames } from '../test/server';
import { settle } from '../test/timing';
import type { renderPage as RenderPage } from './render-page';

const SLUG = 'architecture-decision-records';
const SENTENCE = 'Quietly the lighthouse keeper counted every seventh wave.';
// Past one minute's reading (230 words), so that a reading time counted from no markdown would show.
const CONTENT = `## Why\n\nDecisions get lost. ${SENTENCE}\n\n## How\n\n\`\`\`ts\nconst answer: number = 42;\n\`\`\`\n\n${'Write them down. '.repeat(90)}`;

const occurrences = (text: string, part: string) => text.split(part).length - 1;

let renderPage: typeof RenderPage;

// The rendering server from modules of its own, as in its own process (see route-data.test.tsx).
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

    const app = /<div id="root">(.*)<\/div>\s*<script type="application\/json"/s.exec(html)?.[1] ?? '';
    expect(occurrences(html, SENTENCE)).toBe(1);
    expect(occurrences(app, SENTENCE)).toBe(1);
    expect(occurrences(html, '<span class="hljs-number">42</span>')).toBe(1);
  });

  it('is taken over by the browser from the markup, with its reading time and description, without asking for anything', async () => {
    const html = await firstPage(null);
    const page = new DOMParser().parseFromString(html, 'text/html');
    const data = readPageData(page);
    if (!data) throw new Error('the page has no data block');
    const serverBody = page.querySelector('[data-post-body]')?.innerHTML;
    const description = page.querySelector('meta[name="description"]')?.getAttribute('content');
    const requests = recordRequests();

    // As main.tsx does (hydration itself, without a warning, is e2e/server-rendering.test.mjs's).
    const store = makeStore({ fromServer: { ...data.store, renderedMarkdown: bodiesReadFromMarkup(data.store.renderedMarkdown, page) } });
    const { container } = render(
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[`/blog/${SLUG}`]}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    );

    expect(await screen.findByText('2 min read')).toBeInTheDocument();
    expect(container.querySelector('[data-post-body]')?.innerHTML).toBe(serverBody);
    expect(serverBody).toContain(SENTENCE);
    expect(description).toContain('Decisions get lost.');
    await settle(300);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(description);
    expect(requests.filter((sent) => sent.startsWith('GET '))).toEqual([]);
  });
});
