import { build } from '../test/render-on-server';
import type { TagType } from '@folio/contracts';
import type { renderPage as RenderPage } from '../server/render-page';

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

/** The page the rendering server sends for `url`. Its hooks only read the cache the route's loader filled: a query the loader left out shows as loading. */
async function serverPage(url: string, savedPersona: TagType | null = null) {
  const page = await renderPage(build, globalThis.location.origin, { url, savedPersona, savedTheme: null });
  if (!('html' in page)) throw new Error(`render failed with ${page.status}`);
  return new DOMParser().parseFromString(page.html, 'text/html');
}

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
  ] as const)('so that the server renders %s whole, with nothing left loading', async (_kind, url, savedPersona, shown) => {
    const page = await serverPage(url, savedPersona);

    expect(page.body.textContent).toContain(shown);
    expect(page.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
    expect(page.body.textContent).not.toMatch(/Loading content\.\.\./);
  });
});
