import { build } from '../../test/render-on-server';
import type { Beacon } from '@folio/contracts';
import { FolioThemeProvider } from '@folio/shared-ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { serveCv } from '../cv/cv-fixtures';
import { saveStoredPersona } from '../persona/persona-storage';
import { CaseStudyCard } from '../../exposed/case-study-card';
import type { renderPage as RenderPage } from '../../server/render-page';
import { caseStudies } from '../../test/fixtures';
import { currentUrl, renderApp } from '../../test/render-app';
import { settle } from '../../test/timing';

const sendBeacon = jest.fn((_url: string, _body?: BodyInit | null) => true);

/** The beacons sent so far, parsed, each checked to have gone to the events endpoint. */
function sent(): Beacon[] {
  return sendBeacon.mock.calls.map(([url, body]) => {
    expect(url).toBe('/api/analytics/events');
    return JSON.parse(body as string) as Beacon;
  });
}
const named = (name: string) => sent().filter((beacon) => beacon.name === name);

/** IntersectionObserver as a test drives it: `reveal()` tells every observer its elements came into view. */
const observers = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>();
class TestIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: [] };
    observers.add(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
  }
  disconnect() {
    observers.delete(this.entry);
  }
}
const reveal = () =>
  act(() => {
    for (const { callback, elements } of [...observers]) {
      callback(elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver);
    }
  });

/** jsdom cannot leave the page: links to other sites are followed no further than the document. */
const stayOnPage = (event: Event) => {
  const link = (event.target as Element).closest('a');
  if (link && link.origin !== location.origin) event.preventDefault();
};

const define = (target: object, key: string, value: unknown) => Object.defineProperty(target, key, { value, configurable: true, writable: true });

beforeEach(() => {
  sendBeacon.mockClear();
  define(navigator, 'sendBeacon', sendBeacon);
  define(window.screen, 'width', 1280);
  define(document, 'referrer', '');
  define(window, 'IntersectionObserver', TestIntersectionObserver);
  window.addEventListener('click', stayOnPage);
});
afterEach(() => {
  window.removeEventListener('click', stayOnPage);
  for (const key of ['sendBeacon', 'globalPrivacyControl']) delete (navigator as unknown as Record<string, unknown>)[key];
  delete (window as unknown as Record<string, unknown>).IntersectionObserver;
  observers.clear();
});

describe('page views', () => {
  it('sends one for the page loaded, with its address, persona, the other site that sent the visitor and the screen width', async () => {
    define(document, 'referrer', 'https://search.example/results?q=jordan');
    renderApp('/?persona=business', { strict: true });
    await screen.findByRole('region', { name: 'Experience' });
    await settle(100);

    expect(sent()).toEqual([
      { name: 'pageview', path: '/?persona=business', persona: 'business', referrer: 'https://search.example/results?q=jordan', width: 1280 },
    ]);
  });

  it('sends one for each client-side navigation to another address, without the referrer; none for a hash or the same address', async () => {
    define(document, 'referrer', 'https://search.example/');
    const { router } = renderApp('/?persona=business');
    await screen.findByRole('region', { name: 'Experience' });

    act(() => void router.navigate('/blog?persona=business'));
    await screen.findByRole('search', { name: 'Search the blog' });
    act(() => void router.navigate('/blog?persona=business#posts'));
    act(() => void router.navigate('/blog?persona=business'));
    await settle(100);

    expect(named('pageview').map(({ path, persona, referrer }) => ({ path, persona, referrer }))).toEqual([
      { path: '/?persona=business', persona: 'business', referrer: 'https://search.example/' },
      { path: '/blog?persona=business', persona: 'business', referrer: undefined },
    ]);
  });

  it('leaves out a referrer of this site', async () => {
    define(document, 'referrer', `${location.origin}/blog`);
    renderApp('/blog');
    await waitFor(() => expect(named('pageview')).toHaveLength(1));
    expect(named('pageview')[0]).not.toHaveProperty('referrer');
  });

  it('counts the home page of a saved persona once, with that persona, though its query is then mirrored into the address', async () => {
    saveStoredPersona('fitness');
    const { router } = renderApp('/');
    await waitFor(() => expect(currentUrl(router)).toBe('/?persona=fitness'));
    await settle(100);

    expect(named('pageview')).toEqual([expect.objectContaining({ path: '/', persona: 'fitness' })]);
  });
});

