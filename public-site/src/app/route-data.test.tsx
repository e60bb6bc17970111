import { build } from '../test/render-on-server';
import { render, screen } from '@testing-library/react';
import type { TagType } from '@folio/contracts';
import { MemoryRouter } from 'react-router-dom';
import { bodiesReadFromMarkup } from '../features/blog/body-in-markup';
import { saveStoredPersona } from '../features/persona/persona-storage';
import type { renderPage as RenderPage } from '../server/render-page';
import { recordRequests } from '../test/server';
import { settle } from '../test/timing';
import { readPageData } from './page-data';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { makeStore } from './store';

let renderPage: typeof RenderPage;

// The rendering server from modules of its own, as in its own process: React's server renderer
// leaves the context values it rendered with on the context objects, where the browser's renderer
// in this same process would find them.
beforeAll(() =>
  jest.isolateModulesAsync(async () => {
    const server = await import('../server/render-page');
    // Its page modules too, which it imports itself.
    await server.pagesLoaded;
    ({ renderPage } = server);
  }),
);

/**
 * The page the rendering server sends for `url`, taken over in the browser with the cache it was
 * rendered from. A query a route's loader left out would be asked for here: the server's hooks
 * only read the cache, the browser's ask for what it lacks.
 */
async function takeOver(url: string, savedPersona: TagType | null = null) {
  const page = await renderPage(build, globalThis.location.origin, { url, savedPersona, savedTheme: null });
  if (!('html' in page)) throw new Error(`render failed with ${page.status}`);
  const document = new DOMParser().parseFromString(page.html, 'text/html');
  const data = readPageData(document);
  if (!data) throw new Error('the page has no data block');
  // As main.tsx does when the cookie named a persona the browser's storage lost.
  if (data.store.persona) saveStoredPersona(data.store.persona);
  const requests = recordRequests();
  render(
    // As main.tsx does: the post bodies the data block left in the markup, read back from it.
    <AppProviders store={makeStore({ fromServer: { ...data.store, renderedMarkdown: bodiesReadFromMarkup(data.store.renderedMarkdown, document) } })}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { status: page.status, requests };
}

/** What the browser read from the API, but the spec's one list that is read again on every mount. */
const reads = (requests: string[]) => requests.filter((request) => request.startsWith('GET ') && request !== 'GET /api/experiences');

describe('each route’s loader declares every query its page shows', () => {
  it.each([
    ['the chooser', '/', null, 'Founder at Brightloop Automation'],
    ['a persona page', '/?persona=business', null, 'I automate the repetitive middle.'],
    ['the saved persona’s page', '/', 'fitness', 'I coach busy professionals.'],
    ['the blog list with a search', '/blog?persona=enterprise&q=records', null, 'Architecture Decision Records People Read'],
    ['a post', '/blog/automation-for-everyone', null, 'Automation for Everyone'],
    ['a missing post', '/blog/no-such-post', null, 'Post Not Found'],
    ['a page of the blog past the last', '/blog?page=4', null, 'There is no such page of the blog.'],
    ['an unknown address', '/nope', null, '404 - Page Not Found'],
  ] as const)('so that the browser takes over %s without asking the API again', async (_kind, url, savedPersona, shown) => {
    const { requests } = await takeOver(url, savedPersona);

    expect(await screen.findAllByText(shown)).not.toHaveLength(0);
    await settle(300);
    expect(reads(requests)).toEqual([]);
  });
});
