import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { TagType } from '@folio/contracts';
import { MemoryRouter } from 'react-router-dom';
import { saveStoredPersona } from '../features/persona/persona-storage';
import { currentUrl, RouterProbe, type TestRouter } from '../test/render-app';
import { recordRequests } from '../test/server';
import { settle } from '../test/timing';
import { App } from './app';
import { AppRoutes } from './routes';
import { makeStore } from './store';

/** The whole app as main.tsx mounts it (App, so the prefetching is on), at `path`, for a visitor who saved `persona`. */
function renderSite(path: string, persona: TagType | null = null) {
  if (persona) saveStoredPersona(persona);
  const store = makeStore();
  const router = {} as TestRouter;
  render(
    <App store={store}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe router={router} />
        <AppRoutes />
      </MemoryRouter>
    </App>,
  );
  return { store, router };
}

const reads = (requests: string[]) => requests.filter((request) => request.startsWith('GET '));

const added: HTMLElement[] = [];
afterEach(() => added.splice(0).forEach((element) => element.remove()));

describe('data started when a link is about to be followed', () => {
  it("starts the persona page's every query when the pointer enters a chooser card's link, without leaving the page", async () => {
    const { router } = renderSite('/');
    const link = await screen.findByRole('link', { name: 'Explore Enterprise Tech' });
    await settle(100);
    const requests = recordRequests();

    fireEvent.pointerOver(link.querySelector('svg') ?? link);

    await waitFor(() =>
      expect(reads(requests).sort()).toEqual([
        'GET /api/case-studies?personaId=4',
        'GET /api/certifications?personaId=4',
        'GET /api/contact/form?persona=enterprise',
        'GET /api/education?personaId=4',
        'GET /api/experiences',
        'GET /api/hero-items',
        'GET /api/personas?personaId=4',
        'GET /api/skills?personaId=4',
      ]),
    );
    expect(currentUrl(router)).toBe('/');
  });

  it('asks for nothing the cache holds already', async () => {
    renderSite('/');
    const link = await screen.findByRole('link', { name: 'Explore Business Automation' });
    await settle(100);
    const requests = recordRequests();

    fireEvent.pointerOver(link);
    await waitFor(() => expect(reads(requests)).toHaveLength(8));
    fireEvent.pointerOver(link);
    fireEvent.touchStart(link);
    await settle(100);
    expect(reads(requests)).toHaveLength(8);
  });

  it("starts a post when a finger touches its card's link", async () => {
    renderSite('/blog');
    const [readMore] = await screen.findAllByRole('link', { name: /^Read More about / });
    await settle(100);
    const requests = recordRequests();

    fireEvent.touchStart(readMore!);
    // The post with its body, from the rendering server (which asks the API in turn).
    const slug = new URL(readMore!.getAttribute('href')!, 'http://x').pathname.replace('/blog/', '');
    await waitFor(() => expect(reads(requests)).toEqual([`GET /rendered/post/${slug}.json`, `GET /api/blog/posts/slug/${slug}`]));
  });

  it('starts the list of the persona the visitor saved, for a link that names none', async () => {
    renderSite('/blog/architecture-decision-records', 'fitness');
    const back = await screen.findByRole('link', { name: 'Back to Blog' });
    await settle(100);
    const requests = recordRequests();

    fireEvent.pointerOver(back);
    await waitFor(() => expect(reads(requests)).toEqual(['GET /api/blog/posts?status=published&personaId=1']));
  });

  it('leaves links out of the app alone: another site, a new tab, a download', async () => {
    renderSite('/nope');
    await screen.findByText('404 - Page Not Found');
    await settle(100);
    const requests = recordRequests();
    // Links outside React's tree: the listener is the document's, whoever renders the link.
    const anchor = (href: string, attributes: Record<string, string> = {}) => {
      const link = Object.assign(document.createElement('a'), { href, textContent: href });
      for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
      added.push(link);
      return document.body.appendChild(link);
    };

    for (const link of [
      anchor('https://elsewhere.example/blog?persona=fitness'),
      anchor('/blog?persona=fitness', { target: '_blank' }),
      anchor('/blog?persona=fitness', { download: '' }),
    ]) {
      fireEvent.pointerOver(link);
      fireEvent.touchStart(link);
    }
    await settle(100);
    expect(reads(requests)).toEqual([]);

    // The very address, in a link the app follows itself.
    fireEvent.pointerOver(anchor('/blog?persona=fitness'));
    await waitFor(() => expect(reads(requests)).toEqual(['GET /api/blog/posts?status=published&personaId=1']));
  });
});