describe('what a visitor does', () => {
  it("sends 'persona' with the persona chosen in the chooser, then the page view of that persona", async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Explore Enterprise Tech' }));
    await screen.findByRole('region', { name: 'Experience' });

    expect(sent().map(({ name, detail, persona }) => ({ name, detail, persona }))).toEqual([
      { name: 'pageview', detail: undefined, persona: undefined },
      { name: 'persona', detail: 'enterprise', persona: undefined },
      { name: 'pageview', detail: undefined, persona: 'enterprise' },
    ]);
  });

  it("sends 'persona' with the persona chosen in the switcher, and nothing for 'View All'", async () => {
    const { user, router } = renderApp('/?persona=business');
    const switcher = (await screen.findAllByRole('combobox', { name: 'Persona' }))[0]!;
    await user.selectOptions(switcher, 'fitness');
    await waitFor(() => expect(currentUrl(router)).toBe('/?persona=fitness'));
    await user.selectOptions((await screen.findAllByRole('combobox', { name: 'Persona' }))[0]!, '');
    await waitFor(() => expect(currentUrl(router)).toBe('/'));

    expect(named('persona')).toEqual([expect.objectContaining({ detail: 'fitness', path: '/?persona=business', persona: 'business' })]);
  });

  it("sends 'case-study' with its title when 'View Case Study' opens it, and 'project' with the link's address; opening and closing are no page views", async () => {
    const { user } = renderApp('/?persona=enterprise');
    const region = await screen.findByRole('region', { name: 'Case Studies & Projects' });
    const card = (await within(region).findByRole('heading', { level: 3, name: 'Event-Driven Integration Platform' })).closest('article')!;
    await user.click(within(card).getByRole('link', { name: 'View Case Study' }));
    const dialog = await screen.findByRole('dialog', { name: 'Event-Driven Integration Platform' });
    await user.click(within(dialog).getByRole('link', { name: /View Project/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await settle(100);

    expect(sent().map(({ name, detail }) => ({ name, detail }))).toEqual([
      { name: 'pageview', detail: undefined },
      { name: 'case-study', detail: 'Event-Driven Integration Platform' },
      { name: 'project', detail: 'https://example.com/case-studies/integration' },
    ]);
    expect(named('case-study')[0]).toMatchObject({ path: '/?persona=enterprise', persona: 'enterprise' });
  });

  it("sends 'social' with the platform of a social link followed", async () => {
    const { user } = renderApp('/blog');
    const footer = await screen.findByRole('contentinfo');
    await user.click(await within(footer).findByRole('link', { name: 'GitHub profile' }));

    expect(named('social')).toEqual([expect.objectContaining({ detail: 'GitHub', path: '/blog' })]);
  });

  it("sends 'cv' with 'pdf' or 'json' for the CV's downloads, on the CV page and in the about section", async () => {
    serveCv();
    // The files are the rendering server's: jsdom follows no link to them.
    const keepPage = (event: Event) => event.preventDefault();
    window.addEventListener('click', keepPage);
    try {
      const { user, router } = renderApp('/cv?persona=enterprise');
      await user.click(await screen.findByRole('link', { name: 'Download PDF' }));
      await user.click(screen.getByRole('link', { name: 'JSON Resume' }));
      act(() => void router.navigate('/?persona=enterprise'));
      await user.click(await screen.findByRole('link', { name: 'Download CV' }));
    } finally {
      window.removeEventListener('click', keepPage);
    }

    expect(named('cv')).toEqual([
      expect.objectContaining({ detail: 'pdf', path: '/cv?persona=enterprise', persona: 'enterprise' }),
      expect.objectContaining({ detail: 'json', path: '/cv?persona=enterprise' }),
      expect.objectContaining({ detail: 'pdf', path: '/?persona=enterprise' }),
    ]);
  });

  it("sends 'search' with the words searched", async () => {
    const { user } = renderApp('/blog?persona=enterprise');
    await user.type(await screen.findByRole('searchbox', { name: 'Search articles' }), '  decision records ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Architecture Decision Records People Read');

    expect(named('search')).toEqual([expect.objectContaining({ detail: 'decision records', persona: 'enterprise' })]);
    expect(named('pageview').at(-1)).toMatchObject({ path: '/blog?persona=enterprise&q=decision+records' });
  });

  it("sends 'contact' once when the contact section comes into view, not when it mounts, and not again on a later visit", async () => {
    const { router } = renderApp('/?persona=business');
    await screen.findByRole('region', { name: "Let's Work Together" });
    await settle(100);
    expect(named('contact')).toEqual([]);

    reveal();
    reveal();
    act(() => void router.navigate('/blog?persona=business'));
    await screen.findByRole('search', { name: 'Search the blog' });
    act(() => void router.navigate('/?persona=business'));
    await screen.findByRole('region', { name: "Let's Work Together" });
    await settle(100);
    reveal();

    expect(named('contact')).toEqual([expect.objectContaining({ path: '/?persona=business', persona: 'business' })]);
    expect(named('contact')[0]).not.toHaveProperty('detail');
  });
});

describe('sending nothing', () => {
  it('when the browser sends Global Privacy Control, whatever the visitor does', async () => {
    define(navigator, 'globalPrivacyControl', true);
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Explore Enterprise Tech' }));
    await screen.findByRole('region', { name: 'Experience' });
    await user.click(await within(screen.getByRole('contentinfo')).findByRole('link', { name: 'GitHub profile' }));
    await settle(100);

    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('and throwing nothing when the browser has no sendBeacon', async () => {
    delete (navigator as unknown as Record<string, unknown>).sendBeacon;
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Explore Enterprise Tech' }));
    expect(await screen.findByRole('region', { name: 'Experience' })).toBeInTheDocument();
  });

  it("in the console's preview: the components the federation remote exposes send nothing of their own", async () => {
    render(
      <FolioThemeProvider>
        <CaseStudyCard caseStudy={caseStudies[0]!} />
      </FolioThemeProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'View Case Study' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('link', { name: /View Project/ }));
    await settle(100);

    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('while the server renders a page', async () => {
    let renderPage: typeof RenderPage | undefined;
    await jest.isolateModulesAsync(async () => {
      const server = await import('../../server/render-page');
      await server.pagesLoaded;
      renderPage = server.renderPage;
    });
    const page = await renderPage!(build, location.origin, { url: '/?persona=business', savedPersona: null, savedTheme: null });

    expect(page).toHaveProperty('html');
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
